// Declarations, defenders, passes and Skilled Spacers (R-STRAT-ORDER, R-STRAT-TARGET, R-STRAT-SPACERS).
import { violationMessage } from '@/app/_lib/messages'
import { TurnForm } from '../turn-form'
import { FleetChoice, PlayerChoice } from '../pairing-fields'
import { systemName, TEAM_NAMES } from '@/app/_lib/words'
import { fleetName } from '@/app/_lib/words'
import { Panel } from '@/app/_components/ui/panel'
import { Select } from '@/app/_components/ui/select'
import type { TurnSectionProps } from './section-props'

export function DeclarationsSection({ campaignId, view, turn, name }: TurnSectionProps) {
  const { state } = view
  const fleet = (id: string) => fleetName(id, name)
  const other = (t: 'empire' | 'rebels') => (t === 'empire' ? 'rebels' : 'empire')
  const form = { campaignId, version: view.version }
  return (
    <>
      {state.phase === 'strategy' ? (
        <Panel id="declare-title" title="Declarations">
          <p role="status">
            {turn.pendingBattleId
              ? `The ${TEAM_NAMES[other(state.turnState!.battles.find((b) => b.id === turn.pendingBattleId)!.assaulter.team)]} name the defender of the assault on ${systemName(state.turnState!.battles.find((b) => b.id === turn.pendingBattleId)!.systemId)}.`
              : turn.declaringTeam
                ? `The ${TEAM_NAMES[turn.declaringTeam]} declare the next assault.`
                : turn.pairingComplete
                  ? 'Every player is paired.'
                  : 'Waiting for the Diplomats choices.'}
          </p>
          {turn.declareFor.length > 0 && turn.legalTargets.length > 0 ? (
            <TurnForm {...form} type="declare-assault" submit="Declare the assault" done="Assault declared." label="Declare an assault">
              <PlayerChoice label="Assaulting player" players={turn.declareFor.map((d) => ({ id: d.playerId, name: name(d.playerId) }))} />
              <Select
                label="Target system"
                name="systemId"
                placeholder="Choose a legal target…"
                options={turn.legalTargets.map((id) => ({ value: id, label: systemName(id) }))}
              />
              <FleetChoice label="Fleet that plays" fourthAvailable={turn.declareFor.some((d) => d.fleets.length > 1)} />
              <details className="text-sm">
                <summary>Why are other systems not offered?</summary>
                <ul className="list-disc pl-5">
                  {Object.entries(turn.targetRefusals).map(([id, v]) => (
                    <li key={id}>{violationMessage(v![0]!)}</li>
                  ))}
                </ul>
              </details>
            </TurnForm>
          ) : null}
          {turn.passFor.map((playerId) => (
            <TurnForm key={playerId} {...form} type="pass-declaration" submit={`${name(playerId)} passes`} done="Passed." label={`Pass for ${name(playerId)}`}>
              <input type="hidden" name="playerId" value={playerId} />
              <p>No system is a legal target: {name(playerId)} passes this turn (R-STRAT-TARGET).</p>
            </TurnForm>
          ))}
          {turn.pendingBattleId && turn.defendWith.length > 0 ? (
            <TurnForm {...form} type="name-defender" submit="Name the defender" done="Defender named." label="Name the defender">
              <input type="hidden" name="battleId" value={turn.pendingBattleId} />
              <PlayerChoice label="Defending player" players={turn.defendWith.map((d) => ({ id: d.playerId, name: name(d.playerId) }))} />
              <FleetChoice label="Defending fleet" fourthAvailable={turn.defendWith.some((d) => d.fleets.length > 1)} />
            </TurnForm>
          ) : null}
          {turn.spacers.mayChoose.map((t) => (
            <TurnForm
              key={t}
              {...form}
              type="spend-spacers"
              submit={`Confirm ${TEAM_NAMES[t]} Skilled Spacers`}
              done="Skilled Spacers settled."
              label={`${TEAM_NAMES[t]} Skilled Spacers`}
            >
              <input type="hidden" name="team" value={t} />
              <fieldset>
                <legend>
                  Spend Skilled Spacers ({state.teams[t].tokens['skilled-spacers']} held): one more veteran for a fleet this turn (R-STRAT-SPACERS)
                </legend>
                {turn.spacers.fighting[t].map((f) => (
                  <label key={f} className="flex items-center gap-2">
                    <input type="checkbox" name="fleetIds" value={f} /> {fleet(f)}
                  </label>
                ))}
              </fieldset>
            </TurnForm>
          ))}
        </Panel>
      ) : null}
    </>
  )
}
