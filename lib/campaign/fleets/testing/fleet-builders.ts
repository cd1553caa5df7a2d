// Fleet builders for the fleet rules' unit tests. Every fleet here is made of real cards of
// lib/data/cards; the points in the comments are the cards' points, added up by hand.
import type { CampaignCommand } from '../../commands'
import { applyCommand } from '../../engine'
import type { CampaignState, PresetId, TeamId } from '../../state'
import { campaignWithDefenses, unwrap } from '../../testing/builders'
import { draftContent, type FleetContent, type FleetDraft, type FleetObjectives } from '../fleet'
import type { FleetStage } from '../fleet-limits'
import type { FleetRuleContext, TeamFleet } from '../fleet-rules'

/** Four sets of legal starting objectives (one per category, none banned), all twelve ids distinct. */
export const OBJECTIVE_SETS: readonly FleetObjectives[] = [
  { assault: 'opening-salvo', defense: 'contested-outpost', navigation: 'dangerous-territory' },
  { assault: 'most-wanted', defense: 'fleet-in-being', navigation: 'superior-positions' },
  { assault: 'advanced-gunnery', defense: 'hyperspace-assault', navigation: 'salvage-run' },
  { assault: 'precision-strike', defense: 'asteroid-tactics', navigation: 'navigational-hazards' },
]

export const OBJECTIVES_A: FleetObjectives = OBJECTIVE_SETS[0]!
export const OBJECTIVES_B: FleetObjectives = OBJECTIVE_SETS[1]!

type DraftShip = FleetDraft['ships'][number]

/** A ship of a draft; not the flagship unless said. */
export function ship(cardId: string, upgrades: string[] = [], flagship = false): DraftShip {
  return { cardId, flagship, upgrades }
}

/** The flagship of a draft. */
export function flagship(cardId: string, upgrades: string[] = []): DraftShip {
  return ship(cardId, upgrades, true)
}

/** `count` squadrons of one card. */
export function squadrons(cardId: string, count = 1): FleetDraft['squadrons'][number] {
  return { cardId, count }
}

export function draft(ships: DraftShip[], squads: FleetDraft['squadrons'] = [], objectives: FleetObjectives = OBJECTIVES_A, name = 'Test fleet'): FleetDraft {
  return { name, ships, squadrons: squads, objectives: { ...objectives } }
}

/** A draft as the fleet rules see it. */
export function content(ships: DraftShip[], squads: FleetDraft['squadrons'] = [], objectives: FleetObjectives = OBJECTIVES_A): FleetContent {
  return draftContent(draft(ships, squads, objectives))
}

/** The rule context at a stage (setup by default), green-knight, with the team's other fleets. */
export function ruleContext(stage: FleetStage = 'setup', teamFleets: TeamFleet[] = [], preset: PresetId = 'green-knight'): FleetRuleContext {
  return { preset, stage, teamFleets }
}

/** A team fleet for `teamFleets`. */
export function teamFleet(id: string, fleetContent: FleetContent): TeamFleet {
  return { id, content: fleetContent }
}

/**
 * Four legal Empire starting fleets (R-FLEET-START), with the four OBJECTIVE_SETS in order and no
 * unique card, so that they may all stand in one team.
 */
export const EMPIRE_LEGAL_FLEETS: readonly FleetDraft[] = [
  // Victory II 85 + Gunnery Team 7 = 92; Raider I 44 + Assault Concussion Missiles 7 = 51;
  // Gozanti-class Cruisers 23 + Comms Net 2 = 25; 4 TIE Fighters 4×8 = 32. Total 200, squadrons 32.
  draft(
    [
      flagship('victory-ii-class-star-destroyer', ['weapons-team-gunnery-team']),
      ship('raider-i-class-corvette', ['ordnance-assault-concussion-missiles']),
      ship('gozanti-class-cruisers', ['fleet-support-comms-net']),
    ],
    [squadrons('squadron-tie-fighter-squadron', 4)],
    OBJECTIVE_SETS[0],
    'Ana’s Hammer',
  ),
  // Victory I 73 + XI7 Turbolasers 6 = 79; Gladiator I 56 + Assault Proton Torpedoes 5 = 61;
  // 6 TIE Fighters 48 + 1 TIE Advanced 12 = 60. Total 200, squadrons 60.
  draft(
    [
      ship('victory-i-class-star-destroyer', ['turbolasers-xi7-turbolasers']),
      flagship('gladiator-i-class-star-destroyer', ['ordnance-assault-proton-torpedoes']),
    ],
    [squadrons('squadron-tie-fighter-squadron', 6), squadrons('squadron-tie-advanced-squadron', 1)],
    OBJECTIVE_SETS[1],
    'Ben’s Blockade',
  ),
  // Quasar Fire I 54 + Expanded Hangar Bay 5 = 59; Arquitens Light Cruiser 54 + H9 Turbolasers 8 = 62;
  // Raider II 48; 2 TIE Interceptors 22 + 1 TIE Fighter 8 = 30. Total 199, squadrons 30.
  draft(
    [
      flagship('quasar-fire-i-class-cruiser-carrier', ['offensive-retrofit-expanded-hangar-bay']),
      ship('arquitens-class-light-cruiser', ['turbolasers-h9-turbolasers']),
      ship('raider-ii-class-corvette'),
    ],
    [squadrons('squadron-tie-interceptor-squadron', 2), squadrons('squadron-tie-fighter-squadron', 1)],
    OBJECTIVE_SETS[2],
    'Cleo’s Carriers',
  ),
  // Interdictor Suppression Refit 90 + G7-X Grav Well Projector 2 = 92; Raider I 44;
  // Gozanti-class Assault Carriers 28; 4 TIE Bombers 4×9 = 36. Total 200, squadrons 36.
  draft(
    [
      flagship('interdictor-suppression-refit', ['experimental-retrofit-g7-x-grav-well-projector']),
      ship('raider-i-class-corvette'),
      ship('gozanti-class-assault-carriers'),
    ],
    [squadrons('squadron-tie-bomber-squadron', 4)],
    OBJECTIVE_SETS[3],
    'Fourth Imperial Fleet',
  ),
]

/** Four legal Rebel starting fleets, same conventions as EMPIRE_LEGAL_FLEETS. */
export const REBEL_LEGAL_FLEETS: readonly FleetDraft[] = [
  // Assault Frigate Mark II B 72 + Gunnery Team 7 = 79; CR90 Corvette A 44 + Leading Shots 4 = 48;
  // GR-75 Medium Transports 18 + Comms Net 2 = 20; 1 X-wing 13 + 4 Y-wings 4×10 = 53. Total 200.
  draft(
    [
      flagship('assault-frigate-mark-ii-b', ['weapons-team-gunnery-team']),
      ship('cr90-corvette-a', ['ion-cannons-leading-shots']),
      ship('gr-75-medium-transports', ['fleet-support-comms-net']),
    ],
    [squadrons('squadron-x-wing-squadron', 1), squadrons('squadron-y-wing-squadron', 4)],
    OBJECTIVE_SETS[0],
    'Dan’s Defiance',
  ),
  // Nebulon-B Escort Frigate 57 + Engineering Team 5 = 62; Hammerhead Torpedo Corvette 36;
  // MC30c Torpedo Frigate 63; 3 X-wings 3×13 = 39. Total 200, squadrons 39.
  draft(
    [ship('nebulon-b-escort-frigate', ['support-team-engineering-team']), ship('hammerhead-torpedo-corvette'), flagship('mc30c-torpedo-frigate')],
    [squadrons('squadron-x-wing-squadron', 3)],
    OBJECTIVE_SETS[1],
    'Eve’s Escort',
  ),
  // Assault Frigate Mark II A 81; CR90 Corvette B 39 + Electronic Countermeasures 7 = 46;
  // GR-75 Combat Retrofits 24; 4 A-wings 4×11 = 44. Total 195, squadrons 44.
  draft(
    [flagship('assault-frigate-mark-ii-a'), ship('cr90-corvette-b', ['defensive-retrofit-electronic-countermeasures']), ship('gr-75-combat-retrofits')],
    [squadrons('squadron-a-wing-squadron', 4)],
    OBJECTIVE_SETS[2],
    'Finn’s Frigates',
  ),
  // Modified Pelta-class Command Ship 60 + Nav Team 4 = 64; Nebulon-B Support Refit 51;
  // Hammerhead Scout Corvette 41; 4 A-wings 44. Total 200, squadrons 44.
  draft(
    [flagship('modified-pelta-class-command-ship', ['support-team-nav-team']), ship('nebulon-b-support-refit'), ship('hammerhead-scout-corvette')],
    [squadrons('squadron-a-wing-squadron', 4)],
    OBJECTIVE_SETS[3],
    'Fourth Rebel Fleet',
  ),
]

/** The eight fleet ids of a 3v3 campaign, each team's fourth fleet last. */
export const TEAM_FLEET_IDS: Record<TeamId, readonly string[]> = {
  empire: ['empire-1', 'empire-2', 'empire-3', 'fourth-empire'],
  rebels: ['rebels-1', 'rebels-2', 'rebels-3', 'fourth-rebels'],
}

const STARTING_ABILITIES = ['repair-expert', 'master-gunner-1', 'master-navigator-1', 'rapid-deployment'] as const

/** The set-fleet and set-commander commands that make all eight fleets legal, with tier-1 commanders. */
export function legalFleetCommands(): CampaignCommand[] {
  const commands: CampaignCommand[] = []
  for (const team of ['empire', 'rebels'] as const) {
    const drafts = team === 'empire' ? EMPIRE_LEGAL_FLEETS : REBEL_LEGAL_FLEETS
    TEAM_FLEET_IDS[team].forEach((fleetId, i) => {
      commands.push({ type: 'set-fleet', fleetId, draft: drafts[i]! })
      commands.push({ type: 'set-commander', fleetId, name: `Commander ${fleetId}`, abilityId: STARTING_ABILITIES[i]! })
    })
  }
  return commands
}

/** Applies commands one by one, throwing on a refusal. */
export function applyAll(state: CampaignState, commands: readonly CampaignCommand[]): CampaignState {
  return commands.reduce((s, command) => unwrap(applyCommand(s, command)), state)
}

/** A 3v3 campaign in setup with bases, defenses, and all eight fleets legal with commanders. */
export function campaignReadyToStart(): CampaignState {
  return applyAll(campaignWithDefenses(), legalFleetCommands())
}
