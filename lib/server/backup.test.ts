// npm run backup / npm run restore: a backup taken while the app writes is a consistent database holding
// every write acknowledged before it began; a restore takes only an intact Rim Command database that this
// version can open, and only with the server stopped.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { migrationsFolder, openDb } from '@/db/client'
import { newestKnownMigration } from '@/db/database-file'
import { BackupError, backupDatabase, listBackups, restoreDatabase, serverPidFile } from './backup'

let dir: string
let live: string
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'rim-command-backup-'))
  live = path.join(dir, 'live.db')
  openDb(live).$client.close()
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const INSERT = "insert into campaigns (id, name, preset, state, version, created_at, updated_at) values (?, ?, 'green-knight', '{}', 1, 0, 0)"

/** Another process writing one campaign row per transaction, printing `ack <n>` once each is committed. */
function startWriter(file: string): { child: ChildProcess; acked: () => number; nextAck: () => Promise<number> } {
  const code = `
    const Database = require('better-sqlite3')
    const db = new Database(process.env.WRITER_DB)
    db.pragma('journal_mode = WAL'); db.pragma('busy_timeout = 5000')
    const insert = db.prepare(${JSON.stringify(INSERT)})
    let n = 0
    const tick = () => { n += 1; insert.run('w' + n, 'write ' + n); process.stdout.write('ack ' + n + '\\n'); setImmediate(tick) }
    tick()`
  const child = spawn(process.execPath, ['-e', code], { cwd: process.cwd(), env: { ...process.env, WRITER_DB: file }, stdio: ['ignore', 'pipe', 'inherit'] })
  let last = 0
  let waiters: ((n: number) => void)[] = []
  let buffer = ''
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString()
    const lines = buffer.split('\n')
    buffer = lines.pop()!
    for (const line of lines) last = Number(line.slice(4))
    for (const resolve of waiters) resolve(last)
    waiters = []
  })
  return { child, acked: () => last, nextAck: () => new Promise((resolve) => waiters.push(resolve)) }
}

function ids(file: string): Set<string> {
  const db = new Database(file, { readonly: true })
  const rows = db.prepare("select id from campaigns where id like 'w%'").all() as { id: string }[]
  db.close()
  return new Set(rows.map((r) => r.id))
}

function problemOf(action: () => Promise<unknown>): Promise<string> {
  return action().then(
    () => 'accepted',
    (error: unknown) => {
      if (error instanceof BackupError) return error.problem
      throw error
    },
  )
}

describe('backup while the app writes', () => {
  it('restores to a database that passes the integrity check and holds every write acknowledged before it', async () => {
    // About 8 MB, so that the backup copies thousands of pages while the writer runs.
    const seed = new Database(live)
    const pad = 'x'.repeat(4000)
    seed.transaction(() => {
      for (let i = 0; i < 2000; i += 1) seed.prepare(INSERT).run(`seed-${i}`, pad)
    })()
    seed.close()

    const writer = startWriter(live)
    try {
      while ((await writer.nextAck()) < 200);
      const ackedBefore = writer.acked()
      const backup = await backupDatabase(live, path.join(dir, 'backups'), { keep: 3 })
      // The writer was still writing after the backup: it ran alongside it.
      const ackedAfter = await writer.nextAck()
      expect(ackedAfter).toBeGreaterThan(ackedBefore)

      const restored = path.join(dir, 'restored', 'rim-command.db')
      await restoreDatabase(backup, restored, migrationsFolder())
      const db = new Database(restored, { readonly: true })
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
      expect((db.prepare("select count(*) as n from campaigns where id like 'seed-%'").get() as { n: number }).n).toBe(2000)
      db.close()
      const written = ids(restored)
      for (let n = 1; n <= ackedBefore; n += 1) expect(written.has(`w${n}`), `write ${n}`).toBe(true)
      // One snapshot: the writes it holds are exactly the first ones, with no gap.
      for (let n = 1; n <= written.size; n += 1) expect(written.has(`w${n}`), `write ${n}`).toBe(true)
    } finally {
      writer.child.kill()
    }
  })

  it('keeps the newest backups only', async () => {
    const backups = path.join(dir, 'backups')
    for (const day of ['01', '02', '03', '04']) await backupDatabase(live, backups, { keep: 3, at: new Date(`2026-11-${day}T21:30:00Z`) })
    expect(listBackups(backups).map((f) => path.basename(f))).toEqual([
      'rim-command-2026-11-02T21-30-00Z.db',
      'rim-command-2026-11-03T21-30-00Z.db',
      'rim-command-2026-11-04T21-30-00Z.db',
    ])
    // Two in the same second: the second one is the newest, and the oldest goes.
    await backupDatabase(live, backups, { keep: 3, at: new Date('2026-11-04T21:30:00Z') })
    expect(listBackups(backups).map((f) => path.basename(f))).toEqual([
      'rim-command-2026-11-03T21-30-00Z.db',
      'rim-command-2026-11-04T21-30-00Z.db',
      'rim-command-2026-11-04T21-30-00-2Z.db',
    ])
  })
})

describe('restore', () => {
  let backup: string
  let target: string
  beforeEach(async () => {
    const db = new Database(live)
    db.prepare(INSERT).run('in-backup', 'in backup')
    db.close()
    backup = await backupDatabase(live, path.join(dir, 'backups'), { keep: 3 })
    target = path.join(dir, 'server', 'rim-command.db')
    openDb(target).$client.close()
    const current = new Database(target)
    current.prepare(INSERT).run('current', 'current')
    current.close()
  })

  const targetIds = () => {
    const db = new Database(target, { readonly: true })
    const rows = db.prepare('select id from campaigns').all() as { id: string }[]
    db.close()
    return rows.map((r) => r.id)
  }

  it('replaces the database with the backup and keeps the replaced one beside it', async () => {
    const saved = await restoreDatabase(backup, target, migrationsFolder())
    expect(targetIds()).toEqual(['in-backup'])
    expect(saved && existsSync(saved)).toBe(true)
    // Backups are single files, left as they were.
    for (const suffix of ['-wal', '-shm']) expect(existsSync(backup + suffix)).toBe(false)
    expect(existsSync(`${target}.restoring`)).toBe(false)
    const old = new Database(saved!, { readonly: true })
    expect(old.prepare('select id from campaigns').all()).toEqual([{ id: 'current' }])
    old.close()
  })

  it('refuses a file that is not a Rim Command database, and changes nothing', async () => {
    const other = path.join(dir, 'other.db')
    const db = new Database(other)
    db.exec('create table notes (id integer primary key, body text)')
    db.close()
    expect(await problemOf(() => restoreDatabase(other, target, migrationsFolder()))).toBe('foreign')

    const json = path.join(dir, 'campaign.json')
    writeFileSync(json, JSON.stringify({ format: 'rim-command/campaign', version: 1, history: [] }, null, 2).repeat(100))
    expect(await problemOf(() => restoreDatabase(json, target, migrationsFolder()))).toBe('foreign')
    expect(targetIds()).toEqual(['current'])
  })

  it('refuses a backup written by a newer version of the app, and changes nothing', async () => {
    const db = new Database(backup)
    db.prepare('insert into __drizzle_migrations (hash, created_at) values (?, ?)').run('newer', newestKnownMigration(migrationsFolder()) + 1)
    db.close()
    expect(await problemOf(() => restoreDatabase(backup, target, migrationsFolder()))).toBe('newer')
    expect(targetIds()).toEqual(['current'])
  })

  it('refuses while the server runs, and goes ahead when the process its pid file names is gone or another program', async () => {
    // A process started as the server is: its command line names rim-command-server.
    const running = spawn(process.execPath, ['-e', 'console.log("up"); setInterval(() => {}, 1000)', 'rim-command-server.mjs'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    await new Promise((resolve) => running.stdout!.once('data', resolve))
    try {
      writeFileSync(serverPidFile(target), `${running.pid}\n`)
      expect(await problemOf(() => restoreDatabase(backup, target, migrationsFolder()))).toBe('server-running')
      expect(targetIds()).toEqual(['current'])
    } finally {
      running.kill()
    }

    // A live process that is not the server (the pid was reused after a crash) does not block the restore.
    writeFileSync(serverPidFile(target), `${process.pid}\n`)
    await restoreDatabase(backup, target, migrationsFolder())
    expect(targetIds()).toEqual(['in-backup'])

    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString()
    writeFileSync(serverPidFile(target), `${gone}\n`)
    await restoreDatabase(backup, target, migrationsFolder())
    expect(targetIds()).toEqual(['in-backup'])
  })
})
