import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { objectiveName, systemName, zoneRoman } from '@/app/_lib/words'
import { loadCampaign, playerNamer } from '../../_lib/load-campaign'
import { PrintButton } from '../../map/print-button'
import { TEAMS, campaignPointsEra } from '@/lib/campaign'
import { BattleFleet } from '../../battles/_components/battle-fleet'
import { ScoreTally } from '../../battles/[battleId]/briefing/_sections/score-tally'
import { allyForcesText } from '@/app/_lib/ally-words'
import { fleetName } from '../../history/words'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Pivotal.briefing')
  return { title: t('title') }
}

/** R-PIVOT-PLAY: the six fleets, the objective and the special rules, for the table, on two printed pages at most. */
export default async function PivotalBriefingPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const { view } = await loadCampaign(campaignId)
  const p = view.state.pivotal
  if (!p?.objective) notFound()
  const t = await getTranslations('Pivotal.briefing')
  const terms = await getTranslations('Terms')
  const allyWords = await getTranslations('Ally')
  const name = playerNamer(view)
  return (
    // Printed on A4 landscape: each team's three fleets side by side on one row, so six fleets and the score
    // grid take two pages at most.
    <article aria-label={t('title')} className="space-y-3 text-sm print:space-y-2 print:text-[8.5pt]">
      <div className="flex items-baseline justify-between">
        <h1 className="text-xl font-bold">
          {t('heading', {
            name: view.state.name,
            objective: objectiveName(p.objective),
            where: p.target?.systemId ? 'system' : p.target?.zone ? 'zone' : 'none',
            system: p.target?.systemId ? systemName(p.target.systemId) : '',
            zone: p.target?.zone ? zoneRoman(p.target.zone) : '',
          })}
        </h1>
        <PrintButton label={t('print')} />
      </div>
      <ul className="list-disc pl-5">
        <li>{t('assaulting', { team: p.assaulters! })}</li>
        <li>{t('area')}</li>
        <li>{t('activations')}</li>
        <li>{t('friendly')}</li>
        {p.climactic ? <li>{t('climactic')}</li> : null}
      </ul>
      {TEAMS.map((team) => {
        const fleets = view.state.fleets.filter((f) => f.owner.kind === 'player' && f.team === team)
        if (fleets.length === 0) return null
        return (
          <section key={team} aria-label={t('fleets', { team })} className="space-y-1">
            <h2 className="text-base font-bold">{t('team', { team, side: team === p.assaulters ? 'assaulting' : 'defending' })}</h2>
            <div className="grid gap-3 sm:grid-cols-2 print:grid-cols-3 print:gap-2">
              {fleets.map((f) => (
                <BattleFleet key={f.id} fleet={f} title={fleetName(terms, f.id, name)} pointsEra={campaignPointsEra(view.state)}>
                  {p.allies
                    ?.filter((a) => a.fleetId === f.id)
                    .map((a) => (
                      <p key={a.fleetId}>{t('ally', { forces: allyForcesText(a.forces, allyWords, campaignPointsEra(view.state)) })}</p>
                    ))}
                </BattleFleet>
              ))}
            </div>
          </section>
        )
      })}
      <ScoreTally players={TEAMS.map((team) => terms('TheTeam', { team }))} />
    </article>
  )
}
