// The winner's claim after the pivotal battle (R-PIVOT-AFTER **Decision**, R-CLIMAX, R-END): what it is asked,
// the options the view lists with what each scores, exactly what the engine accepts, a wrong claim refused with
// nothing changed, and the battle closing by itself once nothing is left (rules version 5).
//
// Act I ends Empire 6, Rebels 1 (pivotal-commands.test.ts's GAP_5): gap 5, the Rebels choose and may declare the
// battle climactic. Zone II then holds Atollon (victory bonus 0, unoccupied), Concord Dawn (1, a Rebel presence),
// Felucia (1, Empire base), Lothal (1, unoccupied), Mon Cala (2, an Empire presence), Raxus Prime (0, unoccupied),
// Yavin (0, Rebel base). The Rebels may take (unoccupied or enemy presence): Atollon, Lothal, Mon Cala, Raxus Prime.
import { describe, expect, it } from 'vitest'
import type { SystemId } from '@/lib/data/map'
import type { CampaignCommand, ClaimPivotalEffectsCommand, EnterPivotalResultCommand } from '../commands'
import { applyCommand } from '../engine'
import { adjusted, player, startedCampaign } from '../management/testing/management-builders'
import { mayIssue } from '../permissions'
import { totalCp, type Actor, type CampaignState } from '../state'
import { canonicalJson } from '../canonical-json'
import { visibleCommandFor, visibleStateFor } from '../visibility'
import { pivotalView } from '../views/pivotal-view'
import { finalStandings } from './final-standings'
import { pivotalClaimOptions } from './pivotal-claim'
import { doing, GA, turnEndingAct } from './testing/pivotal-builders'

const ORGANIZER: Actor = { role: 'organizer' }
const ACT_I_SYSTEMS: readonly [SystemId, SystemId, SystemId] = ['mon-cala', 'sullust', 'concord-dawn']
const GAP_5 = turnEndingAct(adjusted(startedCampaign(), { cpByAct: { empire: [4, 0, 0], rebels: [0, 0, 0] } }), ACT_I_SYSTEMS, ['empire', 'empire', 'rebels'])

const result = (assaulters: number, defenders: number): EnterPivotalResultCommand['result'] => ({
  assaulters: { score: assaulters, tabled: false },
  defenders: { score: defenders, tabled: false },
  fleets: {},
})
function fought(choice: CampaignCommand, r: EnterPivotalResultCommand['result']): CampaignState {
  const ready = doing(
    doing(doing(GAP_5, choice, GA.rebels), { type: 'finish-pivotal-prep', team: 'empire' }, GA.empire),
    { type: 'finish-pivotal-prep', team: 'rebels' },
    GA.rebels,
  )
  return doing(ready, { type: 'enter-pivotal-result', result: r })
}
const claim = (fields: Omit<ClaimPivotalEffectsCommand, 'type' | 'team'>, team: 'empire' | 'rebels' = 'rebels'): CampaignCommand => ({
  type: 'claim-pivotal-effects',
  team,
  ...fields,
})
const violationsOf = (state: CampaignState, command: CampaignCommand, actor: Actor = GA.rebels) => {
  const r = applyCommand(state, command, actor)
  return r.ok ? [] : r.violations
}

// The Rebels declare a climactic Demonstration of Force in zone II and win 460–300.
const DOF: CampaignCommand = { type: 'choose-pivotal', objectiveId: 'demonstration-of-force', zone: 2, climactic: true }
const OWED = fought(DOF, result(460, 300))

describe('the claim after a won Demonstration of Force (R-PIVOT-AFTER, R-CLIMAX)', () => {
  it('applies the result but leaves the CP and the map to the Rebels’ claim, asked of their Grand Admiral', () => {
    expect(OWED.pivotal).toMatchObject({ step: 'after', claim: { team: 'rebels', kind: 'systems' }, result: { status: 'applied', winner: 'rebels', cp: 0 } })
    expect(OWED.teams.rebels.pivotalCp).toBe(0)
    expect(OWED.control.lothal).toBeUndefined()
    expect(mayIssue(OWED, GA.rebels, claim({ claimedSystems: [] }))).toBe(true)
    expect(mayIssue(OWED, player('rebels-2'), claim({ claimedSystems: [] }))).toBe(false)
    expect(mayIssue(OWED, GA.empire, claim({ claimedSystems: [] }))).toBe(false)
    // The next act (here the end, the battle being climactic) waits for the claim.
    expect(violationsOf(OWED, { type: 'finish-pivotal' }, ORGANIZER)).toEqual([{ rule: 'R-PIVOT-AFTER', reason: 'claim-owed', team: 'rebels' }])
  })

  it('lists every legal claim with its score: 2 CP + each system’s victory bonus + the highest of them once more', () => {
    const view = pivotalView(OWED, GA.rebels)!
    expect(view.claim).toMatchObject({ team: 'rebels', kind: 'systems', mayClaim: true })
    const scored = view.claim!.options.map((o) => [o.kind === 'systems' ? o.systems.join('+') : '?', o.flatCp, o.victoryBonus, o.climacticCp, o.cp])
    expect(scored).toEqual([
      ['', 2, 0, 0, 2],
      ['atollon', 2, 0, 0, 2],
      ['lothal', 2, 1, 1, 4],
      ['mon-cala', 2, 2, 2, 6],
      ['raxus-prime', 2, 0, 0, 2],
      ['atollon+lothal', 2, 1, 1, 4],
      ['atollon+mon-cala', 2, 2, 2, 6],
      // Lothal 1 + Mon Cala 2 = 3, and Mon Cala's 2 once more (R-CLIMAX): 2 + 3 + 2 = 7.
      ['lothal+mon-cala', 2, 3, 2, 7],
      ['atollon+raxus-prime', 2, 0, 0, 2],
      ['lothal+raxus-prime', 2, 1, 1, 4],
      ['mon-cala+raxus-prime', 2, 2, 2, 6],
    ])
    // Only its sender sees the options; the others see what is owed.
    expect(pivotalView(OWED, player('rebels-2'))!.claim).toEqual({ team: 'rebels', kind: 'systems', mayClaim: false, options: [] })
    expect(pivotalView(OWED, GA.empire)!.claim).toEqual({ team: 'rebels', kind: 'systems', mayClaim: false, options: [] })
  })

  it('accepts every option listed, scoring what the view said, and refuses what it does not list', () => {
    for (const option of pivotalClaimOptions(OWED)) {
      if (option.kind !== 'systems') throw new Error('systems expected')
      const after = applyCommand(OWED, claim({ claimedSystems: option.systems }), GA.rebels)
      expect(after.ok, option.systems.join('+')).toBe(true)
      if (after.ok) expect(after.state.teams.rebels.pivotalCp).toBe(option.cp)
    }
    // Concord Dawn is the Rebels’ own presence, Felucia a base, Tatooine outside zone II.
    for (const systemId of ['concord-dawn', 'felucia', 'tatooine'] as const) expect(violationsOf(OWED, claim({ claimedSystems: [systemId] }))).not.toEqual([])
  })

  it('takes two systems and scores its bonuses; the campaign then ends by itself with the final standings (R-END)', () => {
    const ended = doing(OWED, claim({ claimedSystems: ['lothal', 'mon-cala'] }), GA.rebels)
    expect([ended.control.lothal, ended.control['mon-cala']]).toEqual([
      { kind: 'presence', team: 'rebels' },
      { kind: 'presence', team: 'rebels' },
    ])
    expect(ended.pivotal).toMatchObject({ claim: null, result: { cp: 7, climacticCp: 2, result: { claimedSystems: ['lothal', 'mon-cala'] } } })
    expect(ended.phase).toBe('ended')
    // Empire 6; Rebels 1 + 7 = 8: the Rebels win by 2.
    expect(finalStandings(ended)).toEqual({
      winner: 'rebels',
      margin: 2,
      cp: { empire: { byAct: [6, 0, 0], pivotal: 0, total: 6 }, rebels: { byAct: [1, 0, 0], pivotal: 7, total: 8 } },
    })
  })

  it('refuses a wrong claim and changes nothing: three systems, one twice, outside the zone, the wrong kind or team, none chosen', () => {
    const refusals: [CampaignCommand, unknown][] = [
      [claim({ claimedSystems: ['atollon', 'lothal', 'mon-cala'] }), { rule: 'R-PIVOT-AFTER', reason: 'too-many-claimed', value: 3, limit: 2 }],
      [claim({ claimedSystems: ['lothal', 'lothal'] }), { rule: 'R-PIVOT-AFTER', reason: 'claimed-twice', systemId: 'lothal' }],
      [claim({ claimedSystems: ['tatooine'] }), { rule: 'R-PIVOT-AFTER', reason: 'not-in-zone', systemId: 'tatooine', zone: 2 }],
      [claim({ claimedSystems: ['concord-dawn'] }), { rule: 'R-PIVOT-AFTER', reason: 'not-claimable', systemId: 'concord-dawn' }],
      [claim({ newBaseSystem: 'lothal' }), { rule: 'R-PIVOT-AFTER', reason: 'claim-missing' }],
      [claim({ claimedSystems: ['lothal'], conquestDefense: 'ion-cannon' }), { rule: 'R-PIVOT-AFTER', reason: 'claim-not-owed' }],
      [claim({}), { rule: 'R-PIVOT-AFTER', reason: 'claim-missing' }],
      [claim({ claimedSystems: [] }, 'empire'), { rule: 'R-PIVOT-AFTER', reason: 'claim-not-owed', team: 'empire' }],
    ]
    for (const [command, violation] of refusals) {
      const r = applyCommand(OWED, command, ORGANIZER)
      expect(r.ok ? [] : r.violations, JSON.stringify(command)).toContainEqual(violation)
    }
    // Nothing was changed: the claim is still owed on the same state.
    expect(OWED.pivotal?.claim).toEqual({ team: 'rebels', kind: 'systems' })
    expect(totalCp(OWED.teams.rebels)).toBe(1)
  })

  it('is not owed when the defenders win: they score at once (Demonstration of Force lost by the Rebels)', () => {
    const lost = fought(DOF, result(300, 460))
    expect(lost.pivotal?.claim ?? null).toBeNull()
    // The Empire defends and wins: 1 CP + the highest victory bonus of zone II once more (Mon Cala's 2).
    expect(lost.pivotal).toMatchObject({ result: { winner: 'empire', cp: 3, climacticCp: 2 } })
    expect(lost.pivotal?.tokenChoices).toEqual({ empire: [['diplomats']] })
    expect(violationsOf(lost, claim({ claimedSystems: [] }))).toEqual([{ rule: 'R-PIVOT-AFTER', reason: 'claim-not-owed', team: 'rebels' }])
  })
})

describe('the claim after a won Conquest: the conquered base’s objective, the team’s secret (R-PIVOT-AFTER, R-SECRET)', () => {
  // The Rebels conquer Kessel (victory bonus 2), climactic: their bases hold one objective each, so any may be chosen.
  const owed = fought({ type: 'choose-pivotal', objectiveId: 'conquest', systemId: 'kessel', climactic: true }, result(460, 300))

  it('lists the allowed objectives, each for 2 + 2 (Kessel’s victory bonus) + 2 (climactic) CP', () => {
    expect(pivotalClaimOptions(owed).map((o) => [o.kind === 'defense' ? o.defense : '?', o.flatCp, o.victoryBonus, o.climacticCp, o.cp])).toEqual([
      ['ion-cannon', 2, 2, 2, 6],
      ['armed-station', 2, 2, 2, 6],
      ['fighter-wing', 2, 2, 2, 6],
    ])
    expect(violationsOf(owed, claim({}))).toEqual([{ rule: 'R-PIVOT-AFTER', reason: 'defense-missing' }])
  })

  it('keeps the chosen objective from the Empire in the history and the state until the campaign ends', () => {
    // Not climactic this time: the campaign goes on after the claim, with the refit to come.
    const going = fought({ type: 'choose-pivotal', objectiveId: 'conquest', systemId: 'kessel', climactic: false }, result(460, 300))
    const command = claim({ conquestDefense: 'armed-station' })
    const claimed = doing(going, command, GA.rebels)
    expect(claimed.control.kessel).toEqual({ kind: 'base', team: 'rebels', defense: 'armed-station', placedBy: null })
    expect([claimed.phase, claimed.teams.rebels.pivotalCp]).toEqual(['pivotal', 4])
    // The Empire reads only that the Rebels claimed something; the Rebels read what.
    expect(visibleCommandFor(claimed, GA.empire, command)).toEqual({ type: 'secret', of: 'claim-pivotal-effects', team: 'rebels' })
    expect(visibleCommandFor(claimed, player('rebels-3'), command)).toEqual(command)
    const empireSees = visibleStateFor(claimed, GA.empire)
    expect(empireSees.control.kessel).toMatchObject({ kind: 'base', team: 'rebels' })
    expect(JSON.stringify(empireSees.control.kessel)).not.toContain('armed-station')
    expect(JSON.stringify(empireSees.pivotal)).not.toContain('armed-station')
    expect(visibleStateFor(claimed, player('rebels-2')).control.kessel).toMatchObject({ defense: 'armed-station' })
  })

  it('differential: two claims differing only in the objective look byte for byte the same to every Empire player (R-SECRET)', () => {
    const going = fought({ type: 'choose-pivotal', objectiveId: 'conquest', systemId: 'kessel', climactic: false }, result(460, 300))
    const claims = (['ion-cannon', 'fighter-wing'] as const).map((defense) => claim({ conquestDefense: defense }))
    const [a, b] = claims.map((c) => doing(going, c, GA.rebels))
    for (const viewer of (['empire-1', 'empire-2', 'empire-3'] as const).map((id) => player(id))) {
      expect(canonicalJson(visibleStateFor(a!, viewer))).toBe(canonicalJson(visibleStateFor(b!, viewer)))
      expect(canonicalJson(pivotalView(a!, viewer))).toBe(canonicalJson(pivotalView(b!, viewer)))
      expect(canonicalJson(visibleCommandFor(a!, viewer, claims[0]!))).toBe(canonicalJson(visibleCommandFor(b!, viewer, claims[1]!)))
    }
    // The Rebels see the difference.
    expect(canonicalJson(visibleStateFor(a!, player('rebels-2')))).not.toBe(canonicalJson(visibleStateFor(b!, player('rebels-2'))))
  })
})
