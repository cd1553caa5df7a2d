// The turn pages' view for each viewer (R-STRAT-ORDER, R-STRAT-TARGET, R-OBJ-2, R-SECRET-FLEET, R-RESULT-CONFIRM).
import { describe, expect, it } from 'vitest'
import { applyCommand } from '../engine'
import type { Actor } from '../state'
import { unwrap } from '../testing/builders'
import { applyEach, declare, STANDARD_PAIRING, startedCampaign } from '../turn/testing/turn-builders'
import { turnView } from './turn-view'

const player = (playerId: string): Actor => ({ role: 'player', playerId })
const organizer: Actor = { role: 'organizer' }

describe('turnView', () => {
  const started = startedCampaign()

  it('lets a player declare for themselves and their Grand Admiral for every unpaired teammate (R-STRAT-ORDER)', () => {
    expect(turnView(started, player('rebels-2'))!.declareFor.map((d) => d.playerId)).toEqual(['rebels-2'])
    expect(turnView(started, player('rebels-1'))!.declareFor.map((d) => d.playerId)).toEqual(['rebels-1', 'rebels-2', 'rebels-3'])
    expect(turnView(started, player('empire-1'))!.declareFor).toEqual([])
    // Each may field their own fleet or the fourth fleet (R-STRAT-FLEET); bases are no target in act I (R-STRAT-TARGET 3).
    expect(turnView(started, player('rebels-2'))!.declareFor[0]!.fleets).toEqual(['rebels-2', 'fourth-rebels'])
    expect(turnView(started, player('rebels-2'))!.legalTargets).not.toContain('dantooine')
    expect(turnView(started, player('rebels-2'))!.targetRefusals.dantooine?.[0]).toMatchObject({ rule: 'R-STRAT-TARGET', reason: 'base-in-act-one' })
  })

  it('offers the defence to the defending team only, once an assault waits (R-STRAT-ORDER)', () => {
    const declared = unwrap(applyCommand(started, declare('rebels-1', 'mandalore')))
    expect(turnView(declared, player('empire-2'))!.defendWith.map((d) => d.playerId)).toEqual(['empire-2'])
    expect(turnView(declared, player('empire-1'))!.defendWith.map((d) => d.playerId)).toEqual(['empire-1', 'empire-2', 'empire-3'])
    expect(turnView(declared, player('rebels-2'))!.defendWith).toEqual([])
  })

  it('shows a battle’s objective pool to those who see the defending fleet only (R-OBJ-2, R-SECRET-FLEET)', () => {
    // t1-b1: rebels-1 assaults Mandalore, empire-1 defends; the pool is built from empire-1's objectives.
    const battle = applyEach(started, STANDARD_PAIRING)
    const pool = (actor: Actor) => turnView(battle, actor)!.battles['a1-t1-b1']!.pool
    expect(pool(player('rebels-1'))).toMatchObject({ kind: 'choice' })
    expect(pool(player('empire-2'))).toEqual(pool(player('rebels-1')))
    expect(pool(organizer)).toEqual(pool(player('rebels-1')))
    expect(pool(player('rebels-2'))).toBeNull()
    expect(turnView(battle, player('rebels-1'))!.battles['a1-t1-b1']!.mayChooseObjective).toBe(true)
    expect(turnView(battle, player('empire-1'))!.battles['a1-t1-b1']!.mayChooseObjective).toBe(false)
  })

  it('shows the pool to a Grand Admiral who may choose the objective for the assaulting teammate, and to no other teammate (R-OBJ-2, R-SECRET-FLEET)', () => {
    // t1-b2: empire-2 assaults Sullust, rebels-2 defends; empire-1 is the Empire's Grand Admiral.
    const battle = applyEach(started, STANDARD_PAIRING)
    const extras = (actor: Actor) => turnView(battle, actor)!.battles['a1-t1-b2']!
    expect(extras(player('empire-1')).mayChooseObjective).toBe(true)
    expect(extras(player('empire-1')).pool).toMatchObject({ kind: 'choice' })
    expect(extras(player('empire-1')).pool).toEqual(extras(player('empire-2')).pool)
    expect(extras(player('empire-3')).pool).toBeNull()
  })

  it('lets the player who entered a result correct it, and the other confirm it (R-RESULT-CONFIRM)', () => {
    const battle = applyEach(started, STANDARD_PAIRING)
    const objective = turnView(battle, player('rebels-1'))!.battles['a1-t1-b1']!.pool
    const chosen = unwrap(
      applyCommand(
        battle,
        { type: 'choose-objective', battleId: 'a1-t1-b1', objectiveId: objective!.kind === 'choice' ? objective!.objectives[0]! : '' },
        player('rebels-1'),
      ),
    )
    const entered = unwrap(
      applyCommand(
        chosen,
        {
          type: 'enter-result',
          battleId: 'a1-t1-b1',
          result: {
            assaulter: { score: 100, destroyed: [], retreated: [], eligibleVeterans: [] },
            defender: { score: 50, destroyed: [], retreated: [], eligibleVeterans: [] },
          },
        },
        player('rebels-1'),
      ),
    )
    const extras = (actor: Actor) => turnView(entered, actor)!.battles['a1-t1-b1']!
    expect([extras(player('rebels-1')).mayCorrect, extras(player('rebels-1')).mayConfirm]).toEqual([true, false])
    expect([extras(player('empire-1')).mayCorrect, extras(player('empire-1')).mayConfirm]).toEqual([false, true])
    expect(extras(organizer).maySettle).toBe(true)
  })

  it('is null outside a turn', () => {
    expect(turnView({ ...started, turnState: null, phase: 'setup' }, organizer)).toBeNull()
  })
})
