import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getFormatter, getTranslations } from 'next-intl/server'
import { ClientMessages } from '@/app/_i18n/client-messages'
import { violationMessage } from '@/app/_lib/messages'
import { systemName } from '@/app/_lib/words'
import { SYSTEM_IDS, type SystemId } from '@/lib/data/map'
import { CampaignMap } from '../_components/campaign-map'
import { MapLegend } from '../_components/map-legend'
import { MapZoom } from '../_components/map-zoom'
import { PlaceBaseForm } from '../_components/place-base-form'
import { StandingsTable } from '../_components/standings-table'
import { SystemDetails } from '../_components/system-details'
import { inManagementOrPivotal } from '../_components/phase-banner'
import { loadCampaign, managementViewFor, playerNamer } from '../_lib/load-campaign'
import { BattleList } from './battle-list'
import { MapLive } from './map-live'
import { mapPageData } from './map-data'
import { turnKey, turnValues } from './shown-turn'
import { actRoman } from '../history/words'
import { PrintButton } from './print-button'
import { TurnPicker } from './turn-picker'
import { overlayQuery } from '../_lib/overlay-query'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Map')
  return { title: t('title') }
}

export default async function MapPage({
  params,
  searchParams,
}: {
  params: Promise<{ campaignId: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { campaignId } = await params
  const query = await searchParams
  const { actor, view } = await loadCampaign(campaignId)
  // The banner's part of the overlay is drawn from the management view, as the layout draws the banner.
  const management = inManagementOrPivotal(view) ? managementViewFor(campaignId, actor) : null
  const data = await mapPageData(view, management, { system: query.system, turn: query.turn })
  if (!data) notFound()
  const { selected, shown, past, control, battles, hrefPrefix, overlay } = data
  const name = playerNamer(view)
  const { state } = view
  const history = state.mapHistory ?? []
  const t = await getTranslations('Map')
  const format = await getFormatter()
  const now = state.phase === 'setup' ? t('whenSetup') : t('whenNow', { roman: actRoman(state.act), turn: state.turn })
  const mapTitle = past ? t('mapPast', turnValues(past)) : t('mapNow')
  const mapHref = (id: SystemId) => `${hrefPrefix}${id}#details`
  const printedOn = new Date()
  const today = printedOn.toISOString().slice(0, 10)
  const date = format.dateTime(printedOn, { dateStyle: 'medium' })
  const time = (chunks: React.ReactNode) => <time dateTime={today}>{chunks}</time>
  const refusals = selected && !past ? view.baseRefusals[selected] : undefined
  const mayPlaceHere = !past && selected !== null && view.placeBaseFor.length > 0 && view.legalBaseSystems.includes(selected)
  const actions = (
    <>
      <a
        href={`/campaigns/${campaignId}/map/picture${past ? `?turn=${turnKey(past)}` : ''}`}
        download
        className="rounded border border-slate-500 bg-white px-3 py-1 text-inherit no-underline"
      >
        {t('downloadPng')}
      </a>
      <PrintButton label={t('print')} />
    </>
  )
  return (
    <div className="space-y-4 print:space-y-1">
      <MapLive campaignId={campaignId} query={overlayQuery(query, ['system', 'turn'])} rest={overlay.rest} />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold print:text-base">
          {t('heading', { name: state.name })}
          <span className="block text-base font-normal print:inline print:text-sm">
            {' '}
            {past ? t.rich('subtitlePast', { ...turnValues(past), date, time }) : t.rich('subtitleNow', { when: now, date, time })}
          </span>
        </h1>
        <div className="hidden flex-wrap gap-2 sm:flex print:hidden">{actions}</div>
      </div>
      {shown.kind === 'invalid' ? (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-red-900 print:hidden">
          {t(shown.reason === 'no-past-map' ? 'noPastMap' : 'noSuchTurn', { shown: shown.shown })}
        </p>
      ) : null}
      {history.length > 0 ? (
        <div className="hidden sm:block">
          <TurnPicker campaignId={campaignId} history={history} shown={past} now={now} />
        </div>
      ) : null}
      {/* Screen: the map across the whole window (at least 1000 px for its 1000 units, plus the pane's border,
          so no label is under 11 px), as tall as the window, a selected system's details beside it, the rest
          below. Print (one A4 landscape page): map left, standings and legend right. */}
      <div className="grid gap-4 lg:grid-cols-2 print:grid-cols-[minmax(0,66fr)_minmax(0,34fr)] print:gap-x-3 print:gap-y-1">
        <div
          className={`min-w-0 lg:relative lg:left-1/2 lg:col-span-2 lg:-translate-x-1/2 print:static print:col-span-1 print:col-start-1 print:row-span-2 print:row-start-1 print:block print:w-auto print:translate-x-0 print:self-start ${
            selected
              ? 'space-y-4 lg:grid lg:w-[calc(100vw-3rem)] lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-4 lg:space-y-0'
              : 'lg:w-[min(calc(100vw-3rem),max(1004px,calc((100vh-2rem)*1.35)))]'
          }`}
        >
          <ClientMessages namespaces={['Map']}>
            <MapZoom label={mapTitle}>
              <CampaignMap
                control={control}
                preset={state.preset}
                selected={selected}
                battles={battles}
                systemHref={mapHref}
                title={mapTitle}
                since={view.version}
              />
            </MapZoom>
          </ClientMessages>
          {/* A system's details come next to the map: beside it on a wide screen, right under it on a phone. */}
          {selected ? (
            <div id="details" className="min-w-0 space-y-3 print:hidden">
              {past ? <p className="text-sm">{t('asItStood', turnValues(past))}</p> : null}
              <SystemDetails systemId={selected} control={control[selected]} playerName={name} preset={state.preset} />
              {mayPlaceHere ? (
                <div className="rounded border border-slate-300 bg-white p-4">
                  <h2 className="text-lg font-bold">{t('placeBase', { system: systemName(selected) })}</h2>
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
                  <h2 className="text-lg font-bold">{t('noBaseHere')}</h2>
                  <ul className="list-disc pl-5">
                    {refusals.map((v) => (
                      <li key={v.reason}>{violationMessage(v)}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
          ) : null}
        </div>
        {/* On a phone the map comes first on the page, its download, print and other turns right after it. */}
        <div className="space-y-3 sm:hidden print:hidden">
          <div className="flex flex-wrap gap-2">{actions}</div>
          {history.length > 0 ? <TurnPicker campaignId={campaignId} history={history} shown={past} now={now} /> : null}
        </div>
        {/* This turn's battles: declared ones appear as the live overlay brings them. */}
        <div className="min-w-0 empty:hidden lg:col-span-2 print:hidden">
          <BattleList
            battles={overlay.battles}
            heading={past ? t('battlesPast', turnValues(past)) : t('battlesNow')}
            ringed={t('ringed')}
            hrefPrefix={hrefPrefix}
            since={view.version}
          />
        </div>
        <div className="min-w-0 print:col-start-2 print:row-start-2 print:[&_svg]:max-h-3 print:[&_svg]:w-auto">
          <MapLegend />
        </div>
        <div className="min-w-0 print:col-start-2 print:row-start-1">
          {past ? <p className="mb-2 text-sm">{t('standingsToday')}</p> : null}
          <StandingsTable standings={view.standings} since={view.version} />
          {state.overrides.length > 0 ? <p className="mt-1 text-xs">{t('overrides', { reasons: state.overrides.map((o) => o.reason).join('; ') })}</p> : null}
        </div>
      </div>
      {selected ? null : <p className="text-sm print:hidden">{t('selectSystem')}</p>}
      <nav aria-label={t('systems')} className="print:hidden">
        <details>
          <summary className="cursor-pointer font-semibold">{t('allSystems')}</summary>
          <ul className="mt-2 grid grid-cols-2 gap-1 sm:grid-cols-3">
            {SYSTEM_IDS.map((id) => (
              <li key={id}>
                <a href={mapHref(id)}>{systemName(id)}</a>
              </li>
            ))}
          </ul>
        </details>
      </nav>
    </div>
  )
}
