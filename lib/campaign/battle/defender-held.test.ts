// Whether a battle's system was the defender's, for the words of its outcome (R-EFFECT, R-HIST).
import { describe, expect, it } from 'vitest'
import { ACT_I_T1, ACT_II_T1 } from '../pivotal/testing/whole-campaign-script'
import { defenderHeldSystem } from './defender-held'

describe('defenderHeldSystem', () => {
  it('knows the first turn of act I, and says it no longer knows the first turn of a later act', () => {
    const first = (ACT_I_T1.pastBattles ?? []).filter((x) => x.act === 1 && x.turn === 1)
    expect(first.length).toBeGreaterThan(0)
    // Act I, turn 1: only setup bases stand, and they are no target in act I: nothing was the defender's.
    for (const b of first) expect(defenderHeldSystem(ACT_I_T1, b)).toBe(false)
    // Act II, turn 1 was fought on the map a pivotal battle changed after the last turn recorded.
    const actTwo = (ACT_II_T1.pastBattles ?? []).filter((x) => x.act === 2 && x.turn === 1)
    expect(actTwo.length).toBeGreaterThan(0)
    for (const b of actTwo) expect(defenderHeldSystem(ACT_II_T1, b)).toBeNull()
  })

  it('says the defender held a presence or base, not an unoccupied system', () => {
    const battle = { id: 'a1-t2-b1', systemId: 'felucia' as const, defender: { team: 'empire' as const } }
    const inTurn = (control: Parameters<typeof defenderHeldSystem>[0]['control']) => ({
      control,
      turnState: { battles: [{ id: 'a1-t2-b1' }], management: null },
    })
    expect(defenderHeldSystem(inTurn({}), battle)).toBe(false)
    expect(defenderHeldSystem(inTurn({ felucia: { team: 'empire' } }), battle)).toBe(true)
    expect(defenderHeldSystem(inTurn({ felucia: { team: 'rebels' } }), battle)).toBe(false)
    // Once the effects are applied the map has changed: the effect tells.
    const after = (kind: 'took-unoccupied' | 'took-presence') => ({
      control: { felucia: { team: 'rebels' as const } },
      turnState: { battles: [{ id: 'a1-t2-b1' }], management: { effects: [{ battleId: 'a1-t2-b1', kind }] } },
    })
    expect(defenderHeldSystem(after('took-unoccupied'), battle)).toBe(false)
    expect(defenderHeldSystem(after('took-presence'), battle)).toBe(true)
    // A past turn after the first: the map at the end of the turn before.
    const past = { ...battle, act: 1, turn: 2 }
    expect(defenderHeldSystem({ control: {}, mapHistory: [{ act: 1, turn: 1, control: { felucia: { team: 'empire' } } }] }, past)).toBe(true)
    expect(defenderHeldSystem({ control: { felucia: { team: 'empire' } }, mapHistory: [{ act: 1, turn: 1, control: {} }] }, past)).toBe(false)
  })
})
