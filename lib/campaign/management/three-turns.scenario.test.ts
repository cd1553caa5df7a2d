// Three whole turns of act I through the engine, from the fixed setup of campaignReadyToStart: each turn's
// pairing, objectives, results and veterans, then every management step (bases, tokens, rewards with card
// purchases, XP, refit), each command issued by the actor the app would take it from. After each turn the
// map, the CP, the tokens, the Fleet Reserve and every fleet (commander XP and abilities, scars, veterans,
// conditions, value) are checked against values worked by hand from RULES.md in the comments. Turn 3 ends
// the act (R-ACT-END). Finally the history is replayed (R-HIST).
//
// Setup (fleet-builders.ts, testing/builders.ts). Bases: Empire Dantooine (zone I, Ion Cannon, Spynet),
// Felucia (II, Armed Station, Resources), Kessel (III, Fighter Wing, Resources); Rebels Hoth (V, Ion
// Cannon, no effect), Ryloth (IV, Armed Station, Diplomats or Skilled Spacers), Yavin (II, Fighter Wing, no
// effect). Grand Admirals: empire-1, rebels-1. Fleets (FP): empire-1 200 (s1 Victory II flagship + Gunnery
// Team, s2 Raider I + ACM, s3 Gozanti Cruisers + Comms Net, q1-q4 TIE Fighters), empire-2 200 (s1 Victory I +
// XI7, s2 Gladiator I flagship + APT, q1-q6 TIE Fighters, q7 TIE Advanced), empire-3 199 (s1 Quasar Fire I
// flagship + Expanded Hangar Bay, s2 Arquitens Light + H9, s3 Raider II, q1-q2 TIE Interceptors, q3 TIE
// Fighter), fourth-empire 200 (s1 Interdictor Suppression Refit flagship + G7-X, s2 Raider I, s3 Gozanti
// Assault Carriers, q1-q4 TIE Bombers); rebels-1 200 (s1 Assault Frigate Mk II B flagship + Gunnery Team, s2
// CR90 A + Leading Shots, s3 GR-75 Medium Transports + Comms Net, q1 X-wing, q2-q5 Y-wings), rebels-2 200 (s1
// Nebulon-B Escort + Engineering Team, s2 Hammerhead Torpedo, s3 MC30c Torpedo flagship, q1-q3 X-wings),
// rebels-3 195 (s1 Assault Frigate Mk II A flagship, s2 CR90 B + ECM, s3 GR-75 Combat Retrofits, q1-q4
// A-wings), fourth-rebels 200 (s1 Modified Pelta Command flagship + Nav Team, s2 Nebulon-B Support Refit, s3
// Hammerhead Scout, q1-q4 A-wings). Commanders with 0 XP: x-1 Repair Expert, x-2 Master Gunner I, x-3 Master
// Navigator I, fourth fleets Rapid Deployment.
import { describe, expect, it } from 'vitest'
import type { SystemId } from '@/lib/data/map'
import type { TokenId } from '@/lib/data/tokens'
import { result } from '../battle/testing'
import type { AnyCommand, CampaignCommand, RefitCommand } from '../commands'
import { createCampaign } from '../create-campaign'
import { applyCommand, replay } from '../engine'
import type { Fleet } from '../fleets/fleet'
import { fleetValue } from '../fleets/fleet-value'
import { campaignReadyToStart, legalFleetCommands } from '../fleets/testing/fleet-builders'
import { mayIssue } from '../permissions'
import type { Actor, BaseDefenseId, CampaignState, TeamId } from '../state'
import { createCommand, defenseCommand, placementCommands, unwrap } from '../testing/builders'
import type { BattleResult } from '../turn/turn-state'
import { actEnders } from './act-end'
import type { ManagementStep } from './management-state'
import { rewardChoicesFor } from './reward-commands'
import { owedInStep } from './steps'
import { finishUntil, organizerApplies, played, startedOfficialCampaign, type BattlePlan } from './testing/management-builders'

const ORGANIZER: Actor = { role: 'organizer' }
const player = (playerId: string): Actor => ({ role: 'player', playerId })
const GA: Record<TeamId, Actor> = { empire: player('empire-1'), rebels: player('rebels-1') }

type Step = [CampaignCommand, Actor]

// ---------------------------------------------------------------------------------------------------------
// Command helpers: each returns the command with its actor.

/** A fleet's editor: its player, or for a fourth fleet the team's Grand Admiral. */
const editorOf = (fleetId: string): Actor => (fleetId === 'fourth-empire' ? GA.empire : fleetId === 'fourth-rebels' ? GA.rebels : player(fleetId))

const declare = (playerId: string, systemId: SystemId, fleetId = playerId): Step => [{ type: 'declare-assault', playerId, systemId, fleetId }, player(playerId)]
const defend = (battleId: string, playerId: string, fleetId: string, actor: Actor): Step => [{ type: 'name-defender', battleId, playerId, fleetId }, actor]
const objective = (battleId: string, objectiveId: string, actor: Actor): Step => [{ type: 'choose-objective', battleId, objectiveId }, actor]
const enter = (battleId: string, r: BattleResult, actor: Actor): Step => [{ type: 'enter-result', battleId, result: r }, actor]
const confirm = (battleId: string, actor: Actor): Step => [{ type: 'confirm-result', battleId }, actor]
const veterans = (battleId: string, fleetId: string, uids: string[], actor: Actor): Step => [{ type: 'choose-veterans', battleId, fleetId, uids }, actor]
const spacers = (team: TeamId, fleetIds: string[]): Step => [{ type: 'spend-spacers', team, fleetIds }, GA[team]]
const build = (team: TeamId, systemId: SystemId, defense: BaseDefenseId): Step => [{ type: 'build-base', team, systemId, defense }, GA[team]]
const finishBases = (team: TeamId): Step => [{ type: 'finish-bases', team }, GA[team]]
const tokens = (team: TeamId, choices: Partial<Record<SystemId, TokenId>>): Step => [{ type: 'gain-tokens', team, choices }, GA[team]]
const reward = (
  fleetId: string,
  systemId: SystemId,
  rewardType: Extract<CampaignCommand, { type: 'take-reward' }>['rewardType'],
  cards: string[],
  actor: Actor,
  useDestiny = false,
): Step => [{ type: 'take-reward', fleetId, decline: false, systemId, rewardType, cards, useDestiny }, actor]
const decline = (fleetId: string, systemId: SystemId, actor: Actor): Step => [
  { type: 'take-reward', fleetId, decline: true, systemId, rewardType: 'title', cards: [], useDestiny: false },
  actor,
]
const buy = (fleetId: string, abilityId: string): Step => [
  { type: 'buy-ability', fleetId, abilityId },
  fleetId.startsWith('fourth-') ? editorOf(fleetId) : player(fleetId),
]
const finishXp = (fleetId: string): Step => [{ type: 'finish-experience', fleetId }, fleetId.startsWith('fourth-') ? editorOf(fleetId) : player(fleetId)]
const refit = (fleetId: string, op: RefitCommand['op'], actor = editorOf(fleetId)): Step => [{ type: 'refit', fleetId, op }, actor]
const finishRefit = (fleetId: string, actor = editorOf(fleetId)): Step => [{ type: 'finish-refit', fleetId }, actor]
const addCard = (fleetId: string, shipUid: string | null): Step => refit(fleetId, { op: 'add-card', index: 0, shipUid })
const healBase = (fleetId: string, uid: string): Step => refit(fleetId, { op: 'remove-scar', uid, using: 'base' })

const PLAYER_FLEETS = ['empire-1', 'empire-2', 'empire-3', 'rebels-1', 'rebels-2', 'rebels-3'] as const
const ALL_FLEETS = [...PLAYER_FLEETS, 'fourth-empire', 'fourth-rebels'] as const

// ---------------------------------------------------------------------------------------------------------
// Setup: the commands of campaignReadyToStart, by the players who would issue them, then the start.

const SETUP: Step[] = [
  ...placementCommands().map((c): Step => [c, player(c.playerId)]),
  [defenseCommand('empire'), GA.empire],
  [defenseCommand('rebels'), GA.rebels],
  ...legalFleetCommands().map((c): Step => [c, editorOf('fleetId' in c ? c.fleetId : '')]),
  [{ type: 'start-campaign' }, ORGANIZER],
]

// ---------------------------------------------------------------------------------------------------------
// Turn 1. CP 0-0: the Rebels have initiative (R-STRAT-INIT). No team holds a token: no Diplomats, no
// Skilled Spacers step.

const T1_STRATEGY: Step[] = [
  // Mon Cala (II, unoccupied). Both teams have a base in zone II (Yavin, Felucia): no Low Fuel.
  declare('rebels-1', 'mon-cala'),
  defend('a1-t1-b1', 'empire-1', 'empire-1', player('empire-1')),
  // The team that just defended declares (R-STRAT-ORDER). Sullust (IV, unoccupied): the Empire has no base
  // in zone IV, so empire-2 gains Low Fuel; the Rebels hold Ryloth (IV).
  declare('empire-2', 'sullust'),
  defend('a1-t1-b2', 'rebels-2', 'rebels-2', player('rebels-2')),
  // Concord Dawn (I/II border, unoccupied): Dantooine (I) and Yavin (II): no Low Fuel.
  declare('rebels-3', 'concord-dawn'),
  defend('a1-t1-b3', 'empire-3', 'empire-3', GA.empire),
]

// t1-b1 rebels-1 (200) 180 – empire-1 (200) 90: Rebels win, MOV 90 (no MOV XP). rebels-1 XP 1; empire-1 1 + 1
// (loser) = 2. empire-1 loses its Raider (s2) and a TIE (q1), rebels-1 a Y-wing (q2).
const T1_B1 = result(
  { score: 180, destroyed: ['rebels-1-q2'], eligibleVeterans: ['rebels-1-s1'] },
  { score: 90, destroyed: ['empire-1-s2', 'empire-1-q1'], eligibleVeterans: ['empire-1-s1'] },
)
// t1-b2 empire-2 (200) 220 – rebels-2 (200) 100: Empire wins, MOV 120: empire-2 1 + 1 = 2; rebels-2 1 + 1 = 2.
const T1_B2 = result(
  { score: 220, destroyed: ['empire-2-q1'], eligibleVeterans: ['empire-2-s1', 'empire-2-q2'] },
  { score: 100, destroyed: ['rebels-2-s2', 'rebels-2-q1'], eligibleVeterans: ['rebels-2-s3'] },
)
// t1-b3 rebels-3 (195) 150 – empire-3 (199) 60: Rebels win, MOV 90. rebels-3 1 (199 − 195 = 4: no full 20);
// empire-3 1 + 1 = 2.
const T1_B3 = result({ score: 150, destroyed: ['rebels-3-q1'], eligibleVeterans: ['rebels-3-s1'] }, { score: 60, destroyed: ['empire-3-s3'] })

const T1_BATTLES: Step[] = [
  // Mon Cala's pool: empire-1's three objectives + Recruit Allies. Sullust's: Most Wanted, Abandoned Mining
  // Facility (the system's, for Fleet in Being), Superior Positions, Steal Supplies. Concord Dawn's: empire-3's
  // three + Hired Scum, Pilot Defection.
  objective('a1-t1-b1', 'recruit-allies', player('rebels-1')),
  objective('a1-t1-b2', 'most-wanted', player('empire-2')),
  objective('a1-t1-b3', 'advanced-gunnery', player('rebels-3')),
  enter('a1-t1-b1', T1_B1, player('rebels-1')),
  confirm('a1-t1-b1', player('empire-1')),
  enter('a1-t1-b2', T1_B2, player('empire-2')),
  confirm('a1-t1-b2', player('rebels-2')),
  enter('a1-t1-b3', T1_B3, player('empire-3')),
  confirm('a1-t1-b3', player('rebels-3')),
  veterans('a1-t1-b1', 'rebels-1', ['rebels-1-s1'], player('rebels-1')),
  veterans('a1-t1-b1', 'empire-1', ['empire-1-s1'], player('empire-1')),
  veterans('a1-t1-b2', 'empire-2', ['empire-2-s1'], player('empire-2')),
  veterans('a1-t1-b2', 'rebels-2', ['rebels-2-s3'], player('rebels-2')),
  // empire-3 has no eligible element: nothing to choose.
  veterans('a1-t1-b3', 'rebels-3', ['rebels-3-s1'], player('rebels-3')),
]

const T1_MANAGEMENT: Step[] = [
  // Step 1 (R-EFFECT applied on entry: three unoccupied systems, +1 CP each: Rebels 2, Empire 1). No team
  // holds 2 Resources: no base.
  finishBases('empire'),
  finishBases('rebels'),
  // Step 2 (R-TOKEN-GAIN). Empire: Dantooine Spynet, Felucia and Kessel Resources, Sullust (placed) Resources
  // by choice, +1 Resources: Spynet 1, Resources 4. Rebels: Ryloth Skilled Spacers by choice, Mon Cala Repair
  // Yards by choice, Concord Dawn Skilled Spacers, +1 Resources: Skilled Spacers 2, Repair Yards 1, Resources 1.
  tokens('empire', { sullust: 'resources' }),
  tokens('rebels', { ryloth: 'skilled-spacers', 'mon-cala': 'repair-yards' }),
  // Step 3 (R-REWARD).
  // rebels-1 won Mon Cala: offensive retrofit 10: Boosted Comms 4 + Disposable Capacitors 3 = 7; 3 to the reserve.
  reward('rebels-1', 'mon-cala', 'offensive-retrofit', ['offensive-retrofit-boosted-comms', 'offensive-retrofit-disposable-capacitors'], player('rebels-1')),
  // empire-1 lost: the Empire's base reward instead, Kessel's title at the loser's 6. The battle was on Recruit
  // Allies (a green card): the unique Harrow (Victory class, 3) is allowed; 3 to the reserve.
  reward('empire-1', 'kessel', 'title', ['title-harrow'], player('empire-1')),
  // empire-2 won Sullust: officer 10: Defense Liaison 3 + Weapons Liaison 3 = 6; 4 to the reserve.
  reward('empire-2', 'sullust', 'officer', ['officer-defense-liaison', 'officer-weapons-liaison'], player('empire-2')),
  // rebels-2 lost: the Rebels' base reward, Yavin's ordnance at the loser's 6: External Racks 3 + Flechette
  // Torpedoes 3 = 6; 0 to the reserve.
  reward('rebels-2', 'yavin', 'ordnance', ['ordnance-external-racks', 'ordnance-flechette-torpedoes'], player('rebels-2')),
  // rebels-3 won Concord Dawn: squadrons 24: two A-wings 22; 2 to the reserve.
  reward('rebels-3', 'concord-dawn', 'squadrons', ['squadron-a-wing-squadron', 'squadron-a-wing-squadron'], player('rebels-3')),
  // empire-3 lost: squadrons 16: two TIE Fighters 16; 0 to the reserve.
  reward('empire-3', 'concord-dawn', 'squadrons', ['squadron-tie-fighter-squadron', 'squadron-tie-fighter-squadron'], player('empire-3')),
  // Both fourth fleets rest (R-FOURTH): each is owed the winner reward of one of its team's bases, chosen by its
  // Grand Admiral, and the step waits for them. fourth-empire declines. fourth-rebels takes Yavin's ordnance at
  // the winner's 14: Expanded Launchers 13; 1 to the reserve.
  decline('fourth-empire', 'kessel', GA.empire),
  reward('fourth-rebels', 'yavin', 'ordnance', ['ordnance-expanded-launchers'], GA.rebels),
  // Step 4 (R-XP-SPEND): empire-2 (2 XP) buys Concealment I (tier 1, 2 XP); rebels-2 (2 XP) Rockhopper I (2 XP).
  buy('empire-2', 'concealment-1'),
  buy('rebels-2', 'rockhopper-1'),
  ...ALL_FLEETS.map((id) => finishXp(id)),
  // Step 5 (R-REFIT). Entering it, both fourth fleets (in reserve) gain 1 XP (R-FOURTH), and every generic
  // squadron's scar goes by itself (R-REFIT 1). Three bases each: three base removals per fleet.
  // rebels-1: the Y-wing's scar went by itself; Boosted Comms on the Assault Frigate (rebels-1-a1),
  // the Disposable Capacitors on the GR-75 (rebels-1-a2). 200 + 7 = 207.
  addCard('rebels-1', 'rebels-1-s1'),
  addCard('rebels-1', 'rebels-1-s3'),
  finishRefit('rebels-1'),
  // empire-1: the Raider's scar (one base removal); the TIE's went by itself; Harrow on the Victory II. 200 + 3 = 203.
  healBase('empire-1', 'empire-1-s2'),
  addCard('empire-1', 'empire-1-s1'),
  finishRefit('empire-1'),
  // empire-2: Low Fuel removed with a Resources token (4 − 1 = 3); the liaisons on the Victory I and the
  // Gladiator. 200 + 6 = 206.
  refit('empire-2', { op: 'remove-condition', condition: 'low-fuel', using: 'resources' }),
  addCard('empire-2', 'empire-2-s1'),
  addCard('empire-2', 'empire-2-s2'),
  finishRefit('empire-2'),
  // rebels-2: the Hammerhead's scar with the Repair Yards token (small ship: 1; 1 − 1 = 0); External Racks on
  // the Hammerhead, Flechette Torpedoes on the MC30c. 200 + 6 = 206.
  refit('rebels-2', { op: 'remove-scar', uid: 'rebels-2-s2', using: 'repair-yards' }, player('rebels-2')),
  addCard('rebels-2', 'rebels-2-s2'),
  addCard('rebels-2', 'rebels-2-s3'),
  finishRefit('rebels-2'),
  // rebels-3: two A-wings (rebels-3-a1, -a2). 195 + 22 = 217, squadrons 44 + 22 = 66.
  addCard('rebels-3', null),
  addCard('rebels-3', null),
  finishRefit('rebels-3'),
  // empire-3: the Raider II's scar (base); two TIE Fighters. 199 + 16 = 215.
  healBase('empire-3', 'empire-3-s3'),
  addCard('empire-3', null),
  addCard('empire-3', null),
  finishRefit('empire-3'),
  // Any player of the team refits its fourth fleet. fourth-rebels keeps Expanded Launchers owned but
  // unequipped (R-REFIT 7): 200 + 13 = 213.
  finishRefit('fourth-empire', player('empire-3')),
  refit('fourth-rebels', { op: 'add-card', index: 0, shipUid: null }, player('rebels-2')),
  finishRefit('fourth-rebels', player('rebels-2')),
]

// ---------------------------------------------------------------------------------------------------------
// Turn 2. CP Empire 1, Rebels 2: the Empire has initiative. The Rebels hold 2 Skilled Spacers (the step is
// owed); nobody holds Diplomats.

const T2_STRATEGY: Step[] = [
  // Mon Cala: a Rebel presence (the Empire's one enemy system this turn). Both have a zone II base.
  declare('empire-1', 'mon-cala'),
  defend('a1-t2-b1', 'rebels-1', 'rebels-1', player('rebels-1')),
  // Bespin (V, unoccupied): the Rebels hold Hoth (V); the Empire has no base in zone V: empire-2 gains Low Fuel.
  declare('rebels-2', 'bespin'),
  defend('a1-t2-b2', 'empire-2', 'empire-2', player('empire-2')),
  // Atollon (II, unoccupied): empire-3 plays the Empire's fourth fleet (R-STRAT-FLEET).
  declare('empire-3', 'atollon', 'fourth-empire'),
  defend('a1-t2-b3', 'rebels-3', 'rebels-3', GA.rebels),
  // R-STRAT-SPACERS: one token for rebels-3 (2 − 1 = 1): two veterans in its battle.
  spacers('rebels', ['rebels-3']),
]

// t2-b1 empire-1 (203) 160 – rebels-1 (207) 150: Empire wins, MOV 10. empire-1 1 (203 < 207 by 4: no full 20);
// rebels-1 1 + 1 = 2.
const T2_B1 = result(
  { score: 160, destroyed: ['empire-1-q2'], eligibleVeterans: ['empire-1-s2'] },
  { score: 150, destroyed: ['rebels-1-s2'], eligibleVeterans: ['rebels-1-q1'] },
)
// t2-b2 rebels-2 (206) 120 – empire-2 (206) 200: Empire (defender) wins, MOV 80. empire-2 1; rebels-2 1 + 1 = 2.
const T2_B2 = result({ score: 120, destroyed: ['rebels-2-s1', 'rebels-2-q2'] }, { score: 200, destroyed: ['empire-2-s2'], eligibleVeterans: ['empire-2-q3'] })
// t2-b3 fourth-empire (200) 100 – rebels-3 (217) 230: Rebels win, MOV 130. rebels-3 1 + 1 = 2; fourth-empire
// 1 + 1 (loser) + 0 (217 − 200 = 17: no full 20) = 2.
const T2_B3 = result(
  { score: 100, destroyed: ['fourth-empire-s2', 'fourth-empire-q1'], eligibleVeterans: ['fourth-empire-s1'] },
  { score: 230, destroyed: ['rebels-3-s3'], eligibleVeterans: ['rebels-3-s2', 'rebels-3-a1'] },
)

const T2_BATTLES: Step[] = [
  // Mon Cala: rebels-1's three objectives (Recruit Allies was played there: R-OBJ-3). Bespin: Most Wanted,
  // Fleet in Being, Volatile Deposits (the system's), Steal Supplies. Atollon: Marked for Destruction and
  // Hyperspace Migration (the system's) and rebels-3's Hyperspace Assault.
  objective('a1-t2-b1', 'contested-outpost', player('empire-1')),
  objective('a1-t2-b2', 'steal-supplies', player('rebels-2')),
  objective('a1-t2-b3', 'hyperspace-assault', player('empire-3')),
  enter('a1-t2-b1', T2_B1, player('rebels-1')),
  confirm('a1-t2-b1', player('empire-1')),
  enter('a1-t2-b2', T2_B2, player('empire-2')),
  confirm('a1-t2-b2', player('rebels-2')),
  enter('a1-t2-b3', T2_B3, player('empire-3')),
  confirm('a1-t2-b3', player('rebels-3')),
  veterans('a1-t2-b1', 'empire-1', ['empire-1-s2'], player('empire-1')),
  veterans('a1-t2-b1', 'rebels-1', ['rebels-1-q1'], player('rebels-1')),
  veterans('a1-t2-b2', 'empire-2', ['empire-2-q3'], player('empire-2')),
  veterans('a1-t2-b3', 'fourth-empire', ['fourth-empire-s1'], player('empire-3')),
  veterans('a1-t2-b3', 'rebels-3', ['rebels-3-s2', 'rebels-3-a1'], player('rebels-3')),
]

const T2_MANAGEMENT: Step[] = [
  // Step 1: Empire +2 (Mon Cala taken from the Rebels, Bespin), Rebels +1 (Atollon). The Empire builds a base
  // on Bespin for 2 Resources (3 − 2 = 1); its bases hold one of each objective, any may be chosen.
  build('empire', 'bespin', 'ion-cannon'),
  finishBases('empire'),
  finishBases('rebels'),
  // Step 2. Empire: Dantooine Spynet, Felucia, Kessel and Bespin Resources (Bespin placed and built this turn
  // counts once), Mon Cala (placed) Repair Yards by choice, +1 Resources: Spynet 1, Resources 4, Repair Yards 1.
  // Rebels: Ryloth Skilled Spacers by choice, Atollon (placed) Destiny, +1 Resources.
  tokens('empire', { 'mon-cala': 'repair-yards' }),
  tokens('rebels', { ryloth: 'skilled-spacers' }),
  // Step 3.
  // empire-1 won Mon Cala and declines its reward.
  decline('empire-1', 'mon-cala', player('empire-1')),
  // rebels-1 lost Mon Cala (Contested Outpost: no green card): title at the loser's 5, the unique Paragon
  // (Assault Frigate Mk II, 5) with the Destiny token just gained (1 − 1 = 0); 0 to the reserve.
  reward('rebels-1', 'mon-cala', 'title', ['title-paragon'], player('rebels-1'), true),
  // rebels-2 lost Bespin: the Rebels' base reward, Ryloth's weapons team at the loser's 5: Fire-Control Team 2;
  // 3 to the reserve.
  reward('rebels-2', 'ryloth', 'weapons-team', ['weapons-team-fire-control-team'], player('rebels-2')),
  // empire-2 won Bespin on Steal Supplies (green): title 8 plus the Empire's 3 title reserve points: Warlord 8
  // + Insidious 3 = 11; the reserve 3 − 3 = 0.
  reward('empire-2', 'bespin', 'title', ['title-warlord', 'title-insidious'], player('empire-2')),
  // The fourth fleet (played by empire-3) lost Atollon: the Empire's base reward (Bespin was the battle's
  // system, no base reward used yet), Dantooine's support team at the loser's 5: Engineering Team 5.
  reward('fourth-empire', 'dantooine', 'support-team', ['support-team-engineering-team'], player('empire-3')),
  // rebels-3 won Atollon: turbolasers 10: H9 Turbolasers 8; 2 to the reserve.
  reward('rebels-3', 'atollon', 'turbolasers', ['turbolasers-h9-turbolasers'], player('rebels-3')),
  // fourth-rebels rests again (R-FOURTH): its Grand Admiral declines the base reward.
  decline('fourth-rebels', 'hoth', GA.rebels),
  // Step 4: empire-1 (3 XP) Master Gunner I (3); rebels-3 (3) Ready Defender (2); the Grand Admiral spends the
  // Empire's fourth fleet's 3 XP on Master Coordinator I (3).
  buy('empire-1', 'master-gunner-1'),
  buy('rebels-3', 'ready-defender'),
  buy('fourth-empire', 'master-coordinator-1'),
  ...ALL_FLEETS.map((id) => finishXp(id)),
  // Step 5. Entering it, fourth-rebels (in reserve) gains 1 XP; fourth-empire played: no rest.
  // empire-1: its TIE's scar went by itself. Nothing to add.
  finishRefit('empire-1'),
  // empire-2: Low Fuel removed free, won on Steal Supplies (R-REFIT 2); the Gladiator's scar (base); Warlord on
  // the Victory I (empire-2-a3), Insidious on the Gladiator (empire-2-a4). 206 + 11 = 217.
  refit('empire-2', { op: 'remove-condition', condition: 'low-fuel', using: 'objective' }),
  healBase('empire-2', 'empire-2-s2'),
  addCard('empire-2', 'empire-2-s1'),
  addCard('empire-2', 'empire-2-s2'),
  finishRefit('empire-2'),
  finishRefit('empire-3'),
  // fourth-empire: the Raider's scar with the Empire's Repair Yards token (small: 1); Engineering Team on the
  // Interdictor; the TIE Bomber's scar went by itself. 200 + 5 = 205.
  refit('fourth-empire', { op: 'remove-scar', uid: 'fourth-empire-s2', using: 'repair-yards' }, player('empire-2')),
  addCard('fourth-empire', 'fourth-empire-s1'),
  finishRefit('fourth-empire', player('empire-2')),
  // rebels-1: the CR90's scar (base); Paragon on the Assault Frigate (rebels-1-a3). 207 + 5 = 212.
  healBase('rebels-1', 'rebels-1-s2'),
  addCard('rebels-1', 'rebels-1-s1'),
  finishRefit('rebels-1'),
  // rebels-2: the Nebulon-B's scar (base); both X-wings' went by themselves; Fire-Control Team on the Hammerhead. 206 + 2 = 208.
  healBase('rebels-2', 'rebels-2-s1'),
  addCard('rebels-2', 'rebels-2-s2'),
  finishRefit('rebels-2'),
  // rebels-3: the GR-75's scar (base); H9 on the Assault Frigate. 217 + 8 = 225.
  healBase('rebels-3', 'rebels-3-s3'),
  addCard('rebels-3', 'rebels-3-s1'),
  finishRefit('rebels-3'),
  finishRefit('fourth-rebels'),
]

// ---------------------------------------------------------------------------------------------------------
// Turn 3. CP 3-3: the Rebels have initiative. The Rebels hold 2 Skilled Spacers and spend none.

const T3_STRATEGY: Step[] = [
  // Sullust: an Empire presence. The Rebels hold Ryloth (IV); the Empire has no zone IV base: empire-2 Low Fuel.
  declare('rebels-1', 'sullust'),
  defend('a1-t3-b1', 'empire-2', 'empire-2', GA.empire),
  // Concord Dawn: a Rebel presence. rebels-2 defends with the Rebels' fourth fleet. Dantooine (I), Yavin (II).
  declare('empire-3', 'concord-dawn'),
  defend('a1-t3-b2', 'rebels-2', 'fourth-rebels', player('rebels-2')),
  // Tatooine (IV, unoccupied): empire-1 gains Low Fuel.
  declare('rebels-3', 'tatooine'),
  defend('a1-t3-b3', 'empire-1', 'empire-1', player('empire-1')),
  spacers('rebels', []),
]

// t3-b1 rebels-1 (212) 190 – empire-2 (217) 80: Rebels win, MOV 110. rebels-1 1 + 1 + 0 (5 FP lower) = 2;
// empire-2 1 + 1 = 2.
const T3_B1 = result(
  { score: 190, destroyed: ['rebels-1-s3'], eligibleVeterans: ['rebels-1-q3'] },
  { score: 80, destroyed: ['empire-2-q4', 'empire-2-q5'], eligibleVeterans: ['empire-2-q6'] },
)
// t3-b2 empire-3 (215) 200 – fourth-rebels (213) 150: Empire wins, MOV 50. empire-3 1; fourth-rebels 1 + 1 +
// 0 (2 FP lower) = 2.
const T3_B2 = result(
  { score: 200, destroyed: ['empire-3-q1'], eligibleVeterans: ['empire-3-s2'] },
  { score: 150, destroyed: ['fourth-rebels-s3', 'fourth-rebels-q1'], eligibleVeterans: ['fourth-rebels-s1'] },
)
// t3-b3 rebels-3 (225) 170 – empire-1 (203) 60: Rebels win, MOV 110. rebels-3 1 + 1 = 2; empire-1 1 + 1 + 1
// (225 − 203 = 22: one full 20) = 3, the cap.
const T3_B3 = result({ score: 170, eligibleVeterans: ['rebels-3-s3'] }, { score: 60, destroyed: ['empire-1-s3'] })

const T3_BATTLES: Step[] = [
  // Sullust: Most Wanted, Abandoned Mining Facility, Superior Positions, Steal Supplies. Concord Dawn:
  // fourth-rebels' three + Hired Scum, Pilot Defection. Tatooine: Most Wanted (the system's), empire-1's
  // Contested Outpost and Dangerous Territory.
  objective('a1-t3-b1', 'superior-positions', player('rebels-1')),
  objective('a1-t3-b2', 'hired-scum', GA.empire),
  objective('a1-t3-b3', 'dangerous-territory', player('rebels-3')),
  enter('a1-t3-b1', T3_B1, player('empire-2')),
  confirm('a1-t3-b1', player('rebels-1')),
  enter('a1-t3-b2', T3_B2, player('rebels-2')),
  confirm('a1-t3-b2', player('empire-3')),
  enter('a1-t3-b3', T3_B3, player('rebels-3')),
  confirm('a1-t3-b3', player('empire-1')),
  veterans('a1-t3-b1', 'rebels-1', ['rebels-1-q3'], player('rebels-1')),
  veterans('a1-t3-b1', 'empire-2', ['empire-2-q6'], player('empire-2')),
  veterans('a1-t3-b2', 'empire-3', ['empire-3-s2'], player('empire-3')),
  veterans('a1-t3-b2', 'fourth-rebels', ['fourth-rebels-s1'], player('rebels-2')),
  veterans('a1-t3-b3', 'rebels-3', ['rebels-3-s3'], player('rebels-3')),
]

const T3_MANAGEMENT: Step[] = [
  // Step 1: Rebels +2 (Sullust taken, Tatooine): 5; Empire +1 (Concord Dawn taken): 4.
  // The Rebels build on Atollon (their presence since turn 2) for 2 Resources (2 − 2 = 0).
  build('rebels', 'atollon', 'armed-station'),
  // The Empire on Concord Dawn (3 − 2 = 1); its bases: Ion Cannon 2 (Dantooine, Bespin), Armed Station 1,
  // Fighter Wing 1: Armed Station or Fighter Wing.
  build('empire', 'concord-dawn', 'fighter-wing'),
  finishBases('rebels'),
  finishBases('empire'),
  // Step 2. Empire (no choice: gains at once): Dantooine Spynet, Felucia, Kessel, Bespin Resources, Concord Dawn
  // Skilled Spacers, +1 Resources: Spynet 1, Resources 4, Skilled Spacers 1. Rebels: Ryloth Diplomats by
  // choice, Atollon (base) Destiny, Sullust (placed) Resources by choice, Tatooine (placed) Destiny, +1
  // Resources: Diplomats 1, Destiny 2, Resources 2.
  tokens('rebels', { ryloth: 'diplomats', sullust: 'resources' }),
  // Step 3.
  // rebels-1 won Sullust: officer 10: Skilled First Officer 1 + Veteran Captain 3 = 4; 6 to the reserve.
  reward('rebels-1', 'sullust', 'officer', ['officer-skilled-first-officer', 'officer-veteran-captain'], player('rebels-1')),
  // empire-2 lost: officer 5 plus 2 of the Empire's 4 officer reserve points: Intel Officer 7; reserve 2.
  reward('empire-2', 'sullust', 'officer', ['officer-intel-officer'], player('empire-2')),
  // empire-3 won Concord Dawn on Hired Scum (green): squadrons 24: the unique Howlrunner 16 + a TIE Fighter 8.
  reward('empire-3', 'concord-dawn', 'squadrons', ['squadron-howlrunner', 'squadron-tie-fighter-squadron'], player('empire-3')),
  // fourth-rebels lost: squadrons 16: the unique Green Squadron 12; 4 to the reserve (2 + 4 = 6).
  reward('fourth-rebels', 'concord-dawn', 'squadrons', ['squadron-green-squadron'], player('rebels-2')),
  // rebels-3 won Tatooine: offensive retrofit 10: Expanded Hangar Bay 5 + Reserve Hangar Deck 3 = 8; 2 to the
  // reserve (3 + 2 = 5).
  reward(
    'rebels-3',
    'tatooine',
    'offensive-retrofit',
    ['offensive-retrofit-expanded-hangar-bay', 'offensive-retrofit-reserve-hangar-deck'],
    player('rebels-3'),
  ),
  // empire-1 lost: the Empire's base reward from its new base at Concord Dawn, squadrons at the loser's 16: two
  // TIE Fighters.
  reward('empire-1', 'concord-dawn', 'squadrons', ['squadron-tie-fighter-squadron', 'squadron-tie-fighter-squadron'], player('empire-1')),
  // fourth-empire rests (R-FOURTH): Felucia's officer at the winner's 10, its own and not the team's base reward
  // (empire-1 took that): Defense Liaison 3; 7 to the reserve (2 + 7 = 9).
  reward('fourth-empire', 'felucia', 'officer', ['officer-defense-liaison'], GA.empire),
  // Step 4: rebels-1 (5 XP) Master Navigator I (3); empire-3 (3) Rockhopper I (2); the Rebels' Grand Admiral
  // spends fourth-rebels' 4 XP on Fighter Group Leader (tier 2, 4 XP; tiers 1 + 2 = 3 ≤ 4).
  buy('rebels-1', 'master-navigator-1'),
  buy('empire-3', 'rockhopper-1'),
  buy('fourth-rebels', 'fighter-group-leader'),
  ...ALL_FLEETS.map((id) => finishXp(id)),
  // Step 5. Entering it, fourth-empire (in reserve) discards its TIE Bomber's scar and gains 1 XP.
  // empire-1: Low Fuel with a Resources token (7 − 1 = 6); the Gozanti's scar (base); two TIE Fighters
  // (empire-1-a2, -a3). 203 + 16 = 219.
  refit('empire-1', { op: 'remove-condition', condition: 'low-fuel', using: 'resources' }),
  healBase('empire-1', 'empire-1-s3'),
  addCard('empire-1', null),
  addCard('empire-1', null),
  finishRefit('empire-1'),
  // empire-2 keeps its Low Fuel; its three TIEs' scars went by themselves; the Intel Officer owned but unequipped (no
  // free Officer slot), still counted (R-REFIT 7). 217 + 7 = 224.
  addCard('empire-2', null),
  finishRefit('empire-2'),
  // empire-3: Howlrunner and a TIE Fighter; its Interceptor's scar went by itself. 215 + 24 = 239.
  addCard('empire-3', null),
  addCard('empire-3', null),
  finishRefit('empire-3'),
  // fourth-empire: Defense Liaison owned but unequipped. 205 + 3 = 208.
  refit('fourth-empire', { op: 'add-card', index: 0, shipUid: null }, player('empire-3')),
  finishRefit('fourth-empire', player('empire-3')),
  // rebels-1: the GR-75's scar (base); Skilled First Officer on the Assault Frigate, Veteran Captain on the CR90.
  // 212 + 4 = 216.
  healBase('rebels-1', 'rebels-1-s3'),
  addCard('rebels-1', 'rebels-1-s1'),
  addCard('rebels-1', 'rebels-1-s2'),
  finishRefit('rebels-1'),
  finishRefit('rebels-2'),
  // rebels-3: Expanded Hangar Bay on the Assault Frigate, Reserve Hangar Deck on the
  // GR-75. 225 + 8 = 233.
  addCard('rebels-3', 'rebels-3-s1'),
  addCard('rebels-3', 'rebels-3-s3'),
  finishRefit('rebels-3'),
  // fourth-rebels: the Hammerhead's scar (base), the A-wing's went by itself; Green Squadron. 213 + 12 = 225.
  healBase('fourth-rebels', 'fourth-rebels-s3'),
  addCard('fourth-rebels', null),
  finishRefit('fourth-rebels'),
]

// ---------------------------------------------------------------------------------------------------------
// Playing it.

interface Played {
  command: CampaignCommand
  actor: Actor
  allowed: boolean
  after: CampaignState
}

function play(start: CampaignState, steps: readonly Step[]): Played[] {
  const out: Played[] = []
  let state = start
  for (const [command, actor] of steps) {
    const allowed = mayIssue(state, actor, command)
    const next = applyCommand(state, command, actor)
    if (!next.ok) throw new Error(`step ${out.length} refused: ${JSON.stringify(command)} → ${JSON.stringify(next.violations)}`)
    state = next.state
    out.push({ command, actor, allowed, after: state })
  }
  return out
}

const last = (steps: Played[]) => steps.at(-1)!.after

const CREATE = createCommand()
const SETUP_PLAYED = play(unwrap(createCampaign(CREATE)), SETUP)
const STARTED = last(SETUP_PLAYED)
const T1 = {
  strategy: play(STARTED, T1_STRATEGY),
  battles: [] as Played[],
  management: [] as Played[],
}
T1.battles = play(last(T1.strategy), T1_BATTLES)
T1.management = play(last(T1.battles), T1_MANAGEMENT)
const AFTER_T1 = last(T1.management)
const T2 = { strategy: play(AFTER_T1, T2_STRATEGY), battles: [] as Played[], management: [] as Played[] }
T2.battles = play(last(T2.strategy), T2_BATTLES)
T2.management = play(last(T2.battles), T2_MANAGEMENT)
const AFTER_T2 = last(T2.management)
const T3 = { strategy: play(AFTER_T2, T3_STRATEGY), battles: [] as Played[], management: [] as Played[] }
T3.battles = play(last(T3.strategy), T3_BATTLES)
T3.management = play(last(T3.battles), T3_MANAGEMENT)
const FINAL = last(T3.management)

const ALL = [...SETUP_PLAYED, ...[T1, T2, T3].flatMap((t) => [...t.strategy, ...t.battles, ...t.management])]
const HISTORY: AnyCommand[] = [CREATE, ...ALL.map((s) => s.command)]
const ACTORS: Actor[] = [ORGANIZER, ...ALL.map((s) => s.actor)]

// ---------------------------------------------------------------------------------------------------------
// Expectations.

const presence = (team: TeamId) => ({ kind: 'presence' as const, team })
const builtBase = (team: TeamId, defense: BaseDefenseId) => ({ kind: 'base' as const, team, defense, placedBy: null })
const NO_TOKENS = { ally: 0, destiny: 0, diplomats: 0, 'repair-yards': 0, resources: 0, 'skilled-spacers': 0, spynet: 0 }

function fleetOf(state: CampaignState, id: string): Fleet {
  const fleet = state.fleets.find((f) => f.id === id)
  if (!fleet) throw new Error(`no fleet ${id}`)
  return fleet
}

/** XP, abilities, scarred and veteran uids (ships then squadrons), conditions and value of a fleet. */
function summary(fleet: Fleet) {
  const elements = [...fleet.ships, ...fleet.squadrons]
  return {
    xp: fleet.commander?.xp,
    abilities: fleet.commander?.abilities,
    scarred: elements.filter((e) => e.scarred).map((e) => e.uid),
    veteran: elements.filter((e) => e.veteran).map((e) => e.uid),
    conditions: fleet.conditions,
    value: fleetValue(fleet),
  }
}
const summaries = (state: CampaignState) => Object.fromEntries(ALL_FLEETS.map((id) => [id, summary(fleetOf(state, id))]))

/** The management steps the phase went through, in order, and where it ended. */
function stepsVisited(played: Played[]): (ManagementStep | string)[] {
  const seen: (ManagementStep | string)[] = []
  for (const p of played) {
    const where = p.after.phase === 'management' ? p.after.turnState!.management!.step : p.after.phase
    if (seen.at(-1) !== where) seen.push(where)
  }
  return seen
}

describe('three turns of act I through the engine (R-EFFECT, R-BASE-BUILD, R-TOKEN-GAIN, R-REWARD, R-XP-SPEND, R-REFIT, R-FOURTH, R-ACT-END)', () => {
  it('starts from the fixed setup of campaignReadyToStart (R-SETUP-6)', () => {
    expect(last(SETUP_PLAYED.slice(0, -1))).toEqual(campaignReadyToStart())
    expect([STARTED.phase, STARTED.act, STARTED.turn]).toEqual(['strategy', 1, 1])
  })

  it('issues every command as an actor allowed to issue it (R-SECRET)', () => {
    expect(ALL.filter((s) => !s.allowed).map((s) => [s.command, s.actor])).toEqual([])
  })

  it('goes through the management steps in order, each turn (RULES.md §6)', () => {
    // Turns 1 and 2 end with the next turn's strategy phase; turn 3 with the pivotal battle (R-ACT-END).
    expect(stepsVisited(T1.management)).toEqual(['effects', 'tokens', 'rewards', 'experience', 'refit', 'strategy'])
    expect(stepsVisited(T2.management)).toEqual(['effects', 'tokens', 'rewards', 'experience', 'refit', 'strategy'])
    // Turn 3: the Empire has no choice to make and gains at once; the Rebels' choice ends step 2.
    expect(stepsVisited(T3.management)).toEqual(['effects', 'tokens', 'rewards', 'experience', 'refit', 'pivotal'])
  })

  describe('turn 1', () => {
    const battles = last(T1.strategy)

    it('pairs the players, with Low Fuel for empire-2 at Sullust (R-STRAT-ORDER, R-STRAT-COND)', () => {
      expect(battles.phase).toBe('battle')
      expect(
        battles.turnState!.battles.map((b) => [
          b.id,
          b.systemId,
          b.assaulter.fleetId,
          b.assaulter.fleetValue,
          b.assaulter.conditionsGained,
          b.defender?.fleetId,
          b.defender?.fleetValue,
          b.defender?.conditionsGained,
        ]),
      ).toEqual([
        ['a1-t1-b1', 'mon-cala', 'rebels-1', 200, [], 'empire-1', 200, []],
        ['a1-t1-b2', 'sullust', 'empire-2', 200, ['low-fuel'], 'rebels-2', 200, []],
        ['a1-t1-b3', 'concord-dawn', 'rebels-3', 195, [], 'empire-3', 199, []],
      ])
    })

    it('applies the results and the battle effects (R-RESULT-WIN, R-XP, R-EFFECT)', () => {
      const management = last(T1.battles)
      expect(management.turnState!.battles.map((b) => (b.result.status === 'applied' ? [b.result.winner, b.result.xp] : null))).toEqual([
        ['rebels', { assaulter: 1, defender: 2 }],
        ['empire', { assaulter: 2, defender: 2 }],
        ['rebels', { assaulter: 1, defender: 2 }],
      ])
      expect(management.turnState!.management!.effects.map((e) => [e.systemId, e.team, e.kind, e.cp])).toEqual([
        ['mon-cala', 'rebels', 'took-unoccupied', 1],
        ['sullust', 'empire', 'took-unoccupied', 1],
        ['concord-dawn', 'rebels', 'took-unoccupied', 1],
      ])
    })

    it('gains the tokens of the bases and the presences placed (R-TOKEN-GAIN)', () => {
      const tokens = T1.management.find((p) => p.after.turnState?.management?.step === 'rewards')!.after
      expect(tokens.turnState!.management!.tokensGained).toEqual({
        empire: { resources: 4, spynet: 1 },
        rebels: { resources: 1, 'skilled-spacers': 2, 'repair-yards': 1 },
      })
    })

    it('waits in step 3 for both fourth fleets in reserve, each offered its team’s base rewards at the winner value (R-FOURTH)', () => {
      const takes = T1.management.filter((p) => p.command.type === 'take-reward')
      const afterSix = takes[5]!.after
      expect([afterSix.turnState!.management!.step, owedInStep(afterSix).fleets]).toEqual(['rewards', ['fourth-empire', 'fourth-rebels']])
      // The Rebels' bases Hoth, Ryloth and Yavin at the winner's value.
      expect(rewardChoicesFor(afterSix, 'fourth-rebels').map((c) => [c.systemId, c.type, c.points])).toEqual([
        ['hoth', 'ion-cannons', 10],
        ['hoth', 'fleet-command', 10],
        ['ryloth', 'weapons-team', 10],
        ['yavin', 'support-team', 10],
        ['yavin', 'ordnance', 14],
      ])
    })

    it('rests both fourth fleets when refit begins (R-FOURTH)', () => {
      const refit = T1.management.find((p) => p.after.turnState?.management?.step === 'refit')!.after
      expect([fleetOf(refit, 'fourth-empire').commander?.xp, fleetOf(refit, 'fourth-rebels').commander?.xp]).toEqual([1, 1])
    })

    it('leaves the map, the CP, the tokens and the reserve as worked by hand (R-EFFECT, R-TOKEN-GAIN, R-REWARD 5)', () => {
      expect([AFTER_T1.phase, AFTER_T1.act, AFTER_T1.turn]).toEqual(['strategy', 1, 2])
      expect(AFTER_T1.control).toEqual({ ...STARTED.control, 'mon-cala': presence('rebels'), sullust: presence('empire'), 'concord-dawn': presence('rebels') })
      expect(AFTER_T1.teams.empire.cpByAct).toEqual([1, 0, 0])
      expect(AFTER_T1.teams.rebels.cpByAct).toEqual([2, 0, 0])
      // Empire: Resources 4 − 1 (Low Fuel); Rebels: Repair Yards 1 − 1 (rebels-2's Hammerhead).
      expect(AFTER_T1.teams.empire.tokens).toEqual({ ...NO_TOKENS, resources: 3, spynet: 1 })
      expect(AFTER_T1.teams.rebels.tokens).toEqual({ ...NO_TOKENS, resources: 1, 'skilled-spacers': 2 })
      expect(AFTER_T1.teams.empire.reserve).toEqual({ title: 3, officer: 4, squadrons: 0 })
      expect(AFTER_T1.teams.rebels.reserve).toEqual({ 'offensive-retrofit': 3, ordnance: 1, squadrons: 2 })
      expect(AFTER_T1.playedCampaignObjectives).toEqual({ 'mon-cala': ['recruit-allies'] })
    })

    it('leaves every commander and fleet as worked by hand (R-XP, R-XP-SPEND, R-SCAR, R-VET-2, R-REFIT, R-FOURTH)', () => {
      expect(summaries(AFTER_T1)).toEqual({
        // XP 2. Scars s2, q1 removed. Harrow: 203.
        'empire-1': { xp: 2, abilities: ['repair-expert'], scarred: [], veteran: ['empire-1-s1'], conditions: [], value: 203 },
        // XP 2 − 2 (Concealment I). Low Fuel removed; q1 kept scarred. 206.
        'empire-2': { xp: 0, abilities: ['master-gunner-1', 'concealment-1'], scarred: [], veteran: ['empire-2-s1'], conditions: [], value: 206 },
        'empire-3': { xp: 2, abilities: ['master-navigator-1'], scarred: [], veteran: [], conditions: [], value: 215 },
        'fourth-empire': { xp: 1, abilities: ['rapid-deployment'], scarred: [], veteran: [], conditions: [], value: 200 },
        'rebels-1': { xp: 1, abilities: ['repair-expert'], scarred: [], veteran: ['rebels-1-s1'], conditions: [], value: 207 },
        'rebels-2': { xp: 0, abilities: ['master-gunner-1', 'rockhopper-1'], scarred: [], veteran: ['rebels-2-s3'], conditions: [], value: 206 },
        'rebels-3': { xp: 1, abilities: ['master-navigator-1'], scarred: [], veteran: ['rebels-3-s1'], conditions: [], value: 217 },
        // Expanded Launchers, its base reward (R-FOURTH), owned but unequipped: 200 + 13.
        'fourth-rebels': { xp: 1, abilities: ['rapid-deployment'], scarred: [], veteran: [], conditions: [], value: 213 },
      })
    })

    it('adds the bought cards where they were placed (R-REFIT 4)', () => {
      expect(fleetOf(AFTER_T1, 'rebels-1').ships.map((s) => s.upgrades.map((u) => [u.uid, u.cardId, u.equipped]))).toEqual([
        [
          ['rebels-1-s1-u1', 'weapons-team-gunnery-team', true],
          ['rebels-1-a1', 'offensive-retrofit-boosted-comms', true],
        ],
        [['rebels-1-s2-u1', 'ion-cannons-leading-shots', true]],
        [
          ['rebels-1-s3-u1', 'fleet-support-comms-net', true],
          ['rebels-1-a2', 'offensive-retrofit-disposable-capacitors', true],
        ],
      ])
      expect(
        fleetOf(AFTER_T1, 'rebels-3')
          .squadrons.slice(-2)
          .map((q) => [q.uid, q.cardId]),
      ).toEqual([
        ['rebels-3-a1', 'squadron-a-wing-squadron'],
        ['rebels-3-a2', 'squadron-a-wing-squadron'],
      ])
    })
  })

  describe('turn 2', () => {
    const battles = last(T2.strategy)

    it('gives the Empire initiative, fields the fourth fleet, spends a Skilled Spacers token (R-STRAT-INIT, R-STRAT-FLEET, R-STRAT-SPACERS)', () => {
      expect(battles.phase).toBe('battle')
      expect(
        battles.turnState!.battles.map((b) => [
          b.id,
          b.systemId,
          b.assaulter.fleetId,
          b.assaulter.fleetValue,
          b.assaulter.conditionsGained,
          b.defender?.fleetId,
          b.defender?.fleetValue,
          b.defender?.conditionsGained,
        ]),
      ).toEqual([
        ['a1-t2-b1', 'mon-cala', 'empire-1', 203, [], 'rebels-1', 207, []],
        ['a1-t2-b2', 'bespin', 'rebels-2', 206, [], 'empire-2', 206, ['low-fuel']],
        ['a1-t2-b3', 'atollon', 'fourth-empire', 200, [], 'rebels-3', 217, []],
      ])
      expect(battles.turnState!.spacers).toEqual({ rebels: ['rebels-3'] })
      expect(battles.teams.rebels.tokens['skilled-spacers']).toBe(1)
    })

    it('applies the results and the battle effects (R-XP, R-EFFECT)', () => {
      const management = last(T2.battles)
      expect(management.turnState!.battles.map((b) => (b.result.status === 'applied' ? [b.result.winner, b.result.xp] : null))).toEqual([
        ['empire', { assaulter: 1, defender: 2 }],
        ['empire', { assaulter: 2, defender: 1 }],
        ['rebels', { assaulter: 2, defender: 2 }],
      ])
      expect(management.turnState!.management!.effects.map((e) => [e.systemId, e.team, e.kind, e.cp])).toEqual([
        ['mon-cala', 'empire', 'took-presence', 1],
        ['bespin', 'empire', 'took-unoccupied', 1],
        ['atollon', 'rebels', 'took-unoccupied', 1],
      ])
    })

    it('counts Bespin, placed then built, once among the tokens (R-TOKEN-GAIN)', () => {
      const tokens = T2.management.find((p) => p.after.turnState?.management?.step === 'rewards')!.after
      expect(tokens.turnState!.management!.tokensGained).toEqual({
        empire: { resources: 4, spynet: 1, 'repair-yards': 1 },
        rebels: { resources: 1, 'skilled-spacers': 1, destiny: 1 },
      })
    })

    it('leaves the map, the CP, the tokens and the reserve as worked by hand (R-EFFECT, R-BASE-BUILD, R-TOKEN-GAIN, R-REWARD 5)', () => {
      expect([AFTER_T2.phase, AFTER_T2.act, AFTER_T2.turn]).toEqual(['strategy', 1, 3])
      expect(AFTER_T2.control).toEqual({
        ...STARTED.control,
        'mon-cala': presence('empire'),
        sullust: presence('empire'),
        'concord-dawn': presence('rebels'),
        bespin: builtBase('empire', 'ion-cannon'),
        atollon: presence('rebels'),
      })
      expect(AFTER_T2.teams.empire.cpByAct).toEqual([3, 0, 0])
      expect(AFTER_T2.teams.rebels.cpByAct).toEqual([3, 0, 0])
      // Empire: Resources 3 − 2 (Bespin) + 4 = 5, Spynet 2, Repair Yards 1 − 1 (fourth-empire's Raider).
      expect(AFTER_T2.teams.empire.tokens).toEqual({ ...NO_TOKENS, resources: 5, spynet: 2 })
      // Rebels: Skilled Spacers 2 − 1 + 1 = 2, Destiny 1 − 1 (Paragon), Resources 1 + 1 = 2.
      expect(AFTER_T2.teams.rebels.tokens).toEqual({ ...NO_TOKENS, resources: 2, 'skilled-spacers': 2 })
      expect(AFTER_T2.teams.empire.reserve).toEqual({ title: 0, officer: 4, squadrons: 0, 'support-team': 0 })
      expect(AFTER_T2.teams.rebels.reserve).toEqual({ 'offensive-retrofit': 3, ordnance: 1, squadrons: 2, title: 0, 'weapons-team': 3, turbolasers: 2 })
      expect(AFTER_T2.playedCampaignObjectives).toEqual({ 'mon-cala': ['recruit-allies'], bespin: ['steal-supplies'] })
    })

    it('leaves every commander and fleet as worked by hand (R-XP, R-XP-SPEND, R-SCAR, R-VET-2, R-REFIT, R-FOURTH)', () => {
      expect(summaries(AFTER_T2)).toEqual({
        // XP 2 + 1 − 3 (Master Gunner I).
        'empire-1': {
          xp: 0,
          abilities: ['repair-expert', 'master-gunner-1'],
          scarred: [],
          veteran: ['empire-1-s1', 'empire-1-s2'],
          conditions: [],
          value: 203,
        },
        // XP 0 + 1. Warlord, Insidious: 206 + 11.
        'empire-2': {
          xp: 1,
          abilities: ['master-gunner-1', 'concealment-1'],
          scarred: [],
          veteran: ['empire-2-s1', 'empire-2-q3'],
          conditions: [],
          value: 217,
        },
        'empire-3': { xp: 2, abilities: ['master-navigator-1'], scarred: [], veteran: [], conditions: [], value: 215 },
        // XP 1 + 2 − 3 (Master Coordinator I); no rest this turn; its TIE Bomber's scar went by itself at refit (R-REFIT 1).
        'fourth-empire': {
          xp: 0,
          abilities: ['rapid-deployment', 'master-coordinator-1'],
          scarred: [],
          veteran: ['fourth-empire-s1'],
          conditions: [],
          value: 205,
        },
        // XP 1 + 2. Paragon: 207 + 5.
        'rebels-1': { xp: 3, abilities: ['repair-expert'], scarred: [], veteran: ['rebels-1-s1', 'rebels-1-q1'], conditions: [], value: 212 },
        'rebels-2': { xp: 2, abilities: ['master-gunner-1', 'rockhopper-1'], scarred: [], veteran: ['rebels-2-s3'], conditions: [], value: 208 },
        // XP 1 + 2 − 2 (Ready Defender). Two veterans (Skilled Spacers). H9: 217 + 8.
        'rebels-3': {
          xp: 1,
          abilities: ['master-navigator-1', 'ready-defender'],
          scarred: [],
          veteran: ['rebels-3-s1', 'rebels-3-s2', 'rebels-3-a1'],
          conditions: [],
          value: 225,
        },
        // XP 1 + 1 (in reserve again).
        'fourth-rebels': { xp: 2, abilities: ['rapid-deployment'], scarred: [], veteran: [], conditions: [], value: 213 },
      })
    })
  })

  describe('turn 3', () => {
    const battles = last(T3.strategy)

    it('gives the Rebels initiative on a tie and fields their fourth fleet in defence (R-STRAT-INIT, R-STRAT-FLEET, R-STRAT-COND)', () => {
      expect(
        battles.turnState!.battles.map((b) => [
          b.id,
          b.systemId,
          b.assaulter.fleetId,
          b.assaulter.fleetValue,
          b.assaulter.conditionsGained,
          b.defender?.fleetId,
          b.defender?.fleetValue,
          b.defender?.conditionsGained,
        ]),
      ).toEqual([
        ['a1-t3-b1', 'sullust', 'rebels-1', 212, [], 'empire-2', 217, ['low-fuel']],
        ['a1-t3-b2', 'concord-dawn', 'empire-3', 215, [], 'fourth-rebels', 213, []],
        ['a1-t3-b3', 'tatooine', 'rebels-3', 225, [], 'empire-1', 203, ['low-fuel']],
      ])
    })

    it('applies the results and the battle effects (R-XP, R-EFFECT)', () => {
      const management = last(T3.battles)
      expect(management.turnState!.battles.map((b) => (b.result.status === 'applied' ? [b.result.winner, b.result.xp] : null))).toEqual([
        ['rebels', { assaulter: 2, defender: 2 }],
        ['empire', { assaulter: 1, defender: 2 }],
        ['rebels', { assaulter: 2, defender: 3 }],
      ])
      expect(management.turnState!.management!.effects.map((e) => [e.systemId, e.team, e.kind, e.cp])).toEqual([
        ['sullust', 'rebels', 'took-presence', 1],
        ['concord-dawn', 'empire', 'took-presence', 1],
        ['tatooine', 'rebels', 'took-unoccupied', 1],
      ])
    })

    it('gives the Empire its tokens at once, Concord Dawn placed then built counted once (R-TOKEN-GAIN)', () => {
      const tokens = T3.management.find((p) => p.after.turnState?.management?.step === 'tokens')!.after
      expect(tokens.turnState!.management!.tokensDone).toEqual(['empire'])
      const rewards = T3.management.find((p) => p.after.turnState?.management?.step === 'rewards')!.after
      expect(rewards.turnState!.management!.tokensGained).toEqual({
        empire: { resources: 4, spynet: 1, 'skilled-spacers': 1 },
        rebels: { resources: 2, diplomats: 1, destiny: 2 },
      })
    })

    it('ends act I: the Rebels scored 5 CP in it, the pivotal battle comes next (R-ACT-END)', () => {
      // Rebels 3 + 2 = 5 ≥ 5; Empire 3 + 1 = 4.
      expect(FINAL.teams.rebels.cpByAct).toEqual([5, 0, 0])
      expect(FINAL.teams.empire.cpByAct).toEqual([4, 0, 0])
      expect(actEnders(FINAL)).toEqual(['rebels'])
      expect([FINAL.phase, FINAL.act, FINAL.turn]).toEqual(['pivotal', 1, 3])
    })

    it('leaves the map, the tokens and the reserve as worked by hand (R-EFFECT, R-BASE-BUILD, R-TOKEN-GAIN, R-REWARD 5)', () => {
      expect(FINAL.control).toEqual({
        ...STARTED.control,
        'mon-cala': presence('empire'),
        sullust: presence('rebels'),
        'concord-dawn': builtBase('empire', 'fighter-wing'),
        bespin: builtBase('empire', 'ion-cannon'),
        atollon: builtBase('rebels', 'armed-station'),
        tatooine: presence('rebels'),
      })
      // Empire: Resources 5 − 2 (Concord Dawn) + 4 − 1 (empire-1's Low Fuel) = 6, Spynet 3, Skilled Spacers 1.
      expect(FINAL.teams.empire.tokens).toEqual({ ...NO_TOKENS, resources: 6, spynet: 3, 'skilled-spacers': 1 })
      // Rebels: Resources 2 − 2 (Atollon) + 2 = 2, Skilled Spacers 2, Diplomats 1, Destiny 2.
      expect(FINAL.teams.rebels.tokens).toEqual({ ...NO_TOKENS, resources: 2, 'skilled-spacers': 2, diplomats: 1, destiny: 2 })
      expect(FINAL.teams.empire.reserve).toEqual({ title: 0, officer: 9, squadrons: 0, 'support-team': 0 })
      expect(FINAL.teams.rebels.reserve).toEqual({
        'offensive-retrofit': 5,
        ordnance: 1,
        squadrons: 6,
        title: 0,
        'weapons-team': 3,
        turbolasers: 2,
        officer: 6,
      })
      expect(FINAL.playedCampaignObjectives).toEqual({ 'mon-cala': ['recruit-allies'], bespin: ['steal-supplies'], 'concord-dawn': ['hired-scum'] })
    })

    it('leaves every commander and fleet as worked by hand (R-XP, R-XP-SPEND, R-SCAR, R-VET-2, R-REFIT, R-FOURTH)', () => {
      expect(summaries(FINAL)).toEqual({
        // XP 0 + 3. Two TIE Fighters: 203 + 16.
        'empire-1': {
          xp: 3,
          abilities: ['repair-expert', 'master-gunner-1'],
          scarred: [],
          veteran: ['empire-1-s1', 'empire-1-s2'],
          conditions: [],
          value: 219,
        },
        // XP 1 + 2. Low Fuel kept. Intel Officer unequipped, counted: 217 + 7.
        'empire-2': {
          xp: 3,
          abilities: ['master-gunner-1', 'concealment-1'],
          scarred: [],
          veteran: ['empire-2-s1', 'empire-2-q3', 'empire-2-q6'],
          conditions: ['low-fuel'],
          value: 224,
        },
        // XP 2 + 1 − 2 (Rockhopper I). Howlrunner + TIE: 215 + 24.
        'empire-3': { xp: 1, abilities: ['master-navigator-1', 'rockhopper-1'], scarred: [], veteran: ['empire-3-s2'], conditions: [], value: 239 },
        // In reserve: its scar discarded, XP 0 + 1, Defense Liaison from Felucia's winner reward: 205 + 3.
        'fourth-empire': {
          xp: 1,
          abilities: ['rapid-deployment', 'master-coordinator-1'],
          scarred: [],
          veteran: ['fourth-empire-s1'],
          conditions: [],
          value: 208,
        },
        // XP 3 + 2 − 3 (Master Navigator I). 212 + 4.
        'rebels-1': {
          xp: 2,
          abilities: ['repair-expert', 'master-navigator-1'],
          scarred: [],
          veteran: ['rebels-1-s1', 'rebels-1-q1', 'rebels-1-q3'],
          conditions: [],
          value: 216,
        },
        'rebels-2': { xp: 2, abilities: ['master-gunner-1', 'rockhopper-1'], scarred: [], veteran: ['rebels-2-s3'], conditions: [], value: 208 },
        // XP 1 + 2. 225 + 8.
        'rebels-3': {
          xp: 3,
          abilities: ['master-navigator-1', 'ready-defender'],
          scarred: [],
          veteran: ['rebels-3-s1', 'rebels-3-s2', 'rebels-3-s3', 'rebels-3-a1'],
          conditions: [],
          value: 233,
        },
        // XP 2 + 2 − 4 (Fighter Group Leader). Green Squadron: 213 + 12.
        'fourth-rebels': {
          xp: 0,
          abilities: ['rapid-deployment', 'fighter-group-leader'],
          scarred: [],
          veteran: ['fourth-rebels-s1'],
          conditions: [],
          value: 225,
        },
      })
    })

    it('keeps the unequipped Intel Officer owned (R-REFIT 7)', () => {
      const intel = fleetOf(FINAL, 'empire-2')
        .ships.flatMap((s) => s.upgrades)
        .find((u) => u.cardId === 'officer-intel-officer')
      expect(intel).toEqual({ uid: 'empire-2-a5', cardId: 'officer-intel-officer', equipped: false })
    })
  })
})

describe('R-HIST the three turns replayed', () => {
  it('gives back the final state from the history and its actors (R-HIST)', () => {
    const replayed = replay(HISTORY, ACTORS)
    expect(replayed.failedAt).toBeUndefined()
    expect(replayed.ok && replayed.state).toEqual(FINAL)
  })

  it('survives a JSON round trip of the history (R-HIST)', () => {
    const history = JSON.parse(JSON.stringify(HISTORY)) as AnyCommand[]
    const actors = JSON.parse(JSON.stringify(ACTORS)) as Actor[]
    expect(unwrap(replay(history, actors))).toEqual(FINAL)
  })
})

// ---------------------------------------------------------------------------------------------------------
// A turn under official-2019: the same setup (startedOfficialCampaign(3)), the systems' official rewards.

describe('a turn under official-2019 pays the official rewards (R-REWARD 1, R-REWARD 5, R-FOURTH)', () => {
  const WIN = result({ score: 200 }, { score: 100 })
  // Rebels first (0-0): rebels-1 wins Lothal (official squadrons 30/15, Green Knight 24/16); empire-2 wins
  // Tatooine (official offensive retrofit 10/4, Green Knight 10/5); rebels-3 wins Smuggler's Run (official
  // squadrons 24/12, Green Knight 18/12).
  const PLANS: BattlePlan[] = [
    { system: 'lothal', assaulter: { playerId: 'rebels-1' }, defender: { playerId: 'empire-1' }, result: WIN },
    { system: 'tatooine', assaulter: { playerId: 'empire-2' }, defender: { playerId: 'rebels-2' }, result: WIN },
    { system: 'smugglers-run', assaulter: { playerId: 'rebels-3' }, defender: { playerId: 'empire-3' }, result: WIN },
  ]
  const REWARDS = finishUntil(played(startedOfficialCampaign(3), PLANS), 'rewards', { rebels: { ryloth: 'skilled-spacers' } })
  const take = (
    fleetId: string,
    systemId: SystemId,
    rewardType: Extract<CampaignCommand, { type: 'take-reward' }>['rewardType'],
    cards: string[],
    decline = false,
  ): CampaignCommand => ({
    type: 'take-reward',
    fleetId,
    decline,
    systemId,
    rewardType,
    cards,
    useDestiny: false,
  })

  it('offers each fleet the official value of its battle’s system, winner and loser (R-REWARD 1)', () => {
    const first = (fleetId: string) => rewardChoicesFor(REWARDS, fleetId)[0]
    expect(first('rebels-1')).toEqual({ fleetId: 'rebels-1', systemId: 'lothal', type: 'squadrons', points: 30 })
    expect(first('empire-1')).toEqual({ fleetId: 'empire-1', systemId: 'lothal', type: 'squadrons', points: 15 })
    expect(first('empire-2')).toEqual({ fleetId: 'empire-2', systemId: 'tatooine', type: 'offensive-retrofit', points: 10 })
    expect(first('rebels-2')).toEqual({ fleetId: 'rebels-2', systemId: 'tatooine', type: 'offensive-retrofit', points: 4 })
    expect(first('rebels-3')).toEqual({ fleetId: 'rebels-3', systemId: 'smugglers-run', type: 'squadrons', points: 24 })
    expect(first('empire-3')).toEqual({ fleetId: 'empire-3', systemId: 'smugglers-run', type: 'squadrons', points: 12 })
    // The resting Rebel fourth fleet: Hoth's Ion Cannons only (no Fleet Command in the official map), Ryloth,
    // Yavin, at the winner's value (R-FOURTH).
    expect(rewardChoicesFor(REWARDS, 'fourth-rebels').map((c) => [c.systemId, c.type, c.points])).toEqual([
      ['hoth', 'ion-cannons', 10],
      ['ryloth', 'weapons-team', 10],
      ['yavin', 'support-team', 10],
      ['yavin', 'ordnance', 14],
    ])
  })

  it('sends what is left of the official values to the Fleet Reserve, and the bought cards join when the organizer ends the turn (R-REWARD 5, R-REFIT 4)', () => {
    const taken = organizerApplies(
      REWARDS,
      // Two X-wings 26 of 30: 4. A TIE Fighter 8 of 15: 7.
      take('rebels-1', 'lothal', 'squadrons', ['squadron-x-wing-squadron', 'squadron-x-wing-squadron']),
      take('empire-1', 'lothal', 'squadrons', ['squadron-tie-fighter-squadron']),
      // Boosted Comms 4 of 10: 6. Disposable Capacitors 3 of 4: 1.
      take('empire-2', 'tatooine', 'offensive-retrofit', ['offensive-retrofit-boosted-comms']),
      take('rebels-2', 'tatooine', 'offensive-retrofit', ['offensive-retrofit-disposable-capacitors']),
      // Two A-wings 22 of 24: 2 (4 + 2 = 6). A TIE Fighter 8 of 12: 4 (7 + 4 = 11).
      take('rebels-3', 'smugglers-run', 'squadrons', ['squadron-a-wing-squadron', 'squadron-a-wing-squadron']),
      take('empire-3', 'smugglers-run', 'squadrons', ['squadron-tie-fighter-squadron']),
    )
    expect(taken.teams.rebels.reserve).toEqual({ squadrons: 6, 'offensive-retrofit': 1 })
    expect(taken.teams.empire.reserve).toEqual({ squadrons: 11, 'offensive-retrofit': 6 })
    // The step waits for both resting fourth fleets (R-FOURTH); they decline.
    expect(owedInStep(taken).fleets).toEqual(['fourth-empire', 'fourth-rebels'])
    const declined = organizerApplies(taken, take('fourth-empire', 'dantooine', 'squadrons', [], true), take('fourth-rebels', 'hoth', 'squadrons', [], true))
    let state = declined
    for (const fleetId of ALL_FLEETS) state = unwrap(applyCommand(state, { type: 'finish-experience', fleetId }, ORGANIZER))
    const next = unwrap(applyCommand(state, { type: 'force-step', reason: 'End of the evening' }, ORGANIZER))
    expect([next.phase, next.turn]).toEqual(['strategy', 2])
    // rebels-1: 200 + 26; rebels-3: 195 + 22; empire-1, empire-3: + 8; empire-2: 200 + 4 unequipped; rebels-2: 200 + 3.
    expect(ALL_FLEETS.map((id) => [id, fleetValue(fleetOf(next, id))])).toEqual([
      ['empire-1', 208],
      ['empire-2', 204],
      ['empire-3', 207],
      ['rebels-1', 226],
      ['rebels-2', 203],
      ['rebels-3', 217],
      ['fourth-empire', 200],
      ['fourth-rebels', 200],
    ])
  })
})
