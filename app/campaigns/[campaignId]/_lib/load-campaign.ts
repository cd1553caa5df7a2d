import 'server-only'
// Loads the viewer and their view of the campaign once per request. A visitor without a valid link
// gets the same 404 as for a campaign that does not exist, so links cannot be probed.
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { getDb } from '@/db/client'
import { AppError } from '@/lib/errors'
import { getCampaignView, type CampaignView } from '@/lib/server/get-campaign-view'
import { getManagementView } from '@/lib/server/get-management-view'
import { getPivotalView } from '@/lib/server/get-pivotal-view'
import { getTurnView } from '@/lib/server/get-turn-view'
import { currentActor } from '@/lib/server/http/session'
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

// The viewer's turn, management and pivotal views, each computed once per request: the layout's phase banner
// and the page both need them. React's cache lives for one request, whose viewer is loadCampaign's actor
// (the same object for the whole request), so a view is never shared between viewers.
export const turnViewFor = cache((campaignId: string, actor: Actor) => getTurnView(getDb(), campaignId, actor))
export const managementViewFor = cache((campaignId: string, actor: Actor) => getManagementView(getDb(), campaignId, actor))
export const pivotalViewFor = cache((campaignId: string, actor: Actor) => getPivotalView(getDb(), campaignId, actor))
