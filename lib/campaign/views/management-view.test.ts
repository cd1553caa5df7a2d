// The management page's view for each viewer (R-BASE-BUILD, R-REWARD, R-FOURTH, R-SECRET-FLEET).
import { describe, expect, it } from 'vitest'
import { result } from '../battle/testing'
import { adjusted, finishStep, finishUntil, played, player, startedCampaign } from '../management/testing/management-builders'
import type { Actor } from '../state'
import { managementView } from './management-view'

const organizer: Actor = { role: 'organizer' }

describe('managementView', () => {
  // Turn 1: the Rebels win Mon Cala and Concord Dawn, the Empire holds Bespin. The Rebels hold 2 Resources.
  const state = played(adjusted(startedCampaign(), { tokens: { rebels: { resources: 2 } } }), [
    { system: 'mon-cala', assaulter: { playerId: 'rebels-1' }, defender: { playerId: 'empire-1' }, result: result({ score: 200 }, { score: 100 }) },
    { system: 'bespin', assaulter: { playerId: 'empire-2' }, defender: { playerId: 'rebels-2' }, result: result({ score: 100 }, { score: 200 }) },
    { system: 'concord-dawn', assaulter: { playerId: 'rebels-3' }, defender: { playerId: 'empire-3' }, result: result({ score: 200 }, { score: 100 }) },
  ])

  it('offers the bases step to each team’s Grand Admiral only (R-BASE-BUILD)', () => {
    expect(managementView(state, player('rebels-1'))!.bases.map((b) => b.team)).toEqual(['rebels'])
    expect(managementView(state, player('rebels-2'))!.bases).toEqual([])
    // The Empire, without Resources, could build nothing: its step finished by itself and is offered to nobody.
    expect(managementView(state, organizer)!.bases.map((b) => b.team)).toEqual(['rebels'])
    expect(managementView(state, organizer)!.bases.map((b) => b.mayBuildNow)).toEqual([true])
  })

  it('offers each player the rewards of their own fleet only, and the resting fourth fleet’s to its Grand Admiral (R-REWARD, R-FOURTH, R-SECRET-FLEET)', () => {
    const rewards = finishStep(finishStep(state), {
      rebels: { ryloth: 'diplomats', 'mon-cala': 'repair-yards', 'concord-dawn': 'ally' },
      empire: { bespin: 'resources' },
    })
    expect(rewards.turnState!.management!.step).toBe('rewards')
    expect(managementView(rewards, player('rebels-2'))!.rewards.map((r) => r.fleetId)).toEqual(['rebels-2'])
    expect(managementView(rewards, player('empire-2'))!.rewards.map((r) => r.fleetId)).toEqual(['empire-2'])
    const grandAdmiral = managementView(rewards, player('rebels-1'))!.rewards
    expect(grandAdmiral.filter((r) => r.inReserve).map((r) => r.fleetId)).toEqual(['fourth-rebels'])
    // Mon Cala won by rebels-1: the winner's value of its rewards.
    expect(
      managementView(rewards, player('rebels-1'))!
        .rewards.find((r) => r.fleetId === 'rebels-1')!
        .options.every((o) => o.points > 0),
    ).toBe(true)
  })

  it('lists only the cards a reward and the Reserve can pay for, and titles for ships the fleet has (R-REWARD 3, R-REFIT 5)', () => {
    const rewards = finishStep(finishStep(state), {
      rebels: { ryloth: 'diplomats', 'mon-cala': 'repair-yards', 'concord-dawn': 'ally' },
      empire: { bespin: 'resources' },
    })
    for (const r of managementView(rewards, organizer)!.rewards) {
      // Each choice lists only what its own points buy, not the best reward of its type (a 16-point reward never lists a 19-point card).
      for (const o of r.offers) expect(o.cards.every((c) => c.points <= o.choice.points + o.reservePoints)).toBe(true)
    }
    const titles = managementView(rewards, organizer)!.rewards.flatMap((r) =>
      r.offers.filter((o) => o.choice.type === 'title').flatMap((o) => o.cards.map((c) => `${r.fleetId} ${c.id}`)),
    )
    // rebels-1 has no Hammerhead: Task Force Antilles is never offered to it.
    expect(titles).not.toContain('rebels-1 title-task-force-antilles')
  })

  it('offers only the abilities the engine would sell: affordable and in rank order (R-CMD-2, R-CMD-4)', () => {
    const rewards = finishStep(finishStep(state), {
      rebels: { ryloth: 'diplomats', 'mon-cala': 'repair-yards', 'concord-dawn': 'ally' },
      empire: { bespin: 'resources' },
    })
    const experience = finishStep(rewards)
    const view = managementView(experience, organizer)!
    expect(view.step).toBe('experience')
    for (const e of view.experience) {
      expect(e.purchases.every((a) => a.xpCost <= e.xp)).toBe(true)
      // A rank II is never offered without its rank I.
      expect(e.purchases.filter((a) => / II$/.test(a.name)).every((a) => e.abilities.some((owned) => owned === a.name.replace(/ II$/, ' I')))).toBe(true)
    }
  })

  it('says what each removal and a disbanding would cost before the player confirms (R-REFIT 3, R-TOKEN-REPAIR, R-REFIT 8)', () => {
    const refit = adjusted(
      finishUntil(state, 'refit', {
        rebels: { ryloth: 'diplomats', 'mon-cala': 'repair-yards', 'concord-dawn': 'ally' },
        empire: { bespin: 'resources' },
      }),
      // Luke Skywalker (20, unique) in place of the first Y-wing: X-wing 13 + Luke 20 + three Y-wings 30.
      {
        fleets: {
          'rebels-1': (f) => ({ ...f, squadrons: f.squadrons.map((q) => (q.uid === 'rebels-1-q2' ? { ...q, cardId: 'squadron-luke-skywalker' } : q)) }),
        },
      },
    )
    const r = managementView(refit, player('rebels-1'))!.refits.find((x) => x.fleetId === 'rebels-1')!
    // 13 + 20 + 3 × 10 = 63 points removed; half rounded up, 32, to buy back.
    expect(r.strippable.find((s) => s.slot === 'squadrons')).toEqual({ slot: 'squadrons', removedPoints: 63, credit: 32 })
    // Gunnery Team (7) alone in its type: 4 to buy back, the same as removing that one card with a Repair Yards token.
    expect(r.strippable.find((s) => s.slot === 'Weapons Team')).toEqual({ slot: 'Weapons Team', removedPoints: 7, credit: 4 })
    expect(r.upgrades.find((u) => u.name === 'Gunnery Team')!.credit).toBe(4)
    expect(r.squadrons.find((q) => q.label === 'Luke Skywalker')!.credit).toBe(10)
    // The Rebels control three bases: three type removals.
    expect(r.stripsLeft).toBe(3)
    expect(r.disbandLoses).toEqual(['Luke Skywalker'])
  })

  it('is null outside the management phase', () => {
    expect(managementView(startedCampaign(), organizer)).toBeNull()
  })
})
