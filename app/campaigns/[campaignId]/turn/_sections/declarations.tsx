// Declarations, defenders, passes and Skilled Spacers (R-STRAT-ORDER, R-STRAT-TARGET, R-STRAT-SPACERS).
import { getTranslations } from 'next-intl/server'
import { violationMessage } from '@/app/_lib/messages'
import { fleetNameIn } from '@/app/_lib/words'
import { TurnForm } from '../turn-form'
import { FleetChoice, PlayerChoice } from '../pairing-fields'
import { systemName } from '@/app/_lib/words'
import { Panel } from '@/app/_components/ui/panel'
import { Select } from '@/app/_components/ui/select'
import { otherTeam } from '@/lib/campaign'
import type { TurnSectionProps } from './section-props'

export async function DeclarationsSection({ campaignId, view, turn, name }: TurnSectionProps) {
  const t = await getTranslations('Turn.declarations')
  const words = await getTranslations()
  const { state } = view
  const fleet = (id: string) => fleetNameIn(words, id, name)
  const form = { campaignId, version: view.version }
  if (state.phase !== 'strategy') return null
  const pending = turn.pendingBattleId ? state.turnState!.battles.find((b) => b.id === turn.pendingBattleId) : undefined
  return (
    <Panel id="declare-title" title={t('title')}>
      <p role="status">
        {pending
          ? t('nameDefender', { team: otherTeam(pending.assaulter.team), system: systemName(pending.systemId) })
          : turn.declaringTeam
            ? t('declaring', { team: turn.declaringTeam })
            : turn.pairingComplete
              ? t('paired')
              : t('waitingDiplomats')}
      </p>
      {turn.declareFor.length > 0 && turn.legalTargets.length > 0 ? (
        <TurnForm {...form} type="declare-assault" submit={t('declare')} done={t('declared')} label={t('declareLabel')}>
          <PlayerChoice label={t('assaultingPlayer')} players={turn.declareFor.map((d) => ({ id: d.playerId, name: name(d.playerId) }))} />
          <Select
            label={t('target')}
            name="systemId"
            placeholder={t('chooseTarget')}
            options={turn.legalTargets.map((id) => ({ value: id, label: systemName(id) }))}
          />
          <FleetChoice label={t('fleetThatPlays')} fourthAvailable={turn.declareFor.some((d) => d.fleets.length > 1)} />
          <details className="text-sm">
            <summary>{t('whyNot')}</summary>
            <ul className="list-disc pl-5">
              {Object.entries(turn.targetRefusals).map(([id, v]) => (
                <li key={id}>{violationMessage(v![0]!)}</li>
              ))}
            </ul>
          </details>
        </TurnForm>
      ) : null}
      {turn.passFor.map((playerId) => (
        <TurnForm
          key={playerId}
          {...form}
          type="pass-declaration"
          submit={t('pass', { player: name(playerId) })}
          done={t('passed')}
          label={t('passLabel', { player: name(playerId) })}
        >
          <input type="hidden" name="playerId" value={playerId} />
          <p>{t('passNote', { player: name(playerId) })}</p>
        </TurnForm>
      ))}
      {turn.pendingBattleId && turn.defendWith.length > 0 ? (
        <TurnForm {...form} type="name-defender" submit={t('defend')} done={t('defended')} label={t('defendLabel')}>
          <input type="hidden" name="battleId" value={turn.pendingBattleId} />
          <PlayerChoice label={t('defendingPlayer')} players={turn.defendWith.map((d) => ({ id: d.playerId, name: name(d.playerId) }))} />
          <FleetChoice label={t('defendingFleet')} fourthAvailable={turn.defendWith.some((d) => d.fleets.length > 1)} />
        </TurnForm>
      ) : null}
      {turn.spacers.mayChoose.map((team) => (
        <TurnForm key={team} {...form} type="spend-spacers" submit={t('spacers', { team })} done={t('spacersDone')} label={t('spacersLabel', { team })}>
          <input type="hidden" name="team" value={team} />
          <fieldset>
            <legend>{t('spacersLegend', { held: turn.spacers.held[team] })}</legend>
            {/* One box per token the team holds: a fleet may take several (R-STRAT-SPACERS). */}
            {turn.spacers.fighting[team].flatMap((f) =>
              Array.from({ length: turn.spacers.held[team] }, (_, n) => (
                <label key={`${f}-${n}`} className="flex items-center gap-2">
                  <input type="checkbox" name="fleetIds" value={f} /> {n === 0 ? fleet(f) : t('spacersAgain', { fleet: fleet(f), n: n + 1 })}
                </label>
              )),
            )}
          </fieldset>
        </TurnForm>
      ))}
    </Panel>
  )
}
