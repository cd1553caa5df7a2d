import type { Metadata } from 'next'
import Link from 'next/link'
import { getDb } from '@/db/client'
import { getHistory, type HistoryItem } from '@/lib/server/get-history'
import { actName, battleOutcome } from '@/app/_lib/battle-words'
import { LocalTime } from '@/app/_components/local-time'
import { sentence } from '@/app/_lib/sentence'
import { TEAM_NAMES } from '@/app/_lib/words'
import { loadCampaign, playerNamer } from '../_lib/load-campaign'
import { UndoForm } from './undo-form'
import { actorName, describe, line } from './describe-entry'
import { HistoryFilter, KIND_NAMES } from './history-filter'
import { historyHref, parseHistoryQuery } from './history-query'

export const metadata: Metadata = { title: 'History' }

/** The chronicle's chapter an entry belongs to: setup, a turn of an act, a pivotal battle, or an older history. */
function chapter(item: HistoryItem): string {
  const m = item.mark
  if (!m) return 'Not placed in a turn (written under older rules)'
  if (m.phase === 'setup') return 'Setup'
  if (m.phase === 'pivotal') return `${actName(m.act)}: the pivotal battle`
  if (m.phase === 'ended') return 'After the campaign'
  return `${actName(m.act)}, turn ${m.turn}`
}

/** "Turn 2: Sam's Rebels took Tatooine from Marc, 150–90." on the entry that applied a battle's result. */
function headline(item: HistoryItem, name: (id: string) => string): string | null {
  const b = item.kind === 'command' ? item.mark?.battle : undefined
  if (!b?.outcome) return null
  return `Turn ${item.mark!.turn}: ${battleOutcome(b, b.outcome, name)}.`
}

function Entry({ item, name }: { item: HistoryItem; name: (id: string) => string }) {
  const told = headline(item, name)
  return (
    <li className="rounded border border-slate-300 bg-white p-3">
      {told ? <h3 className="font-semibold">{sentence(told)}</h3> : null}
      <p>{sentence(line(item, name))}</p>
      <p className="text-sm text-slate-700">
        {actorName(item.actor, name)} · <LocalTime iso={item.at} />
      </p>
    </li>
  )
}

export default async function HistoryPage({
  params,
  searchParams,
}: {
  params: Promise<{ campaignId: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { campaignId } = await params
  const query = parseHistoryQuery(await searchParams)
  const { actor, view } = await loadCampaign(campaignId)
  const { items, canUndo, lastCommand, page, pages, total } = getHistory(getDb(), campaignId, actor, query.page, query)
  const name = playerNamer(view)
  const chapters: { title: string; items: HistoryItem[] }[] = []
  for (const item of items) {
    const title = chapter(item)
    if (chapters.at(-1)?.title === title) chapters.at(-1)!.items.push(item)
    else chapters.push({ title, items: [item] })
  }
  const filtered = [query.team ? TEAM_NAMES[query.team] : null, query.kind ? KIND_NAMES[query.kind] : null].filter(Boolean).join(', ')
  return (
    <section aria-labelledby="history-title" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="history-title" className="text-2xl font-bold">
          History
        </h1>
        <Link href={`/campaigns/${campaignId}/battles`}>Every battle, turn by turn</Link>
      </div>
      {query.ignored.length > 0 ? (
        <p role="alert" className="rounded border border-amber-600 bg-amber-50 p-2">
          Unknown {query.ignored.join(' and ')} in the link: {query.ignored.length === 1 ? 'it was' : 'they were'} ignored. Team is Empire or Rebels; kind is
          one of the choices below.
        </p>
      ) : null}
      <HistoryFilter campaignId={campaignId} team={query.team} kind={query.kind} />
      <p role="status">
        {total} {total === 1 ? 'entry' : 'entries'}
        {filtered ? ` (${filtered})` : ''}, newest first.
      </p>
      {canUndo && lastCommand && page === 1 ? <UndoForm campaignId={campaignId} version={view.version} description={describe(lastCommand, name)} /> : null}
      {chapters.map((c, i) => (
        <section key={`${c.title}-${i}`} aria-label={c.title} className="space-y-2">
          <h2 className="text-lg font-bold">{c.title}</h2>
          <ol className="space-y-2" aria-label={`${c.title}: changes, newest first`}>
            {c.items.map((item) => (
              <Entry key={item.seq} item={item} name={name} />
            ))}
          </ol>
        </section>
      ))}
      {pages > 1 ? (
        <nav aria-label="History pages" className="flex items-center gap-4">
          {page > 1 ? <Link href={historyHref(campaignId, query, page - 1)}>Newer</Link> : null}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? <Link href={historyHref(campaignId, query, page + 1)}>Older</Link> : null}
        </nav>
      ) : null}
    </section>
  )
}
