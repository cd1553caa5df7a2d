// R-REFIT 8 and 6: disbanding a fleet that can no longer compete, and finishing the refit.
import Link from 'next/link'
import { TurnForm } from '../../turn/turn-form'
import type { FleetRefit, RefitPartProps } from './refit'

/** What finishing the refit gives up, in words: buy-back credit left and scars a base could still remove. */
function finishCost(r: FleetRefit, name: string): string {
  const lost: string[] = []
  for (const c of r.credits) lost.push(`the ${c.points} points left to buy back ${c.slot === 'squadrons' ? 'squadrons' : `${c.slot} upgrades`} are lost`)
  const scarsLeft = Math.min(r.scarRemovalsLeft, r.scarred.length)
  if (scarsLeft > 0)
    lost.push(
      `${r.scarred.map((s) => s.label).join(', ')} keep${r.scarred.length === 1 ? 's its scar' : ' their scars'} though your bases could remove ${scarsLeft}`,
    )
  const closes = `Finishing closes the refit of ${name} for this turn`
  return lost.length === 0 ? `${closes}; nothing is left unused.` : `${closes}: ${lost.join('; ')}.`
}

export function RefitEnd({ r, form, fleet, campaignId }: RefitPartProps) {
  const name = fleet(r.fleetId)
  const uniques = r.disbandLoses.length === 0 ? 'no unique card is lost' : `your team loses ${r.disbandLoses.join(', ')} for the rest of the campaign`
  return (
    <>
      {r.disbanded ? (
        <p role="note" className="rounded bg-amber-50 p-2 text-sm">
          This fleet is disbanded: build a new starting fleet (at most 200 points, no large ship, no unique card, R-FLEET-START) on{' '}
          <Link href={`/campaigns/${campaignId}/fleets/${r.fleetId}`}>its fleet page</Link>, then finish the refit. Its unique cards are lost to your team for
          the rest of the campaign (R-REFIT 8).
        </p>
      ) : r.ships.length + r.squadrons.length > 0 ? (
        <TurnForm
          {...form}
          type="refit"
          submit="Disband this fleet"
          done="Fleet disbanded."
          label={`Disband ${name}`}
          confirm={{
            button: 'Yes, disband it',
            cost: {
              text: `Disbanding empties ${name}: every ship, squadron, objective and condition goes, and ${uniques}. It must be rebuilt as a new starting fleet before its refit ends.`,
            },
          }}
        >
          <input type="hidden" name="fleetId" value={r.fleetId} />
          <input type="hidden" name="op" value="disband" />
          <p className="text-sm">
            A fleet that can no longer compete may be disbanded: it keeps its commander, XP and abilities, loses its unique cards for good and is rebuilt as a
            new starting fleet (R-REFIT 8).
          </p>
        </TurnForm>
      ) : null}
      <TurnForm
        {...form}
        type="finish-refit"
        submit={`Finish the refit of ${name}`}
        done="Refit finished."
        label={`Finish the refit of ${name}`}
        confirm={{ button: 'Yes, finish the refit', cost: { text: finishCost(r, name) } }}
      >
        <input type="hidden" name="fleetId" value={r.fleetId} />
      </TurnForm>
    </>
  )
}
