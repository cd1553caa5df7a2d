import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    include: ['lib/**/*.test.ts', 'db/**/*.test.ts', 'app/**/*.test.ts', 'scripts/**/*.test.ts'],
    // server-only throws outside a React Server environment; the tests are that environment.
    alias: { 'server-only': fileURLToPath(new URL('./lib/testing/server-only-stub.ts', import.meta.url)) },
    passWithNoTests: false,
  },
})
