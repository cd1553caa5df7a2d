import type { Metadata } from 'next'
import { errorMessage } from '@/app/_lib/messages'
import { AppError, HTTP_STATUS, type AppErrorCode } from '@/lib/errors'
import { ImportCampaignForm } from './import-campaign-form'

export const metadata: Metadata = { title: 'Import a campaign' }

/** The refusal /import/file sent a browser back with (a form sent without script). */
async function refusalMessage(query: Record<string, string | string[] | undefined>): Promise<string | undefined> {
  const code = typeof query.error === 'string' && query.error in HTTP_STATUS ? (query.error as AppErrorCode) : null
  if (!code) return undefined
  const detail = typeof query.detail === 'string' ? query.detail : undefined
  const entry = typeof query.entry === 'string' && /^\d{1,6}$/.test(query.entry) ? Number(query.entry) : undefined
  return (await errorMessage(new AppError(code, detail, [], [], entry))).message
}

export default async function ImportPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const error = await refusalMessage(await searchParams)
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">Import a campaign</h1>
      <p>
        Restore a campaign file downloaded from a Rim Command organizer page. The campaign comes back with the same map, state and history; you become its
        organizer and get new links for the players (the old links stay with the old server).
      </p>
      <ImportCampaignForm key={error ?? ''} error={error} />
    </section>
  )
}
