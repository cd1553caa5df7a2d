// R-PIVOT-UPGRADE, R-CLIMAX: a player replaces one ship (or, before a climactic battle, several by one huge ship).
import type { Fleet } from '@/lib/campaign'
import { Select } from '@/app/_components/ui/select'
import { shipCard } from '@/lib/data/cards'
import { TurnForm } from '../../turn/turn-form'
import { DiscardFields } from '../prepare-fields'
import type { PivotalSectionProps } from './section-props'

export function UpgradeShipForm({ p, pv, form, own }: PivotalSectionProps & { own: Fleet }) {
  return (
    <TurnForm {...form} type="pivotal-upgrade" submit="Replace the ship" done="Ship replaced." label="Upgrade a ship">
      <input type="hidden" name="fleetId" value={own.id} />
      <Select
        label="Ship to replace"
        name="shipUid"
        options={own.ships.map((s) => ({ value: s.uid, label: `${shipCard(s.cardId)?.name} (${shipCard(s.cardId)?.points})` }))}
      />
      <Select
        label="New ship"
        name="newShipCardId"
        options={pv.upgradeShips[own.team].map((s) => ({ value: s.id, label: `${s.name} (${s.points}, ${s.size})` }))}
      />
      {p.climactic ? (
        <>
          <Select
            label="Other ships replaced by the same huge ship (R-CLIMAX: 1 Repair Yards + 2 Resources)"
            name="moreShipUids"
            multiple
            options={own.ships.map((s) => ({ value: s.uid, label: shipCard(s.cardId)?.name ?? s.cardId }))}
          />
          <p role="note" className="text-sm text-amber-900">
            An Executor-class Star Dreadnought is allowed but unbalances most tables: agree on it before the battle (R-CLIMAX).
          </p>
        </>
      ) : null}
      <label className="flex items-center gap-2">
        <input type="checkbox" name="extraResources" /> Spend one more Resources (+15 points, and discards below)
      </label>
      <DiscardFields fleet={own} />
    </TurnForm>
  )
}
