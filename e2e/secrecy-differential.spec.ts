// Differential secrecy over what actually leaves the server (R-SECRET, R-SECRET-FLEET, R-STRAT-SECRET): two
// campaigns that differ only in the Rebels' secrets (Base Defense objectives, a fleet and its commander, Spynet's
// target, a sealed Diplomats zone, reward cards, an ability bought, Ally forces, a sealed pivotal part) must give
// byte-identical answers to the Empire players on every page (HTML and RSC payload) and JSON answer. Compared at
// setup (defenses assigned), with the Diplomats choice sealed, in the battle phase, in the management phase
// (refit) and at the pivotal battle. Each stage compares the Grand Admiral (Thrawn) and one other player in turn;
// the battle-phase test compares all three. The allowed differences, and only these:
// - the campaign id, personal link tokens and the calendar feed addresses made from them, history times, nonces
//   and Next's per-request ids (`normalise`);
// - the fleet a player fights: his battle page, its briefing and his JSON view (the second test);
// - the Ally forces of a pivotal battle once it is played, in the JSON view.
// A base assaulted plays its objective openly: Hoth, assaulted in the pivotal battle, is guarded alike in both.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import type { CampaignCommand } from '../lib/campaign/commands'
import { dutiesNow } from '../lib/campaign/duties'
import { applyCommand } from '../lib/campaign/engine'
import type { BaseDefenseId } from '../lib/campaign/state'
import { managementView } from '../lib/campaign/views/management-view'
import { FLEET_IDS, empireFleet, rebelFleet } from './support/fleets'
import { compareAnswers, createTwin, send, sessionOf, stateOf, undoLast, type Revealed, type Twin, type Variant } from './support/differential'
import { EMPIRE } from './support/campaign'

/** Everything the Rebels keep to themselves; the twins differ in these only. */
interface RebelSecrets {
  /** Hoth, Ryloth, Yavin. */
  defenses: [BaseDefenseId, BaseDefenseId, BaseDefenseId]
  /** rebels-1's fleet and commander: played in turn 1, so the same in both twins unless the test is about it. */
  firstFleet: ReturnType<typeof rebelFleet>
  firstCommander: { name: string; abilityId: string }
  fourthFleet: ReturnType<typeof rebelFleet>
  fourthCommander: { name: string; abilityId: string }
  spynetTarget: 'dantooine' | 'felucia'
  /** The sealed Diplomats zone, taken back by the organizer before the Empire chooses. */
  sealedZone: 2 | 5
  /** Which of the legal choices the Rebels make for a reward's card, an ability bought, an Ally. */
  pick: 0 | 1
  pivotalScore: number
}

const X: RebelSecrets = {
  firstFleet: rebelFleet(0),
  firstCommander: { name: 'Captain rebels-1', abilityId: 'rapid-deployment' },
  defenses: ['ion-cannon', 'armed-station', 'fighter-wing'],
  fourthFleet: rebelFleet(3),
  fourthCommander: { name: 'Captain fourth-rebels', abilityId: 'rapid-deployment' },
  spynetTarget: 'dantooine',
  sealedZone: 2,
  pick: 0,
  pivotalScore: 210,
}
const Y: RebelSecrets = {
  firstFleet: X.firstFleet,
  firstCommander: X.firstCommander,
  // Hoth's is the same: the pivotal battle assaults it, which plays its objective openly (R-SECRET).
  defenses: ['ion-cannon', 'fighter-wing', 'armed-station'],
  fourthFleet: { ...rebelFleet(3), name: 'Secret plans', squadrons: [{ cardId: 'squadron-y-wing-squadron', count: 4 }] },
  fourthCommander: { name: 'Commander Sato', abilityId: 'master-gunner-1' },
  spynetTarget: 'felucia',
  sealedZone: 5,
  pick: 1,
  pivotalScore: 180,
}

const BOTH: readonly Variant[] = ['html', 'rsc']

/**
 * Every page a player may open, in both forms the server sends it (the HTML document and the RSC payload the
 * Next client asks for with `RSC: 1`), and the JSON answers. Fleet pages of both teams: the other team's must
 * answer the same too. Battle pages for each battle of the turn; as many history pages as there are.
 */
function pagesAt(twin: Twin): { path: string; variants: readonly Variant[] }[] {
  const state = stateOf(twin)
  const base = '/campaigns/<campaign>'
  const pages = [
    '',
    '/map',
    '/turn',
    '/management',
    '/pivotal',
    '/pivotal/briefing',
    '/summary',
    '/fleets',
    '/fleets/roster',
    '/organizer',
    ...(state.turnState?.battles ?? []).flatMap((b) => [`/battles/${b.id}`, `/battles/${b.id}/briefing`]),
    // A fleet's own roster print holds what `/fleets/roster` prints for the whole team.
    ...FLEET_IDS.empire.map((f) => `/fleets/${f}`),
    // The refit editor of each Empire fleet (its own player's; a teammate's is refused alike).
    ...FLEET_IDS.empire.map((f) => `/fleets/${f}/refit`),
    ...Array.from({ length: Math.ceil(twin.entries / 50) }, (_, i) => `/history?page=${i + 1}`),
  ]
  // The other team's fleet pages are refused alike; the payload of a refusal says no more than its document.
  const refused = FLEET_IDS.rebels.flatMap((f) => [`/fleets/${f}`, `/fleets/${f}/roster`, `/fleets/${f}/refit`])
  return [
    ...pages.map((p) => ({ path: `${base}${p}`, variants: BOTH })),
    ...refused.map((p) => ({ path: `${base}${p}`, variants: ['html'] as const })),
    ...[
      '/api/campaigns/<campaign>',
      '/api/campaigns/<campaign>/version',
      // The map's live overlay, for today's map (and a Rebel base selected) and for each finished turn's.
      '/api/campaigns/<campaign>/map-overlay',
      '/api/campaigns/<campaign>/map-overlay?system=ryloth',
      ...(state.mapHistory ?? []).map((s) => `/api/campaigns/<campaign>/map-overlay?turn=${s.act}-${s.turn}`),
      `${base}/export`,
    ].map((path) => ({ path, variants: ['html'] as const })),
  ]
}

/** Two campaigns created alike, driven alike but for the Rebels' secrets, and the players' sessions in both. */
async function twinCampaigns(organizer: Page, baseURL: string, name: string, secretsX: RebelSecrets, secretsY: RebelSecrets) {
  const x = await createTwin(organizer, 'X', name)
  const y = await createTwin(organizer, 'Y', name)
  const twins: [Twin, Twin] = [x, y]
  const secrets = new Map<Twin, RebelSecrets>([
    [x, secretsX],
    [y, secretsY],
  ])
  const sessions: Record<string, APIRequestContext> = {}
  await Promise.all([...EMPIRE, 'Leia'].map(async (player) => void (sessions[player] = await sessionOf(baseURL, player, twins))))
  return {
    x,
    y,
    twins,
    /** The same command to both twins. */
    both: async (command: CampaignCommand) => {
      await Promise.all(twins.map((twin) => send(organizer, twin, command)))
    },
    /** A command of the Rebels' own, made from each twin's secrets. */
    secret: async (make: (s: RebelSecrets, twin: Twin) => CampaignCommand) => {
      await Promise.all(twins.map((twin) => send(organizer, twin, make(secrets.get(twin)!, twin))))
    },
    /**
     * Every Empire player gets the same answers from both twins, but on the pages `sees` allows them; there
     * they must differ (the rules show them that secret). Leia, a Rebel, gets her team's secret on `rebelSees`.
     */
    expectSameForTheEmpire: async (
      stage: string,
      rebelSees: string,
      {
        players = EMPIRE,
        sees = {},
        only,
        revealed,
      }: {
        players?: readonly string[]
        sees?: Partial<Record<string, readonly string[]>>
        only?: (path: string) => boolean
        revealed?: Revealed
      } = {},
    ) => {
      const pages = pagesAt(x).filter((p) => !only || only(p.path))
      expect(pagesAt(y)).toEqual(pagesAt(x))
      const results = await Promise.all(
        players.map(async (player) => {
          const allowed = sees[player] ?? []
          const same = await compareAnswers(
            sessions[player]!,
            twins,
            pages.filter((p) => !allowed.includes(p.path)),
            revealed,
          )
          const shown = await compareAnswers(
            sessions[player]!,
            twins,
            pages.filter((p) => allowed.includes(p.path)),
          )
          return { player, same, shown }
        }),
      )
      for (const { player, same, shown } of results) {
        expect(same.differences, `${stage}: what ${player} gets from the twins (${same.count} answers compared)`).toEqual([])
        expect(shown.differences, `${stage}: ${player} sees the fleet he fights`).toHaveLength(shown.count)
      }
      const leia = await compareAnswers(sessions.Leia!, twins, [{ path: rebelSees, variants: ['html'] }])
      expect(leia.differences, `${stage}: Leia sees her team's secret on ${rebelSees}`).toHaveLength(1)
    },
  }
}

type Twins = Awaited<ReturnType<typeof twinCampaigns>>

/** Setup: the same bases; the Rebels guard theirs and build their fleets from their secrets (R-SECRET, R-SECRET-FLEET). */
async function setUp({ both, secret }: Twins) {
  for (const [playerId, systemId] of [
    ['empire-1', 'dantooine'],
    ['rebels-1', 'hoth'],
    ['empire-2', 'felucia'],
    ['rebels-2', 'ryloth'],
    ['empire-3', 'kessel'],
    ['rebels-3', 'yavin'],
  ] as const)
    await both({ type: 'place-base', playerId, systemId })
  await both({
    type: 'assign-base-defenses',
    team: 'empire',
    assignments: [
      { systemId: 'dantooine', defense: 'ion-cannon' },
      { systemId: 'felucia', defense: 'armed-station' },
      { systemId: 'kessel', defense: 'fighter-wing' },
    ],
  })
  await secret((s) => ({
    type: 'assign-base-defenses',
    team: 'rebels',
    assignments: (['hoth', 'ryloth', 'yavin'] as const).map((systemId, i) => ({ systemId, defense: s.defenses[i]! })),
  }))
  for (const [i, fleetId] of FLEET_IDS.empire.entries()) {
    await both({ type: 'set-fleet', fleetId, draft: empireFleet(i) })
    await both({ type: 'set-commander', fleetId, name: `Captain ${fleetId}`, abilityId: 'master-gunner-1' })
  }
  await secret((s) => ({ type: 'set-fleet', fleetId: 'rebels-1', draft: s.firstFleet }))
  await secret((s) => ({ type: 'set-commander', fleetId: 'rebels-1', ...s.firstCommander }))
  for (const [i, fleetId] of FLEET_IDS.rebels.slice(0, 3).entries()) {
    if (fleetId === 'rebels-1') continue
    await both({ type: 'set-fleet', fleetId, draft: rebelFleet(i) })
    await both({ type: 'set-commander', fleetId, name: `Captain ${fleetId}`, abilityId: 'rapid-deployment' })
  }
  await secret((s) => ({ type: 'set-fleet', fleetId: 'fourth-rebels', draft: s.fourthFleet }))
  await secret((s) => ({ type: 'set-commander', fleetId: 'fourth-rebels', ...s.fourthCommander }))
}

/** Turn 1's pairings: rebels-2 assaults Lothal (empire-1 defends), empire-2 Mon Cala (rebels-1), rebels-3 Sullust (empire-3). */
const PAIRING = [
  { type: 'declare-assault', playerId: 'rebels-2', systemId: 'lothal', fleetId: 'rebels-2' },
  { type: 'name-defender', battleId: 'a1-t1-b1', playerId: 'empire-1', fleetId: 'empire-1' },
  { type: 'declare-assault', playerId: 'empire-2', systemId: 'mon-cala', fleetId: 'empire-2' },
  { type: 'name-defender', battleId: 'a1-t1-b2', playerId: 'rebels-1', fleetId: 'rebels-1' },
  { type: 'declare-assault', playerId: 'rebels-3', systemId: 'sullust', fleetId: 'rebels-3' },
  { type: 'name-defender', battleId: 'a1-t1-b3', playerId: 'empire-3', fleetId: 'empire-3' },
  { type: 'choose-objective', battleId: 'a1-t1-b1', objectiveId: 'most-wanted' },
  { type: 'choose-objective', battleId: 'a1-t1-b2', objectiveId: 'most-wanted' },
  { type: 'choose-objective', battleId: 'a1-t1-b3', objectiveId: 'precision-strike' },
] as const satisfies readonly CampaignCommand[]

test('[SECRECY] the Rebels’ secrets never leave the server for an Empire player: every page, RSC payload and JSON answer, at setup, sealed Diplomats, battle, management and pivotal', async ({
  page: organizer,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const pair = await twinCampaigns(organizer, baseURL!, 'Twin Rim', X, Y)
  const { x, twins, both, secret, expectSameForTheEmpire } = pair
  await setUp(pair)
  await expectSameForTheEmpire('setup', '/campaigns/<campaign>/fleets/fourth-rebels', { players: ['Thrawn', 'Tarkin'] })

  // Strategy phase: the Rebels spend Spynet on an Empire base and seal a Diplomats zone (R-TOKEN-SPYNET, R-STRAT-DIPLO).
  await both({ type: 'start-campaign' })
  for (const [team, token] of [
    ['rebels', 'spynet'],
    ['rebels', 'diplomats'],
    ['empire', 'diplomats'],
  ] as const)
    await both({ type: 'override', reason: 'Tokens carried over', target: { kind: 'tokens', team, token, value: 1 } })
  await secret((s) => ({ type: 'spynet-reveal', team: 'rebels', systemId: s.spynetTarget }))
  await secret((s) => ({ type: 'choose-diplomats', team: 'rebels', zone: s.sealedZone }))
  // What the strategy phase shows: the overview, map, turn, history and JSON answers.
  await expectSameForTheEmpire('sealed Diplomats', '/campaigns/<campaign>/turn', {
    players: ['Thrawn', 'Piett'],
    only: (path) => /^\/campaigns\/<campaign>(\/map|\/turn|\/history\?.*)?$|^\/api\//.test(path),
  })
  // Taken back before the Empire chose: a sealed choice never declared stays the Rebels' (R-STRAT-SECRET).
  for (const twin of twins) await undoLast(organizer, twin)
  await both({ type: 'choose-diplomats', team: 'rebels', zone: null })
  await both({ type: 'choose-diplomats', team: 'empire', zone: null })

  // Battle phase: the same pairings; Rebels' secrets as before.
  for (const command of PAIRING) await both(command)
  expect(stateOf(x).phase).toBe('battle')
  await expectSameForTheEmpire('battle', '/campaigns/<campaign>/fleets/fourth-rebels', { players: ['Thrawn', 'Tarkin'] })

  // Management: the Rebels win at Lothal and Sullust; the Empire at Mon Cala. Each Rebel reward takes a
  // different card, and rebels-2 buys a different ability (R-REWARD, R-XP-SPEND).
  const outcome = (score: number) => ({ score, tabled: false, destroyed: [], retreated: [], eligibleVeterans: [] })
  for (const [battleId, a, d] of [
    ['a1-t1-b1', 150, 50],
    ['a1-t1-b2', 120, 60],
    ['a1-t1-b3', 100, 80],
  ] as const)
    await both({ type: 'enter-result', battleId, result: { assaulter: outcome(a), defender: outcome(d) } })
  for (let guard = 0; guard < 40 && stateOf(x).turnState?.management?.step !== 'refit'; guard++) {
    const duty = dutiesNow(stateOf(x))[0]!
    if (duty.kind === 'build-bases') await both({ type: 'finish-bases', team: duty.team })
    else if (duty.kind === 'gain-tokens') {
      const view = managementView(stateOf(x), { role: 'organizer' })!
      const sources = view.tokenChoices.find((c) => c.team === duty.team)?.sources ?? []
      await both({ type: 'gain-tokens', team: duty.team, choices: Object.fromEntries(sources.map((s) => [s.systemId, s.options[0]!])) })
    } else if (duty.kind === 'take-reward') {
      const reward = managementView(stateOf(x), { role: 'organizer' })!.rewards.find((r) => r.fleetId === duty.fleetId)!
      const option = reward.options[0]!
      const decline: CampaignCommand & { type: 'take-reward' } = {
        type: 'take-reward',
        fleetId: duty.fleetId,
        decline: true,
        systemId: option.systemId,
        rewardType: option.type,
        cards: [],
        useDestiny: false,
      }
      if (duty.fleetId.startsWith('rebels')) {
        await secret((s, twin) => {
          const offer = managementView(stateOf(twin), { role: 'organizer' })!.rewards.find((r) => r.fleetId === duty.fleetId)!
          const cards = offer.offers.find((o) => o.choice.systemId === option.systemId && o.choice.type === option.type)!.cards
          return { ...decline, decline: false, cards: [cards.filter((c) => !c.needsDestiny)[s.pick]!.id] }
        })
      } else await both(decline)
    } else if (duty.kind === 'spend-xp') {
      if (duty.fleetId === 'rebels-2') {
        await secret((s, twin) => {
          const purchases = managementView(stateOf(twin), { role: 'organizer' })!.experience.find((e) => e.fleetId === 'rebels-2')!.purchases
          const purchase = purchases[s.pick]!
          return { type: 'buy-ability', fleetId: 'rebels-2', abilityId: purchase.id, replaces: purchase.replaces }
        })
      }
      // A commander left with nothing to buy is done by itself (R-XP-SPEND).
      if (dutiesNow(stateOf(x)).some((d) => d.kind === 'spend-xp' && d.fleetId === duty.fleetId))
        await both({ type: 'finish-experience', fleetId: duty.fleetId })
    } else throw new Error(`unexpected duty ${JSON.stringify(duty)}`)
  }
  expect(stateOf(x).turnState?.management?.step).toBe('refit')
  await expectSameForTheEmpire('management', '/campaigns/<campaign>/fleets/rebels-2', { players: ['Thrawn', 'Piett'] })

  // Pivotal battle: the paper score sheet ends act I (R-OVERRIDE, R-ACT-END); the Empire, behind, chooses
  // Conquest at Hoth. The Rebels add different Ally forces (R-TOKEN-ALLY) and enter their part of the result first, sealed (R-STRAT-SECRET).
  await both({ type: 'override', reason: 'Scores from the paper sheet', target: { kind: 'cp', team: 'rebels', act: 1, value: 6 } })
  await both({ type: 'override', reason: 'Tokens carried over', target: { kind: 'tokens', team: 'rebels', token: 'ally', value: 1 } })
  for (let guard = 0; guard < 30 && stateOf(x).phase !== 'pivotal'; guard++) {
    const duty = dutiesNow(stateOf(x))[0]!
    if (duty.kind !== 'refit') throw new Error(`unexpected duty ${JSON.stringify(duty)}`)
    const { fleetId } = duty
    if ((stateOf(x).turnState?.management?.pendingCards[fleetId] ?? []).length > 0) {
      // The reward's card goes into the fleet: on whichever ship takes it (R-REFIT 5).
      await secret((_s, twin) => {
        const ships = [
          null,
          ...stateOf(twin)
            .fleets.find((f) => f.id === fleetId)!
            .ships.map((ship) => ship.uid),
        ]
        const placements = ships.map((shipUid): CampaignCommand => ({ type: 'refit', fleetId, op: { op: 'add-card', index: 0, shipUid } }))
        return placements.find((c) => applyCommand(stateOf(twin), c).ok)!
      })
    } else await both({ type: 'finish-refit', fleetId })
  }
  await both({ type: 'choose-pivotal', objectiveId: 'conquest', systemId: 'hoth', climactic: false })
  await secret((s) => ({
    type: 'spend-ally',
    team: 'rebels',
    fleetId: 'rebels-1',
    forces: { kind: 'squadrons', cardIds: [s.pick === 0 ? 'squadron-x-wing-squadron' : 'squadron-y-wing-squadron'] },
  }))
  // While the teams prepare, the Ally forces are the Rebels' alone: what the pivotal step shows.
  await expectSameForTheEmpire('pivotal preparation', '/campaigns/<campaign>/pivotal', {
    players: ['Thrawn', 'Piett'],
    only: (path) => /^\/campaigns\/<campaign>(\/pivotal.*|\/history\?.*)?$|^\/api\//.test(path),
  })
  await both({ type: 'finish-pivotal-prep', team: 'rebels' })
  await both({ type: 'finish-pivotal-prep', team: 'empire' })
  await secret((s) => ({ type: 'enter-pivotal-team-result', team: 'rebels', score: s.pivotalScore, tabled: false, fleets: {} }))
  expect(stateOf(x).pivotal?.result.status).toBe('partial')
  // Played, the battle shows its Ally forces (visibility.ts, as a turn battle shows them to the opposing player).
  await expectSameForTheEmpire('pivotal battle', '/api/campaigns/<campaign>', {
    players: ['Thrawn', 'Tarkin'],
    revealed: (body) => body.replace(/"allies":\[\{"team":"rebels","fleetId":"rebels-1","forces":\{[^}]*\}\}\]/g, '"allies":<revealed>'),
  })
})

test('[SECRECY] in the battle phase a Rebel fleet reaches only the Empire player who fights it (R-SECRET-FLEET): his battle pages and JSON view, no other page, no other player', async ({
  page: organizer,
  baseURL,
}) => {
  test.setTimeout(120_000)
  // rebels-1 defends Mon Cala against Piett (empire-2) with five Y-wings instead of two X-wings and two Y-wings, under another commander.
  const duel: RebelSecrets = {
    ...X,
    firstFleet: { ...rebelFleet(0), name: 'Secret plans', squadrons: [{ cardId: 'squadron-y-wing-squadron', count: 5 }] },
    firstCommander: { name: 'Commander Sato', abilityId: 'master-gunner-1' },
  }
  const pair = await twinCampaigns(organizer, baseURL!, 'Duel Rim', X, duel)
  await setUp(pair)
  await pair.both({ type: 'start-campaign' })
  for (const command of PAIRING) await pair.both(command)
  expect(stateOf(pair.x).phase).toBe('battle')
  // The allowed differences: the battle he plays, its briefing, and his JSON view, which carries that battle's fleets.
  await pair.expectSameForTheEmpire('battle', '/campaigns/<campaign>/fleets/rebels-1', {
    sees: { Piett: ['/campaigns/<campaign>/battles/a1-t1-b2', '/campaigns/<campaign>/battles/a1-t1-b2/briefing', '/api/campaigns/<campaign>'] },
  })
})
