'use client'
import { useActionState, useEffect, useMemo, useState } from 'react'
import { useTranslations } from 'next-intl'
import { FormError } from '@/app/_components/form-error'
import { SubmitButton } from '@/app/_components/submit-button'
import { Button } from '@/app/_components/ui/button'
import { FIELD_CLASS } from '@/app/_components/ui/field-class'
import { idle, type ActionState } from '@/app/_lib/action-state'
import type { FleetContent, FleetDraft, ObjectiveCategory, PresetId, RuleViolation } from '@/lib/campaign/browser'
import type { Faction, PointsEra } from '@/lib/data/cards'
import { saveFleetAction } from '../../actions'
import { CardSearch } from './card-search'
import { clearDraft, readDraft, savedVersionOf, writeDraft } from './draft-storage'
import { useFleetEngine, type FleetEngine } from './use-fleet-engine'
import { NAME_MAX } from '@/lib/campaign/form-constants'

/** What the builder shows of a card before the catalogue arrives. */
export interface CardFacts {
  name: string
  points: number
  slots: string[]
}

/**
 * The saved fleet as the server checked it, for the first paint: the builder's engine (the card catalogue and
 * the fleet rules) is loaded after it, and checks every change from then on.
 */
export interface InitialCheck {
  value: number
  squadrons: number
  shipPoints: number[]
  /** Each problem with its words. */
  violations: (RuleViolation & { text: string })[]
  /** The saved fleet's cards. */
  cards: Record<string, CardFacts>
}

interface Check {
  value: number
  squadrons: number
  shipPoints: number[]
  violations: (RuleViolation & { text?: string })[]
}

export interface FleetBuilderProps {
  campaignId: string
  version: number
  fleetId: string
  faction: Faction
  preset: PresetId
  initialDraft: FleetDraft
  initialCheck: InitialCheck
  teamFleets: { id: string; content: FleetContent }[]
  fleetNames: Record<string, string>
  /** The starting fleet's limits (R-FLEET-START): points, and squadron points. */
  limits: { fleet: number; squadrons: number }
  objectives: { id: string; name: string; category: string; bannedAtStart: boolean }[]
  objectiveCategories: readonly ObjectiveCategory[]
  /** R-FLEET-ERA: the campaign's points era, whose cards the builder offers and prices. */
  pointsEra: PointsEra
}

function Problems({
  violations,
  fleetNames,
  label,
  engine,
}: {
  violations: (RuleViolation & { text?: string })[]
  fleetNames: Record<string, string>
  label: string
  engine: FleetEngine | null
}) {
  const t = useTranslations()
  if (violations.length === 0) return null
  return (
    <ul className="space-y-0.5 text-sm text-red-800" aria-label={label}>
      {violations.map((v, i) => (
        <li key={i}>⚠ {v.text ?? engine?.violationText(t, v, { fleetName: (id) => fleetNames[id] ?? id })}</li>
      ))}
    </ul>
  )
}

/** R-FLEET-START and R-FLEET-ALWAYS, live: the builder checks with the engine's own rules as you go. */
export function FleetBuilder(props: FleetBuilderProps) {
  const { campaignId, version, fleetId, faction, preset, initialDraft, initialCheck, teamFleets, fleetNames, limits } = props
  const t = useTranslations('FleetBuilder')
  const engine = useFleetEngine(props.pointsEra)
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
  // After a reload, the unsaved draft of this saved version comes back, once the engine can check it.
  useEffect(() => {
    if (!engine) return
    const kept = readDraft(campaignId, fleetId, savedVersion)
    if (kept && JSON.stringify(kept) !== incoming) {
      // The browser's storage is read once the page is live: the server-rendered page shows the saved fleet.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setDraft(kept)
      setRestored(true)
    }
    // Only when the saved fleet changes (or the engine arrives): the draft's own edits are written below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [campaignId, fleetId, savedVersion, engine !== null])
  const dirty = JSON.stringify(draft) !== incoming
  const ready = engine !== null
  useEffect(() => {
    // Not before the kept draft is read back, above.
    if (!ready) return
    if (dirty) writeDraft(campaignId, fleetId, savedVersion, draft)
    else clearDraft(campaignId, fleetId, savedVersion)
  }, [campaignId, fleetId, savedVersion, draft, dirty, ready])
  const discard = () => {
    clearDraft(campaignId, fleetId, savedVersion)
    setDraft(initialDraft)
    setRestored(false)
  }
  const [state, action] = useActionState<ActionState<unknown>, FormData>(saveFleetAction, idle)
  const content = useMemo(() => (engine ? engine.draftContent(draft) : null), [engine, draft])
  // The engine's check of the draft as it is now; before it arrives, the server's check of the saved fleet
  // (null for a draft changed meanwhile: "checking").
  const check = useMemo<Check | null>(() => {
    if (!engine || !content) return dirty ? null : initialCheck
    return {
      value: engine.fleetValue(content),
      squadrons: engine.squadronPoints(content),
      shipPoints: content.ships.map((ship) => engine.shipPoints(ship)),
      violations: [...engine.cardViolations(content, faction), ...engine.fleetViolations(content, { preset, stage: 'setup', teamFleets })],
    }
  }, [engine, content, dirty, initialCheck, faction, preset, teamFleets])
  const violations = check?.violations ?? []
  const limit = limits.fleet
  const card = (id: string): CardFacts | undefined => {
    const found = engine ? (engine.shipCard(id) ?? engine.squadronCard(id) ?? engine.upgradeCard(id)) : undefined
    return found ? { name: found.name, points: found.points, slots: 'slots' in found ? [...found.slots] : [] } : initialCheck.cards[id]
  }
  const update = (change: (d: FleetDraft) => FleetDraft) => setDraft((d) => change(structuredClone(d)))

  const shipOptions = engine
    ? engine
        .shipCards()
        .filter((c) => c.faction === faction)
        .map((c) => ({
          id: c.id,
          name: c.name,
          points: c.points,
          note: t('shipNote', { size: c.size, flotilla: c.flotilla ? 'yes' : 'no' }),
        }))
    : null
  const squadronOptions = engine
    ? engine
        .squadronCards()
        .filter((c) => c.faction === faction)
        .map((c) => ({
          id: c.id,
          name: c.name,
          points: c.points,
          note: c.unique ? t('unique') : undefined,
        }))
    : null
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
        {check ? (
          <>
            <p className="font-semibold">{t('summary', { value: check.value, limit, squadrons: check.squadrons, squadronLimit: limits.squadrons })}</p>
            <p className={violations.length === 0 ? 'text-emerald-800' : 'text-red-800'}>
              {violations.length === 0 ? t('legal') : t('notLegal', { count: violations.length })}
            </p>
          </>
        ) : (
          <p>{t('checking')}</p>
        )}
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
        <input
          name="fleetName"
          value={draft.name}
          maxLength={NAME_MAX}
          onChange={(e) => update((d) => ({ ...d, name: e.target.value }))}
          className={FIELD_CLASS}
        />
      </label>

      <section aria-labelledby="ships-title" className="space-y-3">
        <h2 id="ships-title" className="text-lg font-bold">
          {t('ships')}
        </h2>
        {draft.ships.length === 0 ? <p>{t('noShip')}</p> : null}
        {draft.ships.map((ship, i) => {
          const facts = card(ship.cardId)
          const name = facts?.name ?? ship.cardId
          const upgradeOptions =
            engine && content
              ? engine.fittingUpgrades(content, i, faction).map((id) => {
                  const u = engine.upgradeCard(id)!
                  return { id, name: u.name, points: u.points, note: t('upgradeNote', { slots: u.slots.join(' + '), unique: u.unique ? 'yes' : 'no' }) }
                })
              : null
          return (
            <fieldset key={i} className="space-y-2 rounded border border-slate-300 bg-white p-3">
              <legend className="px-1 font-semibold">{check ? t('shipLegend', { name, points: check.shipPoints[i] ?? 0 }) : name}</legend>
              <p className="text-sm text-slate-700">{facts?.slots.length ? t('slots', { slots: facts.slots.join(', ') }) : t('noSlots')}</p>
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
                engine={engine}
                violations={at((v) => v.element?.kind === 'ship' && v.element.ship === i)}
              />
              <ul className="space-y-1">
                {ship.upgrades.map((upgradeId, u) => {
                  const upgrade = card(upgradeId)
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
                        engine={engine}
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
            const facts = card(group.cardId)
            const name = facts?.name ?? group.cardId
            return (
              <li key={g} className="space-y-1 rounded border border-slate-300 bg-white p-2">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    {group.count} × {name} ({(facts?.points ?? 0) * group.count})
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
                  engine={engine}
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
        {props.objectiveCategories.map((category) => (
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
              {props.objectives
                .filter((o) => o.category === category)
                .map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.bannedAtStart ? t('bannedAtStart', { name: o.name }) : o.name}
                  </option>
                ))}
            </select>
            <Problems
              label={t('problemsWithObjective', { category })}
              fleetNames={fleetNames}
              engine={engine}
              violations={at((v) => v.element?.kind === 'objective' && v.element.category === category)}
            />
          </div>
        ))}
      </section>

      <Problems label={t('problemsWithFleet')} fleetNames={fleetNames} violations={fleetLevel} engine={engine} />

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
