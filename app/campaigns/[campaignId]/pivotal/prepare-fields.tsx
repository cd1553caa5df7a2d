// The fleet moves before a pivotal battle (R-PIVOT-UPGRADE, R-CLIMAX) besides the ship itself: cards
// discarded for half their points, and upgrades moved between ships. Names and stats only.
import { getTranslations } from 'next-intl/server'
import { withPointsEra, type Fleet, type PointsEra } from '@/lib/campaign'
import { shipCard, squadronCard, upgradeCard } from '@/lib/data/cards'
import { Choices } from '@/app/_components/ui/choices'
import { TurnForm } from '../turn/turn-form'
import type { Translator } from '../history/words'

function upgradeLabel(t: Translator<'Pivotal'>, cardId: string, shipCardId: string, equipped: boolean): string {
  const u = upgradeCard(cardId)
  const values = { name: u?.name ?? cardId, points: u?.points ?? '?', slots: u?.slots.join(' + ') ?? '', ship: shipCard(shipCardId)?.name ?? shipCardId }
  return equipped ? t('upgrade.upgradeOn', values) : t('upgrade.upgradeKept', values)
}

function upgradeLabels(t: Translator<'Pivotal'>, fleet: Fleet): { uid: string; label: string }[] {
  return fleet.ships.flatMap((s) => s.upgrades.map((u) => ({ uid: u.uid, label: upgradeLabel(t, u.cardId, s.cardId, u.equipped) })))
}

function squadronLabels(t: Translator<'Pivotal'>, fleet: Fleet): { uid: string; label: string }[] {
  const counts = new Map<string, number>()
  return fleet.squadrons.map((q) => {
    const n = (counts.get(q.cardId) ?? 0) + 1
    counts.set(q.cardId, n)
    const c = squadronCard(q.cardId)
    return { uid: q.uid, label: t('upgrade.squadron', { name: c?.name ?? q.cardId, n, points: c?.points ?? '?' }) }
  })
}

/** Inside the upgrade form: what to discard with the extra Resources. */
export async function DiscardFields({ fleet, pointsEra }: { fleet: Fleet; pointsEra: PointsEra }) {
  const t = await getTranslations('Pivotal')
  // R-FLEET-ERA: each card at the campaign's points.
  const upgrades = withPointsEra(pointsEra, () => upgradeLabels(t, fleet))
  const squadrons = withPointsEra(pointsEra, () => squadronLabels(t, fleet))
  if (upgrades.length + squadrons.length === 0) return null
  return (
    <fieldset className="rounded border border-slate-300 p-2 text-sm">
      <legend className="px-1 font-semibold">{t('upgrade.discard')}</legend>
      {[...upgrades.map((u) => ({ ...u, name: 'discardUpgradeUids' })), ...squadrons.map((q) => ({ ...q, name: 'discardSquadronUids' }))].map((c) => (
        <label key={c.uid} className="flex items-center gap-2">
          <input type="checkbox" name={c.name} value={c.uid} className="h-5 w-5 shrink-0" /> {t('upgrade.discardOne', { card: c.label })}
        </label>
      ))}
    </fieldset>
  )
}

/** R-PIVOT-UPGRADE: move one upgrade to another ship of the fleet, free, before the team is ready. */
export async function MoveUpgradeForm({
  fleet,
  moves,
  campaignId,
  version,
  pointsEra,
}: {
  fleet: Fleet
  /** The pivotal view's moves of this fleet: only those the engine accepts are offered. */
  moves: readonly { upgradeUid: string; shipUids: string[] }[]
  campaignId: string
  version: number
  pointsEra: PointsEra
}) {
  const t = await getTranslations('Pivotal')
  const upgrades = withPointsEra(pointsEra, () => upgradeLabels(t, fleet)).filter((u) => moves.some((m) => m.upgradeUid === u.uid))
  const targets = fleet.ships.filter((s) => moves.some((m) => m.shipUids.includes(s.uid)))
  if (upgrades.length === 0 || targets.length === 0) return null
  return (
    <TurnForm campaignId={campaignId} version={version} type="pivotal-move-upgrade" submit={t('move.submit')} done={t('move.done')} label={t('move.form')}>
      <input type="hidden" name="fleetId" value={fleet.id} />
      <p className="text-sm">{t('move.rules')}</p>
      {/* One radio per move the engine accepts (an upgrade and a ship with a free slot of its type), grouped by upgrade. */}
      <Choices
        legend={t('move.pair')}
        name="move"
        groups={upgrades.map((u) => ({
          heading: u.label,
          options: targets
            .filter((s) => moves.some((m) => m.upgradeUid === u.uid && m.shipUids.includes(s.uid)))
            .map((s) => {
              const c = shipCard(s.cardId)
              return { value: `${u.uid}>${s.uid}`, label: t('move.shipOption', { name: c?.name ?? s.cardId, slots: c?.slots.join(', ') ?? '' }) }
            }),
        }))}
      />
    </TurnForm>
  )
}
