// What the group's Discord is told of each change (issue 25): events and "who is awaited" come from the public
// view alone (R-SECRET, R-SECRET-FLEET, R-STRAT-SECRET), so twin campaigns differing only in the Rebels' secrets
// tell the same story, byte for byte.
import { describe, expect, it } from 'vitest'
import { noticeEvents, awaitedNow, awaitedPeople, stepKey, type NoticeEvent } from './notice-events'
import { publicAwaited } from './public-view'
import { SECRETS_A, SECRETS_B, twinCampaign } from './testing/twin-campaigns'
import { board, base, presence } from '../turn/testing/turn-builders'

const told = (s: typeof SECRETS_A) => {
  const { states } = twinCampaign(s)
  return states.slice(1).map((after, i) => ({ events: noticeEvents(states[i]!, after), awaited: awaitedNow(after) }))
}

describe('notices of a campaign turn (issue 25)', () => {
  const a = told(SECRETS_A)
  const events = a.flatMap((n) => n.events)

  it('tell the start, every phase and management step that waits for someone, each result entered and confirmed, and the end of the turn', () => {
    const kinds = (k: NoticeEvent['kind']) => events.filter((e) => e.kind === k)
    expect(kinds('step').map((e) => (e.kind === 'step' ? stepKey(e.to) : ''))).toEqual([
      '1:1:strategy:',
      '1:1:battle:',
      '1:1:management:tokens',
      '1:1:management:rewards',
      '1:1:management:experience',
      '1:1:management:refit',
      '1:2:strategy:',
    ])
    expect(kinds('result-entered')).toContainEqual({
      kind: 'result-entered',
      battleId: 'a1-t1-b1',
      systemId: 'mandalore',
      assaulters: 'rebels',
      scores: [200, 100],
    })
    expect(kinds('result-confirmed')).toContainEqual({
      kind: 'result-confirmed',
      battleId: 'a1-t1-b1',
      systemId: 'mandalore',
      assaulters: 'rebels',
      winner: 'rebels',
      scores: [200, 100],
    })
    expect(kinds('result-confirmed')).toHaveLength(3)
    expect(kinds('turn-ended')).toEqual([{ kind: 'turn-ended', act: 1, turn: 1 }])
  })

  it('name who is awaited: once a result is entered, the other player, to confirm it', () => {
    const entered = a.find((n) => n.events.some((e) => e.kind === 'result-entered' && e.battleId === 'a1-t1-b1'))!
    expect(entered.awaited.awaited.find((e) => e.duty === 'confirm-result')).toMatchObject({ playerIds: ['empire-1'], systemId: 'mandalore' })
  })

  it('the same, byte for byte, whatever the Rebels keep secret (R-SECRET, R-SECRET-FLEET, R-STRAT-SECRET)', () => {
    const b = told(SECRETS_B)
    expect(b).toHaveLength(a.length)
    for (const [i, n] of a.entries()) expect(JSON.stringify(b[i])).toBe(JSON.stringify(n))
    const all = JSON.stringify(b)
    for (const secret of ['Secret plans', 'Sato', 'master-gunner', 'officer-defense-liaison', 'fighter-wing', 'reserve']) expect(all).not.toContain(secret)
  })

  it('at the XP step, name the other team only as spending its XP, never which commander can still buy (R-SECRET)', () => {
    const xp = a.find((n) => n.awaited.step.step === 'experience')!
    expect(xp.awaited.awaited.map((e) => e.duty)).toEqual(['team-spend-xp', 'team-spend-xp'])
  })
})

describe('notices of bases and of the end', () => {
  it('a base built and one destroyed, in system order (R-MGMT-BASE)', () => {
    const before = board({ hoth: base('rebels'), kessel: presence('empire') })
    const after = board({ kessel: base('empire') })
    expect(noticeEvents(before, after)).toEqual([
      { kind: 'base-destroyed', systemId: 'hoth', team: 'rebels' },
      { kind: 'base-built', systemId: 'kessel', team: 'empire' },
    ])
  })

  it('the campaign’s end with the final standings (R-END)', () => {
    const before = board({})
    const after = {
      ...before,
      phase: 'ended' as const,
      teams: { ...before.teams, empire: { ...before.teams.empire, cpByAct: [5, 4, 3] as [number, number, number] } },
    }
    const ended = noticeEvents(before, after).find((e) => e.kind === 'campaign-ended')
    expect(ended).toMatchObject({ kind: 'campaign-ended', standings: { winner: 'empire', margin: 12 } })
  })

  it('the organizer is named for what only they can do', () => {
    const { states } = twinCampaign(SECRETS_A)
    const ready = states.find((s) => s.phase === 'setup' && publicAwaited(s).some((e) => e.duty === 'start-campaign'))!
    expect(awaitedPeople(ready, publicAwaited(ready))).toEqual(['organizer'])
  })
})
