import { describe, expect, it } from 'vitest'
import { fleetDraftSchema, type AnyCommand, type CampaignCommand } from '../commands'
import { applyCommand, replay } from '../engine'
import { mayEditFleet, mayIssue } from '../permissions'
import { readyToStart, setupChecklist } from '../setup-checklist'
import type { Actor, CampaignState } from '../state'
import { campaignWithBases, campaignWithDefenses, createCommand, defenseCommand, newCampaign, placementCommands, reasonsOf, unwrap } from '../testing/builders'
import { visibleCommandFor, visibleStateFor } from '../visibility'
import { fleetDraft, type FleetDraft } from './fleet'
import { fleetLimitStage } from './fleet-stage'
import { fleetReady, fleetStatusViolations } from './fleet-status'
import {
  applyAll,
  campaignReadyToStart,
  draft,
  EMPIRE_LEGAL_FLEETS,
  flagship,
  legalFleetCommands,
  OBJECTIVE_SETS,
  REBEL_LEGAL_FLEETS,
  ship,
  squadrons,
  TEAM_FLEET_IDS,
} from './testing/fleet-builders'

const player = (playerId: string): Actor => ({ role: 'player', playerId })
const organizer: Actor = { role: 'organizer' }

const setFleet = (fleetId: string, fleet: FleetDraft): CampaignCommand => ({ type: 'set-fleet', fleetId, draft: fleet })
const setCommander = (fleetId: string, abilityId: string, name = 'Commodore Teshik'): CampaignCommand => ({ type: 'set-commander', fleetId, name, abilityId })
const START: CampaignCommand = { type: 'start-campaign' }

const fleetOf = (state: CampaignState, id: string) => {
  const fleet = state.fleets.find((f) => f.id === id)
  if (!fleet) throw new Error(`no fleet ${id}`)
  return fleet
}

const checklistDone = (state: CampaignState, playerId: string) =>
  setupChecklist(state).find((item) => item.kind === 'fleet-and-commander' && item.playerId === playerId)?.done

/** Victory II 85 + Raider II 48 + Gozanti-class Assault Carriers 28 + 4 TIE Interceptors 4×11 = 205. */
const FLEET_205 = draft(
  [flagship('victory-ii-class-star-destroyer'), ship('raider-ii-class-corvette'), ship('gozanti-class-assault-carriers')],
  [squadrons('squadron-tie-interceptor-squadron', 4)],
  OBJECTIVE_SETS[0],
  'Too heavy',
)

describe('R-SETUP-2 set-fleet saves a fleet', () => {
  const before = campaignWithDefenses()
  // EMPIRE_LEGAL_FLEETS[0]: Victory II + Gunnery Team, Raider I + Assault Concussion Missiles,
  // Gozanti-class Cruisers + Comms Net, 4 TIE Fighters: 200 FP.
  const legal = EMPIRE_LEGAL_FLEETS[0]!
  const saved = unwrap(applyCommand(before, setFleet('empire-1', { ...legal, name: '  Ana’s Hammer  ' })))

  it('stores ships with uids, flagship and equipped upgrades, neither scarred nor veteran (R-SETUP-2)', () => {
    expect(fleetOf(saved, 'empire-1').ships).toEqual([
      {
        uid: 'empire-1-s1',
        cardId: 'victory-ii-class-star-destroyer',
        flagship: true,
        scarred: false,
        veteran: false,
        upgrades: [{ uid: 'empire-1-s1-u1', cardId: 'weapons-team-gunnery-team', equipped: true }],
      },
      {
        uid: 'empire-1-s2',
        cardId: 'raider-i-class-corvette',
        flagship: false,
        scarred: false,
        veteran: false,
        upgrades: [{ uid: 'empire-1-s2-u1', cardId: 'ordnance-assault-concussion-missiles', equipped: true }],
      },
      {
        uid: 'empire-1-s3',
        cardId: 'gozanti-class-cruisers',
        flagship: false,
        scarred: false,
        veteran: false,
        upgrades: [{ uid: 'empire-1-s3-u1', cardId: 'fleet-support-comms-net', equipped: true }],
      },
    ])
  })

  it('stores one squadron per element, each with its own uid, neither scarred nor veteran (R-SETUP-2)', () => {
    expect(fleetOf(saved, 'empire-1').squadrons).toEqual(
      [1, 2, 3, 4].map((n) => ({ uid: `empire-1-q${n}`, cardId: 'squadron-tie-fighter-squadron', scarred: false, veteran: false })),
    )
  })

  it('stores the trimmed name and the objectives, keeps owner, team, conditions and commander (R-SETUP-2)', () => {
    const fleet = fleetOf(saved, 'empire-1')
    expect(fleet.name).toBe('Ana’s Hammer')
    expect(fleet.objectives).toEqual(OBJECTIVE_SETS[0])
    expect(fleet.owner).toEqual({ kind: 'player', playerId: 'empire-1' })
    expect(fleet.team).toBe('empire')
    expect(fleet.conditions).toEqual([])
    expect(fleet.commander).toBeNull()
  })

  it('gives back the draft it was saved from (fleetDraft)', () => {
    expect(fleetDraft(fleetOf(saved, 'empire-1'))).toEqual(legal)
  })

  it('changes no other fleet, and replaces a fleet saved before (R-SETUP-2)', () => {
    expect(saved.fleets.filter((f) => f.id !== 'empire-1')).toEqual(before.fleets.filter((f) => f.id !== 'empire-1'))
    const again = unwrap(applyCommand(saved, setFleet('empire-1', EMPIRE_LEGAL_FLEETS[1]!)))
    expect(fleetDraft(fleetOf(again, 'empire-1'))).toEqual(EMPIRE_LEGAL_FLEETS[1])
    expect(fleetOf(again, 'empire-1').squadrons.map((s) => s.uid)).toEqual([
      'empire-1-q1',
      'empire-1-q2',
      'empire-1-q3',
      'empire-1-q4',
      'empire-1-q5',
      'empire-1-q6',
      'empire-1-q7',
    ])
  })

  it('saves a team’s fourth fleet under its own id (R-SETUP-3)', () => {
    const state = unwrap(applyCommand(before, setFleet('fourth-rebels', REBEL_LEGAL_FLEETS[3]!)))
    const fleet = fleetOf(state, 'fourth-rebels')
    expect(fleet.owner).toEqual({ kind: 'fourth', team: 'rebels' })
    expect(fleet.ships.map((s) => s.uid)).toEqual(['fourth-rebels-s1', 'fourth-rebels-s2', 'fourth-rebels-s3'])
  })

  it('is not ready without a commander, and ready with one (R-SETUP-2, R-SETUP-6)', () => {
    expect(fleetReady(saved, fleetOf(saved, 'empire-1'))).toBe(false)
    expect(checklistDone(saved, 'empire-1')).toBe(false)
    const commanded = unwrap(applyCommand(saved, setCommander('empire-1', 'master-gunner-1')))
    expect(fleetStatusViolations(commanded, fleetOf(commanded, 'empire-1'))).toEqual([])
    expect(fleetReady(commanded, fleetOf(commanded, 'empire-1'))).toBe(true)
    expect(checklistDone(commanded, 'empire-1')).toBe(true)
  })

  it('refuses an unknown fleet (R-SETUP-2)', () => {
    const result = applyCommand(before, setFleet('empire-9', legal))
    expect(result).toEqual({ ok: false, violations: [{ rule: 'R-SETUP-2', reason: 'unknown-player', fleetId: 'empire-9' }] })
  })
})

describe('R-SETUP-2 work in progress', () => {
  const base = unwrap(applyCommand(campaignWithDefenses(), setCommander('empire-2', 'repair-expert')))

  it('saves a well-formed fleet of 205 FP, which is then not ready (R-FLEET-START 1, R-SETUP-6)', () => {
    const state = unwrap(applyCommand(base, setFleet('empire-2', FLEET_205)))
    const fleet = fleetOf(state, 'empire-2')
    expect(fleet.ships).toHaveLength(3)
    expect(fleet.squadrons).toHaveLength(4)
    expect(fleetStatusViolations(state, fleet)).toEqual([
      { rule: 'R-FLEET-START', item: 1, reason: 'over-points', element: { kind: 'fleet' }, value: 205, limit: 200 },
      { rule: 'R-FLEET-ALWAYS', item: 1, reason: 'over-points', element: { kind: 'fleet' }, value: 205, limit: 200 },
    ])
    expect(fleet.commander).not.toBeNull()
    expect(fleetReady(state, fleet)).toBe(false)
    expect(checklistDone(state, 'empire-2')).toBe(false)
    expect(readyToStart(state)).toBe(false)
  })

  it('saves a fleet with no ship, and an empty fleet is never ready (R-SETUP-2)', () => {
    const state = unwrap(applyCommand(base, setFleet('empire-2', draft([], [], OBJECTIVE_SETS[1]))))
    expect(fleetReady(state, fleetOf(state, 'empire-2'))).toBe(false)
  })

  it('checks shared objectives against the team’s saved fleets (R-FLEET-START 8)', () => {
    // empire-1 and empire-2 both take OBJECTIVE_SETS[0].
    const state = applyAll(base, [
      setFleet('empire-1', EMPIRE_LEGAL_FLEETS[0]!),
      setFleet('empire-2', { ...EMPIRE_LEGAL_FLEETS[1]!, objectives: OBJECTIVE_SETS[0]! }),
    ])
    const violations = fleetStatusViolations(state, fleetOf(state, 'empire-2'))
    expect(violations.map((v) => [v.reason, v.cardId, v.otherFleetId])).toEqual([
      ['objective-shared', 'opening-salvo', 'empire-1'],
      ['objective-shared', 'contested-outpost', 'empire-1'],
      ['objective-shared', 'dangerous-territory', 'empire-1'],
    ])
    // The Rebels may hold the same objectives: uniqueness is per team.
    const rebels = applyAll(state, [setFleet('rebels-1', REBEL_LEGAL_FLEETS[0]!)])
    expect(fleetStatusViolations(rebels, fleetOf(rebels, 'rebels-1'))).toEqual([])
  })

  it('saves a fleet with a commander card as work in progress, for R-FLEET-START 3 to flag (R-SETUP-2, R-FLEET-START 3)', () => {
    // Fleet builders export commander cards; the import keeps them so that the fleet rules name them.
    // Victory II 85 + Admiral Motti 24 = 109.
    const result = applyCommand(
      base,
      setFleet('empire-2', draft([flagship('victory-ii-class-star-destroyer', ['commander-admiral-motti'])], [], OBJECTIVE_SETS[1])),
    )
    expect(result.ok).toBe(true)
    const state = unwrap(result)
    expect(fleetStatusViolations(state, fleetOf(state, 'empire-2')).map((v) => `${v.rule} ${v.item} ${v.reason}`)).toEqual([
      'R-FLEET-START 3 commander-card',
      'R-FLEET-START 4 unique-upgrade',
    ])
  })

  it('saves a legal starting fleet carrying a non-unique title, ready to start (R-FLEET-START 4)', () => {
    // Victory II 85 + Seventh Fleet Star Destroyer 5 = 90; Raider I 44; 4 TIE Fighters 32. Total 166.
    const withTitle = draft(
      [flagship('victory-ii-class-star-destroyer', ['title-seventh-fleet-star-destroyer']), ship('raider-i-class-corvette')],
      [squadrons('squadron-tie-fighter-squadron', 4)],
      OBJECTIVE_SETS[1],
    )
    const result = applyCommand(base, setFleet('empire-2', withTitle))
    expect(reasonsOf(result)).toEqual([])
    if (result.ok) expect(fleetReady(result.state, fleetOf(result.state, 'empire-2'))).toBe(true)
  })
})

describe('R-ARMADA set-fleet refusals', () => {
  const before = campaignWithDefenses()

  it.each([
    ['a Rebel ship in an Empire fleet', 'empire-1', draft([flagship('victory-ii-class-star-destroyer'), ship('cr90-corvette-a')]), 'other-faction'],
    [
      'an upgrade in a slot the ship lacks',
      'empire-1',
      draft([flagship('victory-ii-class-star-destroyer', ['ordnance-assault-concussion-missiles'])]),
      'slot-missing',
    ],
    ['an unknown squadron', 'rebels-1', draft([flagship('cr90-corvette-a')], [squadrons('squadron-t-70-x-wing')]), 'unknown-card'],
    ['two flagships', 'rebels-1', draft([flagship('cr90-corvette-a'), flagship('cr90-corvette-b')]), 'second-flagship'],
    [
      'an objective in the wrong category',
      'fourth-empire',
      draft([flagship('victory-ii-class-star-destroyer')], [], { ...OBJECTIVE_SETS[0]!, navigation: 'contested-outpost' }),
      'wrong-objective-category',
    ],
  ] as const)('refuses %s and leaves the state unchanged (R-ARMADA)', (_case, fleetId, fleet, reason) => {
    const snapshot = structuredClone(before)
    const result = applyCommand(before, setFleet(fleetId, fleet))
    expect(result.ok).toBe(false)
    expect(reasonsOf(result)).toEqual([reason])
    if (!result.ok) for (const v of result.violations) expect(v).toMatchObject({ rule: 'R-ARMADA', fleetId })
    expect(before).toEqual(snapshot)
  })

  it('names the element and card of the refusal (R-ARMADA)', () => {
    const result = applyCommand(before, setFleet('empire-1', draft([flagship('victory-ii-class-star-destroyer'), ship('cr90-corvette-a')])))
    expect(result).toEqual({
      ok: false,
      violations: [{ rule: 'R-ARMADA', reason: 'other-faction', element: { kind: 'ship', ship: 1 }, cardId: 'cr90-corvette-a', fleetId: 'empire-1' }],
    })
  })

  it('keeps the fleet saved before a refused command (R-ARMADA)', () => {
    const saved = unwrap(applyCommand(before, setFleet('empire-1', EMPIRE_LEGAL_FLEETS[0]!)))
    const result = applyCommand(saved, setFleet('empire-1', draft([flagship('cr90-corvette-a')])))
    expect(result.ok).toBe(false)
    expect(fleetDraft(fleetOf(saved, 'empire-1'))).toEqual(EMPIRE_LEGAL_FLEETS[0])
  })
})

describe('R-CMD-1 set-commander', () => {
  const before = campaignWithDefenses()

  it('gives a commander one tier-1 ability and no XP, with a trimmed name (R-CMD-1, R-SETUP-2)', () => {
    const state = unwrap(applyCommand(before, setCommander('rebels-2', 'master-navigator-1', '  Captain Raymus  ')))
    expect(fleetOf(state, 'rebels-2').commander).toEqual({
      name: 'Captain Raymus',
      abilities: ['master-navigator-1'],
      xp: 0,
      startingAbility: 'master-navigator-1',
    })
    expect(state.fleets.filter((f) => f.id !== 'rebels-2')).toEqual(before.fleets.filter((f) => f.id !== 'rebels-2'))
  })

  it("gives the fourth fleet's commander the same start (R-CMD-1, R-SETUP-3)", () => {
    const state = unwrap(applyCommand(before, setCommander('fourth-empire', 'rapid-deployment')))
    expect(fleetOf(state, 'fourth-empire').commander).toEqual({
      name: 'Commodore Teshik',
      abilities: ['rapid-deployment'],
      xp: 0,
      startingAbility: 'rapid-deployment',
    })
  })

  it('replaces the starting ability when set again (R-CMD-1)', () => {
    const state = applyAll(before, [setCommander('rebels-2', 'master-navigator-1'), setCommander('rebels-2', 'concealment-1')])
    expect(fleetOf(state, 'rebels-2').commander?.abilities).toEqual(['concealment-1'])
  })

  it('refuses a tier-2 ability (R-CMD-1 starting-ability-tier)', () => {
    expect(applyCommand(before, setCommander('rebels-2', 'master-navigator-2'))).toEqual({
      ok: false,
      violations: [{ rule: 'R-CMD-1', reason: 'starting-ability-tier', cardId: 'master-navigator-2', value: 2, limit: 1 }],
    })
    // A tier-2 ability with no rank below it, and a tier-3 one, alike.
    expect(reasonsOf(applyCommand(before, setCommander('rebels-2', 'command-staff')))).toEqual(['starting-ability-tier'])
    expect(reasonsOf(applyCommand(before, setCommander('rebels-2', 'infiltrator-3')))).toEqual(['starting-ability-tier'])
  })

  it('refuses an unknown ability (R-CMD-1)', () => {
    expect(applyCommand(before, setCommander('rebels-2', 'force-choke'))).toEqual({
      ok: false,
      violations: [{ rule: 'R-CMD-1', reason: 'unknown-ability', cardId: 'force-choke' }],
    })
  })

  it('refuses an unknown fleet (R-SETUP-2)', () => {
    expect(reasonsOf(applyCommand(before, setCommander('rebels-7', 'repair-expert')))).toEqual(['unknown-player'])
  })
})

describe('fleetDraftSchema bounds', () => {
  const legal = EMPIRE_LEGAL_FLEETS[0]!

  it('accepts a real fleet', () => {
    expect(fleetDraftSchema.safeParse(legal).success).toBe(true)
  })

  it('refuses 0 and 500 squadrons of a kind, accepts 1 and 20', () => {
    const withCount = (count: number) => ({ ...legal, squadrons: [{ cardId: 'squadron-tie-fighter-squadron', count }] })
    expect(fleetDraftSchema.safeParse(withCount(0)).success).toBe(false)
    expect(fleetDraftSchema.safeParse(withCount(500)).success).toBe(false)
    expect(fleetDraftSchema.safeParse(withCount(1.5)).success).toBe(false)
    expect(fleetDraftSchema.safeParse(withCount(1)).success).toBe(true)
    expect(fleetDraftSchema.safeParse(withCount(20)).success).toBe(true)
  })

  it('refuses more than 12 ships, accepts 12', () => {
    const withShips = (n: number) => ({ ...legal, ships: Array.from({ length: n }, () => ship('raider-i-class-corvette')) })
    expect(fleetDraftSchema.safeParse(withShips(12)).success).toBe(true)
    expect(fleetDraftSchema.safeParse(withShips(13)).success).toBe(false)
  })
})

describe('R-SETUP-6 start-campaign', () => {
  it('is refused on a new campaign, naming every missing base, defense set and fleet (R-SETUP-6)', () => {
    const result = applyCommand(newCampaign(), START)
    expect(reasonsOf(result)).toEqual([
      ...Array(6).fill('bases-not-all-placed'),
      'defenses-not-assigned',
      'defenses-not-assigned',
      ...Array(8).fill('fleet-not-ready'),
    ])
  })

  it('is refused with bases and defenses but no fleets, naming each of the eight fleets (R-SETUP-6)', () => {
    expect(applyCommand(campaignWithDefenses(), START)).toEqual({
      ok: false,
      violations: [
        ...['empire-1', 'empire-2', 'empire-3', 'rebels-1', 'rebels-2', 'rebels-3'].map((fleetId) => ({
          rule: 'R-SETUP-6',
          reason: 'fleet-not-ready',
          fleetId,
        })),
        { rule: 'R-SETUP-6', reason: 'fleet-not-ready', fleetId: 'fourth-empire', team: 'empire' },
        { rule: 'R-SETUP-6', reason: 'fleet-not-ready', fleetId: 'fourth-rebels', team: 'rebels' },
      ],
    })
  })

  it('is refused while one commander is missing, naming that fleet only (R-SETUP-6, R-SETUP-2)', () => {
    const commands = legalFleetCommands().filter((c) => !(c.type === 'set-commander' && c.fleetId === 'rebels-2'))
    const state = applyAll(campaignWithDefenses(), commands)
    expect(applyCommand(state, START)).toEqual({ ok: false, violations: [{ rule: 'R-SETUP-6', reason: 'fleet-not-ready', fleetId: 'rebels-2' }] })
  })

  it('is refused while a fourth fleet is over 200 FP (R-SETUP-6, R-SETUP-3, R-FLEET-START 1)', () => {
    const state = unwrap(applyCommand(campaignReadyToStart(), setFleet('fourth-empire', { ...FLEET_205, objectives: OBJECTIVE_SETS[3]! })))
    expect(applyCommand(state, START)).toEqual({
      ok: false,
      violations: [{ rule: 'R-SETUP-6', reason: 'fleet-not-ready', fleetId: 'fourth-empire', team: 'empire' }],
    })
  })

  it('is refused while two fleets of a team share an objective, naming both (R-SETUP-6, R-FLEET-START 8)', () => {
    const state = unwrap(applyCommand(campaignReadyToStart(), setFleet('rebels-3', { ...REBEL_LEGAL_FLEETS[2]!, objectives: OBJECTIVE_SETS[0]! })))
    expect(applyCommand(state, START)).toEqual({
      ok: false,
      violations: [
        { rule: 'R-SETUP-6', reason: 'fleet-not-ready', fleetId: 'rebels-1' },
        { rule: 'R-SETUP-6', reason: 'fleet-not-ready', fleetId: 'rebels-3' },
      ],
    })
  })

  it('is refused while defenses are unassigned, even with every fleet ready (R-SETUP-6, R-SETUP-5)', () => {
    const state = applyAll(campaignWithBases(), legalFleetCommands())
    expect(applyCommand(state, START)).toEqual({
      ok: false,
      violations: [
        { rule: 'R-SETUP-6', reason: 'defenses-not-assigned', team: 'empire' },
        { rule: 'R-SETUP-6', reason: 'defenses-not-assigned', team: 'rebels' },
      ],
    })
  })

  it('starts act I, turn 1, strategy phase once everything is ready, teams with no tokens or CP (R-SETUP-6)', () => {
    const ready = campaignReadyToStart()
    expect(readyToStart(ready)).toBe(true)
    expect(setupChecklist(ready).every((item) => item.done)).toBe(true)
    const started = unwrap(applyCommand(ready, START))
    expect(started.phase).toBe('strategy')
    expect(started.act).toBe(1)
    expect(started.turn).toBe(1)
    expect(started.fleets).toEqual(ready.fleets)
    for (const team of ['empire', 'rebels'] as const) {
      expect(started.teams[team].cpByAct).toEqual([0, 0, 0])
      expect(started.teams[team].pivotalCp).toBe(0)
      expect(Object.values(started.teams[team].tokens).every((n) => n === 0)).toBe(true)
    }
    expect(fleetLimitStage(started)).toBe(1)
  })

  it('leaves every fleet legal under act I limits once started (R-FLEET-ALWAYS)', () => {
    const started = unwrap(applyCommand(campaignReadyToStart(), START))
    for (const fleet of started.fleets) expect(fleetStatusViolations(started, fleet), fleet.id).toEqual([])
  })

  it('refuses set-fleet, set-commander and a second start after the start (R-PHASE)', () => {
    const started = unwrap(applyCommand(campaignReadyToStart(), START))
    const wrongPhase = { ok: false, violations: [{ rule: 'R-PHASE', reason: 'wrong-phase' }] }
    expect(applyCommand(started, setFleet('empire-1', EMPIRE_LEGAL_FLEETS[1]!))).toEqual(wrongPhase)
    expect(applyCommand(started, setCommander('empire-1', 'repair-expert'))).toEqual(wrongPhase)
    expect(applyCommand(started, START)).toEqual(wrongPhase)
  })

  it('replays the whole setup, fleets and start included, to the same state (R-HIST)', () => {
    const history: AnyCommand[] = [createCommand(), ...placementCommands(), defenseCommand('empire'), defenseCommand('rebels'), ...legalFleetCommands(), START]
    const replayed = replay(history)
    expect(replayed.ok && replayed.state).toEqual(unwrap(applyCommand(campaignReadyToStart(), START)))
    expect(replay(JSON.parse(JSON.stringify(history)))).toEqual(replayed)
  })
})

describe('R-SECRET who may edit a fleet', () => {
  const state = newCampaign() // Grand Admirals: empire-1, rebels-1

  it('lets a player edit their own fleet and their team’s fourth fleet (R-SECRET, R-FOURTH)', () => {
    expect(mayEditFleet(state, player('empire-2'), 'empire-2')).toBe(true)
    expect(mayEditFleet(state, player('empire-2'), 'fourth-empire')).toBe(true)
    expect(mayEditFleet(state, player('rebels-3'), 'fourth-rebels')).toBe(true)
  })

  it("forbids a teammate's fleet, even to the Grand Admiral (R-SECRET)", () => {
    expect(mayEditFleet(state, player('empire-2'), 'empire-3')).toBe(false)
    expect(mayEditFleet(state, player('empire-1'), 'empire-2')).toBe(false)
  })

  it("forbids the other team's fleets, its fourth fleet included (R-SECRET)", () => {
    expect(mayEditFleet(state, player('empire-2'), 'rebels-2')).toBe(false)
    expect(mayEditFleet(state, player('empire-2'), 'fourth-rebels')).toBe(false)
    expect(mayEditFleet(state, player('rebels-1'), 'fourth-empire')).toBe(false)
  })

  it('forbids an unknown player and an unknown fleet (R-SECRET)', () => {
    expect(mayEditFleet(state, player('empire-9'), 'fourth-empire')).toBe(false)
    expect(mayEditFleet(state, player('empire-2'), 'empire-9')).toBe(false)
  })

  it('lets the organizer edit every fleet (R-SECRET)', () => {
    for (const id of [...TEAM_FLEET_IDS.empire, ...TEAM_FLEET_IDS.rebels]) expect(mayEditFleet(state, organizer, id)).toBe(true)
  })

  it('applies the same rule to set-fleet and set-commander commands (R-SECRET)', () => {
    const fleet = EMPIRE_LEGAL_FLEETS[0]!
    expect(mayIssue(state, player('empire-3'), setFleet('empire-3', fleet))).toBe(true)
    expect(mayIssue(state, player('empire-3'), setFleet('fourth-empire', fleet))).toBe(true)
    expect(mayIssue(state, player('empire-3'), setFleet('empire-1', fleet))).toBe(false)
    expect(mayIssue(state, player('rebels-3'), setFleet('empire-3', fleet))).toBe(false)
    expect(mayIssue(state, player('rebels-2'), setCommander('fourth-rebels', 'repair-expert'))).toBe(true)
    expect(mayIssue(state, player('rebels-2'), setCommander('rebels-1', 'repair-expert'))).toBe(false)
    expect(mayIssue(state, player('empire-1'), setCommander('fourth-rebels', 'repair-expert'))).toBe(false)
  })

  it('lets only the organizer start the campaign (R-SETUP-6, R-SECRET)', () => {
    expect(mayIssue(state, organizer, START)).toBe(true)
    expect(mayIssue(state, player('empire-1'), START)).toBe(false)
    expect(mayIssue(state, player('rebels-1'), START)).toBe(false)
    expect(mayIssue(state, player('rebels-3'), START)).toBe(false)
  })
})

describe('R-SECRET-FLEET visible fleet commands', () => {
  const state = campaignReadyToStart()
  const rebelFleet = setFleet('rebels-1', REBEL_LEGAL_FLEETS[0]!)
  const rebelCommander = setCommander('fourth-rebels', 'master-coordinator-1', 'Commander Sato-ish')
  const empireFleet = setFleet('empire-2', EMPIRE_LEGAL_FLEETS[1]!)

  it("hides the draft of the other team's set-fleet command (R-SECRET-FLEET, R-HIST)", () => {
    const visible = visibleCommandFor(state, player('empire-2'), rebelFleet)
    expect(visible).toEqual({ type: 'secret', of: 'set-fleet', team: 'rebels', fleetId: 'rebels-1' })
    const json = JSON.stringify(visible)
    for (const secret of ['assault-frigate-mark-ii-b', 'squadron-y-wing-squadron', 'opening-salvo', 'Defiance']) expect(json).not.toContain(secret)
  })

  it("hides the other team's set-commander command, the fourth fleet's included (R-SECRET-FLEET, R-HIST)", () => {
    const visible = visibleCommandFor(state, player('empire-1'), rebelCommander)
    expect(visible).toEqual({ type: 'secret', of: 'set-commander', team: 'rebels', fleetId: 'fourth-rebels' })
    expect(JSON.stringify(visible)).not.toContain('master-coordinator-1')
    expect(JSON.stringify(visible)).not.toContain('Sato')
    expect(visibleCommandFor(state, player('rebels-1'), setCommander('empire-3', 'repair-expert'))).toEqual({
      type: 'secret',
      of: 'set-commander',
      team: 'empire',
      fleetId: 'empire-3',
    })
  })

  it('hides them from an unknown viewer too (R-SECRET-FLEET)', () => {
    expect(visibleCommandFor(state, player('spy'), empireFleet)).toEqual({ type: 'secret', of: 'set-fleet', team: 'empire', fleetId: 'empire-2' })
  })

  it("shows the fleet's own team and the organizer the whole command (R-SECRET-FLEET, R-HIST)", () => {
    expect(visibleCommandFor(state, player('rebels-3'), rebelFleet)).toEqual(rebelFleet)
    expect(visibleCommandFor(state, player('rebels-2'), rebelCommander)).toEqual(rebelCommander)
    expect(visibleCommandFor(state, player('empire-3'), empireFleet)).toEqual(empireFleet)
    expect(visibleCommandFor(state, organizer, rebelFleet)).toEqual(rebelFleet)
    expect(visibleCommandFor(state, organizer, empireFleet)).toEqual(empireFleet)
  })

  it("sends a player none of the other team's fleets in the visible state (R-SECRET-FLEET)", () => {
    const view = visibleStateFor(state, player('empire-3'))
    expect(view.fleets.map((f) => f.id)).toEqual([...TEAM_FLEET_IDS.empire])
    const json = JSON.stringify(view)
    for (const cardId of [
      'assault-frigate-mark-ii-b',
      'cr90-corvette-a',
      'mc30c-torpedo-frigate',
      'modified-pelta-class-command-ship',
      'squadron-a-wing-squadron',
    ]) {
      expect(json).not.toContain(cardId)
    }
  })
})
