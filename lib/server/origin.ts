import 'server-only'
// The public origin of this request, to build the personal links the organizer hands out.
import { headers } from 'next/headers'

export async function requestOrigin(): Promise<{ origin: string; secure: boolean }> {
  const h = await headers()
  const proto = h.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? 'http'
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost:3000'
  return { origin: `${proto}://${host}`, secure: proto === 'https' }
}
