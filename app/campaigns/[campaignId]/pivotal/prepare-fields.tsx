// The fleet moves before a pivotal battle (R-PIVOT-UPGRADE, R-CLIMAX) besides the ship itself: cards
// discarded for half their points, and upgrades moved between ships. Names and stats only.
import type { Fleet } from '@/lib/campaign'
import { shipCard, squadronCard, upgradeCard } from '@/lib/data/cards'
import { Select } from '@/app/_components/ui/select'
import { TurnForm } from '../turn/turn-form'

function upgradeLabel(cardId: string, shipCardId: string, equipped: boolean): string {
  const u = upgradeCard(cardId)
  return `${u?.name ?? cardId} (${u?.points ?? '?'}, ${u?.slots.join(' + ') ?? ''}) ${equipped ? 'on' : 'kept unequipped with'} ${shipCard(shipCardId)?.name ?? shipCardId}`
}

function squadronLabels(fleet: Fleet): { uid: string; label: string }[] {
  const counts = new Map<string, number>()
  return fleet.squadrons.map((q) => {
    const n = (counts.get(q.cardId) ?? 0) + 1
    counts.set(q.cardId, n)
    const c = squadronCard(q.cardId)
    return { uid: q.uid, label: `${c?.name ?? q.cardId} ${n} (${c?.points ?? '?'})` }
  })
}

/** Inside the upgrade form: what to discard with the extra Resources. */
export function DiscardFields({ fleet }: { fleet: Fleet }) {
  const upgrades = fleet.ships.flatMap((s) => s.upgrades.map((u) => ({ uid: u.uid, label: upgradeLabel(u.cardId, s.cardId, u.equipped) })))
  const squadrons = squadronLabels(fleet)
  if (upgrades.length + squadrons.length === 0) return null
  return (
    <fieldset className="rounded border border-slate-300 p-2 text-sm">
      <legend className="px-1 font-semibold">Discard for half their points, rounded up, added to the allowance (needs one more Resources)</legend>
      {[...upgrades.map((u) => ({ ...u, name: 'discardUpgradeUids' })), ...squadrons.map((q) => ({ ...q, name: 'discardSquadronUids' }))].map((c) => (
        <label key={c.uid} className="flex items-center gap-2">
          <input type="checkbox" name={c.name} value={c.uid} /> Discard {c.label}
        </label>
      ))}
    </fieldset>
  )
}

/** R-PIVOT-UPGRADE: move one upgrade to another ship of the fleet, free, before the team is ready. */
export function MoveUpgradeForm({ fleet, campaignId, version }: { fleet: Fleet; campaignId: string; version: number }) {
  const upgrades = fleet.ships.flatMap((s) => s.upgrades.map((u) => ({ uid: u.uid, label: upgradeLabel(u.cardId, s.cardId, u.equipped) })))
  if (upgrades.length === 0 || fleet.ships.length < 2) return null
  return (
    <TurnForm campaignId={campaignId} version={version} type="pivotal-move-upgrade" submit="Move the upgrade" done="Upgrade moved." label="Move an upgrade">
      <input type="hidden" name="fleetId" value={fleet.id} />
      <p className="text-sm">Upgrades move freely between the ships of your fleet before the battle, where a slot of their type is free (R-PIVOT-UPGRADE).</p>
      <Select label="Upgrade" name="upgradeUid" options={upgrades.map((u) => ({ value: u.uid, label: u.label }))} />
      <Select
        label="To ship"
        name="shipUid"
        options={fleet.ships.map((s) => {
          const c = shipCard(s.cardId)
          return { value: s.uid, label: `${c?.name ?? s.cardId} (slots: ${c?.slots.join(', ')})` }
        })}
      />
    </TurnForm>
  )
}
