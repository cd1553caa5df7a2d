import type { Metadata } from 'next'
import { Link } from '@/app/_components/link'
import { getFormatter, getTranslations } from 'next-intl/server'
import { ClientMessages } from '@/app/_i18n/client-messages'
import { DEFENSE_NAMES, systemName } from '@/app/_lib/words'
import { BASE_DEFENSES, standingBasePlacedBy, type TeamId } from '@/lib/campaign'
import { AssignDefensesForm } from './_components/assign-defenses-form'
import { fleetLabel } from '@/app/_lib/fleet-label'
import { PlaceBaseForm } from './_components/place-base-form'
import { SetupChecklist } from './_components/setup-checklist'
import { StartCampaignForm } from './_components/start-campaign-form'
import { YourMove } from './_components/your-move'
import { CampaignGlance } from './_components/campaign-glance'
import { CalendarFeed } from './_components/calendar-feed'
import { GamesGlance } from './_components/games-glance'
import { inManagementOrPivotal } from './_components/phase-banner'
import { loadCampaign, managementViewFor, playerNamer } from './_lib/load-campaign'
import { getDb } from '@/db/client'
import { DiscordIdForm } from './_components/discord-id-form'
import { FollowsByOverlay } from './_components/follows-by-overlay'
import { overviewOverlay } from './_lib/overview-overlay'
import { Folded } from './_components/folded'
import { ownDiscordId } from '@/lib/server/notices/discord-settings'
import type { CampaignView } from '@/lib/server/get-campaign-view'

// The layout's title template names the campaign on the pages below it; the overview, in the layout's own
// segment, names it itself.
export async function generateMetadata({ params }: { params: Promise<{ campaignId: string }> }): Promise<Metadata> {
  const { view } = await loadCampaign((await params).campaignId)
  const app = (await getTranslations('Common'))('appName')
  return { title: { absolute: `${(await getTranslations('Campaign.overview'))('metaTitle')} · ${view.state.name} · ${app}` } }
}

function teamBases(view: CampaignView, team: TeamId) {
  return Object.entries(view.state.control).flatMap(([systemId, c]) =>
    c?.kind === 'base' && c.team === team ? [{ systemId, systemName: systemName(systemId), defense: c.defense }] : [],
  )
}

export default async function CampaignPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const { actor, view } = await loadCampaign(campaignId)
  const t = await getTranslations('Setup')
  const overview = await getTranslations('Campaign.overview')
  const terms = await getTranslations('Terms')
  const discordWords = await getTranslations('Campaign.discordId')
  const name = playerNamer(view)
  const placers = view.placeBaseFor.map((id) => ({ id, name: name(id) }))
  // Only while the base stands as the team's: after it fell, no stale "your base is at …" (R-SETUP-4).
  const ownBase = view.viewer.playerId ? standingBasePlacedBy(view.state, view.viewer.playerId) : null
  const ownTeams: TeamId[] = view.viewer.role === 'organizer' ? ['empire', 'rebels'] : [view.viewer.team!]
  const management = inManagementOrPivotal(view) ? managementViewFor(campaignId, actor) : null
  const overlay = overviewOverlay(view, management, await getTranslations(), await getFormatter())
  return (
    <div className="space-y-6">
      <FollowsByOverlay page="overview" rest={overlay.rest} />
      <h1 className="text-2xl font-bold">{overview('title')}</h1>
      {/* The reader's own setup forms first, so that on a phone they start on the first screen. */}
      <ClientMessages namespaces={['Setup']}>
        {placers.length > 0 ? (
          <section aria-labelledby="place-title" className="space-y-2 rounded border border-slate-300 bg-white p-4">
            <h2 id="place-title" className="text-lg font-bold">
              {t('placeTitle')}
            </h2>
            <p className="text-sm">{t.rich('placeRule', { link: (chunks) => <Link href={`/campaigns/${campaignId}/map`}>{chunks}</Link> })}</p>
            <PlaceBaseForm
              campaignId={campaignId}
              version={view.version}
              players={placers}
              systems={view.legalBaseSystems.map((id) => ({ id, label: systemName(id) }))}
            />
          </section>
        ) : null}
        {view.assignDefensesFor.map((team) => (
          <section key={team} aria-labelledby={`defenses-${team}`} className="space-y-2 rounded border border-slate-300 bg-white p-4">
            <h2 id={`defenses-${team}`} className="text-lg font-bold">
              {t('defensesTitle', { team })}
            </h2>
            <p className="text-sm">{t('defensesRule')}</p>
            <AssignDefensesForm
              campaignId={campaignId}
              version={view.version}
              team={team}
              bases={teamBases(view, team).map((b) => ({ ...b, current: b.defense === 'unassigned' || b.defense === 'secret' ? null : b.defense }))}
              options={BASE_DEFENSES.map((id) => ({ id, name: DEFENSE_NAMES[id] }))}
            />
          </section>
        ))}
      </ClientMessages>
      <YourMove view={view} listed={overlay.yourMove!} />
      <GamesGlance view={view} listed={overlay.games!} />
      {view.state.phase !== 'setup' ? <CampaignGlance view={view} /> : null}
      {ownBase ? <p>{t('ownBase', { system: systemName(ownBase) })}</p> : null}
      {ownTeams.map((team) => {
        const bases = teamBases(view, team)
        if (bases.length === 0) return null
        return (
          <section key={team} aria-labelledby={`bases-${team}`} className="space-y-2 rounded border border-slate-300 bg-white p-4">
            <h2 id={`bases-${team}`} className="text-lg font-bold">
              {t('basesTitle', { team })}
            </h2>
            <ul className="list-disc pl-5">
              {bases.map((b) => (
                <li key={b.systemId}>
                  {t('baseDefense', {
                    system: b.systemName,
                    defense: b.defense === 'unassigned' || b.defense === 'secret' ? t('defenseUnassigned') : DEFENSE_NAMES[b.defense],
                  })}
                </li>
              ))}
            </ul>
          </section>
        )
      })}
      {view.viewer.role === 'player' && view.state.phase === 'setup' ? (
        <section aria-labelledby="my-fleets" className="space-y-2 rounded border border-slate-300 bg-white p-4">
          <h2 id="my-fleets" className="text-lg font-bold">
            {t('yourFleets')}
          </h2>
          <ul className="list-disc pl-5">
            {view.state.fleets
              .filter((f) => view.fleetStatus[f.id]?.editable)
              .map((f) => (
                <li key={f.id}>
                  <Link href={`/campaigns/${campaignId}/fleets/${f.id}`} className="first-letter:uppercase">
                    {f.id === view.viewer.playerId ? t('ownFleet') : t('buildFleet', { fleet: fleetLabel(terms, f.id, name) })}
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ) : null}
      {view.viewer.role === 'player' ? (
        // Folded, as the calendar: set once, it must not stand before the page's own moves on a phone.
        <section aria-labelledby="discord-id-title" className="rounded border border-slate-300 bg-white p-4">
          <Folded
            summary={
              <h2 id="discord-id-title" className="inline text-lg font-bold">
                {discordWords('title')}
              </h2>
            }
          >
            <p className="text-sm">{discordWords('intro')}</p>
            <DiscordIdForm
              campaignId={campaignId}
              current={ownDiscordId(getDb(), { campaignId, actor })}
              words={{
                title: discordWords('title'),
                label: discordWords('label'),
                hint: discordWords('hint'),
                save: discordWords('save'),
                saved: discordWords('saved'),
              }}
            />
          </Folded>
        </section>
      ) : null}
      {view.state.phase === 'setup' ? <SetupChecklist items={view.checklist} playerName={name} open={view.viewer.role === 'organizer'} /> : null}
      {view.viewer.role === 'organizer' && view.state.phase === 'setup' ? (
        <section aria-labelledby="start-title" className="space-y-2 rounded border border-slate-300 bg-white p-4">
          <h2 id="start-title" className="text-lg font-bold">
            {t('startTitle')}
          </h2>
          <p className="text-sm">{view.canStart ? t('startReady') : t('startNotReady')}</p>
          <ClientMessages namespaces={['Setup']}>
            <StartCampaignForm campaignId={campaignId} version={view.version} />
          </ClientMessages>
        </section>
      ) : null}
      <CalendarFeed campaignId={campaignId} actor={actor} />
    </div>
  )
}
