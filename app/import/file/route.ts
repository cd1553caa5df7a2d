// POST /import/file: a campaign file, sent by the import page (a file upload with or without script, or
// the file's JSON itself from a script). proxy.ts has already refused a foreign origin and an announced
// oversized body; here the type is checked, the address rate-limited, and the body read as a stream that
// stops past the limit, before anything is parsed.
import { getDb } from '@/db/client'
import { AppError } from '@/lib/errors'
import { importCampaignInSteps, takeImportSlot } from '@/lib/server/import-campaign'
import { creatorOf } from '@/lib/server/storage-quota'
import { CAMPAIGN_FILE_BODY_MAX_BYTES, campaignFileRefusal, fileBodyKind, isFormNavigation, readBodyUpTo } from '@/lib/server/http/import-request'
import { campaignFileText } from '@/lib/server/http/campaign-file-body'
import { issuedLinksView } from '@/lib/server/issued-links'
import { requestOrigin } from '@/lib/server/http/origin'
import { campaignCreations, clientKey } from '@/lib/server/http/rate-limit'
import { setCampaignCookie } from '@/lib/server/http/session'
import { admitPassphrase, PASSPHRASE_HEADER } from '@/lib/server/http/creation-passphrase'
import { errorMessage } from '@/app/_lib/messages'

export const dynamic = 'force-dynamic'

const STATUS: Record<string, number> = { 'too-large': 413, 'wrong-type': 415 }

export async function POST(request: Request) {
  const navigation = isFormNavigation(request.headers)
  try {
    const refusal = campaignFileRefusal(request.method, request.headers)
    if (refusal) throw new AppError('BAD_FILE', refusal.problem)
    if (!campaignCreations.take(clientKey(request.headers))) throw new AppError('TOO_MANY', 'campaign-creations')
    // Before a byte of the body is read: a file waiting for its turn would hold its memory meanwhile.
    const slot = takeImportSlot()
    if (!slot) throw new AppError('TOO_MANY', 'imports-busy')
    let issued: Awaited<ReturnType<typeof importCampaignInSteps>>
    try {
      const body = await readBodyUpTo(request, CAMPAIGN_FILE_BODY_MAX_BYTES)
      if (body === 'too-large') throw new AppError('BAD_FILE', 'too-large')
      const { text, passphrase } = await campaignFileText(body, request.headers.get('content-type')!, fileBodyKind(request.headers)!)
      admitPassphrase(request.headers.get(PASSPHRASE_HEADER) ?? passphrase)
      issued = await importCampaignInSteps(getDb(), text, new Date(), creatorOf(getDb(), request.headers))
    } finally {
      slot.release()
    }
    const { origin, secure } = await requestOrigin()
    await setCampaignCookie(issued.campaignId, issued.tokens.organizer!, secure)
    // Without script the links cannot be shown once on this page: the organizer page replaces them one by one.
    if (navigation) return seeOther(`/campaigns/${issued.campaignId}/organizer`)
    return Response.json({ status: 'ok', data: issuedLinksView(getDb(), issued, origin) })
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    if (navigation) {
      const query = new URLSearchParams({
        error: error.code,
        ...(error.detail ? { detail: error.detail } : {}),
        ...(error.entry ? { entry: String(error.entry) } : {}),
      })
      return seeOther(`/import?${query}`)
    }
    const status = error.code === 'TOO_MANY' ? 429 : error.code === 'FORBIDDEN' ? 403 : (STATUS[error.detail ?? ''] ?? 400)
    // A full quota frees only when campaigns of the address are removed: no time to wait is told.
    const retry = error.code !== 'TOO_MANY' ? null : error.detail === 'imports-busy' ? '10' : error.detail === 'storage-quota' ? null : '60'
    const headers = retry ? { 'retry-after': retry } : undefined
    return Response.json({ status: 'error', error: error.code, detail: error.detail, entry: error.entry, ...(await errorMessage(error)) }, { status, headers })
  }
}

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })
}
