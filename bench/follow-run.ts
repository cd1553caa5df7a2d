// `npm run bench:follow`: what a whole campaign's changes cost the server in the seven pages that follow them
// (bench/follow.ts), on the built server of this checkout, or of BENCH_APP_DIR (another checkout's build, to
// compare). Numbers, not asserts. Needs `npm run build`.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { closeDbConnection, openDb } from '../db/client'
import { freePort, startStandalone } from '../e2e/support/standalone'
import { followBench, seedWholeCampaigns } from './follow'

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'rim-command-follow-'))
  const database = path.join(dir, 'follow.db')
  const db = openDb(database)
  const campaigns = seedWholeCampaigns(db)
  closeDbConnection(db)
  const server = await startStandalone({ port: await freePort(), database, appDir: process.env.BENCH_APP_DIR })
  try {
    const r = await followBench(server.url, server.process.pid!, campaigns)
    console.log(`${r.changes} changes of a whole campaign, seven people on ${Object.keys(r.reloadShare).join(' ')}`)
    console.log(`command alone: ${r.commandCpu.toFixed(1)} ms of server CPU; with its seven pages following: ${r.watchedCpu.toFixed(1)} ms`)
    console.log(`beyond the command: ${(r.watchedCpu - r.commandCpu).toFixed(1)} ms per change`)
    console.log(
      `per change: ${r.reloadsPerChange.toFixed(2)} page reloads, ${r.overlaysPerChange.toFixed(2)} pages followed by their overlay; wait until all follow p50 ${r.waitP50.toFixed(0)} ms, p95 ${r.waitP95.toFixed(0)} ms`,
    )
    console.log(
      `share of changes each page reloaded for: ${Object.entries(r.reloadShare)
        .map(([p, s]) => `${p} ${(s * 100).toFixed(0)}%`)
        .join(', ')}`,
    )
  } finally {
    server.process.kill('SIGTERM')
    await server.exited
    rmSync(dir, { recursive: true, force: true })
  }
}

void main()
