import { getDb } from '@/db/client'

export const dynamic = 'force-dynamic'

export function GET() {
  getDb().$client.prepare('select 1').get()
  return Response.json({ ok: true })
}
