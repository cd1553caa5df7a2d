// The commands of three whole turns of act I (three-turns.scenario.test.ts), from creation to the end of the
// act, each by the actor the app would take it from, and the states they lead to. The values they give are
// worked by hand in the scenario's comments.
import type { SystemId } from '@/lib/data/map'
import type { TokenId } from '@/lib/data/tokens'
import { result } from '../../battle/testing'
import type { AnyCommand, CampaignCommand, RefitCommand } from '../../commands'
import { createCampaign } from '../../create-campaign'
import { applyCommand } from '../../engine'
import { legalFleetCommands } from '../../fleets/testing/fleet-builders'
import { mayIssue } from '../../permissions'
import type { Actor, BaseDefenseId, CampaignState, TeamId } from '../../state'
import { createCommand, defenseCommand, placementCommands, unwrap } from '../../testing/builders'
import type { BattleResult } from '../../turn/turn-state'

export const ORGANIZER: Actor = { role: 'organizer' }
export const player = (playerId: string): Actor => ({ role: 'player', playerId })
export const GA: Record<TeamId, Actor> = { empire: player('empire-1'), rebels: player('rebels-1') }

export type Step = [CampaignCommand, Actor]

// ---------------------------------------------------------------------------------------------------------
// Command helpers: each returns the command with its actor.

/** A fleet's editor: its player, or for a fourth fleet the team's Grand Admiral. */
export const editorOf = (fleetId: string): Actor => (fleetId === 'fourth-empire' ? GA.empire : fleetId === 'fourth-rebels' ? GA.rebels : player(fleetId))

export const declare = (playerId: string, systemId: SystemId, fleetId = playerId): Step => [
  { type: 'declare-assault', playerId, systemId, fleetId },
  player(playerId),
]
export const defend = (battleId: string, playerId: string, fleetId: string, actor: Actor): Step => [
  { type: 'name-defender', battleId, playerId, fleetId },
  actor,
]
export const objective = (battleId: string, objectiveId: string, actor: Actor): Step => [{ type: 'choose-objective', battleId, objectiveId }, actor]
export const enter = (battleId: string, r: BattleResult, actor: Actor): Step => [{ type: 'enter-result', battleId, result: r }, actor]
export const confirm = (battleId: string, actor: Actor): Step => [{ type: 'confirm-result', battleId }, actor]
export const veterans = (battleId: string, fleetId: string, uids: string[], actor: Actor): Step => [{ type: 'choose-veterans', battleId, fleetId, uids }, actor]
export const spacers = (team: TeamId, fleetIds: string[]): Step => [{ type: 'spend-spacers', team, fleetIds }, GA[team]]
export const build = (team: TeamId, systemId: SystemId, defense: BaseDefenseId): Step => [{ type: 'build-base', team, systemId, defense }, GA[team]]
export const finishBases = (team: TeamId): Step => [{ type: 'finish-bases', team }, GA[team]]
export const tokens = (team: TeamId, choices: Partial<Record<SystemId, TokenId>>): Step => [{ type: 'gain-tokens', team, choices }, GA[team]]
export const reward = (
  fleetId: string,
  systemId: SystemId,
  rewardType: Extract<CampaignCommand, { type: 'take-reward' }>['rewardType'],
  cards: string[],
  actor: Actor,
  useDestiny = false,
): Step => [{ type: 'take-reward', fleetId, decline: false, systemId, rewardType, cards, useDestiny }, actor]
export const decline = (fleetId: string, systemId: SystemId, actor: Actor): Step => [
  { type: 'take-reward', fleetId, decline: true, systemId, rewardType: 'title', cards: [], useDestiny: false },
  actor,
]
export const buy = (fleetId: string, abilityId: string): Step => [
  { type: 'buy-ability', fleetId, abilityId },
  fleetId.startsWith('fourth-') ? editorOf(fleetId) : player(fleetId),
]
export const finishXp = (fleetId: string): Step => [{ type: 'finish-experience', fleetId }, fleetId.startsWith('fourth-') ? editorOf(fleetId) : player(fleetId)]
export const refit = (fleetId: string, op: RefitCommand['op'], actor = editorOf(fleetId)): Step => [{ type: 'refit', fleetId, op }, actor]
export const finishRefit = (fleetId: string, actor = editorOf(fleetId)): Step => [{ type: 'finish-refit', fleetId }, actor]
export const addCard = (fleetId: string, shipUid: string | null): Step => refit(fleetId, { op: 'add-card', index: 0, shipUid })
export const healBase = (fleetId: string, uid: string): Step => refit(fleetId, { op: 'remove-scar', uid, using: 'base' })

export const PLAYER_FLEETS = ['empire-1', 'empire-2', 'empire-3', 'rebels-1', 'rebels-2', 'rebels-3'] as const
export const ALL_FLEETS = [...PLAYER_FLEETS, 'fourth-empire', 'fourth-rebels'] as const

// ---------------------------------------------------------------------------------------------------------
// Setup: the commands of campaignReadyToStart, by the players who would issue them, then the start.

export const SETUP: Step[] = [
  ...placementCommands().map((c): Step => [c, player(c.playerId)]),
  [defenseCommand('empire'), GA.empire],
  [defenseCommand('rebels'), GA.rebels],
  ...legalFleetCommands().map((c): Step => [c, editorOf('fleetId' in c ? c.fleetId : '')]),
  [{ type: 'start-campaign' }, ORGANIZER],
]

// ---------------------------------------------------------------------------------------------------------
// Turn 1. CP 0-0: the Rebels have initiative (R-STRAT-INIT). No team holds a token: no Diplomats, no
// Skilled Spacers step.

export const T1_STRATEGY: Step[] = [
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
export const T1_B1 = result(
  { score: 180, destroyed: ['rebels-1-q2'], eligibleVeterans: ['rebels-1-s1'] },
  { score: 90, destroyed: ['empire-1-s2', 'empire-1-q1'], eligibleVeterans: ['empire-1-s1'] },
)
// t1-b2 empire-2 (200) 220 – rebels-2 (200) 100: Empire wins, MOV 120: empire-2 1 + 1 = 2; rebels-2 1 + 1 = 2.
export const T1_B2 = result(
  { score: 220, destroyed: ['empire-2-q1'], eligibleVeterans: ['empire-2-s1', 'empire-2-q2'] },
  { score: 100, destroyed: ['rebels-2-s2', 'rebels-2-q1'], eligibleVeterans: ['rebels-2-s3'] },
)
// t1-b3 rebels-3 (195) 150 – empire-3 (199) 60: Rebels win, MOV 90. rebels-3 1 (199 − 195 = 4: no full 20);
// empire-3 1 + 1 = 2.
export const T1_B3 = result({ score: 150, destroyed: ['rebels-3-q1'], eligibleVeterans: ['rebels-3-s1'] }, { score: 60, destroyed: ['empire-3-s3'] })

export const T1_BATTLES: Step[] = [
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

export const T1_MANAGEMENT: Step[] = [
  // Step 1 (R-EFFECT applied on entry: three unoccupied systems, +1 CP each: Rebels 2, Empire 1). No team
  // holds 2 Resources: no base can be built, and the step finishes by itself (R-BASE-BUILD).
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
  // Nothing else is affordable for them afterwards, nor for rebels-1 and rebels-3 (1 XP each), nor for the fourth
  // fleets (0 XP): their step finishes by itself. empire-1 and empire-3 (2 XP each) could buy and say they are done.
  buy('empire-2', 'concealment-1'),
  buy('rebels-2', 'rockhopper-1'),
  finishXp('empire-1'),
  finishXp('empire-3'),
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

export const T2_STRATEGY: Step[] = [
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
export const T2_B1 = result(
  { score: 160, destroyed: ['empire-1-q2'], eligibleVeterans: ['empire-1-s2'] },
  { score: 150, destroyed: ['rebels-1-s2'], eligibleVeterans: ['rebels-1-q1'] },
)
// t2-b2 rebels-2 (206) 120 – empire-2 (206) 200: Empire (defender) wins, MOV 80. empire-2 1; rebels-2 1 + 1 = 2.
export const T2_B2 = result(
  { score: 120, destroyed: ['rebels-2-s1', 'rebels-2-q2'] },
  { score: 200, destroyed: ['empire-2-s2'], eligibleVeterans: ['empire-2-q3'] },
)
// t2-b3 fourth-empire (200) 100 – rebels-3 (217) 230: Rebels win, MOV 130. rebels-3 1 + 1 = 2; fourth-empire
// 1 + 1 (loser) + 0 (217 − 200 = 17: no full 20) = 2.
export const T2_B3 = result(
  { score: 100, destroyed: ['fourth-empire-s2', 'fourth-empire-q1'], eligibleVeterans: ['fourth-empire-s1'] },
  { score: 230, destroyed: ['rebels-3-s3'], eligibleVeterans: ['rebels-3-s2', 'rebels-3-a1'] },
)

export const T2_BATTLES: Step[] = [
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

export const T2_MANAGEMENT: Step[] = [
  // Step 1: Empire +2 (Mon Cala taken from the Rebels, Bespin), Rebels +1 (Atollon). The Empire builds a base
  // on Bespin for 2 Resources (3 − 2 = 1); its bases hold one of each objective, any may be chosen.
  // That is its one base this turn (three bases at the start), and the Rebels hold 1 Resources: both teams have
  // nothing left to decide and the step finishes by itself (R-BASE-BUILD 2).
  build('empire', 'bespin', 'ion-cannon'),
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
  // Those three can afford nothing more, nor can empire-2 and fourth-rebels: their step finishes by itself.
  buy('empire-1', 'master-gunner-1'),
  buy('rebels-3', 'ready-defender'),
  buy('fourth-empire', 'master-coordinator-1'),
  finishXp('empire-3'),
  finishXp('rebels-1'),
  finishXp('rebels-2'),
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

export const T3_STRATEGY: Step[] = [
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
export const T3_B1 = result(
  { score: 190, destroyed: ['rebels-1-s3'], eligibleVeterans: ['rebels-1-q3'] },
  { score: 80, destroyed: ['empire-2-q4', 'empire-2-q5'], eligibleVeterans: ['empire-2-q6'] },
)
// t3-b2 empire-3 (215) 200 – fourth-rebels (213) 150: Empire wins, MOV 50. empire-3 1; fourth-rebels 1 + 1 +
// 0 (2 FP lower) = 2.
export const T3_B2 = result(
  { score: 200, destroyed: ['empire-3-q1'], eligibleVeterans: ['empire-3-s2'] },
  { score: 150, destroyed: ['fourth-rebels-s3', 'fourth-rebels-q1'], eligibleVeterans: ['fourth-rebels-s1'] },
)
// t3-b3 rebels-3 (225) 170 – empire-1 (203) 60: Rebels win, MOV 110. rebels-3 1 + 1 = 2; empire-1 1 + 1 + 1
// (225 − 203 = 22: one full 20) = 3, the cap.
export const T3_B3 = result({ score: 170, eligibleVeterans: ['rebels-3-s3'] }, { score: 60, destroyed: ['empire-1-s3'] })

export const T3_BATTLES: Step[] = [
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

export const T3_MANAGEMENT: Step[] = [
  // Step 1: Rebels +2 (Sullust taken, Tatooine): 5; Empire +1 (Concord Dawn taken): 4.
  // The Rebels build on Atollon (their presence since turn 2) for 2 Resources (2 − 2 = 0).
  build('rebels', 'atollon', 'armed-station'),
  // The Empire on Concord Dawn (3 − 2 = 1); its bases: Ion Cannon 2 (Dantooine, Bespin), Armed Station 1,
  // Fighter Wing 1: Armed Station or Fighter Wing.
  build('empire', 'concord-dawn', 'fighter-wing'),
  // Each has built its one base this turn: the step finishes by itself (R-BASE-BUILD 2).
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
  // empire-3 and fourth-rebels can then afford nothing more, nor can fourth-empire: their step finishes by itself.
  buy('rebels-1', 'master-navigator-1'),
  buy('empire-3', 'rockhopper-1'),
  buy('fourth-rebels', 'fighter-group-leader'),
  ...(['empire-1', 'empire-2', 'rebels-1', 'rebels-2', 'rebels-3'] as const).map((id) => finishXp(id)),
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

export interface Played {
  command: CampaignCommand
  actor: Actor
  allowed: boolean
  after: CampaignState
}

export function play(start: CampaignState, steps: readonly Step[]): Played[] {
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

export const last = (steps: Played[]) => steps.at(-1)!.after

export const CREATE = createCommand()
export const SETUP_PLAYED = play(unwrap(createCampaign(CREATE)), SETUP)
export const STARTED = last(SETUP_PLAYED)
export const T1 = {
  strategy: play(STARTED, T1_STRATEGY),
  battles: [] as Played[],
  management: [] as Played[],
}
T1.battles = play(last(T1.strategy), T1_BATTLES)
T1.management = play(last(T1.battles), T1_MANAGEMENT)
export const AFTER_T1 = last(T1.management)
export const T2 = { strategy: play(AFTER_T1, T2_STRATEGY), battles: [] as Played[], management: [] as Played[] }
T2.battles = play(last(T2.strategy), T2_BATTLES)
T2.management = play(last(T2.battles), T2_MANAGEMENT)
export const AFTER_T2 = last(T2.management)
export const T3 = { strategy: play(AFTER_T2, T3_STRATEGY), battles: [] as Played[], management: [] as Played[] }
T3.battles = play(last(T3.strategy), T3_BATTLES)
T3.management = play(last(T3.battles), T3_MANAGEMENT)
export const FINAL = last(T3.management)

export const ALL = [...SETUP_PLAYED, ...[T1, T2, T3].flatMap((t) => [...t.strategy, ...t.battles, ...t.management])]
export const HISTORY: AnyCommand[] = [CREATE, ...ALL.map((s) => s.command)]
export const ACTORS: Actor[] = [ORGANIZER, ...ALL.map((s) => s.actor)]
