import { describe, expect, it } from 'vitest'
import { distinctNames } from './distinct-names'

describe('distinctNames', () => {
  it('numbers the second and later copies of a card and leaves single cards as they are', () => {
    const names = distinctNames([
      { uid: 'q1', name: 'X-wing Squadron' },
      { uid: 'q2', name: 'A-wing Squadron' },
      { uid: 'q3', name: 'X-wing Squadron' },
      { uid: 'q4', name: 'X-wing Squadron' },
    ])
    expect([...names.values()]).toEqual(['X-wing Squadron', 'A-wing Squadron', 'X-wing Squadron 2', 'X-wing Squadron 3'])
  })
})
