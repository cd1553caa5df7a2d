// The Chromium the end-to-end tests drive. Playwright cannot download its browsers where only the npm registry
// and Debian's packages are reachable, so the tests look for one already there: CHROMIUM_PATH, a Chromium or
// Chrome on PATH, Playwright's own cache, or one this script unpacked before. Where there is none it brings
// the headless Chromium that @sparticuz/chromium ships inside its npm tarball (Linux x64), unpacked once into
// a cache outside the project, so that it weighs on no `npm install`; elsewhere it stops at once with the
// one command that fixes it. `node scripts/chromium.mjs` prints the one it finds or brings.
import { execFileSync } from 'node:child_process'
import { accessSync, constants, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { homedir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'

/** The package and version brought when no browser is found (Chromium 153, driven by Playwright 1.65). */
export const PACKAGED_CHROMIUM = { name: '@sparticuz/chromium', version: '153.0.0' }

/**
 * Names a system Chromium or Chrome goes by on PATH, in order; CHROMIUM_NAMES (comma-separated) replaces them.
 * The headless shell first: the same Blink and Skia (the pages look the same, screenshots included) without
 * the full browser around it, which on two cores makes the end-to-end tests about a fifth faster.
 */
export const SYSTEM_NAMES = ['chromium-headless-shell', 'chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']

export const FIX = 'sudo apt-get install -y chromium-headless-shell   (or set CHROMIUM_PATH to a Chromium or Chrome binary)'

const isExecutable = (file) => {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** Where the packaged Chromium is unpacked: CHROMIUM_CACHE, else the user's cache folder. */
export function cacheDir(env = process.env) {
  const base = env.CHROMIUM_CACHE || path.join(env.XDG_CACHE_HOME || path.join(env.HOME || homedir(), '.cache'), 'rim-command')
  return path.join(base, `sparticuz-chromium-${PACKAGED_CHROMIUM.version}`)
}

/** The environment the unpacked Chromium needs: its own NSS libraries and fonts. */
function packagedEnv(dir) {
  return { LD_LIBRARY_PATH: path.join(dir, 'al2023', 'lib'), FONTCONFIG_PATH: path.join(dir, 'fonts') }
}

function playwrightsOwn() {
  try {
    const { chromium } = createRequire(import.meta.url)('playwright-core')
    return chromium.executablePath()
  } catch {
    return null
  }
}

/**
 * The first browser found, or null: `{ path, source, env }` (env: what to add to the browser's environment).
 * `playwrightPath` stands for Playwright's own browser (tests hide it with null).
 */
export function findChromium({ env = process.env, playwrightPath = playwrightsOwn() } = {}) {
  if (env.CHROMIUM_PATH) {
    if (!isExecutable(env.CHROMIUM_PATH)) throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file.`)
    return { path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH', env: {} }
  }
  const names = env.CHROMIUM_NAMES !== undefined ? env.CHROMIUM_NAMES.split(',').filter(Boolean) : SYSTEM_NAMES
  for (const name of names) {
    for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
      const file = path.join(dir, name)
      if (isExecutable(file)) return { path: file, source: 'PATH', env: {} }
    }
  }
  if (playwrightPath && isExecutable(playwrightPath)) return { path: playwrightPath, source: 'Playwright', env: {} }
  const dir = cacheDir(env)
  const cached = path.join(dir, 'chromium')
  if (isExecutable(cached)) return { path: cached, source: PACKAGED_CHROMIUM.name, env: packagedEnv(dir) }
  return null
}

/** Unpacks a brotli-compressed tar into `dir` with the system's tar. */
function untarBrotli(file, dir) {
  mkdirSync(dir, { recursive: true })
  execFileSync('tar', ['-x', '-C', dir], { input: brotliDecompressSync(readFileSync(file)), maxBuffer: 1 << 30 })
}

/**
 * Brings the packaged Chromium into the cache: `npm pack` fetches the package's tarball from the registry (no
 * dependency, no install script), and its brotli files are unpacked into a folder renamed into place once
 * whole, so that a run cut short leaves nothing half-made. `run` stands for execFileSync (tests).
 */
export function installPackagedChromium({ env = process.env, run = execFileSync, log = console.error } = {}) {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`No Chromium found, and ${PACKAGED_CHROMIUM.name} ships one for Linux x64 only. Fix: ${FIX}`)
  }
  const dir = cacheDir(env)
  const work = `${dir}.partial-${process.pid}`
  rmSync(work, { recursive: true, force: true })
  mkdirSync(work, { recursive: true })
  try {
    log(`No Chromium found: bringing ${PACKAGED_CHROMIUM.name}@${PACKAGED_CHROMIUM.version} from the npm registry into ${dir} (once).`)
    const spec = `${PACKAGED_CHROMIUM.name}@${PACKAGED_CHROMIUM.version}`
    const packed = run('npm', ['pack', spec, '--silent', '--pack-destination', work], { cwd: work, env, encoding: 'utf8' }).trim().split('\n').at(-1)
    run('tar', ['-xzf', path.join(work, packed), '-C', work])
    const bin = path.join(work, 'package', 'bin')
    writeFileSync(path.join(work, 'chromium'), brotliDecompressSync(readFileSync(path.join(bin, 'chromium.br'))), { mode: 0o755 })
    untarBrotli(path.join(bin, 'fonts.tar.br'), path.join(work, 'fonts'))
    // The package's fonts.conf names Lambda's folders: this one names the system's fonts and the shipped ones.
    const fonts = ['/usr/share/fonts', '/usr/local/share/fonts', path.join(dir, 'fonts')].map((d) => `  <dir>${d}</dir>`).join('\n')
    writeFileSync(
      path.join(work, 'fonts', 'fonts.conf'),
      `<?xml version="1.0"?>\n<fontconfig>\n${fonts}\n  <cachedir>${path.join(dir, 'fonts-cache')}</cachedir>\n</fontconfig>\n`,
    )
    untarBrotli(path.join(bin, 'al2023.tar.br'), path.join(work, 'al2023'))
    rmSync(path.join(work, 'package'), { recursive: true, force: true })
    rmSync(path.join(work, packed), { force: true })
    rmSync(dir, { recursive: true, force: true })
    renameSync(work, dir)
  } catch (error) {
    rmSync(work, { recursive: true, force: true })
    throw new Error(`No Chromium found, and bringing ${PACKAGED_CHROMIUM.name} failed (${error.message.split('\n')[0]}). Fix: ${FIX}`)
  }
  return { path: path.join(dir, 'chromium'), source: PACKAGED_CHROMIUM.name, env: packagedEnv(dir) }
}

/** A browser for the tests: the one found, else the packaged one brought now. */
export function ensureChromium(options = {}) {
  return findChromium(options) ?? installPackagedChromium(options)
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  try {
    const found = ensureChromium()
    console.log(`${found.path} (${found.source})`)
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
}
