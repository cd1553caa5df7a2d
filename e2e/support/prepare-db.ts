// Starts the end-to-end run from an empty, migrated database (and its WAL siblings removed).
import { rmSync } from 'node:fs'
import { openDb } from '../../db/client'

const file = process.env.DATABASE_PATH ?? 'e2e/.data/e2e.db'
if (!file.startsWith('e2e/.data/')) throw new Error(`refusing to wipe ${file}: e2e databases live in e2e/.data/`)
for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
openDb(file).$client.close()
console.log(`e2e database ready at ${file}`)
