import { describe, expect, it } from 'vitest'
import { SYSTEM_IDS } from './map'
import { OFFICIAL_REWARDS, systemRewards, systemsFor } from './official-rewards'

describe('R-REWARD 1 the systems’ rewards follow the preset', () => {
  it('gives the official 2019 values under official-2019: Lothal squadrons 30/15, Tatooine 10/4, Hoth without Fleet Command (R-REWARD 1)', () => {
    expect(systemRewards('lothal', 'official-2019')).toEqual([{ type: 'squadrons', winner: 30, loser: 15 }])
    expect(systemRewards('concord-dawn', 'official-2019')).toEqual([{ type: 'squadrons', winner: 30, loser: 15 }])
    expect(systemRewards('montross', 'official-2019')).toEqual([
      { type: 'offensive-retrofit', winner: 10, loser: 5 },
      { type: 'squadrons', winner: 30, loser: 15 },
    ])
    expect(systemRewards('nal-hutta', 'official-2019')).toEqual([{ type: 'squadrons', winner: 24, loser: 12 }])
    expect(systemRewards('smugglers-run', 'official-2019')).toEqual([{ type: 'squadrons', winner: 24, loser: 12 }])
    expect(systemRewards('tatooine', 'official-2019')).toEqual([{ type: 'offensive-retrofit', winner: 10, loser: 4 }])
    expect(systemRewards('hoth', 'official-2019')).toEqual([{ type: 'ion-cannons', winner: 10, loser: 5 }])
    expect(systemRewards('utapau', 'official-2019')).toEqual([{ type: 'turbolasers', winner: 10, loser: 5 }])
  })

  it('keeps Green Knight’s values under green-knight: Lothal 24/16, Tatooine 10/5, Hoth with Fleet Command 10/5 (R-REWARD 1)', () => {
    expect(systemRewards('lothal', 'green-knight')).toEqual([{ type: 'squadrons', winner: 24, loser: 16 }])
    expect(systemRewards('tatooine', 'green-knight')).toEqual([{ type: 'offensive-retrofit', winner: 10, loser: 5 }])
    expect(systemRewards('hoth', 'green-knight')).toEqual([
      { type: 'ion-cannons', winner: 10, loser: 5 },
      { type: 'fleet-command', winner: 10, loser: 5 },
    ])
  })

  it('changes exactly the eight systems Green Knight changed, the other 22 alike in both presets (R-REWARD 1)', () => {
    const changed = SYSTEM_IDS.filter((id) => JSON.stringify(systemRewards(id, 'official-2019')) !== JSON.stringify(systemRewards(id, 'green-knight')))
    expect(changed).toEqual(['concord-dawn', 'hoth', 'lothal', 'montross', 'nal-hutta', 'smugglers-run', 'tatooine', 'utapau'])
    expect(Object.keys(OFFICIAL_REWARDS).sort()).toEqual(changed)
    expect(systemsFor('official-2019').find((s) => s.id === 'lothal')?.rewards).toEqual([{ type: 'squadrons', winner: 30, loser: 15 }])
  })
})
