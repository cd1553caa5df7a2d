// The affordances are complete: over every state the scenario tests reach (one turn, three turns of act I, a
// whole campaign with its three pivotal battles), for every person of the campaign, every move the engine
// accepts is offered to them as a duty (dutiesNow + mayDo), and every duty offered to them has a move the
// engine accepts from them (R-SECRET, R-STRAT-ORDER, R-RESULT-CONFIRM, R-VET-2, R-EFFECT, R-TOKEN-GAIN,
// R-REWARD, R-XP-SPEND, R-REFIT, R-FOURTH, R-PIVOT-CHOOSE, R-PIVOT-UPGRADE, R-PIVOT-AFTER).
import { describe, expect, it } from 'vitest'
import { SYSTEM_IDS } from '@/lib/data/map'
import { HISTORY as TURN_HISTORY, ACTORS as TURN_ACTORS } from './battle/testing/turn-script'
import { canonicalJson } from './canonical-json'
import type { AnyCommand, CampaignCommand, CreateCampaignCommand } from './commands'
import { createCampaign } from './create-campaign'
import { dutiesNow, mayDo, type Duty } from './duties'
import { applyCommand } from './engine'
import { fleetReady } from './fleets/fleet-status'
import { HISTORY as THREE_TURNS_HISTORY, ACTORS as THREE_TURNS_ACTORS } from './management/testing/three-turns-script'
import { mayIssue } from './permissions'
import { campaignEndsAfterPivotal } from './pivotal/final-standings'
import { HISTORY as CAMPAIGN_HISTORY, ACTORS as CAMPAIGN_ACTORS } from './pivotal/testing/whole-campaign-script'
import { TEAMS, type Actor, type CampaignState } from './state'
import { unwrap } from './testing/builders'

const ORGANIZER: Actor = { role: 'organizer' }

/** Whether the command discharges the duty (or moves towards it: a refit operation, an ability bought). */
function discharges(state: CampaignState, c: CampaignCommand, d: Duty): boolean {
  // The organizer's ruling settles a battle's result at any point, in place of an entry or a confirmation.
  if (c.type === 'settle-result' && (d.kind === 'enter-result' || d.kind === 'confirm-result')) return c.battleId === d.battleId
  switch (d.kind) {
    case 'place-base':
      return c.type === 'place-base' && c.playerId === d.playerId
    case 'assign-defenses':
      return c.type === 'assign-base-defenses' && c.team === d.team
    case 'ready-fleet':
      return (c.type === 'set-fleet' || c.type === 'set-commander') && c.fleetId === d.fleetId
    case 'start-campaign':
      return c.type === 'start-campaign'
    case 'choose-diplomats':
      return c.type === 'choose-diplomats' && c.team === d.team
    case 'declare-assault':
      return (c.type === 'declare-assault' || c.type === 'pass-declaration') && d.playerIds.includes(c.playerId)
    case 'name-defender':
      return c.type === 'name-defender' && c.battleId === d.battleId
    case 'spend-spacers':
      return c.type === 'spend-spacers' && c.team === d.team
    case 'choose-objective':
      return c.type === 'choose-objective' && c.battleId === d.battleId
    case 'enter-result':
      return c.type === 'enter-result' && c.battleId === d.battleId
    case 'confirm-result':
      return (c.type === 'confirm-result' || c.type === 'dispute-result') && c.battleId === d.battleId
    case 'settle-result':
      return c.type === 'settle-result' && c.battleId === d.battleId
    case 'choose-veterans':
      return c.type === 'choose-veterans' && c.battleId === d.battleId && c.fleetId === d.fleetId
    case 'build-bases':
      return (c.type === 'build-base' || c.type === 'finish-bases') && c.team === d.team
    case 'gain-tokens':
      return c.type === 'gain-tokens' && c.team === d.team
    case 'take-reward':
      return c.type === 'take-reward' && c.fleetId === d.fleetId
    case 'spend-xp':
      return (c.type === 'buy-ability' || c.type === 'finish-experience') && c.fleetId === d.fleetId
    case 'refit':
      // R-PIVOT-AFTER: after a pivotal battle XP is spent during the refit, with the next act's limits.
      if (c.type === 'buy-ability' && state.phase === 'pivotal') return c.fleetId === d.fleetId
      return (c.type === 'refit' || c.type === 'finish-refit') && c.fleetId === d.fleetId
    case 'choose-pivotal':
      return c.type === 'choose-pivotal'
    case 'prepare-pivotal':
      return c.type === 'finish-pivotal-prep' && c.team === d.team
    case 'enter-pivotal-result':
      return (c.type === 'enter-pivotal-team-result' && c.team === d.team) || c.type === 'enter-pivotal-result'
    case 'confirm-pivotal-result':
      return c.type === 'confirm-pivotal-result'
    case 'pivotal-veterans':
      return c.type === 'pivotal-veterans' && c.fleetId === d.fleetId
    case 'pivotal-tokens':
      return c.type === 'pivotal-tokens' && c.team === d.team
    case 'claim-pivotal-effects':
      return c.type === 'claim-pivotal-effects' && c.team === d.team
    case 'finish-pivotal':
      return c.type === 'finish-pivotal'
  }
}

/** Moves nobody owes: tokens spent, what the rules allow ("may"), the organizer's corrections and settings. */
const OPTIONAL: ReadonlySet<CampaignCommand['type']> = new Set([
  'spend-battle-token',
  'spynet-reveal',
  'spend-ally',
  'diplomats-xp',
  'spacers-objective',
  'override',
  'force-step',
  'take-pivotal-reward',
  'reset-commander',
  'pivotal-upgrade',
  'pivotal-move-upgrade',
  'set-campaign-language',
] as const)

/**
 * An optional move: one of the above, a change to a fleet already ready for the start (R-SETUP-6), or a refit
 * after the campaign's last battle (allowed, but it prepares nothing: nobody is asked for one, R-END).
 */
function optional(state: CampaignState, c: CampaignCommand): boolean {
  const p = state.pivotal
  const lastRefit = state.phase === 'pivotal' && p?.step === 'after' && campaignEndsAfterPivotal(state.act, p.climactic)
  if (lastRefit && (c.type === 'refit' || c.type === 'finish-refit' || c.type === 'buy-ability')) return true
  if (c.type === 'set-fleet' || c.type === 'set-commander') {
    const fleet = state.fleets.find((f) => f.id === c.fleetId)
    return fleet !== undefined && fleetReady(state, fleet)
  }
  return OPTIONAL.has(c.type)
}

/** Moves that would discharge each open duty, besides the ones the scenario makes: the plainest of each. */
function plainMoves(state: CampaignState, duty: Duty): CampaignCommand[] {
  switch (duty.kind) {
    case 'start-campaign':
      return [{ type: 'start-campaign' }]
    case 'choose-diplomats':
      return [{ type: 'choose-diplomats', team: duty.team, zone: null }]
    case 'declare-assault':
      return duty.playerIds.flatMap((playerId): CampaignCommand[] => [
        { type: 'pass-declaration', playerId },
        ...SYSTEM_IDS.map((systemId): CampaignCommand => ({ type: 'declare-assault', playerId, systemId, fleetId: playerId })),
      ])
    case 'name-defender':
      return state.players
        .filter((p) => p.team === duty.team)
        .flatMap((p): CampaignCommand[] => [
          { type: 'name-defender', battleId: duty.battleId, playerId: p.id, fleetId: p.id },
          { type: 'name-defender', battleId: duty.battleId, playerId: p.id, fleetId: `fourth-${duty.team}` },
        ])
    case 'spend-spacers':
      return [{ type: 'spend-spacers', team: duty.team, fleetIds: [] }]
    case 'confirm-result':
      return [{ type: 'confirm-result', battleId: duty.battleId }]
    case 'choose-veterans':
      return [{ type: 'choose-veterans', battleId: duty.battleId, fleetId: duty.fleetId, uids: [] }]
    case 'build-bases':
      return [{ type: 'finish-bases', team: duty.team }]
    case 'take-reward':
      return [{ type: 'take-reward', fleetId: duty.fleetId, decline: true, systemId: 'tatooine', rewardType: 'title', cards: [], useDestiny: false }]
    case 'spend-xp':
      return [{ type: 'finish-experience', fleetId: duty.fleetId }]
    case 'refit':
      return [{ type: 'finish-refit', fleetId: duty.fleetId }]
    case 'prepare-pivotal':
      return [{ type: 'finish-pivotal-prep', team: duty.team }]
    case 'enter-pivotal-result':
      return [{ type: 'enter-pivotal-team-result', team: duty.team, score: 0, tabled: false, fleets: {} }]
    case 'confirm-pivotal-result':
      return [{ type: 'confirm-pivotal-result' }]
    case 'pivotal-veterans':
      return [{ type: 'pivotal-veterans', fleetId: duty.fleetId, uids: [] }]
    case 'finish-pivotal':
      return [{ type: 'finish-pivotal' }]
    default:
      return []
  }
}

/** The finishing moves of every fleet and team, owed or not: the engine must refuse those nobody owes. */
function finishingMoves(state: CampaignState): CampaignCommand[] {
  return [
    ...TEAMS.flatMap((team): CampaignCommand[] => [
      { type: 'finish-bases', team },
      { type: 'finish-pivotal-prep', team },
      { type: 'spend-spacers', team, fleetIds: [] },
      { type: 'choose-diplomats', team, zone: null },
    ]),
    ...state.fleets.flatMap((f): CampaignCommand[] => [
      { type: 'finish-experience', fleetId: f.id },
      { type: 'finish-refit', fleetId: f.id },
    ]),
    ...state.players.map((p): CampaignCommand => ({ type: 'pass-declaration', playerId: p.id })),
    ...(state.turnState?.battles ?? []).map((b): CampaignCommand => ({ type: 'confirm-result', battleId: b.id })),
  ]
}

interface Scenario {
  name: string
  history: readonly AnyCommand[]
  actors: readonly Actor[]
}

const SCENARIOS: Scenario[] = [
  { name: 'one turn', history: TURN_HISTORY, actors: TURN_ACTORS },
  { name: 'three turns of act I', history: THREE_TURNS_HISTORY, actors: THREE_TURNS_ACTORS },
  { name: 'a whole campaign', history: CAMPAIGN_HISTORY, actors: CAMPAIGN_ACTORS },
]

/** How far ahead the scenario's own moves are tried as candidates in a state. */
const LOOKAHEAD = 40

interface Mismatch {
  step: number
  phase: string
  actor: string
  problem: 'accepted-not-offered' | 'offered-not-accepted'
  what: string
}

function accepts(state: CampaignState, actor: Actor, command: CampaignCommand): boolean {
  return mayIssue(state, actor, command) && applyCommand(state, command, actor).ok
}

interface Checked {
  mismatches: Mismatch[]
  phases: Set<string>
}

const checked = new Map<string, Checked>()

/** Each scenario is checked once; the phase coverage reads the same run. */
function check(scenario: Scenario): Checked {
  if (!checked.has(scenario.name)) checked.set(scenario.name, mismatchesOf(scenario))
  return checked.get(scenario.name)!
}

function mismatchesOf(scenario: Scenario): Checked {
  const [create, ...moves] = scenario.history as [CreateCampaignCommand, ...CampaignCommand[]]
  let state = unwrap(createCampaign(create))
  const mismatches: Mismatch[] = []
  const phases = new Set<string>()
  for (const [index, move] of moves.entries()) {
    phases.add(state.phase === 'management' ? `management:${state.turnState!.management!.step}` : state.phase)
    const people: Actor[] = [ORGANIZER, ...state.players.map((p): Actor => ({ role: 'player', playerId: p.id }))]
    const duties = dutiesNow(state)
    const ahead = moves.slice(index, index + LOOKAHEAD)
    const seen = new Set<string>()
    const pool = [...ahead, ...duties.flatMap((d) => plainMoves(state, d)), ...finishingMoves(state)].filter((c) => {
      const key = canonicalJson(c)
      return seen.has(key) ? false : (seen.add(key), true)
    })
    const where = { step: index + 1, phase: state.phase }
    for (const actor of people) {
      const who = actor.role === 'organizer' ? 'organizer' : actor.playerId
      const offered = duties.filter((d) => mayDo(state, actor, d))
      const accepted = pool.filter((c) => !optional(state, c) && accepts(state, actor, c))
      for (const c of accepted) {
        if (!offered.some((d) => discharges(state, c, d))) mismatches.push({ ...where, actor: who, problem: 'accepted-not-offered', what: canonicalJson(c) })
      }
      for (const d of offered) {
        if (!accepted.some((c) => discharges(state, c, d))) mismatches.push({ ...where, actor: who, problem: 'offered-not-accepted', what: canonicalJson(d) })
      }
    }
    const next = applyCommand(state, move, scenario.actors[index + 1] ?? ORGANIZER)
    if (!next.ok) throw new Error(`${scenario.name}: step ${index + 1} refused`)
    state = next.state
  }
  return { mismatches, phases }
}

describe('the affordances offer exactly what the engine accepts (completeness)', () => {
  for (const scenario of SCENARIOS) {
    it(`in every state of ${scenario.name}, for every person`, { timeout: 60_000 }, () => {
      expect(check(scenario).mismatches).toEqual([])
    })
  }

  it('goes through setup, strategy, battles, every management step and the pivotal battles', { timeout: 60_000 }, () => {
    const phases = new Set(SCENARIOS.flatMap((s) => [...check(s).phases]))
    expect([...phases].sort()).toEqual([
      'battle',
      'management:effects',
      'management:experience',
      'management:refit',
      'management:rewards',
      'management:tokens',
      'pivotal',
      'setup',
      'strategy',
    ])
  })
})
