// The history page and the commands' checks never read the states stored before the latest commands (20-80 KB
// of JSON each, 25 of them on a page): only undo reads one, the one it restores (R-HIST).
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'
import { historyPage, lastCommandEntry, latestStateEntries } from '@/db/repositories/history'
import type { Actor, CreateCampaignCommand } from '@/lib/campaign'
import { createCampaign } from './create-campaign'
import { getHistory } from './get-history'
import { runCommand } from './run-command'
import { undoLastCommand } from './undo-last-command'
import { freshDb } from './testing/test-db'

const ORGANIZER: Actor = { role: 'organizer' }
const CREATE: CreateCampaignCommand = {
  type: 'create-campaign',
  name: 'Outer Rim 2026',
  preset: 'green-knight',
  players: { empire: ['Tarkin', 'Piett', 'Thrawn'], rebels: ['Leia', 'Ackbar', 'Mon'] },
  grandAdmirals: { empire: 0, rebels: 0 },
}

let db: Db
let close: () => void
beforeEach(() => ({ db, close } = freshDb()))
afterEach(() => close())

/** Every SQL text the connection prepares while `fn` runs. */
function statementsOf(fn: () => void): string[] {
  const client = db.$client
  const prepare = client.prepare.bind(client)
  const seen: string[] = []
  client.prepare = ((source: string) => {
    seen.push(source)
    return prepare(source)
  }) as typeof client.prepare
  try {
    fn()
  } finally {
    client.prepare = prepare
  }
  return seen
}

function played(): string {
  const { campaignId } = createCampaign(db, CREATE)
  for (const [playerId, systemId] of [
    ['empire-1', 'dantooine'],
    ['rebels-1', 'hoth'],
    ['empire-2', 'felucia'],
  ] as const) {
    runCommand(db, {
      campaignId,
      actor: ORGANIZER,
      command: { type: 'place-base', playerId, systemId },
      expectedVersion: findCampaign(db, campaignId)!.version,
    })
  }
  return campaignId
}

describe('history reads', () => {
  it('the history page, for the organizer and a player, never selects the stored states', () => {
    const campaignId = played()
    const stored = db.$client.prepare('select count(*) as n from history_entries where campaign_id = ? and state_before is not null').get(campaignId) as {
      n: number
    }
    expect(stored.n).toBeGreaterThan(0)
    const statements = statementsOf(() => {
      for (const viewer of [ORGANIZER, { role: 'player', playerId: 'rebels-1' } as const]) {
        expect(getHistory(db, campaignId, viewer).items.length).toBe(4)
        getHistory(db, campaignId, viewer, 1, { team: 'rebels' })
      }
    })
    expect(statements.length).toBeGreaterThan(0)
    for (const sql of statements) expect(sql).not.toMatch(/state_before|select \*/i)
  })

  it('the last command, the latest entries and a page carry no stored state; undo still restores it', () => {
    const campaignId = played()
    expect(lastCommandEntry(db, campaignId)).not.toHaveProperty('stateBefore')
    for (const e of latestStateEntries(db, campaignId, 3)) expect(e).not.toHaveProperty('stateBefore')
    for (const e of historyPage(db, campaignId, { offset: 0, limit: 50 })) expect(e).not.toHaveProperty('stateBefore')
    // The state before the last placement, read by undo alone.
    undoLastCommand(db, { campaignId, actor: ORGANIZER, expectedVersion: findCampaign(db, campaignId)!.version })
    expect(Object.keys(findCampaign(db, campaignId)!.state.control).sort()).toEqual(['dantooine', 'hoth'])
  })
})
