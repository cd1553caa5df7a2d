import { useTranslations } from 'next-intl'
import type { Words } from '@/app/_lib/battle-words'
import type { BattleResult, Fleet } from '@/lib/campaign'
import { shipCard, squadronCard } from '@/lib/data/cards'
import { elision } from '@/app/_i18n/elision'

export interface Side {
  prefix: 'a' | 'd'
  playerName: string
  role: 'assaulting' | 'defending'
  fleet: Fleet
}

/** Each element of a fleet with its own label, squadrons numbered within their type. */
export function fleetElements(fleet: Fleet, t: Words): { uid: string; label: string; ship: boolean }[] {
  const counts = new Map<string, number>()
  const shipName = (cardId: string) => shipCard(cardId)?.name ?? cardId
  return [
    ...fleet.ships.map((s) => ({
      uid: s.uid,
      label: s.flagship ? t('BattlePage.flagshipElement', { name: shipName(s.cardId) }) : shipName(s.cardId),
      ship: true,
    })),
    ...fleet.squadrons.map((s) => {
      const n = (counts.get(s.cardId) ?? 0) + 1
      counts.set(s.cardId, n)
      return { uid: s.uid, label: `${squadronCard(s.cardId)?.name ?? s.cardId} ${n}`, ship: false }
    }),
  ]
}

/** R-RESULT on a phone: two scores and a tap per element destroyed, retreated or eligible for veteran. */
export function ResultFields({ sides, initial }: { sides: [Side, Side]; initial?: BattleResult }) {
  const t = useTranslations('BattlePage')
  const words = useTranslations()
  return (
    <div className="space-y-4">
      <p className="text-sm">{t('tabledNote')}</p>
      {sides.map((side) => {
        const start = initial?.[side.prefix === 'a' ? 'assaulter' : 'defender']
        const player = side.playerName
        return (
          <fieldset key={side.prefix} className="space-y-2 rounded border border-slate-300 p-2">
            <legend className="px-1 font-semibold">{t('sideLegend', { player, side: side.role === 'assaulting' ? 'assaulter' : 'defender' })}</legend>
            <label className="block">
              {t('scoreOf', { player, elision: elision(player) })}
              <input
                name={`${side.prefix}-score`}
                inputMode="numeric"
                defaultValue={start?.score ?? ''}
                required
                className="mt-1 block w-32 rounded border border-slate-400 px-2 py-2"
              />
            </label>
            <table className="w-full text-sm">
              <thead>
                <tr>
                  <th scope="col" className="text-left">
                    {t('element')}
                  </th>
                  <th scope="col">{t('destroyed')}</th>
                  <th scope="col">{t('retreated')}</th>
                  <th scope="col">{t('eligibleVeteran')}</th>
                </tr>
              </thead>
              <tbody>
                {fleetElements(side.fleet, words).map((e) => (
                  <tr key={e.uid} className="border-t border-slate-200">
                    <th scope="row" className="py-1 text-left font-normal">
                      {e.label}
                    </th>
                    <td className="text-center">
                      <input
                        type="checkbox"
                        name={`${side.prefix}-destroyed`}
                        value={e.uid}
                        defaultChecked={start?.destroyed.includes(e.uid)}
                        aria-label={t('destroyedLabel', { element: e.label, player })}
                        className="h-5 w-5"
                      />
                    </td>
                    <td className="text-center">
                      {e.ship ? (
                        <input
                          type="checkbox"
                          name={`${side.prefix}-retreated`}
                          value={e.uid}
                          defaultChecked={start?.retreated.includes(e.uid)}
                          aria-label={t('retreatedLabel', { element: e.label, player })}
                          className="h-5 w-5"
                        />
                      ) : null}
                    </td>
                    <td className="text-center">
                      <input
                        type="checkbox"
                        name={`${side.prefix}-veteran`}
                        value={e.uid}
                        defaultChecked={start?.eligibleVeterans.includes(e.uid)}
                        aria-label={t('eligibleVeteranLabel', { element: e.label, player })}
                        className="h-5 w-5"
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </fieldset>
        )
      })}
    </div>
  )
}
