// R-REFIT 4, 5, 7: cards bought to place, and upgrades equipped or unequipped.
import { Select } from '@/app/_components/ui/select'
import { TurnForm } from '../../turn/turn-form'
import type { RefitPartProps } from './refit'

export function RefitCards({ r, form }: RefitPartProps) {
  return (
    <>
      {r.pending.map((p, index) => (
        <TurnForm key={`${p.cardId}-${index}`} {...form} type="refit" submit={`Add ${p.name}`} done="Card added." label={`Add ${p.name}`}>
          <input type="hidden" name="fleetId" value={r.fleetId} />
          <input type="hidden" name="op" value="add-card" />
          <input type="hidden" name="index" value={index} />
          {p.kind === 'upgrade' ? (
            <Select
              label="Where"
              name="shipUid"
              options={[...r.ships.map((s) => ({ value: s.uid, label: `On ${s.label}` })), ...(!p.title ? [{ value: '', label: 'Owned, not equipped' }] : [])]}
            />
          ) : null}
        </TurnForm>
      ))}
      {r.upgrades.map((u) => (
        <TurnForm
          key={u.uid}
          {...form}
          type="refit"
          submit={u.equipped ? `Unequip ${u.name}` : `Equip ${u.name}`}
          done="Done."
          label={`${u.equipped ? 'Unequip' : 'Equip'} ${u.name}`}
        >
          <input type="hidden" name="fleetId" value={r.fleetId} />
          <input type="hidden" name="op" value={u.equipped ? 'unequip' : 'equip'} />
          <input type="hidden" name="upgradeUid" value={u.uid} />
          {!u.equipped ? <Select label={`Ship for ${u.name}`} name="shipUid" options={r.ships.map((s) => ({ value: s.uid, label: s.label }))} /> : null}
        </TurnForm>
      ))}
    </>
  )
}
