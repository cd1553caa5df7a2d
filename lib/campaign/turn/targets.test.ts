import { describe, expect, it } from 'vitest'
import { SYSTEM_IDS, type SystemId } from '@/lib/data/map'
import type { CampaignState } from '../state'
import { legalTargets, targetViolations } from './targets'
import { base, battleAt, board, presence, withBattles } from './testing/turn-builders'

/** Every system holds an Empire presence except those given (undefined: unoccupied). */
function empireEverywhereBut(overrides: Partial<Record<SystemId, CampaignState['control'][SystemId] | undefined>>): CampaignState['control'] {
  const control: CampaignState['control'] = {}
  for (const id of SYSTEM_IDS) {
    const c = id in overrides ? overrides[id] : presence('empire')
    if (c) control[id] = c
  }
  return control
}

describe('R-STRAT-TARGET item 1: no battle declared there this turn', () => {
  const state = withBattles(board({}), [battleAt('mandalore', 'rebels', 'a1-t1-b1')])

  it('refuses a system where the other team has already declared a battle (R-STRAT-TARGET 1)', () => {
    expect(targetViolations(state, 'empire', 'mandalore')).toEqual([{ rule: 'R-STRAT-TARGET', item: 1, reason: 'battle-already-there', systemId: 'mandalore' }])
  })

  it('refuses a system where the team itself has already declared a battle (R-STRAT-TARGET 1)', () => {
    expect(targetViolations(state, 'rebels', 'mandalore').map((v) => v.item)).toEqual([1])
  })

  it('still allows any other unoccupied system (R-STRAT-TARGET 1)', () => {
    expect(targetViolations(state, 'empire', 'dathomir')).toEqual([])
    expect(legalTargets(state, 'empire')).not.toContain('mandalore')
    expect(legalTargets(state, 'empire')).toHaveLength(29)
  })
})

describe('R-STRAT-TARGET item 2: unoccupied or enemy, never friendly', () => {
  const control = { bespin: presence('empire'), dagobah: presence('rebels'), hoth: base('empire'), yavin: base('rebels') }

  it('accepts an unoccupied system and an enemy presence (R-STRAT-TARGET 2)', () => {
    const state = board(control)
    expect(targetViolations(state, 'empire', 'endor')).toEqual([])
    expect(targetViolations(state, 'empire', 'dagobah')).toEqual([])
  })

  it('refuses a system holding the team’s own presence (R-STRAT-TARGET 2)', () => {
    expect(targetViolations(board(control), 'empire', 'bespin')).toEqual([{ rule: 'R-STRAT-TARGET', item: 2, reason: 'friendly-system', systemId: 'bespin' }])
  })

  it('refuses the team’s own base, in act II as well (R-STRAT-TARGET 2)', () => {
    expect(targetViolations(board(control, 2), 'empire', 'hoth')).toEqual([{ rule: 'R-STRAT-TARGET', item: 2, reason: 'friendly-system', systemId: 'hoth' }])
  })

  it('names both items for the team’s own base in act I (R-STRAT-TARGET 2, 3)', () => {
    expect(targetViolations(board(control, 1), 'empire', 'hoth').map((v) => v.item)).toEqual([2, 3])
  })

  it('refuses the Rebels their own presence and base just the same (R-STRAT-TARGET 2)', () => {
    const state = board(control, 2)
    expect(targetViolations(state, 'rebels', 'dagobah').map((v) => v.reason)).toEqual(['friendly-system'])
    expect(targetViolations(state, 'rebels', 'yavin').map((v) => v.reason)).toEqual(['friendly-system'])
  })
})

describe('R-STRAT-TARGET item 3: no base in act I', () => {
  const control = { hoth: base('rebels', 'ion-cannon') }

  it('refuses an enemy base in act I (R-STRAT-TARGET 3)', () => {
    expect(targetViolations(board(control, 1), 'empire', 'hoth')).toEqual([{ rule: 'R-STRAT-TARGET', item: 3, reason: 'base-in-act-one', systemId: 'hoth' }])
  })

  it('accepts an enemy base in act II and act III (R-STRAT-TARGET 3)', () => {
    expect(targetViolations(board(control, 2), 'empire', 'hoth')).toEqual([])
    expect(targetViolations(board(control, 3), 'empire', 'hoth')).toEqual([])
  })
})

describe('R-STRAT-TARGET item 4: one enemy system per team per turn', () => {
  // Rebel presences at bespin and dagobah, a Rebel base at hoth, an Empire presence at endor; act II.
  const control = { bespin: presence('rebels'), dagobah: presence('rebels'), hoth: base('rebels'), endor: presence('empire') }
  const afterPresenceAssault = withBattles(board(control, 2), [battleAt('bespin', 'empire', 'a1-t1-b1', 'empire-1', 'rebels-1')])

  it('refuses a second enemy presence while unoccupied systems remain (R-STRAT-TARGET 4)', () => {
    expect(targetViolations(afterPresenceAssault, 'empire', 'dagobah')).toEqual([
      { rule: 'R-STRAT-TARGET', item: 4, reason: 'second-enemy-assault', systemId: 'dagobah' },
    ])
  })

  it('refuses an enemy base after an enemy presence assault (R-STRAT-TARGET 4)', () => {
    expect(targetViolations(afterPresenceAssault, 'empire', 'hoth').map((v) => v.item)).toEqual([4])
  })

  it('refuses an enemy presence after an enemy base assault (R-STRAT-TARGET 4)', () => {
    const afterBase = withBattles(board(control, 2), [battleAt('hoth', 'empire', 'a1-t1-b1')])
    expect(targetViolations(afterBase, 'empire', 'bespin').map((v) => v.item)).toEqual([4])
  })

  it('still allows unoccupied systems after the enemy assault (R-STRAT-TARGET 4)', () => {
    expect(targetViolations(afterPresenceAssault, 'empire', 'mandalore')).toEqual([])
  })

  it('does not count assaults on unoccupied systems toward the limit (R-STRAT-TARGET 4)', () => {
    const state = withBattles(board(control, 2), [
      battleAt('mandalore', 'empire', 'a1-t1-b1', 'empire-1', 'rebels-1'),
      battleAt('mygeeto', 'empire', 'a1-t1-b2', 'empire-2', 'rebels-2'),
    ])
    expect(targetViolations(state, 'empire', 'dagobah')).toEqual([])
  })

  it('counts only the team’s own assaults: the other team’s enemy assault leaves the limit untouched (R-STRAT-TARGET 4)', () => {
    const state = withBattles(board(control, 2), [battleAt('endor', 'rebels', 'a1-t1-b1', 'rebels-1', 'empire-1')])
    expect(targetViolations(state, 'empire', 'dagobah')).toEqual([])
    // …and the Rebels, having used theirs on endor, may not take a second Empire system.
    const withFelucia = withBattles(board({ ...control, felucia: presence('empire') }, 2), [battleAt('endor', 'rebels', 'a1-t1-b1', 'rebels-1', 'empire-1')])
    expect(targetViolations(withFelucia, 'rebels', 'felucia').map((v) => v.item)).toEqual([4])
  })
})

describe('R-STRAT-TARGET item 5: no unoccupied system left', () => {
  // Empire presences everywhere but: Rebel presences at bespin, dagobah, endor; a Rebel base at hoth
  // and one at yavin; atollon unoccupied.
  const control = empireEverywhereBut({
    atollon: undefined,
    bespin: presence('rebels'),
    dagobah: presence('rebels'),
    endor: presence('rebels'),
    hoth: base('rebels'),
    yavin: base('rebels'),
  })
  const empireOnBespin = battleAt('bespin', 'empire', 'a1-t1-b1', 'empire-1', 'rebels-1')

  it('keeps item 4 while one unoccupied system can still be targeted (R-STRAT-TARGET 4, 5)', () => {
    const state = withBattles(board(control, 2), [empireOnBespin])
    expect(targetViolations(state, 'empire', 'dagobah').map((v) => v.item)).toEqual([4])
  })

  it('opens any number of enemy presences once every unoccupied system has a battle (R-STRAT-TARGET 5)', () => {
    // The Rebels declared on atollon, the only unoccupied system: none is left to target (item 1).
    const state = withBattles(board(control, 2), [battleAt('atollon', 'rebels', 'a1-t1-b1', 'rebels-1', 'empire-1'), { ...empireOnBespin, id: 'a1-t1-b2' }])
    expect(targetViolations(state, 'empire', 'dagobah')).toEqual([])
    const third = withBattles(state, [...state.turnState!.battles, battleAt('dagobah', 'empire', 'a1-t1-b3', 'empire-2', 'rebels-2')])
    expect(targetViolations(third, 'empire', 'endor')).toEqual([])
  })

  it('opens enemy presences when the map has no unoccupied system at all (R-STRAT-TARGET 5)', () => {
    const full = { ...control, atollon: presence('empire') }
    const state = withBattles(board(full, 1), [empireOnBespin])
    expect(targetViolations(state, 'empire', 'dagobah')).toEqual([])
  })

  it('still refuses an enemy base in act I (R-STRAT-TARGET 3, 5)', () => {
    const full = { ...control, atollon: presence('empire') }
    const state = withBattles(board(full, 1), [empireOnBespin])
    expect(targetViolations(state, 'empire', 'hoth')).toEqual([{ rule: 'R-STRAT-TARGET', item: 3, reason: 'base-in-act-one', systemId: 'hoth' }])
  })

  it('still refuses a second enemy base (R-STRAT-TARGET 4, 5)', () => {
    const full = { ...control, atollon: presence('empire') }
    const state = withBattles(board(full, 2), [battleAt('hoth', 'empire', 'a1-t1-b1', 'empire-1', 'rebels-1')])
    expect(targetViolations(state, 'empire', 'yavin')).toEqual([{ rule: 'R-STRAT-TARGET', item: 4, reason: 'second-enemy-assault', systemId: 'yavin' }])
    // …while enemy presences stay open after the base assault.
    expect(targetViolations(state, 'empire', 'bespin')).toEqual([])
  })

  it('still refuses an enemy base after an enemy presence assault: bases stay limited by item 4 (R-STRAT-TARGET 4, 5)', () => {
    // Item 4 counts every enemy system, presence or base; item 5 lifts it for presences only.
    const full = { ...control, atollon: presence('empire') }
    const state = withBattles(board(full, 2), [empireOnBespin])
    expect(targetViolations(state, 'empire', 'hoth')).toEqual([{ rule: 'R-STRAT-TARGET', item: 4, reason: 'second-enemy-assault', systemId: 'hoth' }])
  })
})

describe('R-STRAT-TARGET legal target list', () => {
  // Empire presences everywhere but: atollon unoccupied, a Rebel presence at bespin, a Rebel base at hoth.
  const control = empireEverywhereBut({ atollon: undefined, bespin: presence('rebels'), hoth: base('rebels') })

  it('lists exactly the unoccupied system and the enemy presence in act I (R-STRAT-TARGET)', () => {
    expect(legalTargets(board(control, 1), 'empire')).toEqual(['atollon', 'bespin'])
  })

  it('adds the enemy base in act II (R-STRAT-TARGET 3)', () => {
    expect(legalTargets(board(control, 2), 'empire')).toEqual(['atollon', 'bespin', 'hoth'])
  })

  it('drops the declared system and the other enemy systems after the enemy assault (R-STRAT-TARGET 1, 4)', () => {
    const state = withBattles(board(control, 2), [battleAt('bespin', 'empire', 'a1-t1-b1', 'empire-1', 'rebels-1')])
    expect(legalTargets(state, 'empire')).toEqual(['atollon'])
  })

  it('lists every enemy presence under item 5, never the act-I base (R-STRAT-TARGET 5)', () => {
    const full = empireEverywhereBut({ bespin: presence('rebels'), dagobah: presence('rebels'), endor: presence('rebels'), hoth: base('rebels') })
    const state = withBattles(board(full, 1), [battleAt('bespin', 'empire', 'a1-t1-b1', 'empire-1', 'rebels-1')])
    expect(legalTargets(state, 'empire')).toEqual(['dagobah', 'endor'])
  })

  it('lists nothing when every system is friendly (R-STRAT-TARGET)', () => {
    expect(legalTargets(board(empireEverywhereBut({}), 2), 'empire')).toEqual([])
  })

  it('lists all 30 systems on an empty map (R-STRAT-TARGET)', () => {
    expect(legalTargets(board({}), 'rebels')).toEqual([...SYSTEM_IDS])
  })
})
