// `npm run bench:import-stretches`: the server's import of the bench's heaviest
// campaign file, run in this process, and every stretch it held the event loop without a pause longer than
// STRETCH_MS. A stretch that long is a wait for every other request (bench/import.ts measures the waits).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { closeDbConnection, openDb } from '../db/client'
import { importCampaignInSteps } from '../lib/server/import-campaign'
import { issuedLinksView } from '../lib/server/issued-links'
import { overrideCampaignFile } from '../lib/server/testing/override-campaign-file'

const OVERRIDES = Number(process.env.BENCH_IMPORT_OVERRIDES ?? 60_026)
const STRETCH_MS = Number(process.env.STRETCH_MS ?? 20)

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'rim-command-stretches-'))
  const db = openDb(path.join(dir, 'import.db'))
  const file = overrideCampaignFile(OVERRIDES)
  const stretches: { at: number; ms: number }[] = []
  let running = true
  let last = performance.now()
  const start = last
  // One turn of the event loop after another: the time between two turns is what the import held it.
  const tick = () => {
    const now = performance.now()
    if (now - last > STRETCH_MS) stretches.push({ at: last - start, ms: now - last })
    last = now
    if (running) setImmediate(tick)
  }
  setImmediate(tick)
  try {
    const issued = await importCampaignInSteps(db, file, new Date())
    // What the route answers with, as the route does right after the import.
    issuedLinksView(db, issued, 'http://localhost')
    await new Promise((resolve) => setImmediate(resolve))
  } finally {
    running = false
    closeDbConnection(db)
    rmSync(dir, { recursive: true, force: true })
  }
  const total = performance.now() - start
  console.log(`import of ${(Buffer.byteLength(file) / 1e6).toFixed(1)} MB: ${total.toFixed(0)} ms`)
  console.log(`stretches over ${STRETCH_MS} ms: ${stretches.length}; longest ${Math.max(0, ...stretches.map((s) => s.ms)).toFixed(0)} ms`)
  for (const s of stretches) console.log(`  at ${s.at.toFixed(0)} ms: ${s.ms.toFixed(0)} ms`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
