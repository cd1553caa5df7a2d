// ESLint: Next's recommended sets (core web vitals, TypeScript) and the import boundaries of ARCHITECTURE.md.
import { readdirSync, readFileSync } from 'node:fs'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

// The React Compiler's rules (every react-hooks rule but the two classic ones) judge what the compiler would
// memoize in the browser: client components. A server component renders once per request, is never compiled,
// and holds no state, effect or ref.
const COMPILER_RULES = [
  ...new Set(nextVitals.flatMap((c) => Object.keys(c.rules ?? {})).filter((r) => r.startsWith('react-hooks/') && !/rules-of-hooks|exhaustive-deps/.test(r))),
]
const SERVER_COMPONENTS = readdirSync('app', { recursive: true })
  .filter((f) => f.endsWith('.tsx'))
  .map((f) => `app/${f}`)
  .filter((f) => !/^\s*(\/\/[^\n]*\n\s*)*['"]use client['"]/.test(readFileSync(f, 'utf8')))
  // Paths, not patterns: a route folder's brackets ([campaignId]) would be read as a set of characters.
  .map((f) => f.replace(/[[\]]/g, '\\$&'))

const ENGINE_OUTSIDE = [
  { group: ['next', 'next/*', 'react', 'react/*', 'react-dom', 'react-dom/*'], message: 'The engine is pure: no framework.' },
  {
    group: ['drizzle-orm', 'drizzle-orm/*', 'better-sqlite3', '@/db/*', '@/lib/server/*', 'server-only'],
    message: 'The engine is pure: no database, no use cases.',
  },
  { group: ['@/app/*', 'node:*'], message: 'The engine imports nothing outside lib/campaign but lib/data and zod.' },
]

// lib/server and app/ reach the engine by its public surface (lib/campaign/index.ts), or by its browser entries
// in components that run in the browser: lib/campaign/browser.ts (fleet rules, card data) and
// lib/campaign/form-constants.ts (bounds and names only, light enough for any page's first load).
const ENGINE_DEEP = {
  group: ['@/lib/campaign/*', '!@/lib/campaign/browser', '!@/lib/campaign/form-constants'],
  message: "Import the engine from '@/lib/campaign' (or '@/lib/campaign/browser' or '@/lib/campaign/form-constants' in a browser component), not a deep path.",
}

const config = [
  { ignores: ['.next/**', 'node_modules/**', 'drizzle/**', 'e2e/.data/**', 'playwright-report/**', 'test-results/**', 'next-env.d.ts', 'data/**'] },
  ...nextVitals,
  ...nextTypescript,
  {
    files: ['lib/campaign/**/*.ts', 'lib/data/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ENGINE_OUTSIDE }] },
  },
  {
    // Pages reach data through lib/server's use cases; they hold the connection handle, never queries.
    files: ['app/**/*.ts', 'app/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/db/schema', '@/db/schema/*', '@/db/repositories/*', 'drizzle-orm', 'drizzle-orm/*', 'better-sqlite3'],
              message: 'app/ uses lib/server, never the database directly.',
            },
            ENGINE_DEEP,
          ],
          paths: [{ name: 'next/link', message: "Links come from '@/app/_components/link', which never prefetches (it says why)." }],
        },
      ],
    },
  },
  { files: ['app/_components/link.tsx'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['lib/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ENGINE_DEEP] }] },
  },
  {
    // No React outside app/ (no .tsx, no react import): React's rules have nothing to find there, and they are
    // most of lint's time on the engine's and the tests' large files.
    files: ['lib/**/*.ts', 'db/**/*.ts', 'e2e/**/*.ts', 'scripts/**', 'bench/**', 'bin/**'],
    rules: {
      'react-hooks/static-components': 'off',
      'react-hooks/rules-of-hooks': 'off',
      'react/no-direct-mutation-state': 'off',
      'react/display-name': 'off',
      'react/require-render-return': 'off',
      'react/no-deprecated': 'off',
    },
  },
  { files: SERVER_COMPONENTS, rules: Object.fromEntries(COMPILER_RULES.map((r) => [r, 'off'])) },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  // TypeScript finds what is unused in its own files as it checks them (noUnusedLocals, noUnusedParameters in
  // tsconfig.json); the rule stays for the scripts in plain JavaScript.
  { files: ['**/*.ts', '**/*.tsx'], rules: { '@typescript-eslint/no-unused-vars': 'off' } },
]

export default config
