// French as French players write it (issue: French grammar): every French message is rendered with each
// choice of its selects and plurals, a player named with a vowel ("Alice"), and read for the mistakes a
// sentence built from parts makes: a team's verb that does not agree ("Les Rebelles doit"), "de" or "que"
// not elided before a vowel ("de Alice", "en tant que Organisateur"), a verb missing ("doit une flotte"),
// "table rasé".
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { elision } from './elision'
import { fr } from './messages/fr'

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    return typeof value === 'string' ? [[path, value] as [string, string]] : flatten(value, path)
  })
}

type Arg = { kind: 'text' | 'number' | 'date' | 'select' | 'tag'; options?: string[] }

function argumentsOf(elements: MessageFormatElement[], into = new Map<string, Arg>()): Map<string, Arg> {
  for (const element of elements) {
    if (element.type === TYPE.argument) into.set(element.value, into.get(element.value) ?? { kind: 'text' })
    if (element.type === TYPE.number || element.type === TYPE.plural) into.set(element.value, { kind: 'number' })
    if (element.type === TYPE.date || element.type === TYPE.time) into.set(element.value, { kind: 'date' })
    if (element.type === TYPE.select) into.set(element.value, { kind: 'select', options: Object.keys(element.options) })
    if (element.type === TYPE.tag) into.set(element.value, { kind: 'tag' })
    if (element.type === TYPE.select || element.type === TYPE.plural) for (const o of Object.values(element.options)) argumentsOf(o.value, into)
    if (element.type === TYPE.tag) argumentsOf(element.children, into)
  }
  return into
}

/** The people a message names: a player's name starts with a vowel here, so that each needs its elision. */
const PEOPLE = new Set(['player', 'name', 'now', 'next', 'by'])
// `name` also names ships and fleets in a few areas; those keys take a consonant.
const NOT_PEOPLE_NAME = ['RefitEditor.', 'FleetBuilder.', 'Roster.', 'Terms.', 'Abilities.', 'History.entry.createCampaign']

/** A select's value that none of its options names (its `other` branch), shown as a consonant word where the branch prints it. */
const OTHER = 'Bespin'

/** Every way a message reads: one rendering per option of each select (the others at their first), plurals at 1 and 3. */
function renderings(key: string, source: string): string[] {
  const args = argumentsOf(parse(source))
  const person = (name: string) => PEOPLE.has(name) && !(name === 'name' && NOT_PEOPLE_NAME.some((p) => key.startsWith(p)))
  const base = (count: number): Record<string, unknown> => {
    const values: Record<string, unknown> = {}
    for (const [name, arg] of args) {
      if (arg.kind === 'text') values[name] = person(name) ? 'Alice' : 'Bespin'
      if (arg.kind === 'number') values[name] = count
      if (arg.kind === 'date') values[name] = new Date('2026-12-02T10:00:00Z')
      if (arg.kind === 'tag') values[name] = (chunks: string[]) => chunks.join('')
      if (arg.kind === 'select') values[name] = arg.options!.find((o) => o !== 'other') ?? OTHER
    }
    // A message that elides names the vowel its person starts with.
    for (const [name, arg] of args) if (arg.kind === 'select' && /elision$/i.test(name)) values[name] = elision('Alice')
    return values
  }
  const variants: Record<string, unknown>[] = [base(1), base(3)]
  for (const [name, arg] of args)
    if (arg.kind === 'select' && !/elision$/i.test(name))
      for (const option of arg.options!) variants.push({ ...base(1), [name]: option === 'other' ? OTHER : option })
  return variants.map((values) => String(new IntlMessageFormat(source, 'fr').format(values)))
}

const SINGULAR_VERBS =
  'a|est|doit|peut|choisit|gagne|déclare|prend|place|fait|va|sera|reçoit|perd|construit|dépense|garde|obtient|termine|tient|contrôle|remporte|défend|attaque|joue|désigne'
const PLURAL_VERBS =
  'ont|sont|doivent|peuvent|choisissent|gagnent|déclarent|prennent|placent|font|vont|seront|reçoivent|perdent|construisent|dépensent|gardent|obtiennent|terminent|tiennent|contrôlent|remportent|défendent|attaquent|jouent|désignent'

const MISTAKES: { what: string; pattern: RegExp }[] = [
  { what: 'a plural team with a singular verb', pattern: new RegExp(`\\bLes Rebelles (?:${SINGULAR_VERBS})\\b`) },
  { what: 'the Empire with a plural verb', pattern: new RegExp(`\\bL’Empire (?:${PLURAL_VERBS})\\b`) },
  { what: '"de" before a vowel', pattern: /\bde (?:Alice|[aeiouéèêàâîôû])/i },
  { what: '"que" before a vowel', pattern: /\bque (?:Alice|[aeiouéèêàâîôû])/i },
  { what: '"le" or "la" before a vowel', pattern: /(?<![\p{L}’'-])(?:le|la) (?:Alice|[aeiouéèêàâîôû])/iu },
  { what: 'a verb missing before its object', pattern: /\bdoit une\b/ },
  { what: '"table rasé" ("table rase": the player is eliminated)', pattern: /\btable rasée?s?(?!\p{L})/u },
]

describe('the French catalogue’s grammar', () => {
  it('agrees each team’s verb, elides before a vowel and leaves no word out', () => {
    const found: string[] = []
    for (const [key, source] of flatten(fr as unknown as Tree)) {
      for (const text of new Set(renderings(key, source))) for (const m of MISTAKES) if (m.pattern.test(text)) found.push(`${key}: ${m.what}: “${text}”`)
    }
    expect(found).toEqual([])
  })

  it('catches the mistakes it is meant to', () => {
    const caught = (text: string) => MISTAKES.filter((m) => m.pattern.test(text)).map((m) => m.what)
    expect(caught('Les Rebelles doit placer une base')).toEqual(['a plural team with a singular verb'])
    expect(caught('L’Empire ont choisi')).toEqual(['the Empire with a plural verb'])
    expect(caught('la flotte de Alice')).toEqual(['"de" before a vowel'])
    expect(caught('Connecté en tant que Organisateur')).toEqual(['"que" before a vowel'])
    expect(caught('Chaque joueur doit une flotte')).toEqual(['a verb missing before its object'])
    expect(caught('Leia est table rasé')).toEqual(['"table rasé" ("table rase": the player is eliminated)'])
    expect(caught('Les Rebelles doivent placer une base : la flotte d’Alice, en tant qu’organisateur')).toEqual([])
  })
})
