// The state schema refuses the states no command leads to and that a page or a command could not read
// (issue 28: any state it accepts renders every page and answers every command without a 5xx; the property
// over generated states is lib/server/any-valid-state.property.test.ts).
import { describe, expect, it } from 'vitest'
import { ACTORS, HISTORY } from './battle/testing/turn-script'
import { statesOf } from './completeness/explore'
import { parseCampaignStateShape } from './state-schema'
import type { CampaignState } from './state'
import { newCampaign } from './testing/builders'

/** A state of the scenario's turn in the given phase, with a battle paired. */
function stateIn(phase: CampaignState['phase']): CampaignState {
  const found = statesOf({ name: 'one turn', history: HISTORY, actors: ACTORS })
    .map((s) => s.state)
    .find((s) => s.phase === phase && (s.turnState?.battles.some((b) => b.defender) ?? false))
  if (!found) throw new Error(`no ${phase} state with a paired battle in the scenario`)
  return structuredClone(found)
}

describe('parseCampaignStateShape', () => {
  it('accepts the states the engine reaches', () => {
    expect(parseCampaignStateShape(newCampaign())).not.toBeNull()
    expect(parseCampaignStateShape(stateIn('battle'))).not.toBeNull()
  })

  it('refuses a turn’s phase without its turn, management without its steps, a pivotal battle without its own', () => {
    for (const phase of ['strategy', 'battle', 'management', 'pivotal'] as const)
      expect(parseCampaignStateShape({ ...stateIn('battle'), phase, turnState: null })).toBeNull()
    const battle = stateIn('battle')
    expect(parseCampaignStateShape({ ...battle, phase: 'management', turnState: { ...battle.turnState!, management: null } })).toBeNull()
    expect(parseCampaignStateShape({ ...battle, phase: 'pivotal', pivotal: null })).toBeNull()
  })

  it('refuses a player without their fleet, a team without its fourth fleet, a fleet on the other side (R-STRAT-FLEET)', () => {
    const state = newCampaign()
    expect(parseCampaignStateShape({ ...state, fleets: state.fleets.filter((f) => f.id !== state.players[0]!.id) })).toBeNull()
    expect(parseCampaignStateShape({ ...state, fleets: state.fleets.filter((f) => f.owner.kind !== 'fourth') })).toBeNull()
    const player = state.players.find((p) => p.team === 'empire')!
    expect(parseCampaignStateShape({ ...state, fleets: state.fleets.map((f) => (f.id === player.id ? { ...f, team: 'rebels' as const } : f)) })).toBeNull()
  })

  it('refuses a battle of the turn fought by an unknown player or fleet', () => {
    const battle = stateIn('battle')
    const paired = battle.turnState!.battles.find((b) => b.defender)!
    const withDefender = (defender: typeof paired.defender) => ({
      ...battle,
      turnState: { ...battle.turnState!, battles: battle.turnState!.battles.map((b) => (b.id === paired.id ? { ...b, defender } : b)) },
    })
    expect(parseCampaignStateShape(withDefender({ ...paired.defender!, fleetId: 'no-such-fleet' }))).toBeNull()
    expect(parseCampaignStateShape(withDefender({ ...paired.defender!, playerId: 'no-such-player' }))).toBeNull()
  })
})
