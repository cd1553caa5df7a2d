// The completeness test is generated from the registry: every command type has a generator, an "offered"
// predicate and a rule id, and every candidate is a command the API would take (R-HIST: the command schema).
import { describe, expect, it } from 'vitest'
import { ACTORS, HISTORY } from '../pivotal/testing/whole-campaign-script'
import { campaignCommandSchema } from '../commands'
import { COMMAND_REGISTRY } from '../registry'
import { statesOf } from './explore'
import { GENERATORS, candidates } from './generators'
import { OFFERED } from './offered'
import { RULES_OF } from './rules-of'

const REGISTERED = Object.keys(COMMAND_REGISTRY).sort()

describe('the completeness test covers the whole registry', () => {
  it('has a generator for each command type of the registry, and none for a type it does not define', () => {
    expect(Object.keys(GENERATORS).sort()).toEqual(REGISTERED)
  })

  it('says for each command type of the registry when it is offered, and which rule it applies', () => {
    expect(Object.keys(OFFERED).sort()).toEqual(REGISTERED)
    expect(Object.keys(RULES_OF).sort()).toEqual(REGISTERED)
  })

  it('generates only well-formed commands of each generator’s own type, in states of every phase', { timeout: 60_000 }, () => {
    const states = statesOf({ name: 'a whole campaign', history: HISTORY, actors: ACTORS }).filter((_, i) => i % 15 === 0)
    const malformed: string[] = []
    for (const { step, state } of states) {
      for (const [type, generate] of Object.entries(GENERATORS)) {
        for (const command of (generate as (s: typeof state) => { type: string }[])(state)) {
          if (command.type !== type || !campaignCommandSchema.safeParse(command).success) malformed.push(`step ${step}: ${JSON.stringify(command)}`)
        }
      }
      expect(candidates(state).length).toBeGreaterThan(0)
    }
    expect(malformed.slice(0, 5)).toEqual([])
  })
})
