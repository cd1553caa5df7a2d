// R-HIST: the map at the end of each finished turn is kept in the state; R-SECRET: a past map hides what
// that turn's map hid.
import { describe, expect, it } from 'vitest'
import { result } from './battle/testing'
import { CAMPAIGN_FILE_FORMAT, CAMPAIGN_FILE_VERSION, checkCampaignFile } from './campaign-file'
import { applyCommand } from './engine'
import { mapAtEndOf } from './map-history'
import { RULES_VERSION } from './rules-version'
import { adjusted, finishStep, ORGANIZER, played, player, presence, startedCampaign } from './management/testing/management-builders'
import type { CampaignState } from './state'
import { createCommand, newCampaign, unwrap } from './testing/builders'
import { visibleStateFor } from './visibility'

const WIN = result({ score: 200 }, { score: 100 })
const HOLD = result({ score: 100 }, { score: 200 })

function finishManagement(state: CampaignState): CampaignState {
  let s = state
  for (let i = 0; i < 6 && s.phase === 'management'; i += 1) s = finishStep(s, { rebels: { ryloth: 'skilled-spacers' } })
  return s
}

// Act II (bases may be assaulted), turn 1, 0 CP each: the Rebels declare first. rebels-1 assaults the Empire
// base at Kessel (Fighter Wing) and is held off: the base stands and the Rebels have seen its defense (R-OBJ-1).
// empire-2 takes unoccupied Bespin, rebels-3 unoccupied Concord Dawn.
const START = adjusted(startedCampaign(), { act: 2 })
const BATTLES = played(START, [
  { system: 'kessel', assaulter: { playerId: 'rebels-1' }, defender: { playerId: 'empire-3' }, result: HOLD },
  { system: 'bespin', assaulter: { playerId: 'empire-2' }, defender: { playerId: 'rebels-2' }, result: WIN },
  { system: 'concord-dawn', assaulter: { playerId: 'rebels-3' }, defender: { playerId: 'empire-1' }, result: WIN },
])
const TURN_2 = finishManagement(BATTLES)

const BASES = {
  dantooine: { kind: 'base', team: 'empire', defense: 'ion-cannon', placedBy: 'empire-1' },
  felucia: { kind: 'base', team: 'empire', defense: 'armed-station', placedBy: 'empire-2' },
  kessel: { kind: 'base', team: 'empire', defense: 'fighter-wing', placedBy: 'empire-3' },
  hoth: { kind: 'base', team: 'rebels', defense: 'ion-cannon', placedBy: 'rebels-1' },
  ryloth: { kind: 'base', team: 'rebels', defense: 'armed-station', placedBy: 'rebels-2' },
  yavin: { kind: 'base', team: 'rebels', defense: 'fighter-wing', placedBy: 'rebels-3' },
} as const

describe('R-HIST the map at the end of each turn', () => {
  it('keeps nothing before a turn ends', () => {
    expect(BATTLES.phase).toBe('management')
    expect(BATTLES.mapHistory).toBeUndefined()
  })

  it('records the map with the battle effects when the turn ends, and the next turn begins', () => {
    expect([TURN_2.phase, TURN_2.act, TURN_2.turn]).toEqual(['strategy', 2, 2])
    expect(TURN_2.mapHistory).toHaveLength(1)
    expect(mapAtEndOf(TURN_2, 2, 1)).toEqual({
      act: 2,
      turn: 1,
      control: { ...BASES, bespin: presence('empire'), 'concord-dawn': presence('rebels') },
      revealedDefenses: { empire: [], rebels: ['kessel'] },
    })
    expect(mapAtEndOf(TURN_2, 1, 1)).toBeUndefined()
  })

  it('keeps a past map as it was when the map changes later', () => {
    const changed = unwrap(
      applyCommand(TURN_2, { type: 'override', target: { kind: 'control', systemId: 'bespin', team: null }, reason: 'Misplaced marker' }, ORGANIZER),
    )
    expect(changed.control.bespin).toBeUndefined()
    expect(mapAtEndOf(changed, 2, 1)?.control.bespin).toEqual(presence('empire'))
  })
})

describe('R-SECRET a past map as each viewer sees it', () => {
  const past = (state: CampaignState, viewer: Parameters<typeof visibleStateFor>[1]) => visibleStateFor(state, viewer).mapHistory?.[0]

  it('hides the Empire defenses from a Rebel player, except the one the Rebels saw in battle that turn', () => {
    const seen = past(TURN_2, player('rebels-2'))
    expect(seen?.control).toEqual({
      dantooine: { ...BASES.dantooine, defense: 'secret' },
      felucia: { ...BASES.felucia, defense: 'secret' },
      kessel: BASES.kessel,
      hoth: BASES.hoth,
      ryloth: BASES.ryloth,
      yavin: BASES.yavin,
      bespin: presence('empire'),
      'concord-dawn': presence('rebels'),
    })
    // The reveals of that moment are not sent with it.
    expect(Object.keys(seen ?? {}).sort()).toEqual(['act', 'control', 'turn'])
  })

  it('hides every Rebel defense from an Empire player', () => {
    const control = past(TURN_2, player('empire-1'))?.control ?? {}
    for (const id of ['hoth', 'ryloth', 'yavin'] as const) expect(control[id]).toMatchObject({ kind: 'base', team: 'rebels', defense: 'secret' })
    expect(control.kessel).toEqual(BASES.kessel)
  })

  it('shows the organizer every defense', () => {
    expect(past(TURN_2, ORGANIZER)?.control).toEqual({ ...BASES, bespin: presence('empire'), 'concord-dawn': presence('rebels') })
  })

  it('hides a past reveal from a team that had not made it, even once it is made later', () => {
    // The Empire learns nothing of Hoth in turn 1; a reveal today does not rewrite what the past map showed.
    const revealedNow: CampaignState = { ...TURN_2, revealedDefenses: { empire: ['hoth'], rebels: ['kessel'] } }
    expect(visibleStateFor(revealedNow, player('empire-1')).control.hoth).toMatchObject({ defense: 'ion-cannon' })
    expect(past(revealedNow, player('empire-1'))?.control.hoth).toMatchObject({ defense: 'secret' })
  })
})

describe('R-HIST past maps in a campaign file', () => {
  const at = '2026-01-01T10:00:00.000Z'
  const file = (state: unknown, rulesVersion: number) =>
    JSON.stringify({
      format: CAMPAIGN_FILE_FORMAT,
      version: CAMPAIGN_FILE_VERSION,
      exportedAt: at,
      history: [{ kind: 'command', at, actor: 'organizer', payload: createCommand(), rulesVersion }],
      state,
    })
  const past = { act: 1, turn: 1, control: { hoth: presence('rebels') }, revealedDefenses: { empire: [], rebels: [] } }

  it('refuses a file under older rules whose past maps its history does not give, even shaped as maps', () => {
    expect(checkCampaignFile(file(newCampaign(), 2)).ok).toBe(true)
    expect(checkCampaignFile(file({ ...newCampaign(), mapHistory: [past] }, 2))).toEqual({ ok: false, problem: 'older-rules-differ' })
  })

  it('refuses a file under today’s rules whose past maps its history does not give', () => {
    expect(checkCampaignFile(file(newCampaign(), RULES_VERSION)).ok).toBe(true)
    expect(checkCampaignFile(file({ ...newCampaign(), mapHistory: [past] }, RULES_VERSION))).toEqual({ ok: false, problem: 'state-mismatch' })
  })
})
