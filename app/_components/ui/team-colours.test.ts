// A team's colour class names a theme colour that exists. Tailwind generates `fill-rebels` only if the theme
// defines `--color-rebels`; a class naming a colour the theme lacks is silently not generated, and the mark
// stays white (as every Rebel mark once did, the theme saying `--color-rebel`). Colours are named by team id.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { TEAMS } from '@/lib/campaign'

const APP = join(process.cwd(), 'app')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const theme = readFileSync(join(APP, 'globals.css'), 'utf8')
const defined = new Set([...theme.matchAll(/--color-([a-z0-9-]+)\s*:/g)].map((m) => m[1]!))
const TEAM_CLASS = new RegExp(`\\b(?:bg|text|fill|stroke|border|outline|ring|decoration|from|to|via)-((?:${TEAMS.join('|')}|rebel)[a-z-]*)\\b`, 'g')

describe('team colours', () => {
  it('each team has its colour and its ink, named by its id', () => {
    for (const team of TEAMS) {
      expect(defined).toContain(team)
      expect(defined).toContain(`${team}-ink`)
    }
  })

  it('every team colour class in app/ names a colour the theme defines', () => {
    const used = sources(APP).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(TEAM_CLASS)]
        // "to-rebels" and the like in message keys or ids are not classes: keep only quoted class text.
        .filter((m) => /['"`{ ]/.test(readFileSync(file, 'utf8')[m.index! - 1] ?? ''))
        .map((m) => ({ file: file.slice(APP.length + 1), colour: m[1]! })),
    )
    expect(used.map((u) => u.colour)).toEqual(expect.arrayContaining(['rebels', 'empire', 'rebels-ink', 'empire-ink']))
    expect(used.filter((u) => !defined.has(u.colour))).toEqual([])
  })
})
