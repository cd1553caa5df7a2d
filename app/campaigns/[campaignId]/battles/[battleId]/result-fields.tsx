import { useTranslations } from 'next-intl'
import type { Words } from '@/app/_lib/battle-words'
import { FieldErrorAt } from '@/app/_components/field-error-at'
import { resultFieldKey } from '@/app/_lib/messages'
import type { BattleResult, ElementMark, Fleet, ResultElement, ResultEntrySide } from '@/lib/campaign'
import { shipCard, squadronCard } from '@/lib/data/cards'
import { elision } from '@/app/_i18n/elision'
import { ScoreFromTicks } from './score-from-ticks'
import { resultFieldName } from '@/lib/campaign/form-constants'

export interface Side {
  prefix: 'a' | 'd'
  playerName: string
  role: 'assaulting' | 'defending'
  fleet: Fleet
  /** The engine's view of the side's elements: the marks each may take, its points (resultEntryView). */
  entry: ResultEntrySide
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

/**
 * One mark of one element: a checkbox where the engine accepts it, else why not. A destroyed or retreated
 * tick feeds the other player's score with the element's points.
 */
function MarkCell(props: { side: Side; element: ResultElement; mark: ElementMark; checked: boolean; aria: string }) {
  const { side, element, mark, checked, aria } = props
  const t = useTranslations('BattlePage')
  if (!element.marks.includes(mark)) {
    const reason = element.refused[mark]?.reason
    return (
      <span className="text-xs text-slate-600">
        {t('markRefused', { reason: reason === 'not-a-ship' ? 'notAShip' : reason === 'already-veteran' ? 'alreadyVeteran' : 'other' })}
      </span>
    )
  }
  const feeds = mark === 'eligibleVeterans' ? {} : { 'data-scores': side.prefix === 'a' ? 'd' : 'a', 'data-points': element.points }
  // The label around the box makes the whole 44-px cell the tap target.
  return (
    <label className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
      <input
        type="checkbox"
        name={resultFieldName(side.prefix, mark)}
        value={element.uid}
        defaultChecked={checked}
        aria-label={aria}
        className="h-5 w-5"
        {...feeds}
      />
    </label>
  )
}

/** R-RESULT on a phone: two scores and a tap per element destroyed, retreated or eligible for veteran. */
export function ResultFields({ sides, initial }: { sides: [Side, Side]; initial?: BattleResult }) {
  const t = useTranslations('BattlePage')
  const words = useTranslations()
  return (
    <ScoreFromTicks>
      {/* The score boxes first, so that on a phone the form starts on the first screen. */}
      <div className="space-y-4">
        {sides.map((side, i) => {
          const start = initial?.[side.prefix === 'a' ? 'assaulter' : 'defender']
          const player = side.playerName
          const opponent = sides[1 - i]!.playerName
          const fleetId = side.entry.fleetId
          const views = new Map(side.entry.elements.map((e) => [e.uid, e]))
          return (
            <fieldset key={side.prefix} className="space-y-2 rounded border border-slate-300 p-2">
              <legend className="px-1 font-semibold">{t('sideLegend', { player, side: side.role === 'assaulting' ? 'assaulter' : 'defender' })}</legend>
              <label className="block">
                {t('scoreOf', { player, elision: elision(player) })}
                <input
                  name={resultFieldName(side.prefix, 'score')}
                  inputMode="numeric"
                  defaultValue={start?.score ?? ''}
                  required
                  className="mt-1 block w-32 rounded border border-slate-400 px-2 py-2"
                />
              </label>
              <p className="text-xs text-slate-700">{t('scoreFromTicks', { opponent })}</p>
              <FieldErrorAt fieldKey={resultFieldKey(fleetId, 'score')} />
              <table className="w-full text-sm">
                <thead>
                  <tr>
                    <th scope="col" className="text-left">
                      {t('element')}
                    </th>
                    <th scope="col" className="px-1">
                      {t('destroyed')}
                    </th>
                    <th scope="col" className="px-1">
                      {t('retreated')}
                    </th>
                    <th scope="col" className="px-1">
                      {t('eligibleVeteran')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {fleetElements(side.fleet, words).map((e) => {
                    const view = views.get(e.uid)
                    if (!view) return null
                    const state = [view.scarred ? t('fleet.scarred') : null, view.veteran ? t('fleet.veteran') : null].filter(Boolean).join(', ')
                    const cell = (mark: ElementMark, checked: boolean, aria: string) => (
                      <td className="text-center">
                        <MarkCell side={side} element={view} mark={mark} checked={checked} aria={aria} />
                      </td>
                    )
                    return (
                      <tr key={e.uid} className="border-t border-slate-200">
                        <th scope="row" className="py-1 text-left font-normal">
                          {e.label}
                          <span className="block text-xs text-slate-700">
                            {state ? t('elementMarks', { points: view.points, marks: state }) : t('elementPoints', { points: view.points })}
                          </span>
                          {(['destroyed', 'retreated', 'eligibleVeterans'] as const).map((field) => (
                            <FieldErrorAt key={field} fieldKey={resultFieldKey(fleetId, field, e.uid)} />
                          ))}
                        </th>
                        {cell('destroyed', start?.destroyed.includes(e.uid) ?? false, t('destroyedLabel', { element: e.label, player }))}
                        {cell('retreated', start?.retreated.includes(e.uid) ?? false, t('retreatedLabel', { element: e.label, player }))}
                        {cell('eligibleVeterans', start?.eligibleVeterans.includes(e.uid) ?? false, t('eligibleVeteranLabel', { element: e.label, player }))}
                      </tr>
                    )
                  })}
                </tbody>
              </table>
            </fieldset>
          )
        })}
        <p className="text-sm">{t('tabledNote')}</p>
      </div>
    </ScoreFromTicks>
  )
}
