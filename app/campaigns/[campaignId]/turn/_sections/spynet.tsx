// Spynet: reveal an enemy base’s Base Defense objective to the team (R-TOKEN-SPYNET).
import { TurnForm } from '../turn-form'
import { systemName, TEAM_NAMES } from '@/app/_lib/words'
import { Panel } from '@/app/_components/ui/panel'
import { Select } from '@/app/_components/ui/select'
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
            <Panel key={t} id={`spynet-${t}`} title={`${TEAM_NAMES[t]} Spynet (${state.teams[t].tokens.spynet} held)`}>
              <TurnForm
                {...form}
                type="spynet-reveal"
                submit="Reveal the defense"
                done="Defense revealed to your team."
                label={`${TEAM_NAMES[t]} Spynet reveal`}
              >
                <input type="hidden" name="team" value={t} />
                <Select
                  label="Enemy base whose Base Defense objective your team learns for the rest of the campaign (R-TOKEN-SPYNET)"
                  name="systemId"
                  placeholder="Choose a base…"
                  options={secretBases.map(([id]) => ({ value: id, label: systemName(id) }))}
                />
              </TurnForm>
            </Panel>
          )
        })}
    </>
  )
}
