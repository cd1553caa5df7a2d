// Before the pivotal battle: one ship upgraded per team, upgrades moved, allies, then each team ready (R-PIVOT-UPGRADE, R-CLIMAX).
import { fleetName, TEAM_NAMES } from '@/app/_lib/words'
import { allyForcesText } from '@/app/_lib/ally-words'
import { Panel } from '@/app/_components/ui/panel'
import { allyFleets } from '@/lib/campaign'
import { AllyForm } from '../../_components/ally-form'
import { TurnForm } from '../../turn/turn-form'
import { MoveUpgradeForm } from '../prepare-fields'
import { UpgradeShipForm } from './upgrade-ship'
import type { PivotalSectionProps } from './section-props'

export function PrepareSection(props: PivotalSectionProps) {
  const { p, pv, actor, view, fleets, form, name, campaignId } = props
  if (p.step !== 'prepare') return null
  const own = actor.role === 'player' ? fleets.find((f) => f.id === actor.playerId) : undefined
  const team = view.viewer.team
  return (
    <Panel id="prepare-title" title="Preparations (R-PIVOT-UPGRADE)">
      <p className="text-sm">
        One player per team may replace one ship by a costlier one (at most 30 points more, 45 with one more Resources) for 1 Resources + 1 Repair Yards. With
        that extra Resources the player may also discard upgrades or squadrons: half their points, rounded up, add to the allowance. The upgrades of the ship
        replaced must fit the new ship’s slots: move them first, or discard them.
      </p>
      {p.climactic ? (
        <p className="text-sm">
          Before this climactic battle the player may instead replace any number of ships by one huge ship for 1 Repair Yards + 2 Resources: at most 30 points
          more than the ships removed, and it may be worth less (R-CLIMAX).
        </p>
      ) : null}
      {own && team && !p.upgradedBy.includes(team) && !p.prepared.includes(team) ? <UpgradeShipForm {...props} own={own} /> : null}
      {own && team && !p.prepared.includes(team) ? <MoveUpgradeForm fleet={own} campaignId={campaignId} version={view.version} /> : null}
      {pv.decidesFor
        .filter((t) => allyFleets(view.state, t).length > 0)
        .map((t) => (
          <AllyForm
            key={`ally-${t}`}
            {...form}
            team={t}
            fleets={allyFleets(view.state, t)}
            fleetLabel={(id) => fleetName(id, name)}
            held={view.state.teams[t].tokens.ally}
          />
        ))}
      {(p.allies ?? []).map((a) => (
        <p key={a.fleetId} className="text-sm">
          Ally for {fleetName(a.fleetId, name)}: {allyForcesText(a.forces)}.
        </p>
      ))}
      {pv.decidesFor
        .filter((t) => !p.prepared.includes(t))
        .map((t) => (
          <TurnForm
            key={t}
            {...form}
            type="finish-pivotal-prep"
            submit={`The ${TEAM_NAMES[t]} are ready`}
            done="Ready."
            label={`${TEAM_NAMES[t]} ready`}
            confirm={{
              button: 'Yes, we are ready',
              cost: {
                text: p.upgradedBy.includes(t)
                  ? `Once ready, the ${TEAM_NAMES[t]} can no longer move upgrades between ships before the battle.`
                  : `Once ready, the ${TEAM_NAMES[t]} can no longer replace a ship or move upgrades before the battle: no ship of theirs has been replaced yet.`,
              },
            }}
          >
            <input type="hidden" name="team" value={t} />
          </TurnForm>
        ))}
    </Panel>
  )
}
