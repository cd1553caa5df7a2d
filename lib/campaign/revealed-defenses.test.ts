// R-SECRET: a revealed Base Defense stays known only while its base stands.
import { describe, expect, it } from 'vitest'
import { result } from './battle/testing'
import { applyCommand } from './engine'
import { adjusted, base, played, player, presence, startedCampaign } from './management/testing/management-builders'
import type { CampaignState } from './state'
import { unwrap } from './testing/builders'
import { visibleStateFor } from './visibility'

const WIN = result({ score: 200 }, { score: 100 })
const HOLD = result({ score: 100 }, { score: 200 })

describe('R-SECRET a reveal lasts as long as its base', () => {
  // Act II, 2 CP each: the Rebels declare first. They assault the Empire's base at Kessel (fighter-wing) and win.
  const start = adjusted(startedCampaign(), { act: 2, cpByAct: { empire: [2, 0, 0], rebels: [2, 0, 0] }, tokens: { rebels: { spynet: 1 } } })
  const plans = [
    { system: 'kessel', assaulter: { playerId: 'rebels-1' }, defender: { playerId: 'empire-1' }, result: WIN },
    { system: 'hoth', assaulter: { playerId: 'empire-2' }, defender: { playerId: 'rebels-2' }, result: HOLD },
    { system: 'atollon', assaulter: { playerId: 'rebels-3' }, defender: { playerId: 'empire-3' }, result: HOLD },
  ] as const

  it('forgets the reveal of a base destroyed by an assault (R-SECRET, R-OBJ-1)', () => {
    const state = played(start, plans)
    expect(state.control.kessel).toEqual(presence('rebels'))
    expect(state.revealedDefenses.rebels).not.toContain('kessel')
    // The Empire's base at Hoth held: the Empire keeps knowing its objective.
    expect(state.revealedDefenses.empire).toEqual(['hoth'])
  })

  it('keeps a new base on the same system secret, and lets Spynet reveal it (R-SECRET, R-TOKEN-SPYNET)', () => {
    const after = played(start, plans)
    // Later the Empire stands a new base at Kessel, guarded by another objective.
    const rebuilt: CampaignState = adjusted(after, { control: { kessel: base('empire', 'ion-cannon') } })
    expect(visibleStateFor(rebuilt, player('rebels-2')).control.kessel).toMatchObject({ defense: 'secret' })
    const spied = unwrap(applyCommand(rebuilt, { type: 'spynet-reveal', team: 'rebels', systemId: 'kessel' }, player('rebels-1')))
    expect(spied.revealedDefenses.rebels).toEqual(['kessel'])
    expect(visibleStateFor(spied, player('rebels-2')).control.kessel).toMatchObject({ defense: 'ion-cannon' })
  })
})
