// The turn's games as the overview lists them (R-SCHEDULE), worded on the server (game-words.ts) for the page
// and for its overlay alike, and drawn in the browser (games-glance-live.tsx), each time in the reader's zone.
export interface GameListed {
  battleId: string
  /** The sentence, split where its time goes: one part without a time, two around it. */
  parts: string[]
  /** The time the sentence names (agreed or proposed), drawn in the reader's zone. */
  startsAt: string | null
}
