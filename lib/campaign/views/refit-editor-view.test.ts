// The refit editor's view offers exactly the moves the engine accepts at each point of an edit (R-REFIT).
import { describe, expect, it } from 'vitest'
import { applyCommand } from '../engine'
import { HEAVY_REFIT } from '../management/testing/heavy-refit'
import { adjusted, commander, ORGANIZER, player, scar } from '../management/testing/management-builders'
import type { RefitChange } from '../management/refit-plan'
import { refitEditorView } from './refit-editor-view'

const PLACE_BOTH: RefitChange[] = [
  { op: 'add-card', index: 0, shipUid: null },
  { op: 'add-card', index: 0, shipUid: null },
]

describe('R-REFIT the refit editor view', () => {
  it('lists the bought squadrons to place among the squadrons only, and will not finish with cards waiting (R-REFIT 4)', () => {
    const view = refitEditorView(HEAVY_REFIT, player('rebels-1'), 'rebels-1', [])!
    expect(view.pending.map((p) => [p.cardId, p.ships, p.mayKeep])).toEqual([
      ['squadron-x-wing-squadron', [], true],
      ['squadron-z-95-headhunter-squadron', [], true],
    ])
    expect(view.finishViolations.map((v) => v.reason)).toEqual(['pending-cards'])
  })

  it('shows the fleet after the changes, over the act limit, with three type removals to spend (R-REFIT 3, 6)', () => {
    const view = refitEditorView(HEAVY_REFIT, player('rebels-1'), 'rebels-1', PLACE_BOTH)!
    expect(view.applied).toBe(2)
    expect(view.pending).toEqual([])
    expect(view.value).toBe(256)
    expect(view.finishViolations).toEqual([{ rule: 'R-REFIT', item: 6, reason: 'over-points', value: 256, limit: 250, fleetId: 'rebels-1' }])
    expect(view.stripsLeft).toBe(3)
    expect(view.strippable.find((s) => s.slot === 'Weapons Team')).toEqual({ slot: 'Weapons Team', removedPoints: 7, credit: 4 })
    // Every move offered is accepted by the engine, and a type removal offered brings the fleet under the limit.
    const strip: RefitChange = { op: 'strip', slot: 'Weapons Team' }
    const after = refitEditorView(HEAVY_REFIT, player('rebels-1'), 'rebels-1', [...PLACE_BOTH, strip])!
    expect(after.refused).toEqual([])
    expect(after.finishViolations).toEqual([])
    expect(after.credits).toEqual([expect.objectContaining({ slot: 'Weapons Team', points: 4 })])
    // Only cards worth at most the credit are offered to buy back.
    expect(after.credits[0]!.cards.every((c) => c.points <= 4)).toBe(true)
    for (const card of after.credits[0]!.cards) {
      const rebuy: RefitChange = { op: 'rebuy', slot: 'Weapons Team', cards: [card.id] }
      expect(applyCommand(HEAVY_REFIT, { type: 'refit-fleet', fleetId: 'rebels-1', ops: [...PLACE_BOTH, strip, rebuy], finish: false }, ORGANIZER).ok).toBe(
        true,
      )
    }
  })

  it('offers unequipping and moving an upgrade only where the engine accepts it (R-REFIT 5)', () => {
    const view = refitEditorView(HEAVY_REFIT, player('rebels-1'), 'rebels-1', PLACE_BOTH)!
    for (const ship of view.ships) {
      for (const upgrade of ship.upgrades) {
        const unequip = applyCommand(
          HEAVY_REFIT,
          { type: 'refit-fleet', fleetId: 'rebels-1', ops: [...PLACE_BOTH, { op: 'unequip', upgradeUid: upgrade.uid }], finish: false },
          ORGANIZER,
        )
        expect(upgrade.mayUnequip).toBe(unequip.ok)
        for (const target of view.ships) {
          const equip = applyCommand(
            HEAVY_REFIT,
            { type: 'refit-fleet', fleetId: 'rebels-1', ops: [...PLACE_BOTH, { op: 'equip', upgradeUid: upgrade.uid, shipUid: target.uid }], finish: false },
            ORGANIZER,
          )
          expect(upgrade.equipOn.includes(target.uid)).toBe(equip.ok)
        }
      }
    }
  })

  it('marks the first refused change and keeps the fleet as the changes before it leave it (R-REFIT 5)', () => {
    const unequip: RefitChange = { op: 'unequip', upgradeUid: 'rebels-1-s1-u1' }
    const view = refitEditorView(HEAVY_REFIT, player('rebels-1'), 'rebels-1', [unequip, unequip])!
    expect(view.applied).toBe(1)
    expect(view.refused.map((v) => [v.reason, v.change])).toEqual([['not-equipped', 1]])
  })

  it('is refused to another player, even a teammate, and to the other team (R-SECRET-FLEET)', () => {
    expect(refitEditorView(HEAVY_REFIT, player('rebels-2'), 'rebels-1', [])).toBeNull()
    expect(refitEditorView(HEAVY_REFIT, player('empire-1'), 'rebels-1', [])).toBeNull()
    expect(refitEditorView(HEAVY_REFIT, ORGANIZER, 'rebels-1', [])).not.toBeNull()
  })

  it('is closed once the fleet has finished its refit (R-REFIT 6)', () => {
    const done = applyCommand(
      HEAVY_REFIT,
      { type: 'refit-fleet', fleetId: 'rebels-1', ops: [...PLACE_BOTH, { op: 'strip', slot: 'Weapons Team' }], finish: true },
      ORGANIZER,
    )
    if (!done.ok) throw new Error('refit refused')
    expect(refitEditorView(done.state, player('rebels-1'), 'rebels-1', [])!.closed).toBe(true)
  })
})

describe('R-REFIT the refit editor offers only what the team can pay for', () => {
  const withLowFuel = adjusted(HEAVY_REFIT, {
    fleets: { 'rebels-1': (f) => ({ ...f, conditions: ['low-fuel'] }) },
    tokens: { rebels: { resources: 0 } },
  })

  it('offers no Resources token removal when the team holds none (R-TOKEN-RESOURCES)', () => {
    const view = refitEditorView(withLowFuel, player('rebels-1'), 'rebels-1', [])!
    expect(view.conditions).toEqual(['low-fuel'])
    expect(view.conditionRemovals).toEqual([])
    const funded = refitEditorView(adjusted(withLowFuel, { tokens: { rebels: { resources: 1 } } }), player('rebels-1'), 'rebels-1', [])!
    expect(funded.conditionRemovals).toEqual([{ condition: 'low-fuel', using: 'resources' }])
  })

  it('offers only type removals the engine accepts (R-REFIT 3)', () => {
    const strips = (state: typeof HEAVY_REFIT, changes: RefitChange[]) =>
      refitEditorView(state, player('rebels-1'), 'rebels-1', changes)!.strippable.map((s) => s.slot)
    const offered = strips(HEAVY_REFIT, PLACE_BOTH)
    expect(offered.length).toBeGreaterThan(0)
    for (const slot of offered) {
      const strip: RefitChange = { op: 'strip', slot: slot as 'squadrons' }
      expect(applyCommand(HEAVY_REFIT, { type: 'refit-fleet', fleetId: 'rebels-1', ops: [...PLACE_BOTH, strip], finish: false }, ORGANIZER).ok).toBe(true)
    }
  })
})

describe('R-REFIT 1 scar removals in the refit editor', () => {
  // rebels-1's three ships scarred; the Rebels control three bases.
  const scarred = adjusted(HEAVY_REFIT, { fleets: { 'rebels-1': scar('rebels-1-s1', 'rebels-1-s2', 'rebels-1-s3') } })

  it('counts the removals as the engine allows them, Repair Expert’s one more included (R-REFIT 1)', () => {
    const plain = refitEditorView(adjusted(scarred, { fleets: { 'rebels-1': commander(6, ['rapid-deployment']) } }), player('rebels-1'), 'rebels-1', [])!
    expect([plain.scarRemovalsLeft, plain.scarsBasesMayRemove]).toEqual([3, 3])
    const expert = adjusted(scarred, { fleets: { 'rebels-1': commander(6, ['repair-expert']) } })
    const view = refitEditorView(expert, player('rebels-1'), 'rebels-1', [])!
    expect(view.scarRemovalsLeft).toBe(4)
    // Three removals spent by bases, the fourth still offered and accepted.
    const three: RefitChange[] = ['rebels-1-s1', 'rebels-1-s2', 'rebels-1-s3'].map((uid) => ({ op: 'remove-scar', uid, using: 'base' }))
    const after = refitEditorView(expert, player('rebels-1'), 'rebels-1', three)!
    expect(after.refused).toEqual([])
    expect([after.scarRemovalsLeft, after.scarsBasesMayRemove]).toEqual([1, 0])
  })
})
