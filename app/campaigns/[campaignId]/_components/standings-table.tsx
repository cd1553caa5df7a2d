import { useTranslations } from 'next-intl'
import { ACT_ROMAN, zoneRoman } from '@/app/_lib/words'
import { TeamName } from '@/app/_components/ui/team-badge'
import type { TeamStanding } from '@/lib/campaign'
import { TOKEN_IDS } from '@/lib/data/tokens'
import { ZONES } from '@/lib/data/map'

/** Team standings for the map summary: CP per act and in total, tokens, bases and presences per zone. */
export function StandingsTable({ standings }: { standings: TeamStanding[] }) {
  const t = useTranslations('Summary.standings')
  const terms = useTranslations('Terms')
  const cell = 'border border-slate-400 px-1.5 py-0.5 text-center print:px-0.5 print:py-0'
  return (
    <div className="space-y-3 text-sm print:space-y-2 print:text-[7.5pt]">
      <table className="w-full border-collapse">
        <caption className="text-left font-bold">{t('campaignPoints')}</caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              {t('team')}
            </th>
            {ACT_ROMAN.map((a) => (
              <th key={a} scope="col" className={cell}>
                {t('act', { roman: a })}
              </th>
            ))}
            <th scope="col" className={cell}>
              {t('pivotal')}
            </th>
            <th scope="col" className={cell}>
              {t('total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {standings.map((s) => (
            <tr key={s.team}>
              <th scope="row" className={cell}>
                <TeamName team={s.team} />
              </th>
              {s.cpByAct.map((cp, i) => (
                <td key={i} className={cell}>
                  {cp}
                </td>
              ))}
              <td className={cell}>{s.pivotalCp}</td>
              <td className={`${cell} font-bold`}>{s.totalCp}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* Seven token columns are too wide for a phone: there the table turns, one token a row. */}
      <table className="hidden w-full border-collapse sm:table print:table">
        <caption className="text-left font-bold">{t('tokens')}</caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              {t('team')}
            </th>
            {TOKEN_IDS.map((id) => (
              <th key={id} scope="col" className={`${cell} font-normal`}>
                {terms(`token.${id}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {standings.map((s) => (
            <tr key={s.team}>
              <th scope="row" className={cell}>
                <TeamName team={s.team} />
              </th>
              {TOKEN_IDS.map((id) => (
                <td key={id} className={cell}>
                  {s.tokens[id]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <table className="w-full border-collapse sm:hidden print:hidden">
        <caption className="text-left font-bold">{t('tokens')}</caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              {t('token')}
            </th>
            {standings.map((s) => (
              <th key={s.team} scope="col" className={cell}>
                <TeamName team={s.team} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {TOKEN_IDS.map((id) => (
            <tr key={id}>
              <th scope="row" className={`${cell} text-left font-normal`}>
                {terms(`token.${id}`)}
              </th>
              {standings.map((s) => (
                <td key={s.team} className={cell}>
                  {s.tokens[id]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <table className="w-full border-collapse">
        <caption className="text-left font-bold">{t('zones')}</caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              {t('team')}
            </th>
            {ZONES.map((z) => (
              <th key={z.id} scope="col" className={cell}>
                {t('zone', { roman: zoneRoman(z.id) })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {standings.map((s) => (
            <tr key={s.team}>
              <th scope="row" className={cell}>
                <TeamName team={s.team} />
              </th>
              {s.zones.map((z) => (
                <td key={z.zone} className={cell}>
                  {t('basesPresences', { bases: z.bases, presences: z.presences })}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
