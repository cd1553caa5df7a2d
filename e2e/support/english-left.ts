// Finds English left on a page shown in French: any sentence of the English catalogue (where the French
// differs), and, for words written in a page instead of the catalogue, common English words outside the
// names the players keep in English (cards, objectives, systems, abilities, tokens, upgrade types).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import type { Page } from '@playwright/test'
import { SHIP_CARDS, SQUADRON_CARDS, UPGRADE_CARDS } from '../../lib/data/cards'
import { COMMANDER_ABILITIES } from '../../lib/data/commander-abilities'
import { REWARD_TYPES, SUB_ZONES, SYSTEMS } from '../../lib/data/map'
import { OBJECTIVES } from '../../lib/data/objectives'
import { TOKENS } from '../../lib/data/tokens'

type Tree = { [key: string]: string | Tree }
// Specs run from the project's root.
const MESSAGES = join(process.cwd(), 'app/_i18n/messages')

function catalogue(locale: 'en' | 'fr'): Map<string, string> {
  const out = new Map<string, string>()
  const walk = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') out.set(`${prefix}.${key}`, value)
      else walk(value, `${prefix}.${key}`)
    }
  }
  for (const file of readdirSync(join(MESSAGES, locale)).filter((f) => f.endsWith('.json'))) {
    walk(JSON.parse(readFileSync(join(MESSAGES, locale, file), 'utf8')) as Tree, file.replace('.json', ''))
  }
  return out
}

function literals(elements: MessageFormatElement[], into: string[] = []): string[] {
  for (const element of elements) {
    if (element.type === TYPE.literal) into.push(element.value)
    if (element.type === TYPE.select || element.type === TYPE.plural) for (const o of Object.values(element.options)) literals(o.value, into)
    if (element.type === TYPE.tag) literals(element.children, into)
  }
  return into
}

/** English pieces of sentences long enough not to be a name: three words or more, where the French differs. */
export function englishSentences(): string[] {
  const english = catalogue('en')
  const french = catalogue('fr')
  const frenchText = [...french.values()].join('\n')
  const pieces = new Set<string>()
  for (const [key, source] of english) {
    if (french.get(key) === source) continue
    for (const piece of literals(parse(source))) {
      const trimmed = piece.trim()
      if (trimmed.split(/\s+/).length >= 3 && trimmed.length >= 15 && !frenchText.includes(trimmed)) pieces.add(trimmed)
    }
  }
  return [...pieces]
}

const KEPT_NAMES = [
  ...SHIP_CARDS.map((c) => c.name),
  ...SQUADRON_CARDS.map((c) => c.name),
  ...UPGRADE_CARDS.map((c) => c.name),
  ...OBJECTIVES.map((o) => o.name),
  ...SYSTEMS.map((s) => s.name),
  ...SUB_ZONES.map((s) => s.name),
  ...COMMANDER_ABILITIES.map((a) => a.name),
  ...TOKENS.map((t) => t.name),
  ...REWARD_TYPES.map((r) => r.name),
  'Rebellion in the Rim',
  'Star Wars: Armada',
  'Green Knight',
  'Pivotal Battle',
  'Low Fuel',
  'Low Morale',
  'Low Supplies',
].sort((a, b) => b.length - a.length)

// Whole words by letters, not by \b: \b ends a word at an accented letter, so French "noté" would read "not".
const ENGLISH_WORDS = /(?<!\p{L})(the|your|you|with|this|and|must|will|has|have|are|is|not|from|which|when|there|been|what)(?!\p{L})/iu

/** Everything a reader meets on the page: its text, title, and the labels and hints of its controls. */
export async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')].flatMap((el) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((a) => el.getAttribute(a) ?? ''),
    )
    const options = [...document.querySelectorAll('option')].map((o) => o.textContent ?? '')
    return [document.title, document.body.innerText, ...attributes, ...options].join('\n')
  })
}

/** The English found in `text`: catalogue sentences, and lines with English words once kept names are removed. */
export function englishIn(text: string, sentences: readonly string[], extraNames: readonly string[] = []): string[] {
  const found = sentences.filter((s) => text.includes(s)).map((s) => `catalogue: ${s}`)
  const names = [...extraNames, ...KEPT_NAMES].sort((a, b) => b.length - a.length)
  for (const line of text.split('\n')) {
    let rest = line
    for (const name of names) if (name && rest.includes(name)) rest = rest.split(name).join(' ')
    if (ENGLISH_WORDS.test(rest)) found.push(`words: ${line.trim().slice(0, 160)}`)
  }
  return [...new Set(found)]
}
