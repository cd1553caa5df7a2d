// R-PIVOT-UPGRADE, R-CLIMAX: a player replaces one ship (or, before a climactic battle, several by one huge ship),
// choosing among the replacements the engine's view accepts for the fleet; the others are listed with why not.
import { campaignPointsEra, withPointsEra } from '@/lib/campaign'
import { getTranslations } from 'next-intl/server'
import type { Fleet, PivotalView } from '@/lib/campaign'
import { Choices } from '@/app/_components/ui/choices'
import { Select } from '@/app/_components/ui/select'
import { violationMessage } from '@/app/_lib/messages'
import { shipCard } from '@/lib/data/cards'
import { TurnForm } from '../../turn/turn-form'
import { DiscardFields } from '../prepare-fields'
import type { PivotalSectionProps } from './section-props'

export async function UpgradeShipForm({ p, form, own, options, view }: PivotalSectionProps & { own: Fleet; options: PivotalView['upgrades'][number] }) {
  const t = await getTranslations('Pivotal.upgrade')
  const pointsEra = campaignPointsEra(view.state)
  const shipName = (uid: string) => {
    const card = withPointsEra(pointsEra, () => shipCard(own.ships.find((s) => s.uid === uid)?.cardId ?? ''))
    return t('shipOption', { name: card?.name ?? uid, points: card?.points ?? '?' })
  }
  const leftOut = await Promise.all(options.leftOut.map(async (l) => ({ ...l, why: await violationMessage(l.reason) })))
  const huge = options.replacements.some((r) => r.huge)
  return (
    <div className="space-y-2">
      {options.replacements.length > 0 ? (
        <TurnForm {...form} type="pivotal-upgrade" submit={t('submit')} done={t('done')} label={t('form')}>
          <input type="hidden" name="fleetId" value={own.id} />
          {/* Radios grouped by the ship replaced: a select would cut these long options on a phone. */}
          <Choices
            legend={t('replacement')}
            name="replacement"
            groups={[...new Set(options.replacements.map((r) => r.shipUid))].map((shipUid) => {
              const offered = options.replacements.filter((r) => r.shipUid === shipUid)
              return {
                heading: t('replacing', { ship: shipName(shipUid) }),
                // Folded per ship replaced: a fleet's every replacement would run a phone's page several screens long.
                folded: t('replacingFolded', { ship: shipName(shipUid), count: offered.length }),
                options: offered.map((r) => ({
                  value: `${r.shipUid}>${r.newShipCardId}`,
                  label: t('replacementOption', {
                    name: r.name,
                    points: r.points,
                    size: r.size,
                    difference: r.difference,
                    needs: r.discards ? 'discards' : r.extraResources === 1 ? 'resources' : 'none',
                    huge: r.huge ? 'yes' : 'no',
                  }),
                })),
              }
            })}
          />
          {p.climactic && huge ? (
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
            <input type="checkbox" name="extraResources" className="h-5 w-5 shrink-0" /> {t('extra')}
          </label>
          <DiscardFields fleet={own} pointsEra={pointsEra} />
        </TurnForm>
      ) : (
        <p className="text-sm">{t('noneOffered')}</p>
      )}
      {leftOut.length > 0 ? (
        <details className="text-sm">
          <summary>{t('leftOut', { count: leftOut.length })}</summary>
          <ul className="list-disc pl-5">
            {leftOut.map((l) => (
              <li key={l.cardId}>{t('leftOutOne', { name: l.name, points: l.points, why: l.why })}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  )
}
