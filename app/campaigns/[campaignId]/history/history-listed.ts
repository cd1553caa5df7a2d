// What the history page lists below its filter, worded for its reader: the page renders it, and its event
// stream brings it again with each change (history-page-data.ts), so an open history follows a change without
// reloading. Only words the reader may read are in it (R-SECRET: made from the reader's own history page).

export interface HistoryRow {
  seq: number
  /** "Turn 2: Sam's Rebels took Tatooine from Marc, 150–90." on the entry that applied a battle's result. */
  headline: string | null
  line: string
  actor: string
  at: string
}

export interface HistoryChapter {
  title: string
  /** The list's accessible name: "Act I, turn 2: changes, newest first". */
  label: string
  rows: HistoryRow[]
}

export interface HistoryListed {
  /** "288 entries, newest first." */
  count: string
  /** The organizer's undo of the last change: the sentence around its description, split where it is bold. */
  undo: { version: number; lastChange: [before: string, description: string, after: string]; cost: string } | null
  chapters: HistoryChapter[]
  nav: { pageOf: string; newer: string | null; older: string | null } | null
}
