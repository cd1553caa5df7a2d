// Whom and where each duty concerns, in what capacity its reader does it, and what the organizer may do about
// an awaited one: read over every state of the whole-campaign script (R-SETUP-4, R-STRAT-ORDER,
// R-RESULT-CONFIRM, R-REWARD, R-FOURTH, R-OVERRIDE).
import { describe, expect, it } from 'vitest'
import type { CampaignCommand, CreateCampaignCommand } from './commands'
import { createCampaign } from './create-campaign'
import { dutiesFor, dutiesNow, mayDo, type Duty } from './duties'
import { dutyCapacity, dutyConcerns, organizerStepIn } from './duty-concerns'
import { applyCommand } from './engine'
import { ACTORS, HISTORY } from './pivotal/testing/whole-campaign-script'
import type { Actor, CampaignState } from './state'
import { unwrap } from './testing/builders'

const player = (playerId: string): Actor => ({ role: 'player', playerId })
const organizer: Actor = { role: 'organizer' }

/** Every state the whole-campaign script passes through, in order. */
function scriptStates(): CampaignState[] {
  const [create, ...moves] = HISTORY as [CreateCampaignCommand, ...CampaignCommand[]]
  const states = [unwrap(createCampaign(create))]
  for (const [i, move] of moves.entries()) states.push(unwrap(applyCommand(states.at(-1)!, move, ACTORS[i + 1]!)))
  return states
}
const STATES = scriptStates()

/** The first state with a duty of this kind, and that duty. */
function first<K extends Duty['kind']>(kind: K): { state: CampaignState; duty: Extract<Duty, { kind: K }> } {
  for (const state of STATES) {
    const duty = dutiesNow(state).find((d): d is Extract<Duty, { kind: K }> => d.kind === kind)
    if (duty) return { state, duty }
  }
  throw new Error(`no ${kind} duty in the script`)
}

describe('dutyConcerns: whom and where a duty concerns', () => {
  it('a base to place concerns its player and their team (R-SETUP-4)', () => {
    const { state, duty } = first('place-base')
    expect(dutyConcerns(state, duty)).toEqual({ team: 'empire', playerIds: [duty.playerId], fleetId: null, systemId: null })
  })

  it('a battle duty names the battle’s system; entering concerns both players, confirming the other one (R-RESULT-CONFIRM)', () => {
    const entering = first('enter-result')
    const battle = entering.state.turnState!.battles.find((b) => b.id === entering.duty.battleId)!
    expect(dutyConcerns(entering.state, entering.duty)).toEqual({ team: null, playerIds: entering.duty.playerIds, fleetId: null, systemId: battle.systemId })
    const confirming = first('confirm-result')
    expect(dutyConcerns(confirming.state, confirming.duty).systemId).toBe(
      confirming.state.turnState!.battles.find((b) => b.id === confirming.duty.battleId)!.systemId,
    )
    const naming = first('name-defender')
    expect(dutyConcerns(naming.state, naming.duty).systemId).toBe(naming.state.turnState!.battles.find((b) => b.id === naming.duty.battleId)!.systemId)
  })

  it('a player’s fleet concerns its player; a team’s fourth fleet nobody but the team (R-REWARD, R-FOURTH)', () => {
    const { state } = first('take-reward')
    const rewards = dutiesNow(state).filter((d) => d.kind === 'take-reward')
    const own = rewards.find((d) => d.fleetId === 'empire-2')!
    const fourth = rewards.find((d) => d.fleetId === 'fourth-empire')!
    expect(dutyConcerns(state, own)).toEqual({ team: 'empire', playerIds: ['empire-2'], fleetId: 'empire-2', systemId: null })
    expect(dutyConcerns(state, fourth)).toEqual({ team: 'empire', playerIds: [], fleetId: 'fourth-empire', systemId: null })
  })

  it('every duty of every state of the script has a team or players, and battle duties a system', () => {
    for (const state of STATES) {
      for (const duty of dutiesNow(state)) {
        const c = dutyConcerns(state, duty)
        const kind = duty.kind
        if (['start-campaign', 'settle-result', 'confirm-pivotal-result', 'finish-pivotal'].includes(kind)) continue
        expect(c.team !== null || c.playerIds.length > 0, kind).toBe(true)
        if ('battleId' in duty) expect(c.systemId, kind).not.toBeNull()
      }
    }
  })
})

describe('dutyCapacity: in what capacity the reader does a duty of theirs', () => {
  it('their own fleet, their team’s fourth fleet, and a teammate’s fleet as Grand Admiral', () => {
    const { state } = first('take-reward')
    const ga = state.teams.empire.grandAdmiral
    const teammate = state.players.find((p) => p.team === 'empire' && p.id !== ga)!.id
    const mine = dutiesFor(state, player(ga)).mine.filter((d) => d.kind === 'take-reward')
    const as = Object.fromEntries(mine.map((d) => [d.fleetId, dutyCapacity(state, player(ga), d)]))
    expect(as[ga]).toEqual({ as: 'own' })
    expect(as['fourth-empire']).toEqual({ as: 'team' })
    // The Grand Admiral may send a teammate's reward: it is listed to them as done for that teammate.
    expect(as[teammate]).toEqual({ as: 'grand-admiral', for: [teammate] })
    // The teammate's own is theirs.
    const theirs = dutiesFor(state, player(teammate)).mine.find((d) => d.kind === 'take-reward' && d.fleetId === teammate)!
    expect(dutyCapacity(state, player(teammate), theirs)).toEqual({ as: 'own' })
  })

  it('a team’s choice is the team’s; the organizer acts as organizer', () => {
    const { state, duty } = first('gain-tokens')
    const ga = state.teams[duty.team].grandAdmiral
    expect(mayDo(state, player(ga), duty)).toBe(true)
    expect(dutyCapacity(state, player(ga), duty)).toEqual({ as: 'team' })
    expect(dutyCapacity(state, organizer, duty)).toEqual({ as: 'organizer' })
  })

  it('over the whole script, a player is never told a duty as their own unless it concerns them', () => {
    for (const state of STATES) {
      for (const p of state.players) {
        for (const duty of dutiesFor(state, player(p.id)).mine) {
          const capacity = dutyCapacity(state, player(p.id), duty)
          if (capacity.as === 'own') expect(dutyConcerns(state, duty).playerIds).toContain(p.id)
          if (capacity.as === 'grand-admiral') expect(capacity.for).not.toContain(p.id)
        }
      }
    }
  })
})

describe('organizerStepIn: what the organizer may do about what the campaign waits for (R-OVERRIDE)', () => {
  it('in a management step, move it on with a reason; elsewhere, act in the player’s place', () => {
    const management = first('take-reward').state
    expect(organizerStepIn(management)).toBe('force-step')
    expect(organizerStepIn(first('declare-assault').state)).toBe('act-for-them')
    expect(organizerStepIn(first('enter-pivotal-result').state)).toBe('act-for-them')
  })
})
