// The current turn's games as data, for every reader (the turn page, the overview, a calendar feed, a
// digest): who plays whom where, and when and where they agreed to play, or the latest proposal.
import type { SystemId } from '@/lib/data/map'
import type { Actor, CampaignState, PlayerId, TeamId } from '../state'
import { acceptViolation, scheduleOf, scheduleViolation, type GameSlot } from './battle-schedule'

export interface ScheduledGame {
  battleId: string
  systemId: SystemId
  assaulter: { playerId: PlayerId; team: TeamId }
  defender: { playerId: PlayerId; team: TeamId }
  /** The agreed time and place, or null while none is. */
  agreed: GameSlot | null
  /** The latest unanswered proposal, with who made it (a player of the battle or the organizer). */
  proposal: (GameSlot & { by: PlayerId | 'organizer' }) | null
  /** Whether the result is applied: the game has been played. */
  played: boolean
}

/** Every paired battle of the current turn, in the order declared (none outside a turn). */
export function scheduledGames(state: CampaignState): ScheduledGame[] {
  return (state.turnState?.battles ?? []).flatMap((b) => {
    if (!b.defender) return []
    const { agreed, proposal } = scheduleOf(b)
    return [
      {
        battleId: b.id,
        systemId: b.systemId,
        assaulter: { playerId: b.assaulter.playerId, team: b.assaulter.team },
        defender: { playerId: b.defender.playerId, team: b.defender.team },
        agreed,
        proposal,
        played: b.result.status === 'applied',
      },
    ]
  })
}

export interface ViewerGame extends ScheduledGame {
  /** This person may propose a time and place now. */
  mayPropose: boolean
  /** A proposal waits for this person's answer (they may accept it). */
  mayAccept: boolean
}

/** The games this person plays (the organizer: every game), with what they may do about each now. */
export function scheduledGamesFor(state: CampaignState, actor: Actor): ViewerGame[] {
  return scheduledGames(state)
    .filter((g) => actor.role === 'organizer' || g.assaulter.playerId === actor.playerId || g.defender.playerId === actor.playerId)
    .map((g) => ({
      ...g,
      mayPropose: scheduleViolation(state, actor, g.battleId) === null,
      mayAccept: acceptViolation(state, actor, g.battleId) === null,
    }))
}
