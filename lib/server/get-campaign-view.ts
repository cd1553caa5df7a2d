import 'server-only'
// Read model for the campaign pages: everything a viewer may see, already redacted (R-SECRET).
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'
import {
  currentSetupStep,
  findPlayer,
  isGrandAdmiral,
  legalSetupBaseSystems,
  setupBaseViolations,
  playersWhoMayPlace,
  setupChecklist,
  teamBasesAllPlaced,
  teamOf,
  teamStandings,
  fleetStatusViolations,
  fleetReady,
  mayEditFleet,
  readyToStart,
  visibleStateFor,
  type Actor,
  type ChecklistItem,
  type SetupStep,
  type TeamId,
  type TeamStanding,
  type VisibleState,
  type RuleViolation,
  type CampaignState,
  rebuildable,
  dutiesFor,
  type AwaitedDuty,
  type Duty,
  scheduledGames,
  scheduledGamesFor,
  type ScheduledGame,
  type ViewerGame,
} from '@/lib/campaign'
import { SYSTEM_IDS, type SystemId } from '@/lib/data/map'
import type { CampaignRow } from '@/db/schema'
import { AppError } from '@/lib/errors'
import { keptView } from './kept-views'

export interface ViewerView {
  role: 'organizer' | 'player'
  playerId: string | null
  name: string | null
  team: TeamId | null
  /** Teams whose choices this viewer makes: both for the organizer, their own for a Grand Admiral. */
  decidesFor: TeamId[]
}

export interface CampaignView {
  id: string
  version: number
  updatedAt: string
  viewer: ViewerView
  state: VisibleState
  setupStep: SetupStep | null
  checklist: ChecklistItem[]
  /** Players this viewer may place a base for right now (R-SETUP-4), and where. */
  placeBaseFor: string[]
  legalBaseSystems: SystemId[]
  /** For a viewer who may place: why each other system is refused (R-SETUP-4). */
  baseRefusals: Partial<Record<SystemId, RuleViolation[]>>
  /** Teams whose defenses this viewer may assign now (R-SETUP-5). */
  assignDefensesFor: TeamId[]
  standings: TeamStanding[]
  /** For each fleet the viewer may see: what keeps it from being legal, and whether they may edit it. */
  fleetStatus: Record<string, { violations: RuleViolation[]; ready: boolean; editable: boolean }>
  /** The organizer may start the campaign when nothing is missing (R-SETUP-6). */
  canStart: boolean
  /** What this viewer must do now, and what the campaign waits for from others (lib/campaign/duties.ts). */
  duties: { mine: Duty[]; others: AwaitedDuty[] }
  /** The turn's games, when and where they are played (public, R-SCHEDULE); `mine`: the viewer's own (the organizer's: all), with what they may do. */
  games: { all: ScheduledGame[]; mine: ViewerGame[] }
}

function baseRefusals(state: CampaignState): Partial<Record<SystemId, RuleViolation[]>> {
  const refusals: Partial<Record<SystemId, RuleViolation[]>> = {}
  for (const id of SYSTEM_IDS) {
    const violations = setupBaseViolations(state, id)
    if (violations.length > 0) refusals[id] = violations
  }
  return refusals
}

export function getCampaignView(db: Db, campaignId: string, viewer: Actor): CampaignView {
  const row = findCampaign(db, campaignId)
  if (!row) throw new AppError('NOT_FOUND', 'campaign')
  return keptView(db, 'campaign', row, viewer, () => campaignView(row, viewer))
}

function campaignView(row: CampaignRow, viewer: Actor): CampaignView {
  const state = row.state
  const team = teamOf(state, viewer)
  const player = viewer.role === 'player' ? findPlayer(state, viewer.playerId) : undefined
  if (viewer.role === 'player' && !player) throw new AppError('FORBIDDEN')
  const decidesFor: TeamId[] = viewer.role === 'organizer' ? ['empire', 'rebels'] : team && isGrandAdmiral(state, viewer, team) ? [team] : []
  const placeable = playersWhoMayPlace(state)
  const placeBaseFor = viewer.role === 'organizer' ? placeable : placeable.filter((id) => id === player?.id)
  const inSetup = state.phase === 'setup'
  const visible = visibleStateFor(state, viewer)
  return {
    id: row.id,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    viewer: { role: viewer.role, playerId: player?.id ?? null, name: player?.name ?? null, team, decidesFor },
    state: visible,
    setupStep: inSetup ? currentSetupStep(state) : null,
    checklist: inSetup ? setupChecklist(state) : [],
    placeBaseFor,
    legalBaseSystems: placeBaseFor.length > 0 ? legalSetupBaseSystems(state) : [],
    baseRefusals: placeBaseFor.length > 0 ? baseRefusals(state) : {},
    assignDefensesFor: inSetup ? decidesFor.filter((t) => teamBasesAllPlaced(state, t)) : [],
    standings: teamStandings(state),
    fleetStatus: Object.fromEntries(
      visible.fleets.map((f) => [
        f.id,
        {
          violations: fleetStatusViolations(state, f),
          ready: fleetReady(state, f),
          editable: (inSetup || rebuildable(state, f)) && mayEditFleet(state, viewer, f.id),
        },
      ]),
    ),
    canStart: viewer.role === 'organizer' && readyToStart(state),
    duties: dutiesFor(state, viewer),
    games: { all: scheduledGames(state), mine: scheduledGamesFor(state, viewer) },
  }
}
