import { TEAM_NAMES } from '@/app/_lib/words'
import { TEAMS, type TeamId } from '@/lib/campaign'
import { CHRONICLE_KINDS, type ChronicleKind } from '@/lib/campaign'

export const KIND_NAMES: Record<ChronicleKind, string> = {
  setup: 'Setup',
  strategy: 'Strategy phase',
  battle: 'Battles',
  management: 'Management phase',
  organizer: 'Organizer’s moves',
}

/** A plain GET form: the filter is part of the link, so it can be shared and works without script. */
export function HistoryFilter({ campaignId, team, kind }: { campaignId: string; team?: TeamId; kind?: ChronicleKind }) {
  const select = 'mt-1 block rounded border border-slate-400 bg-white px-2 py-2'
  return (
    <form method="get" action={`/campaigns/${campaignId}/history`} aria-label="Filter the history" className="flex flex-wrap items-end gap-3 print:hidden">
      <label>
        Team
        <select name="team" defaultValue={team ?? ''} className={select}>
          <option value="">Both teams</option>
          {TEAMS.map((t) => (
            <option key={t} value={t}>
              {TEAM_NAMES[t]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Kind
        <select name="kind" defaultValue={kind ?? ''} className={select}>
          <option value="">Everything</option>
          {CHRONICLE_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_NAMES[k]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="rounded bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-700">
        Show
      </button>
    </form>
  )
}
