// The SQLite connection. Opened lazily (never at import, so `next build` does not touch the file),
// migrated on first open, and cached on globalThis so dev reloads reuse it.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import * as schema from './schema'

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database }

export const DEFAULT_DATABASE_PATH = 'data/rim-command.db'

export function migrationsFolder(): string {
  return path.join(process.cwd(), 'drizzle')
}

/** Opens (creating if needed) and migrates the database at `file`. */
export function openDb(file: string): Db {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  const sqlite = new Database(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  const db = drizzle(sqlite, { schema }) as Db
  migrate(db, { migrationsFolder: migrationsFolder() })
  return db
}

const globalForDb = globalThis as unknown as { rimCommandDb?: Db }

export function databasePath(): string {
  return process.env.DATABASE_PATH?.trim() || DEFAULT_DATABASE_PATH
}

export function getDb(): Db {
  globalForDb.rimCommandDb ??= openDb(databasePath())
  return globalForDb.rimCommandDb
}
