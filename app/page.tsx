import Link from 'next/link'
import { CreateCampaignForm } from './_components/create-campaign-form'
import { DemoCampaignForm } from './_components/demo-campaign-form'

export default function HomePage() {
  return (
    <div className="space-y-8">
      <section className="space-y-2">
        <h1 className="text-3xl font-bold">Rim Command</h1>
        <p>
          Run a <em>Rebellion in the Rim</em> campaign for Star Wars: Armada, with Green Knight&apos;s fixes: the map, the bases and their secret defenses, the
          history of every change. Create a campaign, then hand each player their personal link.
        </p>
        <p>
          Moving a campaign from another server? <Link href="/import">Import a campaign file</Link>.
        </p>
      </section>
      <section aria-labelledby="demo-title" className="space-y-2 rounded border border-slate-300 bg-white p-4">
        <h2 id="demo-title">New here? Look around a demo</h2>
        <DemoCampaignForm />
      </section>
      <section aria-labelledby="create-title" className="space-y-4">
        <h2 id="create-title">Create a campaign</h2>
        <CreateCampaignForm />
      </section>
    </div>
  )
}
