import type { Metadata } from 'next'
import Link from 'next/link'
import { getDb } from '@/db/client'
import { fleetName, TEAM_NAMES } from '@/app/_lib/words'
import { getManagementView } from '@/lib/server/get-management-view'
import { loadCampaign, playerNamer } from '../_lib/load-campaign'
import { BasesSection } from './_sections/bases'
import { EffectsSection } from './_sections/effects'
import { ExperienceSection } from './_sections/experience'
import { ForceStepSection } from './_sections/force-step'
import { RefitSection } from './_sections/refit'
import { RewardsSection } from './_sections/rewards'
import { TokensSection } from './_sections/tokens'

export const metadata: Metadata = { title: 'Management' }

const STEP_NAMES = {
  effects: 'Step 1: battle effects and bases',
  tokens: 'Step 2: strategic effect tokens',
  rewards: 'Step 3: rewards',
  experience: 'Step 4: spend XP',
  refit: 'Step 5: refit',
} as const

export default async function ManagementPage({
  params,
  searchParams,
}: {
  params: Promise<{ campaignId: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { campaignId } = await params
  const query = await searchParams
  const { actor, view } = await loadCampaign(campaignId)
  const m = getManagementView(getDb(), campaignId, actor)
  if (!m) {
    return (
      <section className="space-y-2">
        <h1 className="text-2xl font-bold">Management</h1>
        <p>The management phase has not started: it follows the battle phase.</p>
        <p>
          <Link href={`/campaigns/${campaignId}/turn`}>Back to the turn</Link>
        </p>
      </section>
    )
  }
  const name = playerNamer(view)
  const fleet = (id: string) => fleetName(id, name)
  const props = { campaignId, view, m, fleet, chosenReward: typeof query.reward === 'string' ? query.reward : null }
  const owed = [...m.owed.teams.map((t) => `the ${TEAM_NAMES[t]}`), ...m.owed.fleets.map(fleet)]
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">Management, turn {view.state.turn}</h1>
      <p role="status" className="font-semibold">
        {STEP_NAMES[m.step]}
      </p>
      <p>Still owed: {owed.length === 0 ? 'nothing' : owed.join(', ')}.</p>
      <EffectsSection {...props} />
      <BasesSection {...props} />
      <TokensSection {...props} />
      <RewardsSection {...props} />
      <ExperienceSection {...props} />
      <RefitSection {...props} />
      <ForceStepSection {...props} stepName={STEP_NAMES[m.step]} />
    </div>
  )
}
