import { violationMessage } from '@/app/_lib/messages'
import { CONDITION_NAMES, OBJECTIVE_CATEGORY_NAMES, objectiveName } from '@/app/_lib/words'
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
} from '@/lib/campaign'
import { shipCard, squadronCard, upgradeCard } from '@/lib/data/cards'
import { commanderAbility } from '@/lib/data/commander-abilities'

function marks(element: { scarred: boolean; veteran: boolean }): string {
  return [element.scarred ? '[Scarred]' : '', element.veteran ? '[Veteran]' : ''].filter(Boolean).join(' ')
}

/** A fleet as it stands, for the screen and for one printed A4 page (stats and names, no card text). */
export function FleetRoster({
  fleet,
  title,
  violations,
  fleetNames,
  preset,
  stage,
}: {
  fleet: Fleet
  title: string
  violations: RuleViolation[]
  fleetNames: Record<string, string>
  preset: PresetId
  stage: FleetStage
}) {
  const limit = fleetLimit(preset, stage)
  const groups = new Map<string, Fleet['squadrons']>()
  for (const s of fleet.squadrons) groups.set(s.cardId, [...(groups.get(s.cardId) ?? []), s])
  return (
    <article
      aria-label={`Roster: ${title}`}
      className="space-y-3 rounded border border-slate-400 bg-white p-4 text-sm print:border-0 print:p-0 print:text-[10pt]"
    >
      <header className="space-y-1 border-b border-slate-400 pb-2">
        <h2 className="first-letter:uppercase">
          {title}
          {fleet.name ? `: ${fleet.name}` : ''}
        </h2>
        <p>
          Fleet value <strong>{fleetValue(fleet)}</strong> / {limit} points · Squadrons {squadronPoints(fleet)} / {squadronLimit(limit)} ·{' '}
          {violations.length === 0 ? 'Legal' : `Not legal (${violations.length} problem${violations.length === 1 ? '' : 's'})`}
        </p>
        <p>Conditions: {fleet.conditions.length === 0 ? 'none' : fleet.conditions.map((c) => CONDITION_NAMES[c]).join(', ')}</p>
      </header>
      <section aria-label="Commander">
        <h3 className="font-bold">Task force commander</h3>
        {fleet.commander ? (
          <p>
            {fleet.commander.name} · {fleet.commander.xp} XP · Abilities: {fleet.commander.abilities.map((a) => commanderAbility(a)?.name ?? a).join(', ')}
          </p>
        ) : (
          <p>No commander yet.</p>
        )}
      </section>
      <section aria-label="Objectives">
        <h3 className="font-bold">Objectives</h3>
        <p>{OBJECTIVE_CATEGORIES.map((c) => `${OBJECTIVE_CATEGORY_NAMES[c]}: ${objectiveName(fleet.objectives[c])}`).join(' · ')}</p>
      </section>
      <section aria-label="Ships">
        <h3 className="font-bold">Ships</h3>
        {fleet.ships.length === 0 ? <p>No ship yet.</p> : null}
        <ul className="space-y-1">
          {fleet.ships.map((ship) => {
            const card = shipCard(ship.cardId)
            const equipped = ship.upgrades.filter((u) => u.equipped)
            const spare = ship.upgrades.filter((u) => !u.equipped)
            return (
              <li key={ship.uid} className="break-inside-avoid">
                <p>
                  <strong>
                    {ship.flagship ? '[Flagship] ' : ''}
                    {card?.name ?? ship.cardId}
                  </strong>{' '}
                  ({card?.points}) {card ? `· ${card.size}, command ${card.command}, hull ${card.hull}` : ''} {marks(ship)}
                </p>
                {equipped.length > 0 ? (
                  <p className="pl-4">
                    Equipped: {equipped.map((u) => `${upgradeCard(u.cardId)?.name ?? u.cardId} (${upgradeCard(u.cardId)?.points ?? 0})`).join(', ')}
                  </p>
                ) : null}
                {spare.length > 0 ? (
                  <p className="pl-4">
                    Owned, not equipped: {spare.map((u) => `${upgradeCard(u.cardId)?.name ?? u.cardId} (${upgradeCard(u.cardId)?.points ?? 0})`).join(', ')}
                  </p>
                ) : null}
              </li>
            )
          })}
        </ul>
      </section>
      <section aria-label="Squadrons">
        <h3 className="font-bold">Squadrons</h3>
        {fleet.squadrons.length === 0 ? <p>No squadron.</p> : null}
        <ul>
          {[...groups.entries()].map(([cardId, elements]) => {
            const card = squadronCard(cardId)
            const marked = elements.map(marks).filter(Boolean)
            return (
              <li key={cardId}>
                {elements.length} × {card?.name ?? cardId} ({(card?.points ?? 0) * elements.length}){marked.length > 0 ? ` · ${marked.join('; ')}` : ''}
              </li>
            )
          })}
        </ul>
      </section>
      {violations.length > 0 ? (
        <section aria-label="Problems">
          <h3 className="font-bold">Problems</h3>
          <ul className="list-disc pl-5">
            {violations.map((v, i) => (
              <li key={i}>{violationMessage(v, { fleetName: (id) => fleetNames[id] ?? id })}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}
