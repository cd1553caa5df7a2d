import { useTranslations } from 'next-intl'

/** Boxes to tally the score at the table, one row per player (R-RESULT: the score is entered after). */
export function ScoreTally({ players }: { players: string[] }) {
  const t = useTranslations('Briefing.tally')
  const rounds = [1, 2, 3, 4, 5, 6]
  const box = 'h-7 min-w-10 border border-slate-500'
  return (
    <section aria-labelledby="tally-title" className="break-inside-avoid space-y-1">
      <h2 id="tally-title" className="font-bold">
        {t('title')}
      </h2>
      <table className="w-full border-collapse text-left">
        <thead>
          <tr>
            <th scope="col" className="pr-2">
              {t('player')}
            </th>
            {rounds.map((r) => (
              <th key={r} scope="col" className="text-center">
                {t('round', { round: r })}
              </th>
            ))}
            <th scope="col" className="text-center">
              {t('victoryTokens')}
            </th>
            <th scope="col" className="text-center">
              {t('total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {players.map((p) => (
            <tr key={p}>
              <th scope="row" className="pr-2">
                {p}
              </th>
              {rounds.map((r) => (
                <td key={r} className={box} />
              ))}
              <td className={box} />
              <td className={box} />
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
