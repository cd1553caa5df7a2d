// R-TOKEN-ALLY on a phone: the fleet the forces join, then either a flotilla (with at most one generic
// upgrade) or up to three squadrons; only the choices within 30 FP are offered.
import { useTranslations } from 'next-intl'
import { allyChoices, withPointsEra, type PointsEra, type TeamId } from '@/lib/campaign'
import { cardName } from '@/app/_lib/words'
import { Select } from '@/app/_components/ui/select'
import { TurnForm } from '../turn/turn-form'

export function AllyForm({
  campaignId,
  version,
  team,
  fleets,
  fleetLabel,
  held,
  pointsEra,
}: {
  campaignId: string
  version: number
  team: TeamId
  fleets: string[]
  fleetLabel: (id: string) => string
  held: number
  /** R-FLEET-ERA: the forces within 30 FP at the campaign's points. */
  pointsEra: PointsEra
}) {
  const t = useTranslations('Ally')
  const choices = withPointsEra(pointsEra, () => allyChoices(team))
  return (
    <TurnForm campaignId={campaignId} version={version} type="spend-ally" submit={t('spend')} done={t('spent')} label={t('label', { team })}>
      <input type="hidden" name="team" value={team} />
      <p className="text-sm">{t('intro', { held })}</p>
      <Select label={t('fleet')} name="fleetId" options={fleets.map((f) => ({ value: f, label: fleetLabel(f) }))} />
      <Select
        label={t('flotilla')}
        name="flotilla"
        none={t('noFlotilla')}
        options={choices.flotillas.map((c) => ({
          value: `${c.shipCardId}+${c.upgradeCardId ?? ''}`,
          label: c.upgradeCardId
            ? t('flotillaWithOption', { ship: cardName(c.shipCardId), upgrade: cardName(c.upgradeCardId), points: c.points })
            : t('flotillaOption', { ship: cardName(c.shipCardId), points: c.points }),
        }))}
      />
      <fieldset className="space-y-1">
        <legend>{t('squadrons')}</legend>
        {[1, 2, 3].map((n) => (
          <Select
            key={n}
            label={t('squadron', { n })}
            name="squadrons"
            none={t('noSquadron')}
            options={choices.squadrons.map((s) => ({ value: s.cardId, label: t('squadronOption', { squadron: cardName(s.cardId), points: s.points }) }))}
          />
        ))}
      </fieldset>
    </TurnForm>
  )
}
