import { describe, expect, it } from 'vitest'
import { pivotalOutcome, type PivotalOutcomeInput } from './pivotal-effects'
import { base, pivotalState, presence, standardBases } from './pivotal-testing'

// Empire bases Dantooine (I, ion-cannon), Felucia (II, armed-station), Kessel (III, bonus 2, fighter-wing);
// Rebels Hoth (V, bonus 0, ion-cannon), Ryloth (IV, bonus 2, armed-station), Yavin (II, fighter-wing).
// Also an Empire presence on Atollon (II) and a Rebel presence on Mon Cala (II, bonus 2) and Endor (V).
const state = pivotalState({ control: { ...standardBases(), atollon: presence('empire'), 'mon-cala': presence('rebels'), endor: presence('rebels') } })

function outcome(input: Omit<PivotalOutcomeInput, 'state' | 'climactic'> & { climactic?: boolean }) {
  return pivotalOutcome({ climactic: false, state, ...input })
}

function ok(result: ReturnType<typeof pivotalOutcome>) {
  if (!result.ok) throw new Error(JSON.stringify(result.violations))
  return result
}

describe('R-PIVOT-AFTER Conquest', () => {
  it('R-PIVOT-AFTER: assaulters win: the enemy base becomes theirs, CP 2 + victory bonus, no token', () => {
    const r = ok(outcome({ objectiveId: 'conquest', assaultersWon: true, assaulters: 'rebels', target: { systemId: 'kessel' } }))
    expect(r.winner).toBe('rebels')
    expect(r.cp).toBe(4) // 2 + Kessel 2
    expect(r.climacticCp).toBe(0)
    expect(r.tokenChoices).toEqual([])
    // The Rebels hold one of each defense: all are least common, the first (ion-cannon) is taken.
    expect(r.control.kessel).toEqual({ kind: 'base', team: 'rebels', defense: 'ion-cannon', placedBy: null })
    expect(r.control.felucia).toEqual(state.control.felucia)
    expect(state.control.kessel).toEqual(base('empire', 'fighter-wing', 'empire-3')) // input untouched
  })

  it('R-PIVOT-AFTER: the conquering base takes the Base Defense objective R-BASE-BUILD 1 allows', () => {
    // Without Yavin the Rebels hold ion-cannon and armed-station: only fighter-wing is allowed.
    const { yavin: _gone, ...control } = state.control
    const s = { control }
    const r = ok(
      pivotalOutcome({ objectiveId: 'conquest', assaultersWon: true, assaulters: 'rebels', target: { systemId: 'kessel' }, climactic: false, state: s }),
    )
    expect(r.control.kessel).toMatchObject({ kind: 'base', team: 'rebels', defense: 'fighter-wing' })
    const refused = pivotalOutcome({
      objectiveId: 'conquest',
      assaultersWon: true,
      assaulters: 'rebels',
      target: { systemId: 'kessel' },
      climactic: false,
      state: s,
      defense: 'ion-cannon',
    })
    expect(refused).toEqual({
      ok: false,
      violations: [{ rule: 'R-BASE-BUILD', item: 1, reason: 'defense-not-balanced', team: 'rebels', defense: 'ion-cannon', systemId: 'kessel' }],
    })
  })

  it('R-PIVOT-AFTER: defenders win: CP 1 and one token, Skilled Spacers or Repair Yards; the map is unchanged', () => {
    const r = ok(outcome({ objectiveId: 'conquest', assaultersWon: false, assaulters: 'rebels', target: { systemId: 'kessel' } }))
    expect(r.winner).toBe('empire')
    expect(r.cp).toBe(1)
    expect(r.tokenChoices).toEqual([['skilled-spacers', 'repair-yards']])
    expect(r.control).toEqual(state.control)
  })

  it('R-PIVOT-OBJ: a Conquest aimed at the assaulters’ own base is refused', () => {
    const r = outcome({ objectiveId: 'conquest', assaultersWon: true, assaulters: 'rebels', target: { systemId: 'yavin' } })
    expect(r).toEqual({ ok: false, violations: [{ rule: 'R-PIVOT-OBJ', reason: 'not-enemy-base', systemId: 'yavin', cardId: 'conquest' }] })
  })

  it('R-CLIMAX: a climactic Conquest adds the target’s victory bonus once more, for either winner', () => {
    const won = ok(outcome({ objectiveId: 'conquest', assaultersWon: true, assaulters: 'rebels', target: { systemId: 'kessel' }, climactic: true }))
    expect([won.cp, won.climacticCp]).toEqual([6, 2]) // 2 + 2, + 2
    const held = ok(outcome({ objectiveId: 'conquest', assaultersWon: false, assaulters: 'rebels', target: { systemId: 'kessel' }, climactic: true }))
    expect([held.winner, held.cp]).toEqual(['empire', 3]) // 1, + 2
  })
})

describe('R-PIVOT-AFTER Demonstration of Force', () => {
  it('R-PIVOT-AFTER: assaulters win: presences on the claimed systems, CP 2 + each claimed bonus', () => {
    // Empire assaults zone II and takes Mon Cala (Rebel presence, 2) and Lothal (unoccupied border II/III, 1).
    const r = ok(
      outcome({
        objectiveId: 'demonstration-of-force',
        assaultersWon: true,
        assaulters: 'empire',
        target: { zone: 2 },
        claimedSystems: ['mon-cala', 'lothal'],
      }),
    )
    expect(r.winner).toBe('empire')
    expect(r.cp).toBe(5)
    expect(r.tokenChoices).toEqual([])
    expect(r.control['mon-cala']).toEqual(presence('empire'))
    expect(r.control.lothal).toEqual(presence('empire'))
    expect(r.control.yavin).toEqual(state.control.yavin)
  })

  it('R-PIVOT-AFTER: claiming nothing is allowed and scores the flat 2 CP', () => {
    expect(ok(outcome({ objectiveId: 'demonstration-of-force', assaultersWon: true, assaulters: 'empire', target: { zone: 2 } })).cp).toBe(2)
  })

  it('R-PIVOT-AFTER: claimed systems are checked: at most 2, in the zone, unoccupied or enemy presence, once each', () => {
    const refuse = (claimedSystems: Parameters<typeof outcome>[0]['claimedSystems']) =>
      outcome({ objectiveId: 'demonstration-of-force', assaultersWon: true, assaulters: 'empire', target: { zone: 2 }, claimedSystems })
    expect(refuse(['yavin'])).toEqual({ ok: false, violations: [{ rule: 'R-PIVOT-AFTER', reason: 'not-claimable', systemId: 'yavin' }] })
    expect(refuse(['atollon'])).toEqual({ ok: false, violations: [{ rule: 'R-PIVOT-AFTER', reason: 'not-claimable', systemId: 'atollon' }] })
    expect(refuse(['montross'])).toEqual({ ok: false, violations: [{ rule: 'R-PIVOT-AFTER', reason: 'not-in-zone', systemId: 'montross', zone: 2 }] })
    expect(refuse(['lothal', 'lothal'])).toEqual({ ok: false, violations: [{ rule: 'R-PIVOT-AFTER', reason: 'claimed-twice', systemId: 'lothal' }] })
    expect(refuse(['lothal', 'mon-cala', 'raxus-prime'])).toEqual({
      ok: false,
      violations: [{ rule: 'R-PIVOT-AFTER', reason: 'too-many-claimed', value: 3, limit: 2 }],
    })
  })

  it('R-PIVOT-AFTER: defenders win: CP 1 and one Diplomats token', () => {
    const r = ok(
      outcome({ objectiveId: 'demonstration-of-force', assaultersWon: false, assaulters: 'empire', target: { zone: 2 }, claimedSystems: ['lothal'] }),
    )
    expect(r.winner).toBe('rebels')
    expect(r.cp).toBe(1)
    expect(r.tokenChoices).toEqual([['diplomats']])
    expect(r.control).toEqual(state.control)
  })

  it('R-CLIMAX: climactic Demonstration of Force: the highest bonus taken, or the highest in the zone', () => {
    const won = ok(
      outcome({
        objectiveId: 'demonstration-of-force',
        assaultersWon: true,
        assaulters: 'empire',
        target: { zone: 2 },
        claimedSystems: ['mon-cala', 'lothal'],
        climactic: true,
      }),
    )
    expect([won.cp, won.climacticCp]).toEqual([7, 2]) // 2 + 2 + 1, + max(2, 1)
    const held = ok(outcome({ objectiveId: 'demonstration-of-force', assaultersWon: false, assaulters: 'empire', target: { zone: 2 }, climactic: true }))
    expect([held.cp, held.climacticCp]).toEqual([3, 2]) // 1, + Mon Cala 2 (the highest in zone II)
  })
})

describe('R-PIVOT-AFTER Evacuation (the choosing team defends)', () => {
  // The Rebels chose Evacuation of Hoth: the Empire assaults.
  it('R-PIVOT-AFTER: assaulters win: the base is destroyed, CP 1 + Resources + Skilled Spacers', () => {
    const r = ok(outcome({ objectiveId: 'evacuation', assaultersWon: true, assaulters: 'empire', target: { systemId: 'hoth' } }))
    expect(r.winner).toBe('empire')
    expect(r.cp).toBe(1)
    expect(r.tokenChoices).toEqual([['resources'], ['skilled-spacers']])
    expect(r.control.hoth).toBeUndefined()
    expect('hoth' in r.control).toBe(false)
  })

  it('R-PIVOT-AFTER: defenders win: the base moves with its defense, CP 2 + new bonus, a token of the new system', () => {
    // Mandalore: unoccupied, bonus 2, effects Ally / Repair Yards.
    const r = ok(outcome({ objectiveId: 'evacuation', assaultersWon: false, assaulters: 'empire', target: { systemId: 'hoth' }, newBaseSystem: 'mandalore' }))
    expect(r.winner).toBe('rebels')
    expect(r.cp).toBe(4)
    expect(r.tokenChoices).toEqual([['ally', 'repair-yards']])
    expect(r.control.hoth).toBeUndefined()
    expect(r.control.mandalore).toEqual(base('rebels', 'ion-cannon', 'rebels-1'))
  })

  it('R-PIVOT-AFTER: onto a friendly presence without strategic effects: no token', () => {
    // Endor: Rebel presence, bonus 2, no effects.
    const r = ok(outcome({ objectiveId: 'evacuation', assaultersWon: false, assaulters: 'empire', target: { systemId: 'hoth' }, newBaseSystem: 'endor' }))
    expect(r.cp).toBe(4)
    expect(r.tokenChoices).toEqual([])
    expect(r.control.endor).toEqual(base('rebels', 'ion-cannon', 'rebels-1'))
  })

  it('R-PIVOT-AFTER: the new base system must be unoccupied or a friendly presence, and given', () => {
    const move = (newBaseSystem?: 'atollon' | 'yavin') =>
      outcome({
        objectiveId: 'evacuation',
        assaultersWon: false,
        assaulters: 'empire',
        target: { systemId: 'hoth' },
        ...(newBaseSystem ? { newBaseSystem } : {}),
      })
    expect(move('atollon')).toEqual({ ok: false, violations: [{ rule: 'R-PIVOT-AFTER', reason: 'new-base-not-allowed', systemId: 'atollon' }] })
    expect(move('yavin')).toEqual({ ok: false, violations: [{ rule: 'R-PIVOT-AFTER', reason: 'new-base-not-allowed', systemId: 'yavin' }] })
    expect(move()).toEqual({ ok: false, violations: [{ rule: 'R-PIVOT-AFTER', reason: 'new-base-missing' }] })
  })

  it("R-PIVOT-OBJ: the target must be the defenders' (the chooser's) own base", () => {
    const r = outcome({ objectiveId: 'evacuation', assaultersWon: true, assaulters: 'empire', target: { systemId: 'kessel' } })
    expect(r).toEqual({ ok: false, violations: [{ rule: 'R-PIVOT-OBJ', reason: 'not-own-base', systemId: 'kessel', cardId: 'evacuation' }] })
  })

  it("R-CLIMAX: a climactic Evacuation adds the battle's (old base's) system bonus", () => {
    // Evacuating Ryloth (bonus 2) to Mandalore (2): 2 + 2, + 2.
    const r = ok(
      outcome({
        objectiveId: 'evacuation',
        assaultersWon: false,
        assaulters: 'empire',
        target: { systemId: 'ryloth' },
        newBaseSystem: 'mandalore',
        climactic: true,
      }),
    )
    expect([r.cp, r.climacticCp]).toEqual([6, 2])
    expect(r.control.mandalore).toEqual(base('rebels', 'armed-station', 'rebels-2'))
    const lost = ok(outcome({ objectiveId: 'evacuation', assaultersWon: true, assaulters: 'empire', target: { systemId: 'ryloth' }, climactic: true }))
    expect([lost.winner, lost.cp]).toEqual(['empire', 3]) // 1, + 2
  })
})

describe('R-PIVOT-OBJ unknown objective', () => {
  it('R-PIVOT-OBJ: an objective that is not pivotal is refused', () => {
    expect(outcome({ objectiveId: 'station-assault', assaultersWon: true, assaulters: 'empire', target: {} })).toEqual({
      ok: false,
      violations: [{ rule: 'R-PIVOT-OBJ', reason: 'unknown-objective', cardId: 'station-assault' }],
    })
  })
})
