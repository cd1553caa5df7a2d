// The history page reads each entry's place as it was stored when the entry was written (by a command, an
// undo, a replaced link or an import), never by replaying: the stored places must be what a replay of the
// whole history finds, and a page must match the same page cut from the whole filtered history (R-HIST).
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'
import { listHistory } from '@/db/repositories/history'
import { anyCommandSchema, chroniclePlaces, type Actor, type ChronicleKind, type TeamId } from '@/lib/campaign'
import { actorFromKey } from './actors'
import { createCampaign } from './create-campaign'
import { DEMO_CREATE, DEMO_STEPS } from './demo/demo-campaign'
import { exportCampaign } from './export-campaign'
import { getHistory, HISTORY_PAGE_SIZE, type HistoryItem } from './get-history'
import { importCampaign } from './import-campaign'
import { regenerateLink } from './regenerate-link'
import { runCommand } from './run-command'
import { undoLastCommand } from './undo-last-command'
import { freshDb } from './testing/test-db'

const ORGANIZER: Actor = { role: 'organizer' }
const VIEWERS: Actor[] = [ORGANIZER, { role: 'player', playerId: 'empire-2' }, { role: 'player', playerId: 'rebels-3' }]

let db: Db
let close: () => void
beforeEach(() => ({ db, close } = freshDb()))
afterEach(() => close())

const version = (campaignId: string) => findCampaign(db, campaignId)!.version

/** The demo's two turns played command by command through the use case, with a replaced link and undos among them. */
function playedCampaign(): string {
  const { campaignId } = createCampaign(db, DEMO_CREATE)
  for (const [i, [command, actor]] of DEMO_STEPS.entries()) {
    runCommand(db, { campaignId, actor, command, expectedVersion: version(campaignId) })
    if (i === 10) regenerateLink(db, { campaignId, actor: ORGANIZER, subject: 'rebels-2' })
    if (i % 17 === 16) {
      // Undone and made again, as an organizer fixing a slip would.
      undoLastCommand(db, { campaignId, actor: ORGANIZER, expectedVersion: version(campaignId) })
      runCommand(db, { campaignId, actor, command, expectedVersion: version(campaignId) })
    }
  }
  return campaignId
}

function storedPlaces(campaignId: string) {
  return listHistory(db, campaignId).map((e) => ({ mark: e.chronicleMark, kind: e.chronicleKind }))
}

function replayedPlaces(campaignId: string) {
  const rows = listHistory(db, campaignId)
  return chroniclePlaces(
    rows.map((e) => ({ kind: e.kind, payload: e.kind === 'command' ? anyCommandSchema.parse(e.payload) : e.payload, actor: actorFromKey(e.actor) })),
  )
}

/** Every page of a viewer's history under a filter, newest first. */
function allPages(campaignId: string, viewer: Actor, filter: { team?: TeamId; kind?: ChronicleKind } = {}): HistoryItem[] {
  const first = getHistory(db, campaignId, viewer, 1, filter)
  const items = [...first.items]
  for (let page = 2; page <= first.pages; page++) items.push(...getHistory(db, campaignId, viewer, page, filter).items)
  expect(items).toHaveLength(first.total)
  return items
}

describe('the chronicle places stored with each entry', () => {
  it('are what a replay of the whole history finds, battles and their outcomes included, through undos and a replaced link', () => {
    const campaignId = playedCampaign()
    const stored = storedPlaces(campaignId)
    expect(stored.every((p) => p.kind !== null)).toBe(true)
    expect(stored).toEqual(replayedPlaces(campaignId))
    const kinds = new Set(stored.map((p) => p.kind))
    expect([...kinds].sort()).toEqual(['battle', 'management', 'organizer', 'setup', 'strategy'])
    expect(stored.some((p) => p.mark?.battle?.outcome)).toBe(true)
  })

  it('come with an imported campaign, found by the replay that checked the file', () => {
    const campaignId = playedCampaign()
    const imported = importCampaign(db, JSON.stringify(exportCampaign(db, campaignId, ORGANIZER).file))
    expect(storedPlaces(imported.campaignId)).toEqual(storedPlaces(campaignId))
    for (const viewer of VIEWERS) expect(allPages(imported.campaignId, viewer)).toEqual(allPages(campaignId, viewer))
  })

  it('are found once, on the first read, for a history written before places were stored', () => {
    const campaignId = playedCampaign()
    const before = VIEWERS.map((viewer) => allPages(campaignId, viewer))
    const placed = storedPlaces(campaignId)
    db.$client.prepare('update history_entries set chronicle_mark = null, chronicle_kind = null where campaign_id = ?').run(campaignId)
    expect(getHistory(db, campaignId, ORGANIZER).total).toBe(placed.length)
    expect(storedPlaces(campaignId)).toEqual(placed)
    expect(VIEWERS.map((viewer) => allPages(campaignId, viewer))).toEqual(before)
  })

  it('place an undo where the command before the undone one fell', () => {
    const campaignId = playedCampaign()
    undoLastCommand(db, { campaignId, actor: ORGANIZER, expectedVersion: version(campaignId) })
    const rows = listHistory(db, campaignId)
    const lastCommand = rows.filter((e) => e.kind === 'command').at(-1)!
    const undo = rows.at(-1)!
    expect(undo.kind).toBe('undo')
    expect(undo.chronicleKind).toBe('organizer')
    const { battle: _battle, ...where } = lastCommand.chronicleMark!
    expect(undo.chronicleMark).toEqual(where)
    expect(storedPlaces(campaignId)).toEqual(replayedPlaces(campaignId))
  })
})

describe('history pages', () => {
  it('under a filter, are the whole filtered history cut in pages of 50, for every viewer', () => {
    const campaignId = playedCampaign()
    for (let i = 0; i < 60; i++) regenerateLink(db, { campaignId, actor: ORGANIZER, subject: 'empire-1' })
    for (const viewer of VIEWERS) {
      const all = allPages(campaignId, viewer)
      expect(all.length).toBeGreaterThan(2 * HISTORY_PAGE_SIZE)
      expect(all.map((i) => i.seq)).toEqual([...all.map((i) => i.seq)].sort((a, b) => b - a))
      for (const team of ['empire', 'rebels'] as const) {
        expect(allPages(campaignId, viewer, { team })).toEqual(all.filter((i) => i.teams.includes(team)))
      }
      for (const kind of ['setup', 'strategy', 'battle', 'management', 'organizer'] as const) {
        expect(allPages(campaignId, viewer, { kind })).toEqual(all.filter((i) => i.category === kind))
        expect(allPages(campaignId, viewer, { kind, team: 'rebels' })).toEqual(all.filter((i) => i.category === kind && i.teams.includes('rebels')))
      }
    }
  })

  it('under a team filter, follow the history as it changes: an undo, a command, a regenerated link', () => {
    const campaignId = playedCampaign()
    const filtered = () => allPages(campaignId, ORGANIZER, { team: 'empire' }).map((i) => i.seq)
    const expected = () =>
      allPages(campaignId, ORGANIZER)
        .filter((i) => i.teams.includes('empire'))
        .map((i) => i.seq)
    const version = () => findCampaign(db, campaignId)!.version
    const before = filtered()
    // The demo's last command is an Empire player's: undone, its entry goes and the undo's comes.
    undoLastCommand(db, { campaignId, actor: ORGANIZER, expectedVersion: version() })
    expect(filtered()).not.toEqual(before)
    expect(filtered()).toEqual(expected())
    runCommand(db, {
      campaignId,
      actor: ORGANIZER,
      command: { type: 'override', reason: 'Paper sheet', target: { kind: 'tokens', team: 'empire', token: 'resources', value: 4 } },
      expectedVersion: version(),
    })
    expect(filtered()).toEqual(expected())
    regenerateLink(db, { campaignId, actor: ORGANIZER, subject: 'empire-1' })
    expect(filtered()).toEqual(expected())
  })

  it('past the last page show the last page', () => {
    const campaignId = playedCampaign()
    const first = getHistory(db, campaignId, ORGANIZER)
    const beyond = getHistory(db, campaignId, ORGANIZER, first.pages + 5, { kind: 'battle' })
    expect(beyond.page).toBe(beyond.pages)
    expect(beyond.items.length).toBeGreaterThan(0)
  })
})
