'use client'
// The player's unsaved changes, what keeps the edited fleet from finishing (R-REFIT 6), and the two ways to
// send the edit: save it, or save it and finish the refit (which asks first, listing what it changes).
import { useFormatter, useTranslations } from 'next-intl'
import { Button } from '@/app/_components/ui/button'
import { Confirm } from '@/app/_components/ui/confirm'
import type { DraftChange } from './refit-draft'

/** Changes that take something out of the fleet for good. */
const DESTRUCTIVE: readonly string[] = ['strip', 'strip-card', 'disband']

export function RefitChanges({
  fleetName,
  changes,
  refusedAt,
  refused,
  finish,
  finishCost,
  finishGivesUp,
  busy,
  onUndo,
  onReset,
  onDropRefused,
  onSave,
}: {
  fleetName: string
  changes: DraftChange[]
  /** The index of the first change the rules refuse now, or null. */
  refusedAt: number | null
  refused: string[]
  finish: string[]
  /** What finishing gives up, in words. */
  finishCost: string
  finishGivesUp: boolean
  busy: boolean
  onUndo: () => void
  onReset: () => void
  onDropRefused: () => void
  onSave: (finish: boolean) => void
}) {
  const t = useTranslations('RefitEditor')
  const format = useFormatter()
  const labels = changes.map((c) => c.label)
  const destructive = changes.some((c) => DESTRUCTIVE.includes(c.op.op))
  const blocked = refusedAt !== null
  const mayFinish = !blocked && finish.length === 0
  return (
    <section aria-labelledby="refit-changes" className="space-y-3 rounded border border-slate-400 p-3">
      <h2 id="refit-changes" className="text-lg font-bold">
        {t('changes.title')}
      </h2>
      {changes.length === 0 ? (
        <p>{t('changes.none')}</p>
      ) : (
        <ol className="list-decimal space-y-1 pl-6" aria-label={t('changes.title')}>
          {labels.map((label, i) => (
            <li key={i} className={i === refusedAt ? 'font-semibold text-red-800' : undefined}>
              {label}
            </li>
          ))}
        </ol>
      )}
      {blocked ? (
        <div role="alert" className="space-y-2 rounded border border-red-700 bg-red-50 p-2 text-red-900">
          <p>{t('changes.refused', { n: refusedAt + 1, label: labels[refusedAt] ?? '' })}</p>
          <ul className="list-disc pl-5">
            {refused.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          <Button type="button" size="sm" variant="secondary" onClick={onDropRefused}>
            {t('changes.dropRefused')}
          </Button>
        </div>
      ) : null}
      {changes.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" variant="secondary" onClick={onUndo} disabled={busy}>
            {t('changes.undo')}
          </Button>
          <Button type="button" size="sm" variant="danger-secondary" onClick={onReset} disabled={busy}>
            {t('changes.reset')}
          </Button>
        </div>
      ) : null}
      <div aria-labelledby="refit-finish-title" role="group" className="space-y-1">
        <h3 id="refit-finish-title" className="font-semibold">
          {t('finish.title')}
        </h3>
        {finish.length === 0 ? (
          <p>{t('finish.ready')}</p>
        ) : (
          <ul className="list-disc pl-5" aria-label={t('finish.title')}>
            {finish.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-wrap items-start gap-3">
        {changes.length > 0 && !blocked ? (
          destructive ? (
            // Removing cards or disbanding cannot be taken back by the player: asked first, with the changes.
            <form
              aria-label={t('save')}
              onSubmit={(event) => {
                event.preventDefault()
                onSave(false)
              }}
            >
              <Confirm
                trigger={t('save')}
                confirm={t('confirmSave')}
                variant="secondary"
                pending={busy}
                cost={{ text: t('finish.cost', { fleet: fleetName, changes: format.list(labels, { type: 'conjunction' }) }) }}
              />
            </form>
          ) : (
            <Button type="button" variant="secondary" onClick={() => onSave(false)} pending={busy}>
              {t('save')}
            </Button>
          )
        ) : null}
        {mayFinish && !destructive && !finishGivesUp ? (
          // Nothing is given up and nothing removed: saving and finishing asks nothing.
          <Button type="button" variant="primary" onClick={() => onSave(true)} pending={busy}>
            {t('saveFinish')}
          </Button>
        ) : mayFinish ? (
          <form
            aria-label={t('saveFinish')}
            onSubmit={(event) => {
              event.preventDefault()
              onSave(true)
            }}
          >
            <Confirm
              trigger={t('saveFinish')}
              confirm={t('finish.confirm')}
              variant="primary"
              pending={busy}
              cost={{
                text:
                  changes.length === 0
                    ? finishCost
                    : `${t('finish.cost', { fleet: fleetName, changes: format.list(labels, { type: 'conjunction' }) })} ${finishCost}`,
              }}
            />
          </form>
        ) : null}
      </div>
    </section>
  )
}
