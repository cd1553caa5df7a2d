// The SQLite connection. Opened lazily (never at import, so `next build` does not touch the file),
// migrated on first open, and cached on globalThis so dev reloads reuse it.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import { APPLICATION_ID, databaseProblem, DatabaseRefusedError } from './database-file'
import * as schema from './schema'

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database }

export const DEFAULT_DATABASE_PATH = 'data/rim-command.db'

export function migrationsFolder(): string {
  return path.join(process.cwd(), 'drizzle')
}

/** The pragmas every connection to the database uses, the app's and the backup command's. */
export function configureConnection(sqlite: Database.Database): void {
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
}

/**
 * Runs `write` with the connection's automatic checkpoint put off. A commit that fills the log past the
 * checkpoint's threshold copies the whole log into the database file then and there: after a write of
 * megabytes, about as long again as the write. Put off, the copy falls on the connection's next commit.
 */
export function withCheckpointPutOff<T>(db: Db, write: () => T): T {
  const pages = db.$client.pragma('wal_autocheckpoint', { simple: true }) as number
  db.$client.pragma('wal_autocheckpoint = 0')
  try {
    return write()
  } finally {
    db.$client.pragma(`wal_autocheckpoint = ${pages}`)
  }
}

/**
 * Opens (creating if needed) and migrates the database at `file`. Refuses, with a DatabaseRefusedError,
 * a file that is not a Rim Command database or that a newer version of the app has migrated: opening
 * it would run this version's code against a schema it does not know.
 */
export function openDb(file: string): Db {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  const sqlite = new Database(file)
  const problem = databaseProblem(sqlite, migrationsFolder())
  if (problem) {
    sqlite.close()
    throw new DatabaseRefusedError(file, problem)
  }
  configureConnection(sqlite)
  const db = drizzle(sqlite, { schema }) as Db
  migrate(db, { migrationsFolder: migrationsFolder() })
  sqlite.pragma(`application_id = ${APPLICATION_ID}`)
  return db
}

/** Checkpoints the WAL into the database file and closes the connection, leaving one self-contained file. */
export function closeDbConnection(db: Db): void {
  db.$client.pragma('wal_checkpoint(TRUNCATE)')
  db.$client.close()
}

// The production server (bin/rim-command-server.mjs) is plain JavaScript outside the bundle: it closes the
// database on shutdown through rimCommandCloseDb.
const globalForDb = globalThis as unknown as { rimCommandDb?: Db; rimCommandCloseDb?: () => void }

export function databasePath(): string {
  return process.env.DATABASE_PATH?.trim() || DEFAULT_DATABASE_PATH
}

export function getDb(): Db {
  if (!globalForDb.rimCommandDb) {
    globalForDb.rimCommandDb = openDb(databasePath())
    globalForDb.rimCommandCloseDb = closeDb
  }
  return globalForDb.rimCommandDb
}

/** Closes the shared connection, if open; the next getDb() opens it again. */
export function closeDb(): void {
  const db = globalForDb.rimCommandDb
  globalForDb.rimCommandDb = undefined
  if (db?.$client.open) closeDbConnection(db)
}
