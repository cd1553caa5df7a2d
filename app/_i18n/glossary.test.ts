// The French catalogue speaks the group's vocabulary (glossary.ts): every English message that uses a term
// has a French counterpart that uses the French one.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { GLOSSARY, NAME_KEYS } from './glossary'
import { en } from './messages/en'
import { fr } from './messages/fr'

type Tree = { [key: string]: string | Tree }

function pairs(a: Tree, b: Tree, prefix = ''): [string, string, string][] {
  return Object.entries(a).flatMap(([key, value]) => {
    const other = b[key]
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') return typeof other === 'string' ? [[path, value, other] as [string, string, string]] : []
    return other && typeof other === 'object' ? pairs(value, other, path) : []
  })
}

/** Rule ids (R-TOKEN-ALLY, R-SECRET-FLEET) are the same in both languages, not words to translate. */
const RULE_ID = /\bR-[A-Z0-9]+(?:-[A-Z0-9]+)*/g

/** The words a reader sees, without the ICU arguments' names. */
function text(elements: MessageFormatElement[]): string {
  return words(elements).replace(RULE_ID, ' ')
}

function words(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value
      if (element.type === TYPE.select || element.type === TYPE.plural)
        return Object.values(element.options)
          .map((o) => words(o.value))
          .join(' ')
      if (element.type === TYPE.tag) return words(element.children)
      return ' '
    })
    .join('')
}

describe('the French catalogue', () => {
  it('uses the glossary term wherever the English uses its counterpart', () => {
    const misses: string[] = []
    for (const [key, englishSource, frenchSource] of pairs(en as unknown as Tree, fr as unknown as Tree)) {
      if (NAME_KEYS.some((prefix) => key.startsWith(prefix))) continue
      const english = text(parse(englishSource))
      const french = text(parse(frenchSource))
      for (const term of GLOSSARY) if (term.en.test(english) && !term.fr.test(french)) misses.push(`${key}: ${term.en} → ${term.fr}`)
    }
    expect(misses).toEqual([])
  })

  it('says each term in one form only, everywhere (no "bataille pivot" beside "Pivotal Battle", no "radoub" beside "refit")', () => {
    const others: string[] = []
    for (const [key, , frenchSource] of pairs(en as unknown as Tree, fr as unknown as Tree)) {
      const french = text(parse(frenchSource))
      for (const term of GLOSSARY) if (term.others?.test(french)) others.push(`${key}: ${term.others} (say ${term.fr})`)
    }
    expect(others).toEqual([])
  })
})
