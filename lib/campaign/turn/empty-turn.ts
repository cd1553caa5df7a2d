import type { TurnState } from './turn-state'

export function emptyTurn(): TurnState {
  return { diplomats: {}, battles: [], passed: [], spacers: {}, management: null }
}
