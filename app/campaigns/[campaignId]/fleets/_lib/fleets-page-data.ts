import 'server-only'
// What the fleets page shows of each fleet the reader may see, drawn here once: the page renders these rows,
// and its overlay's digest is made of them, so a change that leaves every row as it was (nearly every change
// outside a refit) leaves the open page as it is, its banner brought up to date by the overlay.
import type { Formatter } from '@/app/_lib/duty-words'
import type { AppTranslator } from '@/app/_lib/translator'
import { campaignPointsEra, fleetLimit, fleetLimitStage, fleetValue, withPointsEra, type ManagementView, type TeamId } from '@/lib/campaign'
import type { CampaignView } from '@/lib/server/get-campaign-view'
import type { LiveOverlay } from '../../_components/live-values'
import { layoutOverlay, restDigest } from '../../_lib/layout-overlay'

export interface FleetRow {
  id: string
  team: TeamId
  built: boolean
  violations: number
  ready: boolean
  commander: string | null
  value: number
}

export interface FleetsPageData {
  limit: number
  rows: FleetRow[]
  /** The players' names the rows' fleet names are made of. */
  names: [string, string][]
}

export function fleetsPageData(view: CampaignView): FleetsPageData {
  const era = campaignPointsEra(view.state)
  return {
    limit: fleetLimit(view.state.preset, fleetLimitStage(view.state)),
    rows: view.state.fleets.map((fleet) => {
      const status = view.fleetStatus[fleet.id]!
      return {
        id: fleet.id,
        team: fleet.team,
        built: fleet.ships.length > 0,
        violations: status.violations.length,
        ready: status.ready,
        commander: fleet.commander?.name ?? null,
        value: withPointsEra(era, () => fleetValue(fleet)),
      }
    }),
    names: view.state.players.map((p) => [p.id, p.name]),
  }
}

/** The fleets page's overlay: the banner's words; everything else in its digest. */
export function fleetsOverlay(view: CampaignView, management: ManagementView | null, root: AppTranslator, format: Formatter): LiveOverlay {
  const layout = layoutOverlay(view, management, root, format)
  return { version: view.version, rest: restDigest([...layout.rest, fleetsPageData(view)]), text: layout.text, battles: [] }
}
