// The commands of one whole turn of act I (turn-scenario.test.ts), from creation to the management phase, each
// by the actor the app would take it from, and the states they lead to.
import type { AnyCommand, CampaignCommand } from '../../commands'
import { createCampaign } from '../../create-campaign'
import { applyCommand } from '../../engine'
import type { FleetDraft } from '../../fleets/fleet'
import { legalFleetCommands, REBEL_LEGAL_FLEETS } from '../../fleets/testing/fleet-builders'
import { mayIssue } from '../../permissions'
import type { Actor, CampaignState } from '../../state'
import { createCommand, defenseCommand, placementCommands, unwrap } from '../../testing/builders'
import { result } from '../testing'

export const ORGANIZER: Actor = { role: 'organizer' }
export const player = (playerId: string): Actor => ({ role: 'player', playerId })

/**
 * Rebels-3 plays Finn’s Frigates (fleet-builders.ts, 195 FP) without its four A-wings (4 × 11 = 44):
 * Assault Frigate Mk II A 81 + CR90 B 39 + Electronic Countermeasures 7 + GR-75 Combat Retrofits 24 = 151 FP.
 */
export const LIGHT_FRIGATES: FleetDraft = { ...REBEL_LEGAL_FLEETS[2]!, squadrons: [], name: 'Finn’s Frigates, light' }

// b1 at Concord Dawn on Hired Scum: rebels-1 (assaulter, 200 FP) 250, empire-1 (defender, 200 FP) 120.
// rebels-1 loses a Y-wing (q2); its CR90 A (s2) destroyed a TIE with its own attack, then retreated in round 5.
export const B1 = result(
  { score: 250, destroyed: ['rebels-1-q2'], retreated: ['rebels-1-s2'], eligibleVeterans: ['rebels-1-s1', 'rebels-1-s2'] },
  { score: 120, destroyed: ['empire-1-s2', 'empire-1-q1', 'empire-1-q2'], eligibleVeterans: ['empire-1-s1'] },
)
// b2 at Geonosis on Most Wanted: what empire-2 (playing the fourth fleet) enters, and rebels-2 disputes...
export const B2_CLAIMED = result(
  { score: 260, destroyed: ['fourth-empire-s2'], eligibleVeterans: ['fourth-empire-s1'] },
  { score: 90, destroyed: ['rebels-2-s1', 'rebels-2-s2'] },
)
// ...and what the organizer settles: the fourth fleet lost its Interdictor (s1) and Raider (s2), leaving only
// its Gozanti flotilla and squadrons: tabled, despite 260 points to 90.
export const B2_SETTLED = result(
  { score: 260, tabled: true, destroyed: ['fourth-empire-s1', 'fourth-empire-s2', 'fourth-empire-q1'], eligibleVeterans: ['fourth-empire-q2'] },
  { score: 90, destroyed: ['rebels-2-s2', 'rebels-2-q1'], eligibleVeterans: ['rebels-2-s1', 'rebels-2-s3'] },
)
// b3 at Dagobah on Superior Positions, entered by the organizer: rebels-3 (151 FP) 140, empire-3 (199 FP) 140.
// rebels-3 loses its CR90 B (s2) and GR-75 (s3), one each to empire-3's TIE Interceptor (q1) and Arquitens (s2):
// both eligible (R-VET-1). rebels-3's Assault Frigate (s1) destroyed the Raider II (s3): eligible; the TIE Fighter
// (q3) fell to the CR90 B, which did not survive: not eligible. rebels-3 keeps a ship that is not a flotilla: not tabled.
export const B3 = result(
  { score: 140, destroyed: ['rebels-3-s2', 'rebels-3-s3'], eligibleVeterans: ['rebels-3-s1'] },
  { score: 140, destroyed: ['empire-3-s3', 'empire-3-q3'], eligibleVeterans: ['empire-3-q1', 'empire-3-s2'] },
)

/** The player who edits a fleet during setup: its owner, or the Grand Admiral for a fourth fleet. */
export function fleetEditor(fleetId: string): Actor {
  if (fleetId === 'fourth-empire') return player('empire-1')
  if (fleetId === 'fourth-rebels') return player('rebels-1')
  return player(fleetId)
}

export const SETUP: [CampaignCommand, Actor][] = [
  ...placementCommands().map((c): [CampaignCommand, Actor] => [c, player(c.playerId)]),
  [defenseCommand('empire'), player('empire-1')],
  [defenseCommand('rebels'), player('rebels-1')],
  ...legalFleetCommands().map((c): [CampaignCommand, Actor] => [c, fleetEditor('fleetId' in c ? c.fleetId : '')]),
  [{ type: 'set-fleet', fleetId: 'rebels-3', draft: LIGHT_FRIGATES }, player('rebels-3')],
  [{ type: 'start-campaign' }, ORGANIZER],
]

// Act I, turn 1: 0 CP each, the Rebels have initiative (R-STRAT-INIT). No team holds a token: no Diplomats
// choice (R-STRAT-DIPLO) and no Skilled Spacers step (R-STRAT-SPACERS) are owed.
export const STRATEGY: [CampaignCommand, Actor][] = [
  // Rebels declare first; the Empire names the defender; then the team that just defended declares (R-STRAT-ORDER).
  [{ type: 'declare-assault', playerId: 'rebels-1', systemId: 'concord-dawn', fleetId: 'rebels-1' }, player('rebels-1')],
  [{ type: 'name-defender', battleId: 'a1-t1-b1', playerId: 'empire-1', fleetId: 'empire-1' }, player('empire-1')],
  // empire-2 plays the Empire's fourth fleet (R-STRAT-FLEET).
  [{ type: 'declare-assault', playerId: 'empire-2', systemId: 'geonosis', fleetId: 'fourth-empire' }, player('empire-2')],
  // The Rebels' Grand Admiral names the defender.
  [{ type: 'name-defender', battleId: 'a1-t1-b2', playerId: 'rebels-2', fleetId: 'rebels-2' }, player('rebels-1')],
  [{ type: 'declare-assault', playerId: 'rebels-3', systemId: 'dagobah', fleetId: 'rebels-3' }, player('rebels-3')],
  [{ type: 'name-defender', battleId: 'a1-t1-b3', playerId: 'empire-3', fleetId: 'empire-3' }, player('empire-3')],
]

export const BATTLES: [CampaignCommand, Actor][] = [
  [{ type: 'choose-objective', battleId: 'a1-t1-b1', objectiveId: 'hired-scum' }, player('rebels-1')],
  // The Empire's Grand Admiral chooses for empire-2.
  [{ type: 'choose-objective', battleId: 'a1-t1-b2', objectiveId: 'most-wanted' }, player('empire-1')],
  [{ type: 'choose-objective', battleId: 'a1-t1-b3', objectiveId: 'superior-positions' }, player('rebels-3')],
  // b1: entered by one player, confirmed by the other.
  [{ type: 'enter-result', battleId: 'a1-t1-b1', result: B1 }, player('rebels-1')],
  [{ type: 'confirm-result', battleId: 'a1-t1-b1' }, player('empire-1')],
  // b2: entered, disputed, settled by the organizer.
  [{ type: 'enter-result', battleId: 'a1-t1-b2', result: B2_CLAIMED }, player('empire-2')],
  [{ type: 'dispute-result', battleId: 'a1-t1-b2' }, player('rebels-2')],
  [{ type: 'settle-result', battleId: 'a1-t1-b2', result: B2_SETTLED }, ORGANIZER],
  // b3: entered by the organizer, applied at once.
  [{ type: 'enter-result', battleId: 'a1-t1-b3', result: B3 }, ORGANIZER],
  // R-VET-2: one veteran per fleet (no Skilled Spacers spent).
  [{ type: 'choose-veterans', battleId: 'a1-t1-b1', fleetId: 'rebels-1', uids: ['rebels-1-s2'] }, player('rebels-1')],
  [{ type: 'choose-veterans', battleId: 'a1-t1-b1', fleetId: 'empire-1', uids: ['empire-1-s1'] }, player('empire-1')],
  [{ type: 'choose-veterans', battleId: 'a1-t1-b2', fleetId: 'fourth-empire', uids: ['fourth-empire-q2'] }, player('empire-2')],
  [{ type: 'choose-veterans', battleId: 'a1-t1-b2', fleetId: 'rebels-2', uids: ['rebels-2-s3'] }, player('rebels-2')],
  [{ type: 'choose-veterans', battleId: 'a1-t1-b3', fleetId: 'rebels-3', uids: ['rebels-3-s1'] }, player('rebels-3')],
  [{ type: 'choose-veterans', battleId: 'a1-t1-b3', fleetId: 'empire-3', uids: ['empire-3-q1'] }, player('empire-3')],
]

export interface Step {
  command: CampaignCommand
  actor: Actor
  allowed: boolean
  after: CampaignState
}

/** Plays the steps through `applyCommand`, as the server would, noting whether `mayIssue` lets the actor. */
export function play(start: CampaignState, steps: readonly [CampaignCommand, Actor][]): Step[] {
  const played: Step[] = []
  let state = start
  for (const [command, actor] of steps) {
    const allowed = mayIssue(state, actor, command)
    state = unwrap(applyCommand(state, command, actor))
    played.push({ command, actor, allowed, after: state })
  }
  return played
}

export const CREATE = createCommand()
export const CREATED = unwrap(createCampaign(CREATE))
export const SETUP_STEPS = play(CREATED, SETUP)
export const STARTED = SETUP_STEPS.at(-1)!.after
export const STRATEGY_STEPS = play(STARTED, STRATEGY)
export const BATTLE_PHASE = STRATEGY_STEPS.at(-1)!.after
export const BATTLE_STEPS = play(BATTLE_PHASE, BATTLES)
export const FINAL = BATTLE_STEPS.at(-1)!.after

export const ALL_STEPS = [...SETUP_STEPS, ...STRATEGY_STEPS, ...BATTLE_STEPS]
export const HISTORY: AnyCommand[] = [CREATE, ...ALL_STEPS.map((s) => s.command)]
export const ACTORS: Actor[] = [ORGANIZER, ...ALL_STEPS.map((s) => s.actor)]
