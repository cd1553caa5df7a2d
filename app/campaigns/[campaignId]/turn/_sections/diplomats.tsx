// The sealed Diplomats choices of the strategy phase (R-STRAT-DIPLO).
import { ZONES } from '@/lib/data/map'
import { TurnForm } from '../turn-form'
import { TEAM_NAMES, zoneRoman } from '@/app/_lib/words'
import { Panel } from '@/app/_components/ui/panel'
import { Select } from '@/app/_components/ui/select'
import type { TurnSectionProps } from './section-props'

export function DiplomatsSection({ campaignId, view, turn }: TurnSectionProps) {
  const { state } = view
  const form = { campaignId, version: view.version }
  return (
    <>
      {state.phase === 'strategy' ? (
        <Panel id="diplomats-title" title="Diplomats">
          <ul>
            {(['empire', 'rebels'] as const).map((t) => {
              const choice = state.turnState!.diplomats[t]
              const text = !choice
                ? state.teams[t].tokens.diplomats === 0
                  ? 'no Diplomats token'
                  : 'choosing…'
                : choice.sealed
                  ? 'has chosen (revealed when both have)'
                  : choice.zone === null
                    ? 'marks no zone'
                    : `marks zone ${zoneRoman(choice.zone)}`
              return (
                <li key={t}>
                  {TEAM_NAMES[t]}: {text}
                </li>
              )
            })}
          </ul>
          {turn.diplomats.mayChoose.map((t) => (
            <TurnForm
              key={t}
              {...form}
              type="choose-diplomats"
              submit={`Seal the ${TEAM_NAMES[t]} choice`}
              done="Choice sealed."
              label={`${TEAM_NAMES[t]} Diplomats`}
            >
              <input type="hidden" name="team" value={t} />
              <Select
                label={`Zone to mark (${TEAM_NAMES[t]}, spends 1 Diplomats)`}
                name="zone"
                none="No mark"
                options={ZONES.map((z) => ({ value: String(z.id), label: `Zone ${z.roman}` }))}
              />
            </TurnForm>
          ))}
        </Panel>
      ) : null}
    </>
  )
}
