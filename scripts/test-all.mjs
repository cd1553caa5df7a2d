// `npm test`: what does not depend on anything runs side by side (lint, the type check and the production
// build), then the unit and integration tests, then the bundle budgets and the end-to-end tests on that build.
// Each stage waits for the one before and stops the run when any of its steps failed, after the others of the
// stage have finished (so that every error of a stage shows at once).
import { spawn } from 'node:child_process'

const run = (label, command, args) =>
  new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(command, args, { stdio: 'inherit' })
    child.on('exit', (code, signal) => {
      const status = code ?? (signal ? 1 : 0)
      console.log(`[npm test] ${label}: ${status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`)
      resolve(status)
    })
  })

const stages = [
  [
    ['lint', 'node', ['scripts/lint.mjs']],
    ['type check', 'npx', ['tsc', '--noEmit']],
    ['build', 'npm', ['run', 'build']],
  ],
  [['unit and integration tests', 'npx', ['vitest', 'run']]],
  [['bundle budgets', 'node', ['scripts/check-bundle-budgets.mjs']]],
  [['end-to-end tests', 'npx', ['playwright', 'test']]],
]

for (const stage of stages) {
  const codes = await Promise.all(stage.map(([label, command, args]) => run(label, command, args)))
  if (codes.some((code) => code !== 0)) process.exit(1)
}
