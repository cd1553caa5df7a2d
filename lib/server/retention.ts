// What the instance removes by itself, so that campaigns nobody uses do not pile up: demo campaigns a day
// after they were made, and, when the operator sets IDLE_CAMPAIGN_DAYS, every campaign unchanged for that
// many days (with its history and links). Nothing else is ever removed. No 'server-only' here:
// instrumentation.ts runs it at start and every hour.
import type { Db } from '@/db/client'
import { deleteExpiredCampaigns } from '@/db/repositories/campaigns'

export const DEMO_CAMPAIGN_NAME = 'Demo: Rebellion in the Rim'
export const DEMO_KEPT_MS = 24 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** IDLE_CAMPAIGN_DAYS as a number of days, or null (unset, empty, not a positive number: idle campaigns are kept). */
export function idleCampaignDays(env: Record<string, string | undefined> = process.env): number | null {
  const days = Number(env.IDLE_CAMPAIGN_DAYS?.trim() || 'NaN')
  return Number.isFinite(days) && days > 0 ? days : null
}

/** Removes the campaigns past their time; returns how many. */
export function removeExpiredCampaigns(db: Db, now: Date = new Date(), idleDays: number | null = idleCampaignDays()): number {
  return db.transaction((tx) =>
    deleteExpiredCampaigns(tx, {
      demoName: DEMO_CAMPAIGN_NAME,
      demoBefore: new Date(now.getTime() - DEMO_KEPT_MS),
      idleBefore: idleDays === null ? null : new Date(now.getTime() - idleDays * DAY_MS),
    }),
  )
}
