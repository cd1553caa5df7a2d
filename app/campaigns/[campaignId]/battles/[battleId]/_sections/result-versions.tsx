import { elision } from '@/app/_i18n/elision'
import { getTranslations } from 'next-intl/server'
import type { BattleResult, VisibleBattle } from '@/lib/campaign'
import { describeOutcome } from './describe-outcome'

/** R-RESULT-CONFIRM: the entered result and the disputing player's figures, line by line, for the organizer and both players. */
export async function ResultVersions(props: {
  battle: VisibleBattle
  entered: BattleResult
  counter: BattleResult
  enteredBy: string
  disputedBy: string
  name: (id: string) => string
}) {
  const { battle, entered, counter, enteredBy, disputedBy, name } = props
  const t = await getTranslations('BattlePage')
  const words = await getTranslations()
  const rows = (['assaulter', 'defender'] as const).flatMap((side) => {
    const player = name(battle[side]!.playerId)
    const fleet = battle.fleets?.[side] ?? null
    const cell = (r: BattleResult, what: 'score' | 'destroyed' | 'retreated' | 'eligibleVeterans') =>
      what === 'score' ? String(r[side].score) : describeOutcome(fleet, r[side][what], words)
    return (['score', 'destroyed', 'retreated', 'eligibleVeterans'] as const).map((what) => ({
      key: `${side}-${what}`,
      label: t('versionRow', { what, player }),
      entered: cell(entered, what),
      counter: cell(counter, what),
    }))
  })
  return (
    <table className="w-full text-sm" aria-label={t('versionsTitle')}>
      <caption className="text-left font-semibold">{t('versionsTitle')}</caption>
      <thead>
        <tr>
          <td />
          <th scope="col" className="text-left">
            {t('versionOf', { byOrganizer: 'no', player: enteredBy, elision: elision(enteredBy) })}
          </th>
          <th scope="col" className="text-left">
            {t('versionOf', { byOrganizer: 'no', player: disputedBy, elision: elision(disputedBy) })}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={`border-t border-slate-200 ${row.entered !== row.counter ? 'bg-amber-50 font-semibold' : ''}`}>
            <th scope="row" className="py-1 text-left font-normal">
              {row.label}
            </th>
            <td>{row.entered}</td>
            <td>{row.counter}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
