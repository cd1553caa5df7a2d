// Campaigns nobody uses do not pile up: a demo goes a day after it was made; with IDLE_CAMPAIGN_DAYS, a
// campaign unchanged that long goes too, with its history and links. Nothing else is removed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'
import { createCampaign } from './create-campaign'
import { createDemoCampaign } from './demo/demo-campaign'
import { idleCampaignDays, removeExpiredCampaigns } from './retention'
import { CREATE_SIX_PLAYERS, freshDb, rowCount } from './testing/test-db'

const HOUR = 60 * 60 * 1000
let db: Db
let close: () => void
beforeEach(() => ({ db, close } = freshDb()))
afterEach(() => close())

const CREATE = CREATE_SIX_PLAYERS
const rows = (table: string) => rowCount(db, table)

describe('campaigns past their time', () => {
  it('removes a demo campaign a day after it was made, with its history and links, and keeps the others', () => {
    const made = new Date('2026-11-01T10:00:00Z')
    const demo = createDemoCampaign(db, made).campaignId
    const group = createCampaign(db, CREATE, made).campaignId
    expect(removeExpiredCampaigns(db, new Date(made.getTime() + 23 * HOUR), null)).toBe(0)
    expect(removeExpiredCampaigns(db, new Date(made.getTime() + 25 * HOUR), null)).toBe(1)
    expect(findCampaign(db, demo)).toBeUndefined()
    expect(findCampaign(db, group)).toBeDefined()
    expect(rows('history_entries')).toBe(1)
    expect(rows('access_links')).toBe(7)
  })

  it('removes a campaign unchanged for IDLE_CAMPAIGN_DAYS only when the operator set it', () => {
    const made = new Date('2026-11-01T10:00:00Z')
    createCampaign(db, CREATE, made)
    const later = new Date(made.getTime() + 40 * 24 * HOUR)
    expect(removeExpiredCampaigns(db, later, null)).toBe(0)
    expect(removeExpiredCampaigns(db, later, 60)).toBe(0)
    expect(removeExpiredCampaigns(db, later, 30)).toBe(1)
    expect(idleCampaignDays({ IDLE_CAMPAIGN_DAYS: '30' })).toBe(30)
    expect(idleCampaignDays({})).toBeNull()
    expect(idleCampaignDays({ IDLE_CAMPAIGN_DAYS: 'never' })).toBeNull()
  })
})
