import 'server-only'
// Starts the process's one notice sender (lib/server/notices/sender.ts) with the app's words for its posts.
// Called once by instrumentation.ts when the server starts; it then posts whatever the outbox still holds.
import { getDb } from '@/db/client'
import { NoticeSender } from '@/lib/server/notices/sender'
import { noticeSender, setNoticeSender } from '@/lib/server/notices/sender-handle'
import { discordPost } from './discord-post'

export function startNoticeSender(): void {
  if (noticeSender()) return
  const sender = new NoticeSender({ db: getDb, format: discordPost, publicUrl: process.env.PUBLIC_URL ?? null, log: (line) => console.error(line) })
  setNoticeSender(sender)
  sender.start()
}
