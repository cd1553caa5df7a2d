import 'server-only'
// The history page's list and its overlay (R-HIST): built here alike for the page and for its event stream,
// from the reader's own page of the history, so an open history is told each change's new list in its
// reader's words and never reloads for it. What the list does not carry (the filter, a link's ignored
// values, the layout's rest) is its digest.
import type { Formatter } from '@/app/_lib/duty-words'
import type { AppTranslator } from '@/app/_lib/translator'
import type { Db } from '@/db/client'
import { campaignPointsEra, type Actor, type ChronicleBattle, type ManagementView, type TeamId, type VisibleCommand } from '@/lib/campaign'
import type { CampaignView } from '@/lib/server/get-campaign-view'
import { getHistoryInSteps, type HistoryItem } from '@/lib/server/get-history'
import type { LiveOverlay } from '../_components/live-values'
import { layoutOverlay, restDigest } from '../_lib/layout-overlay'
import { playerNamer } from '../_lib/load-campaign'
import { actorName, describe, line, type HistoryWords } from './describe-entry'
import type { HistoryChapter, HistoryListed } from './history-listed'
import { historyHref, type HistoryQuery } from './history-query'
import { actRoman, battleOutcome, upperFirst, type Translator } from './words'

/** The translators a history is worded with, as a page's request or an event stream has them. */
export interface HistoryTranslators {
  t: Translator<'History'>
  terms: Translator<'Terms'>
  battles: Translator<'Battles'>
  ally: Translator<'Ally'>
  locale: string
}

export function historyWords(view: CampaignView, translators: HistoryTranslators): HistoryWords {
  return { ...translators, pointsEra: campaignPointsEra(view.state), name: playerNamer(view) }
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

/** The undo's sentence in three parts, the description apart, so that it is bold wherever the language puts it. */
function lastChangeParts(t: HistoryWords['t'], description: string): [string, string, string] {
  // Control characters no catalogue holds mark the bold part; the description is put in after the split.
  const marked = t.markup('undo.lastChange', { description: '\u0000', strong: (chunks) => `\u0001${chunks}\u0001` })
  const [before = '', bold = '', after = ''] = marked.split('\u0001')
  const put = (part: string) => part.replace('\u0000', description)
  return [put(before), put(bold), put(after)]
}

/** What the history page lists for `actor` at this version, for its query. */
export async function historyListed(db: Db, view: CampaignView, actor: Actor, query: HistoryQuery, w: HistoryWords): Promise<HistoryListed> {
  const { items, canUndo, lastCommand, page, pages, total } = await getHistoryInSteps(db, view.id, actor, query.page, query)
  const { t, terms } = w
  const chapters: HistoryChapter[] = []
  for (const item of items) {
    const title = chapter(item, t)
    const told = headline(item, w)
    const row = {
      seq: item.seq,
      headline: told ? upperFirst(told, w.locale) : null,
      line: upperFirst(line(item, w), w.locale),
      actor: actorName(item.actor, w),
      at: item.at,
    }
    if (chapters.at(-1)?.title === title) chapters.at(-1)!.rows.push(row)
    else chapters.push({ title, label: t('changes', { chapter: title }), rows: [row] })
  }
  const filtered = [query.team ? terms('team', { team: query.team }) : null, query.kind ? t(`filter.kinds.${query.kind}`) : null].filter(Boolean).join(', ')
  const lastChange = canUndo && lastCommand && page === 1 ? describe(lastCommand, w, battleNamed(view, lastCommand)) : null
  return {
    count: filtered ? t('countFiltered', { total, filter: filtered }) : t('count', { total }),
    undo: lastChange === null ? null : { version: view.version, lastChange: lastChangeParts(t, lastChange), cost: t('undo.cost', { description: lastChange }) },
    chapters,
    nav:
      pages > 1
        ? {
            pageOf: t('pageOf', { page, pages }),
            newer: page > 1 ? historyHref(view.id, query, page - 1) : null,
            older: page < pages ? historyHref(view.id, query, page + 1) : null,
          }
        : null,
  }
}

/** The history page's overlay: its list and the banner's words; the filter and the layout's rest in its digest. */
export function historyOverlay(
  view: CampaignView,
  listed: HistoryListed,
  query: HistoryQuery,
  management: ManagementView | null,
  root: AppTranslator,
  format: Formatter,
): LiveOverlay {
  const layout = layoutOverlay(view, management, root, format)
  return {
    version: view.version,
    rest: restDigest([...layout.rest, query.team ?? null, query.kind ?? null, query.ignored]),
    text: layout.text,
    battles: [],
    history: listed,
  }
}
