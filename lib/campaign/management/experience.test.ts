import { describe, expect, it } from 'vitest'
import { commanderAbility } from '@/lib/data/commander-abilities'
import type { Commander } from '../fleets/fleet'
import type { PresetId } from '../state'
import { buyAbility, tierCap, tierTotal, type Act, type BuyAbilityInput, type ExperienceViolation } from './experience'

// Values from lib/data/commander-abilities.ts (checked by the first test below):
//   repair-expert            tier 1, 2 XP         rapid-deployment     tier 1, 2 XP
//   master-navigator-1       tier 1, 3 XP         master-navigator-2   tier 2, 4 XP (requires I)
//   master-navigator-3       tier 3, 4 XP (requires II)
//   ion-technician           tier 2, 3 XP         command-staff        tier 2, 3 XP
//   fighter-group-leader     tier 2, 4 XP         master-gunner-2      tier 2, 3 XP (requires master-gunner-1)

const GK1 = { preset: 'green-knight', act: 1 } as const
const GK2 = { preset: 'green-knight', act: 2 } as const
const GK3 = { preset: 'green-knight', act: 3 } as const

const cmd = (abilities: string[], xp: number): Commander => ({ name: 'Adar Tallon', abilities, xp })

function accepted(commander: Commander, input: BuyAbilityInput, ctx: { preset: PresetId; act: Act }): Commander {
  const before = structuredClone(commander)
  const result = buyAbility(commander, input, ctx)
  expect(commander).toEqual(before)
  if (!result.ok) throw new Error(`expected acceptance, got ${JSON.stringify(result.violations)}`)
  return result.commander
}

function refused(commander: Commander, input: BuyAbilityInput, ctx: { preset: PresetId; act: Act }): ExperienceViolation[] {
  const before = structuredClone(commander)
  const result = buyAbility(commander, input, ctx)
  expect(commander).toEqual(before)
  if (result.ok) throw new Error(`expected a refusal, got ${JSON.stringify(result.commander)}`)
  return result.violations
}

describe('R-CMD-4 data the tests rely on', () => {
  it('has the tiers, costs and ranks the hand-computed cases use (R-CMD-4, R-CMD-2)', () => {
    const pick = (id: string) => {
      const a = commanderAbility(id)
      return a && { tier: a.tier, xpCost: a.xpCost, requires: a.requires }
    }
    expect(pick('repair-expert')).toEqual({ tier: 1, xpCost: 2, requires: null })
    expect(pick('rapid-deployment')).toEqual({ tier: 1, xpCost: 2, requires: null })
    expect(pick('master-navigator-1')).toEqual({ tier: 1, xpCost: 3, requires: null })
    expect(pick('master-navigator-2')).toEqual({ tier: 2, xpCost: 4, requires: 'master-navigator-1' })
    expect(pick('master-navigator-3')).toEqual({ tier: 3, xpCost: 4, requires: 'master-navigator-2' })
    expect(pick('ion-technician')).toEqual({ tier: 2, xpCost: 3, requires: null })
    expect(pick('command-staff')).toEqual({ tier: 2, xpCost: 3, requires: null })
    expect(pick('fighter-group-leader')).toEqual({ tier: 2, xpCost: 4, requires: null })
    expect(pick('master-gunner-2')).toEqual({ tier: 2, xpCost: 3, requires: 'master-gunner-1' })
  })
})

describe('R-CMD-1 tier cap and tier total', () => {
  it('caps green-knight at 4 in act I and 6 in acts II and III (R-CMD-1 preset)', () => {
    expect(tierCap('green-knight', 1)).toBe(4)
    expect(tierCap('green-knight', 2)).toBe(6)
    expect(tierCap('green-knight', 3)).toBe(6)
  })

  it('caps official-2019 at 4 in every act (R-CMD-1 preset)', () => {
    expect(tierCap('official-2019', 1)).toBe(4)
    expect(tierCap('official-2019', 2)).toBe(4)
    expect(tierCap('official-2019', 3)).toBe(4)
  })

  it('sums the tiers of the abilities (R-CMD-1)', () => {
    expect(tierTotal([])).toBe(0)
    expect(tierTotal(['repair-expert'])).toBe(1)
    // 2 + 1 = 3
    expect(tierTotal(['master-navigator-2', 'repair-expert'])).toBe(3)
    // 3 + 2 + 1 = 6
    expect(tierTotal(['master-navigator-3', 'ion-technician', 'rapid-deployment'])).toBe(6)
  })

  it('refuses a tier-2 ability on tiers summing to 3 in act I: 5 > 4 (R-CMD-1)', () => {
    const c = cmd(['master-navigator-2', 'repair-expert'], 10)
    expect(refused(c, { abilityId: 'command-staff' }, GK1)).toEqual([{ rule: 'R-CMD-1', reason: 'tier-cap', cardId: 'command-staff', value: 5, limit: 4 }])
  })

  it('accepts the same purchase in act II: 5 <= 6 (R-CMD-1)', () => {
    const c = cmd(['master-navigator-2', 'repair-expert'], 10)
    const after = accepted(c, { abilityId: 'command-staff' }, GK2)
    expect(after.abilities).toEqual(['master-navigator-2', 'repair-expert', 'command-staff'])
    expect(tierTotal(after.abilities)).toBe(5)
    expect(after.xp).toBe(7) // 10 - 3
  })

  it('accepts reaching exactly 6 in acts II and III and refuses 7 (R-CMD-1)', () => {
    // 2 + 2 = 4, + command-staff 2 = 6
    const c = cmd(['master-navigator-2', 'ion-technician'], 10)
    const act2 = accepted(c, { abilityId: 'command-staff' }, GK2)
    expect(tierTotal(act2.abilities)).toBe(6)
    expect(accepted(c, { abilityId: 'command-staff' }, GK3).abilities).toEqual(act2.abilities)
    // 6 + repair-expert 1 = 7
    expect(refused(act2, { abilityId: 'repair-expert' }, GK3)).toEqual([{ rule: 'R-CMD-1', reason: 'tier-cap', cardId: 'repair-expert', value: 7, limit: 6 }])
  })

  it('accepts reaching exactly 4 in act I (R-CMD-1)', () => {
    // 1 + 1 = 2, + ion-technician 2 = 4
    const c = cmd(['repair-expert', 'rapid-deployment'], 3)
    const after = accepted(c, { abilityId: 'ion-technician' }, GK1)
    expect(tierTotal(after.abilities)).toBe(4)
    expect(after.xp).toBe(0)
  })

  it('keeps the cap at 4 in acts II and III under official-2019 (R-CMD-1 preset)', () => {
    const c = cmd(['master-navigator-2', 'repair-expert'], 10)
    for (const act of [1, 2, 3] as const) {
      expect(refused(c, { abilityId: 'command-staff' }, { preset: 'official-2019', act })).toEqual([
        { rule: 'R-CMD-1', reason: 'tier-cap', cardId: 'command-staff', value: 5, limit: 4 },
      ])
    }
    // 3 + rapid-deployment 1 = 4 is within the cap
    expect(tierTotal(accepted(c, { abilityId: 'rapid-deployment' }, { preset: 'official-2019', act: 3 }).abilities)).toBe(4)
  })

  it('checks the cap after the replaced ability is removed (R-CMD-1, R-CMD-3)', () => {
    // 2 + 2 = 4 in act I; fighter-group-leader (2) replacing ion-technician (2) stays at 4
    const c = cmd(['master-navigator-2', 'ion-technician'], 4)
    const after = accepted(c, { abilityId: 'fighter-group-leader', replaces: 'ion-technician' }, GK1)
    expect(after.abilities).toEqual(['master-navigator-2', 'fighter-group-leader'])
    expect(tierTotal(after.abilities)).toBe(4)
    // without the replacement: 4 + 2 = 6 > 4
    expect(refused(c, { abilityId: 'fighter-group-leader' }, GK1)).toEqual([
      { rule: 'R-CMD-1', reason: 'tier-cap', cardId: 'fighter-group-leader', value: 6, limit: 4 },
    ])
  })

  it('checks the cap after the previous rank is removed (R-CMD-1, R-CMD-2)', () => {
    // master-navigator-1 (1) + master-gunner-2 (2) = 3; rank II replaces rank I: 2 + 2 = 4 <= 4
    const ok = cmd(['master-navigator-1', 'master-gunner-2'], 4)
    expect(tierTotal(accepted(ok, { abilityId: 'master-navigator-2' }, GK1).abilities)).toBe(4)
    // 1 + 2 + 1 = 4; rank II replaces rank I: 2 + 2 + 1 = 5 > 4
    const over = cmd(['master-navigator-1', 'ion-technician', 'repair-expert'], 4)
    expect(refused(over, { abilityId: 'master-navigator-2' }, GK1)).toEqual([
      { rule: 'R-CMD-1', reason: 'tier-cap', cardId: 'master-navigator-2', value: 5, limit: 4 },
    ])
  })
})

describe('R-CMD-2 ranked abilities', () => {
  it('refuses Master Navigator II without Master Navigator I (R-CMD-2)', () => {
    const c = cmd(['repair-expert'], 10)
    expect(refused(c, { abilityId: 'master-navigator-2' }, GK1)).toEqual([{ rule: 'R-CMD-2', reason: 'previous-rank-missing', cardId: 'master-navigator-1' }])
  })

  it('refuses Master Navigator III with only rank I: it needs rank II (R-CMD-2)', () => {
    const c = cmd(['master-navigator-1'], 10)
    expect(refused(c, { abilityId: 'master-navigator-3' }, GK2)).toEqual([{ rule: 'R-CMD-2', reason: 'previous-rank-missing', cardId: 'master-navigator-2' }])
  })

  it('buys Master Navigator I then II: II replaces I, XP paid, tier total recomputed (R-CMD-2, R-CMD-4)', () => {
    // rapid-deployment (tier 1), 7 XP
    const start = cmd(['rapid-deployment'], 7)
    const withI = accepted(start, { abilityId: 'master-navigator-1' }, GK1)
    expect(withI).toEqual({ name: 'Adar Tallon', abilities: ['rapid-deployment', 'master-navigator-1'], xp: 4 }) // 7 - 3
    expect(tierTotal(withI.abilities)).toBe(2) // 1 + 1
    const withII = accepted(withI, { abilityId: 'master-navigator-2' }, GK1)
    expect(withII).toEqual({ name: 'Adar Tallon', abilities: ['rapid-deployment', 'master-navigator-2'], xp: 0 }) // 4 - 4
    expect(withII.abilities).not.toContain('master-navigator-1')
    expect(tierTotal(withII.abilities)).toBe(3) // 1 + 2, not 1 + 1 + 2
  })

  it('buys Master Navigator III over II in act II: 3 + 1 = 4 (R-CMD-2)', () => {
    const c = cmd(['master-navigator-2', 'repair-expert'], 5)
    const after = accepted(c, { abilityId: 'master-navigator-3' }, GK2)
    expect(after).toEqual({ name: 'Adar Tallon', abilities: ['repair-expert', 'master-navigator-3'], xp: 1 }) // 5 - 4
    expect(tierTotal(after.abilities)).toBe(4)
  })

  it('accepts `replaces` naming the previous rank: it is removed once (R-CMD-2, R-CMD-3)', () => {
    const c = cmd(['master-navigator-1'], 4)
    const after = accepted(c, { abilityId: 'master-navigator-2', replaces: 'master-navigator-1' }, GK1)
    expect(after).toEqual({ name: 'Adar Tallon', abilities: ['master-navigator-2'], xp: 0 })
  })
})

describe('R-CMD-3 replacing and owning once', () => {
  it('replaces an owned ability named in `replaces`, paying the full cost (R-CMD-3, R-CMD-4)', () => {
    // repair-expert 1 + ion-technician 2 = 3; command-staff 2 replaces ion-technician: 1 + 2 = 3
    const c = cmd(['repair-expert', 'ion-technician'], 5)
    const after = accepted(c, { abilityId: 'command-staff', replaces: 'ion-technician' }, GK1)
    expect(after).toEqual({ name: 'Adar Tallon', abilities: ['repair-expert', 'command-staff'], xp: 2 }) // 5 - 3, nothing back
    expect(tierTotal(after.abilities)).toBe(3)
  })

  it('treats `replaces: null` as no replacement (R-CMD-3)', () => {
    const c = cmd(['repair-expert'], 2)
    expect(accepted(c, { abilityId: 'rapid-deployment', replaces: null }, GK1).abilities).toEqual(['repair-expert', 'rapid-deployment'])
  })

  it('refuses to replace an ability the commander does not own (R-CMD-3)', () => {
    const c = cmd(['repair-expert'], 5)
    expect(refused(c, { abilityId: 'command-staff', replaces: 'ion-technician' }, GK1)).toEqual([
      { rule: 'R-CMD-3', reason: 'replaced-not-owned', cardId: 'ion-technician' },
    ])
  })

  it('refuses to buy an ability already owned (R-CMD-3)', () => {
    const c = cmd(['repair-expert', 'ion-technician'], 5)
    expect(refused(c, { abilityId: 'ion-technician' }, GK2)).toEqual([{ rule: 'R-CMD-3', reason: 'already-owned', cardId: 'ion-technician' }])
  })
})

describe('R-CMD-4 XP', () => {
  it('refuses a cost beyond the XP held: 4 > 3 (R-CMD-4)', () => {
    const c = cmd(['master-navigator-1'], 3)
    expect(refused(c, { abilityId: 'master-navigator-2' }, GK1)).toEqual([{ rule: 'R-CMD-4', reason: 'not-enough-xp', value: 4, limit: 3 }])
  })

  it('accepts XP exactly enough, leaving 0 (R-CMD-4)', () => {
    const c = cmd(['master-navigator-1'], 4)
    const after = accepted(c, { abilityId: 'master-navigator-2' }, GK1)
    expect(after.xp).toBe(0)
  })

  it('refuses an ability that is not in the data (R-CMD-4)', () => {
    const c = cmd(['repair-expert'], 10)
    expect(refused(c, { abilityId: 'force-choke' }, GK1)).toEqual([{ rule: 'R-CMD-4', reason: 'unknown-ability', cardId: 'force-choke' }])
  })
})

describe('R-XP-SPEND every violation, input untouched', () => {
  it('returns every violation that applies, in rule order (R-CMD-1, R-CMD-2, R-CMD-4)', () => {
    // master-navigator-3 (3) without rank II, with 0 XP, on 1 + 1: 2 + 3 = 5 > 4
    const c = cmd(['repair-expert', 'rapid-deployment'], 0)
    expect(refused(c, { abilityId: 'master-navigator-3' }, GK1)).toEqual([
      { rule: 'R-CMD-1', reason: 'tier-cap', cardId: 'master-navigator-3', value: 5, limit: 4 },
      { rule: 'R-CMD-2', reason: 'previous-rank-missing', cardId: 'master-navigator-2' },
      { rule: 'R-CMD-4', reason: 'not-enough-xp', value: 4, limit: 0 },
    ])
  })

  it('reports an owned purchase and a replaced ability not owned together (R-CMD-3)', () => {
    const c = cmd(['repair-expert'], 5)
    expect(refused(c, { abilityId: 'repair-expert', replaces: 'command-staff' }, GK1)).toEqual([
      { rule: 'R-CMD-3', reason: 'replaced-not-owned', cardId: 'command-staff' },
      { rule: 'R-CMD-3', reason: 'already-owned', cardId: 'repair-expert' },
    ])
  })

  it('never mutates the commander, even frozen (R-XP-SPEND)', () => {
    const abilities = Object.freeze(['master-navigator-1', 'ion-technician'])
    const c = Object.freeze({ name: 'Adar Tallon', abilities: abilities as string[], xp: 9 })
    const snapshot = structuredClone(c)
    const ok = buyAbility(c, { abilityId: 'master-navigator-2' }, GK2)
    expect(ok.ok).toBe(true)
    if (ok.ok) {
      expect(ok.commander).not.toBe(c)
      expect(ok.commander.abilities).not.toBe(c.abilities)
      expect(ok.commander).toEqual({ name: 'Adar Tallon', abilities: ['ion-technician', 'master-navigator-2'], xp: 5 })
    }
    buyAbility(c, { abilityId: 'command-staff', replaces: 'ion-technician' }, GK1)
    buyAbility(c, { abilityId: 'force-choke' }, GK1)
    expect(c).toEqual(snapshot)
  })
})
