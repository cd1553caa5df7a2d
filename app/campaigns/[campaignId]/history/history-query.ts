// The history page's query: page, team and kind, each checked on its own; a value that does not parse is
// dropped and named, so a bad link shows everything with a word of why, never an error page.
import { z } from 'zod'
import { TEAMS, type TeamId } from '@/lib/campaign'
import { CHRONICLE_KINDS, type ChronicleKind } from '@/lib/campaign'

const FIELDS = {
  page: z.coerce.number().int().min(1).max(100_000),
  team: z.enum(TEAMS),
  kind: z.enum(CHRONICLE_KINDS),
}

export interface HistoryQuery {
  page: number
  team?: TeamId
  kind?: ChronicleKind
  /** The parameters given with a value the page does not know. */
  ignored: ('page' | 'team' | 'kind')[]
}

export function parseHistoryQuery(params: Record<string, string | string[] | undefined>): HistoryQuery {
  const query: HistoryQuery = { page: 1, ignored: [] }
  for (const key of ['page', 'team', 'kind'] as const) {
    const raw = params[key]
    if (raw === undefined || raw === '') continue
    const parsed = FIELDS[key].safeParse(Array.isArray(raw) ? raw[0] : raw)
    if (!parsed.success) query.ignored.push(key)
    else Object.assign(query, { [key]: parsed.data })
  }
  return query
}

/** The link to another page of the same filter. */
export function historyHref(campaignId: string, query: Pick<HistoryQuery, 'team' | 'kind'>, page: number): string {
  const params = new URLSearchParams()
  if (query.team) params.set('team', query.team)
  if (query.kind) params.set('kind', query.kind)
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return `/campaigns/${campaignId}/history${search ? `?${search}` : ''}`
}
