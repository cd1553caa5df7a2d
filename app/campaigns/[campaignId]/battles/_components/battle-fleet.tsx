import { CONDITION_NAMES } from '@/app/_lib/words'
import { fleetValue, shipPoints, type Fleet } from '@/lib/campaign'
import { shipCard, squadronCard, upgradeCard } from '@/lib/data/cards'
import { commanderAbility } from '@/lib/data/commander-abilities'

const marks = (e: { scarred: boolean; veteran: boolean }) => [e.scarred ? 'Scarred' : '', e.veteran ? 'Veteran' : ''].filter(Boolean).join(', ')

/** A squadron line: one card, how many, and which of them are scarred or veteran. */
function squadronLines(fleet: Fleet) {
  const groups = new Map<string, Fleet['squadrons']>()
  for (const s of fleet.squadrons) groups.set(s.cardId, [...(groups.get(s.cardId) ?? []), s])
  return [...groups.entries()].map(([cardId, els]) => {
    const card = squadronCard(cardId)
    const marked = els.filter((e) => e.scarred || e.veteran).map(marks)
    return { cardId, count: els.length, name: card?.name ?? cardId, points: (card?.points ?? 0) * els.length, tokens: card?.defenseTokens ?? [], marked }
  })
}

/**
 * A fleet as it is played, for the screen and the printed battle sheet: each ship and squadron line with its
 * points and defense tokens, the commander's abilities by name (stats and names, no card text).
 */
export function BattleFleet({ fleet, title, children }: { fleet: Fleet; title: string; children?: React.ReactNode }) {
  const commander = fleet.commander
  return (
    <section aria-label={title} className="break-inside-avoid space-y-1">
      <h2 className="font-bold first-letter:uppercase">
        {title}
        {fleet.name ? `: ${fleet.name}` : ''}
      </h2>
      <p>
        {fleetValue(fleet)} points · Conditions: {fleet.conditions.length === 0 ? 'none' : fleet.conditions.map((c) => CONDITION_NAMES[c]).join(', ')}
      </p>
      <p>
        Commander: {commander?.name ?? 'none'}
        {commander ? ` · ${commander.abilities.map((a) => commanderAbility(a)?.name ?? a).join(', ') || 'no ability'}` : ''}
      </p>
      <table className="w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-slate-400">
            <th scope="col" className="pr-2">
              Ship or squadron
            </th>
            <th scope="col" className="pr-2">
              Defense tokens
            </th>
            <th scope="col" className="text-right">
              Points
            </th>
          </tr>
        </thead>
        <tbody>
          {fleet.ships.map((s) => {
            const card = shipCard(s.cardId)
            const upgrades = s.upgrades.filter((u) => u.equipped).map((u) => upgradeCard(u.cardId)?.name ?? u.cardId)
            return (
              <tr key={s.uid} className="border-b border-slate-200 align-top">
                <td className="pr-2">
                  {s.flagship ? 'Flagship: ' : ''}
                  {card?.name ?? s.cardId}
                  {upgrades.length > 0 ? <span className="block pl-3 text-xs">+ {upgrades.join(', ')}</span> : null}
                  {marks(s) ? <span className="block pl-3 text-xs font-semibold">{marks(s)}</span> : null}
                </td>
                <td className="pr-2">{card?.defenseTokens.join(', ') || 'none'}</td>
                <td className="text-right">{shipPoints(s)}</td>
              </tr>
            )
          })}
          {squadronLines(fleet).map((g) => (
            <tr key={g.cardId} className="border-b border-slate-200 align-top">
              <td className="pr-2">
                {g.count} × {g.name}
                {g.marked.length > 0 ? <span className="block pl-3 text-xs font-semibold">{g.marked.map((m) => `one ${m}`).join('; ')}</span> : null}
              </td>
              <td className="pr-2">{g.tokens.join(', ') || 'none'}</td>
              <td className="text-right">{g.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {children}
    </section>
  )
}
