// R-HIST: every campaign file the app writes restores, up to the largest file the import accepts: the export
// is the compact JSON of the file (an indented one of a 19 MB campaign was 33 MB, past the limit).
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'
import { listHistory } from '@/db/repositories/history'
import { CAMPAIGN_FILE_MAX_BYTES, canonicalJson, type Actor } from '@/lib/campaign'
import { campaignFileText, exportCampaign } from './export-campaign'
import { importCampaign, importCampaignInSteps } from './import-campaign'
import { largeCampaignFile } from './testing/large-campaign-file'
import { freshDb } from './testing/test-db'

const ORGANIZER: Actor = { role: 'organizer' }

let db: Db
let close: () => void
beforeEach(() => ({ db, close } = freshDb()))
afterEach(() => close())

describe('the campaign file round trip (R-HIST)', { timeout: 300_000 }, () => {
  it('restores the export of a campaign imported at the largest size the import accepts', async () => {
    const largest = largeCampaignFile(CAMPAIGN_FILE_MAX_BYTES)
    expect(Buffer.byteLength(largest)).toBeGreaterThan(CAMPAIGN_FILE_MAX_BYTES - 64 * 1024)
    const original = importCampaign(db, largest).campaignId

    const exported = [...campaignFileText(exportCampaign(db, original, ORGANIZER).file)].join('')
    expect(Buffer.byteLength(exported)).toBeLessThanOrEqual(CAMPAIGN_FILE_MAX_BYTES)

    const restored = (await importCampaignInSteps(db, exported)).campaignId
    expect(canonicalJson(findCampaign(db, restored)!.state)).toBe(canonicalJson(findCampaign(db, original)!.state))
    const entries = (id: string) => listHistory(db, id).map(({ seq, kind, actor, at, payload }) => ({ seq, kind, actor, at, payload }))
    expect(entries(restored)).toEqual(entries(original))
  })

  it('writes exactly the compact JSON of the file, in pieces', () => {
    const original = importCampaign(db, largeCampaignFile(600 * 1024)).campaignId
    const { file } = exportCampaign(db, original, ORGANIZER)
    const pieces = [...campaignFileText(file)]
    expect(pieces.length).toBeGreaterThan(3)
    expect(pieces.join('')).toBe(JSON.stringify(file))
  })
})
