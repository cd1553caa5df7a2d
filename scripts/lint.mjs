// `npm run lint`: ESLint and Prettier side by side (each on its own core), then the import circle check
// (scripts/import-circles.mjs), failing when any fails, with each one's output as it comes.
import { spawn } from 'node:child_process'

const run = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })

const codes = await Promise.all([run('npx', ['eslint', '.']), run('npx', ['prettier', '--check', '.'])])
codes.push(await run('node', ['scripts/import-circles.mjs']))
process.exit(codes.some((code) => code !== 0) ? 1 : 0)
