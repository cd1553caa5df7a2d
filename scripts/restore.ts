// `npm run restore FILE`, with the server stopped: replaces the database (DATABASE_PATH, or
// data/rim-command.db) with a backup, after checking it. The replaced database is kept next to it.
import path from 'node:path'
import { databasePath, migrationsFolder } from '../db/client'
import { BackupError, restoreDatabase } from '../lib/server/backup'
import { backupErrorMessage } from './backup-messages'

// npm runs scripts from the project's root: a relative FILE is relative to where the command was typed.
const arg = process.argv[2]
const file = arg ? path.resolve(process.env.INIT_CWD ?? process.cwd(), arg) : undefined
if (!file) {
  console.error('Usage: npm run restore FILE (a backup written by npm run backup), with the server stopped.')
  process.exit(2)
}

try {
  const saved = await restoreDatabase(file, databasePath(), migrationsFolder())
  console.log(`Restored ${file} into ${databasePath()}.`)
  if (saved) console.log(`The database it replaced is kept as ${saved}.`)
  console.log('Start the server again: it migrates the database if the backup is from an older version.')
} catch (error) {
  if (!(error instanceof BackupError)) throw error
  console.error(backupErrorMessage(error))
  process.exit(1)
}
