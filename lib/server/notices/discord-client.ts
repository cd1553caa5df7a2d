// One POST to a Discord webhook, and what its answer means for the outbox: posted; wait and try again (a 429
// and its retry_after, a server error, no answer); or refused for good (the webhook is gone, the message
// refused). Discord's rate-limit headers say when the next post may go.
import type { OutgoingPost } from './notice-payload'

export type PostOutcome = { kind: 'posted'; waitMs: number } | { kind: 'retry'; afterMs: number | null; error: string } | { kind: 'refused'; error: string }

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>

const TIMEOUT_MS = 15_000

function body(post: OutgoingPost): BodyInit {
  if (post.files.length === 0) return JSON.stringify(post.message)
  const form = new FormData()
  form.append('payload_json', JSON.stringify(post.message))
  post.files.forEach((f, i) => form.append(`files[${i}]`, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name))
  return form
}

/** How long the webhook's bucket asks us to wait before the next post (X-RateLimit-Remaining 0). */
function bucketWait(response: Response): number {
  const remaining = response.headers.get('x-ratelimit-remaining')
  const resetAfter = Number(response.headers.get('x-ratelimit-reset-after'))
  return remaining === '0' && Number.isFinite(resetAfter) && resetAfter > 0 ? Math.ceil(resetAfter * 1000) : 0
}

async function errorText(response: Response): Promise<string> {
  const text = await response.text().catch(() => '')
  let detail = text.slice(0, 300)
  try {
    const parsed = JSON.parse(text) as { message?: string; code?: number }
    if (parsed.message) detail = parsed.code ? `${parsed.message} (code ${parsed.code})` : parsed.message
  } catch {
    // Not JSON: the text itself.
  }
  return `HTTP ${response.status}${detail ? `: ${detail}` : ''}`
}

export async function postToWebhook(url: string, post: OutgoingPost, fetchImpl: FetchLike = fetch): Promise<PostOutcome> {
  let response: Response
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      body: body(post),
      ...(post.files.length === 0 ? { headers: { 'content-type': 'application/json' } } : {}),
      // A redirect could lead anywhere: the address was checked, where it leads is not (SSRF).
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause
    return { kind: 'retry', afterMs: null, error: `No answer from Discord: ${cause?.code ?? cause?.message ?? (error as Error).message}` }
  }
  if (response.ok) {
    await response.body?.cancel().catch(() => undefined)
    return { kind: 'posted', waitMs: bucketWait(response) }
  }
  if (response.status === 429) {
    const text = await response.text().catch(() => '')
    let seconds = Number(response.headers.get('retry-after'))
    try {
      const parsed = JSON.parse(text) as { retry_after?: number }
      if (typeof parsed.retry_after === 'number') seconds = parsed.retry_after
    } catch {
      // The header then.
    }
    const afterMs = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds * 1000) : 1000
    return { kind: 'retry', afterMs: Math.max(afterMs, bucketWait(response)), error: `HTTP 429: rate limited for ${afterMs} ms` }
  }
  const error = await errorText(response)
  // 408 and server errors pass; the rest (a deleted webhook's 404, a refused message's 400) will not.
  if (response.status >= 500 || response.status === 408) return { kind: 'retry', afterMs: null, error }
  return { kind: 'refused', error }
}
