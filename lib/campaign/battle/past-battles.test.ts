import { describe, expect, it } from 'vitest'
import type { Actor } from '../state'
import { applyEach, STANDARD_PAIRING, startedCampaign, withBattles } from '../turn/testing/turn-builders'
import { visibleStateFor } from '../visibility'
import type { Battle } from '../turn/turn-state'
import { archiveTurnBattles, updatePastBattle } from './past-battles'
import { result } from './testing'

const player = (playerId: string): Actor => ({ role: 'player', playerId })

// b1 rebels-1 assaults mandalore, empire-1 defends: applied, 150 to 90. b2 empire-2 → sullust, rebels-2
// defends: left without a result (the organizer moved past it). b3 rebels-3 → lothal, empire-3 defends: applied.
const PAIRED = applyEach(startedCampaign(), STANDARD_PAIRING)
const [B1, B2, B3] = PAIRED.turnState!.battles as [Battle, Battle, Battle]
const applied = (b: Battle): Battle => ({
  ...b,
  objective: 'most-wanted',
  result: { status: 'applied', result: result({ score: 150 }, { score: 90 }), winner: b.assaulter.team, xp: { assaulter: 4, defender: 2 } },
})
const ENDED = archiveTurnBattles(withBattles(PAIRED, [applied(B1), B2, applied(B3)]))

describe('R-HIST a battle keeps its record after its turn', () => {
  it('names each battle by its act, turn and order, unique in the campaign', () => {
    expect([B1.id, B2.id, B3.id]).toEqual(['a1-t1-b1', 'a1-t1-b2', 'a1-t1-b3'])
  })

  it('archives the turn’s battles with their act and turn, once, whatever the number of calls', () => {
    expect(ENDED.pastBattles!.map((b) => [b.id, b.act, b.turn, b.result.status])).toEqual([
      ['a1-t1-b1', 1, 1, 'applied'],
      ['a1-t1-b2', 1, 1, 'none'],
      ['a1-t1-b3', 1, 1, 'applied'],
    ])
    expect(archiveTurnBattles(ENDED).pastBattles).toHaveLength(3)
  })

  it('changes a record when its battle changes after the turn (Diplomats XP, R-TOKEN-DIPLOMATS)', () => {
    const more = { ...applied(B1), result: { ...(applied(B1).result as Extract<Battle['result'], { status: 'applied' }>), xp: { assaulter: 7, defender: 2 } } }
    const after = updatePastBattle(ENDED, more)
    expect(after.pastBattles![0]).toMatchObject({ id: 'a1-t1-b1', act: 1, turn: 1, result: { xp: { assaulter: 7, defender: 2 } } })
  })
})

describe('R-SECRET-FLEET a past battle as each team sees it', () => {
  it('shows both fleets as played to a player of either team once the result is applied', () => {
    for (const viewer of [player('empire-2'), player('rebels-3')]) {
      const b1 = visibleStateFor(ENDED, viewer).pastBattles![0]!
      expect(b1.fleets?.assaulter?.id).toBe('rebels-1')
      expect(b1.fleets?.defender?.id).toBe('empire-1')
      expect([b1.assaulter.fleetValue, b1.defender!.fleetValue]).toEqual([B1.assaulter.fleetValue, B1.defender!.fleetValue])
    }
  })

  it('keeps a battle left without a result hidden from the other team, as during the turn', () => {
    // empire-3 did not fight in b2 (empire-2 v rebels-2): it sees its teammate's fleet, not the Rebel one.
    const b2 = visibleStateFor(ENDED, player('empire-3')).pastBattles![1]!
    expect(b2.fleets).toEqual({ assaulter: B2.fleets!.assaulter, defender: null })
    expect(b2.defender!.fleetValue).toBeNull()
  })

  it('shows nothing else of the other team: its other fleets stay out of the view', () => {
    const view = visibleStateFor(ENDED, player('empire-3'))
    expect(view.fleets.map((f) => f.team)).not.toContain('rebels')
    const json = JSON.stringify(view)
    // rebels-2 fought only the unapplied b2, against empire-2: no part of its fleet reaches empire-3.
    expect(json).not.toContain('"rebels-2-s1"')
  })
})
