// R-REFIT 4, 5, 7: cards bought to place, and upgrades equipped or unequipped.
import { getTranslations } from 'next-intl/server'
import { Select } from '@/app/_components/ui/select'
import { TurnForm } from '../../turn/turn-form'
import type { RefitPartProps } from './refit'

export async function RefitCards({ r, form }: RefitPartProps) {
  const t = await getTranslations('Management')
  return (
    <>
      {r.pending.map((p, index) => (
        <TurnForm
          key={`${p.cardId}-${index}`}
          {...form}
          type="refit"
          submit={t('refit.addCard', { name: p.name })}
          done={t('refit.cardAdded')}
          label={t('refit.addCard', { name: p.name })}
        >
          <input type="hidden" name="fleetId" value={r.fleetId} />
          <input type="hidden" name="op" value="add-card" />
          <input type="hidden" name="index" value={index} />
          {p.kind === 'upgrade' ? (
            <Select
              label={t('refit.where')}
              name="shipUid"
              options={[
                ...r.ships.map((s) => ({ value: s.uid, label: t('refit.onShip', { ship: s.label }) })),
                ...(!p.title ? [{ value: '', label: t('refit.notEquipped') }] : []),
              ]}
            />
          ) : null}
        </TurnForm>
      ))}
      {r.upgrades.map((u) => {
        const action = u.equipped ? t('refit.unequip', { name: u.name }) : t('refit.equip', { name: u.name })
        return (
          <TurnForm key={u.uid} {...form} type="refit" submit={action} done={t('done')} label={action}>
            <input type="hidden" name="fleetId" value={r.fleetId} />
            <input type="hidden" name="op" value={u.equipped ? 'unequip' : 'equip'} />
            <input type="hidden" name="upgradeUid" value={u.uid} />
            {!u.equipped ? (
              <Select label={t('refit.shipFor', { name: u.name })} name="shipUid" options={r.ships.map((s) => ({ value: s.uid, label: s.label }))} />
            ) : null}
          </TurnForm>
        )
      })}
    </>
  )
}
