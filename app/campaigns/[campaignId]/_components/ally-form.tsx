// R-TOKEN-ALLY on a phone: the fleet the forces join, then either a flotilla (with at most one generic
// upgrade) or up to three squadrons; only the choices within 30 FP are offered.
import { allyChoices, type TeamId } from '@/lib/campaign'
import { cardName, TEAM_NAMES } from '@/app/_lib/words'
import { Select } from '@/app/_components/ui/select'
import { TurnForm } from '../turn/turn-form'

export function AllyForm({
  campaignId,
  version,
  team,
  fleets,
  fleetLabel,
  held,
}: {
  campaignId: string
  version: number
  team: TeamId
  fleets: string[]
  fleetLabel: (id: string) => string
  held: number
}) {
  const choices = allyChoices(team)
  return (
    <TurnForm
      campaignId={campaignId}
      version={version}
      type="spend-ally"
      submit="Spend an Ally token"
      done="Ally token spent: the forces join that fleet for its battle."
      label={`${TEAM_NAMES[team]} Ally`}
    >
      <input type="hidden" name="team" value={team} />
      <p className="text-sm">
        Ally ({held} held): up to 30 fleet points for one battle, a flotilla with one generic upgrade or up to three non-unique squadrons (R-TOKEN-ALLY). They
        join the fleet you choose and leave after its battle.
      </p>
      <Select label="Fleet the forces join" name="fleetId" options={fleets.map((f) => ({ value: f, label: fleetLabel(f) }))} />
      <Select
        label="A flotilla"
        name="flotilla"
        none="No flotilla"
        options={choices.flotillas.map((c) => ({
          value: `${c.shipCardId}+${c.upgradeCardId ?? ''}`,
          label: `${cardName(c.shipCardId)}${c.upgradeCardId ? ` with ${cardName(c.upgradeCardId)}` : ''} (${c.points})`,
        }))}
      />
      <fieldset className="space-y-1">
        <legend>Or up to three squadrons</legend>
        {[1, 2, 3].map((n) => (
          <Select
            key={n}
            label={`Squadron ${n}`}
            name="squadrons"
            none="None"
            options={choices.squadrons.map((s) => ({ value: s.cardId, label: `${cardName(s.cardId)} (${s.points})` }))}
          />
        ))}
      </fieldset>
    </TurnForm>
  )
}
