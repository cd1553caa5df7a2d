// The map's static SVG file: everything a map page used to draw per request, drawn once per preset.
import { describe, expect, it } from 'vitest'
import { SYSTEMS } from '@/lib/data/map'
import { createTranslator } from 'next-intl'
import { fr } from '@/app/_i18n/messages/fr'
import { mapGeometryFile, mapGeometryHref, rewardShortNames, systemSpots } from './map-geometry'
import { el, svgMarkup } from './svg-node'

describe('the static map file', () => {
  const greenKnight = mapGeometryFile('green-knight').svg
  const official = mapGeometryFile('official-2019').svg

  it('is a standalone SVG naming all 30 systems', () => {
    expect(greenKnight.startsWith('<?xml')).toBe(true)
    expect(greenKnight).toContain('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 740"')
    expect(SYSTEMS).toHaveLength(30)
    for (const system of SYSTEMS) expect(greenKnight).toContain(`>${system.name}`)
  })

  it("writes each preset's rewards (R-REWARD 1): Concord Dawn's squadrons are 24 by the Green Knight, 30 officially", () => {
    expect(greenKnight).toContain('>Squadrons 24/')
    expect(official).toContain('>Squadrons 30/')
    expect(mapGeometryHref('green-knight')).not.toBe(mapGeometryHref('official-2019'))
  })

  it('writes the squadrons in French for a French reader, at another address; the upgrade types keep their card names', () => {
    const names = rewardShortNames(createTranslator({ locale: 'fr', messages: fr, namespace: 'Terms' }))
    const french = mapGeometryFile('green-knight', names).svg
    expect(french).toContain('>Escadrons 24/')
    expect(french).toContain('>Officer ')
    expect(french).not.toContain('>Squadrons ')
    expect(mapGeometryHref('green-knight', 'fr', names)).not.toBe(mapGeometryHref('green-knight'))
    expect(mapGeometryHref('green-knight', 'fr', names)).toMatch(/&lang=fr$/)
  })

  it('writes no label under 11 units, so at the desktop width (at least 1000 px for 1000 units) none is under 11 px', () => {
    const sizes = [...greenKnight.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]))
    expect(sizes.length).toBeGreaterThan(100)
    expect(Math.min(...sizes)).toBe(11)
  })

  it('carries no script, style or control: those are drawn per request', () => {
    expect(greenKnight).not.toMatch(/<script|<style|\sstyle="|<a /)
  })

  it('gives each system a place on the map for its link', () => {
    const spots = systemSpots('green-knight')
    expect(spots.map((s) => s.system.id).sort()).toEqual(SYSTEMS.map((s) => s.id).sort())
    for (const { place, box } of spots) {
      expect(box.x1).toBeLessThanOrEqual(place.x)
      expect(box.x2).toBeGreaterThanOrEqual(place.x)
    }
  })
})

describe('SVG markup', () => {
  it('escapes text and attributes and writes presentation attributes with hyphens', () => {
    const node = el('text', { x: 1, fontSize: 11, textAnchor: 'middle', title: 'a "b"' }, 'Smugglers <Run> & co')
    expect(svgMarkup(node)).toBe('<text x="1" font-size="11" text-anchor="middle" title="a &quot;b&quot;">Smugglers &lt;Run&gt; &amp; co</text>')
  })
})
