import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { seed, cookieFor } from '../http'

const dir = mkdtempSync(path.join(tmpdir(), 'prof-'))
const database = path.join(dir, 'p.db')
const { mid } = seed(database)
const port = 3998
const child = spawn(process.execPath, ['.next/standalone/rim-command-server.mjs'], {
  env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATABASE_PATH: database },
  stdio: ['ignore', 'pipe', 'inherit'],
})
await new Promise<void>((resolve) => child.stdout!.on('data', (c: Buffer) => c.toString().includes('listening') && resolve()))
for (const page of ['', '/map', '/history', '/summary', '/turn']) {
  const headers = page === '/history' ? cookieFor(mid.campaignId, mid.tokens.organizer!) : cookieFor(mid.campaignId, mid.tokens['empire-1']!)
  const html = await (await fetch(`http://127.0.0.1:${port}/campaigns/${mid.campaignId}${page}`, { headers })).text()
  writeFileSync(`/tmp/prof/page${page.replace('/', '-') || '-overview'}.html`, html)
  const flight = [...html.matchAll(/<script[^>]*>self\.__next_f\.push\((.*?)\)<\/script>/gs)].reduce((n, m) => n + m[1]!.length, 0)
  const svg = [...html.matchAll(/<svg.*?<\/svg>/gs)].reduce((n, m) => n + m[0].length, 0)
  console.log(page || '/', 'html', html.length, 'flight', flight, 'svg', svg)
}
child.kill('SIGTERM')
