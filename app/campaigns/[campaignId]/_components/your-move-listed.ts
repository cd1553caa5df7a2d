// What the overview's "Your move" lists, worded on the server (_lib/your-move-data.ts) for the page and for its
// overlay alike, and drawn in the browser (your-move-lists.tsx): so an open overview follows a change to
// who owes what without reloading.
import type { AwaitedWords } from '@/app/_lib/duty-words'

export interface YourMoveListed {
  /** The reader's own duties, said to them, each with the link that lands on its form. */
  mine: { href: string; text: string }[]
  /** What the campaign waits for from others: each a sentence whose odd parts name a team, drawn in its colour. */
  others: AwaitedWords[]
  /** The organizer's word on stepping in, with the link that moves a step on where that is how. */
  stepIn: { text: string; forceHref: string | null } | null
}
