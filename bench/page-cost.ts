// What a page costs the server against what it could cost: a real file under /_next/static served by the same
// server, and a plain `node:http` server (its own process) sending the same page's bytes, compressed the way
// the app's server compresses them. Everything is warmed first, then measured in interleaved rounds, one
// request at a time, so a slow moment of the machine falls on every target alike. CPU is the serving
// process's own (all its threads, bench/server-cpu.ts), per request.
import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { freePort } from '../e2e/support/standalone'
import { processCpuMs } from './server-cpu'
import { rows, section } from './table'

export interface CostTarget {
  what: string
  url: string
  headers?: Record<string, string>
  /**
   * Asked each time at an address never asked before (a query the page ignores): rendered every time, where the
   * same page asked again at the same state is sent as kept (lib/server/kept-pages).
   */
  fresh?: boolean
}

interface Sample {
  waits: number[]
  cpu: number[]
  bytes: number
  status: number
}

const WARM_ROUNDS = Number(process.env.BENCH_WARM_ROUNDS ?? 30)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60)

function quantile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length

/** A file the build wrote under .next/static (the largest stylesheet, else the largest script): a real static file. */
export function staticFileUrl(buildDir = '.next'): string {
  const files: { url: string; size: number; css: boolean }[] = []
  const walk = (dir: string, url: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) walk(full, `${url}/${name}`)
      else if (/\.(css|js)$/.test(name)) files.push({ url: `${url}/${name}`, size: statSync(full).size, css: name.endsWith('.css') })
    }
  }
  walk(path.join(buildDir, 'static'), '/_next/static')
  const pick = files.filter((f) => f.css).sort((a, b) => b.size - a.size)[0] ?? files.sort((a, b) => b.size - a.size)[0]
  if (!pick) throw new Error('no file under .next/static: run `npm run build` first')
  return pick.url
}

// The plain server: the page's bytes from a file, gzipped per request when the client takes gzip (as the
// app's server does), with the headers a page carries.
const PLAIN_SERVER = `
const http = require('node:http'); const zlib = require('node:zlib'); const fs = require('node:fs')
const body = fs.readFileSync(process.argv[1]); const gzip = process.argv[2] === 'gzip'
http.createServer((req, res) => {
  const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' }
  if (gzip && /gzip/.test(req.headers['accept-encoding'] || '')) {
    res.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' }); res.end(zlib.gzipSync(body))
  } else { res.writeHead(200, headers); res.end(body) }
}).listen(Number(process.argv[3]), '127.0.0.1', () => console.log('listening'))
`

async function startPlainServer(bodyFile: string, gzip: boolean): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort()
  const child = spawn(process.execPath, ['-e', PLAIN_SERVER, bodyFile, gzip ? 'gzip' : 'identity', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve())
    child.once('exit', (code) => reject(new Error(`plain server exited ${code}`)))
  })
  return { url: `http://127.0.0.1:${port}`, child }
}

let asked = 0

async function once(base: string, pid: number, target: CostTarget, sample: Sample, record: boolean): Promise<void> {
  const url = target.fresh ? `${target.url}${target.url.includes('?') ? '&' : '?'}fresh=${++asked}` : target.url
  const cpuBefore = processCpuMs(pid)
  const start = performance.now()
  const response = await fetch(`${base}${url}`, { redirect: 'manual', headers: target.headers })
  const body = await response.arrayBuffer()
  const wait = performance.now() - start
  // Work the server does after the last byte (a GC, closing) falls on the next request read: interleaving
  // spreads it over every target.
  const cpu = processCpuMs(pid) - cpuBefore
  sample.status = response.status
  sample.bytes = body.byteLength
  if (record) {
    sample.waits.push(wait)
    sample.cpu.push(cpu)
  }
}

/**
 * Measures `targets` on the app's server at `serverUrl` (process `serverPid`) against its static file and
 * a plain server sending `plainPage`'s bytes, and adds the table's rows. Returns each target's mean CPU, ms.
 */
export async function pageCost(
  serverUrl: string,
  serverPid: number,
  targets: CostTarget[],
  plainPage: CostTarget,
  workDir: string,
): Promise<Map<string, number>> {
  const staticUrl = staticFileUrl()
  const first = await fetch(`${serverUrl}${plainPage.url}`, { headers: plainPage.headers })
  const gzip = first.headers.get('content-encoding') === 'gzip'
  const pageBytes = Buffer.from(await first.arrayBuffer())
  const bodyFile = path.join(workDir, 'plain-page.html')
  writeFileSync(bodyFile, pageBytes)
  const plain = await startPlainServer(bodyFile, gzip)
  try {
    const all: { target: CostTarget; base: string; pid: number }[] = [
      { target: { what: `static file ${staticUrl.split('/').pop()} (same server)`, url: staticUrl }, base: serverUrl, pid: serverPid },
      {
        target: { what: `plain node:http, ${plainPage.what}'s ${(pageBytes.length / 1024).toFixed(0)} KiB`, url: '/' },
        base: plain.url,
        pid: plain.child.pid!,
      },
      ...targets.map((target) => ({ target, base: serverUrl, pid: serverPid })),
    ]
    const samples = all.map((): Sample => ({ waits: [], cpu: [], bytes: 0, status: 0 }))
    for (let round = 0; round < WARM_ROUNDS + ROUNDS; round++) {
      // Interleaved, and each round in a different order, so no target always follows the same one.
      const order = all.map((_, i) => i)
      for (let i = order.length - 1; i > 0; i--) {
        const j = (round * 7919 + i * 104729) % (i + 1)
        ;[order[i], order[j]] = [order[j]!, order[i]!]
      }
      for (const i of order) await once(all[i]!.base, all[i]!.pid, all[i]!.target, samples[i]!, round >= WARM_ROUNDS)
    }
    const staticCpu = mean(samples[0]!.cpu)
    const plainCpu = mean(samples[1]!.cpu)
    section(
      `page cost: ${WARM_ROUNDS} warm rounds, then ${ROUNDS} interleaved rounds, one request at a time; CPU = serving process, ms/request; ×static = over the static file; ×plain in the note`,
    )
    const result = new Map<string, number>()
    for (const [i, { target }] of all.entries()) {
      const s = samples[i]!
      const cpu = mean(s.cpu)
      result.set(target.what, cpu)
      rows.push({
        what: target.what,
        p50: quantile(s.waits, 0.5),
        p95: quantile(s.waits, 0.95),
        cpu,
        ratio: cpu / staticCpu,
        bytes: s.bytes,
        note: `${(cpu / plainCpu).toFixed(1)}× plain${s.status === 200 ? '' : `; status ${s.status}`}`,
      })
    }
    return result
  } finally {
    plain.child.kill('SIGTERM')
  }
}
