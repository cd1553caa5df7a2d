import { describe, expect, it } from 'vitest'
import { fleetToWarlordsText, WARLORDS_AUTHOR } from './export-fleet'
import type { FleetDraft } from './fleet'
import { importFleetText } from './import-fleet'

import { WARLORDS_SAMPLE } from './testing/builder-exports'

const ARDENT_PICKET: FleetDraft = {
  name: 'Ardent Picket',
  ships: [
    { cardId: 'victory-ii-class-star-destroyer', flagship: true, upgrades: ['weapons-team-gunnery-team'] },
    { cardId: 'raider-i-class-corvette', flagship: false, upgrades: ['ordnance-assault-concussion-missiles'] },
    { cardId: 'gozanti-class-cruisers', flagship: false, upgrades: ['fleet-support-comms-net'] },
  ],
  squadrons: [{ cardId: 'squadron-tie-fighter-squadron', count: 4 }],
  objectives: { assault: 'most-wanted', defense: 'fleet-in-being', navigation: 'solar-corona' },
}

const REBEL_FLEET: FleetDraft = {
  name: 'Lothal Relief Group',
  ships: [
    { cardId: 'cr90-corvette-a', flagship: false, upgrades: ['officer-leia-organa', 'title-jaina-s-light'] },
    { cardId: 'mc30c-torpedo-frigate', flagship: true, upgrades: ['commander-kyrsta-agate', 'officer-lando-calrissian'] },
    { cardId: 'nebulon-b-support-refit', flagship: false, upgrades: [] },
  ],
  squadrons: [
    { cardId: 'squadron-y-wing-squadron', count: 2 },
    { cardId: 'squadron-x-wing-squadron', count: 1 },
    { cardId: 'squadron-jan-ors', count: 1 },
    { cardId: 'squadron-vcx-100-freighter', count: 2 },
  ],
  objectives: { assault: 'opening-salvo', defense: null, navigation: 'intel-sweep' },
}

describe('R-FLEET-IMPORT Armada Warlords export', () => {
  it('writes the §2.1 fleet exactly as the §2.1 sample, Author line aside (R-FLEET-IMPORT)', () => {
    // A draft has no author: the export always writes "Author: Rim Command".
    const text = fleetToWarlordsText(ARDENT_PICKET, { faction: 'empire', limit: 200 })
    expect(text).toBe(WARLORDS_SAMPLE.replace('Author: player-one', `Author: ${WARLORDS_AUTHOR}`))
    expect(WARLORDS_AUTHOR).toBe('Rim Command')
  })

  it('round-trips the §2.1 fleet through the importer (R-FLEET-IMPORT)', () => {
    const result = importFleetText(fleetToWarlordsText(ARDENT_PICKET, { faction: 'empire', limit: 200 }), 'empire')
    expect(result).toMatchObject({ ok: true, draft: ARDENT_PICKET, format: 'warlords', commanderName: null })
  })

  it('round-trips a fleet with same-name cards, unique and generic squadrons, an unset objective (R-FLEET-IMPORT)', () => {
    const text = fleetToWarlordsText(REBEL_FLEET, { faction: 'rebels', limit: 300 })
    expect(text).toContain('Faction: Rebel Alliance\t\n')
    expect(text).toContain('Commander: Kyrsta Agate (com)\n')
    expect(text).toContain('-  Leia Organa (off)\t ( 3\t points) \n')
    expect(text).toContain('-  Lando Calrissian (off)\t ( 4\t points) \n')
    expect(text).toContain(
      '2\tY-wing Squadrons ( 20 points) \n1\tX-wing Squadron ( 13 points) \n1\tJan Ors ( 19 points) \n2\tVCX-100 Freighters ( 30 points) \n',
    )
    expect(text).toContain('= 82 total squadron cost\n')
    expect(text).toContain('Defense Objective: \t\n')
    // 44+3+2 + 63+20+4 + 51 + 82 = 269
    expect(text).toContain('Points: 269/300\t\n')
    expect(importFleetText(text, 'rebels')).toMatchObject({ ok: true, draft: REBEL_FLEET, format: 'warlords', commanderName: null })
  })

  it('writes the task force commander on the Commander: line and reads it back (R-FLEET-IMPORT)', () => {
    const text = fleetToWarlordsText(ARDENT_PICKET, { faction: 'empire', limit: 250, commanderName: 'Commodore Teshik' })
    expect(text).toContain('Commander: Commodore Teshik\n')
    expect(importFleetText(text, 'empire')).toMatchObject({ ok: true, draft: ARDENT_PICKET, format: 'warlords', commanderName: 'Commodore Teshik' })
  })

  it('writes "= 0 total squadron cost" for a fleet without squadrons, and no flagship marker without a flagship (R-FLEET-IMPORT)', () => {
    const draft: FleetDraft = { ...ARDENT_PICKET, ships: ARDENT_PICKET.ships.map((s) => ({ ...s, flagship: false })), squadrons: [] }
    const text = fleetToWarlordsText(draft, { faction: 'empire', limit: 200 })
    expect(text).not.toContain('[ flagship ]')
    expect(text.endsWith('= 25 total ship cost\n\n\n= 0 total squadron cost\n')).toBe(true)
    expect(text).toContain('Points: 168/200\t\n')
    const back = importFleetText(text, 'empire')
    expect(back.ok && back.draft).toEqual(draft)
  })
})
