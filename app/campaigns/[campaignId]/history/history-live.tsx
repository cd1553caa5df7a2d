'use client'
// The history's list as the page rendered it, then as each change's overlay brings it (history-page-data.ts):
// an open history follows a change without asking the server anything.
import { Link } from '@/app/_components/link'
import { LocalTime } from '@/app/_components/local-time'
import { useOverlay } from '../_components/live-values'
import type { HistoryListed } from './history-listed'
import { UndoForm } from './undo-form'

/** The list's words that no change alters, in the reader's language. */
export interface HistoryLiveWords {
  undone: string
  trigger: string
  confirm: string
  pages: string
  newer: string
  older: string
}

export function HistoryLive({ campaignId, since, listed, words }: { campaignId: string; since: number; listed: HistoryListed; words: HistoryLiveWords }) {
  const shown = useOverlay(since)?.history ?? listed
  const { undo, nav } = shown
  return (
    <>
      <p role="status">{shown.count}</p>
      {undo ? (
        <UndoForm
          campaignId={campaignId}
          version={undo.version}
          words={{
            lastChange: (
              <>
                {undo.lastChange[0]}
                <strong>{undo.lastChange[1]}</strong>
                {undo.lastChange[2]}
              </>
            ),
            undone: words.undone,
            trigger: words.trigger,
            confirm: words.confirm,
            cost: undo.cost,
          }}
        />
      ) : null}
      {shown.chapters.map((c, i) => (
        <section key={`${c.title}-${i}`} aria-label={c.title} className="space-y-2">
          <h2 className="text-lg font-bold">{c.title}</h2>
          <ol className="divide-y divide-slate-300 rounded border border-slate-300 bg-white px-3" aria-label={c.label}>
            {c.rows.map((row) => (
              // One line per change (who and when beside it on a wide screen), so two turns fit a few screens.
              <li key={row.seq} className="py-1.5 sm:flex sm:items-baseline sm:justify-between sm:gap-4">
                <div>
                  {row.headline ? <h3 className="font-semibold">{row.headline}</h3> : null}
                  <p>{row.line}</p>
                </div>
                <p className="shrink-0 text-sm text-slate-700">
                  {row.actor} · <LocalTime iso={row.at} />
                </p>
              </li>
            ))}
          </ol>
        </section>
      ))}
      {nav ? (
        <nav aria-label={words.pages} className="flex items-center gap-4">
          {nav.newer ? <Link href={nav.newer}>{words.newer}</Link> : null}
          <span>{nav.pageOf}</span>
          {nav.older ? <Link href={nav.older}>{words.older}</Link> : null}
        </nav>
      ) : null}
    </>
  )
}
