// A fresh, migrated SQLite file per test, deleted afterwards with its WAL siblings.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openDb, type Db } from '@/db/client'

export function freshDb(): { db: Db; close: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'rim-command-test-'))
  const db = openDb(path.join(dir, 'test.db'))
  return {
    db,
    close: () => {
      db.$client.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
