// A script drives and reads a whole campaign through the public surface alone (index.ts): it replays a whole
// campaign's history, reads who chooses the pivotal battle, whether a climactic one is allowed, the objective
// data and the final standings, and the surface carries no test fixture.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import * as engine from './index'
import { ACTORS, HISTORY } from './pivotal/testing/whole-campaign-script'

describe('the public surface (index.ts)', () => {
  it('replays a whole campaign and reads its pivotal choices, its objectives and its end (R-HIST, R-PIVOT-CHOOSE, R-CLIMAX, R-END)', () => {
    const replayed = engine.replay(HISTORY, ACTORS)
    if (!replayed.ok) throw new Error('the scenario replays')
    const state = replayed.state
    expect(state.phase).toBe('ended')
    expect(engine.finalStandings(state)).toMatchObject({ winner: 'empire', margin: 1 })
    // At the end the Rebels trail by 1 CP: they would choose, and a gap of 1 allows no climactic battle.
    expect(engine.pivotalChooser(state).team).toBe('rebels')
    expect(engine.climacticAllowed(state, 'rebels')).toBe(false)
    expect(Object.keys(engine.PIVOTAL_OBJECTIVE_DATA).sort()).toEqual([...engine.PIVOTAL_OBJECTIVES].sort())
    expect(engine.OBJECTIVES.length).toBeGreaterThan(0)
    expect(engine.stagesOf(state)).toEqual(['ended'])
  })

  it('exports no test fixture (nothing from a testing/ folder)', () => {
    const source = readFileSync(path.join(__dirname, 'index.ts'), 'utf8')
    expect(source.match(/from '[^']*testing[^']*'/g) ?? []).toEqual([])
    expect('EMPIRE_LEGAL_FLEETS' in engine).toBe(false)
  })
})
