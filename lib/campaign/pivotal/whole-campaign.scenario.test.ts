// A whole campaign through the engine, from creation to its end (R-END): setup, two turns per act, each act
// ending into its pivotal battle (R-ACT-END), the three pivotal objectives played once each (Demonstration of
// Force, Conquest, Evacuation: R-PIVOT-OBJ), then the final standings. Every command is issued by the actor
// the app would take it from (checked with mayIssue) and recorded; the history is replayed at the end (R-HIST).
//
// The management phases are closed the quick way (testing/pivotal-builders.ts): no base built, tokens taken
// (the first option unless said), rewards declined, XP and refit finished. Every battle of a turn is won
// 150–100 (no MOV XP) with nothing destroyed, so fleet values only change by the pivotal upgrade and the
// Demonstration of Force reward empire-2 takes (+5).
//
// Setup (fleet-builders.ts): Empire bases Dantooine (I, Ion Cannon), Felucia (II, Armed Station, victory
// bonus 1), Kessel (III, Fighter Wing, 2); Rebels Hoth (V, Ion Cannon), Ryloth (IV, Armed Station, 2), Yavin
// (II, Fighter Wing, 0, placed by rebels-3). Player fleets 200, 200, 199 (Empire) and 200, 200, 195 (Rebels:
// rebels-3's s2 is a CR90 B, 39 FP). Commanders: x-1 Repair Expert, x-2 Master Gunner I, x-3 Master Navigator
// I, fourth fleets Rapid Deployment, 0 XP. Grand Admirals empire-1, rebels-1.
//
// Campaign points, by hand (R-EFFECT: +1 for an unoccupied system or an enemy presence, +1 + victory bonus for
// an enemy base, +2 for a base defended):
//
//            turn 1                          turn 2                            act   pivotal
// act I      R Mon Cala, E Sullust,          R Tatooine, Atollon, Lothal       E 1   DoF zone IV, Empire wins:
//            R Concord Dawn: E 1, R 2        (all three): E 1, R 5 (ends)      R 5   2 + Tatooine 0 + Utapau 1 = 3 (E)
// act II     E Ryloth base (1 + 2 = 3),      E Dagobah, R Raxus Prime,         E 5   Conquest of Kessel, the Empire
//            R Bespin, E Mustafar: E 4, R 1  R Rodia: E 5 (ends), R 3          R 3   defends: 1 (E)
// act III    E Felucia defended (2), E Ord   E Endor, R Saleucami,             E 5   Evacuation of Yavin, the Rebels
//            Mantell, E Geonosis: E 4, R 0   R Montross: E 5 (ends), R 2       R 2   move it to Mon Cala: 2 + 2 = 4 (R)
//
// Totals: Empire 1 + 5 + 5 + 3 + 1 = 15, Rebels 5 + 3 + 2 + 4 = 14: the Empire wins by 1.
import { describe, expect, it } from 'vitest'
import type { AnyCommand } from '../commands'
import { replay } from '../engine'
import { fleetValue } from '../fleets/fleet-value'
import { fleetOf } from '../management/testing/management-builders'
import type { Actor, CampaignState, SystemControl, TeamId } from '../state'
import { unwrap } from '../testing/builders'
import { initiative } from '../turn/initiative'
import { chronicleKind, chronicleMarks, chronicleTeams } from '../views/chronicle'
import { campaignEndsAfterPivotal, finalStandings } from './final-standings'
import { pivotalRewardOptions } from './pivotal-rewards'
import { GA } from './testing/pivotal-builders'
import {
  ORGANIZER,
  standings,
  tryIt,
  ACT_I_T1,
  ACT_I_END,
  BEFORE_UPGRADE,
  UPGRADED_I,
  PIVOTAL_I,
  BEFORE_REWARDS_I,
  REWARDED_I,
  BEFORE_RESET_I,
  RESET_I,
  ACT_II_START,
  ACT_II_T1,
  ACT_II_END,
  PIVOTAL_II,
  BEFORE_RESET_II,
  RESET_II,
  ACT_III_START,
  ACT_III_T1,
  ACT_III_END,
  PIVOTAL_III,
  FINAL,
  HISTORY,
  ACTORS,
} from './testing/whole-campaign-script'

const presence = (team: TeamId): SystemControl => ({ kind: 'presence', team })
const xpOf = (s: CampaignState, id: string) => fleetOf(s, id).commander!.xp
const abilitiesOf = (s: CampaignState, id: string) => fleetOf(s, id).commander!.abilities

// ---------------------------------------------------------------------------------------------------------

describe('a whole campaign through the engine (R-ACT-END, R-PIVOT-CHOOSE, R-PIVOT-OBJ, R-PIVOT-UPGRADE, R-PIVOT-AFTER, R-END)', () => {
  describe('act I', () => {
    it('scores the act turn by turn and ends it when the Rebels reach 5 (R-EFFECT, R-ACT-END)', () => {
      expect([ACT_I_T1.phase, ACT_I_T1.act, ACT_I_T1.turn]).toEqual(['strategy', 1, 2])
      expect(standings(ACT_I_T1)).toEqual({ empire: { byAct: [1, 0, 0], pivotal: 0, total: 1 }, rebels: { byAct: [2, 0, 0], pivotal: 0, total: 2 } })
      expect([ACT_I_END.phase, ACT_I_END.act, ACT_I_END.turn]).toEqual(['pivotal', 1, 2])
      expect(standings(ACT_I_END)).toEqual({ empire: { byAct: [1, 0, 0], pivotal: 0, total: 1 }, rebels: { byAct: [5, 0, 0], pivotal: 0, total: 5 } })
    })

    it('gives the choice to the Empire, behind by 4 (R-PIVOT-CHOOSE)', () => {
      expect(ACT_I_END.pivotal).toMatchObject({ step: 'choose', chooser: 'empire' })
    })

    it('upgrades rebels-3 for 1 Resources + 1 Repair Yards of the Rebels (R-PIVOT-UPGRADE)', () => {
      // Rebels' tokens: turn 1 Resources 1, Ryloth Diplomats, Mon Cala Repair Yards, Concord Dawn Skilled Spacers;
      // turn 2 Resources 1, Ryloth Diplomats, Tatooine and Atollon Destiny, Lothal Resources. Declining to mark
      // a zone spends no Diplomats, spending no Skilled Spacers spends none.
      expect(BEFORE_UPGRADE.teams.rebels.tokens).toEqual({
        ally: 0,
        destiny: 2,
        diplomats: 2,
        'repair-yards': 1,
        resources: 3,
        'skilled-spacers': 1,
        spynet: 0,
      })
      expect(UPGRADED_I.teams.rebels.tokens).toMatchObject({ 'repair-yards': 0, resources: 2 })
      expect(fleetOf(UPGRADED_I, 'rebels-3').ships[1]).toMatchObject({ uid: 'rebels-3-s2', cardId: 'mc30c-scout-frigate', scarred: false, veteran: false })
      expect(fleetValue(fleetOf(UPGRADED_I, 'rebels-3'))).toBe(225)
    })

    it('scores the Demonstration of Force for the Empire outside the act, with XP from the team totals (R-PIVOT-AFTER)', () => {
      // 2 + Tatooine 0 + Utapau 1 = 3. Team values: Empire 200 + 200 + 199 = 599, Rebels 200 + 200 + 225 = 625.
      // Empire: 1 + 1 (MOV 400 − 250 = 150) + 1 (26 FP lower) = 3. Rebels: 1 + 1 (loser) = 2.
      expect(PIVOTAL_I.pivotal!.result).toMatchObject({
        status: 'applied',
        winner: 'empire',
        cp: 3,
        xp: { 'empire-1': 3, 'empire-2': 3, 'empire-3': 3, 'rebels-1': 2, 'rebels-2': 2, 'rebels-3': 2 },
      })
      expect(PIVOTAL_I.control.tatooine).toEqual(presence('empire'))
      expect(PIVOTAL_I.control.utapau).toEqual(presence('empire'))
      expect(fleetOf(PIVOTAL_I, 'rebels-2').ships[1]).toMatchObject({ uid: 'rebels-2-s2', scarred: true })
      expect(fleetOf(ACT_II_START, 'empire-2').ships[0]).toMatchObject({ uid: 'empire-2-s1', veteran: true })
    })

    it('gives each Empire player a winner reward of a claimed system, added at the refit that follows (R-PIVOT-AFTER, R-REWARD)', () => {
      expect(pivotalRewardOptions(BEFORE_REWARDS_I, 'empire-3').map((o) => [o.systemId, o.type, o.points])).toEqual([
        ['tatooine', 'offensive-retrofit', 10],
        ['utapau', 'turbolasers', 10],
        ['utapau', 'fleet-support', 8],
      ])
      expect(pivotalRewardOptions(BEFORE_REWARDS_I, 'rebels-1')).toEqual([])
      expect(REWARDED_I.teams.empire.reserve['offensive-retrofit']).toBe((BEFORE_REWARDS_I.teams.empire.reserve['offensive-retrofit'] ?? 0) + 5)
      expect(fleetOf(REWARDED_I, 'empire-2').ships[0]!.upgrades.map((u) => u.cardId)).toEqual([
        'turbolasers-xi7-turbolasers',
        'offensive-retrofit-expanded-hangar-bay',
      ])
      expect(fleetValue(fleetOf(ACT_II_START, 'empire-2'))).toBe(205)
    })

    it("resets empire-1's commander: Concealment I comes back, Repair Expert was free (R-PIVOT-AFTER)", () => {
      // XP: 2 (turn 1) − 2 (Concealment I) + 2 (turn 2) + 3 (pivotal) = 5; the reset gives 2 back: 7.
      expect([xpOf(BEFORE_RESET_I, 'empire-1'), abilitiesOf(BEFORE_RESET_I, 'empire-1')]).toEqual([5, ['repair-expert', 'concealment-1']])
      expect([xpOf(RESET_I, 'empire-1'), abilitiesOf(RESET_I, 'empire-1')]).toEqual([7, []])
      // 7 − 2 (Repair Expert) − 3 (Ion Technician) = 2.
      expect([xpOf(ACT_II_START, 'empire-1'), abilitiesOf(ACT_II_START, 'empire-1')]).toEqual([2, ['repair-expert', 'ion-technician']])
    })

    it('starts act II with the pivotal CP in the totals (R-PIVOT-AFTER, R-STRAT-INIT)', () => {
      expect([ACT_II_START.phase, ACT_II_START.act, ACT_II_START.turn]).toEqual(['strategy', 2, 1])
      expect(standings(ACT_II_START)).toEqual({ empire: { byAct: [1, 0, 0], pivotal: 3, total: 4 }, rebels: { byAct: [5, 0, 0], pivotal: 0, total: 5 } })
      expect(initiative(ACT_II_START).team).toBe('empire')
    })
  })

  describe('act II', () => {
    it('scores a destroyed base at 1 + its victory bonus and ends the act when the Empire reaches 5 (R-EFFECT 3, R-ACT-END)', () => {
      expect(ACT_II_T1.control.ryloth).toEqual(presence('empire'))
      expect(standings(ACT_II_T1)).toEqual({ empire: { byAct: [1, 4, 0], pivotal: 3, total: 8 }, rebels: { byAct: [5, 1, 0], pivotal: 0, total: 6 } })
      expect([ACT_II_END.phase, ACT_II_END.act, ACT_II_END.turn]).toEqual(['pivotal', 2, 2])
      expect(standings(ACT_II_END)).toEqual({ empire: { byAct: [1, 5, 0], pivotal: 3, total: 9 }, rebels: { byAct: [5, 3, 0], pivotal: 0, total: 8 } })
    })

    it('gives the choice to the Rebels; a played objective and Evacuation at a gap of 1 are refused (R-PIVOT-CHOOSE, R-PIVOT-OBJ)', () => {
      expect(ACT_II_END.pivotal!.chooser).toBe('rebels')
      expect(tryIt(ACT_II_END, { type: 'choose-pivotal', objectiveId: 'demonstration-of-force', zone: 3, climactic: false }, GA.rebels)).toEqual([
        { rule: 'R-PIVOT-OBJ', reason: 'objective-not-in-pool', cardId: 'demonstration-of-force' },
      ])
      expect(tryIt(ACT_II_END, { type: 'choose-pivotal', objectiveId: 'evacuation', systemId: 'hoth', climactic: false }, GA.rebels)).toEqual([
        { rule: 'R-PIVOT-OBJ', reason: 'objective-not-in-pool', cardId: 'evacuation' },
      ])
    })

    it('scores the defended Conquest and owes the Empire its token (R-PIVOT-AFTER)', () => {
      // CP 1. XP: Empire 1 + 1 (MOV 150) + 1 (604 vs 625, 21 lower) = 3; Rebels 1 + 1 = 2.
      expect(PIVOTAL_II.pivotal!.result).toMatchObject({
        winner: 'empire',
        cp: 1,
        xp: { 'empire-1': 3, 'empire-2': 3, 'empire-3': 3, 'rebels-1': 2, 'rebels-2': 2, 'rebels-3': 2 },
      })
      expect(PIVOTAL_II.pivotal!.tokenChoices).toEqual({ empire: [['skilled-spacers', 'repair-yards']] })
      expect(PIVOTAL_II.control.kessel).toEqual(ACT_II_END.control.kessel)
      expect(BEFORE_RESET_II.teams.empire.tokens['repair-yards']).toBe(PIVOTAL_II.teams.empire.tokens['repair-yards'] + 1)
    })

    it('refunds, at a second reset, the starting ability bought back with XP after the first (R-PIVOT-AFTER)', () => {
      // empire-1: 2 + 1 (won Ryloth) + 1 (won Dagobah) + 3 (pivotal) = 7 XP, holding Repair Expert (bought back
      // for 2 XP after the first reset, so no longer free) and Ion Technician (3 XP): 7 + 2 + 3 = 12.
      expect([xpOf(BEFORE_RESET_II, 'empire-1'), abilitiesOf(BEFORE_RESET_II, 'empire-1')]).toEqual([7, ['repair-expert', 'ion-technician']])
      expect([xpOf(RESET_II, 'empire-1'), abilitiesOf(RESET_II, 'empire-1')]).toEqual([12, []])
    })

    it('starts act III (R-PIVOT-AFTER)', () => {
      expect([ACT_III_START.phase, ACT_III_START.act, ACT_III_START.turn]).toEqual(['strategy', 3, 1])
      expect(standings(ACT_III_START)).toEqual({ empire: { byAct: [1, 5, 0], pivotal: 4, total: 10 }, rebels: { byAct: [5, 3, 0], pivotal: 0, total: 8 } })
    })
  })

  describe('act III and the end', () => {
    it('scores a base defended at 2 and ends the act when the Empire reaches 5 (R-EFFECT 4, R-ACT-END)', () => {
      expect(ACT_III_T1.control.felucia).toEqual(ACT_III_START.control.felucia)
      expect(standings(ACT_III_T1)).toEqual({ empire: { byAct: [1, 5, 4], pivotal: 4, total: 14 }, rebels: { byAct: [5, 3, 0], pivotal: 0, total: 8 } })
      expect([ACT_III_END.phase, ACT_III_END.act, ACT_III_END.turn]).toEqual(['pivotal', 3, 2])
      expect(standings(ACT_III_END)).toEqual({ empire: { byAct: [1, 5, 5], pivotal: 4, total: 15 }, rebels: { byAct: [5, 3, 2], pivotal: 0, total: 10 } })
    })

    it('leaves Evacuation, the one objective not played, to the Rebels (R-PIVOT-CHOOSE, R-PIVOT-OBJ)', () => {
      expect(ACT_III_END.pivotal!.chooser).toBe('rebels')
      expect(tryIt(ACT_III_END, { type: 'choose-pivotal', objectiveId: 'conquest', systemId: 'kessel', climactic: false }, GA.rebels)).toEqual([
        { rule: 'R-PIVOT-OBJ', reason: 'objective-not-in-pool', cardId: 'conquest' },
      ])
    })

    it('moves the evacuated base and scores 2 + the new system’s victory bonus (R-PIVOT-AFTER)', () => {
      // XP: Rebels won 350–300 (MOV 50): 1; Empire 1 + 1 (loser) + 1 (604 vs 625, 21 lower) = 3.
      expect(PIVOTAL_III.pivotal!.result).toMatchObject({
        winner: 'rebels',
        cp: 4,
        xp: { 'empire-1': 3, 'empire-2': 3, 'empire-3': 3, 'rebels-1': 1, 'rebels-2': 1, 'rebels-3': 1 },
      })
      expect(PIVOTAL_III.pivotal!.tokenChoices).toEqual({ rebels: [['skilled-spacers', 'repair-yards']] })
      expect(PIVOTAL_III.control.yavin).toBeUndefined()
      expect(PIVOTAL_III.control['mon-cala']).toEqual({ kind: 'base', team: 'rebels', defense: 'fighter-wing', placedBy: 'rebels-3' })
    })

    it('ends the campaign after the pivotal battle of act III (R-END)', () => {
      expect(campaignEndsAfterPivotal(3, false)).toBe(true)
      expect([FINAL.phase, FINAL.act]).toEqual(['ended', 3])
      expect(FINAL.turnState).toBeNull()
      expect(FINAL.playedPivotal).toEqual(['demonstration-of-force', 'conquest', 'evacuation'])
      expect(FINAL.battleLog!.filter((b) => b.pivotal)).toEqual([
        { act: 1, turn: 2, systemId: 'tatooine', assaulters: 'empire', winner: 'empire', pivotal: true },
        { act: 2, turn: 2, systemId: 'kessel', assaulters: 'rebels', winner: 'empire', pivotal: true },
        { act: 3, turn: 2, systemId: 'yavin', assaulters: 'empire', winner: 'rebels', pivotal: true },
      ])
    })

    it('keeps every battle of the six turns, each under its own id, with its result as applied (R-HIST)', () => {
      const past = FINAL.pastBattles!
      expect(past.map((b) => b.id)).toEqual([1, 2, 3].flatMap((act) => [1, 2].flatMap((turn) => [1, 2, 3].map((n) => `a${act}-t${turn}-b${n}`))))
      // Act II, turn 1: ryloth, bespin, mustafar, won by the Empire, the Rebels, the Empire.
      const actII = past.filter((b) => b.act === 2 && b.turn === 1)
      expect(actII.map((b) => [b.systemId, b.result.status === 'applied' ? b.result.winner : null])).toEqual([
        ['ryloth', 'empire'],
        ['bespin', 'rebels'],
        ['mustafar', 'empire'],
      ])
      // Both fleets are kept as they were played, and each battle of the log points to its record.
      expect(past.every((b) => b.fleets?.assaulter?.id === b.assaulter.fleetId && b.fleets?.defender?.id === b.defender!.fleetId)).toBe(true)
      expect(FINAL.battleLog!.filter((b) => !b.pivotal).map((b) => b.battleId)).toEqual(past.map((b) => b.id))
    })

    it('gives the final standings: the Empire wins 15 to 14 (R-END)', () => {
      expect(finalStandings(FINAL)).toEqual({
        winner: 'empire',
        margin: 1,
        cp: { empire: { byAct: [1, 5, 5], pivotal: 4, total: 15 }, rebels: { byAct: [5, 3, 2], pivotal: 4, total: 14 } },
      })
    })

    it('leaves the map as played (R-EFFECT, R-PIVOT-AFTER)', () => {
      const base = (team: TeamId, defense: 'ion-cannon' | 'armed-station' | 'fighter-wing', placedBy: string): SystemControl => ({
        kind: 'base',
        team,
        defense,
        placedBy,
      })
      expect(FINAL.control).toEqual({
        dantooine: base('empire', 'ion-cannon', 'empire-1'),
        felucia: base('empire', 'armed-station', 'empire-2'),
        kessel: base('empire', 'fighter-wing', 'empire-3'),
        hoth: base('rebels', 'ion-cannon', 'rebels-1'),
        'mon-cala': base('rebels', 'fighter-wing', 'rebels-3'),
        sullust: presence('empire'),
        tatooine: presence('empire'),
        utapau: presence('empire'),
        ryloth: presence('empire'),
        mustafar: presence('empire'),
        dagobah: presence('empire'),
        'ord-mantell': presence('empire'),
        geonosis: presence('empire'),
        endor: presence('empire'),
        'concord-dawn': presence('rebels'),
        atollon: presence('rebels'),
        lothal: presence('rebels'),
        bespin: presence('rebels'),
        'raxus-prime': presence('rebels'),
        rodia: presence('rebels'),
        saleucami: presence('rebels'),
        montross: presence('rebels'),
      })
    })

    it('accepts nothing more (R-END)', () => {
      expect(tryIt(FINAL, { type: 'finish-pivotal' }, ORGANIZER)).toEqual([{ rule: 'R-PHASE', reason: 'wrong-phase' }])
    })
  })
})

describe('R-HIST the whole campaign replayed', () => {
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

describe('R-HIST the history as a chronicle', () => {
  const MARKS = chronicleMarks(HISTORY, ACTORS)

  it('places every command in its act, turn and phase', () => {
    expect(MARKS).toHaveLength(HISTORY.length)
    expect(MARKS.every((m) => m !== null)).toBe(true)
    const start = HISTORY.findIndex((c) => c.type === 'start-campaign')
    expect(MARKS[start]).toEqual({ act: 1, turn: 0, phase: 'setup' })
    expect(MARKS[start + 1]).toMatchObject({ act: 1, turn: 1, phase: 'strategy' })
    // Each act's pivotal battle is chosen in the pivotal phase of its last turn (turn 2).
    const chosen = HISTORY.flatMap((c, i) => (c.type === 'choose-pivotal' ? [MARKS[i]] : []))
    expect(chosen.map((m) => [m!.act, m!.turn, m!.phase])).toEqual([
      [1, 2, 'pivotal'],
      [2, 2, 'pivotal'],
      [3, 2, 'pivotal'],
    ])
  })

  it('names the battle a command is about, and who won on the command that applied the result', () => {
    const outcomes = MARKS.flatMap((m) => (m?.battle?.outcome ? [m.battle] : []))
    expect(outcomes).toHaveLength(18)
    // Act II, turn 1: ryloth, bespin, mustafar, won by the Empire, the Rebels, the Empire.
    expect(outcomes.slice(6, 9).map((b) => [b.id, b.systemId, b.outcome!.winner])).toEqual([
      ['a2-t1-b1', 'ryloth', 'empire'],
      ['a2-t1-b2', 'bespin', 'rebels'],
      ['a2-t1-b3', 'mustafar', 'empire'],
    ])
    // Only the command that applied the result carries it; the objective chosen before names the battle alone.
    const vet = HISTORY.findIndex((c) => c.type === 'choose-objective')
    const vetBattle = (HISTORY[vet] as Extract<AnyCommand, { type: 'choose-objective' }>).battleId
    expect(MARKS[vet]!.battle).toMatchObject({ id: vetBattle })
    expect(MARKS[vet]!.battle!.outcome).toBeUndefined()
  })

  it('sorts entries by kind and by the teams they are about', () => {
    const declare = HISTORY.findIndex((c) => c.type === 'declare-assault')
    const command = HISTORY[declare]!
    expect(chronicleKind(command, MARKS[declare]!)).toBe('strategy')
    expect(chronicleKind({ type: 'force-step' }, MARKS[declare]!)).toBe('organizer')
    expect(chronicleKind(HISTORY[0]!, MARKS[0]!)).toBe('setup')
    const confirm = MARKS.findIndex((m) => m?.battle?.outcome)
    expect(chronicleKind(HISTORY[confirm]!, MARKS[confirm]!)).toBe('battle')
    // A battle's entry is about both teams; a declaration about the declaring player's team.
    expect(chronicleTeams(FINAL, HISTORY[confirm]! as never, ACTORS[confirm]!, MARKS[confirm]!)).toEqual(['empire', 'rebels'])
    const team = FINAL.players.find((p) => 'playerId' in command && p.id === command.playerId)!.team
    expect(chronicleTeams(FINAL, command as never, ACTORS[declare]!, { ...MARKS[declare]!, battle: undefined })).toEqual([team])
  })

  it('gives no mark past a command this engine refuses (a history of older rules)', () => {
    const broken = [...HISTORY.slice(0, 5), { type: 'confirm-result', battleId: 't1-b1' } as AnyCommand, ...HISTORY.slice(5, 8)]
    const marks = chronicleMarks(broken, [...ACTORS.slice(0, 5), ORGANIZER, ...ACTORS.slice(5, 8)])
    expect(marks.slice(0, 5).every((m) => m !== null)).toBe(true)
    expect(marks.slice(5)).toEqual([null, null, null, null])
  })
})
