// What `npm run backup` and `npm run restore` say when they refuse.
import type { BackupError } from '../lib/server/backup'

export function backupErrorMessage(error: BackupError): string {
  switch (error.problem) {
    case 'no-database':
      return `There is no database at ${error.file}: set DATABASE_PATH to the one the server uses.`
    case 'no-file':
      return `There is no file ${error.file}.`
    case 'foreign':
      return `${error.file} is not a Rim Command database: nothing was changed.`
    case 'newer':
      return `${error.file} was written by a newer version of Rim Command: update the app (git pull, npm install) before restoring it. Nothing was changed.`
    case 'damaged':
      return `${error.file} is damaged (SQLite's integrity check fails): choose another backup. Nothing was changed.`
    case 'server-running':
      return `The server is running (process ${error.file}): stop it first (sudo systemctl stop rim-command, or Ctrl+C), then restore. Nothing was changed.`
  }
}
