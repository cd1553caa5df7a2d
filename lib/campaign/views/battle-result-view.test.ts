import { describe, expect, it } from 'vitest'
import type { CampaignCommand } from '../commands'
import { campaignCommandSchema } from '../commands'
import { applyCommand } from '../engine'
import type { Fleet } from '../fleets/fleet'
import { campaignReadyToStart } from '../fleets/testing/fleet-builders'
import { fieldedOutcomeViolations, outcomeViolations } from '../battle/fleet-outcome'
import { deepFreeze, result } from '../battle/testing'
import type { Actor, CampaignState } from '../state'
import { unwrap } from '../testing/builders'
import type { Battle, BattleResult } from '../turn/turn-state'
import { battleResultView, previewResult, resultElements, resultEntryView, type ElementMark } from './battle-result-view'

// The standard campaign (fleets/testing/fleet-builders.ts), paired as in battle-commands.test.ts:
// a1-t1-b1 rebels-1 assaults Concord Dawn (unoccupied), empire-1 defends; fleet values 200 / 200.
// rebels-1: s1 Assault Frigate Mk II B (flagship), s2 CR90 A, s3 GR-75 (flotilla), q1 X-wing, q2..q5 Y-wings.
// empire-1: s1 Victory II (flagship), s2 Raider I, s3 Gozanti Cruisers (flotilla), q1..q4 TIE Fighters.
const ORGANIZER: Actor = { role: 'organizer' }
const player = (playerId: string): Actor => ({ role: 'player', playerId })
const run = (state: CampaignState, command: CampaignCommand, actor: Actor = ORGANIZER) => unwrap(applyCommand(state, command, actor))

const PAIRING: [CampaignCommand, Actor][] = [
  [{ type: 'declare-assault', playerId: 'rebels-1', systemId: 'concord-dawn', fleetId: 'rebels-1' }, player('rebels-1')],
  [{ type: 'name-defender', battleId: 'a1-t1-b1', playerId: 'empire-1', fleetId: 'empire-1' }, player('empire-1')],
  [{ type: 'declare-assault', playerId: 'empire-2', systemId: 'geonosis', fleetId: 'empire-2' }, player('empire-2')],
  [{ type: 'name-defender', battleId: 'a1-t1-b2', playerId: 'rebels-2', fleetId: 'rebels-2' }, player('rebels-2')],
  [{ type: 'declare-assault', playerId: 'rebels-3', systemId: 'dagobah', fleetId: 'rebels-3' }, player('rebels-3')],
  [{ type: 'name-defender', battleId: 'a1-t1-b3', playerId: 'empire-3', fleetId: 'empire-3' }, player('empire-3')],
  [{ type: 'choose-objective', battleId: 'a1-t1-b1', objectiveId: 'hired-scum' }, player('rebels-1')],
]

function withMarks(state: CampaignState, fleetId: string, marks: Record<string, { scarred?: boolean; veteran?: boolean }>): CampaignState {
  const mark = <E extends { uid: string }>(e: E) => ({ ...e, ...marks[e.uid] })
  return {
    ...state,
    fleets: state.fleets.map((f) => (f.id === fleetId ? { ...f, ships: f.ships.map(mark), squadrons: f.squadrons.map(mark) } : f)),
  }
}

const READY: CampaignState = deepFreeze(
  withMarks(
    PAIRING.reduce((s, [c, a]) => run(s, c, a), run(campaignReadyToStart(), { type: 'start-campaign' })),
    'rebels-1',
    { 'rebels-1-s2': { veteran: true }, 'rebels-1-q1': { scarred: true }, 'rebels-1-q2': { scarred: true, veteran: true } },
  ),
)
const fleetOf = (state: CampaignState, id: string): Fleet => state.fleets.find((f) => f.id === id)!
const battleOf = (state: CampaignState, id = 'a1-t1-b1'): Battle => state.turnState!.battles.find((b) => b.id === id)!
const enter = (r: BattleResult): CampaignCommand => ({ type: 'enter-result', battleId: 'a1-t1-b1', result: r })

/** One side of a result with a single element marked, the other side empty. */
function marked(side: 'assaulter' | 'defender', mark: ElementMark, uid: string): BattleResult {
  const one = { [mark]: [uid] }
  return side === 'assaulter' ? result({ ...one, score: 0 }, { score: 0 }) : result({ score: 0 }, { ...one, score: 0 })
}

describe('resultEntryView: the marks offered are the marks the engine accepts (R-RESULT, R-RETREAT, R-VET-1)', () => {
  const sides = resultEntryView(READY, player('rebels-1'), 'a1-t1-b1')!

  it('lists each element of both fleets with its card, its points as R-RESULT scores them, and whether it is scarred or veteran', () => {
    expect(sides.map((s) => [s.side, s.fleetId, s.elements.length])).toEqual([
      ['assaulter', 'rebels-1', 8],
      ['defender', 'empire-1', 7],
    ])
    const rebels = new Map(sides[0].elements.map((e) => [e.uid, e]))
    expect(rebels.get('rebels-1-s2')).toMatchObject({ cardId: 'cr90-corvette-a', kind: 'ship', veteran: true, scarred: false })
    expect(rebels.get('rebels-1-q2')).toMatchObject({ kind: 'squadron', veteran: true, scarred: true })
    // A fleet's value is the sum of its elements' points (R-RESULT records it; the score counts the same points).
    expect(sides[0].elements.reduce((n, e) => n + e.points, 0)).toBe(battleOf(READY).assaulter.fleetValue)
    expect(sides[1].elements.reduce((n, e) => n + e.points, 0)).toBe(battleOf(READY).defender!.fleetValue)
  })

  it('offers eligible veteran only on elements not yet veteran, and says why not on the others (R-VET-1 already-veteran)', () => {
    const rebels = new Map(sides[0].elements.map((e) => [e.uid, e]))
    expect(rebels.get('rebels-1-s2')!.marks).toEqual(['destroyed', 'retreated'])
    expect(rebels.get('rebels-1-s2')!.refused.eligibleVeterans).toMatchObject({
      rule: 'R-VET-1',
      reason: 'already-veteran',
      uid: 'rebels-1-s2',
      fleetId: 'rebels-1',
    })
    expect(rebels.get('rebels-1-s1')!.marks).toEqual(['destroyed', 'retreated', 'eligibleVeterans'])
    // R-RETREAT: only ships retreat.
    expect(rebels.get('rebels-1-q1')!.marks).toEqual(['destroyed', 'eligibleVeterans'])
    expect(rebels.get('rebels-1-q1')!.refused.retreated).toMatchObject({ rule: 'R-RETREAT', reason: 'not-a-ship' })
  })

  it('every mark offered is accepted by enter-result, and every mark withheld is refused by it, naming the element and the field', () => {
    for (const [i, s] of sides.entries()) {
      for (const e of s.elements) {
        for (const mark of ['destroyed', 'retreated', 'eligibleVeterans'] as const) {
          const outcome = applyCommand(READY, enter(marked(s.side, mark, e.uid)), player('rebels-1'))
          if (e.marks.includes(mark)) expect(outcome.ok, `${e.uid} ${mark}`).toBe(true)
          else {
            expect(outcome.ok, `${e.uid} ${mark}`).toBe(false)
            if (!outcome.ok) expect(outcome.violations[0]).toEqual({ ...e.refused[mark], fleetId: sides[i]!.fleetId })
          }
        }
      }
    }
  })

  it('is shown only to who sees both fleets: the two players of the battle and the organizer (R-SECRET-FLEET)', () => {
    expect(resultEntryView(READY, ORGANIZER, 'a1-t1-b1')).not.toBeNull()
    expect(resultEntryView(READY, player('empire-1'), 'a1-t1-b1')).not.toBeNull()
    // A teammate of the defender does not see the assaulting fleet.
    expect(resultEntryView(READY, player('empire-2'), 'a1-t1-b1')).toBeNull()
    expect(resultEntryView(READY, player('rebels-2'), 'a1-t1-b1')).toBeNull()
  })

  it('resultElements judges a fleet the same way outside a battle (the pivotal result form)', () => {
    const fleet = fleetOf(READY, 'rebels-1')
    for (const e of resultElements(fleet)) {
      for (const mark of ['destroyed', 'retreated', 'eligibleVeterans'] as const) {
        const report = { destroyed: [], retreated: [], eligibleVeterans: [], tabled: false, score: 0, [mark]: [e.uid] }
        expect(outcomeViolations(fleet, report).length === 0).toBe(e.marks.includes(mark))
      }
    }
  })
})

describe('a refusal names the element and the field (R-RESULT, R-RETREAT, R-VET-1)', () => {
  it('an element already veteran marked eligible is refused with its uid, its card and the field; nothing changes', () => {
    const bad = result({ score: 100, eligibleVeterans: ['rebels-1-s1', 'rebels-1-s2'] }, { score: 50 })
    expect(applyCommand(READY, enter(bad), player('rebels-1'))).toEqual({
      ok: false,
      violations: [
        { rule: 'R-VET-1', reason: 'already-veteran', uid: 'rebels-1-s2', cardId: 'cr90-corvette-a', field: 'eligibleVeterans', fleetId: 'rebels-1' },
      ],
    })
  })

  it('each list is its own field: destroyed, retreated, eligible; a bad score is the score field', () => {
    const fleet = fleetOf(READY, 'empire-1')
    const report = { destroyed: ['empire-1-q1', 'empire-1-q1'], retreated: ['empire-1-q2'], eligibleVeterans: ['empire-1-q1'], tabled: false, score: 1001 }
    expect(fieldedOutcomeViolations(fleet, report).map((v) => [v.reason, v.field, v.uid ?? null])).toEqual([
      ['bad-score', 'score', null],
      ['duplicate-element', 'destroyed', 'empire-1-q1'],
      ['not-a-ship', 'retreated', 'empire-1-q2'],
      ['destroyed-not-eligible', 'eligibleVeterans', 'empire-1-q1'],
    ])
  })
})

describe('previewResult: what confirming applies (R-RESULT-WIN, R-XP, R-SCAR, R-VET-2, R-EFFECT)', () => {
  // Rebels-1 wins 150–90: its X-wing (scarred already) and a Y-wing are destroyed, its CR90 retreats;
  // empire-1 loses its Raider; the Rebel flagship and the Victory are eligible for veteran.
  const entered = result(
    { score: 150, destroyed: ['rebels-1-q1', 'rebels-1-q3'], retreated: ['rebels-1-s2'], eligibleVeterans: ['rebels-1-s1'] },
    { score: 90, destroyed: ['empire-1-s2'], eligibleVeterans: ['empire-1-s1'] },
  )
  const ENTERED = deepFreeze(run(READY, enter(entered), player('rebels-1')))
  const CONFIRMED = run(ENTERED, { type: 'confirm-result', battleId: 'a1-t1-b1' }, player('empire-1'))

  it('gives the winner, the margin and the XP that confirming applies', () => {
    const preview = battleResultView(ENTERED, player('empire-1'), 'a1-t1-b1').preview!.entered
    const applied = battleOf(CONFIRMED).result
    if (applied.status !== 'applied') throw new Error('not applied')
    expect(preview.winner).toEqual({ side: 'assaulter', team: applied.winner, playerId: 'rebels-1' })
    expect(preview.margin).toBe(60)
    expect([preview.assaulter.xp, preview.defender.xp]).toEqual([applied.xp.assaulter, applied.xp.defender])
    const xpGained = (id: string) => fleetOf(CONFIRMED, id).commander!.xp - fleetOf(ENTERED, id).commander!.xp
    expect([preview.assaulter.xp, preview.defender.xp]).toEqual([xpGained('rebels-1'), xpGained('empire-1')])
  })

  it('gives the scars confirming applies, new and kept, and the elements eligible for veteran with the allowance', () => {
    const preview = previewResult(ENTERED, player('empire-1'), 'a1-t1-b1', entered)!
    const newlyScarred = (id: string) =>
      [...fleetOf(CONFIRMED, id).ships, ...fleetOf(CONFIRMED, id).squadrons]
        .filter((e) => e.scarred && ![...fleetOf(ENTERED, id).ships, ...fleetOf(ENTERED, id).squadrons].find((b) => b.uid === e.uid)!.scarred)
        .map((e) => e.uid)
    expect(preview.assaulter.scarred!.now.map((e) => e.uid)).toEqual(newlyScarred('rebels-1'))
    expect(preview.assaulter.scarred!.now.map((e) => e.uid)).toEqual(['rebels-1-q3'])
    expect(preview.assaulter.scarred!.already.map((e) => e.uid)).toEqual(['rebels-1-q1'])
    expect(preview.defender.scarred!.now).toEqual([{ uid: 'empire-1-s2', cardId: 'raider-i-class-corvette' }])
    expect(preview.defender.scarred!.now.map((e) => e.uid)).toEqual(newlyScarred('empire-1'))
    expect(preview.assaulter.eligibleVeterans).toEqual([{ uid: 'rebels-1-s1', cardId: fleetOf(READY, 'rebels-1').ships[0]!.cardId }])
    expect(preview.defender.veteranAllowance).toBe(1)
  })

  it('says what the win does on the map at the management phase: a presence on the unoccupied system, +1 CP', () => {
    const preview = previewResult(ENTERED, ORGANIZER, 'a1-t1-b1', entered)!
    expect(preview.effect).toEqual({ battleId: 'a1-t1-b1', systemId: 'concord-dawn', team: 'rebels', kind: 'took-unoccupied', cp: 1 })
  })

  it('changes nothing in the state it reads', () => {
    const before = JSON.stringify(ENTERED)
    previewResult(ENTERED, ORGANIZER, 'a1-t1-b1', entered)
    expect(JSON.stringify(ENTERED)).toBe(before)
  })

  it('shows a player outside the battle no element of a fleet they may not see, and no XP (it tells the fleets’ values) (R-SECRET-FLEET)', () => {
    const teammate = previewResult(ENTERED, player('empire-2'), 'a1-t1-b1', entered)!
    expect(teammate.assaulter.scarred).toBeNull()
    expect(teammate.assaulter.eligibleVeterans).toBeNull()
    expect(teammate.assaulter.veteranAllowance).toBeNull()
    expect(teammate.assaulter.scarredCount).toBe(2)
    expect(teammate.defender.scarred).not.toBeNull()
    expect([teammate.assaulter.xp, teammate.defender.xp]).toEqual([null, null])
    expect(JSON.stringify(teammate)).not.toContain('rebels-1-q')
    // The winner, the margin and the map effect follow from the scores and the map, which are public.
    expect(teammate.winner.team).toBe('rebels')
    expect(teammate.margin).toBe(60)
  })
})

describe('a dispute carries a reason and the disputing player’s own figures (R-RESULT-CONFIRM)', () => {
  const entered = result({ score: 150, destroyed: ['rebels-1-q3'] }, { score: 90, destroyed: ['empire-1-s2'] })
  const ENTERED = deepFreeze(run(READY, enter(entered), player('rebels-1')))
  const counter = result({ score: 80, destroyed: ['rebels-1-q3'] }, { score: 120, destroyed: ['empire-1-s2'] })
  const disputeCmd: CampaignCommand = {
    type: 'dispute-result',
    battleId: 'a1-t1-b1',
    seen: entered,
    reason: 'The Raider retreated, it was not destroyed',
    counter,
  }

  it('keeps the reason and the counter-result, completed like an entered result; the organizer sees both previews', () => {
    const disputed = run(ENTERED, disputeCmd, player('empire-1'))
    const r = battleOf(disputed).result
    expect(r).toMatchObject({ status: 'disputed', disputedBy: 'empire-1', reason: 'The Raider retreated, it was not destroyed' })
    if (r.status !== 'disputed') throw new Error('not disputed')
    expect(r.counter).toEqual({ assaulter: { ...counter.assaulter, tabled: false }, defender: { ...counter.defender, tabled: false } })
    const view = battleResultView(disputed, ORGANIZER, 'a1-t1-b1')
    expect(view.preview!.entered.winner.team).toBe('rebels')
    expect(view.preview!.counter!.winner.team).toBe('empire')
    expect(view.preview!.counter!.margin).toBe(40)
  })

  it('settling from the counter-figures applies what their preview said', () => {
    const disputed = run(ENTERED, disputeCmd, player('empire-1'))
    const preview = battleResultView(disputed, ORGANIZER, 'a1-t1-b1').preview!.counter!
    const settled = run(disputed, { type: 'settle-result', battleId: 'a1-t1-b1', result: counter })
    const applied = battleOf(settled).result
    if (applied.status !== 'applied') throw new Error('not applied')
    expect(applied.winner).toBe(preview.winner.team)
    expect(applied.xp).toEqual({ assaulter: preview.assaulter.xp, defender: preview.defender.xp })
  })

  it('refuses counter-figures the engine would refuse as a result, naming the element; nothing changes', () => {
    const bad = { ...disputeCmd, counter: result({ score: 80, eligibleVeterans: ['rebels-1-s2'] }, { score: 120 }) }
    expect(applyCommand(ENTERED, bad, player('empire-1'))).toEqual({
      ok: false,
      violations: [
        { rule: 'R-VET-1', reason: 'already-veteran', uid: 'rebels-1-s2', cardId: 'cr90-corvette-a', field: 'eligibleVeterans', fleetId: 'rebels-1' },
      ],
    })
  })

  it('the schema bounds the reason, and still reads a dispute without the new fields (older histories replay)', () => {
    expect(campaignCommandSchema.safeParse({ ...disputeCmd, reason: '' }).success).toBe(false)
    expect(campaignCommandSchema.safeParse({ ...disputeCmd, reason: 'x'.repeat(301) }).success).toBe(false)
    expect(campaignCommandSchema.safeParse({ type: 'dispute-result', battleId: 'a1-t1-b1' }).success).toBe(true)
    const old = run(ENTERED, { type: 'dispute-result', battleId: 'a1-t1-b1' }, player('empire-1'))
    const { result: enteredResult } = battleOf(ENTERED).result as { result: BattleResult }
    expect(battleOf(old).result).toEqual({ status: 'disputed', by: 'rebels-1', result: enteredResult, disputedBy: 'empire-1' })
    expect(battleResultView(old, ORGANIZER, 'a1-t1-b1').preview!.counter).toBeNull()
  })
})

describe('differential secrecy of the preview: a fleet the viewer may not see changes nothing they are sent (R-SECRET-FLEET)', () => {
  // The same entered result in two campaigns whose rebels-1 fleet differs by two Y-wings no result names: its
  // value is 20 lower, which gives its commander 1 more XP (R-XP 4), a figure the fleet's value would tell.
  const entered = result({ score: 150, destroyed: ['rebels-1-q3'], eligibleVeterans: ['rebels-1-s1'] }, { score: 90, destroyed: ['empire-1-s2'] })
  const withoutY = (state: CampaignState): CampaignState => {
    const gone = ['rebels-1-q4', 'rebels-1-q5']
    const drop = (f: Fleet): Fleet => ({ ...f, squadrons: f.squadrons.filter((q) => !gone.includes(q.uid)) })
    const turn = state.turnState!
    const points = resultElements(fleetOf(state, 'rebels-1'))
      .filter((e) => gone.includes(e.uid))
      .reduce((n, e) => n + e.points, 0)
    const battles = turn.battles.map((b) =>
      b.id === 'a1-t1-b1'
        ? { ...b, assaulter: { ...b.assaulter, fleetValue: b.assaulter.fleetValue - points }, fleets: { ...b.fleets!, assaulter: drop(b.fleets!.assaulter!) } }
        : b,
    )
    return { ...state, fleets: state.fleets.map((f) => (f.id === 'rebels-1' ? drop(f) : f)), turnState: { ...turn, battles } }
  }
  const A = run(READY, enter(entered), player('rebels-1'))
  const B = run(withoutY(READY), enter(entered), player('rebels-1'))

  it('is byte-identical for Empire players outside the battle, and differs for the one fighting that fleet', () => {
    for (const id of ['empire-2', 'empire-3']) {
      expect(JSON.stringify(battleResultView(B, player(id), 'a1-t1-b1'))).toBe(JSON.stringify(battleResultView(A, player(id), 'a1-t1-b1')))
    }
    // The difference is real: the organizer's preview gives rebels-1 one more XP; the defending player sees the fleet.
    const xp = (state: CampaignState) => battleResultView(state, ORGANIZER, 'a1-t1-b1').preview!.entered.assaulter.xp
    expect(xp(B)).toBe(xp(A)! + 1)
    expect(JSON.stringify(battleResultView(B, player('empire-1'), 'a1-t1-b1'))).not.toBe(JSON.stringify(battleResultView(A, player('empire-1'), 'a1-t1-b1')))
  })
})
