// R-OVERRIDE: the organizer sets a computed value with a reason; it is kept with the state.
import { describe, expect, it } from 'vitest'
import { applyCommand } from './engine'
import { mayIssue } from './permissions'
import { campaignReadyToStart } from './fleets/testing/fleet-builders'
import type { CampaignState } from './state'

const started = (() => {
  const r = applyCommand(campaignReadyToStart(), { type: 'start-campaign' })
  if (!r.ok) throw new Error('start refused')
  return r.state
})()

function run(state: CampaignState, target: Parameters<typeof applyCommand>[1] & { type: 'override' }) {
  const r = applyCommand(state, target)
  if (!r.ok) throw new Error(JSON.stringify(r.violations))
  return r.state
}

describe('R-OVERRIDE', () => {
  it('sets a team’s CP in an act and records the reason', () => {
    const next = run(started, { type: 'override', reason: 'Scored at the table by mistake', target: { kind: 'cp', team: 'rebels', act: 1, value: 3 } })
    expect(next.teams.rebels.cpByAct).toEqual([3, 0, 0])
    expect(next.overrides).toEqual([{ target: { kind: 'cp', team: 'rebels', act: 1, value: 3 }, reason: 'Scored at the table by mistake', act: 1, turn: 1 }])
  })

  it('sets tokens, XP and the control of a system', () => {
    let next = run(started, { type: 'override', reason: 'Forgotten token', target: { kind: 'tokens', team: 'empire', token: 'spynet', value: 2 } })
    next = run(next, { type: 'override', reason: 'XP miscounted', target: { kind: 'xp', fleetId: 'rebels-1', value: 4 } })
    next = run(next, { type: 'override', reason: 'Presence forgotten', target: { kind: 'control', systemId: 'atollon', team: 'empire' } })
    expect(next.teams.empire.tokens.spynet).toBe(2)
    expect(next.fleets.find((f) => f.id === 'rebels-1')!.commander!.xp).toBe(4)
    expect(next.control.atollon).toEqual({ kind: 'presence', team: 'empire' })
    expect(next.overrides).toHaveLength(3)
  })

  it('is the organizer’s alone, and is refused during setup', () => {
    const command = { type: 'override' as const, reason: 'test', target: { kind: 'cp' as const, team: 'rebels' as const, act: 1 as const, value: 1 } }
    expect(mayIssue(started, { role: 'player', playerId: 'rebels-1' }, command)).toBe(false)
    expect(mayIssue(started, { role: 'organizer' }, command)).toBe(true)
    expect(applyCommand(campaignReadyToStart(), command).ok).toBe(false)
  })
})
