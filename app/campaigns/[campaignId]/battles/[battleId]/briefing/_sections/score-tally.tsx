import { useTranslations } from 'next-intl'

/** Boxes to tally the score at the table, one row per player (R-RESULT: the score is entered after). */
export function ScoreTally({ players }: { players: string[] }) {
  const t = useTranslations('Briefing.tally')
  const rounds = [1, 2, 3, 4, 5, 6]
  // Narrower on a phone, so the nine columns fit 390 px; on paper wide boxes, a line high each, so the sheet keeps to one page.
  const box = 'h-7 min-w-7 border border-slate-500 sm:min-w-10 print:h-6 print:min-w-10'
  return (
    <section aria-labelledby="tally-title" className="break-inside-avoid space-y-1">
      <h2 id="tally-title" className="font-bold">
        {t('title')}
      </h2>
      <table className="w-full border-collapse text-left text-sm sm:text-base print:text-[9pt]">
        <thead>
          <tr>
            <th scope="col" className="pr-2">
              {t('player')}
            </th>
            {rounds.map((r) => (
              <th key={r} scope="col" className="text-center">
                {/* On a phone the round's number alone (its full name for screen readers), so the grid fits. */}
                <span aria-hidden="true" className="sm:hidden print:hidden">
                  {r}
                </span>
                <span className="max-sm:sr-only print:not-sr-only">{t('round', { round: r })}</span>
              </th>
            ))}
            <th scope="col" className="text-center [overflow-wrap:anywhere]">
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
