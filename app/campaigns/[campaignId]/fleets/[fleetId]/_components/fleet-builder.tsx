'use client'
import { useActionState, useEffect, useMemo, useState } from 'react'
import { useTranslations } from 'next-intl'
import { FormError } from '@/app/_components/form-error'
import { SubmitButton } from '@/app/_components/submit-button'
import { Button } from '@/app/_components/ui/button'
import { FIELD_CLASS } from '@/app/_components/ui/field-class'
import { idle, type ActionState } from '@/app/_lib/action-state'
import { violationText } from '@/app/_lib/messages'
import {
  cardViolations,
  draftContent,
  fittingUpgrades,
  fleetLimit,
  fleetValue,
  fleetViolations,
  shipPoints,
  squadronLimit,
  squadronPoints,
  OBJECTIVE_CATEGORIES,
  type FleetContent,
  type FleetDraft,
  type PresetId,
  type RuleViolation,
} from '@/lib/campaign/browser'
import { SHIP_CARDS, SQUADRON_CARDS, shipCard, squadronCard, upgradeCard, type Faction } from '@/lib/data/cards'
import { OBJECTIVES } from '@/lib/data/objectives'
import { saveFleetAction } from '../../actions'
import { CardSearch } from './card-search'
import { clearDraft, readDraft, savedVersionOf, writeDraft } from './draft-storage'

export interface FleetBuilderProps {
  campaignId: string
  version: number
  fleetId: string
  faction: Faction
  preset: PresetId
  initialDraft: FleetDraft
  teamFleets: { id: string; content: FleetContent }[]
  fleetNames: Record<string, string>
}

function Problems({ violations, fleetNames, label }: { violations: RuleViolation[]; fleetNames: Record<string, string>; label: string }) {
  const t = useTranslations()
  if (violations.length === 0) return null
  return (
    <ul className="space-y-0.5 text-sm text-red-800" aria-label={label}>
      {violations.map((v, i) => (
        <li key={i}>⚠ {violationText(t, v, { fleetName: (id) => fleetNames[id] ?? id })}</li>
      ))}
    </ul>
  )
}

/** R-FLEET-START and R-FLEET-ALWAYS, live: the builder checks with the engine's own rules as you go. */
export function FleetBuilder({ campaignId, version, fleetId, faction, preset, initialDraft, teamFleets, fleetNames }: FleetBuilderProps) {
  const t = useTranslations('FleetBuilder')
  const [draft, setDraft] = useState<FleetDraft>(initialDraft)
  const [restored, setRestored] = useState(false)
  // A fleet saved elsewhere on the page (an import) arrives as a new initialDraft: show it, so that a
  // later Save cannot write the stale builder state over it. Saving this builder's own draft changes nothing.
  const incoming = JSON.stringify(initialDraft)
  const savedVersion = savedVersionOf(incoming)
  const [shown, setShown] = useState(incoming)
  if (shown !== incoming) {
    setShown(incoming)
    setDraft(initialDraft)
    setRestored(false)
  }
  // After a reload, the unsaved draft of this saved version comes back.
  useEffect(() => {
    const kept = readDraft(campaignId, fleetId, savedVersion)
    if (kept && JSON.stringify(kept) !== incoming) {
      // The browser's storage is read once the page is live: the server-rendered page shows the saved fleet.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setDraft(kept)
      setRestored(true)
    }
    // Only when the saved fleet changes: the draft's own edits are written below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [campaignId, fleetId, savedVersion])
  const dirty = JSON.stringify(draft) !== incoming
  useEffect(() => {
    if (dirty) writeDraft(campaignId, fleetId, savedVersion, draft)
    else clearDraft(campaignId, fleetId, savedVersion)
  }, [campaignId, fleetId, savedVersion, draft, dirty])
  const discard = () => {
    clearDraft(campaignId, fleetId, savedVersion)
    setDraft(initialDraft)
    setRestored(false)
  }
  const [state, action] = useActionState<ActionState<unknown>, FormData>(saveFleetAction, idle)
  const content = useMemo(() => draftContent(draft), [draft])
  const violations = useMemo(
    () => [...cardViolations(content, faction), ...fleetViolations(content, { preset, stage: 'setup', teamFleets })],
    [content, faction, preset, teamFleets],
  )
  const limit = fleetLimit(preset, 'setup')
  const value = fleetValue(content)
  const squadrons = squadronPoints(content)
  const update = (change: (d: FleetDraft) => FleetDraft) => setDraft((d) => change(structuredClone(d)))

  const shipOptions = SHIP_CARDS.filter((c) => c.faction === faction).map((c) => ({
    id: c.id,
    name: c.name,
    points: c.points,
    note: t('shipNote', { size: c.size, flotilla: c.flotilla ? 'yes' : 'no' }),
  }))
  const squadronOptions = SQUADRON_CARDS.filter((c) => c.faction === faction).map((c) => ({
    id: c.id,
    name: c.name,
    points: c.points,
    note: c.unique ? t('unique') : undefined,
  }))
  const at = (pred: (v: RuleViolation) => boolean) => violations.filter(pred)
  const fleetLevel = at((v) => !v.element || v.element.kind === 'fleet')
  // Squadrons are edited by group; their violations point at single squadrons.
  const squadronGroupOf = (index: number) => {
    let seen = 0
    return draft.squadrons.findIndex((g) => (seen += g.count) > index)
  }

  return (
    <div className="space-y-5">
      <div className="sticky top-0 z-10 rounded border border-slate-400 bg-white p-3 shadow-sm print:static" role="status" aria-live="polite">
        <p className="font-semibold">{t('summary', { value, limit, squadrons, squadronLimit: squadronLimit(limit) })}</p>
        <p className={violations.length === 0 ? 'text-emerald-800' : 'text-red-800'}>
          {violations.length === 0 ? t('legal') : t('notLegal', { count: violations.length })}
        </p>
      </div>

      {restored && dirty ? (
        <div role="status" className="flex flex-wrap items-center gap-3 rounded border border-amber-600 bg-amber-50 p-3">
          <p className="font-semibold">{t('restored')}</p>
          <Button type="button" variant="secondary" onClick={discard}>
            {t('discard')}
          </Button>
        </div>
      ) : null}

      <label className="block">
        <span className="font-semibold">{t('fleetName')}</span>
        <input name="fleetName" value={draft.name} maxLength={60} onChange={(e) => update((d) => ({ ...d, name: e.target.value }))} className={FIELD_CLASS} />
      </label>

      <section aria-labelledby="ships-title" className="space-y-3">
        <h2 id="ships-title" className="text-lg font-bold">
          {t('ships')}
        </h2>
        {draft.ships.length === 0 ? <p>{t('noShip')}</p> : null}
        {draft.ships.map((ship, i) => {
          const card = shipCard(ship.cardId)
          const name = card?.name ?? ship.cardId
          const upgradeOptions = fittingUpgrades(content, i, faction).map((id) => {
            const u = upgradeCard(id)!
            return { id, name: u.name, points: u.points, note: t('upgradeNote', { slots: u.slots.join(' + '), unique: u.unique ? 'yes' : 'no' }) }
          })
          return (
            <fieldset key={i} className="space-y-2 rounded border border-slate-300 bg-white p-3">
              <legend className="px-1 font-semibold">{t('shipLegend', { name, points: shipPoints(content.ships[i]!) })}</legend>
              <p className="text-sm text-slate-700">{card?.slots.length ? t('slots', { slots: card.slots.join(', ') }) : t('noSlots')}</p>
              <div className="flex flex-wrap items-center gap-3">
                <label className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="flagship"
                    checked={ship.flagship}
                    onChange={() => update((d) => ({ ...d, ships: d.ships.map((s, j) => ({ ...s, flagship: j === i })) }))}
                  />
                  {t('flagship', { name })}
                </label>
                <Button type="button" variant="danger-secondary" size="sm" onClick={() => update((d) => ({ ...d, ships: d.ships.filter((_, j) => j !== i) }))}>
                  {t('remove', { name })}
                </Button>
              </div>
              <Problems
                label={t('problemsWith', { name })}
                fleetNames={fleetNames}
                violations={at((v) => v.element?.kind === 'ship' && v.element.ship === i)}
              />
              <ul className="space-y-1">
                {ship.upgrades.map((upgradeId, u) => {
                  const upgrade = upgradeCard(upgradeId)
                  return (
                    <li key={u} className="space-y-0.5">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <span>
                          {upgrade?.name ?? upgradeId} ({upgrade?.points ?? 0}) <span className="text-sm text-slate-700">{upgrade?.slots.join(' + ')}</span>
                        </span>
                        <Button
                          type="button"
                          variant="secondary"
                          size="sm"
                          onClick={() =>
                            update((d) => ({ ...d, ships: d.ships.map((s, j) => (j === i ? { ...s, upgrades: s.upgrades.filter((_, k) => k !== u) } : s)) }))
                          }
                        >
                          {t('remove', { name: upgrade?.name ?? upgradeId })}
                        </Button>
                      </div>
                      <Problems
                        label={t('problemsWith', { name: upgrade?.name ?? upgradeId })}
                        fleetNames={fleetNames}
                        violations={at((v) => v.element?.kind === 'upgrade' && v.element.ship === i && v.element.upgrade === u)}
                      />
                    </li>
                  )
                })}
              </ul>
              <CardSearch
                label={t('addUpgradeTo', { name })}
                options={upgradeOptions}
                onPick={(id) => update((d) => ({ ...d, ships: d.ships.map((s, j) => (j === i ? { ...s, upgrades: [...s.upgrades, id] } : s)) }))}
              />
            </fieldset>
          )
        })}
        <CardSearch
          label={t('addShip')}
          options={shipOptions}
          onPick={(id) => update((d) => ({ ...d, ships: [...d.ships, { cardId: id, flagship: d.ships.length === 0, upgrades: [] }] }))}
        />
      </section>

      <section aria-labelledby="squadrons-title" className="space-y-3">
        <h2 id="squadrons-title" className="text-lg font-bold">
          {t('squadrons')}
        </h2>
        {draft.squadrons.length === 0 ? <p>{t('noSquadron')}</p> : null}
        <ul className="space-y-2">
          {draft.squadrons.map((group, g) => {
            const card = squadronCard(group.cardId)
            const name = card?.name ?? group.cardId
            return (
              <li key={g} className="space-y-1 rounded border border-slate-300 bg-white p-2">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    {group.count} × {name} ({(card?.points ?? 0) * group.count})
                  </span>
                  <span className="flex gap-1">
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      aria-label={t('oneFewer', { name })}
                      onClick={() =>
                        update((d) => ({ ...d, squadrons: d.squadrons.flatMap((s, k) => (k !== g ? [s] : s.count > 1 ? [{ ...s, count: s.count - 1 }] : [])) }))
                      }
                    >
                      −
                    </Button>
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      aria-label={t('oneMore', { name })}
                      disabled={group.count >= 20}
                      onClick={() => update((d) => ({ ...d, squadrons: d.squadrons.map((s, k) => (k === g ? { ...s, count: s.count + 1 } : s)) }))}
                    >
                      +
                    </Button>
                  </span>
                </div>
                <Problems
                  label={t('problemsWith', { name })}
                  fleetNames={fleetNames}
                  violations={at((v) => v.element?.kind === 'squadron' && squadronGroupOf(v.element.squadron) === g).filter(
                    (v, k, all) => all.findIndex((w) => w.reason === v.reason) === k,
                  )}
                />
              </li>
            )
          })}
        </ul>
        <CardSearch
          label={t('addSquadron')}
          options={squadronOptions}
          onPick={(id) =>
            update((d) => {
              const existing = d.squadrons.find((s) => s.cardId === id)
              return existing
                ? { ...d, squadrons: d.squadrons.map((s) => (s.cardId === id ? { ...s, count: Math.min(20, s.count + 1) } : s)) }
                : { ...d, squadrons: [...d.squadrons, { cardId: id, count: 1 }] }
            })
          }
        />
      </section>

      <section aria-labelledby="objectives-title" className="space-y-3">
        <h2 id="objectives-title" className="text-lg font-bold">
          {t('objectives')}
        </h2>
        {OBJECTIVE_CATEGORIES.map((category) => (
          <div key={category} className="space-y-1">
            <label htmlFor={`objective-${category}`} className="block font-semibold">
              {t('objectiveLabel', { category })}
            </label>
            <select
              id={`objective-${category}`}
              value={draft.objectives[category] ?? ''}
              onChange={(e) => update((d) => ({ ...d, objectives: { ...d.objectives, [category]: e.target.value || null } }))}
              className={FIELD_CLASS}
            >
              <option value="">{t('noObjective')}</option>
              {OBJECTIVES.filter((o) => o.category === category).map((o) => (
                <option key={o.id} value={o.id}>
                  {o.bannedAtStart ? t('bannedAtStart', { name: o.name }) : o.name}
                </option>
              ))}
            </select>
            <Problems
              label={t('problemsWithObjective', { category })}
              fleetNames={fleetNames}
              violations={at((v) => v.element?.kind === 'objective' && v.element.category === category)}
            />
          </div>
        ))}
      </section>

      <Problems label={t('problemsWithFleet')} fleetNames={fleetNames} violations={fleetLevel} />

      <form action={action} className="space-y-2">
        <input type="hidden" name="campaignId" value={campaignId} />
        <input type="hidden" name="fleetId" value={fleetId} />
        <input type="hidden" name="expectedVersion" value={version} />
        <input type="hidden" name="draft" value={JSON.stringify(draft)} />
        {state.status === 'ok' ? (
          <p role="status" className="text-emerald-800">
            {t('saved')}
          </p>
        ) : null}
        <FormError state={state} />
        <SubmitButton>{t('save')}</SubmitButton>
      </form>
    </div>
  )
}
