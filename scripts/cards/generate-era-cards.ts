// Writes lib/data/cards/era-points.ts and lib/data/cards/later-cards.ts from two public sources read on
// this machine (facts only: names, factions, points, slots, stats; never card text):
//   --flagship-before <dir> --flagship-after <dir>: videege/flagship's shipFactory.ts, squadronFactory.ts
//     and upgradeFactory.ts before (ebed7a2, 16 Nov 2020) and after (c13c291, 28 Dec 2020) the RRG 1.5 points;
//   --isb <dir>: Polkadoty/the-isb-api's public/converted-json (the Star Forge builder's data, AMG final).
// The March 2020 cards (ffg-2019) are this app's own card data and are not rewritten.
// Usage: npx tsx scripts/cards/generate-era-cards.ts --flagship-before D --flagship-after D --isb D
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SHIP_CARDS } from '../../lib/data/cards/ships'
import { SQUADRON_CARDS } from '../../lib/data/cards/squadrons'
import { UPGRADE_CARDS } from '../../lib/data/cards/upgrades'
import type { ShipCardFacts, SquadronCardFacts, UpgradeCardFacts, UpgradeSlot } from '../../lib/data/cards/types'

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`)
  if (i < 0) throw new Error(`--${name} is needed`)
  return process.argv[i + 1]!
}
const key = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]/g, '')
const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/['’"]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

// ---- Flagship: each card object's id, name, upgrade type, faction and points.
interface FlagshipCard {
  id: number
  name: string
  type: string | null
  faction: string | null
  points: number
}
function flagship(dir: string, file: string): FlagshipCard[] {
  const src = readFileSync(join(dir, file), 'utf8')
  const out: FlagshipCard[] = []
  for (const m of src.matchAll(/\{\s*id:\s*(\d+),\s*name:\s*(['"])(.*?)\2(.*?)points:\s*(\d+)/gs)) {
    const body = m[4]!
    out.push({
      id: Number(m[1]),
      name: m[3]!.replace(/\\'/g, "'"),
      type: /type:\s*UpgradeType\.(\w+)/.exec(body)?.[1] ?? null,
      faction: /faction:\s*Faction\.(\w+)/.exec(body)?.[1] ?? null,
      points: Number(m[5]),
    })
  }
  return out
}
const FLAGSHIP_SLOT: Record<string, UpgradeSlot> = {
  commander: 'Commander',
  officer: 'Officer',
  weaponsteam: 'Weapons Team',
  supportteam: 'Support Team',
  offensiveretrofit: 'Offensive Retrofit',
  defensiveretrofit: 'Defensive Retrofit',
  experimentalretrofit: 'Experimental Retrofit',
  fleetcommand: 'Fleet Command',
  fleetsupport: 'Fleet Support',
  ioncannons: 'Ion Cannons',
  ordnance: 'Ordnance',
  superweapon: 'Superweapon',
  title: 'Title',
  turbolasers: 'Turbolasers',
  turbolaser: 'Turbolasers',
  weaponsteamoffensiveretrofit: 'Weapons Team',
}

// ---- The ISB data: every model of every file (the per-kind aggregate files repeat them).
const ISB_SLOT: Record<string, UpgradeSlot[]> = {
  commander: ['Commander'],
  officer: ['Officer'],
  'weapons-team': ['Weapons Team'],
  'support-team': ['Support Team'],
  'offensive-retro': ['Offensive Retrofit'],
  'defensive-retro': ['Defensive Retrofit'],
  'experimental-retro': ['Experimental Retrofit'],
  'fleet-command': ['Fleet Command'],
  'fleet-support': ['Fleet Support'],
  'ion-cannon': ['Ion Cannons'],
  ordnance: ['Ordnance'],
  'super-weapon': ['Superweapon'],
  title: ['Title'],
  turbolaser: ['Turbolasers'],
  'weapons-team-offensive-retro': ['Weapons Team', 'Offensive Retrofit'],
}
type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : f.endsWith('.json') ? [join(dir, f)] : []))
}
function isbModels(root: string, kind: 'ships' | 'squadrons' | 'upgrades', folder: string = kind): { model: Json; chassis?: Json }[] {
  const seen = new Map<string, { model: Json; chassis?: Json }>()
  for (const file of walk(join(root, folder))) {
    const data = JSON.parse(readFileSync(file, 'utf8')) as Json
    if (kind === 'ships') {
      for (const chassis of Object.values<Json>(data.ships ?? {}))
        for (const [k, model] of Object.entries<Json>(chassis.models ?? {})) seen.set(k, { model, chassis })
    } else for (const [k, model] of Object.entries<Json>(data[kind] ?? {})) seen.set(k, { model })
  }
  return [...seen.values()]
}
const factionsOf = (m: Json): string[] => (Array.isArray(m.faction) ? m.faction : [m.faction]).filter((f: string) => f !== '')
const officialRelease = (m: Json) => m.author === 'Fantasy Flight Games' || m.author === 'Atomic Mass Games'
const forOurFactions = (m: Json) => {
  const f = factionsOf(m)
  return f.length === 0 || f.includes('empire') || f.includes('rebel')
}
const ourFaction = (m: Json) => {
  const f = factionsOf(m)
  return f.length !== 1 ? null : f[0] === 'rebel' ? 'rebels' : f[0] === 'empire' ? 'empire' : undefined
}
const TOKEN_ORDER: [string, string][] = [
  ['def_scatter', 'Scatter'],
  ['def_evade', 'Evade'],
  ['def_brace', 'Brace'],
  ['def_redirect', 'Redirect'],
  ['def_contain', 'Contain'],
  ['def_salvo', 'Salvo'],
]
const tokensOf = (t: Json = {}) => TOKEN_ORDER.flatMap(([k, name]) => Array.from({ length: Number(t[k] ?? 0) }, () => name))
// Names the builders spell otherwise than this app's card data.
const ISB_NAME: Record<string, string> = {
  [key('MS-1 Ion Cannon')]: key('MS-1 Ion Cannons'),
  [key('Wullf Yularen')]: key('Wulff Yularen'),
  [key('Strategic Advisor')]: key('Strategic Adviser'),
}
const isbKey = (name: string) => ISB_NAME[key(name)] ?? key(name)

// ---- Points per era of every card this app knows (ids), and the cards published after March 2020.
type Era = 'ffg-2019' | 'ffg-1.5' | 'amg-final'
const points: Record<string, Partial<Record<Era, number>>> = {}
const report: string[] = []

const before = {
  ship: flagship(arg('flagship-before'), 'shipFactory.ts'),
  squadron: flagship(arg('flagship-before'), 'squadronFactory.ts'),
  upgrade: flagship(arg('flagship-before'), 'upgradeFactory.ts'),
}
const after = {
  ship: flagship(arg('flagship-after'), 'shipFactory.ts'),
  squadron: flagship(arg('flagship-after'), 'squadronFactory.ts'),
  upgrade: flagship(arg('flagship-after'), 'upgradeFactory.ts'),
}
const changed15 = new Map<string, { from: number; to: number }>()
const afterUpgradeKey = (c: FlagshipCard) => `${key(c.name)}|${FLAGSHIP_SLOT[key(c.type ?? '')] ?? '?'}`
for (const kind of ['ship', 'squadron', 'upgrade'] as const) {
  const old = new Map(before[kind].map((c) => [c.id, c]))
  for (const c of after[kind]) {
    const o = old.get(c.id)
    if (o && o.points !== c.points) changed15.set(kind === 'upgrade' ? afterUpgradeKey(c) : `${kind}|${key(c.name)}`, { from: o.points, to: c.points })
  }
}
const after15 = {
  ship: new Map(after.ship.map((c) => [key(c.name), c])),
  squadron: new Map(after.squadron.map((c) => [key(c.name), c])),
  upgrade: new Map(after.upgrade.map((c) => [afterUpgradeKey(c), c])),
}

const isbRoot = arg('isb')
const isbShips = isbModels(isbRoot, 'ships').filter(({ model }) => officialRelease(model) && forOurFactions(model))
const isbSquadrons = isbModels(isbRoot, 'squadrons').filter(({ model }) => officialRelease(model) && forOurFactions(model))
const isbUpgrades = isbModels(isbRoot, 'upgrades').filter(({ model }) => officialRelease(model) && forOurFactions(model))
const isbShip = new Map(isbShips.map((s) => [isbKey(s.model.name), s.model]))
const isbSquadron = new Map(isbSquadrons.map((s) => [`${isbKey(s.model['ace-name'] || s.model.name)}|${s.model.squadron_type}`, s.model]))
const isbUpgrade = new Map(isbUpgrades.map((u) => [`${isbKey(u.model.name)}|${ISB_SLOT[u.model.type]?.[0]}`, u.model]))
const matchedIsb = new Set<Json>()

const before15 = {
  ship: new Map(before.ship.map((c) => [key(c.name), c])),
  squadron: new Map(before.squadron.map((c) => [key(c.name), c])),
  upgrade: new Map(before.upgrade.map((c) => [afterUpgradeKey(c), c])),
}
// ffg-1.5: the March 2020 points with the changes Flagship made for the December 2020 update (not Flagship's
// own figures where they differ from the printed card: those are reported). amg-final: the ISB figure of
// the cards AMG's final errata changed (release "AMG Final Errata"), the 1.5 figure of every other card.
function eras(kind: 'ship' | 'squadron' | 'upgrade', id: string, name: string, p2019: number, slot?: string, type?: string) {
  const k = kind === 'upgrade' ? `${key(name)}|${slot}` : key(name)
  const change = changed15.get(kind === 'upgrade' ? k : `${kind}|${k}`)
  const fsBefore = before15[kind].get(k)
  const isb = kind === 'ship' ? isbShip.get(k) : kind === 'squadron' ? isbSquadron.get(`${k}|${type}`) : isbUpgrade.get(k)
  // Where Flagship and the ISB data agree against the March 2020 data, the printed figure there is taken
  // as a slip of that data: ffg-2019 keeps it (older campaigns replay unchanged), later eras take theirs.
  const twoAgainst = !change && fsBefore && isb && isb.release !== 'AMG Final Errata' && fsBefore.points === Number(isb.points) && fsBefore.points !== p2019
  const p15 = change ? change.to : twoAgainst ? fsBefore.points : p2019
  if (twoAgainst)
    report.push(
      `corrected: ${kind} ${name}: March 2020 data ${p2019}, Flagship and ISB ${fsBefore.points}; ffg-2019 keeps ${p2019}, later eras ${fsBefore.points}`,
    )
  else if (kind !== 'squadron' && fsBefore && !change && fsBefore.points !== p2019)
    report.push(`disagree: ${kind} ${name}: printed (March 2020 data) ${p2019}, Flagship ${fsBefore.points}; printed kept`)
  if (isb) matchedIsb.add(isb)
  else report.push(`amg-final: ${kind} ${name} not in the ISB data, kept at ${p15}`)
  const errata = isb?.release === 'AMG Final Errata'
  // A card whose ISB figure differs from the 1.5 one without an errata version was repriced in place (the ISB
  // data's "correct points" of 13 Oct 2024: Onager, Testbed, Romodi, Agate): Star Forge prices 2025 lists at it.
  const amg = isb ? Number(isb.points) : p15
  if (isb && !errata && Number(isb.points) !== p15)
    report.push(
      `amg-final: ${kind} ${name}: 1.5 ${p15}, ISB ${isb.points} without an AMG errata version; amg-final takes ${isb.points}, as Star Forge's 2025 lists`,
    )
  points[id] = { 'ffg-2019': p2019, 'ffg-1.5': p15, 'amg-final': amg }
}
for (const s of SHIP_CARDS) eras('ship', s.id, s.name, s.points)
for (const q of SQUADRON_CARDS) eras('squadron', q.id, q.name, q.points, undefined, q.squadronType.replace(/^squadron-/, ''))
for (const u of UPGRADE_CARDS) eras('upgrade', u.id, u.name, u.points, u.slots[0])

// Cards published after March 2020 (the ISB data's cards no card of this app's data matched).
const laterRelease = (m: Json) => /Wave (9|10)|Rapid Reinforcements/.test(m.release)
// Waves 9 and 10 were printed under the 1.5 points (the 2023 World Champion's list takes wave 10's Point Defense
// Ion Cannons at its printed 4); AMG's Rapid Reinforcements came with its final points.
const since = (m: Json): Era => (/Wave (9|10)/.test(m.release) ? 'ffg-1.5' : 'amg-final')
const laterShips: ShipCardFacts[] = []
const laterSquadrons: SquadronCardFacts[] = []
const laterUpgrades: UpgradeCardFacts[] = []
const NOT_SHIP_SLOTS = new Set(['commander', 'title', 'weapons-team-offensive-retro'])
for (const { model: m, chassis } of isbShips) {
  if (matchedIsb.has(m) || !laterRelease(m) || ourFaction(m) === undefined || ourFaction(m) === null || m.release === 'AMG Final Errata') continue
  const id = slug(m.name.replace(/\{(\w+)\}/, '$1'))
  laterShips.push({
    id,
    name: m.name,
    faction: ourFaction(m)!,
    size: chassis!.size,
    slots: (m.upgrades as string[]).filter((s) => !NOT_SHIP_SLOTS.has(s)).flatMap((s) => ISB_SLOT[s] ?? []),
    command: m.values.command,
    squadronValue: m.values.squadron,
    engineering: m.values.engineer,
    hull: chassis!.hull,
    defenseTokens: tokensOf(m.tokens),
    shipClass: String(m.name)
      .replace(/\s*\{\w+\}$/, '')
      .replace(/^(\S+?)( II| I)?-class.*$/, '$1-class'),
    flotilla: (m.traits ?? []).includes('flotilla'),
    traits: (m.traits ?? []).filter((t: string) => t !== ''),
    release: m.expansion || m.release,
  })
  points[id] = { [since(m)]: Number(m.points), 'amg-final': Number(m.points) }
}
const genericOf = new Map(SQUADRON_CARDS.filter((q) => !q.unique).map((q) => [q.squadronType.replace(/^squadron-/, ''), q.squadronType]))
for (const { model: m } of isbSquadrons) {
  if (matchedIsb.has(m) || !laterRelease(m) || !ourFaction(m) || m.release === 'AMG Final Errata') continue
  const name: string = m['ace-name'] || m.name
  const id = `squadron-${slug(name)}${SQUADRON_CARDS.some((q) => q.id === `squadron-${slug(name)}`) ? `-${slug(m.squadron_type)}` : ''}`
  const abilities = (m.abilities ?? {}) as Json
  const keywords = Object.entries(abilities)
    .filter(([, v]) => v !== false && v !== 0)
    .map(
      ([k, v]) =>
        `${k
          .split('-')
          .map((w) => w[0]!.toUpperCase() + w.slice(1))
          .join(' ')}${typeof v === 'number' ? ` ${v}` : ''}`,
    )
    .sort()
  laterSquadrons.push({
    id,
    name,
    shipName: m['ace-name'] && m.name !== m['ace-name'] && !/squadron|fighter$/i.test(m.name) ? m.name : null,
    squadronType: genericOf.get(m.squadron_type) ?? `squadron-${m.squadron_type}`,
    faction: ourFaction(m)!,
    unique: Boolean(m.unique),
    defenseTokens: tokensOf(m.tokens),
    hull: m.hull,
    speed: m.speed,
    keywords,
    release: m.expansion || m.release,
  })
  points[id] = { [since(m)]: Number(m.points), 'amg-final': Number(m.points) }
}
for (const { model: m } of isbUpgrades) {
  if (matchedIsb.has(m) || !laterRelease(m) || m.release === 'AMG Final Errata' || ourFaction(m) === undefined) continue
  const slots = ISB_SLOT[m.type]
  if (!slots) continue
  const id = `${slug(slots[0]!)}-${slug(m.name)}`
  const sizes = (m.restrictions?.size ?? []).filter((s: string) => s !== '')
  const in15 = after15.upgrade.get(`${key(m.name)}|${slots[0]}`)
  laterUpgrades.push({
    id,
    name: m.name,
    slots,
    faction: ourFaction(m) ?? null,
    unique: Boolean(m.unique),
    ...(sizes.length ? { sizes } : {}),
    ...(m.restrictions?.flagship ? { flagshipOnly: true } : {}),
    ...(m.modification ? { modification: true } : {}),
    release: m.expansion || m.release,
  })
  const p15 = in15?.points ?? (since(m) === 'ffg-1.5' ? Number(m.points) : undefined)
  points[id] = { ...(p15 !== undefined ? { 'ffg-1.5': p15 } : {}), 'amg-final': Number(m.points) }
  if (in15 && in15.points !== Number(m.points)) report.push(`later: ${m.name} 1.5 ${in15.points}, AMG ${m.points}`)
}

// Cards first published after March 2020 and then changed by AMG's final errata: the ISB data keeps the card
// as published (release, points) in old-upgrades/, beside the errata in upgrades/.
const oldUpgrades = new Map(isbModels(isbRoot, 'upgrades', 'old-upgrades').map(({ model }) => [`${isbKey(model.name)}|${ISB_SLOT[model.type]?.[0]}`, model]))
for (const { model: m } of isbUpgrades) {
  const k = `${isbKey(m.name)}|${ISB_SLOT[m.type]?.[0]}`
  const old = oldUpgrades.get(k)
  if (matchedIsb.has(m) || m.release !== 'AMG Final Errata' || ourFaction(m) === undefined || !old || !laterRelease(old)) continue
  const slots = ISB_SLOT[m.type]!
  const id = `${slug(slots[0]!)}-${slug(m.name)}`
  // Printed under the 1.5 points: Flagship's figure where it has the card, else the card as printed.
  const p15 = since(old) === 'ffg-1.5' ? (after15.upgrade.get(k)?.points ?? Number(old.points)) : undefined
  const sizes = (m.restrictions?.size ?? []).filter((s: string) => s !== '')
  laterUpgrades.push({
    id,
    name: m.name,
    slots,
    faction: ourFaction(m) ?? null,
    unique: Boolean(m.unique),
    ...(sizes.length ? { sizes } : {}),
    ...(m.restrictions?.flagship ? { flagshipOnly: true } : {}),
    ...(m.modification ? { modification: true } : {}),
    release: old.expansion || old.release,
  })
  points[id] = { ...(p15 !== undefined ? { 'ffg-1.5': p15 } : {}), 'amg-final': Number(m.points) }
  report.push(`later, AMG errata: ${m.name}: published at ${old.points} (${old.release}), AMG final ${m.points}`)
}

// AMG's errata of a card's facts: each Rebel, Imperial and neutral card with an errata version, against the card
// as published (the ISB data's old-ships/, old-squadrons/, old-upgrades/), on every fact the fleet rules read.
// Text is not compared (this app shows no card text); points are the era's.
const RULE_FACTS: Record<'ships' | 'squadrons' | 'upgrades', string[]> = {
  ships: ['upgrades', 'tokens', 'values', 'unique', 'traits', 'faction'],
  squadrons: ['tokens', 'unique', 'hull', 'speed', 'squadron_type', 'abilities', 'faction'],
  upgrades: ['type', 'unique', 'restrictions', 'modification', 'faction'],
}
for (const kind of ['ships', 'squadrons', 'upgrades'] as const) {
  const published = new Map(
    isbModels(isbRoot, kind, `old-${kind}`).map(({ model }) => [`${kind}|${key(model.name)}|${model['ace-name'] ?? ''}|${model.type ?? ''}`, model]),
  )
  let compared = 0
  for (const { model: m } of isbModels(isbRoot, kind)) {
    if (m.release !== 'AMG Final Errata' || !forOurFactions(m)) continue
    const old = published.get(`${kind}|${key(m.name)}|${m['ace-name'] ?? ''}|${m.type ?? ''}`)
    if (!old) {
      report.push(`AMG errata: ${kind} ${m.name}: no published version in the ISB data to compare`)
      continue
    }
    compared++
    // Ship hulls, sizes and speeds are the chassis's, which an errata version shares with the published card.
    for (const fact of RULE_FACTS[kind]) {
      if (JSON.stringify(old[fact]) !== JSON.stringify(m[fact]))
        report.push(`AMG errata changed a fact: ${kind} ${m.name}: ${fact} ${JSON.stringify(old[fact])} -> ${JSON.stringify(m[fact])}`)
    }
  }
  report.push(`AMG errata compared: ${compared} ${kind} of the Rebel, Imperial or neutral cards against their published version`)
}

// update.json maps a list's old "Name (points)" to the new one: a second reading of the AMG changes.
const updates = JSON.parse(readFileSync(join(isbRoot, '..', 'update.json'), 'utf8')) as Record<string, string>
const ourNames = new Map<string, string[]>()
for (const c of [...SHIP_CARDS, ...SQUADRON_CARDS, ...UPGRADE_CARDS, ...laterUpgrades, ...laterShips, ...laterSquadrons])
  ourNames.set(key(c.name), [...(ourNames.get(key(c.name)) ?? []), c.id])
for (const [from, to] of Object.entries(updates)) {
  const a = /^(.*) \((\d+)\)$/.exec(from)
  const b = /^(.*) \((\d+)\)$/.exec(to)
  if (!a || !b || /\[|\{/.test(from + to)) continue
  const named = ourNames.get(key(a[1]!)) ?? []
  const id = named.length === 1 ? named[0] : named.find((n) => Object.values(points[n] ?? {}).includes(Number(a[2])))
  if (id && points[id]?.['amg-final'] !== Number(b[2]))
    report.push(`disagree: ${a[1]}: ISB card data ${points[id]?.['amg-final']}, ISB update.json ${from} -> ${to}; card data kept`)
}

const header = `// Generated by scripts/cards/generate-era-cards.ts from public sources (facts only, no card text); see SOURCES.md.\n// Do not edit by hand: run the script again.\n`
writeFileSync(
  'lib/data/cards/era-points.ts',
  `${header}import type { EraPoints } from './types'\n\n/** Each card's points in each era it exists in (a card absent from an era was not yet published). */\nexport const ERA_POINTS: Readonly<Record<string, EraPoints>> = {\n${Object.entries(
    points,
  )
    .map(([id, p]) => `  ${JSON.stringify(id)}: ${JSON.stringify(p)},`)
    .join(
      '\n',
    )}\n}\n\n/** Cards whose points the December 2020 update (RRG 1.5) changed, Flagship's data before and after it. */\nexport const CHANGED_IN_FFG_15: readonly string[] = ${JSON.stringify([...changed15.keys()].sort())}\n`,
)
const list = (name: string, type: string, cards: unknown[]) =>
  `export const ${name}: readonly ${type}[] = [\n${cards.map((c) => `  ${JSON.stringify(c)},`).join('\n')}\n]\n`
writeFileSync(
  'lib/data/cards/later-cards.ts',
  `${header}import type { ShipCardFacts, SquadronCardFacts, UpgradeCardFacts } from './types'\n\n// Rebel Alliance, Galactic Empire and neutral cards published after March 2020 (waves 9 and 10, AMG's Rapid Reinforcements).\n${list('LATER_SHIP_CARDS', 'ShipCardFacts', laterShips)}\n${list('LATER_SQUADRON_CARDS', 'SquadronCardFacts', laterSquadrons)}\n${list('LATER_UPGRADE_CARDS', 'UpgradeCardFacts', laterUpgrades)}`,
)
writeFileSync('lib/data/cards/era-report.txt', report.sort().join('\n') + '\n')
console.log(
  `${Object.keys(points).length} cards; later: ${laterShips.length} ships, ${laterSquadrons.length} squadrons, ${laterUpgrades.length} upgrades; ${report.length} notes`,
)
