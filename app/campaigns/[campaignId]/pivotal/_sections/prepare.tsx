// Before the pivotal battle: one ship upgraded per team, upgrades moved, allies, then each team ready (R-PIVOT-UPGRADE, R-CLIMAX).
import { getTranslations } from 'next-intl/server'
import { Panel } from '@/app/_components/ui/panel'
import { campaignPointsEra } from '@/lib/campaign'
import { AllyForm } from '../../_components/ally-form'
import { TurnForm } from '../../turn/turn-form'
import { MoveUpgradeForm } from '../prepare-fields'
import { UpgradeShipForm } from './upgrade-ship'
import type { PivotalSectionProps } from './section-props'
import { allyForcesText } from '@/app/_lib/ally-words'
import { fleetName } from '../../history/words'

export async function PrepareSection(props: PivotalSectionProps) {
  const { p, pv, actor, view, fleets, form, name, campaignId } = props
  if (p.step !== 'prepare') return null
  const t = await getTranslations('Pivotal.prepare')
  const terms = await getTranslations('Terms')
  const allyWords = await getTranslations('Ally')
  const own = actor.role === 'player' ? fleets.find((f) => f.id === actor.playerId) : undefined
  const viewerTeam = view.viewer.team
  return (
    <Panel id="prepare-title" title={t('title')} rule="R-PIVOT-UPGRADE">
      <p className="text-sm">{t('rules')}</p>
      {p.climactic ? <p className="text-sm">{t('climactic')}</p> : null}
      {own && pv.upgrades.some((u) => u.fleetId === own.id) ? (
        <UpgradeShipForm {...props} own={own} options={pv.upgrades.find((u) => u.fleetId === own.id)!} />
      ) : null}
      {own && viewerTeam && !p.prepared.includes(viewerTeam) ? (
        <MoveUpgradeForm
          fleet={own}
          moves={pv.moves.filter((m) => m.fleetId === own.id)}
          campaignId={campaignId}
          version={view.version}
          pointsEra={campaignPointsEra(view.state)}
        />
      ) : null}
      {pv.allyUses.map((u) => (
        <AllyForm
          key={`ally-${u.team}`}
          {...form}
          team={u.team}
          fleets={u.fleetIds}
          fleetLabel={(id) => fleetName(terms, id, name)}
          held={u.held}
          pointsEra={campaignPointsEra(view.state)}
        />
      ))}
      {(p.allies ?? []).map((a) => (
        <p key={a.fleetId} className="text-sm">
          {t('ally', { fleet: fleetName(terms, a.fleetId, name), forces: allyForcesText(a.forces, allyWords, campaignPointsEra(view.state)) })}
        </p>
      ))}
      {pv.decidesFor
        .filter((team) => !p.prepared.includes(team))
        .map((team) => (
          <TurnForm
            key={team}
            {...form}
            type="finish-pivotal-prep"
            submit={t('ready', { team })}
            done={t('readyDone')}
            label={t('readyForm', { team })}
            // Asked first only when being ready gives up a ship replacement the team could still make.
            confirm={pv.readyGivesUp.includes(team) ? { button: t('readyConfirm'), cost: { text: t('readyCost', { team }) } } : undefined}
          >
            <input type="hidden" name="team" value={team} />
          </TurnForm>
        ))}
    </Panel>
  )
}
