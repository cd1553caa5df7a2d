import 'server-only'
// Read model for the pivotal battle page: who chooses and why, what may be chosen, and what this viewer
// may do in the current step (R-PIVOT-CHOOSE, R-PIVOT-OBJ, R-CLIMAX, R-PIVOT-UPGRADE, R-PIVOT-AFTER).
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'
import { isGrandAdmiral } from '@/lib/campaign/permissions'
import { pivotalChooser } from '@/lib/campaign/pivotal/chooser'
import { climacticAllowed } from '@/lib/campaign/pivotal/climax'
import { availablePivotalObjectivesFor } from '@/lib/campaign/pivotal/pivotal-objectives'
import { zoneController } from '@/lib/campaign/pivotal/zone-control'
import { campaignEndsAfterPivotal, finalStandings } from '@/lib/campaign/pivotal/final-standings'
import { pivotalUpgradeShips } from '@/lib/campaign/pivotal/pivotal-commands'
import { TEAMS, type Actor, type TeamId } from '@/lib/campaign/state'
import { shipCard } from '@/lib/data/cards'
import { ZONES, type SystemId, type ZoneId } from '@/lib/data/map'
import { AppError } from '@/lib/errors'

export interface PivotalView {
  chooser: ReturnType<typeof pivotalChooser>
  zoneControl: { zone: ZoneId; team: TeamId | null }[]
  available: string[]
  enemyBases: SystemId[]
  ownBases: SystemId[]
  climacticAllowed: boolean
  mayChoose: boolean
  decidesFor: TeamId[]
  /** Per team, the ships it may bring in (R-PIVOT-UPGRADE, R-CLIMAX). */
  upgradeShips: Record<TeamId, { id: string; name: string; points: number; size: string }[]>
  standings: ReturnType<typeof finalStandings>
  /** R-END: whether closing this pivotal battle ends the campaign. */
  endsCampaign: boolean
}

export function getPivotalView(db: Db, campaignId: string, actor: Actor): PivotalView | null {
  const row = findCampaign(db, campaignId)
  if (!row) throw new AppError('NOT_FOUND', 'campaign')
  const state = row.state
  if (state.phase !== 'pivotal' && state.phase !== 'ended') return null
  const chooser = pivotalChooser(state)
  const team = state.pivotal?.chooser ?? chooser.team
  const basesOf = (t: TeamId) => (Object.keys(state.control) as SystemId[]).filter((id) => state.control[id]?.kind === 'base' && state.control[id]?.team === t)
  const decidesFor = TEAMS.filter((t) => actor.role === 'organizer' || isGrandAdmiral(state, actor, t))
  return {
    chooser,
    zoneControl: ZONES.map((z) => ({ zone: z.id, team: zoneController(state, z.id) })),
    available: availablePivotalObjectivesFor(state, team, state.playedPivotal ?? []).available,
    enemyBases: basesOf(team === 'empire' ? 'rebels' : 'empire'),
    ownBases: basesOf(team),
    climacticAllowed: climacticAllowed(state, team),
    mayChoose: decidesFor.includes(team),
    decidesFor,
    upgradeShips: Object.fromEntries(
      TEAMS.map((t) => [t, pivotalUpgradeShips(state, t).map((id) => shipCard(id)!).map((s) => ({ id: s.id, name: s.name, points: s.points, size: s.size }))]),
    ) as PivotalView['upgradeShips'],
    endsCampaign: campaignEndsAfterPivotal(state.act, state.pivotal?.climactic ?? false),
    standings: finalStandings(state),
  }
}
