import 'server-only'
// Use cases of `npm run backup` and `npm run restore`: the whole database, all campaigns.
//
// A backup uses SQLite's online backup API, not a file copy: while the server runs, it reads one
// consistent snapshot (in WAL mode a reader never blocks the writer), so a copy is never torn by a
// write in the middle of it. A restore replaces the database with a backup while the server is stopped,
// after checking that the file is a Rim Command database that this version can open.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { configureConnection } from '@/db/client'
import { databaseProblem, inspectDatabase } from '@/db/database-file'

export const BACKUP_PREFIX = 'rim-command-'
const BACKUP_PATTERN = /^(rim-command-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d)(-\d+)?Z\.db$/

/** Written next to the database by the production server while it runs (bin/rim-command-server.mjs). */
export function serverPidFile(databaseFile: string): string {
  return `${databaseFile}.server-pid`
}

function timestamp(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')
}

/** The backups in `dir`, oldest first: by name (the UTC time), then by when written (two in one second). */
export function listBackups(dir: string): string[] {
  if (!existsSync(dir)) return []
  const stamp = (name: string) => BACKUP_PATTERN.exec(name)![1]!
  return readdirSync(dir)
    .filter((name) => BACKUP_PATTERN.test(name))
    .map((name) => ({ name, file: path.join(dir, name) }))
    .map((b) => ({ ...b, written: statSync(b.file).mtimeMs }))
    .sort((a, b) => stamp(a.name).localeCompare(stamp(b.name)) || a.written - b.written)
    .map((b) => b.file)
}

export class BackupError extends Error {
  constructor(
    readonly problem: 'no-database' | 'foreign' | 'newer' | 'damaged' | 'server-running' | 'no-file',
    readonly file: string,
  ) {
    super(`${problem}: ${file}`)
    this.name = 'BackupError'
  }
}

function integrityOk(sqlite: Database.Database): boolean {
  const rows = sqlite.pragma('integrity_check') as { integrity_check: string }[]
  return rows.length === 1 && rows[0]!.integrity_check === 'ok'
}

/** Takes a copy out of WAL mode: opening it, even read-only, then leaves no -wal or -shm file beside it. */
function toSingleFile(file: string): void {
  const copy = new Database(file)
  copy.pragma('journal_mode = DELETE')
  copy.close()
}

/** Copies the live database at `source` into `target` through SQLite's online backup. */
async function onlineCopy(source: Database.Database, target: string): Promise<void> {
  // After the first step, copy all that is left in one step: a snapshot a concurrent write cannot
  // restart halfway, however often the app writes.
  await source.backup(target, { progress: () => 0x7fffffff })
}

/**
 * Writes a consistent copy of the database at `databaseFile` into `dir` as rim-command-<UTC time>.db,
 * then deletes the oldest backups beyond the `keep` newest. Returns the new backup's path.
 */
export async function backupDatabase(databaseFile: string, dir: string, options: { keep: number; at?: Date }): Promise<string> {
  if (!existsSync(databaseFile)) throw new BackupError('no-database', databaseFile)
  const source = new Database(databaseFile, { fileMustExist: true })
  try {
    configureConnection(source)
    if (inspectDatabase(source).kind !== 'rim-command') throw new BackupError('foreign', databaseFile)
    mkdirSync(dir, { recursive: true })
    const base = `${BACKUP_PREFIX}${timestamp(options.at ?? new Date())}`
    let name = `${base}.db`
    for (let n = 2; existsSync(path.join(dir, name)); n += 1) name = `${base.slice(0, -1)}-${n}Z.db`
    const partial = path.join(dir, `${name}.partial`)
    await onlineCopy(source, partial)
    toSingleFile(partial)
    const file = path.join(dir, name)
    renameSync(partial, file)
    const backups = listBackups(dir)
    for (const old of backups.slice(0, Math.max(0, backups.length - Math.max(1, options.keep)))) rmSync(old)
    return file
  } finally {
    source.close()
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  // After a crash and a reboot the pid may belong to another program: on Linux, ask which one it is.
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('rim-command-server')
  } catch {
    return !existsSync('/proc/self')
  }
}

/** The pid of the production server using `databaseFile`, if one is running. */
export function runningServerPid(databaseFile: string): number | null {
  let text: string
  try {
    text = readFileSync(serverPidFile(databaseFile), 'utf8')
  } catch {
    return null
  }
  // A pid file left by a server that did not stop cleanly names a process that no longer exists.
  const pid = Number.parseInt(text, 10)
  return Number.isInteger(pid) && pid > 0 && processAlive(pid) ? pid : null
}

/** Refuses `file` unless it is an intact Rim Command database this version of the app can open. */
export function checkBackupFile(file: string, migrationsFolder: string): void {
  if (!existsSync(file)) throw new BackupError('no-file', file)
  const sqlite = new Database(file, { readonly: true, fileMustExist: true })
  try {
    const problem = databaseProblem(sqlite, migrationsFolder)
    if (problem) throw new BackupError(problem, file)
    if (inspectDatabase(sqlite).kind !== 'rim-command') throw new BackupError('foreign', file)
    if (!integrityOk(sqlite)) throw new BackupError('damaged', file)
  } catch (error) {
    if (error instanceof BackupError) throw error
    // SQLite refuses to read it at all: not a database, or a damaged one.
    throw new BackupError('damaged', file)
  } finally {
    sqlite.close()
  }
}

/**
 * Replaces the database at `databaseFile` with the backup `file`, the server being stopped. The database
 * it replaces is first saved next to it (<database>.before-restore-<UTC time>), WAL included. Returns
 * that saved copy's path, or null if there was no database.
 */
export async function restoreDatabase(file: string, databaseFile: string, migrationsFolder: string, at: Date = new Date()): Promise<string | null> {
  const pid = runningServerPid(databaseFile)
  if (pid !== null) throw new BackupError('server-running', String(pid))
  if (!existsSync(file)) throw new BackupError('no-file', file)
  mkdirSync(path.dirname(path.resolve(databaseFile)), { recursive: true })
  // The copy is checked, not the backup itself, which stays untouched.
  const incoming = `${databaseFile}.restoring`
  copyFileSync(file, incoming)
  const removeIncoming = (suffixes: string[]) => suffixes.forEach((suffix) => rmSync(incoming + suffix, { force: true }))
  try {
    checkBackupFile(incoming, migrationsFolder)
  } catch (error) {
    removeIncoming(['', '-wal', '-shm'])
    throw error instanceof BackupError ? new BackupError(error.problem, file) : error
  }
  removeIncoming(['-wal', '-shm'])
  let saved: string | null = null
  if (existsSync(databaseFile)) {
    saved = `${databaseFile}.before-restore-${timestamp(at)}`
    const current = new Database(databaseFile, { fileMustExist: true })
    try {
      await onlineCopy(current, saved)
      toSingleFile(saved)
      // Folds the WAL into the file and removes it: nothing of the old database may replay over the new one.
      current.pragma('wal_checkpoint(TRUNCATE)')
    } finally {
      current.close()
    }
  }
  for (const suffix of ['-wal', '-shm']) rmSync(databaseFile + suffix, { force: true })
  renameSync(incoming, databaseFile)
  return saved
}
