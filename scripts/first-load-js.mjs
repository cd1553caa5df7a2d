// The JavaScript a browser loads on the first visit to each page of the build, gzipped, read from the build's
// own manifests (`.next/build-manifest.json` for the framework's chunks, each page's client reference
// manifest for the chunks of its layouts, page and error boundaries). Used by the bundle budget check
// (`scripts/check-bundle-budgets.mjs`) and the bench.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import vm from 'node:vm'

function manifestsUnder(dir) {
  const found = []
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) found.push(...manifestsUnder(full))
    else if (name === 'page_client-reference-manifest.js') found.push(full)
  }
  return found
}

/** @returns {{ framework: number, routes: { route: string, bytes: number, chunks: string[] }[], gzipOf: (chunk: string) => number, textOf: (chunk: string) => string }} */
export function firstLoadJs(nextDir = '.next') {
  const build = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'))
  const sizes = new Map()
  const textOf = (chunk) => readFileSync(path.join(nextDir, chunk), 'utf8')
  const gzipOf = (chunk) => {
    if (!sizes.has(chunk)) sizes.set(chunk, gzipSync(readFileSync(path.join(nextDir, chunk)), { level: 9 }).length)
    return sizes.get(chunk)
  }
  const sum = (chunks) => [...chunks].reduce((total, chunk) => total + gzipOf(chunk), 0)
  const framework = new Set(build.rootMainFiles)
  const routes = []
  for (const file of manifestsUnder(path.join(nextDir, 'server', 'app'))) {
    const sandbox = {}
    vm.runInNewContext(readFileSync(file, 'utf8'), sandbox)
    for (const [route, manifest] of Object.entries(sandbox.__RSC_MANIFEST ?? {})) {
      const chunks = new Set(framework)
      for (const files of Object.values(manifest.entryJSFiles ?? {})) for (const chunk of files) chunks.add(chunk)
      routes.push({ route: route.replace(/\/page$/, '') || '/', bytes: sum(chunks), chunks: [...chunks] })
    }
  }
  routes.sort((a, b) => a.route.localeCompare(b.route))
  return { framework: sum(framework), routes, gzipOf, textOf }
}
