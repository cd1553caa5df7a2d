// `npm run backup`: a consistent copy of the live database (the server may be running) into BACKUP_DIR
// (data/backups by default) as rim-command-<UTC time>.db, keeping the newest BACKUP_KEEP (14 by default).
import path from 'node:path'
import { databasePath } from '../db/client'
import { BackupError, backupDatabase } from '../lib/server/backup'
import { backupErrorMessage } from './backup-messages'

const dir = process.env.BACKUP_DIR?.trim() || path.join(path.dirname(databasePath()), 'backups')
const keep = Number.parseInt(process.env.BACKUP_KEEP ?? '', 10) || 14

try {
  const file = await backupDatabase(databasePath(), dir, { keep })
  console.log(`Backup written: ${file} (the newest ${keep} are kept)`)
} catch (error) {
  if (!(error instanceof BackupError)) throw error
  console.error(backupErrorMessage(error))
  process.exit(1)
}
