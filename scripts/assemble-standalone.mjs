// After `next build`: completes .next/standalone into a server that runs on its own. Next leaves the
// static assets out of it (a CDN could serve them); this app serves them itself.
import { cpSync, existsSync } from 'node:fs'

const out = '.next/standalone'
if (!existsSync(`${out}/.next/BUILD_ID`)) {
  console.error(`${out} is missing or incomplete: run \`next build\` first.`)
  process.exit(1)
}
cpSync('.next/static', `${out}/.next/static`, { recursive: true })
if (existsSync('public')) cpSync('public', `${out}/public`, { recursive: true })
cpSync('bin/rim-command-server.mjs', `${out}/rim-command-server.mjs`)
console.log(`Standalone server ready: node ${out}/rim-command-server.mjs`)
