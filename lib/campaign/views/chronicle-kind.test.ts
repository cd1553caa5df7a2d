// The kind an entry of an older history is filed under (no mark stored): the rulebook part of its command.
import { describe, expect, it } from 'vitest'
import { chronicleKind } from './chronicle'

describe('chronicleKind without a mark (R-HIST, histories of older rules)', () => {
  it.each([
    ['place-base', 'setup'],
    ['assign-base-defenses', 'setup'],
    ['set-fleet', 'setup'],
    ['declare-assault', 'strategy'],
    ['name-defender', 'strategy'],
    ['build-base', 'management'],
    ['take-reward', 'management'],
    ['enter-result', 'battle'],
    ['override', 'organizer'],
  ])('files %s under %s', (type, kind) => {
    expect(chronicleKind({ type }, null)).toBe(kind)
  })
})
