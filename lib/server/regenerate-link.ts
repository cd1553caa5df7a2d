import 'server-only'
// Use case (R-SECRET): the organizer replaces a player's (or their own) link; the old one stops working.
import type { Db } from '@/db/client'
import { setLinkHash } from '@/db/repositories/access-links'
import { findCampaign } from '@/db/repositories/campaigns'
import { appendHistory, lastCommandMark } from '@/db/repositories/history'
import { chroniclePlace, markAfter, type Actor } from '@/lib/campaign'
import { AppError } from '@/lib/errors'
import { hashAccessToken, newAccessToken } from './access-tokens'
import { closeStreamsOf } from './campaign-events'

export function regenerateLink(db: Db, input: { campaignId: string; actor: Actor; subject: string; at?: Date }): string {
  const at = input.at ?? new Date()
  if (input.actor.role !== 'organizer') throw new AppError('FORBIDDEN')
  const row = findCampaign(db, input.campaignId)
  if (!row) throw new AppError('NOT_FOUND', 'campaign')
  const known = input.subject === 'organizer' || row.state.players.some((p) => p.id === input.subject)
  if (!known) throw new AppError('NOT_FOUND', 'player')
  const token = newAccessToken()
  db.transaction((tx) => {
    setLinkHash(tx, input.campaignId, input.subject, hashAccessToken(token), at)
    const payload = { subject: input.subject }
    const mark = lastCommandMark(tx, input.campaignId)
    const place = mark === undefined ? undefined : chroniclePlace({ kind: 'link-regenerated', payload }, markAfter(mark))
    appendHistory(tx, { campaignId: input.campaignId, kind: 'link-regenerated', actor: 'organizer', at, payload, place })
  })
  // A page opened with the old link would go on hearing the campaign's changes.
  closeStreamsOf(input.campaignId, input.subject)
  return token
}
