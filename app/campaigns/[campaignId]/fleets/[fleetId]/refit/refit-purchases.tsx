'use client'
// What this refit allows besides the elements' own changes: conditions (R-REFIT 2), cards to place
// (R-REFIT 4, 5, 7), a type removed and bought back (R-REFIT 3), the Fleet Reserve (R-REFIT 4), Prototype
// Recovery (R-PROTO) and disbanding (R-REFIT 8). Only what the engine accepts now is offered.
import { useTranslations } from 'next-intl'
import { Select } from '@/app/_components/ui/select'
import type { RefitEditorView } from '@/lib/campaign/browser'
import { ChangeForm } from './change-form'
import type { AddChange } from './add-change'

type Props = { view: RefitEditorView; names: Map<string, string>; add: AddChange }

function cardOption(card: { id: string; name: string; points: number }) {
  return { value: card.id, label: `${card.name} (${card.points})` }
}

function Conditions({ view, add }: Props) {
  const t = useTranslations('RefitEditor')
  const terms = useTranslations('Terms')
  if (view.conditionRemovals.length === 0) return null
  return (
    <div className="flex flex-wrap gap-2">
      {view.conditionRemovals.map(({ condition, using }) => {
        const name = terms(`condition.${condition}`)
        const text = using === 'resources' ? t('condition.resources', { condition: name }) : t('condition.objective', { condition: name })
        return (
          <ChangeForm
            key={`${condition}-${using}`}
            label={text}
            button={text}
            onChange={() => add({ op: 'remove-condition', condition, using }, t('change.condition', { condition: name, using }))}
          />
        )
      })}
    </div>
  )
}

function Pending({ view, names, add }: Props) {
  const t = useTranslations('RefitEditor')
  const shipName = (uid: string) => names.get(uid) ?? uid
  if (view.pending.length === 0) return null
  return (
    <section aria-labelledby="refit-pending" className="space-y-2 rounded border border-amber-600 p-2">
      <h2 id="refit-pending" className="text-lg font-bold">
        {t('pending.title')}
      </h2>
      <p className="text-sm">{t('pending.explain')}</p>
      <ul className="space-y-2">
        {view.pending.map((card) => {
          const places = [
            ...card.ships.map((uid) => ({ value: uid, label: t('pending.onShip', { ship: shipName(uid) }) })),
            ...(card.mayKeep ? [{ value: '', label: card.kind === 'squadron' ? t('pending.join') : t('pending.keep') }] : []),
          ]
          return (
            <li key={`${card.index}-${card.cardId}`}>
              {places.length === 0 ? (
                <p role="note">{t('pending.nowhere', { name: card.name })}</p>
              ) : (
                <ChangeForm
                  label={t('pending.label', { name: card.name })}
                  button={t('pending.button')}
                  buttonLabel={t('pending.label', { name: card.name })}
                  onChange={(fields) => {
                    const shipUid = String(fields.get('shipUid') ?? '')
                    if (shipUid === '') {
                      if (card.mayKeep)
                        add(
                          { op: 'add-card', index: card.index, shipUid: null },
                          t(card.kind === 'squadron' ? 'change.join' : 'change.keep', { name: card.name }),
                        )
                    } else if (card.ships.includes(shipUid)) {
                      add({ op: 'add-card', index: card.index, shipUid }, t('change.place', { name: card.name, ship: shipName(shipUid) }))
                    }
                  }}
                >
                  {places.length === 1 ? (
                    // One place only (a squadron joins the squadrons): nothing to choose.
                    <>
                      <span className="min-h-11 py-2">{t('pending.only', { name: card.name, place: places[0]!.label })}</span>
                      <input type="hidden" name="shipUid" value={places[0]!.value} />
                    </>
                  ) : (
                    <Select label={t('pending.select', { name: card.name })} name="shipUid" options={places} />
                  )}
                </ChangeForm>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function Removals({ view, add }: Props) {
  const t = useTranslations('RefitEditor')
  if (view.strippable.length === 0) return null
  return (
    <ChangeForm
      label={t('strip.label')}
      button={t('strip.button')}
      variant="danger-secondary"
      onChange={(fields) => {
        const slot = String(fields.get('slot') ?? '')
        const chosen = view.strippable.find((s) => s.slot === slot)
        if (chosen)
          add({ op: 'strip', slot: chosen.slot as 'squadrons' }, t('change.strip', { slot: chosen.slot, removed: chosen.removedPoints, credit: chosen.credit }))
      }}
    >
      <Select
        label={t('strip.select')}
        hint={t('strip.hint', { left: view.stripsLeft })}
        name="slot"
        options={view.strippable.map((s) => ({ value: s.slot, label: t('strip.option', { slot: s.slot, removed: s.removedPoints, credit: s.credit }) }))}
      />
    </ChangeForm>
  )
}

function Purchases({ view, add }: Props) {
  const t = useTranslations('RefitEditor')
  const terms = useTranslations('Terms')
  const nameOf = (id: string, cards: { id: string; name: string }[]) => cards.find((c) => c.id === id)?.name ?? id
  return (
    <>
      {view.credits
        .filter((c) => c.cards.length > 0)
        .map((c) => (
          <ChangeForm
            key={c.slot}
            label={t('rebuy.label', { slot: c.slot })}
            button={t('rebuy.button')}
            buttonLabel={t('rebuy.label', { slot: c.slot })}
            onChange={(fields) => {
              const id = String(fields.get('card') ?? '')
              if (c.cards.some((card) => card.id === id))
                add({ op: 'rebuy', slot: c.slot as 'squadrons', cards: [id] }, t('change.rebuy', { name: nameOf(id, c.cards) }))
            }}
          >
            <Select
              label={t('rebuy.select', { slot: c.slot, points: c.points })}
              hint={t('rebuy.hint', { points: c.points })}
              name="card"
              options={c.cards.map(cardOption)}
            />
          </ChangeForm>
        ))}
      {view.reserve
        .filter((r) => r.cards.length > 0)
        .map((r) => {
          const reward = terms(`reward.${r.type}`)
          return (
            <ChangeForm
              key={r.type}
              label={t('reserve.label', { reward })}
              button={t('reserve.button')}
              buttonLabel={t('reserve.label', { reward })}
              onChange={(fields) => {
                const id = String(fields.get('card') ?? '')
                if (r.cards.some((card) => card.id === id))
                  add({ op: 'buy-from-reserve', rewardType: r.type, cards: [id] }, t('change.reserve', { name: nameOf(id, r.cards) }))
              }}
            >
              <Select
                label={t('reserve.select', { reward, points: r.points })}
                hint={t('reserve.hint', { points: r.points })}
                name="card"
                options={r.cards.map(cardOption)}
              />
            </ChangeForm>
          )
        })}
    </>
  )
}

function Prototype({ view, add }: Props) {
  const t = useTranslations('RefitEditor')
  if (view.prototypeTypes.length === 0) return null
  return (
    <ChangeForm
      label={t('prototypeRecovery.label')}
      button={t('prototypeRecovery.button')}
      onChange={(fields) => {
        const id = String(fields.get('type') ?? '')
        const type = view.prototypeTypes.find((p) => p.cardId === id)
        if (type) add({ op: 'prototype', squadronCardId: type.cardId }, t('change.prototypeRecovery', { name: type.name }))
      }}
    >
      <Select
        label={t('prototypeRecovery.select')}
        hint={t('prototypeRecovery.hint')}
        name="type"
        options={view.prototypeTypes.map((p) => ({ value: p.cardId, label: p.name }))}
      />
    </ChangeForm>
  )
}

function Disband({ view, add }: Props) {
  const t = useTranslations('RefitEditor')
  if (!view.mayDisband) return null
  const loses = view.disbandLoses.length > 0 ? t('disband.loses', { cards: view.disbandLoses.join(', ') }) : t('disband.losesNothing')
  return (
    <div className="space-y-1">
      <p className="text-sm">
        {t('disband.explain')} {loses}
      </p>
      <ChangeForm
        label={t('disband.button')}
        button={t('disband.button')}
        variant="danger-secondary"
        onChange={() => add({ op: 'disband' }, t('change.disband', { loses }))}
      />
    </div>
  )
}

/** Conditions and cards to place come first: they are what a player most often has to act on. */
export function RefitFirst(props: Props) {
  return (
    <>
      <Conditions {...props} />
      <Pending {...props} />
    </>
  )
}

export function RefitPurchases(props: Props) {
  const t = useTranslations('RefitEditor')
  const { view } = props
  const buyable = [...view.credits, ...view.reserve].some((offer) => offer.cards.length > 0)
  const any = buyable || view.strippable.length + view.prototypeTypes.length > 0 || view.mayDisband
  if (!any) return null
  return (
    <section aria-labelledby="refit-purchases" className="space-y-3">
      <h2 id="refit-purchases" className="text-lg font-bold">
        {t('purchasesTitle')}
      </h2>
      <Removals {...props} />
      <Purchases {...props} />
      <Prototype {...props} />
      <Disband {...props} />
    </section>
  )
}
