// The registry holds one definition per command type, and nothing else.
import { describe, expect, it } from 'vitest'
import { campaignCommandSchema } from '../commands'
import { COMMAND_REGISTRY, commandFromForm, type FormFields } from '.'
import { ALL_COMMANDS } from './all-commands'

function fields(values: Record<string, string | string[]>): FormFields {
  const all = (key: string) => {
    const v = values[key]
    return v === undefined ? [] : Array.isArray(v) ? v : [v]
  }
  return { text: (key) => all(key)[0] ?? '', all, keys: () => Object.keys(values) }
}

describe('the command registry', () => {
  it('defines exactly the command types the schemas accept (R-HIST)', () => {
    const types = campaignCommandSchema.options.map((o) => o.shape.type.value).sort()
    expect(Object.keys(COMMAND_REGISTRY).sort()).toEqual(types)
    // One definition per type: a second definition of a type would be dropped by the lookup.
    expect(ALL_COMMANDS).toHaveLength(new Set(types).size)
  })

  it('turns a turn form into the command its schema accepts', () => {
    const declared = commandFromForm('declare-assault', fields({ playerId: 'rebels-2', systemId: 'tatooine', fleet: 'fourth' }))
    expect(campaignCommandSchema.parse(declared)).toEqual({ type: 'declare-assault', playerId: 'rebels-2', systemId: 'tatooine', fleetId: 'fourth-rebels' })
    const ally = commandFromForm('spend-ally', fields({ team: 'empire', fleetId: 'empire-1', flotilla: 'gozanti-class-cruisers+fleet-support-comms-net' }))
    expect(campaignCommandSchema.parse(ally)).toEqual({
      type: 'spend-ally',
      team: 'empire',
      fleetId: 'empire-1',
      forces: { kind: 'flotilla', shipCardId: 'gozanti-class-cruisers', upgradeCardId: 'fleet-support-comms-net' },
    })
  })

  it('reads a pivotal move and a replacement each from the one radio that names both halves (R-PIVOT-UPGRADE)', () => {
    const moved = commandFromForm('pivotal-move-upgrade', fields({ fleetId: 'empire-1', move: 'u7>s2' }))
    expect(campaignCommandSchema.parse(moved)).toEqual({ type: 'pivotal-move-upgrade', fleetId: 'empire-1', upgradeUid: 'u7', shipUid: 's2' })
    const replaced = commandFromForm(
      'pivotal-upgrade',
      fields({ fleetId: 'empire-1', replacement: 's3>imperial-i-class-star-destroyer', extraResources: 'on' }),
    )
    expect(campaignCommandSchema.parse(replaced)).toMatchObject({ shipUid: 's3', newShipCardId: 'imperial-i-class-star-destroyer', extraResources: 1 })
  })

  it('knows no form for an unknown type, nor for the setup commands that have forms of their own', () => {
    expect(commandFromForm('drop-table', fields({}))).toBeNull()
    expect(commandFromForm('toString', fields({}))).toBeNull()
    expect(commandFromForm('set-fleet', fields({ fleetId: 'rebels-1' }))).toBeNull()
  })
})
