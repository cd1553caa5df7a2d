import 'server-only'
// Use case: create a campaign with its organizer link and one personal link per player.
import type { Db } from '@/db/client'
import { setLinkHash } from '@/db/repositories/access-links'
import { insertCampaign } from '@/db/repositories/campaigns'
import { insertHistory, type NewHistoryEntry } from '@/db/repositories/history'
import {
  chroniclePlace,
  CREATION_MARK,
  RULES_VERSION,
  createCampaign as createCampaignState,
  type CreateCampaignCommand,
  type CampaignState,
} from '@/lib/campaign'
import { AppError } from '@/lib/errors'
import { hashAccessToken, newAccessToken, newCampaignId } from './access-tokens'
import { refuseOverQuota, type Creator } from './storage-quota'

export interface IssuedLinks {
  campaignId: string
  /** subject ('organizer' or a player id) → raw token, shown once. */
  tokens: Record<string, string>
}

/**
 * Writes a new campaign whose history starts with `history` (already checked); issues fresh links. With a
 * creator, the campaign is theirs and is refused (nothing written) if it would pass their quota of stored bytes.
 */
export function persistNewCampaign(db: Db, state: CampaignState, history: Omit<NewHistoryEntry, 'campaignId'>[], at: Date, creator?: Creator): IssuedLinks {
  const campaignId = newCampaignId()
  const tokens: Record<string, string> = {}
  for (const subject of ['organizer', ...state.players.map((p) => p.id)]) tokens[subject] = newAccessToken()
  db.transaction((tx) => {
    insertCampaign(tx, campaignId, state, at, creator?.key ?? null)
    // On the same connection, inside this transaction.
    insertHistory(db, campaignId, history)
    // Counted by the database as the rows were written: over the quota, the transaction is rolled back.
    refuseOverQuota(tx, creator)
    for (const [subject, token] of Object.entries(tokens)) setLinkHash(tx, campaignId, subject, hashAccessToken(token), at)
  })
  return { campaignId, tokens }
}

export function createCampaign(db: Db, command: CreateCampaignCommand, at: Date = new Date(), creator?: Creator): IssuedLinks {
  const result = createCampaignState(command)
  if (!result.ok) throw new AppError('RULE_VIOLATION', undefined, result.violations)
  return persistNewCampaign(
    db,
    result.state,
    [
      {
        kind: 'command',
        actor: 'organizer',
        at,
        payload: command,
        rulesVersion: RULES_VERSION,
        place: chroniclePlace({ kind: 'command', payload: command }, CREATION_MARK),
      },
    ],
    at,
    creator,
  )
}
