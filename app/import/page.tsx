import type { Metadata } from 'next'
import { ImportCampaignForm } from './import-campaign-form'

export const metadata: Metadata = { title: 'Import a campaign' }

export default function ImportPage() {
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">Import a campaign</h1>
      <p>
        Restore a campaign file downloaded from a Rim Command organizer page. The campaign comes back with the same map, state and history; you become its
        organizer and get new links for the players (the old links stay with the old server).
      </p>
      <ImportCampaignForm />
    </section>
  )
}
