import type { Metadata } from 'next'
import { Link } from '@/app/_components/link'
import { getTranslations } from 'next-intl/server'
import { loadCampaign, managementViewFor, playerNamer } from '../_lib/load-campaign'
import { fleetNamer } from '../fleets/_lib/fleet-names'
import { BasesSection } from './_sections/bases'
import { EffectsSection } from './_sections/effects'
import { ExperienceSection } from './_sections/experience'
import { ForceStepSection } from './_sections/force-step'
import { RefitSection } from './_sections/refit'
import { RewardsSection } from './_sections/rewards'
import { TokensSection } from './_sections/tokens'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Management')
  return { title: t('metaTitle') }
}

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
  const m = managementViewFor(campaignId, actor)
  const t = await getTranslations('Management')
  if (!m) {
    return (
      <section className="space-y-2">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p>{t('notStarted', { phase: view.state.phase })}</p>
        <p>
          <Link href={`/campaigns/${campaignId}/turn`}>{t('backToTurn')}</Link>
        </p>
      </section>
    )
  }
  const terms = await getTranslations('Terms')
  const fleet = fleetNamer(terms, playerNamer(view))
  const props = { campaignId, view, m, fleet, chosenReward: typeof query.reward === 'string' ? query.reward : null }
  const owed = [...m.owed.teams.map((team) => terms('theTeam', { team })), ...m.owed.fleets.map(fleet)]
  const stepName = t(`step.${m.step}`)
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">{t('titleTurn', { turn: view.state.turn })}</h1>
      <p role="status" className="font-semibold">
        {stepName}
      </p>
      <p>{owed.length === 0 ? t('owedNothing') : t('owed', { owed: owed.join(', ') })}</p>
      <EffectsSection {...props} />
      <BasesSection {...props} />
      <TokensSection {...props} />
      <RewardsSection {...props} />
      <ExperienceSection {...props} />
      <RefitSection {...props} />
      <ForceStepSection {...props} stepName={stepName} owed={owed} />
    </div>
  )
}
