// `npm run lint`: ESLint, Prettier and the import circle check (scripts/import-circles.mjs) side by side, failing when any fails, with each one's output as it comes.
import { spawn } from 'node:child_process'

const run = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })

// Each keeps what it found of every file it checked (by content) under node_modules/.cache: a second run reads
// again only the files that changed. A clean clone, as CI runs, starts with none.
const cache = (tool, file = '') => ['--cache', '--cache-strategy', 'content', '--cache-location', `node_modules/.cache/${tool}/${file}`]
const codes = await Promise.all([
  run('npx', ['eslint', ...cache('eslint'), '.']),
  run('npx', ['prettier', ...cache('prettier', 'check'), '--check', '.']),
  run('node', ['scripts/import-circles.mjs']),
])
process.exit(codes.some((code) => code !== 0) ? 1 : 0)
