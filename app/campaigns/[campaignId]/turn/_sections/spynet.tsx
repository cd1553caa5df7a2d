// Spynet: reveal an enemy base’s Base Defense objective to the team (R-TOKEN-SPYNET).
import { TurnForm } from '../turn-form'
import { systemName, TEAM_NAMES } from '@/app/_lib/words'
import { FIELD_CLASS as select } from '@/app/_components/ui/field-class'
import type { TurnSectionProps } from './section-props'

export function SpynetSection({ campaignId, view }: TurnSectionProps) {
  const { state } = view
  const form = { campaignId, version: view.version }
  return (
    <>
      {view.viewer.decidesFor
        .filter((t) => state.teams[t].tokens.spynet > 0)
        .map((t) => {
          const secretBases = Object.entries(state.control).filter(
            ([, c]) => c?.kind === 'base' && c.team !== t && (view.viewer.role === 'organizer' || c.defense === 'secret'),
          )
          if (secretBases.length === 0) return null
          return (
            <section key={t} aria-labelledby={`spynet-${t}`} className="space-y-2 rounded border border-slate-300 bg-white p-3">
              <h2 id={`spynet-${t}`} className="font-bold">
                {TEAM_NAMES[t]} Spynet ({state.teams[t].tokens.spynet} held)
              </h2>
              <TurnForm
                {...form}
                type="spynet-reveal"
                submit="Reveal the defense"
                done="Defense revealed to your team."
                label={`${TEAM_NAMES[t]} Spynet reveal`}
              >
                <input type="hidden" name="team" value={t} />
                <label className="block">
                  Enemy base whose Base Defense objective your team learns for the rest of the campaign (R-TOKEN-SPYNET)
                  <select name="systemId" className={select} defaultValue="">
                    <option value="" disabled>
                      Choose a base…
                    </option>
                    {secretBases.map(([id]) => (
                      <option key={id} value={id}>
                        {systemName(id)}
                      </option>
                    ))}
                  </select>
                </label>
              </TurnForm>
            </section>
          )
        })}
    </>
  )
}
