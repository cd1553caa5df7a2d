// R-SCHEDULE: the two players of a declared battle agree when and where they play it; nobody else may.
import { describe, expect, it } from 'vitest'
import type { AnyCommand, CampaignCommand } from '../commands'
import { applyCommand, replay } from '../engine'
import { commandSecrecy, mayIssue } from '../registry'
import { campaignCommandSchema } from '../commands'
import type { Actor, CampaignState } from '../state'
import { unwrap } from '../testing/builders'
import { visibleStateFor } from '../visibility'
import { turnView } from '../views/turn-view'
import { ACTORS, BATTLE_PHASE, BATTLE_STEPS, HISTORY, ORGANIZER, STARTED, STRATEGY_STEPS, player } from '../battle/testing/turn-script'
import { freshCommandViolation } from './battle-schedule'
import { scheduledGames, scheduledGamesFor } from './scheduled-games'

// a1-t1-b1: rebels-1 assaults Concord Dawn, empire-1 defends; a1-t1-b2: empire-2 against rebels-2.
const FRIDAY = { startsAt: '2026-12-04T19:00:00.000Z', venue: { kind: 'place' as const, place: 'At the club' } }
const SATURDAY = { startsAt: '2026-12-05T14:00:00.000Z', venue: { kind: 'online' as const } }
const propose = (slot: typeof FRIDAY | typeof SATURDAY, battleId = 'a1-t1-b1'): CampaignCommand => ({ type: 'propose-game', battleId, ...slot })
const accept = (slot: typeof FRIDAY | typeof SATURDAY, battleId = 'a1-t1-b1'): CampaignCommand => ({ type: 'accept-game', battleId, seen: slot })

function run(state: CampaignState, steps: [CampaignCommand, Actor][]): CampaignState {
  return steps.reduce((s, [command, actor]) => unwrap(applyCommand(s, command, actor)), state)
}
const battle = (s: CampaignState, id = 'a1-t1-b1') => s.turnState!.battles.find((b) => b.id === id)!

describe('arranging a battle’s game (R-SCHEDULE)', () => {
  it('one player proposes, the other accepts: the time and place are agreed', () => {
    const proposed = run(BATTLE_PHASE, [[propose(FRIDAY), player('rebels-1')]])
    expect(battle(proposed).schedule).toEqual({ agreed: null, proposal: { ...FRIDAY, by: 'rebels-1' } })
    const agreed = run(proposed, [[accept(FRIDAY), player('empire-1')]])
    expect(battle(agreed).schedule).toEqual({ agreed: FRIDAY, proposal: null })
  })

  it('the other may answer with another proposal, which the first then accepts', () => {
    const countered = run(BATTLE_PHASE, [
      [propose(FRIDAY), player('rebels-1')],
      [propose(SATURDAY), player('empire-1')],
    ])
    expect(battle(countered).schedule?.proposal).toEqual({ ...SATURDAY, by: 'empire-1' })
    // Accepting the proposal the page no longer shows changes nothing.
    expect(applyCommand(countered, accept(FRIDAY), player('empire-1'))).toMatchObject({
      ok: false,
      violations: [{ rule: 'R-SCHEDULE', reason: 'own-proposal' }],
    })
    expect(applyCommand(countered, accept(FRIDAY), player('rebels-1'))).toMatchObject({
      ok: false,
      violations: [{ rule: 'R-SCHEDULE', reason: 'proposal-changed' }],
    })
    const agreed = run(countered, [[accept(SATURDAY), player('rebels-1')]])
    expect(battle(agreed).schedule).toEqual({ agreed: SATURDAY, proposal: null })
    // A new proposal after agreeing leaves the agreed time standing until it is accepted.
    const moved = run(agreed, [[propose(FRIDAY), player('empire-1')]])
    expect(battle(moved).schedule).toEqual({ agreed: SATURDAY, proposal: { ...FRIDAY, by: 'empire-1' } })
  })

  it('is refused, with its reason, from anyone outside the battle, their Grand Admiral included', () => {
    // rebels-1 is the Rebels' Grand Admiral, yet a1-t1-b2 is rebels-2's game.
    for (const who of ['empire-3', 'rebels-1']) {
      expect(mayIssue(BATTLE_PHASE, player(who), propose(FRIDAY, 'a1-t1-b2'))).toBe(true)
      expect(applyCommand(BATTLE_PHASE, propose(FRIDAY, 'a1-t1-b2'), player(who))).toEqual({
        ok: false,
        violations: [{ rule: 'R-SCHEDULE', reason: 'not-in-battle' }],
      })
    }
    const proposed = run(BATTLE_PHASE, [[propose(FRIDAY), player('rebels-1')]])
    expect(applyCommand(proposed, accept(FRIDAY), player('rebels-2'))).toMatchObject({ ok: false, violations: [{ reason: 'not-in-battle' }] })
    expect(applyCommand(proposed, accept(FRIDAY), player('rebels-1'))).toMatchObject({ ok: false, violations: [{ reason: 'own-proposal' }] })
    expect(applyCommand(BATTLE_PHASE, accept(FRIDAY), player('empire-1'))).toMatchObject({ ok: false, violations: [{ reason: 'no-proposal' }] })
  })

  it('lets the organizer propose for a battle, and either player accept it', () => {
    const proposed = run(BATTLE_PHASE, [[propose(FRIDAY), ORGANIZER]])
    expect(battle(proposed).schedule?.proposal?.by).toBe('organizer')
    expect(applyCommand(proposed, accept(FRIDAY), ORGANIZER)).toMatchObject({ ok: false, violations: [{ reason: 'own-proposal' }] })
    expect(battle(run(proposed, [[accept(FRIDAY), player('empire-1')]])).schedule?.agreed).toEqual(FRIDAY)
  })

  it('opens once the defender is named, and closes once the result is applied', () => {
    const declared = STRATEGY_STEPS[0]!.after
    expect(applyCommand(declared, propose(FRIDAY), player('rebels-1'))).toMatchObject({ ok: false, violations: [{ reason: 'no-opponent-yet' }] })
    // During the strategy phase, a battle whose defender is named may already be arranged.
    const paired = STRATEGY_STEPS[1]!.after
    expect(paired.phase).toBe('strategy')
    expect(applyCommand(paired, propose(FRIDAY), player('empire-1')).ok).toBe(true)
    const confirmed = BATTLE_STEPS.find((s) => s.command.type === 'confirm-result')!.after
    expect(applyCommand(confirmed, propose(FRIDAY), player('rebels-1'))).toMatchObject({ ok: false, violations: [{ reason: 'result-already-applied' }] })
    expect(applyCommand(STARTED, propose(FRIDAY), player('rebels-1'))).toMatchObject({ ok: false, violations: [{ reason: 'unknown-battle' }] })
  })

  it('refuses a proposal for a time already gone when it is sent, and not when its history is replayed later', () => {
    expect(freshCommandViolation(propose(FRIDAY), new Date('2026-12-04T19:00:00.000Z'))).toEqual({ rule: 'R-SCHEDULE', reason: 'time-past' })
    expect(freshCommandViolation(propose(FRIDAY), new Date('2026-12-04T18:59:00.000Z'))).toBeNull()
    expect(freshCommandViolation(accept(FRIDAY), new Date('2030-01-01T00:00:00.000Z'))).toBeNull()
  })

  it('refuses an empty place, a place too long and a time that is not UTC at the edge', () => {
    const at = (venue: unknown, startsAt = FRIDAY.startsAt) =>
      campaignCommandSchema.safeParse({ type: 'propose-game', battleId: 'a1-t1-b1', startsAt, venue }).success
    expect(at({ kind: 'place', place: '   ' })).toBe(false)
    expect(at({ kind: 'place', place: 'x'.repeat(81) })).toBe(false)
    expect(at({ kind: 'place', place: 'x'.repeat(80) })).toBe(true)
    expect(at({ kind: 'online' }, '2026-12-04T20:00:00+01:00')).toBe(false)
    expect(at({ kind: 'online' }, '2026-12-04T19:00:00.000Z')).toBe(true)
  })

  it('is replayed and undone like every command (R-HIST)', () => {
    const steps: [CampaignCommand, Actor][] = [
      [propose(FRIDAY), player('rebels-1')],
      [propose(SATURDAY), player('empire-1')],
      [accept(SATURDAY), player('rebels-1')],
    ]
    const history: AnyCommand[] = [...HISTORY.slice(0, 1 + BATTLE_PHASE_AT), ...steps.map(([c]) => c)]
    const actors: Actor[] = [...ACTORS.slice(0, 1 + BATTLE_PHASE_AT), ...steps.map(([, a]) => a)]
    const replayed = unwrap(replay(history, actors))
    expect(battle(replayed).schedule).toEqual({ agreed: SATURDAY, proposal: null })
    expect(replayed).toEqual(run(BATTLE_PHASE, steps))
    // Undo replays all but the last: the counter-proposal waits again.
    const undone = unwrap(replay(history.slice(0, -1), actors.slice(0, -1)))
    expect(battle(undone).schedule).toEqual({ agreed: null, proposal: { ...SATURDAY, by: 'empire-1' } })
    // The replay checks who sent each: a proposal from outside the battle fails it.
    expect(replay([...history, propose(FRIDAY, 'a1-t1-b2')], [...actors, player('empire-3')]).ok).toBe(false)
  })

  it('is public: both teams see the game arranged, and its history entry whole', () => {
    const agreed = run(BATTLE_PHASE, [
      [propose(FRIDAY), player('rebels-1')],
      [accept(FRIDAY), player('empire-1')],
    ])
    expect(commandSecrecy(propose(FRIDAY), agreed)).toBe('public')
    expect(commandSecrecy(accept(FRIDAY), agreed)).toBe('public')
    for (const viewer of ['rebels-2', 'empire-3']) {
      expect(visibleStateFor(agreed, player(viewer)).turnState!.battles.find((b) => b.id === 'a1-t1-b1')!.schedule).toEqual({ agreed: FRIDAY, proposal: null })
    }
  })

  it('lists the turn’s games as data, and tells each person what they may do about theirs', () => {
    const proposed = run(BATTLE_PHASE, [[propose(FRIDAY), player('rebels-1')]])
    expect(scheduledGames(proposed).map((g) => [g.battleId, g.assaulter.playerId, g.defender.playerId, g.proposal?.startsAt ?? null])).toEqual([
      ['a1-t1-b1', 'rebels-1', 'empire-1', FRIDAY.startsAt],
      ['a1-t1-b2', 'empire-2', 'rebels-2', null],
      ['a1-t1-b3', 'rebels-3', 'empire-3', null],
    ])
    expect(scheduledGamesFor(proposed, player('empire-1')).map((g) => [g.battleId, g.mayPropose, g.mayAccept])).toEqual([['a1-t1-b1', true, true]])
    expect(scheduledGamesFor(proposed, player('rebels-1')).map((g) => [g.battleId, g.mayPropose, g.mayAccept])).toEqual([['a1-t1-b1', true, false]])
    expect(scheduledGamesFor(proposed, ORGANIZER)).toHaveLength(3)
    // The turn page offers the forms exactly so.
    expect(turnView(proposed, player('empire-1'))!.battles['a1-t1-b1']!.schedule).toEqual({ mayPropose: true, mayAccept: true })
    expect(turnView(proposed, player('empire-3'))!.battles['a1-t1-b1']!.schedule).toEqual({ mayPropose: false, mayAccept: false })
  })
})

/** How many commands of the scripted history lead to the battle phase (after creation). */
const BATTLE_PHASE_AT = HISTORY.length - 1 - BATTLE_STEPS.length
