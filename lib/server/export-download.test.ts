// The organizer page says when the campaign file was last downloaded: each download records its time,
// without counting as a change of the campaign.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'
import type { Actor } from '@/lib/campaign'
import { AppError } from '@/lib/errors'
import { createCampaign } from './create-campaign'
import { exportCampaign, lastDownloadedAt } from './export-campaign'
import { freshDb } from './testing/test-db'

const ORGANIZER: Actor = { role: 'organizer' }

let db: Db
let close: () => void
let campaignId: string
beforeEach(() => {
  ;({ db, close } = freshDb())
  campaignId = createCampaign(db, {
    type: 'create-campaign',
    name: 'Outer Rim',
    preset: 'green-knight',
    players: { empire: ['Ana', 'Ben', 'Cleo'], rebels: ['Dan', 'Eve', 'Finn'] },
    grandAdmirals: { empire: 0, rebels: 0 },
  }).campaignId
})
afterEach(() => close())

describe('last download of the campaign file', () => {
  it('is unknown until the first download, then the time of the latest one; the campaign version stays', () => {
    expect(lastDownloadedAt(db, campaignId, ORGANIZER)).toBeNull()
    exportCampaign(db, campaignId, ORGANIZER, new Date('2026-11-02T20:15:00Z'))
    exportCampaign(db, campaignId, ORGANIZER, new Date('2026-11-09T21:40:00Z'))
    expect(lastDownloadedAt(db, campaignId, ORGANIZER)?.toISOString()).toBe('2026-11-09T21:40:00.000Z')
    expect(findCampaign(db, campaignId)?.version).toBe(1)
  })

  it('is the organizer’s to see', () => {
    const asPlayer = () => lastDownloadedAt(db, campaignId, { role: 'player', playerId: 'rebels-1' })
    expect(asPlayer).toThrow(AppError)
  })
})
