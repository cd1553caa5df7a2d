import type { TurnView } from '@/lib/server/get-turn-view'
import type { CampaignView } from '@/lib/server/get-campaign-view'

/** What every section of the turn page is built from: the viewer's campaign view and turn view. */
export interface TurnSectionProps {
  campaignId: string
  view: CampaignView
  turn: TurnView
  name: (id: string) => string
}
