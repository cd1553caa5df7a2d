// Issue 28: any state the state schema accepts (parseCampaignStateShape) renders every page and answers every
// command without a 5xx. The states are the scenarios' own, changed in ways the schema allows (a phase the rest
// of the state does not lead to, a turn without its battles, a base gone or placed, counts anywhere in range...).
// For the organizer and every player, each page's read (and the map's battles, now and in each past turn)
// answers a view or an AppError (a 4xx), and the engine answers each command kind with a new state or rule
// violations, never a thrown error (R-SECRET: who may send what is the registry's; the rules of each command
// are its own). A fixed seed: a failure prints the state's scenario step and the changes made.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mapBattlesNow, mapBattlesOf } from '@/app/campaigns/[campaignId]/map/shown-turn'
import type { Db } from '@/db/client'
import { insertCampaign } from '@/db/repositories/campaigns'
import { applyCommand, BASE_DEFENSES, CAMPAIGN_LANGUAGES, mayIssue, POINTS_ERAS, TEAMS, type CampaignState } from '@/lib/campaign'
import { ACTORS as TURN_ACTORS, HISTORY as TURN_HISTORY } from '../campaign/battle/testing/turn-script'
import { candidates, type CommandType } from '../campaign/completeness/generators'
import { statesOf, type Scenario } from '../campaign/completeness/explore'
import { peopleOf } from '../campaign/completeness/check-state'
import { MANAGEMENT_STEPS } from '../campaign/management/management-state'
import { ACTORS as THREE_TURNS_ACTORS, HISTORY as THREE_TURNS_HISTORY } from '../campaign/management/testing/three-turns-script'
import { ACTORS as CAMPAIGN_ACTORS, HISTORY as CAMPAIGN_HISTORY } from '../campaign/pivotal/testing/whole-campaign-script'
import { parseCampaignStateShape } from '../campaign/state-schema'
import { SYSTEM_IDS } from '@/lib/data/map'
import { AppError } from '@/lib/errors'
import { getBattleResultView } from './get-battle-result-view'
import { getCampaignView } from './get-campaign-view'
import { getManagementView } from './get-management-view'
import { getPivotalView } from './get-pivotal-view'
import { getRefitEditor } from './get-refit-editor'
import { getTurnView } from './get-turn-view'
import { freshDb } from './testing/test-db'

const RUNS = Number(process.env.ANY_STATE_RUNS ?? 60)
const SEED = Number(process.env.ANY_STATE_SEED ?? 28)
/** Candidates of one command kind tried per state and person: enough to meet a refusal and an acceptance. */
const PER_KIND = 2

const SCENARIOS: Scenario[] = [
  { name: 'one turn', history: TURN_HISTORY, actors: TURN_ACTORS },
  { name: 'three turns of act I', history: THREE_TURNS_HISTORY, actors: THREE_TURNS_ACTORS },
  { name: 'a whole campaign', history: CAMPAIGN_HISTORY, actors: CAMPAIGN_ACTORS },
]

type Mutable = Record<string, unknown> & CampaignState
/** One change the schema allows; `what` words it for a failure. */
type Change = { what: string; apply: (s: Mutable) => void }

const change = (what: string, apply: (s: Mutable) => void): Change => ({ what, apply })
const pick = <T>(xs: readonly T[], n: number): T | undefined => (xs.length === 0 ? undefined : xs[n % xs.length])

const CHANGES: fc.Arbitrary<Change> = fc.oneof(
  fc
    .constantFrom('setup', 'strategy', 'battle', 'management', 'pivotal', 'ended' as const)
    .map((phase) => change(`phase ${phase}`, (s) => void (s.phase = phase))),
  fc.constantFrom(1, 2, 3 as const).map((act) => change(`act ${act}`, (s) => void (s.act = act))),
  fc.nat({ max: 12 }).map((turn) => change(`turn ${turn}`, (s) => void (s.turn = turn))),
  fc.constant(change('no turn state', (s) => void (s.turnState = null))),
  fc.constant(
    change('no battles this turn', (s) => {
      if (s.turnState) s.turnState.battles = []
    }),
  ),
  fc.nat().map((n) =>
    change(`battle ${n} gone`, (s) => {
      if (s.turnState && s.turnState.battles.length > 0) s.turnState.battles.splice(n % s.turnState.battles.length, 1)
    }),
  ),
  fc.nat().map((n) =>
    change(`battle ${n} without its fleets`, (s) => {
      const battle = pick(s.turnState?.battles ?? [], n)
      if (battle) battle.fleets = null
    }),
  ),
  fc.constant(
    change('no management', (s) => {
      if (s.turnState) s.turnState.management = null
    }),
  ),
  fc.constantFrom(...MANAGEMENT_STEPS).map((step) =>
    change(`management step ${step}`, (s) => {
      if (s.turnState?.management) (s.turnState.management as { step: string }).step = step
    }),
  ),
  fc.array(fc.nat(), { maxLength: 3 }).map((ns) =>
    change(`passed ${ns}`, (s) => {
      if (s.turnState) s.turnState.passed = ns.map((n) => s.players[n % s.players.length]!.id)
    }),
  ),
  fc.constant(change('no pivotal battle', (s) => void (s.pivotal = null))),
  fc.tuple(fc.constantFrom('choose', 'prepare', 'battle', 'after' as const), fc.constantFrom(...TEAMS)).map(([step, chooser]) =>
    change(`pivotal step ${step} chosen by ${chooser}`, (s) => {
      if (s.pivotal) Object.assign(s.pivotal, { step, chooser })
    }),
  ),
  fc
    .tuple(fc.constantFrom(...SYSTEM_IDS), fc.constantFrom('none', 'presence', 'base'), fc.constantFrom(...TEAMS), fc.constantFrom(null, ...BASE_DEFENSES))
    .map(([system, kind, team, defense]) =>
      change(`${system}: ${kind} ${team} ${defense}`, (s) => {
        if (kind === 'none') delete s.control[system]
        else s.control[system] = kind === 'presence' ? { kind, team } : { kind, team, defense, placedBy: null }
      }),
    ),
  fc.nat().map((n) =>
    change(`fleet ${n} gone`, (s) => {
      if (s.fleets.length > 0) s.fleets.splice(n % s.fleets.length, 1)
    }),
  ),
  fc.nat().map((n) =>
    change(`fleet ${n} without ships, squadrons or commander`, (s) => {
      const fleet = pick(s.fleets, n)
      if (fleet) Object.assign(fleet, { ships: [], squadrons: [], commander: null })
    }),
  ),
  fc
    .tuple(fc.constantFrom(...TEAMS), fc.nat({ max: 999 }), fc.nat({ max: 2 }))
    .map(([team, cp, act]) => change(`${team} CP ${cp} in act ${act + 1}`, (s) => void (s.teams[team].cpByAct[act] = cp))),
  fc.tuple(fc.constantFrom(...TEAMS), fc.nat({ max: 999 })).map(([team, n]) =>
    change(`${team} holds ${n} of each token`, (s) => {
      for (const token of Object.keys(s.teams[team].tokens)) (s.teams[team].tokens as Record<string, number>)[token] = n
    }),
  ),
  fc
    .tuple(fc.constantFrom(...TEAMS), fc.nat())
    .map(([team, n]) => change(`${team}'s Grand Admiral is player ${n}`, (s) => void (s.teams[team].grandAdmiral = s.players[n % s.players.length]!.id))),
  fc.nat().map((n) =>
    change(`player ${n} changes team`, (s) => {
      const player = s.players[n % s.players.length]!
      player.team = player.team === 'empire' ? 'rebels' : 'empire'
    }),
  ),
  fc.constant(change('no past battles', (s) => void (s.pastBattles = []))),
  fc.constant(change('no map history', (s) => void (s.mapHistory = []))),
  fc.constant(change('no revealed defenses', (s) => void (s.revealedDefenses = { empire: [], rebels: [] }))),
  fc.constant(change('an override more', (s) => void s.overrides.push({ reason: 'Table correction' } as CampaignState['overrides'][number]))),
  fc.constantFrom(...CAMPAIGN_LANGUAGES).map((language) => change(`language ${language}`, (s) => void (s.language = language))),
  fc.constantFrom(...POINTS_ERAS).map((era) => change(`points era ${era}`, (s) => void (s.pointsEra = era))),
)

/** What a read or a command threw that is not an AppError: the server would answer it with a 5xx. */
function crash(run: () => unknown): string | null {
  try {
    run()
    return null
  } catch (error) {
    if (error instanceof AppError) return null
    return error instanceof Error ? `${error.message}\n${error.stack?.split('\n').slice(1, 4).join('\n')}` : String(error)
  }
}

let db: Db
let close: () => void
beforeAll(() => ({ db, close } = freshDb()))
afterAll(() => close())

/** Every page's read for every person, and every command kind from every person: what threw. */
function crashesOf(state: CampaignState, campaignId: string): string[] {
  insertCampaign(db, campaignId, state, new Date())
  const found: string[] = []
  const note = (what: string, run: () => unknown) => {
    const thrown = crash(run)
    if (thrown) found.push(`${what}: ${thrown}`)
  }
  const battleIds = [...(state.turnState?.battles ?? []).map((b) => b.id), 'no-such-battle']
  const fleetIds = [...state.fleets.map((f) => f.id), 'no-such-fleet']
  const byKind = new Map<CommandType, ReturnType<typeof candidates>>()
  note('the command candidates', () => {
    for (const command of candidates(state)) {
      const kind = byKind.get(command.type) ?? []
      if (kind.length < PER_KIND) byKind.set(command.type, [...kind, command])
    }
  })
  for (const actor of peopleOf(state)) {
    const who = actor.role === 'organizer' ? 'organizer' : actor.playerId
    note(`${who}: campaign page and map`, () => {
      const view = getCampaignView(db, campaignId, actor)
      mapBattlesNow(view.state)
      for (const snapshot of view.state.mapHistory ?? []) mapBattlesOf(view.state, snapshot)
    })
    note(`${who}: turn page`, () => getTurnView(db, campaignId, actor))
    note(`${who}: management page`, () => getManagementView(db, campaignId, actor))
    note(`${who}: pivotal page`, () => getPivotalView(db, campaignId, actor))
    for (const battleId of battleIds) note(`${who}: result of ${battleId}`, () => getBattleResultView(db, campaignId, actor, battleId))
    for (const fleetId of fleetIds) note(`${who}: refit of ${fleetId}`, () => getRefitEditor(db, campaignId, actor, fleetId, []))
    for (const commands of byKind.values())
      for (const command of commands) note(`${who}: ${JSON.stringify(command)}`, () => mayIssue(state, actor, command) && applyCommand(state, command, actor))
  }
  return found
}

describe('any state the state schema accepts (issue 28)', () => {
  const starts = SCENARIOS.flatMap((s) => statesOf(s).map(({ step, state }) => ({ name: `${s.name} after step ${step}`, state })))

  it('the scenarios’ own states are accepted by the schema, so that the changes start from states it accepts', () => {
    expect(starts.filter((s) => parseCampaignStateShape(structuredClone(s.state)) === null).map((s) => s.name)).toEqual([])
  })

  it(`renders every page for every person and answers every command kind without a 5xx (${RUNS} states, seed ${SEED})`, { timeout: 60_000 }, () => {
    const failures: string[] = []
    let checked = 0
    let run = 0
    const details = fc.check(
      fc.property(fc.nat({ max: starts.length - 1 }), fc.array(CHANGES, { minLength: 1, maxLength: 4 }), (startIndex, changes) => {
        const start = starts[startIndex]!
        const state = structuredClone(start.state) as Mutable
        for (const c of changes) c.apply(state)
        const accepted = parseCampaignStateShape(state)
        if (!accepted) return true
        checked++
        const crashes = crashesOf(accepted, `any-state-${run++}`)
        if (crashes.length === 0) return true
        failures.push([`from ${start.name}, changed: ${changes.map((c) => c.what).join('; ')}`, ...crashes.slice(0, 5)].join('\n  '))
        return false
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    )
    expect(failures).toEqual([])
    // A run that threw outside the reads and commands (the test's own changes) is a failure too.
    expect(details.errorInstance).toBeNull()
    // Most changed states must pass the schema, or the property says little.
    expect(checked).toBeGreaterThan(RUNS / 2)
  })
})
