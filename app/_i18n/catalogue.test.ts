// Both catalogues hold the same keys, and each message takes the same ICU arguments (of the same kinds)
// in both languages, so a sentence can never lose a value or crash in one language only.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { en } from './messages/en'
import { fr } from './messages/fr'

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of flatten(value, path)) out.set(k, v)
  }
  return out
}

const KIND: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: 'text',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'plural',
  [TYPE.tag]: 'tag',
}

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    const kind = KIND[element.type]
    if (kind && 'value' in element) into.add(`${element.value}:${kind}`)
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into)
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, into)
  }
  return into
}

const english = flatten(en as unknown as Tree)
const french = flatten(fr as unknown as Tree)

describe('the catalogues', () => {
  it('have the same keys in English and French', () => {
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort())
  })

  it('give every message the same ICU arguments in both languages', () => {
    const mismatches: string[] = []
    for (const [key, source] of english) {
      const translated = french.get(key)
      if (translated === undefined) continue
      const a = [...argumentsOf(parse(source))].sort().join(', ')
      const b = [...argumentsOf(parse(translated))].sort().join(', ')
      if (a !== b) mismatches.push(`${key}: en {${a}} fr {${b}}`)
    }
    expect(mismatches).toEqual([])
  })

  it('leave no French message empty or identical to a long English sentence', () => {
    const suspicious = [...english].filter(([key, source]) => {
      const translated = french.get(key) ?? ''
      return translated.trim() === '' || (source.split(' ').length > 3 && translated === source)
    })
    expect(suspicious.map(([key]) => key)).toEqual([])
  })
})
