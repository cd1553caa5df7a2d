// What a SQLite file is to this app: empty (a new instance), a Rim Command database (and how far its
// schema has been migrated), or something else. Used on start, so that a database written by a newer
// version of the app is refused instead of opened, and by the restore command.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type Database from 'better-sqlite3'

/** Stamped in the SQLite header (PRAGMA application_id) of every database the app opens: 'RIMC'. */
export const APPLICATION_ID = 0x52494d43

export type DatabaseFileKind =
  { kind: 'empty' } | { kind: 'rim-command'; /** `when` of the newest migration applied, 0 if none. */ newestMigration: number } | { kind: 'foreign' }

function tableNames(sqlite: Database.Database): Set<string> {
  const rows = sqlite.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]
  return new Set(rows.map((r) => r.name))
}

export function inspectDatabase(sqlite: Database.Database): DatabaseFileKind {
  let applicationId: number
  let tables: Set<string>
  try {
    applicationId = sqlite.pragma('application_id', { simple: true }) as number
    tables = tableNames(sqlite)
  } catch (error) {
    // Not SQLite at all (a campaign JSON file, say): SQLite only notices on the first read.
    if ((error as { code?: string }).code === 'SQLITE_NOTADB') return { kind: 'foreign' }
    throw error
  }
  if (applicationId === 0 && tables.size === 0) return { kind: 'empty' }
  // Databases created before the header stamp are recognised by their tables.
  const ours = applicationId === APPLICATION_ID || (applicationId === 0 && tables.has('campaigns') && tables.has('__drizzle_migrations'))
  if (!ours) return { kind: 'foreign' }
  if (!tables.has('__drizzle_migrations')) return { kind: 'rim-command', newestMigration: 0 }
  const row = sqlite.prepare('select max(created_at) as newest from __drizzle_migrations').get() as { newest: number | null }
  return { kind: 'rim-command', newestMigration: Number(row.newest ?? 0) }
}

/** The `when` of the newest migration this version of the app ships. */
export function newestKnownMigration(migrationsFolder: string): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] }
  return Math.max(0, ...journal.entries.map((e) => e.when))
}

export type DatabaseProblem = 'foreign' | 'newer'

/** Why this app must not open the database, or null when it may (migrating it if it is older). */
export function databaseProblem(sqlite: Database.Database, migrationsFolder: string): DatabaseProblem | null {
  const found = inspectDatabase(sqlite)
  if (found.kind === 'foreign') return 'foreign'
  if (found.kind === 'rim-command' && found.newestMigration > newestKnownMigration(migrationsFolder)) return 'newer'
  return null
}

export class DatabaseRefusedError extends Error {
  constructor(
    readonly file: string,
    readonly problem: DatabaseProblem,
  ) {
    super(
      problem === 'newer'
        ? `The database ${file} was written by a newer version of Rim Command. This version cannot open it without ` +
            'risking the campaigns in it: update Rim Command (git pull, then npm install && npm start), or point ' +
            'DATABASE_PATH at a database of this version.'
        : `The file ${file} is not a Rim Command database. Point DATABASE_PATH at a Rim Command database, or at a ` + 'path where a new one can be created.',
    )
    this.name = 'DatabaseRefusedError'
  }
}
