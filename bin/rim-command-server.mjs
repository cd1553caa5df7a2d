// The production server: `npm run build` copies this file into .next/standalone, a self-contained app
// (`node .next/standalone/rim-command-server.mjs` runs it without the repository's node_modules).
//
// Environment: HOST and PORT to bind (0.0.0.0:3000 by default); DATABASE_PATH (relative to the directory
// the server is started from; data/rim-command.db by default); PUBLIC_URL, the address players use
// (https://rim.example.org), which then names the origin of every link and of every form post. Without
// it, the origin comes from the reverse proxy's X-Forwarded-Proto and X-Forwarded-Host, else Host.
// TRUST_PROXY=1 says a reverse proxy stands in front: the rate limit then keys on the address it adds to
// X-Forwarded-For instead of the connection's.
//
// On SIGTERM or SIGINT it stops accepting connections, lets the requests in flight finish, checkpoints
// the WAL and closes the database, then exits 0. It logs one line per request, personal tokens hidden.
import { rmSync, writeFileSync, readFileSync, existsSync } from 'node:fs'
import http from 'node:http'
import module from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const require = module.createRequire(import.meta.url)
const appDir = path.dirname(fileURLToPath(import.meta.url))
const SHUTDOWN_GRACE_MS = 10_000

function fail(message) {
  console.error(message)
  process.exit(1)
}

if (!existsSync(path.join(appDir, '.next', 'BUILD_ID'))) {
  fail('This is not a built app: run `npm run build`, then start .next/standalone/rim-command-server.mjs.')
}

function parsePublicUrl(value) {
  if (!value?.trim()) return null
  let url
  try {
    url = new URL(value.trim())
  } catch {
    fail(`PUBLIC_URL is not a URL: ${value}`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') fail(`PUBLIC_URL must start with https:// or http://: ${value}`)
  if (url.pathname !== '/' || url.search) fail(`PUBLIC_URL must be an origin without a path (https://rim.example.org): ${value}`)
  return url
}

// Resolved before the chdir below: a relative path means relative to where the server was started,
// never inside the build output (which the next build replaces).
process.env.DATABASE_PATH = path.resolve(process.env.DATABASE_PATH?.trim() || 'data/rim-command.db')
process.env.NODE_ENV = 'production'
const host = process.env.HOST?.trim() || '0.0.0.0'
const port = Number.parseInt(process.env.PORT ?? '', 10) || 3000
const publicUrl = parsePublicUrl(process.env.PUBLIC_URL)
const pidFile = `${process.env.DATABASE_PATH}.server-pid`
process.chdir(appDir)

const { config } = JSON.parse(readFileSync(path.join(appDir, '.next', 'required-server-files.json'), 'utf8'))
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config)
const next = require('next')
const app = next({ dev: false, dir: appDir, conf: config, hostname: host, port })
const handle = app.getRequestHandler()

/** The path as logged: a personal link's token is a password. */
function loggedPath(url) {
  const pathname = (url ?? '/').split('?')[0]
  return pathname.replace(/^\/join\/[^/]+/, '/join/[token]')
}

function logRequest(req, res, startedAt) {
  const ms = Number(process.hrtime.bigint() - startedAt) / 1e6
  const status = res.writableFinished ? res.statusCode : `${res.statusCode} aborted`
  console.log(`${new Date().toISOString()} ${req.method} ${loggedPath(req.url)} ${status} ${ms.toFixed(1)}ms`)
}

let shuttingDown = false

/**
 * The largest body /import/file takes: CAMPAIGN_FILE_BODY_MAX_BYTES (lib/server/http/import-request.ts), a 20 MB
 * file and the form fields around it. Repeated here because this file runs outside the app's bundles.
 */
const CAMPAIGN_FILE_BODY_MAX_BYTES = 20 * 1024 * 1024 + 64 * 1024

// The headers proxy.ts sets on every response it sees; Next's static files and the answers this server gives
// by itself do not pass through it.
const BASE_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
}
const STATIC_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

function setBaseSecurityHeaders(req, res) {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) res.setHeader(name, value)
  // Pages get a policy with a nonce from proxy.ts; a static file (a script, a font, an image) needs none to be read.
  if ((req.url ?? '').startsWith('/_next/')) res.setHeader('Content-Security-Policy', STATIC_POLICY)
}

/**
 * A campaign file announced over the limit is answered from its headers, before a byte of it is read: Next
 * would read the whole body before proxy.ts could refuse it. The connection is closed after the answer.
 */
function refuseAnnouncedOversizedFile(req, res) {
  if (req.method !== 'POST' || (req.url ?? '').split('?')[0] !== '/import/file') return false
  if (!(Number(req.headers['content-length'] ?? '0') > CAMPAIGN_FILE_BODY_MAX_BYTES)) return false
  res.setHeader('Connection', 'close')
  res.setHeader('Cache-Control', 'no-store')
  const navigation = req.headers['sec-fetch-mode'] === 'navigate' || (req.headers.accept ?? '').includes('text/html')
  if (navigation) {
    // The import page words it, as for the refusals proxy.ts makes.
    res.writeHead(303, { Location: '/import?error=BAD_FILE&detail=too-large' }).end()
  } else {
    // The import page's own answer, in the request's language (ImportFile.problem.too-large in the catalogue).
    const french = /(?:^|;\s*)rim-locale=fr\b/.test(req.headers.cookie ?? '') || /^\s*fr\b/i.test(req.headers['accept-language'] ?? '')
    const message = french
      ? 'Ce fichier est trop volumineux pour être un fichier de campagne (20 Mo au plus).'
      : 'This file is too large to be a campaign file (20 MB at most).'
    res.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8' })
    res.end(JSON.stringify({ status: 'error', error: 'BAD_FILE', detail: 'too-large', message }))
  }
  return true
}

/** An open page's event stream: served by the app's own writer once the app offered it (lib/server/event-stream.ts). */
const EVENTS_PATH = /^\/api\/campaigns\/([A-Za-z0-9_-]+)\/events(?:\?.*)?$/

function serveEvents(req, res) {
  const serve = globalThis.rimCommandServeEvents
  const match = req.method === 'GET' && serve ? EVENTS_PATH.exec(req.url ?? '') : null
  if (!match) return false
  try {
    serve(req, res, match[1])
  } catch (error) {
    console.error(error)
    if (!res.headersSent) res.statusCode = 500
    res.end()
  }
  return true
}

/** A campaign page already rendered for this link at this state: sent again as it was (lib/server/kept-pages). */
function serveKeptPage(req, res) {
  const serve = globalThis.rimCommandServeKeptPage
  if (!serve) return false
  try {
    return serve(req, res)
  } catch (error) {
    // Never worse than rendering the page: the request goes on to Next.
    console.error(error)
    return false
  }
}

const server = http.createServer((req, res) => {
  const startedAt = process.hrtime.bigint()
  res.once('close', () => {
    logRequest(req, res, startedAt)
    // A keep-alive connection that just finished its last request must not hold the shutdown.
    if (shuttingDown) server.closeIdleConnections()
  })
  // The rate limit keys on this (lib/server/http/rate-limit.ts), never on a header the client could have set;
  // with TRUST_PROXY it reads the proxy's X-Forwarded-For instead.
  req.headers['x-rim-connection-address'] = req.socket.remoteAddress ?? ''
  setBaseSecurityHeaders(req, res)
  if (refuseAnnouncedOversizedFile(req, res)) return
  if (serveEvents(req, res)) return
  if (publicUrl) {
    // Next checks a form post's Origin against the forwarded host, and the links are built from it.
    req.headers['x-forwarded-proto'] = publicUrl.protocol.slice(0, -1)
    req.headers['x-forwarded-host'] = publicUrl.host
  }
  if (serveKeptPage(req, res)) return
  handle(req, res).catch((error) => {
    console.error(error)
    if (!res.headersSent) res.statusCode = 500
    res.end()
  })
})

// Node closes an idle keep-alive connection after 5 s, and a client that sends its next request on it at that
// instant gets "socket hang up": a proxy or a script reusing connections for longer than that would see it
// now and then. Idle connections stay open a minute (longer than the usual proxy's idle timeout), the
// headers' deadline just beyond it, as Node asks.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000

async function shutdown(signal) {
  if (shuttingDown) return
  shuttingDown = true
  console.log(`${signal} received: finishing the requests in flight`)
  const forced = setTimeout(() => {
    console.warn(`Requests still open after ${SHUTDOWN_GRACE_MS / 1000}s: closing them`)
    server.closeAllConnections()
  }, SHUTDOWN_GRACE_MS)
  forced.unref()
  // Open pages' live-update streams never end by themselves: end them (set by lib/server/campaign-events.ts).
  globalThis.rimCommandCloseStreams?.()
  await new Promise((resolve) => {
    server.close(resolve)
    server.closeIdleConnections()
  })
  clearTimeout(forced)
  try {
    await app.close?.()
    // The Discord notice sender (lib/server/notices/sender-handle.ts): what it has not posted stays in the outbox.
    await globalThis.rimCommandNoticeSender?.stop()
    // Set by db/client.ts when the app opened the database.
    globalThis.rimCommandCloseDb?.()
    rmSync(pidFile, { force: true })
    console.log('Stopped: database checkpointed and closed')
    process.exit(0)
  } catch (error) {
    console.error('Shutdown failed:', error)
    process.exit(1)
  }
}

process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))

try {
  // Runs instrumentation.ts, which opens and migrates the database, or stops the process if it must not.
  await app.prepare()
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
} catch (error) {
  fail(error?.stack ?? String(error))
}
writeFileSync(pidFile, `${process.pid}\n`)
console.log(`Rim Command listening on http://${host}:${port}${publicUrl ? `, public address ${publicUrl.origin}` : ''}`)
