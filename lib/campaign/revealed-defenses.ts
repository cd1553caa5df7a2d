// R-SECRET: a Base Defense objective revealed to the other team (by an assault or Spynet) stays known only
// while that base stands. Checked after every command, so no rule that removes a base has to remember it.
import { otherTeam, TEAMS, type CampaignState, type TeamId } from './state'
import type { SystemId } from '@/lib/data/map'

function enemyBaseAt(state: CampaignState, systemId: SystemId, team: TeamId): boolean {
  const control = state.control[systemId]
  return control?.kind === 'base' && control.team === otherTeam(team)
}

/** The reveals of `after` that still name a base standing since it was revealed. */
export function forgetFallenBases(before: CampaignState, after: CampaignState): CampaignState {
  let changed = false
  const revealed = { ...after.revealedDefenses }
  for (const team of TEAMS) {
    const kept = after.revealedDefenses[team].filter((id) => {
      const newlyRevealed = !before.revealedDefenses[team].includes(id)
      return enemyBaseAt(after, id, team) && (newlyRevealed || enemyBaseAt(before, id, team))
    })
    if (kept.length !== after.revealedDefenses[team].length) {
      revealed[team] = kept
      changed = true
    }
  }
  return changed ? { ...after, revealedDefenses: revealed } : after
}
