// The reader's own calendar feed (R-SCHEDULE): its address, as secret as their personal link and replaced
// with it, to copy into a calendar app or to subscribe to on this device (webcal://).
import { getTranslations } from 'next-intl/server'
import { ClientMessages } from '@/app/_i18n/client-messages'
import { CopyField } from '@/app/_components/issued-links'
import { getDb } from '@/db/client'
import type { Actor } from '@/lib/campaign'
import { calendarPath, calendarSecretFor } from '@/lib/server/calendar-feed'
import { requestOrigin } from '@/lib/server/http/origin'
import { Folded } from './folded'

export async function CalendarFeed({ campaignId, actor }: { campaignId: string; actor: Actor }) {
  const secret = calendarSecretFor(getDb(), campaignId, actor)
  if (!secret) return null
  const t = await getTranslations('Schedule')
  const address = `${(await requestOrigin()).origin}${calendarPath(campaignId, secret)}`
  return (
    // Folded: a thing set up once, which should not stand before the page's own moves on a phone.
    <section aria-labelledby="calendar-title" className="rounded border border-slate-300 bg-white p-4">
      <Folded
        summary={
          <h2 id="calendar-title" className="inline text-lg font-bold">
            {t('calendarTitle')}
          </h2>
        }
      >
        <p className="text-sm">{t('calendarIntro')}</p>
        <ClientMessages namespaces={['Home']}>
          <CopyField label={t('calendarAddress')} value={address} />
        </ClientMessages>
        <p>
          <a href={address.replace(/^https?:/, 'webcal:')} className="inline-flex min-h-11 items-center font-semibold underline">
            {t('calendarSubscribe')}
          </a>
        </p>
      </Folded>
    </section>
  )
}
