// What the battles page lists, worded on the server (battles-page-data.ts) for the page and for its overlay
// alike, and drawn in the browser (battles-live.tsx): an open battles page follows a defender named, an
// objective chosen or a result applied without reloading.
export interface BattleListedLine {
  href: string
  /** "Sam's Rebels took Tatooine from Marc, 150–90", or the battle with "no result applied". */
  text: string
  objective: string | null
}

export interface BattlesListed {
  /** This turn's battles first, then each past turn's, newest first. */
  sections: { id: string; title: string; lines: BattleListedLine[] }[]
  /** What the page says when no battle was fought yet (null once there is one). */
  none: string | null
}
