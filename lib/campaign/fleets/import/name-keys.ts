// R-FLEET-IMPORT: card names as players and builders write them reduce to one key, by rules rather than
// by a list of every spelling: case, accents, punctuation and spacing vanish, "-class" is dropped, roman
// numerals I-IV become digits ("Gladiator I" = "Gladiator 1"), "Mk"/"Mk." is "Mark", "7th" is
// "Seventh", and the usual abbreviations (ISD, VSD, GSD, Mon Cal; SSD and "Corellian" dropped) are spelled out.

const ROMAN: Readonly<Record<string, string>> = { i: '1', ii: '2', iii: '3', iv: '4' }
const ORDINALS: Readonly<Record<string, string>> = { '1st': 'first', '2nd': 'second', '3rd': 'third', '7th': 'seventh' }

/** Lower-case words of letters and digits; accents and punctuation gone, "&" read as "and". */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’‘`´]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0)
}

/** Words with the spelling rules applied (numerals, "class", "mk", abbreviations). */
export function canonicalWords(name: string): string[] {
  const out: string[] = []
  for (const word of nameWords(name)) {
    if (DROPPED_WORDS.has(word)) continue
    const mk = /^mk(i{1,3}|iv|\d)?$/.exec(word)
    if (mk) {
      out.push('mark')
      if (mk[1]) out.push(ROMAN[mk[1]] ?? mk[1])
      continue
    }
    // "MC80", "CR90", "GR75" stay one word; "II" and "2" are the same numeral.
    out.push(ROMAN[word] ?? ORDINALS[word] ?? word)
  }
  return expandAbbreviations(out)
}

const SHIP_ABBREVIATIONS: Readonly<Record<string, readonly string[]>> = {
  isd: ['imperial', 'star', 'destroyer'],
  vsd: ['victory', 'star', 'destroyer'],
  gsd: ['gladiator', 'star', 'destroyer'],
}
/** Words that only say what kind of hull follows, dropped: "SSD Executor I", "CR90 Corellian Corvette A". */
const DROPPED_WORDS = new Set(['class', 'ssd', 'corellian'])

/** "ISD 2" is "Imperial 2 Star Destroyer", "ISD Kuat Refit" is "Imperial Star Destroyer Kuat Refit". */
function expandAbbreviations(words: string[]): string[] {
  const out: string[] = []
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!
    // "VSD2" written as one word.
    const glued = /^(isd|vsd|gsd)(\d)$/.exec(word)
    const abbreviation = SHIP_ABBREVIATIONS[glued ? glued[1]! : word]
    if (abbreviation) {
      const numeral = glued ? glued[2]! : /^\d$/.test(words[i + 1] ?? '') ? words[++i]! : null
      out.push(abbreviation[0]!, ...(numeral ? [numeral] : []), ...abbreviation.slice(1))
      continue
    }
    if (word === 'mon' && (words[i + 1] === 'cal' || words[i + 1] === 'calamari')) {
      out.push('mc')
      i++
      continue
    }
    // "MC 80" is "MC80", "CR 90" is "CR90": a hull prefix split from its number.
    if (/^(mc|cr|gr)$/.test(word) && /^\d+[a-z]?$/.test(words[i + 1] ?? '')) {
      out.push(word + words[++i]!)
      continue
    }
    out.push(word)
  }
  return out
}

/** The key a name is looked up by. */
export function nameKey(name: string): string {
  return canonicalWords(name).join('')
}

/** Damerau-Levenshtein distance (adjacent swaps count one), capped: returns max + 1 past the cap. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const rows: number[][] = []
  for (let i = 0; i <= a.length; i++) rows.push([i, ...new Array<number>(b.length).fill(0)])
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1)
      rows[i]![j] = d
      best = Math.min(best, d)
    }
    if (best > max) return max + 1
  }
  return rows[a.length]![b.length]!
}

/** How far a spelling may be from a card name and still be offered as "read as": 1 edit, 2 for long names. */
export function allowedEdits(key: string): number {
  if (key.length < 6) return 0
  return key.length < 12 ? 1 : 2
}
