import 'server-only'
// Use case: apply one command to a campaign. Checks who may act, what changed since the page was built
// (a repeat or an overwrite is refused) and the rules, then writes the new state and its history entry in
// one transaction, with its notice to the group's Discord when there is one.
import type { Db } from '@/db/client'
import { findCampaign, saveCampaignState } from '@/db/repositories/campaigns'
import { appendHistory, forgetStatesBefore, latestStateEntries } from '@/db/repositories/history'
import {
  RULES_VERSION,
  UNDO_STATES_KEPT,
  staleReason,
  applyCommand,
  chroniclePlace,
  commandMark,
  type CampaignCommand,
  mayIssue,
  freshCommandViolation,
  type Actor,
} from '@/lib/campaign'
import { AppError } from '@/lib/errors'
import { actorKey } from './actors'
import { announceVersion } from './campaign-events'
import { recordDraftNotice } from './notices/record-notices'
import { noticeSender } from './notices/sender-handle'

export interface RunCommandInput {
  campaignId: string
  actor: Actor
  command: CampaignCommand
  /** The campaign version the page was built on: what happened since decides whether a repeat or an overwrite is refused. */
  expectedVersion: number
  at?: Date
}

export function runCommand(db: Db, input: RunCommandInput): { version: number } {
  const at = input.at ?? new Date()
  const row = findCampaign(db, input.campaignId)
  if (!row) throw new AppError('NOT_FOUND', 'campaign')
  if (!mayIssue(row.state, input.actor, input.command)) throw new AppError('FORBIDDEN')
  if (input.expectedVersion > row.version) throw new AppError('CONFLICT', 'stale-version')
  // The command applies to the campaign as it is now; a page that is behind is refused only for what
  // would make its command mean something else (lib/campaign/concurrency.ts).
  if (input.expectedVersion < row.version) {
    const gap = Math.min(row.version - input.expectedVersion, MAX_LOOKBACK)
    const since = latestStateEntries(db, input.campaignId, gap)
    const stale = staleReason(input.command, actorKey(input.actor), since)
    if (stale) throw new AppError('CONFLICT', stale)
  }
  const result = applyCommand(row.state, input.command, input.actor)
  if (!result.ok) throw new AppError('RULE_VIOLATION', undefined, result.violations)
  // Checked against the time it is written, which a replay of the history does not have.
  const tooLate = freshCommandViolation(input.command, at)
  if (tooLate) throw new AppError('RULE_VIOLATION', undefined, [tooLate])
  let drafted = false
  let seqWritten = 0
  db.transaction((tx) => {
    // Synchronous: nothing else writes between the read above and this write in this process.
    if (!saveCampaignState(tx, input.campaignId, row.version, result.state, at)) {
      throw new AppError('CONFLICT', 'stale-version')
    }
    const seq = appendHistory(tx, {
      campaignId: input.campaignId,
      kind: 'command',
      actor: actorKey(input.actor),
      at,
      payload: input.command,
      rulesVersion: RULES_VERSION,
      stateBefore: row.state,
      // Placed now, from the states around it, so that the history page never replays to place it.
      place: chroniclePlace({ kind: 'command', payload: input.command }, commandMark(row.state, result.state, input.command)),
    })
    forgetStatesBefore(tx, input.campaignId, seq - UNDO_STATES_KEPT)
    // The group's notice, if the campaign posts to Discord: saved with the change (an outbox), worded and posted
    // after the answer by the process's sender.
    drafted = recordDraftNotice(tx, { campaignId: input.campaignId, seq, at })
    seqWritten = seq
  })
  announceVersion(input.campaignId, row.version + 1)
  if (drafted) noticeSender()?.composeSoon({ campaignId: input.campaignId, seq: seqWritten, before: row.state, after: result.state })
  return { version: row.version + 1 }
}

export { UNDO_STATES_KEPT }

/** A page further behind than this many changes is not checked for repeats: it is hours old. */
const MAX_LOOKBACK = 200
