// A player's own moves after the pivotal battle: a veteran (R-VET-2) and, if wished, a commander reset.
import { commanderAbility } from '@/lib/data/commander-abilities'
import { VeteranChoices } from '../../battles/[battleId]/veteran-choices'
import { TurnForm } from '../../turn/turn-form'
import type { PivotalSectionProps } from './section-props'

export function PlayerAfterForms({ p, fleets, form, playerId }: PivotalSectionProps & { playerId: string }) {
  if (p.result.status !== 'applied') return null
  const eligible = p.result.result.fleets[playerId]?.eligibleVeterans ?? []
  const own = fleets.find((f) => f.id === playerId)
  const abilities = (own?.commander?.abilities ?? []).map((a) => commanderAbility(a)?.name ?? a)
  return (
    <div className="space-y-2">
      {eligible.length > 0 && p.veteransChosen[playerId] === undefined ? (
        <TurnForm {...form} type="pivotal-veterans" submit="Make veteran" done="Veteran chosen." label="Pivotal veterans">
          <input type="hidden" name="fleetId" value={playerId} />
          <VeteranChoices fleet={own} eligible={eligible} legend="Choose one element to become veteran (R-VET-2)" />
        </TurnForm>
      ) : null}
      <TurnForm
        {...form}
        type="reset-commander"
        submit="Reset my commander"
        done="Commander reset: spend the XP on the management page of the next turn, or below."
        label="Reset commander"
        confirm={{
          button: 'Yes, reset',
          cost: {
            text: `Your commander loses every ability (${abilities.join(', ') || 'none'}) and regains the XP they cost; the free starting ability refunds nothing.`,
          },
        }}
      >
        <input type="hidden" name="fleetId" value={playerId} />
        <p className="text-sm">Remove every ability and regain its XP (the free starting ability refunds nothing).</p>
      </TurnForm>
    </div>
  )
}
