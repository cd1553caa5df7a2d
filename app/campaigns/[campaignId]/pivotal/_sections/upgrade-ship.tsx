// R-PIVOT-UPGRADE, R-CLIMAX: a player replaces one ship (or, before a climactic battle, several by one huge ship).
import { getTranslations } from 'next-intl/server'
import type { Fleet } from '@/lib/campaign'
import { Select } from '@/app/_components/ui/select'
import { shipCard } from '@/lib/data/cards'
import { TurnForm } from '../../turn/turn-form'
import { DiscardFields } from '../prepare-fields'
import type { PivotalSectionProps } from './section-props'

export async function UpgradeShipForm({ p, pv, form, own }: PivotalSectionProps & { own: Fleet }) {
  const t = await getTranslations('Pivotal.upgrade')
  return (
    <TurnForm {...form} type="pivotal-upgrade" submit={t('submit')} done={t('done')} label={t('form')}>
      <input type="hidden" name="fleetId" value={own.id} />
      <Select
        label={t('ship')}
        name="shipUid"
        options={own.ships.map((s) => ({
          value: s.uid,
          label: t('shipOption', { name: shipCard(s.cardId)?.name ?? s.cardId, points: shipCard(s.cardId)?.points ?? '?' }),
        }))}
      />
      <Select
        label={t('newShip')}
        name="newShipCardId"
        options={pv.upgradeShips[own.team].map((s) => ({ value: s.id, label: t('newShipOption', { name: s.name, points: s.points, size: s.size }) }))}
      />
      {p.climactic ? (
        <>
          <Select
            label={t('more')}
            name="moreShipUids"
            multiple
            options={own.ships.map((s) => ({ value: s.uid, label: shipCard(s.cardId)?.name ?? s.cardId }))}
          />
          <p role="note" className="text-sm text-amber-900">
            {t('executor')}
          </p>
        </>
      ) : null}
      <label className="flex items-center gap-2">
        <input type="checkbox" name="extraResources" /> {t('extra')}
      </label>
      <DiscardFields fleet={own} />
    </TurnForm>
  )
}
