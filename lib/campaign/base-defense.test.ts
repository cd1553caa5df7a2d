import { describe, expect, it } from 'vitest'
import type { SystemId } from '@/lib/data/map'
import { assignBaseDefenses, teamBasesAllPlaced, teamDefensesAssigned } from './base-defense'
import type { AssignBaseDefensesCommand } from './commands'
import { applyCommand } from './engine'
import type { CampaignState } from './state'
import type { RuleViolation } from './violations'
import { campaignWithBases, EMPIRE_BASES, defenseCommand, inPhase, newCampaign, placeBases, STANDARD_BASES, unwrap } from './testing/builders'

/** Applies a command that must be refused, checks the input state is untouched, returns the violations. */
function refused(state: CampaignState, command: AssignBaseDefensesCommand): RuleViolation[] {
  const before = structuredClone(state)
  const result = assignBaseDefenses(state, command)
  expect(state).toEqual(before)
  if (result.ok) throw new Error('expected a refusal')
  return result.violations
}

const defenseAt = (state: CampaignState, id: SystemId) => {
  const c = state.control[id]
  return c?.kind === 'base' ? c.defense : undefined
}

describe('R-SETUP-5 base defense assignment', () => {
  it('refuses before any base is placed (R-SETUP-5)', () => {
    expect(refused(newCampaign(), defenseCommand('empire'))).toEqual([{ rule: 'R-SETUP-5', reason: 'bases-not-all-placed', team: 'empire' }])
  })

  it("refuses a team whose bases are not all placed, while the other team's are (R-SETUP-5)", () => {
    const state = placeBases(newCampaign(), STANDARD_BASES, 5) // E, R, E, R, E: Empire done, Rebels owe one
    expect(teamBasesAllPlaced(state, 'empire')).toBe(true)
    expect(teamBasesAllPlaced(state, 'rebels')).toBe(false)
    expect(refused(state, defenseCommand('rebels', ['hoth', 'ryloth'])).map((v) => v.reason)).toEqual(['bases-not-all-placed'])
    const empire = unwrap(assignBaseDefenses(state, defenseCommand('empire')))
    expect(teamDefensesAssigned(empire, 'empire')).toBe(true)
  })

  it('accepts one objective per base and stores each on its base (R-SETUP-5)', () => {
    const state = campaignWithBases()
    const result = unwrap(
      assignBaseDefenses(state, {
        type: 'assign-base-defenses',
        team: 'rebels',
        assignments: [
          { systemId: 'yavin', defense: 'ion-cannon' },
          { systemId: 'hoth', defense: 'fighter-wing' },
          { systemId: 'ryloth', defense: 'armed-station' },
        ],
      }),
    )
    expect(result.control.yavin).toEqual({ kind: 'base', team: 'rebels', defense: 'ion-cannon', placedBy: 'rebels-3' })
    expect(result.control.hoth).toEqual({ kind: 'base', team: 'rebels', defense: 'fighter-wing', placedBy: 'rebels-1' })
    expect(result.control.ryloth).toEqual({ kind: 'base', team: 'rebels', defense: 'armed-station', placedBy: 'rebels-2' })
    // The Empire's bases are untouched.
    expect(EMPIRE_BASES.map((id) => defenseAt(result, id))).toEqual([null, null, null])
    expect(teamDefensesAssigned(result, 'rebels')).toBe(true)
    expect(teamDefensesAssigned(result, 'empire')).toBe(false)
  })

  it('refuses the same defense on two bases (R-SETUP-5)', () => {
    const command = defenseCommand('empire', ['dantooine', 'felucia', 'kessel'], ['ion-cannon', 'ion-cannon', 'fighter-wing'])
    expect(refused(campaignWithBases(), command)).toEqual([{ rule: 'R-SETUP-5', reason: 'defense-used-twice', team: 'empire', defense: 'ion-cannon' }])
  })

  it("refuses a system that is the other team's base (R-SETUP-5)", () => {
    const command = defenseCommand('empire', ['dantooine', 'felucia', 'hoth'])
    expect(refused(campaignWithBases(), command)).toEqual([
      { rule: 'R-SETUP-5', reason: 'not-team-base', team: 'empire', systemId: 'hoth' },
      { rule: 'R-SETUP-5', reason: 'base-missing', team: 'empire', systemId: 'kessel' },
    ])
  })

  it('refuses an unoccupied system (R-SETUP-5)', () => {
    const command = defenseCommand('rebels', ['hoth', 'ryloth', 'atollon'])
    expect(refused(campaignWithBases(), command).map((v) => v.reason)).toEqual(['not-team-base', 'base-missing'])
  })

  it('refuses an assignment that leaves a base out (R-SETUP-5)', () => {
    const command = defenseCommand('empire', ['dantooine', 'kessel'])
    expect(refused(campaignWithBases(), command)).toEqual([{ rule: 'R-SETUP-5', reason: 'base-missing', team: 'empire', systemId: 'felucia' }])
  })

  it('refuses the same base listed twice (R-SETUP-5)', () => {
    const command = defenseCommand('empire', ['dantooine', 'dantooine', 'felucia'])
    const reasons = refused(campaignWithBases(), command).map((v) => v.reason)
    expect(reasons).toContain('base-missing')
  })

  it('replaces an earlier choice when the team reassigns during setup (R-SETUP-5)', () => {
    const first = unwrap(assignBaseDefenses(campaignWithBases(), defenseCommand('empire')))
    expect([defenseAt(first, 'dantooine'), defenseAt(first, 'felucia'), defenseAt(first, 'kessel')]).toEqual(['ion-cannon', 'armed-station', 'fighter-wing'])
    const second = unwrap(assignBaseDefenses(first, defenseCommand('empire', ['kessel', 'dantooine', 'felucia'])))
    expect([defenseAt(second, 'dantooine'), defenseAt(second, 'felucia'), defenseAt(second, 'kessel')]).toEqual(['armed-station', 'fighter-wing', 'ion-cannon'])
  })

  it('gives two bases two different objectives in a 2v2 official-2019 campaign (R-SETUP-1, R-SETUP-5)', () => {
    const state = placeBases(newCampaign('official-2019', 2), ['dantooine', 'hoth', 'felucia', 'ryloth'])
    const done = unwrap(assignBaseDefenses(state, defenseCommand('rebels', ['hoth', 'ryloth'], ['fighter-wing', 'ion-cannon'])))
    expect(teamDefensesAssigned(done, 'rebels')).toBe(true)
    expect(defenseAt(done, 'hoth')).toBe('fighter-wing')
  })

  it('refuses assignment outside setup with wrong-phase, as its definition says (R-SETUP-5, R-PHASE)', () => {
    const strategy = inPhase(campaignWithBases(), 'strategy')
    expect(applyCommand(strategy, defenseCommand('empire'))).toEqual({ ok: false, violations: [{ rule: 'R-PHASE', reason: 'wrong-phase' }] })
  })
})
