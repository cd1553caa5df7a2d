// A team filter on a long history never holds the server (issue 28, point 10; R-HIST): the entries about the team
// are searched a part of the history at a time, other requests running in between, and only their numbers are
// kept; the page it gives is the one the one-go search gives.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Db } from '@/db/client'
import * as historyRepository from '@/db/repositories/history'
import { getHistory, getHistoryInSteps } from './get-history'
import { importCampaign } from './import-campaign'
import { freshDb } from './testing/test-db'
import { overrideCampaignFile } from './testing/override-campaign-file'

let db: Db
let close: () => void
let campaignId: string
beforeAll(() => {
  ;({ db, close } = freshDb())
  campaignId = importCampaign(db, overrideCampaignFile(12_000)).campaignId
}, 120_000)
afterAll(() => close())

describe('the team filter of a long history', () => {
  it('lets other work run while it searches, and never reads more than a part of the history at once', async () => {
    const read = vi.spyOn(historyRepository, 'historyForFilterBefore')
    let othersRan = 0
    let searching = true
    const other = () => {
      if (!searching) return
      othersRan++
      setImmediate(other)
    }
    setImmediate(other)
    const viewer = { role: 'player' as const, playerId: 'rebels-1' }
    const page = await getHistoryInSteps(db, campaignId, viewer, 1, { team: 'rebels' })
    searching = false
    // A one-go search of 12,000 entries would leave no turn to anything else until it ended.
    expect(othersRan).toBeGreaterThan(3)
    expect(read.mock.calls.length).toBeGreaterThan(10)
    for (const [, , , , limit] of read.mock.calls) expect(limit).toBeLessThanOrEqual(250)
    read.mockRestore()
    // The demo's commands about the Rebels, among 12,000 overrides about no team.
    expect(page.total).toBeGreaterThan(20)
    expect(page.items).toHaveLength(Math.min(50, page.total))
    expect(page.items.every((item) => item.teams.includes('rebels'))).toBe(true)
    // The search kept its result: the same page read at once is the same page.
    expect(getHistory(db, campaignId, viewer, 1, { team: 'rebels' })).toEqual(page)
  }, 60_000)

  it('finds the entries about the team that the unfiltered pages show, no more, no fewer', async () => {
    const viewer = { role: 'player' as const, playerId: 'empire-2' }
    const about: number[] = []
    const { pages } = getHistory(db, campaignId, viewer, 1)
    for (let page = 1; page <= pages; page++) {
      for (const item of getHistory(db, campaignId, viewer, page).items) if (item.teams.includes('empire')) about.push(item.seq)
    }
    const filtered = await getHistoryInSteps(db, campaignId, viewer, 1, { team: 'empire' })
    const found = [filtered, ...Array.from({ length: filtered.pages - 1 }, (_v, i) => getHistory(db, campaignId, viewer, i + 2, { team: 'empire' }))]
    expect(found.flatMap((p) => p.items.map((item) => item.seq))).toEqual(about)
  }, 60_000)
})
