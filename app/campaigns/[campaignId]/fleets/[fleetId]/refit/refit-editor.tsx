'use client'
// The refit as one edit of the fleet (R-REFIT): the player makes changes, sees the fleet and what the refit
// still allows after each one (the engine's preview, asked of the server), and sends them all at once.
// Unsaved changes stay in this browser across a reload or someone else's change.
import { useCallback, useEffect, useMemo, useState, useTransition } from 'react'
import { Link } from '@/app/_components/link'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { FormError } from '@/app/_components/form-error'
import { idle, type ActionState } from '@/app/_lib/action-state'
import { turnCommandAction } from '../../../turn/actions'
import { distinctNames } from './distinct-names'
import { RefitAllowances } from './refit-allowances'
import { RefitChanges } from './refit-changes'
import type { AddChange } from './add-change'
import { readRefitDraft, writeRefitDraft, type DraftChange } from './refit-draft'
import { RefitElements } from './refit-elements'
import type { RefitPreview, RefitPreviewAnswer } from './refit-preview'
import { RefitFirst, RefitPurchases } from './refit-purchases'

export function RefitEditor({
  campaignId,
  fleetId,
  fleetName,
  initial,
}: {
  campaignId: string
  fleetId: string
  fleetName: string
  /** The fleet as saved, with no unsaved change: rebuilt by the server at each refresh. */
  initial: RefitPreview
}) {
  const t = useTranslations('RefitEditor')
  const router = useRouter()
  const refitKey = initial.view.refitKey
  const [changes, setChanges] = useState<DraftChange[]>([])
  const [loaded, setLoaded] = useState(false)
  const [restored, setRestored] = useState(false)
  const [checked, setChecked] = useState<RefitPreview | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [result, setResult] = useState<ActionState<unknown>>(idle)
  const [saved, setSaved] = useState<'saved' | 'finished' | null>(null)
  // The changes the latest answer is for: until it comes back, the controls show the fleet before the last
  // change, and an add-card op still names a pending card by its place in that older list, so they wait.
  const [answeredFor, setAnsweredFor] = useState<DraftChange[] | null>(null)
  const checking = loaded && changes.length > 0 && answeredFor !== changes
  const [saving, startSaving] = useTransition()

  useEffect(() => {
    const draft = readRefitDraft(campaignId, fleetId, refitKey)
    if (draft.length > 0) {
      // The browser's storage is read once the page is live: the server-rendered page shows the saved fleet.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setChanges(draft)
      setRestored(true)
    }
    setLoaded(true)
  }, [campaignId, fleetId, refitKey])

  // Each edit, and each change saved by anyone (a new version), is checked again by the engine. Only the
  // latest question counts: an earlier one still on its way is cancelled, so its answer cannot land last.
  useEffect(() => {
    if (!loaded) return
    writeRefitDraft(campaignId, fleetId, refitKey, changes)
    if (changes.length === 0) return
    const asking = new AbortController()
    fetch(`/api/campaigns/${encodeURIComponent(campaignId)}/fleets/${encodeURIComponent(fleetId)}/refit-preview`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ changes: changes.map((c) => c.op) }),
      signal: asking.signal,
    })
      .then(async (response) => {
        const answer = (await response.json()) as RefitPreviewAnswer
        if (asking.signal.aborted) return
        if (answer.ok) {
          setChecked(answer.preview)
          setProblem(null)
        } else setProblem(answer.message)
        setAnsweredFor(changes)
      })
      .catch(() => {
        if (asking.signal.aborted) return
        setProblem(t('unreachable'))
        setAnsweredFor(changes)
      })
    return () => asking.abort()
  }, [loaded, changes, initial, campaignId, fleetId, refitKey, t])

  const add = useCallback<AddChange>((op, label) => {
    setResult(idle)
    setSaved(null)
    setChanges((current) => [...current, { op, label }])
  }, [])

  // With no change the saved fleet is the preview; otherwise the latest answer (a newer one may be on its way).
  const preview = changes.length === 0 ? initial : (checked ?? initial)
  const shownProblem = changes.length === 0 ? null : problem
  const view = preview.view
  const refusedAt = view.refused.length > 0 ? (view.refused[0]!.change ?? view.applied) : null
  const names = useMemo(
    () => new Map([...distinctNames(view.ships), ...distinctNames(view.ships.flatMap((s) => s.upgrades)), ...distinctNames(view.squadrons)]),
    [view],
  )

  const save = (finish: boolean) => {
    const form = new FormData()
    form.set('campaignId', campaignId)
    form.set('expectedVersion', String(preview.version))
    form.set('type', 'refit-fleet')
    form.set('fleetId', fleetId)
    form.set('ops', JSON.stringify(changes.map((c) => c.op)))
    form.set('finish', finish ? 'yes' : 'no')
    startSaving(async () => {
      const answer = await turnCommandAction(idle, form)
      setResult(answer)
      if (answer.status === 'ok') {
        writeRefitDraft(campaignId, fleetId, refitKey, [])
        setChanges([])
        setRestored(false)
        setSaved(finish ? 'finished' : 'saved')
        router.refresh()
      }
    })
  }

  if (view.closed) {
    return (
      <div className="space-y-2">
        {saved === 'finished' ? (
          <p role="status" className="text-emerald-800">
            {t('finished')}
          </p>
        ) : null}
        <p>{t('closed')}</p>
        <Link href={`/campaigns/${campaignId}/management`}>{t('back')}</Link>
      </div>
    )
  }

  return (
    <div className="space-y-3 sm:space-y-4">
      <p className="text-sm sm:text-base">{t('intro')}</p>
      {restored && changes.length > 0 ? (
        <p role="status" className="rounded bg-sky-50 p-2 text-sm">
          {t('restored', { count: changes.length })}
        </p>
      ) : null}
      {view.disbanded ? (
        <p role="note" className="rounded bg-amber-50 p-2 text-sm">
          {t.rich('disbanded', { link: (chunks) => <Link href={`/campaigns/${campaignId}/fleets/${fleetId}`}>{chunks}</Link> })}
        </p>
      ) : null}
      {/* Takes no room on a phone while silent, so the fleet starts higher. */}
      <p aria-live="polite" className="text-sm text-slate-600 max-sm:empty:absolute sm:min-h-6">
        {checking ? t('checking') : ''}
      </p>
      {shownProblem ? (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-2 text-red-900">
          {shownProblem}
        </p>
      ) : null}
      {/* On a phone: what the refit allows first, then the fleet, then the changes and their saving. */}
      <div className="grid gap-3 sm:gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="lg:col-start-2 lg:row-start-1 lg:self-start">
          <RefitAllowances view={view} />
        </div>
        <fieldset disabled={checking} aria-busy={checking} className="min-w-0 space-y-4 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <RefitFirst view={view} names={names} add={add} />
          <RefitElements view={view} names={names} add={add} />
          <RefitPurchases view={view} names={names} add={add} />
        </fieldset>
        <div className="space-y-4 lg:col-start-2 lg:row-start-2 lg:self-start">
          <RefitChanges
            fleetName={fleetName}
            changes={changes}
            refusedAt={refusedAt}
            refused={preview.refused}
            finish={preview.finish}
            finishCost={preview.finishCost}
            finishGivesUp={preview.finishGivesUp}
            busy={saving || checking}
            onUndo={() => setChanges((current) => current.slice(0, -1))}
            onReset={() => setChanges([])}
            onDropRefused={() => setChanges((current) => current.filter((_, i) => i !== refusedAt))}
            onSave={save}
          />
          {saved === 'saved' ? (
            <p role="status" className="text-emerald-800">
              {t('saved')}
            </p>
          ) : null}
          <FormError state={result} />
        </div>
      </div>
    </div>
  )
}
