import { describe, expect, it } from 'vitest'
import { newCampaign } from '../testing/builders'
import { initiative } from './initiative'
import { nextDeclaringTeam } from './pairing'
import { startedCampaign, withCp } from './testing/turn-builders'

/** A campaign whose teams hold the given CP (acts I–III, then pivotal). */
function scored(empire: [number, number, number, number], rebels: [number, number, number, number]) {
  const [e1, e2, e3, ep] = empire
  const [r1, r2, r3, rp] = rebels
  return withCp(withCp(newCampaign(), 'empire', [e1, e2, e3], ep), 'rebels', [r1, r2, r3], rp)
}

describe('R-STRAT-INIT initiative', () => {
  it('gives initiative to the Empire when it has fewer total CP (R-STRAT-INIT)', () => {
    // Empire 3 + 0 + 0 = 3; Rebels 5 + 0 + 0 = 5.
    expect(initiative(scored([3, 0, 0, 0], [5, 0, 0, 0]))).toEqual({ team: 'empire', reason: 'fewer-cp', cp: { empire: 3, rebels: 5 } })
  })

  it('gives initiative to the Rebels when they have fewer total CP (R-STRAT-INIT)', () => {
    // Empire 2 + 4 + 0 = 6; Rebels 1 + 1 + 3 = 5.
    expect(initiative(scored([2, 4, 0, 0], [1, 1, 3, 0]))).toEqual({ team: 'rebels', reason: 'fewer-cp', cp: { empire: 6, rebels: 5 } })
  })

  it('adds the CP of all three acts into the total (R-STRAT-INIT)', () => {
    // Empire 7 in act I only = 7; Rebels 2 + 2 + 2 = 6: the Rebels, though they lead act II and III.
    expect(initiative(scored([7, 0, 0, 0], [2, 2, 2, 0])).team).toBe('rebels')
  })

  it('breaks a tie in favour of the Rebels (R-STRAT-INIT)', () => {
    expect(initiative(scored([4, 0, 0, 0], [4, 0, 0, 0]))).toEqual({ team: 'rebels', reason: 'tie-goes-to-rebels', cp: { empire: 4, rebels: 4 } })
  })

  it('gives the Rebels initiative at 0–0, at the start of the campaign (R-STRAT-INIT)', () => {
    expect(initiative(newCampaign())).toEqual({ team: 'rebels', reason: 'tie-goes-to-rebels', cp: { empire: 0, rebels: 0 } })
  })

  it('counts pivotal CP in the total (R-STRAT-INIT)', () => {
    // Empire 4 + pivotal 2 = 6; Rebels 5. Without the pivotal CP the Empire (4) would have initiative.
    expect(initiative(scored([4, 0, 0, 2], [5, 0, 0, 0]))).toEqual({ team: 'rebels', reason: 'fewer-cp', cp: { empire: 6, rebels: 5 } })
  })

  it('counts pivotal CP when they make a tie, which the Rebels win (R-STRAT-INIT)', () => {
    // Empire 3 + 2 + pivotal 1 = 6; Rebels 2 + 2 + 2 = 6.
    expect(initiative(scored([3, 2, 0, 1], [2, 2, 2, 0]))).toEqual({ team: 'rebels', reason: 'tie-goes-to-rebels', cp: { empire: 6, rebels: 6 } })
  })

  it('counts pivotal CP that give the Rebels the lead to the Empire’s initiative (R-STRAT-INIT)', () => {
    // Empire 5; Rebels 3 + pivotal 3 = 6.
    expect(initiative(scored([5, 0, 0, 0], [3, 0, 0, 3])).team).toBe('empire')
  })

  it('lets the initiative team declare the first assault of the turn (R-STRAT-INIT, R-STRAT-ORDER)', () => {
    const started = startedCampaign()
    expect(nextDeclaringTeam(started)).toBe('rebels')
    // Empire 1 CP, Rebels 2 CP: the Empire has initiative.
    expect(nextDeclaringTeam(withCp(withCp(started, 'empire', [1, 0, 0]), 'rebels', [2, 0, 0]))).toBe('empire')
  })
})
