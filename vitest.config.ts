import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    include: ['lib/**/*.test.ts', 'db/**/*.test.ts', 'app/**/*.test.ts', 'scripts/**/*.test.ts'],
    // server-only throws outside a React Server environment; the tests are that environment.
    alias: { 'server-only': fileURLToPath(new URL('./lib/testing/server-only-stub.ts', import.meta.url)) },
    passWithNoTests: false,
    // One worker per core: vitest keeps one core for its own process by default, which on a two-core machine
    // runs the files one at a time while that process waits.
    maxWorkers: availableParallelism(),
    // The files of a worker share their modules instead of importing the engine and the card data again each
    // (a third of the run): every test opens its own database and none changes a module's state for the next
    // (the files pass in any order: --sequence.shuffle.files).
    isolate: false,
  },
})
