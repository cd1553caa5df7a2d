import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { violationMessage } from '@/app/_lib/messages'
import { ACT_ROMAN, systemName } from '@/app/_lib/words'
import { SYSTEM_IDS, type SystemId } from '@/lib/data/map'
import { CampaignMap } from '../_components/campaign-map'
import { MapLegend } from '../_components/map-legend'
import { PlaceBaseForm } from '../_components/place-base-form'
import { StandingsTable } from '../_components/standings-table'
import { SystemDetails } from '../_components/system-details'
import { loadCampaign, playerNamer } from '../_lib/load-campaign'
import { PrintButton } from './print-button'

export const metadata: Metadata = { title: 'Campaign map' }

function parseSystem(value: string | string[] | undefined): SystemId | null | 'invalid' {
  if (value === undefined) return null
  if (typeof value !== 'string' || !(SYSTEM_IDS as readonly string[]).includes(value)) return 'invalid'
  return value as SystemId
}

export default async function MapPage({
  params,
  searchParams,
}: {
  params: Promise<{ campaignId: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { campaignId } = await params
  const selected = parseSystem((await searchParams).system)
  if (selected === 'invalid') notFound()
  const { view } = await loadCampaign(campaignId)
  const name = playerNamer(view)
  const { state } = view
  const today = new Date().toISOString().slice(0, 10)
  const refusals = selected ? view.baseRefusals[selected] : undefined
  const mayPlaceHere = selected !== null && view.placeBaseFor.length > 0 && view.legalBaseSystems.includes(selected)
  return (
    <div className="space-y-4 print:space-y-1">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold print:text-base">
          {state.name}: campaign map
          <span className="block text-base font-normal print:inline print:text-sm">
            {' '}
            {state.phase === 'setup' ? 'Setup' : `Act ${ACT_ROMAN[state.act - 1]}, turn ${state.turn}`} · printed <time dateTime={today}>{today}</time>
          </span>
        </h1>
        <PrintButton />
      </div>
      {/* Screen: map left, legend and standings right. Print (one A4 landscape page): map
          left, standings and legend right. */}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] print:grid-cols-[minmax(0,66fr)_minmax(0,34fr)] print:gap-x-3 print:gap-y-1">
        {/* On a phone the map keeps a readable size and scrolls sideways; the system list below helps too. */}
        <div className="min-w-0 overflow-x-auto lg:col-start-1 lg:row-span-2 lg:row-start-1 print:col-start-1 print:row-span-2 print:row-start-1 print:self-start print:overflow-visible">
          <div className="min-w-[680px] sm:min-w-0 print:min-w-0">
            <CampaignMap
              control={state.control}
              preset={state.preset}
              selected={selected}
              systemHref={(id) => `/campaigns/${campaignId}/map?system=${id}#details`}
            />
          </div>
        </div>
        <div className="min-w-0 lg:col-start-2 lg:row-start-1 print:col-start-2 print:row-start-2 print:[&_svg]:max-h-3 print:[&_svg]:w-auto">
          <MapLegend />
        </div>
        <div className="min-w-0 lg:col-start-2 lg:row-start-2 print:col-start-2 print:row-start-1">
          <StandingsTable standings={view.standings} />
          {state.overrides.length > 0 ? (
            <p className="mt-1 text-xs">
              Values set by the organizer (R-OVERRIDE): {state.overrides.map((o) => o.reason).join('; ')}. See the history for details.
            </p>
          ) : null}
        </div>
      </div>
      {selected ? (
        <div id="details" className="space-y-3 print:hidden">
          <SystemDetails systemId={selected} control={state.control[selected]} playerName={name} preset={state.preset} />
          {mayPlaceHere ? (
            <div className="rounded border border-slate-300 bg-white p-4">
              <h2 className="text-lg font-bold">Place a base at {systemName(selected)}</h2>
              <PlaceBaseForm
                campaignId={campaignId}
                version={view.version}
                players={view.placeBaseFor.map((id) => ({ id, name: name(id) }))}
                systems={view.legalBaseSystems.map((id) => ({ id, label: systemName(id) }))}
                systemId={selected}
              />
            </div>
          ) : null}
          {refusals ? (
            <div className="rounded border border-slate-300 bg-white p-4">
              <h2 className="text-lg font-bold">No base can be placed here</h2>
              <ul className="list-disc pl-5">
                {refusals.map((v) => (
                  <li key={v.reason}>{violationMessage(v)}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : (
        <p className="text-sm print:hidden">Select a system on the map to see all its data.</p>
      )}
      <nav aria-label="Systems" className="print:hidden">
        <details>
          <summary className="cursor-pointer font-semibold">All systems (list)</summary>
          <ul className="mt-2 grid grid-cols-2 gap-1 sm:grid-cols-3">
            {SYSTEM_IDS.map((id) => (
              <li key={id}>
                <a href={`/campaigns/${campaignId}/map?system=${id}#details`}>{systemName(id)}</a>
              </li>
            ))}
          </ul>
        </details>
      </nav>
    </div>
  )
}
