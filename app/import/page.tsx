import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ClientMessages } from '@/app/_i18n/client-messages'
import { errorMessage } from '@/app/_lib/messages'
import { AppError, HTTP_STATUS, type AppErrorCode } from '@/lib/errors'
import { ImportCampaignForm } from './import-campaign-form'
import { creationPassphraseRequired } from '@/lib/server/http/creation-passphrase'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Home.import'))('title') }
}

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
  const t = await getTranslations('Home.import')
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p>{t('intro')}</p>
      <ClientMessages namespaces={['Home', 'Terms']}>
        <ImportCampaignForm key={error ?? ''} error={error} passphrase={creationPassphraseRequired()} />
      </ClientMessages>
    </section>
  )
}
