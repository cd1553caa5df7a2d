// What a battle is fought for (R-REWARD, R-EFFECT): the system's rewards for the winner and the loser, its
// victory bonus, and what a win by either side would change on the map and in campaign points.
import { SYSTEMS, type Reward, type SystemId } from '@/lib/data/map'
import type { TeamId } from '../state'
import { effectOfWin, type BattleEffect } from '../management/battle-effects'

export interface BattleStakes {
  rewards: readonly Reward[]
  victoryBonus: number
  ifAssaulterWins: BattleEffect
  ifDefenderWins: BattleEffect
}

export function battleStakes(
  state: { control: Partial<Record<SystemId, { kind: 'presence' | 'base'; team: TeamId }>> },
  battle: { id: string; systemId: SystemId; assaulter: { team: TeamId }; defender: { team: TeamId } | null },
): BattleStakes {
  const system = SYSTEMS.find((s) => s.id === battle.systemId)!
  const defender = battle.defender?.team ?? (battle.assaulter.team === 'empire' ? 'rebels' : 'empire')
  return {
    rewards: system.rewards,
    victoryBonus: system.victoryBonus,
    ifAssaulterWins: effectOfWin(state, battle, battle.assaulter.team),
    ifDefenderWins: effectOfWin(state, battle, defender),
  }
}
