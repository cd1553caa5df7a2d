import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { fleetName, TEAM_NAMES } from '@/app/_lib/words'
import { getDb } from '@/db/client'
import { SYSTEMS } from '@/lib/data/map'
import { lastDownloadedAt } from '@/lib/server/export-campaign'
import { OverrideForm } from './override-form'
import { loadCampaign, playerNamer } from '../_lib/load-campaign'
import { RegenerateLinkForm } from './regenerate-link-form'

export const metadata: Metadata = { title: 'Organizer' }

export default async function OrganizerPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const { actor, view } = await loadCampaign(campaignId)
  if (view.viewer.role !== 'organizer') notFound()
  const downloadedAt = lastDownloadedAt(getDb(), campaignId, actor)
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Organizer</h1>
      <section aria-labelledby="links-title" className="space-y-3 rounded border border-slate-300 bg-white p-4">
        <h2 id="links-title" className="text-lg font-bold">
          Personal links
        </h2>
        <p className="text-sm">
          Links are stored only as fingerprints, so a lost link cannot be shown again: replace it, and the old one stops working at once.
        </p>
        <ul className="space-y-3">
          {view.state.players.map((p) => (
            <li key={p.id}>
              <RegenerateLinkForm campaignId={campaignId} subject={p.id} label={`${p.name} (${TEAM_NAMES[p.team]})`} />
            </li>
          ))}
          <li>
            <RegenerateLinkForm campaignId={campaignId} subject="organizer" label="Organizer (you: your current link stops working)" />
          </li>
        </ul>
      </section>
      {view.state.phase !== 'setup' ? (
        <section aria-labelledby="override-title" className="space-y-2 rounded border border-amber-600 bg-amber-50 p-4">
          <h2 id="override-title" className="text-lg font-bold">
            Override a value (R-OVERRIDE)
          </h2>
          <p className="text-sm">For a mistake made at the table: the new value and your reason are recorded in the history and shown on the map summary.</p>
          <OverrideForm
            campaignId={campaignId}
            version={view.version}
            fleets={view.state.fleets.filter((f) => f.commander).map((f) => ({ id: f.id, label: fleetName(f.id, playerNamer(view)) }))}
            systems={SYSTEMS.map((s) => ({ id: s.id, label: s.name }))}
          />
        </section>
      ) : null}
      <section aria-labelledby="backup-title" className="space-y-2 rounded border border-slate-300 bg-white p-4">
        <h2 id="backup-title" className="text-lg font-bold">
          Backup and restore
        </h2>
        <p>
          <a href={`/campaigns/${campaignId}/export`} download>
            Download the campaign file
          </a>{' '}
          (the whole history and state, secrets included: keep it private).
        </p>
        <p>
          {downloadedAt ? (
            <>
              Last downloaded <time dateTime={downloadedAt.toISOString()}>{downloadedAt.toLocaleString('en-GB', { timeZone: 'UTC' })} UTC</time>.
            </>
          ) : (
            <>Never downloaded yet: download it after each session, so the campaign survives a lost server.</>
          )}
        </p>
        <p>
          To restore it, on this or another Rim Command server: <Link href="/import">Import a campaign file</Link>.
        </p>
      </section>
    </div>
  )
}
