import { getTranslations } from 'next-intl/server'
import { getDb } from '@/db/client'
import { getManagementView } from '@/lib/server/get-management-view'
import { TeamName } from '@/app/_components/ui/team-badge'
import { CampaignNav } from './_components/campaign-nav'
import { LiveRefresh } from './_components/live-values'
import { inManagementOrPivotal, PhaseBanner } from './_components/phase-banner'
import { loadCampaign } from './_lib/load-campaign'

export default async function CampaignLayout({ children, params }: { children: React.ReactNode; params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const { actor, view } = await loadCampaign(campaignId)
  const base = `/campaigns/${campaignId}`
  const t = await getTranslations('Campaign')
  const terms = await getTranslations('Terms')
  const links = [
    { href: base, label: t('nav.overview'), exact: true },
    { href: `${base}/map`, label: t('nav.map') },
    { href: `${base}/fleets`, label: t('nav.fleets') },
    ...(view.state.phase !== 'setup' ? [{ href: `${base}/turn`, label: t('nav.turn') }] : []),
    ...(view.state.phase === 'management' ? [{ href: `${base}/management`, label: t('nav.management') }] : []),
    ...(view.state.phase === 'pivotal' && view.state.pivotal?.step === 'after' ? [{ href: `${base}/management`, label: t('nav.refit') }] : []),
    ...(view.state.phase === 'pivotal' || view.state.phase === 'ended' ? [{ href: `${base}/pivotal`, label: t('nav.pivotal') }] : []),
    ...(view.state.phase === 'ended' ? [{ href: `${base}/summary`, label: t('nav.summary') }] : []),
    { href: `${base}/history`, label: t('nav.history') },
    ...(view.viewer.role === 'organizer' ? [{ href: `${base}/organizer`, label: t('nav.organizer') }] : []),
  ]
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2 print:hidden">
        <p className="text-xl font-bold">{view.state.name}</p>
        <p className="text-sm">
          {view.viewer.role === 'organizer'
            ? t.rich('signedInOrganizer', { strong: (chunks) => <strong>{chunks}</strong> })
            : t.rich('signedInPlayer', {
                name: view.viewer.name ?? '',
                teamName: terms('team', { team: view.viewer.team! }),
                strong: (chunks) => <strong>{chunks}</strong>,
                team: (chunks) => <TeamName team={view.viewer.team!}>{chunks}</TeamName>,
              })}
        </p>
      </div>
      <CampaignNav links={links} label={t('nav.label')} />
      <LiveRefresh campaignId={campaignId} version={view.version} />
      <PhaseBanner view={view} management={inManagementOrPivotal(view) ? getManagementView(getDb(), campaignId, actor) : null} />
      {children}
    </div>
  )
}
