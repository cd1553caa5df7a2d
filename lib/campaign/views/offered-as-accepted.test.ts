// The options the pivotal and turn views list for moves no duty asks for, each judged by the command itself:
// a commander reset (R-PIVOT-AFTER), an upgrade moved before the battle (R-PIVOT-UPGRADE), a pivotal reward's
// cards (R-REWARD, R-PIVOT-AFTER) and the Diplomats token's XP (R-TOKEN-DIPLOMATS), on a whole campaign's states.
import { describe, expect, it } from 'vitest'
import type { CampaignCommand } from '../commands'
import { statesOf } from '../completeness/explore'
import { applyCommand } from '../engine'
import { ACTORS, HISTORY } from '../pivotal/testing/whole-campaign-script'
import type { Actor, CampaignState } from '../state'
import { pivotalView } from './pivotal-view'
import { turnView } from './turn-view'

const player = (playerId: string): Actor => ({ role: 'player', playerId })
const organizer: Actor = { role: 'organizer' }
const STATES = statesOf({ name: 'a whole campaign', history: HISTORY, actors: ACTORS })
const first = (test: (s: CampaignState) => boolean): CampaignState => STATES.find(({ state }) => test(state))!.state
const accepted = (state: CampaignState, command: CampaignCommand, actor: Actor) => applyCommand(state, command, actor).ok

describe('views list only what the engine accepts, for moves no duty asks for', () => {
  it('offers each player the reset of their own commander after a pivotal battle, and no other player (R-PIVOT-AFTER)', () => {
    const after = first((s) => s.phase === 'pivotal' && s.pivotal?.step === 'after')
    expect(pivotalView(after, player('empire-1'))!.resets).toEqual(['empire-1'])
    expect(pivotalView(after, player('rebels-2'))!.resets).toEqual(['rebels-2'])
    // The organizer may send any command (R-OVERRIDE): each reset is listed to them.
    expect(pivotalView(after, organizer)!.resets).toContain('empire-1')
    expect(accepted(after, { type: 'reset-commander', fleetId: 'empire-1' }, player('empire-1'))).toBe(true)
    const prepare = first((s) => s.phase === 'pivotal' && s.pivotal?.step === 'prepare')
    expect(pivotalView(prepare, player('empire-1'))!.resets).toEqual([])
  })

  it('offers the organizer the whole pivotal result during the battle, even once a team entered its part, as the engine accepts (R-RESULT-CONFIRM)', () => {
    const partial = first((s) => s.phase === 'pivotal' && s.pivotal?.step === 'battle' && s.pivotal.result.status !== 'none')
    expect(pivotalView(partial, organizer)!.maySettleResult).toBe(true)
    expect(pivotalView(partial, player('empire-1'))!.maySettleResult).toBe(false)
    const result = { assaulters: { score: 400, tabled: false }, defenders: { score: 250, tabled: false }, fleets: {} }
    expect(accepted(partial, { type: 'enter-pivotal-result', result }, organizer)).toBe(true)
  })

  it('offers the upgrade moves of a fleet before the battle to its player only, each accepted (R-PIVOT-UPGRADE)', () => {
    const prepare = first((s) => s.phase === 'pivotal' && s.pivotal?.step === 'prepare' && s.fleets.some((f) => f.id === 'empire-1' && f.ships.length > 1))
    const moves = pivotalView(prepare, player('empire-1'))!.moves
    expect(moves.length).toBeGreaterThan(0)
    for (const m of moves)
      for (const shipUid of m.shipUids) {
        expect(m.fleetId).toBe('empire-1')
        expect(accepted(prepare, { type: 'pivotal-move-upgrade', fleetId: m.fleetId, upgradeUid: m.upgradeUid, shipUid }, player('empire-1'))).toBe(true)
      }
    expect(pivotalView(prepare, player('empire-2'))!.moves.some((m) => m.fleetId === 'empire-1')).toBe(false)
  })

  it('lists a pivotal reward card only when the engine sells it for one of the reward choices (R-REWARD, R-PIVOT-AFTER)', () => {
    const owed = first((s) => s.phase === 'pivotal' && (pivotalView(s, organizer)?.rewards.length ?? 0) > 0)
    const rewards = pivotalView(owed, organizer)!.rewards
    for (const r of rewards)
      for (const [type, cards] of Object.entries(r.cardsByType))
        for (const card of cards ?? []) {
          const sold = r.options
            .filter((o) => o.type === type)
            .some((o) =>
              [false, true].some((useDestiny) =>
                accepted(
                  owed,
                  { type: 'take-pivotal-reward', fleetId: r.fleetId, decline: false, systemId: o.systemId, rewardType: o.type, cards: [card.id], useDestiny },
                  organizer,
                ),
              ),
            )
          expect(sold, `${r.fleetId} ${card.id}`).toBe(true)
        }
    expect(rewards.flatMap((r) => Object.values(r.cardsByType).flat()).some((c) => c?.id === 'weapons-team-offensive-retrofit-darth-vader')).toBe(false)
  })

  it('offers the Diplomats XP of an applied battle to the team’s Grand Admiral only, as the engine accepts (R-TOKEN-DIPLOMATS)', () => {
    const held = first(
      (s) =>
        s.teams.empire.tokens.diplomats > 0 &&
        (s.turnState?.battles ?? []).some((b) => b.result.status === 'applied' && (b.assaulter.team === 'empire' || b.defender?.team === 'empire')) &&
        turnView(s, player('empire-1')) !== null,
    )
    const offers = Object.entries(turnView(held, player('empire-1'))!.battles).flatMap(([battleId, b]) => b.diplomatsXp.map((d) => ({ battleId, ...d })))
    expect(offers.length).toBeGreaterThan(0)
    for (const o of offers)
      expect(accepted(held, { type: 'diplomats-xp', team: o.team, battleId: o.battleId, fleetId: o.fleetId }, player('empire-1'))).toBe(true)
    expect(Object.values(turnView(held, player('empire-2'))!.battles).flatMap((b) => b.diplomatsXp)).toEqual([])
  })
})
