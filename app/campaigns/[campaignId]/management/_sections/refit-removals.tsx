// R-REFIT 3 and R-TOKEN-REPAIR: removing a type or one card, buying back at half, and R-PROTO's veterans.
import { Select } from '@/app/_components/ui/select'
import { TurnForm } from '../../turn/turn-form'
import { ReserveForms } from '../reserve-forms'
import type { RefitPartProps } from './refit'

const typeName = (slot: string) => (slot === 'squadrons' ? 'Squadrons' : slot)
const allOf = (slot: string) => (slot === 'squadrons' ? 'its squadrons' : `its ${slot} upgrades`)
const removals = (n: number) => (n === 1 ? 'the one type removal' : `one of the ${n} type removals`)

export function RefitRemovals({ r, form, fleet }: RefitPartProps) {
  const name = fleet(r.fleetId)
  const singleCards = [...r.upgrades.map((u) => ({ uid: u.uid, label: u.name, credit: u.credit })), ...r.squadrons]
  return (
    <>
      {r.stripsLeft > 0 && r.strippable.length > 0 ? (
        <TurnForm
          {...form}
          type="refit"
          submit="Remove this type"
          done="Removed; buy back at half below."
          label={`Remove a type from ${name}`}
          confirm={{
            button: 'Yes, remove them',
            cost: {
              field: 'slot',
              byValue: Object.fromEntries(
                r.strippable.map((s) => [
                  s.slot,
                  `Removing all ${allOf(s.slot)} takes ${s.removedPoints} points out of ${name}; you may then buy back cards of that type worth ${s.credit} points (half, rounded up). This uses ${removals(r.stripsLeft)} left this refit.`,
                ]),
              ),
            },
          }}
        >
          <input type="hidden" name="fleetId" value={r.fleetId} />
          <input type="hidden" name="op" value="strip" />
          <Select
            label="Type to remove"
            hint={`Every card of one upgrade type, or all squadrons: one type per base (R-REFIT 3), ${r.stripsLeft} left this refit.`}
            name="slot"
            options={r.strippable.map((s) => ({ value: s.slot, label: `${typeName(s.slot)}: ${s.removedPoints} points, ${s.credit} to buy back` }))}
          />
        </TurnForm>
      ) : null}
      {singleCards.length > 0 ? (
        <TurnForm
          {...form}
          type="refit"
          submit="Remove this card"
          done="Removed; buy back at half below."
          label={`Remove one card from ${name}`}
          confirm={{
            button: 'Yes, remove it',
            cost: {
              field: 'uid',
              byValue: Object.fromEntries(
                singleCards.map((c) => [
                  c.uid,
                  `Removing ${c.label} spends 1 Repair Yards token; you may then buy back cards of its type worth ${c.credit} points.`,
                ]),
              ),
            },
          }}
        >
          <input type="hidden" name="fleetId" value={r.fleetId} />
          <input type="hidden" name="op" value="strip-card" />
          <Select
            label="Card to remove"
            hint="One more upgrade card or one squadron, for a Repair Yards token (R-TOKEN-REPAIR)."
            name="uid"
            options={singleCards.map((c) => ({ value: c.uid, label: `${c.label}: ${c.credit} to buy back` }))}
          />
        </TurnForm>
      ) : null}
      {r.credits.map((c) => (
        <TurnForm
          key={c.slot}
          {...form}
          type="refit"
          submit="Buy back"
          done="Bought; add it below."
          label={`Buy back ${c.slot === 'squadrons' ? 'squadrons' : c.slot} for ${name}`}
        >
          <input type="hidden" name="fleetId" value={r.fleetId} />
          <input type="hidden" name="op" value="rebuy" />
          <input type="hidden" name="slot" value={c.slot} />
          <Select
            label={`${typeName(c.slot)}: up to ${c.points} points (half the removed points, R-REFIT 3)`}
            name="cards"
            options={c.cards.map((card) => ({ value: card.id, label: `${card.name} (${card.points})` }))}
          />
        </TurnForm>
      ))}
      <ReserveForms {...form} fleetId={r.fleetId} fleetLabel={name} reserve={r.reserve} />
      {r.prototypeTypes.length > 0 ? (
        <TurnForm {...form} type="refit" submit="Make this squadron type veteran" done="Squadrons made veteran." label={`Prototype Recovery for ${name}`}>
          <input type="hidden" name="fleetId" value={r.fleetId} />
          <input type="hidden" name="op" value="prototype" />
          <Select
            label="Squadron type"
            hint="Won on Prototype Recovery: for 1 Repair Yards + 1 Resources, every non-unique squadron of one type becomes veteran (R-PROTO)."
            name="squadronCardId"
            options={r.prototypeTypes.map((t) => ({ value: t.cardId, label: t.name }))}
          />
        </TurnForm>
      ) : null}
    </>
  )
}
