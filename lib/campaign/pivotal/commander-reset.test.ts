import { describe, expect, it } from 'vitest'
import type { Commander } from '../fleets/fleet'
import { commanderRefund, freeStartingAbility, resetCommander } from './commander-reset'

describe('R-PIVOT-AFTER commander reset', () => {
  it('R-PIVOT-AFTER: the free starting ability refunds nothing; a rank II refunds rank I too', () => {
    // Repair Expert (tier 1, free), Infiltrator II 3 + Infiltrator I 2 = 5.
    const commander: Commander = { name: 'Pellaeon', abilities: ['repair-expert', 'infiltrator-2'], xp: 1 }
    expect(resetCommander(commander)).toEqual({ name: 'Pellaeon', abilities: [], xp: 6 })
    expect(commander).toEqual({ name: 'Pellaeon', abilities: ['repair-expert', 'infiltrator-2'], xp: 1 })
  })

  it('R-PIVOT-AFTER: a rank III refunds ranks III, II and I', () => {
    // Master Engineer III 1 + II 3 + I 3 = 7; abilities[0] is tier 3, so nothing is free under the default reading.
    const commander: Commander = { name: 'Ackbar', abilities: ['master-engineer-3'], xp: 0 }
    expect(commanderRefund(commander).lines.map((l) => [l.abilityId, l.xp])).toEqual([
      ['master-engineer-3', 1],
      ['master-engineer-2', 3],
      ['master-engineer-1', 3],
    ])
    expect(resetCommander(commander).xp).toBe(7)
  })

  it('R-PIVOT-AFTER: a known starting ability low in a chain is the free one', () => {
    // Started with Master Engineer I: III 1 + II 3 + I free = 4.
    expect(resetCommander({ name: 'Ackbar', abilities: ['master-engineer-3'], xp: 2 }, { startingAbility: 'master-engineer-1' }).xp).toBe(6)
    // Started with Master Gunner I, later bought Rockhopper I then Master Gunner II (appended last):
    // Rockhopper I 2 + Master Gunner II 3 + Master Gunner I free = 5.
    const commander: Commander = { name: 'Thrawn', abilities: ['rockhopper-1', 'master-gunner-2'], xp: 0 }
    expect(resetCommander(commander, { startingAbility: 'master-gunner-1' }).xp).toBe(5)
    // The default reading takes abilities[0] (Rockhopper I) as free instead: 3 + 3 = 6.
    expect(freeStartingAbility(commander)).toBe('rockhopper-1')
    expect(resetCommander(commander).xp).toBe(6)
  })

  it('R-PIVOT-AFTER: with no free ability everything is refunded', () => {
    // Ready Defender 2 + Command Bridge 4 = 6.
    expect(resetCommander({ name: 'Mon', abilities: ['ready-defender', 'command-bridge'], xp: 0 }, { startingAbility: null }).xp).toBe(6)
    // abilities[0] tier 2 (Command Bridge): not the free tier-1 ability; 4 + 2 = 6.
    expect(resetCommander({ name: 'Mon', abilities: ['command-bridge', 'ready-defender'], xp: 0 }).xp).toBe(6)
  })

  it('R-PIVOT-AFTER: an ability missing from the data refunds nothing and is reported', () => {
    const commander: Commander = { name: 'X', abilities: ['rapid-deployment', 'made-up', 'fighter-group-leader'], xp: 0 }
    const refund = commanderRefund(commander)
    expect(refund.total).toBe(4) // Rapid Deployment free, Fighter Group Leader 4
    expect(refund.violations).toEqual([{ rule: 'R-PIVOT-AFTER', reason: 'unknown-ability', cardId: 'made-up' }])
    expect(resetCommander(commander)).toEqual({ name: 'X', abilities: [], xp: 4 })
  })
})
