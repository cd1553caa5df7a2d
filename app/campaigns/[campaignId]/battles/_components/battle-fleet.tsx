import { useTranslations } from 'next-intl'
import { CONDITION_NAMES } from '@/app/_lib/words'
import { fleetValue, shipPoints, withPointsEra, type Fleet, type PointsEra } from '@/lib/campaign'
import { shipCard, squadronCard, upgradeCard } from '@/lib/data/cards'
import { commanderAbility } from '@/lib/data/commander-abilities'
import { TickBoxes } from '@/app/_components/ui/tick-boxes'

type Marks = (e: { scarred: boolean; veteran: boolean }) => string

/** A squadron line: one card, how many, and which of them are scarred or veteran. */
function squadronLines(fleet: Fleet, marks: Marks) {
  const groups = new Map<string, Fleet['squadrons']>()
  for (const s of fleet.squadrons) groups.set(s.cardId, [...(groups.get(s.cardId) ?? []), s])
  return [...groups.entries()].map(([cardId, els]) => {
    const card = squadronCard(cardId)
    const marked = els.filter((e) => e.scarred || e.veteran).map(marks)
    return { cardId, count: els.length, name: card?.name ?? cardId, points: (card?.points ?? 0) * els.length, tokens: card?.defenseTokens ?? [], marked }
  })
}

/** A Destroyed and a Retreated cell, one box per element of the line. */
function TickCells({ count }: { count: number }) {
  return (
    <>
      <td className="pl-2 text-center">
        <TickBoxes count={count} className="justify-center" />
      </td>
      <td className="pl-2 text-center">
        <TickBoxes count={count} className="justify-center" />
      </td>
    </>
  )
}

/**
 * A fleet as it is played, for the screen and the printed battle sheet: each ship and squadron line with its
 * points and defense tokens, the commander's abilities by name (stats and names, no card text). With
 * `tickBoxes` (the battle sheet), a Destroyed and a Retreated box for every ship and every squadron, as the
 * result form asks them element by element.
 */
// R-FLEET-ERA: every figure at the campaign's points.
export function BattleFleet({
  fleet,
  title,
  pointsEra,
  tickBoxes = false,
  children,
}: {
  fleet: Fleet
  title: string
  pointsEra: PointsEra
  tickBoxes?: boolean
  children?: React.ReactNode
}) {
  const t = useTranslations('BattlePage.fleet')
  const result = useTranslations('BattlePage')
  const commander = fleet.commander
  const marks: Marks = (e) => [e.scarred ? t('scarred') : '', e.veteran ? t('veteran') : ''].filter(Boolean).join(', ')
  // Condition, ability and defense token names stay as the players know them.
  const conditions = fleet.conditions.map((c) => CONDITION_NAMES[c]).join(', ')
  const abilities = commander ? commander.abilities.map((a) => commanderAbility(a)?.name ?? a).join(', ') : ''
  return withPointsEra(pointsEra, () => (
    <section aria-label={title} className="break-inside-avoid space-y-1">
      <h2 className="font-bold first-letter:uppercase">{fleet.name ? t('named', { title, name: fleet.name }) : title}</h2>
      <p>{conditions ? t('value', { points: fleetValue(fleet), conditions }) : t('noConditions', { points: fleetValue(fleet) })}</p>
      <p>
        {!commander
          ? t('noCommander')
          : abilities
            ? t('commanderAbilities', { commander: commander.name, abilities })
            : t('noAbility', { commander: commander.name })}
      </p>
      <table className="w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-slate-400">
            <th scope="col" className="pr-2">
              {t('shipOrSquadron')}
            </th>
            <th scope="col" className="pr-2">
              {t('defenseTokens')}
            </th>
            <th scope="col" className="text-right">
              {t('points')}
            </th>
            {tickBoxes ? (
              <>
                <th scope="col" className="pl-2 text-center">
                  {result('destroyed')}
                </th>
                <th scope="col" className="pl-2 text-center">
                  {result('retreated')}
                </th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {fleet.ships.map((s) => {
            const card = shipCard(s.cardId)
            const upgrades = s.upgrades.filter((u) => u.equipped).map((u) => upgradeCard(u.cardId)?.name ?? u.cardId)
            return (
              <tr key={s.uid} className="border-b border-slate-200 align-top">
                <td className="pr-2">
                  {s.flagship ? t('flagship', { name: card?.name ?? s.cardId }) : (card?.name ?? s.cardId)}
                  {upgrades.length > 0 ? <span className="block pl-3 text-xs">+ {upgrades.join(', ')}</span> : null}
                  {marks(s) ? <span className="block pl-3 text-xs font-semibold">{marks(s)}</span> : null}
                </td>
                <td className="pr-2">{card?.defenseTokens.join(', ') || t('none')}</td>
                <td className="text-right">{shipPoints(s)}</td>
                {tickBoxes ? <TickCells count={1} /> : null}
              </tr>
            )
          })}
          {squadronLines(fleet, marks).map((g) => (
            <tr key={g.cardId} className="border-b border-slate-200 align-top">
              <td className="pr-2">
                {g.count} × {g.name}
                {g.marked.length > 0 ? (
                  <span className="block pl-3 text-xs font-semibold">{g.marked.map((m) => t('oneMarked', { marks: m })).join('; ')}</span>
                ) : null}
              </td>
              <td className="pr-2">{g.tokens.join(', ') || t('none')}</td>
              <td className="text-right">{g.points}</td>
              {tickBoxes ? <TickCells count={g.count} /> : null}
            </tr>
          ))}
        </tbody>
      </table>
      {children}
    </section>
  ))
}
