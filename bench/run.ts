// `npm run bench`: how long the engine and the use cases take on this machine, then the built server's pages,
// polling, bundles and how long a light request waits while another client does the heaviest thing it may
// (bench/http.ts); one table at the end. Numbers, not asserts.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { openDb } from '../db/client'
import { findCampaign } from '../db/repositories/campaigns'
import { insertHistory } from '../db/repositories/history'
import { checkCampaignFile } from '../lib/campaign/campaign-file'
import type { AnyCommand, CreateCampaignCommand } from '../lib/campaign/commands'
import { replay } from '../lib/campaign/engine'
import { createCampaign } from '../lib/server/create-campaign'
import { exportCampaign } from '../lib/server/export-campaign'
import { getCampaignView } from '../lib/server/get-campaign-view'
import { getCampaignVersion } from '../lib/server/get-campaign-version'
import { importCampaign } from '../lib/server/import-campaign'
import { largeCampaignFile } from '../lib/server/testing/large-campaign-file'
import { runCommand } from '../lib/server/run-command'
import { undoLastCommand } from '../lib/server/undo-last-command'
import { httpBench } from './http'
import { noticesBench } from './notices'
import { printTable, rows, section } from './table'

const CREATE: CreateCampaignCommand = {
  type: 'create-campaign',
  name: 'Bench',
  preset: 'green-knight',
  players: { empire: ['A', 'B', 'C'], rebels: ['D', 'E', 'F'] },
  grandAdmirals: { empire: 0, rebels: 0 },
}
const PLACEMENTS = [
  ['empire-1', 'dantooine'],
  ['rebels-1', 'hoth'],
  ['empire-2', 'felucia'],
  ['rebels-2', 'ryloth'],
  ['empire-3', 'kessel'],
  ['rebels-3', 'yavin'],
] as const
const DEFENSES = ['ion-cannon', 'armed-station', 'fighter-wing'] as const
const REASSIGNMENTS = 2000
/** BENCH_ENGINE=0 skips the in-process part; BENCH_HTTP=0 the server's; BENCH_PAGES_ONLY=1 keeps the server's page costs alone. */
class SkipEngine extends Error {}

function time(label: string, runs: number, fn: () => void) {
  fn()
  const start = performance.now()
  for (let i = 0; i < runs; i++) fn()
  const ms = (performance.now() - start) / runs
  rows.push({ what: label, p50: ms, note: 'mean, in process' })
}

const dir = mkdtempSync(path.join(tmpdir(), 'rim-command-bench-'))
const db = openDb(path.join(dir, 'bench.db'))
section('engine and use cases, in process')
try {
  if (process.env.BENCH_ENGINE === '0') throw new SkipEngine()
  const { campaignId } = createCampaign(db, CREATE)
  const version = () => findCampaign(db, campaignId)!.version
  for (const [playerId, systemId] of PLACEMENTS) {
    runCommand(db, { campaignId, actor: { role: 'organizer' }, command: { type: 'place-base', playerId, systemId }, expectedVersion: version() })
  }
  const history: AnyCommand[] = [CREATE, ...PLACEMENTS.map(([playerId, systemId]) => ({ type: 'place-base' as const, playerId, systemId }))]
  let n = 0
  const assign = (): AnyCommand => {
    n += 1
    const rot = (k: number) => DEFENSES[(n + k) % 3]!
    return {
      type: 'assign-base-defenses',
      team: 'rebels',
      assignments: [
        { systemId: 'hoth', defense: rot(0) },
        { systemId: 'ryloth', defense: rot(1) },
        { systemId: 'yavin', defense: rot(2) },
      ],
    }
  }
  time('runCommand: one command, checked and written (SQLite, WAL)', 200, () => {
    const command = assign()
    if (command.type !== 'create-campaign') runCommand(db, { campaignId, actor: { role: 'organizer' }, command: command as never, expectedVersion: version() })
  })
  for (let i = 0; i < REASSIGNMENTS; i++) history.push(assign())
  time(`replay: ${history.length} commands through the engine`, 20, () => {
    if (!replay(history).ok) throw new Error('replay failed')
  })
  time('getCampaignVersion: what every open page polls', 2000, () => getCampaignVersion(db, campaignId))
  time('getCampaignView: one page read model', 500, () => getCampaignView(db, campaignId, { role: 'player', playerId: 'empire-1' }))
  const text = JSON.stringify(exportCampaign(db, campaignId, { role: 'organizer' }).file)
  time(`checkCampaignFile: import check of a ${(text.length / 1024).toFixed(0)} KiB file`, 20, () => {
    if (!checkCampaignFile(text).ok) throw new Error('check failed')
  })
  // Import of a 5,000-entry campaign: the file's check (with its replay), then the history written.
  const longFile = largeCampaignFile(1_500_000)
  const longCheck = checkCampaignFile(longFile)
  if (!longCheck.ok) throw new Error('large file refused')
  const longRows = longCheck.file.history.map((e, i) => ({
    kind: e.kind,
    actor: e.actor,
    at: new Date(e.at),
    payload: e.payload,
    rulesVersion: e.kind === 'command' ? (e.rulesVersion ?? 1) : 1,
    place: longCheck.places?.[i],
  }))
  const target = importCampaign(db, longFile).campaignId
  let writeMs = 0
  const WRITES = 10
  for (let i = 0; i < WRITES; i++) {
    db.$client.prepare('delete from history_entries where campaign_id = ?').run(target)
    const start = performance.now()
    db.transaction(() => insertHistory(db, target, longRows))
    writeMs += performance.now() - start
  }
  rows.push({
    what: `import: ${longRows.length.toLocaleString('en')} history entries written in one transaction`,
    p50: writeMs / WRITES,
    note: 'mean, in process',
  })
  time(`import: the whole ${(longFile.length / 1024 / 1024).toFixed(1)} MiB file, checked and written`, 5, () => void importCampaign(db, longFile))
  // Undo on a long campaign: the state before the last command is stored, so no replay.
  const organizer = { role: 'organizer' } as const
  const send = () => runCommand(db, { campaignId, actor: organizer, command: assign() as never, expectedVersion: version() })
  while (findCampaign(db, campaignId)!.version < 3000) send()
  let undoMs = 0
  const UNDOS = 50
  for (let i = 0; i < UNDOS; i++) {
    send()
    const start = performance.now()
    undoLastCommand(db, { campaignId, actor: organizer, expectedVersion: version() })
    undoMs += performance.now() - start
  }
  rows.push({ what: 'undoLastCommand: on a 3,000-command campaign', p50: undoMs / UNDOS, note: 'mean, in process' })
  noticesBench(db)
} catch (error) {
  if (!(error instanceof SkipEngine)) throw error
} finally {
  db.$client.close()
  rmSync(dir, { recursive: true, force: true })
}

try {
  if (process.env.BENCH_HTTP !== '0') await httpBench()
} finally {
  printTable()
}
