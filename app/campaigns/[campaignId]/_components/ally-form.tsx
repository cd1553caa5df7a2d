// R-TOKEN-ALLY on a phone: the fleet the forces join, then either a flotilla (with at most one generic
// upgrade) or up to three squadrons; only the choices within 30 FP are offered.
import { allyChoices, type TeamId } from '@/lib/campaign'
import { cardName, TEAM_NAMES } from '@/app/_lib/words'
import { TurnForm } from '../turn/turn-form'

const select = 'mt-1 block w-full rounded border border-slate-400 bg-white px-2 py-2'

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
      <label className="block">
        Fleet the forces join
        <select name="fleetId" className={select}>
          {fleets.map((f) => (
            <option key={f} value={f}>
              {fleetLabel(f)}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        A flotilla
        <select name="flotilla" className={select} defaultValue="">
          <option value="">No flotilla</option>
          {choices.flotillas.map((c) => (
            <option key={`${c.shipCardId}+${c.upgradeCardId ?? ''}`} value={`${c.shipCardId}+${c.upgradeCardId ?? ''}`}>
              {cardName(c.shipCardId)}
              {c.upgradeCardId ? ` with ${cardName(c.upgradeCardId)}` : ''} ({c.points})
            </option>
          ))}
        </select>
      </label>
      <fieldset className="space-y-1">
        <legend>Or up to three squadrons</legend>
        {[1, 2, 3].map((n) => (
          <label key={n} className="block">
            Squadron {n}
            <select name="squadrons" className={select} defaultValue="">
              <option value="">None</option>
              {choices.squadrons.map((s) => (
                <option key={s.cardId} value={s.cardId}>
                  {cardName(s.cardId)} ({s.points})
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
    </TurnForm>
  )
}
