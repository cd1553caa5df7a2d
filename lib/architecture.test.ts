// The import direction of ARCHITECTURE.md, checked on every run: the engine stays pure, and pages reach
// the database only through the use cases.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(__dirname, '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(name) ? [full] : []
  })
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/(?:import|export)[^'"]*from\s+['"]([^'"]+)['"]|import\s+['"]([^'"]+)['"]/g)].map((m) => (m[1] ?? m[2])!)
}

describe('import direction', () => {
  it('the engine (lib/campaign, lib/data) imports nothing but zod and itself', () => {
    const offending = [...sourceFiles(path.join(ROOT, 'lib/campaign')), ...sourceFiles(path.join(ROOT, 'lib/data'))]
      // A test, or a suite that test files share (*.suite.ts), may import the test runner.
      .filter((f) => !f.endsWith('.test.ts') && !f.endsWith('.suite.ts'))
      .flatMap((file) =>
        imports(file)
          .filter((i) => !(i === 'zod' || i.startsWith('.') || i.startsWith('@/lib/campaign') || i.startsWith('@/lib/data')))
          .map((i) => `${path.relative(ROOT, file)} → ${i}`),
      )
    expect(offending).toEqual([])
  })

  it('app/ never touches drizzle, SQLite, the schema or the queries directly', () => {
    const offending = sourceFiles(path.join(ROOT, 'app')).flatMap((file) =>
      imports(file)
        .filter((i) => /^(drizzle-orm|better-sqlite3)/.test(i) || i.startsWith('@/db/schema') || i.startsWith('@/db/repositories'))
        .map((i) => `${path.relative(ROOT, file)} → ${i}`),
    )
    expect(offending).toEqual([])
  })
})
