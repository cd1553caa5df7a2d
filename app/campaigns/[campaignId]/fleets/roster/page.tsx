import type { Metadata } from 'next'
import { getFormatter, getTranslations } from 'next-intl/server'
import { campaignPointsEra, fleetLimitStage } from '@/lib/campaign'
import { loadCampaign, playerNamer } from '../../_lib/load-campaign'
import { PrintButton } from '../../map/print-button'
import { actRoman } from '../../history/words'
import { FleetRoster } from '../_components/fleet-roster'
import { fleetNamer } from '../_lib/fleet-names'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Roster')
  return { title: t('metaTitleAll') }
}

/** Fleets two by two: one printed A4 landscape page holds a pair side by side. */
function pairs<T>(items: T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / 2) }, (_, i) => items.slice(2 * i, 2 * i + 2))
}

/**
 * Every fleet the viewer may see, printed two to an A4 landscape page with boxes to tick damage and lost
 * squadrons; each page says which campaign, when and the day it was printed, so loose sheets still tell.
 */
export default async function AllRostersPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const { view } = await loadCampaign(campaignId)
  const t = await getTranslations('Roster')
  const format = await getFormatter()
  const fleetName = fleetNamer(await getTranslations('Terms'), playerNamer(view))
  const fleetNames = Object.fromEntries(view.state.fleets.map((f) => [f.id, fleetName(f.id)]))
  const { state } = view
  const printedOn = new Date()
  const when = state.phase === 'setup' ? t('whenSetup') : t('whenTurn', { roman: actRoman(state.act), turn: state.turn })
  const line = t.rich('printedFor', {
    when,
    date: format.dateTime(printedOn, { dateStyle: 'medium' }),
    time: (chunks) => <time dateTime={printedOn.toISOString().slice(0, 10)}>{chunks}</time>,
  })
  return (
    <div className="space-y-6 print:space-y-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2 print:mb-2">
        <h1 className="text-2xl font-bold print:text-base">
          {t('allHeading', { campaign: state.name })}
          <span className="block text-base font-normal print:inline print:text-sm"> {line}</span>
        </h1>
        <PrintButton label={t('printAll')} />
      </div>
      {pairs(state.fleets).map((pair, i) => (
        // No page break after the last pair: it would print an empty page.
        <div key={pair[0]!.id} className="space-y-6 break-after-page last:break-after-auto print:space-y-0">
          {i > 0 ? (
            <p aria-hidden="true" className="hidden text-sm print:mb-2 print:block">
              {state.name} · {line}
            </p>
          ) : null}
          <div className="space-y-6 print:grid print:grid-cols-2 print:items-start print:gap-x-[8mm] print:space-y-0">
            {pair.map((fleet) => (
              <FleetRoster
                key={fleet.id}
                fleet={fleet}
                title={fleetNames[fleet.id]!}
                violations={view.fleetStatus[fleet.id]!.violations}
                fleetNames={fleetNames}
                preset={state.preset}
                stage={fleetLimitStage(state)}
                pointsEra={campaignPointsEra(state)}
              />
            ))}
          </div>
        </div>
      ))}
    </div>
  )
}
