import { Link } from '@/app/_components/link'
import { getTranslations } from 'next-intl/server'
import { ClientMessages } from './_i18n/client-messages'
import { CreateCampaignForm } from './_components/create-campaign-form'
import { DemoCampaignForm } from './_components/demo-campaign-form'
import { IssuedLinks } from './_components/issued-links'
import { getDb } from '@/db/client'
import { keptDemoLinks } from '@/lib/server/demo/demo-links'
import { requestOrigin } from '@/lib/server/http/origin'
import { creationPassphraseRequired } from '@/lib/server/http/creation-passphrase'

export default async function HomePage() {
  const t = await getTranslations('Home')
  const common = await getTranslations('Common')
  const passphrase = creationPassphraseRequired()
  const demo = await keptDemoLinks(getDb(), (await requestOrigin()).origin)
  return (
    <div className="space-y-8">
      <section className="space-y-2">
        <h1 className="text-3xl font-bold">{common('appName')}</h1>
        <p>{t.rich('intro', { em: (chunks) => <em>{chunks}</em> })}</p>
        <p>{t.rich('importPrompt', { link: (chunks) => <Link href="/import">{chunks}</Link> })}</p>
      </section>
      <ClientMessages namespaces={['Home', 'Terms']}>
        <section aria-labelledby="demo-title" className="space-y-2 rounded border border-slate-300 bg-white p-4">
          <h2 id="demo-title">{t('demoTitle')}</h2>
          {demo ? <IssuedLinks links={demo} intro={t('demoKept')} /> : null}
          <DemoCampaignForm another={demo !== null} passphrase={passphrase} />
        </section>
        <section aria-labelledby="create-title" className="space-y-4">
          <h2 id="create-title">{t('createTitle')}</h2>
          <CreateCampaignForm passphrase={passphrase} />
        </section>
      </ClientMessages>
    </div>
  )
}
