import 'server-only'
// Use case: the organizer downloads the whole campaign (history and state) as one file.
import type { Db } from '@/db/client'
import { findCampaign, markCampaignDownloaded } from '@/db/repositories/campaigns'
import { listHistory } from '@/db/repositories/history'
import { CAMPAIGN_FILE_FORMAT, CAMPAIGN_FILE_VERSION, type CampaignFile, type Actor } from '@/lib/campaign'
import { AppError } from '@/lib/errors'

export function exportCampaign(db: Db, campaignId: string, actor: Actor, at: Date = new Date()): { name: string; file: CampaignFile } {
  if (actor.role !== 'organizer') throw new AppError('FORBIDDEN')
  const row = findCampaign(db, campaignId)
  if (!row) throw new AppError('NOT_FOUND', 'campaign')
  markCampaignDownloaded(db, campaignId, at)
  const history = listHistory(db, campaignId).map((e) => ({
    kind: e.kind,
    at: e.at.toISOString(),
    actor: e.actor,
    payload: e.payload,
    ...(e.kind === 'command' ? { rulesVersion: e.rulesVersion } : {}),
  }))
  return {
    name: row.name,
    file: {
      format: CAMPAIGN_FILE_FORMAT,
      version: CAMPAIGN_FILE_VERSION,
      exportedAt: at.toISOString(),
      history: history as CampaignFile['history'],
      state: row.state,
    },
  }
}

/** History entries per piece of the streamed file. */
const ENTRIES_PER_PIECE = 500

/**
 * The campaign file as compact JSON (`JSON.stringify(file)`, byte for byte), in pieces of a few hundred
 * entries, so that the download streams instead of building the whole text at once. Compact, because the
 * import takes files of up to CAMPAIGN_FILE_MAX_BYTES: indented, a campaign of 19 MB exported as 33 MB and
 * could not be restored.
 */
export function* campaignFileText(file: CampaignFile): Generator<string> {
  const { history, state, ...header } = file
  yield `${JSON.stringify(header).slice(0, -1)},"history":[`
  for (let i = 0; i < history.length; i += ENTRIES_PER_PIECE) {
    const piece = history.slice(i, i + ENTRIES_PER_PIECE).map((entry) => JSON.stringify(entry))
    yield (i > 0 ? ',' : '') + piece.join(',')
  }
  yield `],"state":${JSON.stringify(state)}}`
}

/** When the organizer last downloaded the campaign file, or null if never (the organizer page shows it). */
export function lastDownloadedAt(db: Db, campaignId: string, actor: Actor): Date | null {
  if (actor.role !== 'organizer') throw new AppError('FORBIDDEN')
  const row = findCampaign(db, campaignId)
  if (!row) throw new AppError('NOT_FOUND', 'campaign')
  return row.lastDownloadedAt ?? null
}
