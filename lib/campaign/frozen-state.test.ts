// The server keeps each campaign's parsed state across requests, frozen and shared by every reader of its
// version (db/repositories/campaign-state-cache.ts). So the engine must never change the state it is given:
// every state of a whole campaign, frozen, then every command the generators try and every option the
// views list, for every person (check-state.ts). Changing a frozen object throws in strict-mode modules.
import { describe, expect, it } from 'vitest'
import { checkState } from './completeness/check-state'
import { statesOf } from './completeness/explore'
import { deepFreeze } from './management/refit-testing'
import { ACTORS, HISTORY } from './pivotal/testing/whole-campaign-script'

describe('a frozen state', () => {
  it('is never changed by a command or a view, at any step of a whole campaign', () => {
    // One state in ten (every phase has many more): the whole walk is the completeness suite's minute.
    const states = statesOf({ name: 'a whole campaign', history: HISTORY, actors: ACTORS }).filter((_, i, all) => i % 10 === 0 || i === all.length - 1)
    let accepted = 0
    for (const { state, ahead } of states) {
      const frozen = deepFreeze(state)
      accepted += checkState(frozen, ahead).accepted.length
    }
    // The walk did try commands in each state (a run that applied nothing would prove nothing).
    expect(accepted).toBeGreaterThan(states.length)
  }, 120_000)
})
