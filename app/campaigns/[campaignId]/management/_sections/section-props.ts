import type { CampaignView } from '@/lib/server/get-campaign-view'
import type { ManagementView } from '@/lib/server/get-management-view'

/** What every section of the management page is built from. */
export interface ManagementSectionProps {
  campaignId: string
  view: CampaignView
  m: ManagementView
  /** A fleet's name as the viewer reads it ("Leia's fleet", "the Rebels' fourth fleet"). */
  fleet: (id: string) => string
  /** The reward link the viewer followed (`fleetId:systemId:type`), if any. */
  chosenReward: string | null
}

/** The fields every command form of the page carries. */
export function formOf({ campaignId, view }: Pick<ManagementSectionProps, 'campaignId' | 'view'>) {
  return { campaignId, version: view.version }
}

export type FleetRefit = ManagementSectionProps['m']['refits'][number]

/** What each part of a fleet's refit is built from. */
export interface RefitPartProps {
  r: FleetRefit
  form: ReturnType<typeof formOf>
  fleet: (id: string) => string
  campaignId: string
}
