// What each person must do now (affordances), phase by phase (R-SETUP-5, R-SETUP-6, R-STRAT-ORDER,
// R-RESULT-CONFIRM, R-END). That they match what the engine accepts everywhere: completeness/.
import { describe, expect, it } from 'vitest'
import { result } from './battle/testing'
import { dutiesFor, dutiesNow, type Duty } from './duties'
import { applyCommand } from './engine'
import { campaignReadyToStart } from './fleets/testing/fleet-builders'
import { playTurn, startedCampaign } from './management/testing/management-builders'
import type { AnyCommand, CampaignCommand, CreateCampaignCommand } from './commands'
import { createCampaign } from './create-campaign'
import { ACTORS as CAMPAIGN_ACTORS, CLAIM_OWED_I, HISTORY as CAMPAIGN_HISTORY } from './pivotal/testing/whole-campaign-script'
import { GA } from './pivotal/testing/pivotal-builders'
import type { Actor, CampaignState } from './state'
import { newCampaign, placeBases, unwrap } from './testing/builders'

const player = (playerId: string): Actor => ({ role: 'player', playerId })
const organizer: Actor = { role: 'organizer' }
const kinds = (duties: Duty[]) => duties.map((d) => d.kind)

// Completeness over every scenario state, both ways, is checked in completeness/.

describe('duties: what each person must do now', () => {
  it('at setup: the Empire places first, every player builds a fleet, nobody can start yet (R-SETUP-4, R-SETUP-6)', () => {
    const state = newCampaign()
    expect(dutiesFor(state, player('empire-2')).mine).toEqual([
      { kind: 'place-base', playerId: 'empire-2' },
      { kind: 'ready-fleet', fleetId: 'empire-2' },
      { kind: 'ready-fleet', fleetId: 'fourth-empire' },
    ])
    // A Rebel player waits for the Empire's placements, and builds meanwhile.
    expect(kinds(dutiesFor(state, player('rebels-1')).mine)).toEqual(['ready-fleet', 'ready-fleet'])
    expect(kinds(dutiesNow(state))).not.toContain('start-campaign')
  })

  it('once setup is complete, only the organizer owes something: the start (R-SETUP-6)', () => {
    const ready = campaignReadyToStart()
    expect(dutiesNow(ready)).toEqual([{ kind: 'start-campaign' }])
    expect(dutiesFor(ready, organizer).mine).toEqual([{ kind: 'start-campaign' }])
    expect(dutiesFor(ready, player('rebels-1'))).toEqual({ mine: [], others: [{ kind: 'start-campaign' }] })
  })

  it('in the strategy phase: the initiative team declares, then the other names its defender (R-STRAT-ORDER)', () => {
    const started = startedCampaign()
    // 0-0: the Rebels have initiative. Each Rebel may declare for themselves; the Empire waits.
    expect(dutiesFor(started, player('rebels-2')).mine).toEqual([{ kind: 'declare-assault', team: 'rebels', playerIds: ['rebels-1', 'rebels-2', 'rebels-3'] }])
    expect(dutiesFor(started, player('empire-2')).mine).toEqual([])
    const declared = unwrap(
      applyCommand(started, { type: 'declare-assault', playerId: 'rebels-2', systemId: 'tatooine', fleetId: 'rebels-2' }, player('rebels-2')),
    )
    expect(dutiesFor(declared, player('empire-3')).mine).toEqual([{ kind: 'name-defender', team: 'empire', battleId: 'a1-t1-b1' }])
    expect(dutiesFor(declared, player('rebels-2')).mine).toEqual([])
  })

  it('in the battle phase: the assaulter chooses, either enters, the other confirms, a dispute goes to the organizer (R-RESULT-CONFIRM)', () => {
    const plans = [
      { system: 'mon-cala', assaulter: { playerId: 'rebels-1' }, defender: { playerId: 'empire-1' }, result: result({ score: 200 }, { score: 100 }) },
      { system: 'bespin', assaulter: { playerId: 'empire-2' }, defender: { playerId: 'rebels-2' }, result: result({ score: 100 }, { score: 200 }) },
      { system: 'concord-dawn', assaulter: { playerId: 'rebels-3' }, defender: { playerId: 'empire-3' }, result: result({ score: 200 }, { score: 100 }) },
    ] as const
    const { steps } = playTurn(startedCampaign(), plans)
    // Replay the turn and stop in the battle phase, before the first objective.
    let state = startedCampaign()
    for (const [command, actor] of steps) {
      if (state.phase === 'battle') break
      state = unwrap(applyCommand(state, command, actor))
    }
    const b3 = state.turnState!.battles.find((b) => b.systemId === 'concord-dawn')!
    // rebels-3 chooses (the Rebels' Grand Admiral rebels-1 may too); empire-3 waits.
    expect(dutiesFor(state, player('rebels-3')).mine).toEqual([{ kind: 'choose-objective', battleId: b3.id, playerId: 'rebels-3' }])
    expect(dutiesFor(state, player('empire-3')).mine).toEqual([])
    const pool = ['hired-scum', 'pilot-defection']
    let next = unwrap(applyCommand(state, { type: 'choose-objective', battleId: b3.id, objectiveId: pool[0]! }, player('rebels-3')))
    expect(dutiesFor(next, player('empire-3')).mine).toEqual([{ kind: 'enter-result', battleId: b3.id, playerIds: ['rebels-3', 'empire-3'] }])
    next = unwrap(applyCommand(next, { type: 'enter-result', battleId: b3.id, result: plans[2].result }, player('rebels-3')))
    expect(dutiesFor(next, player('empire-3')).mine).toEqual([{ kind: 'confirm-result', battleId: b3.id, playerId: 'empire-3' }])
    expect(dutiesFor(next, player('rebels-3')).mine).toEqual([])
    next = unwrap(applyCommand(next, { type: 'dispute-result', battleId: b3.id }, player('empire-3')))
    expect(dutiesFor(next, organizer).mine).toEqual([{ kind: 'settle-result', battleId: b3.id }])
    expect(kinds(dutiesFor(next, player('empire-3')).mine)).toEqual([])
  })

  it('at setup: a team whose bases are all placed owes its objectives while the other team still places (R-SETUP-5)', () => {
    // Five placements: empire-1, rebels-1, empire-2, rebels-2, empire-3. rebels-3 still places.
    const state = placeBases(newCampaign(), undefined, 5)
    expect(dutiesFor(state, player('empire-1')).mine).toContainEqual({ kind: 'assign-defenses', team: 'empire' })
    expect(kinds(dutiesFor(state, player('empire-2')).mine)).not.toContain('assign-defenses')
    expect(dutiesFor(state, player('rebels-3')).mine).toContainEqual({ kind: 'place-base', playerId: 'rebels-3' })
    expect(kinds(dutiesFor(state, player('rebels-1')).mine)).not.toContain('assign-defenses')
  })

  it('at a pivotal battle: the result entered by one team is confirmed by the other (R-RESULT-CONFIRM)', () => {
    const entered = firstState(CAMPAIGN_HISTORY, CAMPAIGN_ACTORS, (s) => s.pivotal?.result.status === 'entered')
    const result = entered.pivotal!.result as { by: string }
    const enteringTeam = entered.players.find((p) => p.id === result.by)!.team
    for (const p of entered.players) {
      const offered = kinds(dutiesFor(entered, player(p.id)).mine).includes('confirm-pivotal-result')
      expect(offered, p.id).toBe(p.team !== enteringTeam)
    }
  })

  it('after a won Demonstration of Force its Grand Admiral is asked to claim the systems; the others wait for it (R-PIVOT-AFTER)', () => {
    const owed = CLAIM_OWED_I
    const claim: Duty = { kind: 'claim-pivotal-effects', team: 'empire' }
    expect(dutiesFor(owed, GA.empire).mine).toContainEqual(claim)
    for (const p of owed.players.filter((p) => p.id !== 'empire-1')) {
      expect(dutiesFor(owed, player(p.id)).mine, p.id).not.toContainEqual(claim)
      expect(dutiesFor(owed, player(p.id)).others, p.id).toContainEqual(claim)
    }
    // Nothing is left for the organizer alone: the campaign waits for the Empire.
    expect(dutiesFor(owed, organizer).mine).toEqual([])
  })

  it('once every refit after a pivotal battle is done the next act starts by itself, with nothing asked of the organizer (R-PIVOT-AFTER)', () => {
    const lastRefit = firstState(
      CAMPAIGN_HISTORY,
      CAMPAIGN_ACTORS,
      (s, next) => s.phase === 'pivotal' && s.act === 1 && next?.type === 'finish-refit' && (s.pivotal?.refit?.refitDone.length ?? 0) === s.fleets.length - 1,
    )
    expect(dutiesFor(lastRefit, organizer).mine).toEqual([])
    const fleetId = lastRefit.fleets.find((f) => !lastRefit.pivotal!.refit!.refitDone.includes(f.id))!.id
    const next = unwrap(applyCommand(lastRefit, { type: 'finish-refit', fleetId }, organizer))
    expect([next.phase, next.act, next.turn, next.pivotal]).toEqual(['strategy', 2, 1, null])
  })

  it('after the last pivotal battle the campaign ends by itself once its tokens are taken, without a refit (R-END, R-PIVOT-AFTER)', () => {
    const last = firstState(CAMPAIGN_HISTORY, CAMPAIGN_ACTORS, (s, next) => next?.type === 'pivotal-tokens' && s.act === 3)
    // Nobody is asked for a refit that would prepare nothing, and the organizer has nothing to start.
    expect(dutiesFor(last, organizer).mine).toEqual([])
    for (const p of last.players) expect(kinds(dutiesFor(last, player(p.id)).mine), p.id).toEqual(p.id === 'rebels-1' ? ['pivotal-tokens'] : [])
    expect(unwrap(applyCommand(last, { type: 'pivotal-tokens', team: 'rebels', tokens: ['skilled-spacers'] }, GA.rebels)).phase).toBe('ended')
  })

  it('after the last pivotal battle no XP is spent and no commander reset: there is no next act (R-END, R-PIVOT-AFTER)', () => {
    const last = firstState(CAMPAIGN_HISTORY, CAMPAIGN_ACTORS, (s, next) => next?.type === 'pivotal-tokens' && s.act === 3)
    const fleet = last.fleets.find((f) => f.commander)!
    const owner: Actor = fleet.owner.kind === 'player' ? player(fleet.owner.playerId) : organizer
    expect(applyCommand(last, { type: 'reset-commander', fleetId: fleet.id }, owner)).toEqual({
      ok: false,
      violations: [{ rule: 'R-PHASE', reason: 'wrong-phase' }],
    })
    const buy = applyCommand(last, { type: 'buy-ability', fleetId: fleet.id, abilityId: 'repair-expert' }, owner)
    expect(buy).toEqual({ ok: false, violations: [{ rule: 'R-XP-SPEND', reason: 'wrong-step' }] })
  })
})

/** The first state of a history that the predicate accepts (given the command that follows it). */
function firstState(
  history: readonly AnyCommand[],
  actors: readonly Actor[],
  found: (state: CampaignState, next: AnyCommand | undefined) => boolean,
): CampaignState {
  let state = unwrap(createCampaign(history[0] as CreateCampaignCommand))
  for (const [i, command] of history.slice(1).entries()) {
    if (found(state, command)) return state
    state = unwrap(applyCommand(state, command as CampaignCommand, actors[i + 1]))
  }
  throw new Error('no such state')
}
