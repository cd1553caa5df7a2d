import 'server-only'
// Use case: restore a campaign file as a new campaign of this instance, with the same state and history.
// Links are personal secrets and are not in the file: the importer becomes its organizer and gets new
// links to hand out.
import type { Db } from '@/db/client'
import { CAMPAIGN_FILE_MAX_BYTES, checkCampaignFile, RULES_VERSION } from '@/lib/campaign'
import { AppError } from '@/lib/errors'
import { persistNewCampaign, type IssuedLinks } from './create-campaign'

export function importCampaign(db: Db, text: string, at: Date = new Date()): IssuedLinks {
  if (Buffer.byteLength(text, 'utf8') > CAMPAIGN_FILE_MAX_BYTES) throw new AppError('BAD_FILE', 'too-large')
  const check = checkCampaignFile(text)
  if (!check.ok) throw new AppError('BAD_FILE', check.problem, [], [], check.entry)
  const history = check.file.history.map((e) => ({
    kind: e.kind,
    actor: e.actor,
    at: new Date(e.at),
    payload: e.payload,
    rulesVersion: e.kind === 'command' ? (e.rulesVersion ?? 1) : RULES_VERSION,
  }))
  return persistNewCampaign(db, check.state, history, at)
}
