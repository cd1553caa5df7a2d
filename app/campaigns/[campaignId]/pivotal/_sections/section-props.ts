import type { Actor } from '@/lib/campaign'
import type { CampaignView } from '@/lib/server/get-campaign-view'
import type { PivotalView } from '@/lib/server/get-pivotal-view'

type Pivotal = NonNullable<CampaignView['state']['pivotal']>

/** What every section of the pivotal battle page is built from. */
export interface PivotalSectionProps {
  campaignId: string
  actor: Actor
  view: CampaignView
  pv: PivotalView
  p: Pivotal
  /** A player's name by id. */
  name: (id: string) => string
  /** The players' fleets (the fourth fleets do not fight a pivotal battle). */
  fleets: CampaignView['state']['fleets']
  form: { campaignId: string; version: number }
  /** The reward link the viewer followed, if any. */
  chosenReward: string | null
}
