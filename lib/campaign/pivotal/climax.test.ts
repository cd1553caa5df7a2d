import { describe, expect, it } from 'vitest'
import { climacticAllowed, climacticBonus, climaxViolations, highestVictoryBonusInZone } from './climax'
import { pivotalState } from './pivotal-testing'

describe('R-CLIMAX declaring a climactic battle', () => {
  it('R-CLIMAX: a gap of 5: the trailing team may declare, the leading team may not', () => {
    // Empire 5 + 2 = 7, Rebels 2.
    const state = pivotalState({ act: 2, cp: { empire: [5, 2, 0], rebels: [1, 1, 0] } })
    expect(climacticAllowed(state, 'rebels')).toBe(true)
    expect(climacticAllowed(state, 'empire')).toBe(false)
    expect(climaxViolations(state, 'empire')).toEqual([{ rule: 'R-CLIMAX', reason: 'not-trailing-team', value: 7, limit: 2 }])
  })

  it('R-CLIMAX: a gap of 4 is not enough', () => {
    const state = pivotalState({ cp: { empire: [5, 0, 0], rebels: [1, 0, 0] } })
    expect(climacticAllowed(state, 'rebels')).toBe(false)
    expect(climaxViolations(state, 'rebels')).toEqual([{ rule: 'R-CLIMAX', reason: 'cp-gap-too-small', value: 4, limit: 5 }])
  })

  it('R-CLIMAX: the gap is on total CP, pivotal CP included', () => {
    // Empire 5 + pivotal 3 = 8, Rebels 3: gap 5.
    const state = pivotalState({ act: 2, cp: { empire: [2, 3, 0], rebels: [3, 0, 0] }, pivotalCp: { empire: 3 } })
    expect(climacticAllowed(state, 'rebels')).toBe(true)
  })
})

describe('R-CLIMAX the extra CP', () => {
  it("R-CLIMAX: Conquest and Evacuation add the battle's system's victory bonus, whoever wins", () => {
    expect(climacticBonus({ objectiveId: 'conquest', assaultersWon: true, target: { systemId: 'kessel' } })).toBe(2)
    expect(climacticBonus({ objectiveId: 'conquest', assaultersWon: false, target: { systemId: 'kessel' } })).toBe(2)
    expect(climacticBonus({ objectiveId: 'conquest', assaultersWon: true, target: { systemId: 'dantooine' } })).toBe(1)
    // Evacuation from Hoth (bonus 0) to anywhere: the battle's system is Hoth.
    expect(climacticBonus({ objectiveId: 'evacuation', assaultersWon: false, target: { systemId: 'hoth' } })).toBe(0)
    expect(climacticBonus({ objectiveId: 'evacuation', assaultersWon: true, target: { systemId: 'ryloth' } })).toBe(2)
  })

  it('R-CLIMAX: Demonstration of Force won by the assaulters: the highest bonus among the systems taken', () => {
    expect(climacticBonus({ objectiveId: 'demonstration-of-force', assaultersWon: true, target: { zone: 2 }, claimedSystems: ['felucia', 'mon-cala'] })).toBe(2)
    expect(climacticBonus({ objectiveId: 'demonstration-of-force', assaultersWon: true, target: { zone: 2 }, claimedSystems: ['atollon', 'lothal'] })).toBe(1)
    expect(climacticBonus({ objectiveId: 'demonstration-of-force', assaultersWon: true, target: { zone: 2 }, claimedSystems: [] })).toBe(0)
  })

  it('R-CLIMAX: Demonstration of Force won by the defenders: the highest bonus in the zone', () => {
    // Zone II: Atollon 0, Concord Dawn 1, Felucia 1, Lothal 1, Mon Cala 2, Raxus Prime 0, Yavin 0.
    expect(highestVictoryBonusInZone(2)).toBe(2)
    expect(climacticBonus({ objectiveId: 'demonstration-of-force', assaultersWon: false, target: { zone: 2 } })).toBe(2)
  })
})
