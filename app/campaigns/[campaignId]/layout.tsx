import { getDb } from '@/db/client'
import { getTurnView } from '@/lib/server/get-turn-view'
import { TeamName } from '@/app/_components/ui/team-badge'
import { CampaignNav } from './_components/campaign-nav'
import { LiveRefresh } from './_components/live-refresh'
import { PhaseBanner } from './_components/phase-banner'
import { loadCampaign } from './_lib/load-campaign'

export default async function CampaignLayout({ children, params }: { children: React.ReactNode; params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const { actor, view } = await loadCampaign(campaignId)
  const base = `/campaigns/${campaignId}`
  const links = [
    { href: base, label: 'Overview', exact: true },
    { href: `${base}/map`, label: 'Map' },
    { href: `${base}/fleets`, label: 'Fleets' },
    ...(view.state.phase !== 'setup' ? [{ href: `${base}/turn`, label: 'Turn' }] : []),
    ...(view.state.phase === 'management' ? [{ href: `${base}/management`, label: 'Management' }] : []),
    ...(view.state.phase === 'pivotal' && view.state.pivotal?.step === 'after' ? [{ href: `${base}/management`, label: 'Refit' }] : []),
    ...(view.state.phase === 'pivotal' || view.state.phase === 'ended' ? [{ href: `${base}/pivotal`, label: 'Pivotal battle' }] : []),
    ...(view.state.phase === 'ended' ? [{ href: `${base}/summary`, label: 'Summary' }] : []),
    { href: `${base}/history`, label: 'History' },
    ...(view.viewer.role === 'organizer' ? [{ href: `${base}/organizer`, label: 'Organizer' }] : []),
  ]
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2 print:hidden">
        <p className="text-xl font-bold">{view.state.name}</p>
        <p className="text-sm">
          Signed in as{' '}
          {view.viewer.role === 'organizer' ? (
            <strong>Organizer</strong>
          ) : (
            <>
              <strong>{view.viewer.name}</strong> (<TeamName team={view.viewer.team!} />)
            </>
          )}
        </p>
      </div>
      <CampaignNav links={links} />
      <LiveRefresh campaignId={campaignId} version={view.version} />
      <PhaseBanner view={view} turn={getTurnView(getDb(), campaignId, actor)} />
      {children}
    </div>
  )
}
