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

/** A campaign of six players, the Green Knight preset: the creation most server tests start from. */
export const CREATE_SIX_PLAYERS = {
  type: 'create-campaign' as const,
  name: 'Outer Rim',
  preset: 'green-knight' as const,
  players: { empire: ['Ana', 'Ben', 'Cleo'], rebels: ['Dan', 'Eve', 'Finn'] },
  grandAdmirals: { empire: 0, rebels: 0 },
}

/** How many rows a table holds (what a refused write must leave as it was). */
export function rowCount(db: Db, table: string): number {
  return (db.$client.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n
}
