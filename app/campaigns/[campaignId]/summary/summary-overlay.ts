import 'server-only'
// The summary page's overlay (R-END): the standings' figures, the map's marks and words, and the banner's,
// which a change alters often; in its digest, what it alters rarely (the battles fought, the fleets as they
// stand, the result). The page and its event stream build it here alike.
import { SYSTEMS } from '@/lib/data/map'
import { campaignPointsEra, fleetLimitStage, type ManagementView, type PivotalView } from '@/lib/campaign'
import type { CampaignView } from '@/lib/server/get-campaign-view'
import { mapSpotText } from '../_components/campaign-map'
import type { LiveOverlay } from '../_components/live-values'
import { standingsText } from '../_components/standings-table'
import { layoutOverlay, restDigest } from '../_lib/layout-overlay'
import type { MapWords } from '../map/map-data'

export function summaryOverlay(view: CampaignView, pivotal: PivotalView | null, management: ManagementView | null, words: MapWords): LiveOverlay {
  const { state } = view
  const layout = layoutOverlay(view, management, words.root, words.format)
  return {
    version: view.version,
    rest: restDigest([
      ...layout.rest,
      state.phase === 'ended',
      pivotal?.standings ?? null,
      state.battleLog ?? [],
      // The rosters, and the names of the fleets they refer to.
      state.fleets.filter((f) => f.owner.kind === 'player'),
      state.fleets.map((f) => f.id),
      state.preset,
      fleetLimitStage(state),
      campaignPointsEra(state),
    ]),
    // The map as the summary draws it: no battles marked on it.
    text: { ...mapSpotText(words.map, state.control, [], SYSTEMS), ...standingsText(words.standings, view.standings), ...layout.text },
    battles: [],
  }
}
