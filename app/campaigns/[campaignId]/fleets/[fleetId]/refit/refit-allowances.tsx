'use client'
// What this refit still allows, as the edit stands: the act's limit, the bases' removals, the team's tokens,
// the credits to buy back, the Fleet Reserve and the cards waiting to be placed.
import { useTranslations } from 'next-intl'
import type { RefitEditorView } from '@/lib/campaign/browser'

export function RefitAllowances({ view }: { view: RefitEditorView }) {
  const t = useTranslations('RefitEditor.allowances')
  const terms = useTranslations('Terms')
  const none = t('none')
  const rows: [string, string][] = [
    [t('value'), t('valueOf', { value: view.value, limit: view.limit })],
    [t('scars'), String(view.scarRemovalsLeft)],
    [t('strips'), String(view.stripsLeft)],
    [terms('token.repair-yards'), String(view.tokens.repairYards)],
    [terms('token.resources'), String(view.tokens.resources)],
    [t('credits'), view.credits.map((c) => t('credit', { slot: c.slot, points: c.points })).join(', ') || none],
    [t('reserve'), view.reserve.map((r) => t('reserveOf', { reward: terms(`reward.${r.type}`), points: r.points })).join(', ') || none],
    [t('pending'), view.pending.map((p) => p.name).join(', ') || none],
    [t('conditions'), view.conditions.map((c) => terms(`condition.${c}`)).join(', ') || none],
  ]
  return (
    <section aria-labelledby="refit-allowances" className="rounded border border-slate-300 bg-slate-50 p-2 sm:p-3">
      <h2 id="refit-allowances" className="text-lg font-bold">
        {t('title')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
