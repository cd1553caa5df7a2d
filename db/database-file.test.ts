// The app opens only its own databases, and never one a newer version has migrated.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { migrationsFolder, openDb } from './client'
import { APPLICATION_ID, DatabaseRefusedError, inspectDatabase, newestKnownMigration } from './database-file'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'rim-command-dbfile-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function refusal(file: string): DatabaseRefusedError {
  try {
    openDb(file).$client.close()
  } catch (error) {
    if (error instanceof DatabaseRefusedError) return error
    throw error
  }
  throw new Error(`${file} was opened`)
}

describe('opening a database file', () => {
  it('creates a new database, stamped as Rim Command, with every migration applied', () => {
    const file = path.join(dir, 'new.db')
    const db = openDb(file)
    expect(db.$client.pragma('application_id', { simple: true })).toBe(APPLICATION_ID)
    const found = inspectDatabase(db.$client)
    db.$client.close()
    expect(found).toEqual({ kind: 'rim-command', newestMigration: newestKnownMigration(migrationsFolder()) })
  })

  it('refuses, with a clear message, a database a newer version of the app has migrated', () => {
    const file = path.join(dir, 'newer.db')
    openDb(file).$client.close()
    const raw = new Database(file)
    raw.prepare('insert into __drizzle_migrations (hash, created_at) values (?, ?)').run('from-a-newer-version', newestKnownMigration(migrationsFolder()) + 1)
    raw.close()
    const error = refusal(file)
    expect(error.problem).toBe('newer')
    expect(error.message).toContain('was written by a newer version of Rim Command')
    // Refused before anything was written: the newer migration is still the newest.
    const after = new Database(file, { readonly: true })
    expect(inspectDatabase(after)).toEqual({ kind: 'rim-command', newestMigration: newestKnownMigration(migrationsFolder()) + 1 })
    after.close()
  })

  it('opens a database of this version again, and one made before the header stamp', () => {
    const file = path.join(dir, 'old.db')
    openDb(file).$client.close()
    const raw = new Database(file)
    raw.pragma('application_id = 0')
    raw.close()
    const db = openDb(file)
    expect(db.$client.pragma('application_id', { simple: true })).toBe(APPLICATION_ID)
    db.$client.close()
  })

  it('refuses an SQLite file of another application and a file that is not SQLite', () => {
    const other = path.join(dir, 'other.db')
    const raw = new Database(other)
    raw.exec('create table notes (id integer primary key, body text)')
    raw.close()
    expect(refusal(other).problem).toBe('foreign')
    expect(refusal(other).message).toContain('is not a Rim Command database')

    const json = path.join(dir, 'campaign.json')
    writeFileSync(json, JSON.stringify({ format: 'rim-command/campaign' }).repeat(200))
    expect(refusal(json).problem).toBe('foreign')
  })
})
