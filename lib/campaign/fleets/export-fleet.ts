// R-FLEET-IMPORT, the other way: a fleet draft written as Armada Warlords' text export
// (armada-data/EXPORT-FORMATS.md §2.1), tabs and trailing spaces included, so that other tools (and our
// own importer) read it back. Points are the card data's; subtotals are recomputed here.
//
// Decisions:
// - Warlords writes the list's author; a draft has none, so the line is always `Author: Rim Command`
//   (WARLORDS_AUTHOR).
// - `Commander:` names the commander card a ship carries (Warlords' meaning of the line), else the RitR
//   task force commander's name (options.commanderName), else nothing. The importer reads a name that is
//   no card back as the commander's name.
// - Officer/commander cards that share their name with another card get Warlords' `(com)`/`(off)` suffix.
// - Generic squadrons are pluralised with a trailing "s" when count > 1 ("TIE Fighter Squadrons").
import { shipCard, squadronCard, upgradeCard, ALL_SQUADRON_CARDS, ALL_UPGRADE_CARDS } from '@/lib/data/cards'
import type { Faction, UpgradeCard } from '@/lib/data/cards/types'
import { OBJECTIVES } from '@/lib/data/objectives'
import type { FleetDraft } from './fleet'

export const WARLORDS_AUTHOR = 'Rim Command'

const FACTION_NAMES: Record<Faction, string> = { empire: 'Galactic Empire', rebels: 'Rebel Alliance' }

const norm = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '')

/** Names shared by more than one card (upgrades of different slots, or an upgrade and a squadron). */
const SHARED_NAMES: ReadonlySet<string> = (() => {
  const counts = new Map<string, number>()
  for (const card of [...ALL_UPGRADE_CARDS, ...ALL_SQUADRON_CARDS]) counts.set(norm(card.name), (counts.get(norm(card.name)) ?? 0) + 1)
  return new Set([...counts].filter(([, n]) => n > 1).map(([name]) => name))
})()

function upgradeName(card: UpgradeCard): string {
  if (!SHARED_NAMES.has(norm(card.name))) return card.name
  if (card.slots.includes('Commander')) return `${card.name} (com)`
  if (card.slots.includes('Officer')) return `${card.name} (off)`
  return card.name
}

const objectiveName = (id: string | null) => (id === null ? '' : (OBJECTIVES.find((o) => o.id === id)?.name ?? id))
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim()

/** The draft as Armada Warlords exports it (LF line endings, ending with a newline). */
export function fleetToWarlordsText(draft: FleetDraft, options: { faction: Faction; limit: number; commanderName?: string }): string {
  const ships = draft.ships.map((s) => {
    const card = shipCard(s.cardId)
    const upgrades = s.upgrades.map((id) => {
      const u = upgradeCard(id)
      return { card: u, name: u ? upgradeName(u) : id, points: u?.points ?? 0 }
    })
    const points = card?.points ?? 0
    return { ship: s, name: card?.name ?? s.cardId, points, upgrades, total: points + upgrades.reduce((n, u) => n + u.points, 0) }
  })
  const squadrons = draft.squadrons.map((g) => {
    const card = squadronCard(g.cardId)
    const name = card?.name ?? g.cardId
    return { name: card && !card.unique && g.count > 1 ? `${name}s` : name, count: g.count, total: (card?.points ?? 0) * g.count }
  })
  const squadronTotal = squadrons.reduce((n, g) => n + g.total, 0)
  const used = ships.reduce((n, s) => n + s.total, 0) + squadronTotal

  const commanderCard = ships
    .filter((s) => s.ship.flagship)
    .concat(ships)
    .flatMap((s) => s.upgrades)
    .find((u) => u.card?.slots.includes('Commander'))
  const commander = commanderCard ? commanderCard.name : oneLine(options.commanderName ?? '')

  const out: string[] = [
    `${oneLine(draft.name)} `,
    '\t',
    `Author: ${WARLORDS_AUTHOR}`,
    '',
    `Faction: ${FACTION_NAMES[options.faction]}\t`,
    `Points: ${used}/${options.limit}\t`,
    ' ',
    '',
    `Commander: ${commander}`,
    '',
    `Assault Objective: ${objectiveName(draft.objectives.assault)}\t`,
    `Defense Objective: ${objectiveName(draft.objectives.defense)}\t`,
    `Navigation Objective: ${objectiveName(draft.objectives.navigation)}\t`,
    '',
    '',
  ]
  for (const s of ships) {
    out.push(`${s.ship.flagship ? '[ flagship ] ' : ''}${s.name} (${s.points} points)`)
    for (const u of s.upgrades) out.push(`-  ${u.name}\t ( ${u.points}\t points) `)
    out.push(`= ${s.total} total ship cost`, '', '')
  }
  for (const g of squadrons) out.push(`${g.count}\t${g.name} ( ${g.total} points) `)
  out.push(`= ${squadronTotal} total squadron cost`)
  return `${out.join('\n')}\n`
}
