import { useTranslations } from 'next-intl'
import { ACT_ROMAN, zoneRoman } from '@/app/_lib/words'
import { TeamName } from '@/app/_components/ui/team-badge'
import type { TeamStanding } from '@/lib/campaign'
import { TOKEN_IDS } from '@/lib/data/tokens'
import { ZONES } from '@/lib/data/map'
import { LiveText } from './live-values'

type StandingsTranslator = (key: 'basesPresences', values: { bases: number; presences: number }) => string

/** Every figure of the tables, by key: what the map's live overlay brings up to date. */
export function standingsText(t: StandingsTranslator, standings: TeamStanding[]): Record<string, string> {
  const text: Record<string, string> = {}
  for (const s of standings) {
    s.cpByAct.forEach((cp, i) => (text[`st.${s.team}.cp.${i}`] = String(cp)))
    text[`st.${s.team}.pivotal`] = String(s.pivotalCp)
    text[`st.${s.team}.total`] = String(s.totalCp)
    for (const id of TOKEN_IDS) text[`st.${s.team}.token.${id}`] = String(s.tokens[id])
    for (const z of s.zones) text[`st.${s.team}.zone.${z.zone}`] = t('basesPresences', { bases: z.bases, presences: z.presences })
  }
  return text
}

/** Team standings for the map summary: CP per act and in total, tokens, bases and presences per zone. */
export function StandingsTable({ standings, since }: { standings: TeamStanding[]; /** The version it shows. */ since: number }) {
  const t = useTranslations('Summary.standings')
  const terms = useTranslations('Terms')
  const text = standingsText(t, standings)
  const live = (k: string) => <LiveText k={k} v={text[k] ?? ''} since={since} />
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
              {s.cpByAct.map((_, i) => (
                <td key={i} className={cell}>
                  {live(`st.${s.team}.cp.${i}`)}
                </td>
              ))}
              <td className={cell}>{live(`st.${s.team}.pivotal`)}</td>
              <td className={`${cell} font-bold`}>{live(`st.${s.team}.total`)}</td>
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
                  {live(`st.${s.team}.token.${id}`)}
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
                  {live(`st.${s.team}.token.${id}`)}
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
                  {live(`st.${s.team}.zone.${z.zone}`)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
