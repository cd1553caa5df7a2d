// R-FLEET-IMPORT: which cards a written name stands for. Every card is indexed under the keys its name
// may be written as (name-keys.ts rules, short ship names without "Star Destroyer"/"Corvette", "CR90A",
// an ace with its squadron type, a generic squadron in the plural); a name no key matches may still be a
// close spelling of one, which the reader reports as "read as" for the player to confirm.
import { BUILDER_NAME_ALIASES } from '@/lib/data/cards/builder-aliases'
import { ALL_SHIP_CARDS, ALL_SQUADRON_CARDS, ALL_UPGRADE_CARDS, squadronCard } from '@/lib/data/cards'
import type { Faction, UpgradeSlot } from '@/lib/data/cards/types'
import { OBJECTIVES } from '@/lib/data/objectives'
import { allowedEdits, canonicalWords, editDistance, nameKey } from './name-keys'

export type CardKind = 'ship' | 'upgrade' | 'squadron'

export interface NamedCard {
  id: string
  name: string
  faction: Faction | null
  points: number
  slots?: readonly UpgradeSlot[]
}

/** Trailing words that name the hull type and may be left out ("Victory II", "Raider I", "MC80 Assault"). */
const HULL_NOUNS: readonly (readonly string[])[] = [
  ['star', 'destroyer'],
  ['star', 'dreadnought'],
  ['cruiser', 'carrier'],
  ['corvette'],
  ['cruiser'],
  ['frigate'],
  ['battleship'],
  ['refit'],
  ['transports'],
  ['cruisers'],
]
/** Leading words players shorten ("AF Mk II B", "Neb-B Escort", "Pelta Command Ship", "Kuat Refit"). */
const PREFIX_SHORTHANDS: readonly [readonly string[], readonly string[]][] = [
  [['assault', 'frigate'], ['af']],
  [['imperial', 'star', 'destroyer'], []],
  [
    ['nebulon', 'b'],
    ['neb', 'b'],
  ],
  [['nebulon', 'b'], ['nebb']],
  [['modified'], []],
  [['mc30c'], ['mc30']],
]

const startsWith = (words: readonly string[], prefix: readonly string[]) => prefix.every((w, i) => words[i] === w)
const endsWith = (words: readonly string[], suffix: readonly string[]) =>
  words.length > suffix.length && suffix.every((w, i) => words[words.length - suffix.length + i] === w)

function shipKeys(name: string): string[] {
  const base = canonicalWords(name)
  const forms: string[][] = [base]
  for (const [long, short] of PREFIX_SHORTHANDS) if (startsWith(base, long)) forms.push([...short, ...base.slice(long.length)])
  // "CR90 Corvette A" is also "CR90A" and "CR90A Corvette".
  for (const form of [...forms]) {
    const last = form[form.length - 1]!
    const noun = form[form.length - 2] ?? ''
    if (/^[ab]$/.test(last) && form.length >= 3 && /^[a-z]{4,}$/.test(noun) && noun !== 'mark') {
      forms.push([...form.slice(0, -2), last, noun])
      forms.push([...form.slice(0, -2), last])
    }
  }
  for (const form of [...forms]) {
    for (const noun of HULL_NOUNS) {
      if (endsWith(form, noun)) forms.push(form.slice(0, form.length - noun.length))
      // "Starhawk Battleship Mark I" without "Battleship", "Star Dreadnought Command Prototype" without "Star Dreadnought".
      const at = form.findIndex((_, i) => startsWith(form.slice(i), noun))
      if (at >= 0 && at + noun.length < form.length) forms.push([...form.slice(0, at), ...form.slice(at + noun.length)])
    }
  }
  return forms.filter((f) => f.length > 0).map((f) => f.join(''))
}

function squadronKeys(card: (typeof ALL_SQUADRON_CARDS)[number]): string[] {
  const key = nameKey(card.name)
  const bare = key.endsWith('squadron') && key.length > 'squadron'.length ? key.slice(0, -'squadron'.length) : key
  if (!card.unique) return [key, `${key}s`, bare, `${bare}s`, `${bare}squadron`, `${bare}squadrons`]
  const keys = [key]
  // An ace written with its squadron type ("Dutch Vander Y-Wing Squadron"), or its ship ("Moldy Crow - Jan Ors").
  const type = card.squadronType && card.squadronType !== card.id ? squadronCard(card.squadronType) : undefined
  if (type) {
    const typeKey = nameKey(type.name)
    const typeBare = typeKey.endsWith('squadron') ? typeKey.slice(0, -'squadron'.length) : typeKey
    keys.push(key + typeKey, key + typeBare, typeBare + key, typeKey + key)
  }
  if (card.shipName) keys.push(nameKey(card.shipName) + key, key + nameKey(card.shipName))
  return keys
}

function indexBy<T extends NamedCard>(cards: readonly T[], keysOf: (card: T) => string[]): Map<string, T[]> {
  const map = new Map<string, T[]>()
  for (const card of cards) {
    for (const key of new Set(keysOf(card))) {
      if (!key) continue
      const list = map.get(key)
      if (list) list.push(card)
      else map.set(key, [card])
    }
  }
  return map
}

const INDEX: Record<CardKind, Map<string, NamedCard[]>> = {
  ship: indexBy(ALL_SHIP_CARDS, (c) => shipKeys(c.name)),
  upgrade: indexBy(ALL_UPGRADE_CARDS, (c) => [nameKey(c.name)]),
  squadron: indexBy(ALL_SQUADRON_CARDS, squadronKeys),
}

type SlotHint = 'Commander' | 'Officer'

/** Builder spellings from the card data's alias table, by key, with the slot a "[Commander]" suffix names. */
const ALIASES: ReadonlyMap<string, { key: string; slot: SlotHint | null }> = new Map(
  Object.entries(BUILDER_NAME_ALIASES).map(([from, to]) => {
    const m = /^(.*?)\s*\[(Commander|Officer)\]\s*$/i.exec(to)
    const slot = m ? (m[2]!.toLowerCase() === 'commander' ? 'Commander' : 'Officer') : null
    return [nameKey(from), { key: nameKey(m ? m[1]! : to), slot }]
  }),
)

export interface NameMatch {
  cards: NamedCard[]
  /** The card name the spelling was read as, when it was only close to it. */
  readAs: string | null
  /** "(com)"/"(off)" or an alias naming the slot, which tells Leia the commander from Leia the officer. */
  slot: SlotHint | null
}

/** Splits off "(com)"/"(off)"/"[Officer]" and source tags ("[ARC]", "[Legacy]") from a written name. */
export function cleanName(raw: string): { name: string; slot: SlotHint | null } {
  let slot: SlotHint | null = null
  const name = raw
    .replace(/\s*[([](com|off|commander|officer)[)\]]/gi, (_, s: string) => {
      slot = s.toLowerCase().startsWith('com') ? 'Commander' : 'Officer'
      return ''
    })
    .replace(/\s*\[[^\]]*\]/g, '')
    .trim()
  return { name, slot }
}

/** The cards of a kind a name stands for exactly (by the key rules and the alias table). */
export function exactCards(kind: CardKind, raw: string): NameMatch | null {
  const { name, slot } = cleanName(raw)
  const alias = ALIASES.get(nameKey(raw)) ?? ALIASES.get(nameKey(name))
  const keys = alias ? [alias.key] : [nameKey(name)]
  // "Ace - Squadron type" (Star Forge), "Ship name - Pilot" (Armada Fleet Builder).
  if (!alias && /\s-\s/.test(name)) for (const piece of name.split(/\s-\s/)) keys.push(ALIASES.get(nameKey(piece))?.key ?? nameKey(piece))
  const cards: NamedCard[] = []
  for (const key of keys) for (const card of INDEX[kind].get(key) ?? []) if (!cards.includes(card)) cards.push(card)
  return cards.length > 0 ? { cards, readAs: null, slot: alias?.slot ?? slot } : null
}

/** The cards of a kind whose name is one or two letters away from the written one, if one name is closest. */
export function closeCards(kind: CardKind, raw: string): NameMatch | null {
  const { name, slot } = cleanName(raw)
  const key = nameKey(name)
  const max = allowedEdits(key)
  if (max === 0) return null
  let best = max + 1
  let found: NamedCard[] = []
  for (const [candidate, cards] of INDEX[kind]) {
    const d = editDistance(key, candidate, max)
    if (d < best) {
      best = d
      found = [...cards]
    } else if (d === best && d <= max) for (const c of cards) if (!found.includes(c)) found.push(c)
  }
  if (best > max || found.length === 0) return null
  const names = new Set(found.map((c) => c.name))
  if (names.size !== 1) return null
  return { cards: found, readAs: found[0]!.name, slot }
}

export function cardsByName(kind: CardKind, raw: string): NameMatch | null {
  return exactCards(kind, raw) ?? closeCards(kind, raw)
}

// ---------------------------------------------------------------------------------------------------
// Objectives

type ObjectiveCategory = 'assault' | 'defense' | 'navigation'
const OBJECTIVE_CARDS = OBJECTIVES.filter(
  (o): o is typeof o & { category: ObjectiveCategory } => o.category === 'assault' || o.category === 'defense' || o.category === 'navigation',
)

export interface ObjectiveMatch {
  id: string
  name: string
  category: ObjectiveCategory
  readAs: string | null
}

/** An objective by its name, exactly or by a close spelling, in the given category or any. */
export function objectiveByName(raw: string, category: ObjectiveCategory | null, close: boolean): ObjectiveMatch | null {
  const key = nameKey(cleanName(raw).name)
  const pool = OBJECTIVE_CARDS.filter((o) => category === null || o.category === category)
  const exact = pool.find((o) => nameKey(o.name) === key)
  if (exact) return { id: exact.id, name: exact.name, category: exact.category, readAs: null }
  if (!close) return null
  const max = allowedEdits(key)
  const near = pool.filter((o) => max > 0 && editDistance(key, nameKey(o.name), max) <= max)
  return near.length === 1 ? { id: near[0]!.id, name: near[0]!.name, category: near[0]!.category, readAs: near[0]!.name } : null
}
