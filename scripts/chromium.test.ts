// How the end-to-end tests find their browser, on folders made here: the system's Chromium is hidden by giving
// the finder a PATH and names of its own, so that these tests pass and fail alike on a machine with or without one.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cacheDir, ensureChromium, findChromium, installPackagedChromium, PACKAGED_CHROMIUM } from './chromium.mjs'

let root: string

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'chromium-finder-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

function executable(file: string): string {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, '#!/bin/sh\n')
  chmodSync(file, 0o755)
  return file
}

/** An environment with no browser anywhere: an empty PATH folder and an empty cache. */
const bare = (extra: Record<string, string> = {}) => ({ PATH: path.join(root, 'empty-bin'), CHROMIUM_CACHE: path.join(root, 'cache'), ...extra })

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first, and refuses one that is not an executable file', () => {
    const own = executable(path.join(root, 'own', 'chrome'))
    executable(path.join(root, 'bin', 'chromium'))
    expect(findChromium({ env: bare({ CHROMIUM_PATH: own, PATH: path.join(root, 'bin') }), playwrightPath: null })).toEqual({
      path: own,
      source: 'CHROMIUM_PATH',
      env: {},
    })
    expect(() => findChromium({ env: bare({ CHROMIUM_PATH: path.join(root, 'missing') }), playwrightPath: null })).toThrow(/is not an executable file/)
  })

  it("finds the system's Chromium or Chrome on PATH, by the names given", () => {
    const chrome = executable(path.join(root, 'bin', 'google-chrome'))
    expect(findChromium({ env: bare({ PATH: `${path.join(root, 'empty-bin')}:${path.join(root, 'bin')}` }), playwrightPath: null })?.path).toBe(chrome)
    // CHROMIUM_NAMES replaces the names looked for: with none, the one on PATH is not taken.
    expect(findChromium({ env: bare({ PATH: path.join(root, 'bin'), CHROMIUM_NAMES: 'none' }), playwrightPath: null })).toBeNull()
  })

  it("falls back on Playwright's own browser, then on the packaged one with its libraries and fonts", () => {
    const playwright = executable(path.join(root, 'ms-playwright', 'chrome'))
    expect(findChromium({ env: bare(), playwrightPath: playwright })?.source).toBe('Playwright')
    expect(findChromium({ env: bare(), playwrightPath: path.join(root, 'not-installed') })).toBeNull()
    const dir = cacheDir(bare())
    expect(dir).toBe(path.join(root, 'cache', `sparticuz-chromium-${PACKAGED_CHROMIUM.version}`))
    executable(path.join(dir, 'chromium'))
    expect(findChromium({ env: bare(), playwrightPath: null })).toEqual({
      path: path.join(dir, 'chromium'),
      source: '@sparticuz/chromium',
      env: { LD_LIBRARY_PATH: path.join(dir, 'al2023', 'lib'), FONTCONFIG_PATH: path.join(dir, 'fonts') },
    })
  })
})

describe('installPackagedChromium', () => {
  it('stops with the one command that fixes it when the package cannot be brought, leaving nothing behind', () => {
    const failing = () => {
      throw new Error('npm error code E404')
    }
    expect(() => installPackagedChromium({ env: bare(), run: failing, log: () => undefined })).toThrow(
      /No Chromium found, and bringing @sparticuz\/chromium failed \(npm error code E404\)\. Fix: sudo apt-get install -y chromium/,
    )
    expect(findChromium({ env: bare(), playwrightPath: null })).toBeNull()
  })

  it('is not run when a browser is found', () => {
    const own = executable(path.join(root, 'own', 'chrome'))
    const never = () => {
      throw new Error('nothing should be fetched')
    }
    expect(ensureChromium({ env: bare({ CHROMIUM_PATH: own }), playwrightPath: null, run: never }).path).toBe(own)
  })
})
