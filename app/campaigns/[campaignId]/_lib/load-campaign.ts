import 'server-only'
// Loads the viewer and their view of the campaign once per request. A visitor without a valid link
// gets the same 404 as for a campaign that does not exist, so links cannot be probed.
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { getDb } from '@/db/client'
import { AppError } from '@/lib/errors'
import { getCampaignView, type CampaignView } from '@/lib/server/get-campaign-view'
import { currentActor } from '@/lib/server/session'
import type { Actor } from '@/lib/campaign'

export const loadCampaign = cache(async (campaignId: string): Promise<{ actor: Actor; view: CampaignView }> => {
  const actor = await currentActor(campaignId)
  if (!actor) notFound()
  try {
    return { actor, view: getCampaignView(getDb(), campaignId, actor) }
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN')) notFound()
    throw error
  }
})

export function playerNamer(view: CampaignView): (id: string) => string {
  return (id) => (id === 'organizer' ? 'Organizer' : (view.state.players.find((p) => p.id === id)?.name ?? id))
}
