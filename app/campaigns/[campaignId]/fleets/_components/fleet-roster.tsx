import { getTranslations } from 'next-intl/server'
import { violationMessage } from '@/app/_lib/messages'
import { objectiveName } from '@/app/_lib/words'
import {
  fleetLimit,
  fleetValue,
  squadronLimit,
  squadronPoints,
  OBJECTIVE_CATEGORIES,
  type Fleet,
  type PresetId,
  type RuleViolation,
  type FleetStage,
  withPointsEra,
} from '@/lib/campaign'
import { eraKey } from '@/app/_lib/points-era-words'
import { shipCard, squadronCard, upgradeCard, type PointsEra } from '@/lib/data/cards'
import { commanderAbility } from '@/lib/data/commander-abilities'
import { PrintedTickBoxes } from '@/app/_components/ui/tick-boxes'

/** A fleet as it stands, for the screen and for one printed A4 page (stats and names, no card text). */
export async function FleetRoster({
  fleet,
  title,
  violations,
  fleetNames,
  preset,
  stage,
  pointsEra,
}: {
  fleet: Fleet
  title: string
  violations: RuleViolation[]
  fleetNames: Record<string, string>
  preset: PresetId
  stage: FleetStage
  /** R-FLEET-ERA: the campaign's era, whose points the roster shows. */
  pointsEra: PointsEra
}) {
  const t = await getTranslations('Roster')
  const terms = await getTranslations('Terms')
  const marks = (element: { scarred: boolean; veteran: boolean }): string =>
    [element.scarred ? t('scarred') : '', element.veteran ? t('veteran') : ''].filter(Boolean).join(' ')
  const upgrades = (list: Fleet['ships'][number]['upgrades']) =>
    list.map((u) => `${upgradeCard(u.cardId)?.name ?? u.cardId} (${upgradeCard(u.cardId)?.points ?? 0})`).join(', ')
  const limit = fleetLimit(preset, stage)
  const groups = new Map<string, Fleet['squadrons']>()
  for (const s of fleet.squadrons) groups.set(s.cardId, [...(groups.get(s.cardId) ?? []), s])
  return withPointsEra(pointsEra, () => (
    <article
      aria-label={t('label', { title })}
      className="space-y-3 rounded border border-slate-400 bg-white p-4 text-sm print:border-0 print:p-0 print:text-[10pt]"
    >
      <header className="space-y-1 border-b border-slate-400 pb-2">
        <h2 className="first-letter:uppercase">{fleet.name ? t('titleWithName', { title, name: fleet.name }) : title}</h2>
        <p>
          {t.rich('value', {
            value: fleetValue(fleet),
            limit,
            squadrons: squadronPoints(fleet),
            squadronLimit: squadronLimit(limit),
            problems: violations.length,
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
        <p>{t('pointsEra', { era: terms('pointsEra', { era: eraKey(pointsEra) }) })}</p>
        <p>{t('conditions', { conditions: fleet.conditions.length === 0 ? t('none') : fleet.conditions.map((c) => terms(`condition.${c}`)).join(', ') })}</p>
      </header>
      {/* Unnamed sections: the summary prints every roster, and named ones would repeat the same landmarks. */}
      <section>
        <h3 className="font-bold">{t('commanderTitle')}</h3>
        {fleet.commander ? (
          <p>
            {t('commanderLine', {
              name: fleet.commander.name,
              xp: fleet.commander.xp,
              abilities: fleet.commander.abilities.map((a) => commanderAbility(a)?.name ?? a).join(', '),
            })}
          </p>
        ) : (
          <p>{t('noCommander')}</p>
        )}
      </section>
      <section>
        <h3 className="font-bold">{t('objectives')}</h3>
        <p>
          {OBJECTIVE_CATEGORIES.map((category) => {
            const id = fleet.objectives[category]
            return t('objective', { category, name: id === null ? t('noObjective') : objectiveName(id) })
          }).join(' · ')}
        </p>
      </section>
      <section>
        <h3 className="font-bold">{t('ships')}</h3>
        {fleet.ships.length === 0 ? <p>{t('noShip')}</p> : null}
        <ul className="space-y-1">
          {fleet.ships.map((ship) => {
            const card = shipCard(ship.cardId)
            const equipped = ship.upgrades.filter((u) => u.equipped)
            const spare = ship.upgrades.filter((u) => !u.equipped)
            return (
              <li key={ship.uid} className="break-inside-avoid">
                <p>
                  <strong>
                    {ship.flagship ? t('flagship') : ''}
                    {card?.name ?? ship.cardId}
                  </strong>{' '}
                  ({card?.points}) {card ? t('shipStats', { size: card.size, command: card.command, hull: card.hull }) : ''} {marks(ship)}
                </p>
                {equipped.length > 0 ? <p className="pl-4">{t('equipped', { cards: upgrades(equipped) })}</p> : null}
                {spare.length > 0 ? <p className="pl-4">{t('spare', { cards: upgrades(spare) })}</p> : null}
                {card ? <PrintedTickBoxes label={t('damage')} count={card.hull} /> : null}
              </li>
            )
          })}
        </ul>
      </section>
      <section>
        <h3 className="font-bold">{t('squadrons')}</h3>
        {fleet.squadrons.length === 0 ? <p>{t('noSquadron')}</p> : null}
        <ul>
          {[...groups.entries()].map(([cardId, elements]) => {
            const card = squadronCard(cardId)
            const marked = elements.map(marks).filter(Boolean)
            return (
              <li key={cardId} className="print:flex print:flex-wrap print:items-center print:gap-x-2">
                <span>
                  {elements.length} × {card?.name ?? cardId} ({(card?.points ?? 0) * elements.length}){marked.length > 0 ? ` · ${marked.join('; ')}` : ''}
                </span>
                <PrintedTickBoxes label={t('squadronLost')} count={elements.length} />
              </li>
            )
          })}
        </ul>
      </section>
      {violations.length > 0 ? (
        <section>
          <h3 className="font-bold">{t('problems')}</h3>
          <ul className="list-disc pl-5">
            {violations.map((v, i) => (
              <li key={i}>{violationMessage(v, { fleetName: (id) => fleetNames[id] ?? id })}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  ))
}
