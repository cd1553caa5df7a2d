import { getTranslations } from 'next-intl/server'
import { TeamName } from '@/app/_components/ui/team-badge'
import type { Metadata } from 'next'
import { elision } from '@/app/_i18n/elision'
import { CampaignNav, type NavLink } from './_components/campaign-nav'
import { idleTabs } from './_components/idle-tabs'
import { LiveRefresh } from './_components/live-values'
import { inManagementOrPivotal, PhaseBanner } from './_components/phase-banner'
import { loadCampaign, managementViewFor } from './_lib/load-campaign'

/** Each page's browser tab names the campaign, so a group's tabs tell their campaigns apart. */
export async function generateMetadata({ params }: { params: Promise<{ campaignId: string }> }): Promise<Metadata> {
  const { view } = await loadCampaign((await params).campaignId)
  const app = (await getTranslations('Common'))('appName')
  return { title: { template: `%s · ${view.state.name} · ${app}`, default: `${view.state.name} · ${app}` } }
}

export default async function CampaignLayout({ children, params }: { children: React.ReactNode; params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const { actor, view } = await loadCampaign(campaignId)
  const base = `/campaigns/${campaignId}`
  const t = await getTranslations('Campaign')
  const terms = await getTranslations('Terms')
  const idle = idleTabs(view.state)
  // Every tab always shows, in the same place: a tab whose phase is not now is drawn quieter, and its page
  // says why there is nothing to do there yet (or any more).
  const links: NavLink[] = [
    { href: base, label: t('nav.overview'), exact: true },
    { href: `${base}/map`, label: t('nav.map') },
    { href: `${base}/fleets`, label: t('nav.fleets') },
    { href: `${base}/turn`, label: t('nav.turn'), idle: idle.turn, phaseTab: 'turn' },
    { href: `${base}/battles`, label: t('nav.battles'), idle: idle.battles, phaseTab: 'battles' },
    // Its refit editor, under Fleets, marks this tab.
    { href: `${base}/management`, label: t('nav.management'), idle: idle.management, phaseTab: 'management', alsoEndingWith: '/refit' },
    { href: `${base}/pivotal`, label: t('nav.pivotal'), idle: idle.pivotal, phaseTab: 'pivotal' },
    { href: `${base}/history`, label: t('nav.history') },
    { href: `${base}/summary`, label: t('nav.summary') },
    ...(view.viewer.role === 'organizer' ? [{ href: `${base}/organizer`, label: t('nav.organizer') }] : []),
  ]
  return (
    <div className="space-y-2 sm:space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2 print:hidden">
        <p className="font-bold sm:text-xl">{view.state.name}</p>
        <p className="text-sm">
          {view.viewer.role === 'organizer'
            ? t.rich('signedInOrganizer', { strong: (chunks) => <strong>{chunks}</strong> })
            : t.rich('signedInPlayer', {
                name: view.viewer.name ?? '',
                elision: elision(view.viewer.name ?? ''),
                teamName: terms('team', { team: view.viewer.team! }),
                strong: (chunks) => <strong>{chunks}</strong>,
                team: (chunks) => <TeamName team={view.viewer.team!}>{chunks}</TeamName>,
              })}
        </p>
      </div>
      <CampaignNav links={links} label={t('nav.label')} since={view.version} />
      <LiveRefresh campaignId={campaignId} version={view.version} />
      <PhaseBanner view={view} management={inManagementOrPivotal(view) ? managementViewFor(campaignId, actor) : null} />
      {children}
    </div>
  )
}
