import 'server-only'
// Use case (R-HIST): the organizer undoes the last command. The state stored before it is restored (or,
// for an old command, rebuilt by replaying what remains), and the undo itself is recorded.
import type { Db } from '@/db/client'
import { findCampaign, saveCampaignState } from '@/db/repositories/campaigns'
import { appendHistory, deleteHistoryEntry, lastCommandEntry, lastCommandMark, listHistory, stateBeforeOf } from '@/db/repositories/history'
import { anyCommandSchema, chroniclePlace, markAfter, replay, type Actor, type CampaignState } from '@/lib/campaign'
import { AppError } from '@/lib/errors'
import { actorFromKey } from './actors'
import { announceVersion } from './campaign-events'
import { composeDrafts } from './notices/draft-notices'
import { recordCorrectionNotice } from './notices/record-notices'
import { wakeNoticeSender } from './notices/sender-handle'

export function undoLastCommand(db: Db, input: { campaignId: string; actor: Actor; expectedVersion: number; at?: Date }): void {
  const at = input.at ?? new Date()
  if (input.actor.role !== 'organizer') throw new AppError('FORBIDDEN')
  const row = findCampaign(db, input.campaignId)
  if (!row) throw new AppError('NOT_FOUND', 'campaign')
  if (row.version !== input.expectedVersion) throw new AppError('CONFLICT', 'stale-version')
  const last = lastCommandEntry(db, input.campaignId)
  if (!last || last.seq === 1) {
    throw new AppError('RULE_VIOLATION', undefined, [{ rule: 'R-HIST', reason: 'nothing-to-undo' }])
  }
  const restored = stateBeforeOf(db, last.id) ?? replayWithout(db, input.campaignId, last.id)
  // The notice of the command about to be undone is worked out while its states are in the history.
  composeDrafts(db, input.campaignId)
  db.transaction((tx) => {
    if (!saveCampaignState(tx, input.campaignId, input.expectedVersion, restored, at)) {
      throw new AppError('CONFLICT', 'stale-version')
    }
    deleteHistoryEntry(tx, last.id)
    const payload = { undone: last.payload, by: last.actor, at: last.at.getTime() }
    // The undo falls where the command now last did.
    const mark = lastCommandMark(tx, input.campaignId)
    appendHistory(tx, {
      campaignId: input.campaignId,
      kind: 'undo',
      actor: 'organizer',
      at,
      payload,
      place: mark === undefined ? undefined : chroniclePlace({ kind: 'undo', payload }, markAfter(mark)),
    })
    // What the group was told of the undone change is corrected.
    recordCorrectionNotice(tx, { campaignId: input.campaignId, undoneFrom: row.state, restored, at })
  })
  announceVersion(input.campaignId, input.expectedVersion + 1)
  wakeNoticeSender()
}

/** An older command has no stored state before it: rebuild it from the rest of the history. */
function replayWithout(db: Db, campaignId: string, entryId: number): CampaignState {
  const remaining = listHistory(db, campaignId).filter((e) => e.kind === 'command' && e.id !== entryId)
  const rebuilt = replay(
    remaining.map((e) => anyCommandSchema.parse(e.payload)),
    remaining.map((e) => actorFromKey(e.actor)),
  )
  // The history was written by this engine; failing to replay it is a bug, not a user error.
  if (!rebuilt.ok) throw new Error(`history of ${campaignId} does not replay: ${JSON.stringify(rebuilt.violations)}`)
  return rebuilt.state
}
