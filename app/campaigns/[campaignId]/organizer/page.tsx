import type { Metadata } from 'next'
import { Link } from '@/app/_components/link'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { LocalTime } from '@/app/_components/local-time'
import { ClientMessages } from '@/app/_i18n/client-messages'
import { getDb } from '@/db/client'
import { campaignLanguage, campaignPointsEra } from '@/lib/campaign'
import { eraKey } from '@/app/_lib/points-era-words'
import { SYSTEMS } from '@/lib/data/map'
import { lastDownloadedAt } from '@/lib/server/export-campaign'
import { fleetLabel } from '@/app/_lib/fleet-label'
import { loadCampaign, playerNamer } from '../_lib/load-campaign'
import { CommandForm } from '@/app/_components/command-form'
import { Field } from '@/app/_components/ui/field'
import { RENAME_CAMPAIGN_FORM } from '@/lib/campaign'
import { discordSettingsView } from '@/lib/server/notices/discord-settings'
import { DiscordForm } from './discord-form'
import { DiscordStatus } from './discord-status'
import { LanguageForm } from './language-form'
import { OverrideForm } from './override-form'
import { PointsEraForm } from './points-era-form'
import { RegenerateLinkForm } from './regenerate-link-form'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Organizer'))('metaTitle') }
}

export default async function OrganizerPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const { actor, view } = await loadCampaign(campaignId)
  if (view.viewer.role !== 'organizer') notFound()
  const t = await getTranslations('Organizer')
  const terms = await getTranslations('Terms')
  const downloadedAt = lastDownloadedAt(getDb(), campaignId, actor)
  const discord = discordSettingsView(getDb(), { campaignId, actor })
  return (
    <ClientMessages namespaces={['Organizer', 'Terms']}>
      <div className="space-y-6">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <section aria-labelledby="links-title" className="space-y-3 rounded border border-slate-300 bg-white p-4">
          <h2 id="links-title" className="text-lg font-bold">
            {t('links.title')}
          </h2>
          <p className="text-sm">{t('links.intro')}</p>
          <ul className="space-y-3">
            {view.state.players.map((p) => (
              <li key={p.id}>
                <RegenerateLinkForm campaignId={campaignId} subject={p.id} label={t('links.player', { name: p.name, team: terms('team', { team: p.team }) })} />
              </li>
            ))}
            <li>
              <RegenerateLinkForm campaignId={campaignId} subject="organizer" label={t('links.organizer')} />
            </li>
          </ul>
        </section>
        <section aria-labelledby="name-title" className="space-y-2 rounded border border-slate-300 bg-white p-4">
          <h2 id="name-title" className="text-lg font-bold">
            {t('name.title')}
          </h2>
          <p className="text-sm">{t('name.intro')}</p>
          <CommandForm
            campaignId={campaignId}
            version={view.version}
            type="rename-campaign"
            submit={t('name.submit')}
            done={t('name.done')}
            label={t('name.title')}
          >
            <Field label={t('name.label')}>
              {(control) => (
                <input
                  name={RENAME_CAMPAIGN_FORM.name.field}
                  maxLength={RENAME_CAMPAIGN_FORM.name.maxLength}
                  defaultValue={view.state.name}
                  required
                  {...control}
                />
              )}
            </Field>
          </CommandForm>
        </section>
        <section aria-labelledby="language-title" className="space-y-2 rounded border border-slate-300 bg-white p-4">
          <h2 id="language-title" className="text-lg font-bold">
            {t('language.title')}
          </h2>
          <p className="text-sm">{t('language.intro')}</p>
          <LanguageForm campaignId={campaignId} version={view.version} current={campaignLanguage(view.state)} />
        </section>
        <section aria-labelledby="discord-title" className="space-y-2 rounded border border-slate-300 bg-white p-4">
          <h2 id="discord-title" className="text-lg font-bold">
            {t('discord.title')}
          </h2>
          <p className="text-sm">{t('discord.intro')}</p>
          <DiscordForm
            campaignId={campaignId}
            masked={discord.webhook}
            topics={discord.topics}
            reminderHours={discord.reminderMinutes === null ? null : Math.round(discord.reminderMinutes / 60)}
          />
          {discord.webhook ? <DiscordStatus status={discord} /> : null}
        </section>
        <section aria-labelledby="points-era-title" className="space-y-2 rounded border border-slate-300 bg-white p-4">
          <h2 id="points-era-title" className="text-lg font-bold">
            {t('pointsEra.title')}
          </h2>
          <p className="text-sm">{t('pointsEra.current', { era: eraKey(campaignPointsEra(view.state)) })}</p>
          {view.state.phase === 'setup' ? (
            <PointsEraForm campaignId={campaignId} version={view.version} current={campaignPointsEra(view.state)} />
          ) : (
            <p className="text-sm">{t('pointsEra.fixed')}</p>
          )}
        </section>
        {view.state.phase !== 'setup' ? (
          <section aria-labelledby="override-title" className="space-y-2 rounded border border-amber-600 bg-amber-50 p-4">
            <h2 id="override-title" className="text-lg font-bold">
              {t('override.title')}
            </h2>
            <p className="text-sm">{t('override.intro')}</p>
            <OverrideForm
              campaignId={campaignId}
              version={view.version}
              fleets={view.state.fleets.filter((f) => f.commander).map((f) => ({ id: f.id, label: fleetLabel(terms, f.id, playerNamer(view)) }))}
              systems={SYSTEMS.map((s) => ({ id: s.id, label: s.name }))}
            />
          </section>
        ) : null}
        <section aria-labelledby="backup-title" className="space-y-2 rounded border border-slate-300 bg-white p-4">
          <h2 id="backup-title" className="text-lg font-bold">
            {t('backup.title')}
          </h2>
          <p>
            {t.rich('backup.download', {
              link: (chunks) => (
                <a href={`/campaigns/${campaignId}/export`} download>
                  {chunks}
                </a>
              ),
            })}
          </p>
          <p>{downloadedAt ? t.rich('backup.lastDownloaded', { time: () => <LocalTime iso={downloadedAt.toISOString()} /> }) : t('backup.never')}</p>
          <p>{t.rich('backup.restore', { link: (chunks) => <Link href="/import">{chunks}</Link> })}</p>
        </section>
      </div>
    </ClientMessages>
  )
}
