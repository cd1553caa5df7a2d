// R-FLEET-IMPORT: which builder wrote a list, from the marks each one leaves (EXPORT-FORMATS.md §2.5).
// The reader itself takes every builder's lines; the format is told to the player and names the fleet.
import type { SourceLine } from './normalise-text'
import type { ImportFormat } from './readings'

export function detectFormat(lines: readonly SourceLine[]): ImportFormat {
  const flats = lines.map((l) => l.flat).filter((f) => f !== '')
  const any = (re: RegExp) => flats.some((f) => re.test(f))
  if (any(/total (ship|squadron) cost$/i)) return 'warlords'
  if (/\(\d+\/\d+\/\d+\)$/.test(flats[0] ?? '') || any(/\(\d+ \+ \d+: \d+\)/) || any(/\(\d+ x \d+\)$/)) return 'fleets-designer'
  if (any(/^Squadrons \(\d+\/\d+\):?$/i) || any(/^Objectives:/i) || any(/^= ?\d+ total points$/i) || any(/- Author:/i)) return 'fleet-builder'
  if (any(/^Name:/i) || any(/^= ?\d+ Points$/) || any(/^Total Points:/i) || any(/^• \d+ x /)) {
    // Star Forge, Kingston's successor, prices its commander on the Commander: line and writes "Empire".
    return any(/^Commander:.*\(\d+\)$/i) || any(/^Faction: (Empire|Republic|Separatist)$/i) ? 'star-forge' : 'kingston'
  }
  if (any(/^\[flagship\]/i) || any(/^= ?\d+ points$/)) return 'flagship'
  return 'plain'
}
