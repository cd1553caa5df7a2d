// The sealed Diplomats choices of the strategy phase (R-STRAT-DIPLO).
import { ZONES } from '@/lib/data/map'
import { TurnForm } from '../turn-form'
import { TEAM_NAMES, zoneRoman } from '@/app/_lib/words'
import { FIELD_CLASS as select } from '@/app/_components/ui/field-class'
import type { TurnSectionProps } from './section-props'

export function DiplomatsSection({ campaignId, view, turn }: TurnSectionProps) {
  const { state } = view
  const form = { campaignId, version: view.version }
  return (
    <>
      {state.phase === 'strategy' ? (
        <section aria-labelledby="diplomats-title" className="space-y-2 rounded border border-slate-300 bg-white p-3">
          <h2 id="diplomats-title" className="font-bold">
            Diplomats
          </h2>
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
              <label className="block">
                Zone to mark ({TEAM_NAMES[t]}, spends 1 Diplomats)
                <select name="zone" className={select} defaultValue="">
                  <option value="">No mark</option>
                  {ZONES.map((z) => (
                    <option key={z.id} value={z.id}>
                      Zone {z.roman}
                    </option>
                  ))}
                </select>
              </label>
            </TurnForm>
          ))}
        </section>
      ) : null}
    </>
  )
}
