// R-REFIT 3 and R-TOKEN-REPAIR: removing a type or one card, buying back at half, and R-PROTO's veterans.
import { getTranslations } from 'next-intl/server'
import { Select } from '@/app/_components/ui/select'
import { TurnForm } from '../../turn/turn-form'
import { ReserveForms } from '../reserve-forms'
import type { RefitPartProps } from './refit'

export async function RefitRemovals({ r, form, fleet }: RefitPartProps) {
  const t = await getTranslations('Management.refit')
  const name = fleet(r.fleetId)
  const singleCards = [...r.upgrades.map((u) => ({ uid: u.uid, label: u.name, credit: u.credit })), ...r.squadrons]
  return (
    <>
      {r.stripsLeft > 0 && r.strippable.length > 0 ? (
        <TurnForm
          {...form}
          type="refit"
          submit={t('strip.submit')}
          done={t('strip.done')}
          label={t('strip.label', { fleet: name })}
          confirm={{
            button: t('strip.confirm'),
            cost: {
              field: 'slot',
              byValue: Object.fromEntries(
                r.strippable.map((s) => [
                  s.slot,
                  t('strip.cost', { slot: s.slot, removed: s.removedPoints, fleet: name, credit: s.credit, left: r.stripsLeft }),
                ]),
              ),
            },
          }}
        >
          <input type="hidden" name="fleetId" value={r.fleetId} />
          <input type="hidden" name="op" value="strip" />
          <Select
            label={t('strip.select')}
            hint={t('strip.hint', { left: r.stripsLeft })}
            name="slot"
            options={r.strippable.map((s) => ({ value: s.slot, label: t('strip.option', { slot: s.slot, removed: s.removedPoints, credit: s.credit }) }))}
          />
        </TurnForm>
      ) : null}
      {singleCards.length > 0 ? (
        <TurnForm
          {...form}
          type="refit"
          submit={t('stripCard.submit')}
          done={t('strip.done')}
          label={t('stripCard.label', { fleet: name })}
          confirm={{
            button: t('stripCard.confirm'),
            cost: {
              field: 'uid',
              byValue: Object.fromEntries(singleCards.map((c) => [c.uid, t('stripCard.cost', { card: c.label, credit: c.credit })])),
            },
          }}
        >
          <input type="hidden" name="fleetId" value={r.fleetId} />
          <input type="hidden" name="op" value="strip-card" />
          <Select
            label={t('stripCard.select')}
            hint={t('stripCard.hint')}
            name="uid"
            options={singleCards.map((c) => ({ value: c.uid, label: t('stripCard.option', { card: c.label, credit: c.credit }) }))}
          />
        </TurnForm>
      ) : null}
      {r.credits.map((c) => (
        <TurnForm key={c.slot} {...form} type="refit" submit={t('rebuy.submit')} done={t('rebuy.done')} label={t('rebuy.label', { slot: c.slot, fleet: name })}>
          <input type="hidden" name="fleetId" value={r.fleetId} />
          <input type="hidden" name="op" value="rebuy" />
          <input type="hidden" name="slot" value={c.slot} />
          <Select
            label={t('rebuy.select', { slot: c.slot, points: c.points })}
            name="cards"
            options={c.cards.map((card) => ({ value: card.id, label: `${card.name} (${card.points})` }))}
          />
        </TurnForm>
      ))}
      <ReserveForms {...form} fleetId={r.fleetId} fleetLabel={name} reserve={r.reserve} />
      {r.prototypeTypes.length > 0 ? (
        <TurnForm
          {...form}
          type="refit"
          submit={t('prototypeRecovery.submit')}
          done={t('prototypeRecovery.done')}
          label={t('prototypeRecovery.label', { fleet: name })}
        >
          <input type="hidden" name="fleetId" value={r.fleetId} />
          <input type="hidden" name="op" value="prototype" />
          <Select
            label={t('prototypeRecovery.select')}
            hint={t('prototypeRecovery.hint')}
            name="squadronCardId"
            options={r.prototypeTypes.map((type) => ({ value: type.cardId, label: type.name }))}
          />
        </TurnForm>
      ) : null}
    </>
  )
}
