import type { Metadata } from 'next'
import { Link } from '@/app/_components/link'
import { getFormatter, getLocale, getTranslations } from 'next-intl/server'
import { getDb } from '@/db/client'
import { getHistoryInSteps, type HistoryItem } from '@/lib/server/get-history'
import { LocalTime } from '@/app/_components/local-time'
import { loadCampaign, playerNamer } from '../_lib/load-campaign'
import { UndoForm } from './undo-form'
import { actorName, describe, line, type HistoryWords } from './describe-entry'
import { HistoryFilter } from './history-filter'
import { historyHref, parseHistoryQuery } from './history-query'
import { actRoman, battleOutcome, upperFirst } from './words'
import type { CampaignView } from '@/lib/server/get-campaign-view'
import { campaignPointsEra, type ChronicleBattle, type TeamId, type VisibleCommand } from '@/lib/campaign'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('History')
  return { title: t('title') }
}

/** The chronicle's chapter an entry belongs to: setup, a turn of an act, a pivotal battle, or an older history. */
function chapter(item: HistoryItem, t: HistoryWords['t']): string {
  const m = item.mark
  if (!m) return t('chapter.older')
  if (m.phase === 'setup') return t('chapter.setup')
  if (m.phase === 'pivotal') return t('chapter.pivotal', { roman: actRoman(m.act) })
  if (m.phase === 'ended') return t('chapter.ended')
  return t('chapter.turn', { roman: actRoman(m.act), turn: m.turn })
}

/** "Turn 2: Sam's Rebels took Tatooine from Marc, 150–90." on the entry that applied a battle's result. */
function headline(item: HistoryItem, w: HistoryWords): string | null {
  const b = item.kind === 'command' ? item.mark?.battle : undefined
  if (!b?.outcome) return null
  return w.t('headline', { turn: item.mark!.turn, outcome: battleOutcome(w.battles, b, b.outcome, w.name) })
}

/** The battle a command concerns, as the reader's view holds it: "the battle of Sam against Marc at Tatooine", never its id. */
function battleNamed(view: CampaignView, command: VisibleCommand): ChronicleBattle | undefined {
  const id = 'battleId' in command && typeof command.battleId === 'string' ? command.battleId : null
  if (!id) return undefined
  const b = view.state.turnState?.battles.find((x) => x.id === id) ?? view.state.pastBattles?.find((x) => x.id === id)
  if (!b) return undefined
  const side = (s: { playerId: string; team: TeamId } | null) => (s ? { playerId: s.playerId, team: s.team } : null)
  return { id, systemId: b.systemId, assaulter: side(b.assaulter)!, defender: side(b.defender) }
}

function Entry({ item, words }: { item: HistoryItem; words: HistoryWords }) {
  const told = headline(item, words)
  return (
    // One line per change (who and when beside it on a wide screen), so two turns fit a few screens.
    <li className="py-1.5 sm:flex sm:items-baseline sm:justify-between sm:gap-4">
      <div>
        {told ? <h3 className="font-semibold">{upperFirst(told, words.locale)}</h3> : null}
        <p>{upperFirst(line(item, words), words.locale)}</p>
      </div>
      <p className="shrink-0 text-sm text-slate-700">
        {actorName(item.actor, words)} · <LocalTime iso={item.at} />
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
  const { items, canUndo, lastCommand, page, pages, total } = await getHistoryInSteps(getDb(), campaignId, actor, query.page, query)
  const t = await getTranslations('History')
  const terms = await getTranslations('Terms')
  const format = await getFormatter()
  const words: HistoryWords = {
    t,
    terms,
    battles: await getTranslations('Battles'),
    ally: await getTranslations('Ally'),
    pointsEra: campaignPointsEra(view.state),
    locale: await getLocale(),
    name: playerNamer(view),
  }
  const chapters: { title: string; items: HistoryItem[] }[] = []
  for (const item of items) {
    const title = chapter(item, t)
    if (chapters.at(-1)?.title === title) chapters.at(-1)!.items.push(item)
    else chapters.push({ title, items: [item] })
  }
  const filtered = [query.team ? terms('team', { team: query.team }) : null, query.kind ? t(`filter.kinds.${query.kind}`) : null].filter(Boolean).join(', ')
  const lastChange = canUndo && lastCommand && page === 1 ? describe(lastCommand, words, battleNamed(view, lastCommand)) : null
  return (
    <section aria-labelledby="history-title" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="history-title" className="text-2xl font-bold">
          {t('title')}
        </h1>
        <Link href={`/campaigns/${campaignId}/battles`}>{t('allBattles')}</Link>
      </div>
      {query.ignored.length > 0 ? (
        <p role="alert" className="rounded border border-amber-600 bg-amber-50 p-2">
          {t('ignored', {
            fields: format.list(
              query.ignored.map((field) => t(`field.${field}`)),
              { type: 'conjunction' },
            ),
            count: query.ignored.length,
          })}
        </p>
      ) : null}
      <HistoryFilter campaignId={campaignId} team={query.team} kind={query.kind} />
      <p role="status">{filtered ? t('countFiltered', { total, filter: filtered }) : t('count', { total })}</p>
      {lastChange !== null ? (
        <UndoForm
          campaignId={campaignId}
          version={view.version}
          words={{
            lastChange: t.rich('undo.lastChange', { description: lastChange, strong: (chunks) => <strong>{chunks}</strong> }),
            undone: t('undo.undone'),
            trigger: t('undo.trigger'),
            confirm: t('undo.confirm'),
            cost: t('undo.cost', { description: lastChange }),
          }}
        />
      ) : null}
      {chapters.map((c, i) => (
        <section key={`${c.title}-${i}`} aria-label={c.title} className="space-y-2">
          <h2 className="text-lg font-bold">{c.title}</h2>
          <ol className="divide-y divide-slate-300 rounded border border-slate-300 bg-white px-3" aria-label={t('changes', { chapter: c.title })}>
            {c.items.map((item) => (
              <Entry key={item.seq} item={item} words={words} />
            ))}
          </ol>
        </section>
      ))}
      {pages > 1 ? (
        <nav aria-label={t('pages')} className="flex items-center gap-4">
          {page > 1 ? <Link href={historyHref(campaignId, query, page - 1)}>{t('newer')}</Link> : null}
          <span>{t('pageOf', { page, pages })}</span>
          {page < pages ? <Link href={historyHref(campaignId, query, page + 1)}>{t('older')}</Link> : null}
        </nav>
      ) : null}
    </section>
  )
}
