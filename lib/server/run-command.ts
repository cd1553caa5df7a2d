import 'server-only'
// Use case: apply one command to a campaign. Checks who may act, the version the form was built on and
// the rules, then writes the new state and its history entry in one transaction.
import type { Db } from '@/db/client'
import { findCampaign, saveCampaignState } from '@/db/repositories/campaigns'
import { appendHistory } from '@/db/repositories/history'
import { applyCommand } from '@/lib/campaign/engine'
import type { CampaignCommand } from '@/lib/campaign/commands'
import { mayIssue } from '@/lib/campaign/permissions'
import type { Actor } from '@/lib/campaign/state'
import { AppError } from '@/lib/errors'
import { actorKey } from './actors'

export interface RunCommandInput {
  campaignId: string
  actor: Actor
  command: CampaignCommand
  /** The campaign version the actor saw; a newer one means someone acted first. */
  expectedVersion: number
  at?: Date
}

export function runCommand(db: Db, input: RunCommandInput): { version: number } {
  const at = input.at ?? new Date()
  const row = findCampaign(db, input.campaignId)
  if (!row) throw new AppError('NOT_FOUND', 'campaign')
  if (!mayIssue(row.state, input.actor, input.command)) throw new AppError('FORBIDDEN')
  if (row.version !== input.expectedVersion) throw new AppError('CONFLICT', 'stale-version')
  const result = applyCommand(row.state, input.command, input.actor)
  if (!result.ok) throw new AppError('RULE_VIOLATION', undefined, result.violations)
  db.transaction((tx) => {
    if (!saveCampaignState(tx, input.campaignId, input.expectedVersion, result.state, at)) {
      throw new AppError('CONFLICT', 'stale-version')
    }
    appendHistory(tx, { campaignId: input.campaignId, kind: 'command', actor: actorKey(input.actor), at, payload: input.command })
  })
  return { version: input.expectedVersion + 1 }
}
