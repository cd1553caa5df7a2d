// For each command type of the registry, the commands of that type worth trying in a state: built from the ids
// the state holds (players, fleets and their elements, battles, teams, systems, zones) and, where a command
// names cards, a few from the catalogue. They are candidates, not legal moves: the completeness test asks the
// engine which ones it accepts. A command type with no generator does not compile (the record below is keyed
// by the command type union) and fails the test (checked against COMMAND_REGISTRY at run time).
import { COMMANDER_ABILITIES } from '@/lib/data/commander-abilities'
import { OBJECTIVES } from '@/lib/data/objectives'
import { REWARD_TYPES, SYSTEMS, SYSTEM_IDS, ZONES, type RewardTypeId, type SystemId } from '@/lib/data/map'
import { SQUADRON_CARDS } from '@/lib/data/cards'
import { UPGRADE_SLOTS } from '@/lib/data/cards/types'
import type { CampaignCommand } from '../commands'
import { CONDITIONS, type Fleet } from '../fleets/fleet'
import { legalFleetCommands } from '../fleets/testing/fleet-builders'
import { cardsOfRewardType } from '../management/rewards'
import { tokenChoicesOwed } from '../management/token-gain'
import type { RefitCommand } from '../schemas/management-schemas'
import type { ReportedBattleResult } from '../schemas/battle-schemas'
import { BASE_DEFENSES, TEAMS, type CampaignState, type TeamId } from '../state'
import { TOKEN_IDS } from '@/lib/data/tokens'
import { pivotalUpgradeShips } from '../pivotal/pivotal-commands'
import { pivotalClaimOptions } from '../pivotal/pivotal-claim'

export type CommandType = CampaignCommand['type']
export type CommandOf<T extends CommandType> = Extract<CampaignCommand, { type: T }>
export type Generator<T extends CommandType> = (state: CampaignState) => CommandOf<T>[]

/** How many catalogue cards of one kind are tried where a command names cards: enough to meet a cheap and a dear one. */
const CARDS_PER_KIND = 4

const battles = (s: CampaignState) => s.turnState?.battles ?? []
const bases = (s: CampaignState, team: TeamId) =>
  (Object.keys(s.control) as SystemId[]).filter((id) => s.control[id]?.kind === 'base' && s.control[id]?.team === team)
const fleetsOf = (s: CampaignState, team: TeamId) => s.fleets.filter((f) => f.team === team)
const uidsOf = (f: Fleet) => [...f.ships.map((x) => x.uid), ...f.squadrons.map((x) => x.uid)]
const upgradesOf = (f: Fleet) => f.ships.flatMap((x) => x.upgrades)
/** The legal starting fleets of the test builders, each tried for every fleet of its team. */
const LEGAL_DRAFTS = legalFleetCommands().filter((c): c is CommandOf<'set-fleet'> => c.type === 'set-fleet')
const zones = ZONES.map((z) => z.id)
const systemsOfZone = (zone: number) => SYSTEMS.filter((x) => (x.zones as readonly number[]).includes(zone)).map((x) => x.id)

/** A few cards of each reward type for the fleet's faction: the cheapest, the dearest and two between. */
function sampleCards(type: RewardTypeId, team: TeamId): string[] {
  const key = `${type} ${team}`
  if (!sampled.has(key)) sampled.set(key, pickCards(type, team))
  return sampled.get(key)!
}
const sampled = new Map<string, string[]>()

function pickCards(type: RewardTypeId, team: TeamId): string[] {
  const all = [...cardsOfRewardType(type, team)].sort((a, b) => a.points - b.points || a.id.localeCompare(b.id))
  if (all.length <= CARDS_PER_KIND) return all.map((c) => c.id)
  const picks = [0, Math.floor(all.length / 3), Math.floor((2 * all.length) / 3), all.length - 1]
  return [...new Set(picks.map((i) => all[i]!.id))]
}

/** Results worth trying for a turn battle: a draw at nothing, each side winning, and one with an element destroyed and one eligible. */
function battleResults(s: CampaignState, battleId: string): ReportedBattleResult[] {
  const battle = battles(s).find((b) => b.id === battleId)
  const side = (score: number, destroyed: string[] = [], eligibleVeterans: string[] = []) => ({ destroyed, retreated: [], eligibleVeterans, score })
  const fleetOf = (id: string | undefined) => s.fleets.find((f) => f.id === id)
  const a = fleetOf(battle?.assaulter.fleetId)
  const d = fleetOf(battle?.defender?.fleetId)
  return [
    { assaulter: side(0), defender: side(0) },
    { assaulter: side(200), defender: side(100) },
    { assaulter: side(100, [], d ? uidsOf(d).slice(0, 1) : []), defender: side(200, a ? uidsOf(a).slice(0, 1) : [], d ? uidsOf(d).slice(1, 2) : []) },
  ]
}

function refitOps(s: CampaignState, f: Fleet): RefitCommand['op'][] {
  const m = s.phase === 'pivotal' ? s.pivotal?.refit : s.turnState?.management
  const slots = [...UPGRADE_SLOTS, 'squadrons'] as const
  const ships = f.ships.map((x) => x.uid)
  const pending = m?.pendingCards[f.id] ?? []
  return [
    ...uidsOf(f).flatMap((uid): RefitCommand['op'][] => [
      { op: 'remove-scar', uid, using: 'base' },
      { op: 'remove-scar', uid, using: 'repair-yards' },
      { op: 'strip-card', uid },
    ]),
    ...CONDITIONS.flatMap((condition): RefitCommand['op'][] => [
      { op: 'remove-condition', condition, using: 'resources' },
      { op: 'remove-condition', condition, using: 'objective' },
    ]),
    ...slots.map((slot): RefitCommand['op'] => ({ op: 'strip', slot })),
    ...slots.map((slot): RefitCommand['op'] => ({ op: 'strip', slot, withRepairYards: true })),
    ...(m?.strippedThisRefit[f.id] ?? []).flatMap((stripped) =>
      REWARD_TYPES.filter((t) => t.id !== 'title')
        .flatMap((t) => sampleCards(t.id, f.team))
        .filter((id, i, all) => all.indexOf(id) === i)
        .map((id): RefitCommand['op'] => ({ op: 'rebuy', slot: stripped.slot as 'squadrons', cards: [id] })),
    ),
    ...(Object.keys(s.teams[f.team].reserve) as RewardTypeId[]).flatMap((rewardType) =>
      sampleCards(rewardType, f.team).map((id): RefitCommand['op'] => ({ op: 'buy-from-reserve', rewardType, cards: [id] })),
    ),
    ...pending.flatMap((_, index) => [null, ...ships].map((shipUid): RefitCommand['op'] => ({ op: 'add-card', index, shipUid }))),
    ...upgradesOf(f).flatMap((u): RefitCommand['op'][] => [
      { op: 'unequip', upgradeUid: u.uid },
      ...ships.map((shipUid): RefitCommand['op'] => ({ op: 'equip', upgradeUid: u.uid, shipUid })),
    ]),
    { op: 'disband' },
    ...SQUADRON_CARDS.filter((c) => c.faction === f.team && !c.unique)
      .slice(0, CARDS_PER_KIND)
      .map((c): RefitCommand['op'] => ({ op: 'prototype', squadronCardId: c.id })),
  ]
}

/** Reward commands for each fleet at each system it may name: a decline, and a few cards of each type there (the dearest with Destiny too, R-TOKEN-DESTINY). */
function rewardCommands<T extends 'take-reward' | 'take-pivotal-reward'>(s: CampaignState, type: T, systems: readonly SystemId[]): CommandOf<T>[] {
  return s.fleets.flatMap((f) =>
    [...new Set(systems)].flatMap((systemId) => {
      const rewards = SYSTEMS.find((x) => x.id === systemId)?.rewards ?? []
      const types = [...new Set(rewards.map((r) => r.type))] as RewardTypeId[]
      const base = { type, fleetId: f.id, systemId, useDestiny: false }
      return [
        { ...base, decline: true, rewardType: types[0] ?? 'officer', cards: [] },
        ...types.flatMap((rewardType) => {
          const cards = sampleCards(rewardType, f.team)
          return [
            { ...base, decline: false, rewardType, cards: [] },
            ...cards.map((card) => ({ ...base, decline: false, rewardType, cards: [card] })),
            ...cards.slice(-1).map((card) => ({ ...base, decline: false, rewardType, cards: [card], useDestiny: true })),
          ]
        }),
      ] as CommandOf<T>[]
    }),
  )
}

/** A team's pivotal part, with each choice of the map the objective may ask of that team (R-PIVOT-AFTER). */
function pivotalMapChoices(s: CampaignState, team: TeamId) {
  const zone = s.pivotal?.target?.zone
  const inZone = zone ? systemsOfZone(zone) : []
  return [
    {},
    ...inZone.map((id) => ({ claimedSystems: [id] })),
    ...(inZone.length >= 2 ? [{ claimedSystems: inZone.slice(0, 2) }] : []),
    ...SYSTEM_IDS.filter((id) => s.control[id]?.team === team || !s.control[id])
      .slice(0, 6)
      .map((id) => ({ newBaseSystem: id })),
    ...BASE_DEFENSES.map((conquestDefense) => ({ conquestDefense })),
  ]
}

function pivotalFleetOutcomes(s: CampaignState, team?: TeamId) {
  const fleets = team ? fleetsOf(s, team) : s.fleets
  const none = { destroyed: [], retreated: [], eligibleVeterans: [] }
  return [
    {},
    Object.fromEntries(fleets.filter((f) => f.ships.length > 0).map((f) => [f.id, { ...none, eligibleVeterans: f.ships.slice(0, 1).map((x) => x.uid) }])),
  ]
}

export const GENERATORS: { readonly [T in CommandType]: Generator<T> } = {
  // Setup (RULES.md §2, §3).
  'place-base': (s) => s.players.flatMap((p) => SYSTEM_IDS.map((systemId) => ({ type: 'place-base' as const, playerId: p.id, systemId }))),
  'assign-base-defenses': (s) =>
    TEAMS.flatMap((team) => {
      const own = bases(s, team).slice(0, 3)
      if (own.length === 0) return []
      return [0, 1, 2].map((shift) => ({
        type: 'assign-base-defenses' as const,
        team,
        assignments: own.map((systemId, i) => ({ systemId, defense: BASE_DEFENSES[(i + shift) % 3]! })),
      }))
    }),
  'set-fleet': (s) => s.fleets.flatMap((f) => LEGAL_DRAFTS.filter((c) => c.fleetId.includes(f.team)).map((c) => ({ ...c, fleetId: f.id }))),
  'set-commander': (s) =>
    s.fleets.flatMap((f) =>
      COMMANDER_ABILITIES.filter((a) => a.tier === 1)
        .slice(0, 3)
        .map((a) => ({ type: 'set-commander' as const, fleetId: f.id, name: `Commander of ${f.id}`, abilityId: a.id })),
    ),
  'start-campaign': () => [{ type: 'start-campaign' }],

  // Strategy (RULES.md §4).
  'choose-diplomats': () => TEAMS.flatMap((team) => [null, ...zones].map((zone) => ({ type: 'choose-diplomats' as const, team, zone }))),
  'declare-assault': (s) =>
    s.players.flatMap((p) =>
      [p.id, `fourth-${p.team}`].flatMap((fleetId) => SYSTEM_IDS.map((systemId) => ({ type: 'declare-assault' as const, playerId: p.id, systemId, fleetId }))),
    ),
  'name-defender': (s) =>
    battles(s).flatMap((b) =>
      s.players.flatMap((p) => [p.id, `fourth-${p.team}`].map((fleetId) => ({ type: 'name-defender' as const, battleId: b.id, playerId: p.id, fleetId }))),
    ),
  'pass-declaration': (s) => s.players.map((p) => ({ type: 'pass-declaration' as const, playerId: p.id })),
  'spend-spacers': (s) =>
    TEAMS.flatMap((team) => [[], ...fleetsOf(s, team).map((f) => [f.id])].map((fleetIds) => ({ type: 'spend-spacers' as const, team, fleetIds }))),

  // Battles (RULES.md §5).
  'choose-objective': (s) => {
    const ids = [
      ...new Set([...s.fleets.flatMap((f) => Object.values(f.objectives)), ...OBJECTIVES.filter((o) => o.category === 'base-defense').map((o) => o.id)]),
    ]
    return battles(s).flatMap((b) => ids.filter((id) => id !== null).map((objectiveId) => ({ type: 'choose-objective' as const, battleId: b.id, objectiveId })))
  },
  'enter-result': (s) => battles(s).flatMap((b) => battleResults(s, b.id).map((result) => ({ type: 'enter-result' as const, battleId: b.id, result }))),
  'confirm-result': (s) => battles(s).map((b) => ({ type: 'confirm-result' as const, battleId: b.id })),
  'dispute-result': (s) => battles(s).map((b) => ({ type: 'dispute-result' as const, battleId: b.id })),
  // R-SCHEDULE: a game online and one at a place for each battle; the proposal waiting accepted, and one it is not.
  'propose-game': (s) =>
    battles(s).flatMap((b) => [
      { type: 'propose-game' as const, battleId: b.id, startsAt: '2030-05-17T18:00:00.000Z', venue: { kind: 'online' as const } },
      { type: 'propose-game' as const, battleId: b.id, startsAt: '2030-05-18T13:30:00.000Z', venue: { kind: 'place' as const, place: 'At the club' } },
    ]),
  'accept-game': (s) =>
    battles(s).flatMap((b) => [
      ...(b.schedule?.proposal
        ? [{ type: 'accept-game' as const, battleId: b.id, seen: { startsAt: b.schedule.proposal.startsAt, venue: b.schedule.proposal.venue } }]
        : []),
      { type: 'accept-game' as const, battleId: b.id, seen: { startsAt: '2031-01-01T00:00:00.000Z', venue: { kind: 'online' as const } } },
    ]),
  'settle-result': (s) => battles(s).flatMap((b) => battleResults(s, b.id).map((result) => ({ type: 'settle-result' as const, battleId: b.id, result }))),
  'choose-veterans': (s) =>
    battles(s).flatMap((b) =>
      [b.assaulter, b.defender].flatMap((side) => {
        const f = s.fleets.find((x) => x.id === side?.fleetId)
        if (!f) return []
        const eligible = b.result.status === 'applied' ? [b.result.result.assaulter, b.result.result.defender].flatMap((o) => o.eligibleVeterans) : []
        const mine = eligible.filter((uid) => uidsOf(f).includes(uid))
        return [[], ...mine.map((uid) => [uid]), ...(mine.length > 1 ? [mine] : [])].map((uids) => ({
          type: 'choose-veterans' as const,
          battleId: b.id,
          fleetId: f.id,
          uids,
        }))
      }),
    ),
  'spend-battle-token': (s) =>
    battles(s).flatMap((b) =>
      [b.assaulter.playerId, b.defender?.playerId].flatMap((playerId) =>
        playerId
          ? (['destiny', 'spynet'] as const).flatMap((token) =>
              ([1, 2] as const).map((count) => ({ type: 'spend-battle-token' as const, battleId: b.id, playerId, token, count, purpose: '' })),
            )
          : [],
      ),
    ),
  'spynet-reveal': () => TEAMS.flatMap((team) => SYSTEM_IDS.map((systemId) => ({ type: 'spynet-reveal' as const, team, systemId }))),

  // Management (RULES.md §6).
  'build-base': () =>
    TEAMS.flatMap((team) => SYSTEM_IDS.flatMap((systemId) => BASE_DEFENSES.map((defense) => ({ type: 'build-base' as const, team, systemId, defense })))),
  'finish-bases': () => TEAMS.map((team) => ({ type: 'finish-bases' as const, team })),
  'gain-tokens': (s) => {
    const m = s.turnState?.management
    return TEAMS.flatMap((team) => {
      const sources = m ? tokenChoicesOwed(s, m, team) : []
      const pick = (i: number) => Object.fromEntries(sources.map((x) => [x.systemId, x.options[i % x.options.length]!]))
      return [{}, pick(0), pick(1)].map((choices) => ({ type: 'gain-tokens' as const, team, choices }))
    })
  },
  'force-step': () => [{ type: 'force-step', reason: 'nobody answers' }],
  'take-reward': (s) => rewardCommands(s, 'take-reward', [...battles(s).map((b) => b.systemId), ...TEAMS.flatMap((t) => bases(s, t))]),
  'buy-ability': (s) =>
    s.fleets.flatMap((f) =>
      f.commander
        ? COMMANDER_ABILITIES.flatMap((a) =>
            // R-CMD-3: a replacement names an owned ability; the latest one stands for them all.
            [null, ...f.commander!.abilities.filter((owned) => owned !== a.id).slice(-1)].map((replaces) => ({
              type: 'buy-ability' as const,
              fleetId: f.id,
              abilityId: a.id,
              replaces,
            })),
          )
        : [],
    ),
  'finish-experience': (s) => s.fleets.map((f) => ({ type: 'finish-experience' as const, fleetId: f.id })),
  refit: (s) => s.fleets.flatMap((f) => refitOps(s, f).map((op) => ({ type: 'refit' as const, fleetId: f.id, op }))),
  'refit-fleet': (s) =>
    s.fleets.flatMap((f) => [
      { type: 'refit-fleet' as const, fleetId: f.id, ops: [], finish: true },
      ...refitOps(s, f).map((op) => ({ type: 'refit-fleet' as const, fleetId: f.id, ops: [op], finish: false })),
    ]),
  'finish-refit': (s) => s.fleets.map((f) => ({ type: 'finish-refit' as const, fleetId: f.id })),
  override: (s) => [
    { type: 'override', reason: 'a correction', target: { kind: 'cp', team: 'empire', act: s.act, value: 1 } },
    { type: 'override', reason: 'a correction', target: { kind: 'tokens', team: 'rebels', token: 'resources', value: 2 } },
    ...s.fleets.slice(0, 1).map((f) => ({ type: 'override' as const, reason: 'a correction', target: { kind: 'xp' as const, fleetId: f.id, value: 3 } })),
    { type: 'override', reason: 'a correction', target: { kind: 'control', systemId: 'utapau', team: 'empire' } },
  ],

  // Pivotal and climactic battles (RULES.md §7).
  'choose-pivotal': (s) => {
    const systems = TEAMS.flatMap((t) => bases(s, t))
    return [false, true].flatMap((climactic) => [
      ...systems.flatMap((systemId) =>
        (['conquest', 'evacuation'] as const).map((objectiveId) => ({ type: 'choose-pivotal' as const, objectiveId, systemId, climactic })),
      ),
      ...zones.map((zone) => ({ type: 'choose-pivotal' as const, objectiveId: 'demonstration-of-force' as const, zone, climactic })),
    ])
  },
  'pivotal-upgrade': (s) =>
    s.fleets.flatMap((f) =>
      pivotalUpgradeShips(s, f.team)
        .slice(0, CARDS_PER_KIND)
        .flatMap((newShipCardId) =>
          f.ships.flatMap((ship) =>
            ([0, 1] as const).map((extraResources) => ({
              type: 'pivotal-upgrade' as const,
              fleetId: f.id,
              shipUid: ship.uid,
              newShipCardId,
              extraResources,
            })),
          ),
        ),
    ),
  'pivotal-move-upgrade': (s) =>
    s.fleets.flatMap((f) =>
      upgradesOf(f).flatMap((u) => f.ships.map((ship) => ({ type: 'pivotal-move-upgrade' as const, fleetId: f.id, upgradeUid: u.uid, shipUid: ship.uid }))),
    ),
  'take-pivotal-reward': (s) =>
    rewardCommands(s, 'take-pivotal-reward', [
      ...((s.pivotal?.result.status === 'applied' ? s.pivotal.result.result.claimedSystems : undefined) ?? []),
      ...TEAMS.flatMap((t) => bases(s, t)).slice(0, 2),
    ]),
  'finish-pivotal-prep': () => TEAMS.map((team) => ({ type: 'finish-pivotal-prep' as const, team })),
  'enter-pivotal-result': (s) =>
    [
      [400, 250],
      [250, 400],
    ].flatMap(([a, d]) =>
      TEAMS.flatMap((team) => pivotalMapChoices(s, team)).flatMap((choice) =>
        pivotalFleetOutcomes(s).map((fleets) => ({
          type: 'enter-pivotal-result' as const,
          result: { assaulters: { score: a!, tabled: false }, defenders: { score: d!, tabled: false }, fleets, ...choice },
        })),
      ),
    ),
  'enter-pivotal-team-result': (s) =>
    TEAMS.flatMap((team) =>
      [250, 400].flatMap((score) =>
        pivotalMapChoices(s, team).flatMap((choice) =>
          pivotalFleetOutcomes(s, team).map((fleets) => ({ type: 'enter-pivotal-team-result' as const, team, score, tabled: false, fleets, ...choice })),
        ),
      ),
    ),
  'confirm-pivotal-result': () => [{ type: 'confirm-pivotal-result' }],
  // R-PIVOT-AFTER: each claim the rules leave open, and wrong ones (nothing, three systems, a defense or a base with a systems claim, by either team).
  'claim-pivotal-effects': (s) => {
    const right = pivotalClaimOptions(s)
    const zone = s.pivotal?.target?.zone
    const inZone = zone ? systemsOfZone(zone) : []
    const wrong = [
      {},
      ...(inZone.length >= 3 ? [{ claimedSystems: inZone.slice(0, 3) }] : []),
      ...inZone.slice(0, 1).map((id) => ({ claimedSystems: [id], conquestDefense: BASE_DEFENSES[0] })),
      ...BASE_DEFENSES.map((conquestDefense) => ({ conquestDefense })),
      ...SYSTEM_IDS.slice(0, 3).map((newBaseSystem) => ({ newBaseSystem })),
    ]
    const choices = [
      ...right.map((o) =>
        o.kind === 'systems' ? { claimedSystems: o.systems } : o.kind === 'new-base' ? { newBaseSystem: o.newBaseSystem } : { conquestDefense: o.defense },
      ),
      ...wrong,
    ]
    return TEAMS.flatMap((team) => choices.map((choice) => ({ type: 'claim-pivotal-effects' as const, team, ...choice })))
  },
  'pivotal-veterans': (s) => {
    const applied = s.pivotal?.result.status === 'applied' ? s.pivotal.result.result.fleets : {}
    return s.fleets.flatMap((f) => {
      const eligible = applied[f.id]?.eligibleVeterans ?? []
      return [[], ...eligible.map((uid) => [uid])].map((uids) => ({ type: 'pivotal-veterans' as const, fleetId: f.id, uids }))
    })
  },
  'pivotal-tokens': (s) =>
    TEAMS.flatMap((team) => {
      const owed = s.pivotal?.tokenChoices[team] ?? []
      return [[], owed.map((options) => options[0]!), owed.map((options) => options.at(-1)!), TOKEN_IDS.slice(0, 1)].map((tokens) => ({
        type: 'pivotal-tokens' as const,
        team,
        tokens,
      }))
    }),
  'reset-commander': (s) => s.fleets.map((f) => ({ type: 'reset-commander' as const, fleetId: f.id })),
  'finish-pivotal': () => [{ type: 'finish-pivotal' }],

  // Strategic effect tokens (RULES.md §8).
  'spend-ally': (s) =>
    TEAMS.flatMap((team) => {
      const squadrons = SQUADRON_CARDS.filter((c) => c.faction === team && !c.unique).slice(0, 2)
      return fleetsOf(s, team).flatMap((f) =>
        squadrons.map((c) => ({ type: 'spend-ally' as const, team, fleetId: f.id, forces: { kind: 'squadrons' as const, cardIds: [c.id] } })),
      )
    }),
  'diplomats-xp': (s) =>
    TEAMS.flatMap((team) =>
      battles(s).flatMap((b) =>
        [b.assaulter, b.defender]
          .filter((side) => side?.team === team)
          .map((side) => ({ type: 'diplomats-xp' as const, team, battleId: b.id, fleetId: side!.fleetId })),
      ),
    ),
  'spacers-objective': (s) =>
    TEAMS.flatMap((team) =>
      fleetsOf(s, team).flatMap((f) =>
        (['assault', 'defense', 'navigation'] as const).flatMap((category) =>
          OBJECTIVES.filter((o) => o.category === category && o.id !== f.objectives[category])
            .slice(0, 2)
            .map((o) => ({ type: 'spacers-objective' as const, team, fleetId: f.id, category, objectiveId: o.id })),
        ),
      ),
    ),

  // Settings.
  'set-campaign-language': () => [
    { type: 'set-campaign-language', language: 'fr' },
    { type: 'set-campaign-language', language: 'en' },
  ],
  'rename-campaign': () => [{ type: 'rename-campaign', name: 'The Outer Rim, renamed' }],
  'set-points-era': () => [
    { type: 'set-points-era', pointsEra: 'amg-final' },
    { type: 'set-points-era', pointsEra: 'ffg-2019' },
  ],
}

/** Every candidate of every type in this state. */
export function candidates(state: CampaignState): CampaignCommand[] {
  return (Object.keys(GENERATORS) as CommandType[]).flatMap((type) => (GENERATORS[type] as Generator<CommandType>)(state))
}
