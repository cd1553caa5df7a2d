// Whether the defending team held a battle's system when the battle was fought (its presence or base), so
// that the outcome says a system was taken from a player only when it was theirs (R-EFFECT). Read from the
// state, never replayed: the map as it stands while the turn's effects are not applied, the effect itself
// once they are, and for a past turn the map at the end of the turn before it (R-HIST).
import type { SystemId } from '@/lib/data/map'
import type { TeamId } from '../state'
import type { EffectKind } from '../management/battle-effects'

interface HeldState {
  control: Partial<Record<SystemId, { team: TeamId } | undefined>>
  turnState?: { battles: readonly { id: string }[]; management: { effects: readonly { battleId: string; kind: EffectKind }[] } | null } | null
  mapHistory?: readonly { act: number; turn: number; control: Partial<Record<SystemId, { team: TeamId } | undefined>> }[]
}

interface HeldBattle {
  id: string
  systemId: SystemId
  defender: { team: TeamId } | null
  /** A past battle's act and turn (pastBattles). */
  act?: number
  turn?: number
}

/** True or false when the state tells; null when it no longer does (the first turn of act II or III, after a pivotal battle changed the map). */
export function defenderHeldSystem(state: HeldState, battle: HeldBattle): boolean | null {
  if (!battle.defender) return false
  const defender = battle.defender.team
  if (state.turnState?.battles.some((b) => b.id === battle.id)) {
    const effect = state.turnState.management?.effects.find((e) => e.battleId === battle.id)
    if (effect) return effect.kind !== 'took-unoccupied'
    return state.control[battle.systemId]?.team === defender
  }
  if (battle.act === undefined || battle.turn === undefined) return null
  if (battle.turn > 1) {
    const before = state.mapHistory?.find((m) => m.act === battle.act && m.turn === battle.turn! - 1)
    return before ? before.control[battle.systemId]?.team === defender : null
  }
  // Act I, turn 1: the map holds only the setup bases, which are no target in act I (R-STRAT-TARGET 3).
  return battle.act === 1 ? false : null
}
