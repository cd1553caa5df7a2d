// The map as it stood at the end of each finished turn (R-HIST): who held each system, with the reveals of
// that moment, so a past map is read from the state instead of replaying the history up to that turn.
import type { CampaignState, MapSnapshot } from './state'

export type { MapSnapshot }

/** Records the map of the turn that ends now. */
export function withMapSnapshot(state: CampaignState): CampaignState {
  const snapshot: MapSnapshot = {
    act: state.act,
    turn: state.turn,
    control: state.control,
    revealedDefenses: state.revealedDefenses,
  }
  return { ...state, mapHistory: [...(state.mapHistory ?? []), snapshot] }
}

/** The map at the end of a finished turn, if that turn was recorded. */
export function mapAtEndOf(state: Pick<CampaignState, 'mapHistory'>, act: number, turn: number): MapSnapshot | undefined {
  return state.mapHistory?.find((s) => s.act === act && s.turn === turn)
}
