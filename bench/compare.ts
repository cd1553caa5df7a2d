// `npm run bench:compare -- <other build's directory>`: two builds of the app side by side, each on its own copy
// of the same seeded database, every page asked of both in interleaved rounds, one request at a time, so that
// a busy moment of the machine falls on both alike. Prints each page's server CPU per request on both, and
// what the second (this directory's build) saves. Needs both directories built (`npm run build`).
import { spawn, type ChildProcess } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { freePort } from '../e2e/support/standalone'
import { campaignPages, seed } from './http'
import { staticFileUrl, type CostTarget } from './page-cost'
import { processCpuMs } from './server-cpu'

const WARM_ROUNDS = Number(process.env.BENCH_WARM_ROUNDS ?? 20)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50)

interface Server {
  name: string
  url: string
  child: ChildProcess
  staticUrl: string
}

async function start(name: string, dir: string, database: string): Promise<Server> {
  const port = await freePort()
  const child = spawn(process.execPath, [path.join(dir, '.next/standalone/rim-command-server.mjs')], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATABASE_PATH: database },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  await new Promise<void>((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('listening on')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`${name} exited ${code}: ${output}`)))
  })
  return { name, url: `http://127.0.0.1:${port}`, child, staticUrl: staticFileUrl(path.join(dir, '.next')) }
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN

async function main() {
  const before = process.argv[2]
  if (!before) throw new Error('usage: npm run bench:compare -- <directory of the build to compare with>')
  const dir = mkdtempSync(path.join(tmpdir(), 'rim-command-compare-'))
  const database = path.join(dir, 'a.db')
  const { demo, mid, long, entries, demoEntries, midEntries } = seed(database)
  copyFileSync(database, path.join(dir, 'b.db'))
  const servers = [await start('before', path.resolve(before), database), await start('after', process.cwd(), path.join(dir, 'b.db'))]
  try {
    const targets: (CostTarget | 'static')[] = [
      'static',
      ...campaignPages([
        [demoEntries, demo],
        [midEntries, mid],
        [entries, long],
      ]),
    ]
    const cpu = targets.map(() => servers.map((): number[] => []))
    const waits = targets.map(() => servers.map((): number[] => []))
    for (let round = 0; round < WARM_ROUNDS + ROUNDS; round++) {
      const order = targets.flatMap((_, t) => servers.map((_, s) => [t, s] as const))
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1))
        ;[order[i], order[j]] = [order[j]!, order[i]!]
      }
      for (const [t, s] of order) {
        const server = servers[s]!
        const target = targets[t]!
        const url = target === 'static' ? server.staticUrl : target.url
        const cpuBefore = processCpuMs(server.child.pid!)
        const started = performance.now()
        const response = await fetch(`${server.url}${url}`, { headers: target === 'static' ? {} : target.headers, redirect: 'manual' })
        await response.arrayBuffer()
        if (response.status !== 200) throw new Error(`${server.name} ${url}: ${response.status}`)
        if (round >= WARM_ROUNDS) {
          waits[t]![s]!.push(performance.now() - started)
          cpu[t]![s]!.push(processCpuMs(server.child.pid!) - cpuBefore)
        }
      }
    }
    const staticCpu = servers.map((_, s) => mean(cpu[0]![s]!))
    console.log(
      `\n${WARM_ROUNDS} warm rounds, then ${ROUNDS} rounds interleaved over both servers; CPU = the server process's, ms/request (mean); ×static = over its own static file`,
    )
    console.log(
      `${'page'.padEnd(22)} ${'before'.padStart(8)} ${'after'.padStart(8)} ${'saved'.padStart(7)} ${'×static b'.padStart(9)} ${'×static a'.padStart(9)} ${'p50 b'.padStart(7)} ${'p50 a'.padStart(7)}`,
    )
    for (const [t, target] of targets.entries()) {
      const [b, a] = servers.map((_, s) => mean(cpu[t]![s]!)) as [number, number]
      const [wb, wa] = servers.map((_, s) => median(waits[t]![s]!)) as [number, number]
      const name = target === 'static' ? 'static file' : target.what
      console.log(
        `${name.padEnd(22)} ${b.toFixed(2).padStart(8)} ${a.toFixed(2).padStart(8)} ${`${(((b - a) / b) * 100).toFixed(0)}%`.padStart(7)} ${(b / staticCpu[0]!).toFixed(1).padStart(8)}× ${(a / staticCpu[1]!).toFixed(1).padStart(8)}× ${wb.toFixed(1).padStart(7)} ${wa.toFixed(1).padStart(7)}`,
      )
    }
  } finally {
    for (const server of servers) server.child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 500))
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
