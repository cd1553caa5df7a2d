// R-HIST, R-OVERRIDE: the replay that keeps one growing list of overrides gives the same states as applying
// the commands one by one, and never changes a state it returned before the command that follows.
import { describe, expect, it } from 'vitest'
import type { CampaignCommand } from './commands'
import { canonicalJson } from './canonical-json'
import { applyCommand, replayer } from './engine'
import { campaignWithDefenses, inPhase, unwrap } from './testing/builders'

const start = inPhase(campaignWithDefenses(), 'strategy')
const commands: CampaignCommand[] = [
  { type: 'override', reason: 'Table error', target: { kind: 'cp', team: 'rebels', act: 1, value: 7 } },
  { type: 'override', reason: 'Token found', target: { kind: 'tokens', team: 'empire', token: 'spynet', value: 2 } },
  { type: 'override', reason: 'Control fixed', target: { kind: 'control', systemId: 'mustafar', team: 'empire' } },
  // A refused command leaves the list as it was.
  { type: 'override', reason: 'No such fleet', target: { kind: 'xp', fleetId: 'nobody', value: 3 } },
  { type: 'override', reason: 'Table error again', target: { kind: 'cp', team: 'rebels', act: 1, value: 9 } },
]

describe('the replayer (R-HIST, R-OVERRIDE)', () => {
  it('reaches, command after command, the states of the plain fold of applyCommand', () => {
    const steps = replayer(start)
    let folded = start
    for (const command of commands) {
      const plain = applyCommand(folded, command)
      const replayed = steps.apply(command)
      expect(replayed.ok).toBe(plain.ok)
      if (plain.ok) folded = plain.state
      expect(canonicalJson(steps.state)).toBe(canonicalJson(folded))
    }
    expect(steps.state.overrides.map((o) => o.reason)).toEqual(['Table error', 'Token found', 'Control fixed', 'Table error again'])
  })

  it('never changes the state it started from', () => {
    const before = canonicalJson(start)
    const steps = replayer(start)
    for (const command of commands) steps.apply(command)
    expect(canonicalJson(start)).toBe(before)
    expect(unwrap(applyCommand(start, commands[0]!)).overrides).toHaveLength(1)
  })
})
