// The builder's card finder reads a typed name as the fleet importer does (R-FLEET-IMPORT's name keys): case,
// accents and punctuation ignored, roman and arabic numerals alike ("victory 2" finds Victory II), the usual
// abbreviations spelled out ("isd" finds every Imperial-class Star Destroyer). Typing is partial: each typed
// word may be the start of a word of the name, in order; or the typed letters may appear anywhere in the name.
import { canonicalWords, nameWords } from './import/name-keys'

interface Reading {
  words: string[]
  key: string
}

/** A name read two ways: with the importer's spelling rules, and as typed (so "I" may still begin "Imperial"). */
export interface SearchableName {
  canonical: Reading
  typed: Reading
}

const reading = (words: string[]): Reading => ({ words, key: words.join('') })

/** A card name prepared once for searching. */
export function searchableName(name: string): SearchableName {
  return { canonical: reading(canonicalWords(name)), typed: reading(nameWords(name)) }
}

/** A typed query, prepared once; null when it holds no letter or digit. */
export function searchQuery(query: string): SearchableName | null {
  const prepared = searchableName(query)
  return prepared.typed.key.length > 0 ? prepared : null
}

function readingMatches(query: Reading, name: Reading): boolean {
  if (query.key.length === 0) return false
  if (name.key.includes(query.key)) return true
  let at = 0
  for (const word of query.words) {
    while (at < name.words.length && !name.words[at]!.startsWith(word)) at++
    if (at === name.words.length) return false
    at++
  }
  return true
}

/** Whether a prepared name answers a prepared query. */
export function nameMatches(query: SearchableName, name: SearchableName): boolean {
  return readingMatches(query.canonical, name.canonical) || readingMatches(query.typed, name.typed)
}
