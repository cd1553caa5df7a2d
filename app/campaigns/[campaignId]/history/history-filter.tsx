import { getTranslations } from 'next-intl/server'
import { TEAMS, type TeamId } from '@/lib/campaign'
import { CHRONICLE_KINDS, type ChronicleKind } from '@/lib/campaign'

/** A plain GET form: the filter is part of the link, so it can be shared and works without script. */
export async function HistoryFilter({ campaignId, team, kind }: { campaignId: string; team?: TeamId; kind?: ChronicleKind }) {
  const t = await getTranslations('History.filter')
  const terms = await getTranslations('Terms')
  const select = 'mt-1 block rounded border border-slate-400 bg-white px-2 py-2'
  return (
    <form method="get" action={`/campaigns/${campaignId}/history`} aria-label={t('label')} className="flex flex-wrap items-end gap-3 print:hidden">
      <label>
        {t('team')}
        <select name="team" defaultValue={team ?? ''} className={select}>
          <option value="">{t('bothTeams')}</option>
          {TEAMS.map((team) => (
            <option key={team} value={team}>
              {terms('team', { team })}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('kind')}
        <select name="kind" defaultValue={kind ?? ''} className={select}>
          <option value="">{t('everything')}</option>
          {CHRONICLE_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="rounded bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-700">
        {t('show')}
      </button>
    </form>
  )
}
