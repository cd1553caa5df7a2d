import type { Metadata } from 'next'
import { Link } from '@/app/_components/link'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { ClientMessages } from '@/app/_i18n/client-messages'
import type { Messages } from '@/app/_i18n/messages'
import { violationText, type AppTranslator } from '@/app/_lib/messages'
import {
  campaignPointsEra,
  cardViolations,
  draftContent,
  fleetDraft,
  fleetToWarlordsText,
  fleetLimit,
  fleetLimitStage,
  fleetValue,
  fleetViolations,
  OBJECTIVE_CATEGORIES,
  shipPoints,
  squadronLimit,
  squadronPoints,
  type FleetDraft,
  withPointsEra,
} from '@/lib/campaign'
import { shipCard, squadronCard, upgradeCard, type Faction, type PointsEra } from '@/lib/data/cards'
import { COMMANDER_ABILITIES } from '@/lib/data/commander-abilities'
import { OBJECTIVES } from '@/lib/data/objectives'
import { loadCampaign, playerNamer } from '../../_lib/load-campaign'
import { CommanderForm } from './_components/commander-form'
import { FleetBuilder, type CardFacts, type InitialCheck } from './_components/fleet-builder'
import { ImportFleetForm } from './_components/import-fleet-form'
import { FleetRoster } from '../_components/fleet-roster'
import { fleetNamer } from '../_lib/fleet-names'

/** The starting abilities (tier 1), whose one-line summaries the catalogues hold in both languages. */
type SummarisedAbility = keyof Messages['Fleets']['abilitySummary']

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Fleets.fleet')
  return { title: t('metaTitle') }
}

/**
 * The saved fleet checked as the builder checks a draft (R-FLEET-START, R-FLEET-ALWAYS), with its problems
 * worded: the builder's first paint, before its engine arrives in the browser.
 */
async function initialCheck(
  draft: FleetDraft,
  faction: Faction,
  options: Parameters<typeof fleetViolations>[1],
  fleetNames: Record<string, string>,
  pointsEra: PointsEra,
): Promise<InitialCheck> {
  const t = await getTranslations()
  // R-FLEET-ERA: the campaign's points, as the builder prices the draft.
  return withPointsEra(pointsEra, () => checkNow(t, draft, faction, options, fleetNames))
}

function checkNow(
  t: AppTranslator,
  draft: FleetDraft,
  faction: Faction,
  options: Parameters<typeof fleetViolations>[1],
  fleetNames: Record<string, string>,
): InitialCheck {
  const content = draftContent(draft)
  const violations = [...cardViolations(content, faction), ...fleetViolations(content, options)]
  const ids = [...draft.ships.flatMap((s) => [s.cardId, ...s.upgrades]), ...draft.squadrons.map((s) => s.cardId)]
  const cards: Record<string, CardFacts> = {}
  for (const id of ids) {
    const found = shipCard(id) ?? squadronCard(id) ?? upgradeCard(id)
    if (found) cards[id] = { name: found.name, points: found.points, slots: 'slots' in found ? [...found.slots] : [] }
  }
  return {
    value: fleetValue(content),
    squadrons: squadronPoints(content),
    shipPoints: content.ships.map((ship) => shipPoints(ship)),
    violations: violations.map((v) => ({ ...v, text: violationText(t, v, { fleetName: (id) => fleetNames[id] ?? id }) })),
    cards,
  }
}

export default async function FleetPage({ params }: { params: Promise<{ campaignId: string; fleetId: string }> }) {
  const { campaignId, fleetId } = await params
  const { view } = await loadCampaign(campaignId)
  const fleet = view.state.fleets.find((f) => f.id === fleetId)
  // R-SECRET-FLEET: another team's fleet does not exist for this viewer.
  if (!fleet) notFound()
  const t = await getTranslations('Fleets')
  const fleetName = fleetNamer(await getTranslations('Terms'), playerNamer(view))
  const title = fleetName(fleet.id)
  const status = view.fleetStatus[fleet.id]!
  const teamFleets = view.state.fleets.filter((f) => f.team === fleet.team && f.id !== fleet.id).map((f) => ({ id: f.id, content: f }))
  const fleetNames = Object.fromEntries(view.state.fleets.map((f) => [f.id, fleetName(f.id)]))
  const draft = fleetDraft(fleet)
  const pointsEra = campaignPointsEra(view.state)
  const exportText = withPointsEra(pointsEra, () =>
    fleetToWarlordsText(draft, {
      faction: fleet.team,
      limit: fleetLimit(view.state.preset, fleetLimitStage(view.state)),
      commanderName: fleet.commander?.name,
    }),
  )
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold first-letter:uppercase">{title}</h1>
        <p className="flex gap-3">
          <Link href={`/campaigns/${campaignId}/fleets`}>{t('fleet.allFleets')}</Link>
          <Link href={`/campaigns/${campaignId}/fleets/${fleet.id}/roster`}>{t('fleet.printRoster')}</Link>
        </p>
      </div>
      {status.editable ? (
        // One provider for the builder's client components: the page carries their words once.
        <ClientMessages namespaces={['FleetBuilder', 'FleetImport', 'Violations', 'Terms']}>
          <section aria-labelledby="builder-title" className="space-y-2">
            <h2 id="builder-title">{t('fleet.builderTitle')}</h2>
            <FleetBuilder
              campaignId={campaignId}
              version={view.version}
              fleetId={fleet.id}
              faction={fleet.team}
              preset={view.state.preset}
              initialDraft={draft}
              initialCheck={await initialCheck(draft, fleet.team, { preset: view.state.preset, stage: 'setup', teamFleets }, fleetNames, pointsEra)}
              pointsEra={pointsEra}
              teamFleets={teamFleets}
              fleetNames={fleetNames}
              limits={{ fleet: fleetLimit(view.state.preset, 'setup'), squadrons: squadronLimit(fleetLimit(view.state.preset, 'setup')) }}
              objectives={OBJECTIVES.map((o) => ({ id: o.id, name: o.name, category: o.category, bannedAtStart: Boolean(o.bannedAtStart) }))}
              objectiveCategories={OBJECTIVE_CATEGORIES}
            />
          </section>
          <section aria-labelledby="import-title" className="space-y-2 rounded border border-slate-300 bg-slate-50 p-3">
            <h2 id="import-title" className="text-lg font-bold">
              {t('fleet.importTitle')}
            </h2>
            <ImportFleetForm campaignId={campaignId} fleetId={fleet.id} version={view.version} faction={fleet.team} pointsEra={pointsEra} />
          </section>
          {/* The commander after the fleet: its abilities would push the fleet off a phone's first screens. */}
          {/* A fleet rebuilt after being disbanded keeps its commander (R-REFIT 8): only setup creates one. */}
          {view.state.phase === 'setup' ? (
            <section aria-labelledby="commander-title" className="space-y-2 rounded border border-slate-300 bg-slate-50 p-3">
              <h2 id="commander-title" className="text-lg font-bold">
                {t('fleet.commanderTitle')}
              </h2>
              <CommanderForm
                campaignId={campaignId}
                fleetId={fleet.id}
                version={view.version}
                current={fleet.commander ? { name: fleet.commander.name, abilityId: fleet.commander.abilities[0]! } : null}
                abilities={COMMANDER_ABILITIES.filter((a) => a.tier === 1).map((a) => ({
                  ...a,
                  category: t(`abilityCategory.${a.category}`),
                  summary: t.has(`abilitySummary.${a.id as SummarisedAbility}`) ? t(`abilitySummary.${a.id as SummarisedAbility}`) : a.summary,
                }))}
              />
            </section>
          ) : null}
        </ClientMessages>
      ) : (
        <FleetRoster
          fleet={fleet}
          title={title}
          violations={status.violations}
          fleetNames={fleetNames}
          preset={view.state.preset}
          stage={fleetLimitStage(view.state)}
          pointsEra={pointsEra}
        />
      )}
      {/* An empty fleet has nothing to export. */}
      {draft.ships.length + draft.squadrons.length > 0 ? (
        <section aria-labelledby="export-title" className="space-y-2">
          <h2 id="export-title" className="text-lg font-bold">
            {t('fleet.exportTitle')}
          </h2>
          <textarea
            readOnly
            aria-labelledby="export-title"
            rows={12}
            value={exportText}
            className="block w-full rounded border border-slate-400 bg-white px-2 py-2 font-mono text-xs"
          />
        </section>
      ) : null}
    </div>
  )
}
