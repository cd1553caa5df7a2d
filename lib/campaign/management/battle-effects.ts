// R-EFFECT: step 1 of the management phase. For the winning team of each battle, the map changes and
// campaign points are scored toward the current act.
import { SYSTEMS, type SystemId } from '@/lib/data/map'
import type { CampaignState, TeamId } from '../state'
import type { Battle } from '../turn/turn-state'
import type { BattleEffect, EffectKind } from './management-state'

export type { BattleEffect, EffectKind }

export function battleEffect(state: Pick<CampaignState, 'control'>, battle: Battle): BattleEffect | null {
  if (battle.result.status !== 'applied') return null
  return effectOfWin(state, battle, battle.result.winner)
}

/** What a win by `team` would change: the map as it stands decides (a control's kind and team are public). */
export function effectOfWin(
  state: { control: Partial<Record<SystemId, { kind: 'presence' | 'base'; team: TeamId }>> },
  battle: { id: string; systemId: SystemId },
  team: TeamId,
): BattleEffect {
  const control = state.control[battle.systemId]
  const system = SYSTEMS.find((s) => s.id === battle.systemId)!
  const base = { battleId: battle.id, systemId: battle.systemId, team }
  if (!control) return { ...base, kind: 'took-unoccupied', cp: 1 }
  if (control.team === team) return control.kind === 'base' ? { ...base, kind: 'defended-base', cp: 2 } : { ...base, kind: 'defended-presence', cp: 1 }
  return control.kind === 'base' ? { ...base, kind: 'destroyed-base', cp: 1 + system.victoryBonus } : { ...base, kind: 'took-presence', cp: 1 }
}

/** Applies every battle's effect: new presences, destroyed bases, CP in the current act. */
export function applyBattleEffects(
  state: CampaignState,
  battles: Battle[],
): { state: CampaignState; effects: BattleEffect[]; presencesPlaced: Record<TeamId, SystemId[]> } {
  const effects = battles.map((b) => battleEffect(state, b)).filter((e): e is BattleEffect => e !== null)
  const control = { ...state.control }
  const teams = { ...state.teams }
  const presencesPlaced: Record<TeamId, SystemId[]> = { empire: [], rebels: [] }
  for (const e of effects) {
    if (e.kind === 'took-unoccupied' || e.kind === 'took-presence' || e.kind === 'destroyed-base') {
      control[e.systemId] = { kind: 'presence', team: e.team }
      presencesPlaced[e.team].push(e.systemId)
    }
    const t = teams[e.team]
    const cpByAct = [...t.cpByAct] as [number, number, number]
    cpByAct[state.act - 1] = (cpByAct[state.act - 1] ?? 0) + e.cp
    teams[e.team] = { ...t, cpByAct }
  }
  return { state: { ...state, control, teams }, effects, presencesPlaced }
}

export function basesCount(state: Pick<CampaignState, 'control'>, team: TeamId): number {
  return Object.values(state.control).filter((c) => c?.kind === 'base' && c.team === team).length
}
