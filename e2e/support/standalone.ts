// Starts the built standalone server (`npm run build`) as its own process, with its own port and database,
// for the specs that stop and restart it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

const FIRST_PORT = 3300
const PORTS_PER_WORKER = 100
/** The ports this process handed out: one just given is not bound yet, and a second call would find it free. */
const handedOut = new Set<number>()

/**
 * A free port for a server or a fake of a spec's own. Each of Playwright's parallel workers has its own hundred
 * (3300-3399 for the first, 3400-3499 for the second...): a port one worker probed free could otherwise be taken
 * by the other before it is bound, or while a spec restarts its server on it. Within a worker, no port is handed
 * out twice until all hundred have been.
 */
export async function freePort(): Promise<number> {
  const first = FIRST_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0) * PORTS_PER_WORKER
  const start = Math.floor(Math.random() * PORTS_PER_WORKER)
  for (let round = 0; round < 2; round++) {
    for (let i = 0; i < PORTS_PER_WORKER; i += 1) {
      const port = first + ((start + i) % PORTS_PER_WORKER)
      if (handedOut.has(port)) continue
      const free = await new Promise<boolean>((resolve) => {
        const probe = net.createServer().once('error', () => resolve(false))
        probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
      })
      if (free) {
        handedOut.add(port)
        return port
      }
    }
    handedOut.clear()
  }
  throw new Error(`no free port in ${first}-${first + PORTS_PER_WORKER - 1}`)
}

/** An e2e database path (in e2e/.data), wiped with its WAL siblings. */
export function freshDatabasePath(name: string): string {
  const file = path.join('e2e', '.data', name)
  for (const suffix of ['', '-wal', '-shm', '.server-pid']) rmSync(file + suffix, { force: true })
  return file
}

/** `npm run demo` against `database`, links naming `origin`: the organizer's link and each player's by name. */
export function seedDemo(database: string, origin: string): { organizer: string; players: Record<string, string> } {
  const run = spawnSync('npm', ['run', '--silent', 'demo'], { env: { ...process.env, DATABASE_PATH: database, PUBLIC_URL: origin }, encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`npm run demo failed: ${run.stderr}`)
  const players: Record<string, string> = {}
  let organizer = ''
  for (const match of run.stdout.matchAll(/^ {2}(.+?)(?: \((?:Empire|Rebels)\))?: (\S+)$/gm)) {
    if (match[1] === 'Organizer') organizer = match[2]!
    else players[match[1]!] = match[2]!
  }
  return { organizer, players }
}

export interface StandaloneServer {
  url: string
  port: number
  process: ChildProcess
  /** Everything the server printed so far. */
  output: () => string
  /** Resolves once the server printed a line matching `pattern`. */
  printed: (pattern: RegExp) => Promise<void>
  /** Resolves with the exit code once the process ended. */
  exited: Promise<number | null>
}

/** `appDir`: where the built app is (this checkout by default; a bench may compare another build). */
export async function startStandalone(options: { port: number; database: string; env?: Record<string, string>; appDir?: string }): Promise<StandaloneServer> {
  const child = spawn(process.execPath, [path.join(options.appDir ?? '.', '.next/standalone/rim-command-server.mjs')], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(options.port), DATABASE_PATH: options.database, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const watchers: { pattern: RegExp; resolve: () => void }[] = []
  const onData = (chunk: Buffer) => {
    output += chunk.toString()
    for (const w of [...watchers]) {
      if (w.pattern.test(output)) {
        watchers.splice(watchers.indexOf(w), 1)
        w.resolve()
      }
    }
  }
  child.stdout!.on('data', onData)
  child.stderr!.on('data', onData)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const printed = (pattern: RegExp) =>
    pattern.test(output)
      ? Promise.resolve()
      : Promise.race([
          new Promise<void>((resolve) => watchers.push({ pattern, resolve })),
          exited.then((code) => {
            throw new Error(`server exited (${code}) before printing ${pattern}:\n${output}`)
          }),
        ])
  await printed(/Rim Command listening on/)
  return { url: `http://127.0.0.1:${options.port}`, port: options.port, process: child, output: () => output, printed, exited }
}
