import { describe, expect, it } from 'vitest'
import type { ZoneId } from '@/lib/data/map'
import {
  availablePivotalObjectives,
  availablePivotalObjectivesFor,
  assaultingTeam,
  choosingTeamRole,
  PIVOTAL_OBJECTIVE_DATA,
  PIVOTAL_OBJECTIVES,
  pivotalChoiceViolations,
  pivotalTarget,
  pivotalTargetViolations,
} from './pivotal-objectives'
import { base, pivotalState, presence, standardBases } from './pivotal-testing'

describe('R-PIVOT-OBJ objectives and roles', () => {
  it('R-PIVOT-OBJ: three objectives, their targets and the choosing team role', () => {
    expect(PIVOTAL_OBJECTIVES).toEqual(['conquest', 'demonstration-of-force', 'evacuation'])
    expect(PIVOTAL_OBJECTIVES.map(pivotalTarget)).toEqual(['enemy-base', 'zone', 'own-base'])
    expect(PIVOTAL_OBJECTIVES.map(choosingTeamRole)).toEqual(['assaulter', 'assaulter', 'defender'])
    expect(assaultingTeam('rebels', 'conquest')).toBe('rebels')
    expect(assaultingTeam('rebels', 'evacuation')).toBe('empire')
  })

  it('R-PIVOT-OBJ: the table restates objectives.json (CP, bonus, tokens, gap, rounds)', () => {
    expect(PIVOTAL_OBJECTIVE_DATA.conquest.assaultersWin).toEqual({ flatCp: 2, plusVictoryBonusOf: 'target-system', tokens: [], rewards: null })
    expect(PIVOTAL_OBJECTIVE_DATA.conquest.defendersWin).toEqual({
      flatCp: 1,
      plusVictoryBonusOf: null,
      tokens: [{ choose: ['skilled-spacers', 'repair-yards'] }],
      rewards: null,
    })
    expect(PIVOTAL_OBJECTIVE_DATA['demonstration-of-force'].assaultersWin.plusVictoryBonusOf).toBe('each-claimed-system')
    expect(PIVOTAL_OBJECTIVE_DATA['demonstration-of-force'].defendersWin.tokens).toEqual([{ choose: ['diplomats'] }])
    // objectives.json: "each player takes a reward from a claimed system"; "players take rewards from a friendly
    // system in the zone, else from a friendly base".
    expect(PIVOTAL_OBJECTIVE_DATA['demonstration-of-force'].assaultersWin.rewards).toBe('claimed-system')
    expect(PIVOTAL_OBJECTIVE_DATA['demonstration-of-force'].defendersWin.rewards).toBe('friendly-system-in-zone-else-base')
    expect(PIVOTAL_OBJECTIVE_DATA.evacuation.minCpGap).toBe(3)
    expect(PIVOTAL_OBJECTIVE_DATA.evacuation.rounds).toBe(7)
    expect(PIVOTAL_OBJECTIVE_DATA.evacuation.defendersWin).toEqual({
      flatCp: 2,
      plusVictoryBonusOf: 'new-base-system',
      tokens: [{ chooseFromEffectsOf: 'new-base-system' }],
      rewards: null,
    })
  })
})

describe('R-PIVOT-OBJ availability', () => {
  it('R-PIVOT-OBJ: Evacuation is refused at a total CP gap of 2', () => {
    expect(availablePivotalObjectives({ played: [], cpGap: 2 })).toEqual({ available: ['conquest', 'demonstration-of-force'], fallback: false })
  })

  it('R-PIVOT-OBJ: Evacuation is offered at a total CP gap of 3 (whichever team leads)', () => {
    expect(availablePivotalObjectives({ played: [], cpGap: 3 })).toEqual({ available: ['conquest', 'demonstration-of-force', 'evacuation'], fallback: false })
    expect(availablePivotalObjectives({ played: [], cpGap: -3 }).available).toContain('evacuation')
  })

  it('R-PIVOT-OBJ: each objective once per campaign', () => {
    expect(availablePivotalObjectives({ played: ['conquest'], cpGap: 5 })).toEqual({ available: ['demonstration-of-force', 'evacuation'], fallback: false })
    expect(availablePivotalObjectives({ played: ['conquest', 'evacuation'], cpGap: 5 })).toEqual({ available: ['demonstration-of-force'], fallback: false })
  })

  it('R-PIVOT-OBJ: with no unplayed legal objective, the played legal ones may be picked', () => {
    // Evacuation is unplayed but the gap is 2: Conquest and Demonstration of Force again.
    expect(availablePivotalObjectives({ played: ['conquest', 'demonstration-of-force'], cpGap: 2 })).toEqual({
      available: ['conquest', 'demonstration-of-force'],
      fallback: true,
    })
    expect(availablePivotalObjectives({ played: ['conquest', 'demonstration-of-force', 'evacuation'], cpGap: 4 })).toEqual({
      available: ['conquest', 'demonstration-of-force', 'evacuation'],
      fallback: true,
    })
  })

  it('R-PIVOT-OBJ: a missing target makes an objective illegal; Demonstration of Force is what is left', () => {
    expect(availablePivotalObjectives({ played: [], cpGap: 0, hasEnemyBase: false })).toEqual({ available: ['demonstration-of-force'], fallback: false })
    expect(availablePivotalObjectives({ played: ['demonstration-of-force', 'evacuation'], cpGap: 6, hasEnemyBase: false, hasOwnBase: false })).toEqual({
      available: ['demonstration-of-force'],
      fallback: true,
    })
  })

  it('R-PIVOT-OBJ: read from the state (gap 6 − 2 = 4, both teams with bases)', () => {
    const state = pivotalState({ cp: { empire: [6, 0, 0], rebels: [2, 0, 0] }, control: standardBases() })
    expect(availablePivotalObjectivesFor(state, 'rebels', ['demonstration-of-force'])).toEqual({ available: ['conquest', 'evacuation'], fallback: false })
    const noRebelBase = pivotalState({ cp: { empire: [6, 0, 0], rebels: [2, 0, 0] }, control: { kessel: base('empire') } })
    expect(availablePivotalObjectivesFor(noRebelBase, 'rebels', []).available).toEqual(['conquest', 'demonstration-of-force'])
  })
})

describe('R-PIVOT-OBJ targets', () => {
  const state = pivotalState({ control: { ...standardBases(), mygeeto: presence('empire') } })

  it('R-PIVOT-OBJ: Conquest targets a system holding an enemy base', () => {
    expect(pivotalTargetViolations(state, 'rebels', 'conquest', { systemId: 'kessel' })).toEqual([])
    expect(pivotalTargetViolations(state, 'rebels', 'conquest', { systemId: 'yavin' })).toEqual([
      { rule: 'R-PIVOT-OBJ', reason: 'not-enemy-base', systemId: 'yavin', cardId: 'conquest' },
    ])
    expect(pivotalTargetViolations(state, 'rebels', 'conquest', { systemId: 'mygeeto' })[0]?.reason).toBe('not-enemy-base')
    expect(pivotalTargetViolations(state, 'rebels', 'conquest', {})[0]?.reason).toBe('target-missing')
  })

  it("R-PIVOT-OBJ: Evacuation targets a system holding one of the chooser's own bases", () => {
    expect(pivotalTargetViolations(state, 'rebels', 'evacuation', { systemId: 'hoth' })).toEqual([])
    expect(pivotalTargetViolations(state, 'rebels', 'evacuation', { systemId: 'kessel' })).toEqual([
      { rule: 'R-PIVOT-OBJ', reason: 'not-own-base', systemId: 'kessel', cardId: 'evacuation' },
    ])
    expect(pivotalTargetViolations(state, 'rebels', 'evacuation', { systemId: 'atollon' })[0]?.reason).toBe('not-own-base')
  })

  it('R-PIVOT-OBJ: Demonstration of Force targets a zone, 1 to 5', () => {
    expect(pivotalTargetViolations(state, 'empire', 'demonstration-of-force', { zone: 3 })).toEqual([])
    expect(pivotalTargetViolations(state, 'empire', 'demonstration-of-force', { zone: 6 as ZoneId })).toEqual([
      { rule: 'R-PIVOT-OBJ', reason: 'unknown-zone', zone: 6, cardId: 'demonstration-of-force' },
    ])
    expect(pivotalTargetViolations(state, 'empire', 'demonstration-of-force', { systemId: 'kessel' })[0]?.reason).toBe('target-missing')
  })

  it('R-PIVOT-OBJ: an unknown objective or system is refused', () => {
    expect(pivotalTargetViolations(state, 'empire', 'station-assault', { systemId: 'hoth' })[0]?.reason).toBe('unknown-objective')
    expect(pivotalTargetViolations(state, 'empire', 'conquest', { systemId: 'coruscant' as 'hoth' })[0]?.reason).toBe('unknown-system')
  })
})

describe('R-PIVOT-CHOOSE + R-PIVOT-OBJ the whole choice', () => {
  // Empire 4, Rebels 2: the Rebels choose; gap 2.
  const state = pivotalState({ cp: { empire: [4, 0, 0], rebels: [2, 0, 0] }, control: standardBases() })

  it('R-PIVOT-CHOOSE: only the choosing team may choose', () => {
    expect(pivotalChoiceViolations(state, { team: 'rebels', objectiveId: 'conquest', target: { systemId: 'kessel' }, played: [] })).toEqual([])
    expect(pivotalChoiceViolations(state, { team: 'empire', objectiveId: 'conquest', target: { systemId: 'hoth' }, played: [] })).toEqual([
      { rule: 'R-PIVOT-CHOOSE', reason: 'not-chooser' },
    ])
  })

  it('R-PIVOT-OBJ: Evacuation at a gap of 2 and a played Conquest are refused', () => {
    expect(pivotalChoiceViolations(state, { team: 'rebels', objectiveId: 'evacuation', target: { systemId: 'hoth' }, played: [] })).toEqual([
      { rule: 'R-PIVOT-OBJ', reason: 'cp-gap-too-small', cardId: 'evacuation', value: 2, limit: 3 },
    ])
    expect(pivotalChoiceViolations(state, { team: 'rebels', objectiveId: 'conquest', target: { systemId: 'kessel' }, played: ['conquest'] })).toEqual([
      { rule: 'R-PIVOT-OBJ', reason: 'objective-not-available', cardId: 'conquest' },
    ])
  })
})
