import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { seed, cookieFor } from '../http'

const dir = mkdtempSync(path.join(tmpdir(), 'prof-'))
const database = path.join(dir, 'p.db')
const { mid } = seed(database)
const page = process.argv[2] ?? '/map'
const port = 3999
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof/out', '--cpu-prof-interval=250', '.next/standalone/rim-command-server.mjs'], {
  env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATABASE_PATH: database, KEPT_PAGES_MB: process.env.KEPT ?? '0' },
  stdio: ['ignore', 'pipe', 'inherit'],
})
await new Promise<void>((resolve) => child.stdout!.on('data', (c: Buffer) => c.toString().includes('listening') && resolve()))
const headers = page === '/history' ? cookieFor(mid.campaignId, mid.tokens.organizer!) : cookieFor(mid.campaignId, mid.tokens['empire-1']!)
const url = `http://127.0.0.1:${port}/campaigns/${mid.campaignId}${page}`
for (let i = 0; i < 30; i++) await (await fetch(url, { headers: { ...headers, 'accept-encoding': 'gzip' } })).arrayBuffer()
const t = performance.now()
for (let i = 0; i < 200; i++) await (await fetch(url, { headers: { ...headers, 'accept-encoding': 'gzip' } })).arrayBuffer()
console.log('mean wait', ((performance.now() - t) / 200).toFixed(1))
child.kill('SIGTERM')
await new Promise((r) => child.once('exit', r))
console.log(readdirSync('/tmp/prof/out'))
