import 'server-only'
// The overview's overlay: the banner's words and "Your move"'s lists, which nearly every change alters; in
// its digest, everything else the overview's sections draw from (the setup forms' choices, the bases the
// reader's teams hold, the standings, the fleets the reader may build, the checklist), which a
// change alters rarely. The Discord ID and the calendar feed are the reader's own, changed by no command.
import type { Formatter } from '@/app/_lib/duty-words'
import type { AppTranslator } from '@/app/_lib/translator'
import { standingBasePlacedBy, type ManagementView } from '@/lib/campaign'
import type { CampaignView } from '@/lib/server/get-campaign-view'
import type { LiveOverlay } from '../_components/live-values'
import { layoutOverlay, restDigest } from './layout-overlay'
import { gamesListed } from '../_components/game-words'
import { yourMoveListed } from './your-move-data'

/** What the overview shows besides the layout and "Your move"'s lists, as the inputs it is drawn from. */
function overviewShown(view: CampaignView): Record<string, unknown> {
  const { state } = view
  return {
    setup: state.phase === 'setup',
    placers: view.placeBaseFor,
    baseSystems: view.legalBaseSystems,
    defensesFor: view.assignDefensesFor,
    bases: Object.entries(state.control).filter(([, c]) => c?.kind === 'base'),
    ownBase: view.viewer.playerId ? standingBasePlacedBy(state, view.viewer.playerId) : null,
    points: view.standings.map((s) => [s.team, s.totalCp]),
    fleets: state.fleets.map((f) => [f.id, view.fleetStatus[f.id]?.editable ?? false]),
    checklist: view.checklist,
    canStart: view.canStart,
  }
}

export function overviewOverlay(view: CampaignView, management: ManagementView | null, root: AppTranslator, format: Formatter): LiveOverlay {
  const layout = layoutOverlay(view, management, root, format)
  return {
    version: view.version,
    rest: restDigest([...layout.rest, overviewShown(view)]),
    text: layout.text,
    battles: [],
    yourMove: yourMoveListed(view, management, root, format),
    games: gamesListed(root, view),
  }
}
