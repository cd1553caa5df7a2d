import { describe, expect, it } from 'vitest'
import type { Fleet } from '../fleets/fleet'
import { applyScars, applyVeterans, outcomeViolations, veteranAllowance } from './fleet-outcome'
import { deepFreeze, empireFleet, outcome } from './testing'

// empireFleet(): ships empire-1-s1 (Victory II, flagship), -s2 (Raider I), -s3 (Gozanti Cruisers);
// squadrons empire-1-q1..q3 (TIE Fighters), -q4 (TIE Bomber).

/** Each element's uid with its state, ships then squadrons. */
function states(fleet: Fleet) {
  return Object.fromEntries([...fleet.ships, ...fleet.squadrons].map((e) => [e.uid, { scarred: e.scarred, veteran: e.veteran }]))
}
const FRESH = { scarred: false, veteran: false }
const SCARRED = { scarred: true, veteran: false }
const VETERAN = { scarred: false, veteran: true }

describe('R-RESULT a fleet outcome is checked against its fleet', () => {
  it('accepts a consistent outcome (R-RESULT)', () => {
    const fleet = empireFleet({ 'empire-1-s2': { scarred: true } })
    const report = outcome({
      destroyed: ['empire-1-s2', 'empire-1-q1', 'empire-1-q2'],
      retreated: ['empire-1-s3'],
      eligibleVeterans: ['empire-1-s1', 'empire-1-s3', 'empire-1-q4'],
      score: 137,
    })
    expect(outcomeViolations(fleet, report)).toEqual([])
  })

  it('accepts the scores 0 and 1000 (R-RESULT)', () => {
    expect(outcomeViolations(empireFleet(), outcome({ score: 0 }))).toEqual([])
    expect(outcomeViolations(empireFleet(), outcome({ score: 1000 }))).toEqual([])
  })

  it('refuses a score that is negative, above 1000 or not an integer (R-RESULT bad-score)', () => {
    for (const score of [-1, 1001, 12.5, Number.NaN]) {
      expect(outcomeViolations(empireFleet(), outcome({ score }))).toEqual([{ rule: 'R-RESULT', reason: 'bad-score', value: score, limit: 1000 }])
    }
  })

  it('refuses a uid that is not an element of the fleet, in every list (R-RESULT unknown-element)', () => {
    const report = outcome({ destroyed: ['rebels-1-s1'], retreated: ['empire-2-s1'], eligibleVeterans: ['empire-1-s1-u1'] })
    expect(outcomeViolations(empireFleet(), report)).toEqual([
      { rule: 'R-RESULT', reason: 'unknown-element', uid: 'rebels-1-s1' },
      { rule: 'R-RESULT', reason: 'unknown-element', uid: 'empire-2-s1' },
      // An upgrade is not an element: it is neither destroyed nor promoted on its own.
      { rule: 'R-RESULT', reason: 'unknown-element', uid: 'empire-1-s1-u1' },
    ])
  })

  it('refuses a uid listed twice in one list, once per extra listing (R-RESULT duplicate-element)', () => {
    const report = outcome({
      destroyed: ['empire-1-q1', 'empire-1-q1', 'empire-1-q1'],
      retreated: ['empire-1-s2', 'empire-1-s2'],
      eligibleVeterans: ['empire-1-s1', 'empire-1-s1'],
    })
    expect(outcomeViolations(empireFleet(), report)).toEqual([
      { rule: 'R-RESULT', reason: 'duplicate-element', uid: 'empire-1-q1' },
      { rule: 'R-RESULT', reason: 'duplicate-element', uid: 'empire-1-q1' },
      { rule: 'R-RESULT', reason: 'duplicate-element', uid: 'empire-1-s2' },
      { rule: 'R-RESULT', reason: 'duplicate-element', uid: 'empire-1-s1' },
    ])
  })

  it('refuses a squadron that retreated: only ships retreat (R-RETREAT not-a-ship)', () => {
    expect(outcomeViolations(empireFleet(), outcome({ retreated: ['empire-1-q3'] }))).toEqual([{ rule: 'R-RETREAT', reason: 'not-a-ship', uid: 'empire-1-q3' }])
  })

  it('refuses a ship both destroyed and retreated (R-RETREAT destroyed-and-retreated)', () => {
    expect(outcomeViolations(empireFleet(), outcome({ destroyed: ['empire-1-s2'], retreated: ['empire-1-s2'] }))).toEqual([
      { rule: 'R-RETREAT', reason: 'destroyed-and-retreated', uid: 'empire-1-s2' },
    ])
  })

  it('accepts a retreated ship as eligible for veteran (R-RETREAT, R-VET-1)', () => {
    expect(outcomeViolations(empireFleet(), outcome({ retreated: ['empire-1-s1'], eligibleVeterans: ['empire-1-s1'] }))).toEqual([])
  })

  it('refuses a destroyed element as eligible for veteran, ship or squadron (R-VET-1 destroyed-not-eligible)', () => {
    const report = outcome({ destroyed: ['empire-1-s2', 'empire-1-q4'], eligibleVeterans: ['empire-1-q4', 'empire-1-s2'] })
    expect(outcomeViolations(empireFleet(), report)).toEqual([
      { rule: 'R-VET-1', reason: 'destroyed-not-eligible', uid: 'empire-1-q4' },
      { rule: 'R-VET-1', reason: 'destroyed-not-eligible', uid: 'empire-1-s2' },
    ])
  })

  it('refuses an element already veteran as eligible (R-VET-1 already-veteran)', () => {
    const fleet = empireFleet({ 'empire-1-s1': { veteran: true }, 'empire-1-q2': { veteran: true } })
    expect(outcomeViolations(fleet, outcome({ eligibleVeterans: ['empire-1-s1', 'empire-1-q1', 'empire-1-q2'] }))).toEqual([
      { rule: 'R-VET-1', reason: 'already-veteran', uid: 'empire-1-s1' },
      { rule: 'R-VET-1', reason: 'already-veteran', uid: 'empire-1-q2' },
    ])
  })

  it('reports every violation at once, score first, then the lists in order (R-RESULT, R-RETREAT, R-VET-1)', () => {
    const fleet = empireFleet({ 'empire-1-q4': { veteran: true } })
    const report = outcome({
      destroyed: ['empire-1-s2', 'nope', 'empire-1-q4'],
      retreated: ['empire-1-q1', 'empire-1-s2'],
      eligibleVeterans: ['empire-1-q4'],
      score: -5,
    })
    expect(outcomeViolations(fleet, report)).toEqual([
      { rule: 'R-RESULT', reason: 'bad-score', value: -5, limit: 1000 },
      { rule: 'R-RESULT', reason: 'unknown-element', uid: 'nope' },
      { rule: 'R-RETREAT', reason: 'not-a-ship', uid: 'empire-1-q1' },
      { rule: 'R-RETREAT', reason: 'destroyed-and-retreated', uid: 'empire-1-s2' },
      { rule: 'R-VET-1', reason: 'destroyed-not-eligible', uid: 'empire-1-q4' },
      { rule: 'R-VET-1', reason: 'already-veteran', uid: 'empire-1-q4' },
    ])
  })
})

describe('R-SCAR destroyed elements become scarred', () => {
  it('scars destroyed ships and squadrons, leaving the others as they were (R-SCAR)', () => {
    const after = applyScars(empireFleet(), outcome({ destroyed: ['empire-1-s2', 'empire-1-q1', 'empire-1-q4'] }))
    expect(states(after)).toEqual({
      'empire-1-s1': FRESH,
      'empire-1-s2': SCARRED,
      'empire-1-s3': FRESH,
      'empire-1-q1': SCARRED,
      'empire-1-q2': FRESH,
      'empire-1-q3': FRESH,
      'empire-1-q4': SCARRED,
    })
  })

  it('keeps a scarred element destroyed again in the fleet, scarred (R-SCAR)', () => {
    const fleet = empireFleet({ 'empire-1-s2': { scarred: true }, 'empire-1-q2': { scarred: true } })
    const after = applyScars(fleet, outcome({ destroyed: ['empire-1-s2', 'empire-1-q2'] }))
    expect(after.ships.map((s) => s.uid)).toEqual(['empire-1-s1', 'empire-1-s2', 'empire-1-s3'])
    expect(after.squadrons.map((q) => q.uid)).toEqual(['empire-1-q1', 'empire-1-q2', 'empire-1-q3', 'empire-1-q4'])
    expect(states(after)['empire-1-s2']).toEqual(SCARRED)
    expect(states(after)['empire-1-q2']).toEqual(SCARRED)
  })

  it('keeps a scarred element that was not destroyed scarred (R-SCAR)', () => {
    const after = applyScars(empireFleet({ 'empire-1-q3': { scarred: true } }), outcome())
    expect(states(after)['empire-1-q3']).toEqual(SCARRED)
  })

  it('does not scar a retreated ship (R-SCAR, R-RETREAT)', () => {
    const after = applyScars(empireFleet(), outcome({ destroyed: ['empire-1-s2'], retreated: ['empire-1-s1', 'empire-1-s3'] }))
    expect(states(after)['empire-1-s1']).toEqual(FRESH)
    expect(states(after)['empire-1-s3']).toEqual(FRESH)
    expect(states(after)['empire-1-s2']).toEqual(SCARRED)
  })

  it('keeps a destroyed veteran veteran: veteran is permanent (R-SCAR, R-VET-2)', () => {
    const after = applyScars(empireFleet({ 'empire-1-q1': { veteran: true } }), outcome({ destroyed: ['empire-1-q1'] }))
    expect(states(after)['empire-1-q1']).toEqual({ scarred: true, veteran: true })
  })

  it('keeps everything else of the fleet: flagship, upgrades, objectives, commander (R-SCAR)', () => {
    const fleet = empireFleet()
    const after = applyScars(fleet, outcome({ destroyed: ['empire-1-s1'] }))
    expect(after).toEqual({ ...fleet, ships: [{ ...fleet.ships[0]!, scarred: true }, ...fleet.ships.slice(1)] })
  })

  it('never mutates the fleet it is given (R-SCAR)', () => {
    const fleet = deepFreeze(empireFleet())
    const before = structuredClone(fleet)
    const after = applyScars(fleet, outcome({ destroyed: ['empire-1-s2', 'empire-1-q1'] }))
    expect(fleet).toEqual(before)
    expect(after).not.toBe(fleet)
    after.ships[0]!.upgrades[0]!.equipped = false
    expect(fleet.ships[0]!.upgrades[0]!.equipped).toBe(true)
  })
})

describe('R-VET-2 veterans per fleet per battle', () => {
  it('allows one veteran, plus one per Skilled Spacers token spent for the fleet (R-VET-2)', () => {
    expect(veteranAllowance(0)).toBe(1)
    expect(veteranAllowance(1)).toBe(2)
    expect(veteranAllowance(2)).toBe(3)
  })

  it('makes the chosen eligible element veteran, and nothing else (R-VET-2)', () => {
    const result = applyVeterans(empireFleet(), ['empire-1-s1', 'empire-1-q4'], ['empire-1-q4'], 1)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(states(result.fleet)).toEqual({
      'empire-1-s1': FRESH,
      'empire-1-s2': FRESH,
      'empire-1-s3': FRESH,
      'empire-1-q1': FRESH,
      'empire-1-q2': FRESH,
      'empire-1-q3': FRESH,
      'empire-1-q4': VETERAN,
    })
  })

  it('refuses a second veteran without Skilled Spacers (R-VET-2 too-many-veterans)', () => {
    const result = applyVeterans(empireFleet(), ['empire-1-s1', 'empire-1-q4'], ['empire-1-s1', 'empire-1-q4'], veteranAllowance(0))
    expect(result).toEqual({ ok: false, violations: [{ rule: 'R-VET-2', reason: 'too-many-veterans', value: 2, limit: 1 }] })
  })

  it('accepts a second veteran with one Skilled Spacers token (R-VET-2)', () => {
    const result = applyVeterans(empireFleet(), ['empire-1-s1', 'empire-1-q4'], ['empire-1-s1', 'empire-1-q4'], veteranAllowance(1))
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(states(result.fleet)['empire-1-s1']).toEqual(VETERAN)
    expect(states(result.fleet)['empire-1-q4']).toEqual(VETERAN)
  })

  it('accepts choosing fewer than the allowance, or none (R-VET-2)', () => {
    const none = applyVeterans(empireFleet(), ['empire-1-s1'], [], 1)
    expect(none.ok && states(none.fleet)).toEqual(states(empireFleet()))
    const one = applyVeterans(empireFleet(), ['empire-1-s1', 'empire-1-q4'], ['empire-1-s1'], 3)
    expect(one.ok && states(one.fleet)['empire-1-s1']).toEqual(VETERAN)
  })

  it('refuses an element that is not eligible (R-VET-2 not-eligible)', () => {
    const result = applyVeterans(empireFleet(), ['empire-1-s1'], ['empire-1-s2'], 1)
    expect(result).toEqual({ ok: false, violations: [{ rule: 'R-VET-2', reason: 'not-eligible', uid: 'empire-1-s2' }] })
  })

  it('refuses an element chosen twice (R-VET-2 duplicate-element)', () => {
    const result = applyVeterans(empireFleet(), ['empire-1-s1'], ['empire-1-s1', 'empire-1-s1'], 2)
    expect(result).toEqual({ ok: false, violations: [{ rule: 'R-VET-2', reason: 'duplicate-element', uid: 'empire-1-s1' }] })
  })

  it('refuses an eligible uid that is not in the fleet, or already veteran (R-VET-2, R-VET-1)', () => {
    const fleet = empireFleet({ 'empire-1-q2': { veteran: true } })
    const result = applyVeterans(fleet, ['rebels-1-s1', 'empire-1-q2'], ['rebels-1-s1', 'empire-1-q2'], 2)
    expect(result).toEqual({
      ok: false,
      violations: [
        { rule: 'R-VET-2', reason: 'unknown-element', uid: 'rebels-1-s1' },
        { rule: 'R-VET-1', reason: 'already-veteran', uid: 'empire-1-q2' },
      ],
    })
  })

  it('keeps a scarred element scarred when it becomes veteran (R-VET-2)', () => {
    const result = applyVeterans(empireFleet({ 'empire-1-s2': { scarred: true } }), ['empire-1-s2'], ['empire-1-s2'], 1)
    expect(result.ok && states(result.fleet)['empire-1-s2']).toEqual({ scarred: true, veteran: true })
  })

  it('never mutates the fleet it is given (R-VET-2)', () => {
    const fleet = deepFreeze(empireFleet())
    const before = structuredClone(fleet)
    const result = applyVeterans(fleet, ['empire-1-s1'], ['empire-1-s1'], 1)
    expect(result.ok).toBe(true)
    expect(fleet).toEqual(before)
  })
})
