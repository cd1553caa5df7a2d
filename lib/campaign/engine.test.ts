import { describe, expect, it } from 'vitest'
import type { AnyCommand, CampaignCommand } from './commands'
import { createCampaign } from './create-campaign'
import { applyCommand, replay } from './engine'
import { currentSetupStep, readyToStart, setupChecklist } from './setup-checklist'
import { teamStandings } from './standings'
import type { CampaignState } from './state'
import {
  campaignWithBases,
  campaignWithDefenses,
  createCommand,
  defenseCommand,
  newCampaign,
  placeBases,
  placementCommands,
  reasonsOf,
  STANDARD_BASES,
  unwrap,
} from './testing/builders'

const setupCommands: CampaignCommand[] = [...placementCommands(), defenseCommand('empire'), defenseCommand('rebels')]
const fullHistory: AnyCommand[] = [createCommand(), ...setupCommands]

describe('R-HIST replay', () => {
  it('rebuilds the state obtained by applying the commands one by one (R-HIST)', () => {
    let state = unwrap(createCampaign(createCommand()))
    for (const command of setupCommands) state = unwrap(applyCommand(state, command))
    const replayed = replay(fullHistory)
    expect(replayed.ok).toBe(true)
    expect(replayed.failedAt).toBeUndefined()
    expect(replayed.ok && replayed.state).toEqual(state)
    expect(replayed.ok && replayed.state).toEqual(campaignWithDefenses())
  })

  it('gives the same state on every replay, and survives a JSON round trip of the history (R-HIST)', () => {
    const stored: AnyCommand[] = JSON.parse(JSON.stringify(fullHistory))
    expect(replay(stored)).toEqual(replay(fullHistory))
  })

  it('replays a history of creation alone to the new campaign (R-HIST)', () => {
    expect(replay([createCommand()])).toEqual({ ok: true, state: newCampaign() })
  })

  it('replays every prefix of the history (R-HIST)', () => {
    for (let n = 1; n <= fullHistory.length; n += 1) expect(replay(fullHistory.slice(0, n)).ok, `prefix ${n}`).toBe(true)
  })

  it('fails at the index of an illegal command, with its violations (R-HIST, R-SETUP-4)', () => {
    const history: AnyCommand[] = [...fullHistory]
    history[3] = { type: 'place-base', playerId: 'empire-2', systemId: 'lothal' } // a border system
    const result = replay(history)
    expect(result).toEqual({
      ok: false,
      violations: [{ rule: 'R-SETUP-4', reason: 'border-system', systemId: 'lothal' }],
      failedAt: 3,
    })
  })

  it('fails at a command given out of turn (R-HIST, R-SETUP-4)', () => {
    const history: AnyCommand[] = [createCommand(), ...placementCommands().slice(1)] // Rebels first
    const result = replay(history)
    expect(result.ok).toBe(false)
    expect(result.failedAt).toBe(1)
    expect(reasonsOf(result)).toEqual(['not-team-turn'])
  })

  it('fails at a defense assignment given before the bases (R-HIST, R-SETUP-5)', () => {
    const result = replay([createCommand(), defenseCommand('empire'), ...placementCommands()])
    expect(result.failedAt).toBe(1)
    expect(reasonsOf(result)).toEqual(['bases-not-all-placed'])
  })

  it('fails at 0 on a history not starting with create-campaign (R-HIST)', () => {
    const result = replay(setupCommands)
    expect(result).toEqual({ ok: false, violations: [{ rule: 'R-HIST', reason: 'history-malformed' }], failedAt: 0 })
  })

  it('fails at 0 on an empty history (R-HIST)', () => {
    expect(replay([])).toEqual({ ok: false, violations: [{ rule: 'R-HIST', reason: 'history-malformed' }], failedAt: 0 })
  })

  it('fails at a second create-campaign (R-HIST)', () => {
    const result = replay([...fullHistory.slice(0, 3), createCommand(), ...fullHistory.slice(3)])
    expect(result).toEqual({ ok: false, violations: [{ rule: 'R-HIST', reason: 'history-malformed' }], failedAt: 3 })
  })

  it('fails when the creating command itself breaks R-SETUP-1 (R-HIST, R-SETUP-1)', () => {
    const result = replay([createCommand({ players: { empire: ['Ana', 'Ben'], rebels: ['Dan', 'Eve'] } }), ...setupCommands])
    expect(result.ok).toBe(false)
    expect(reasonsOf(result)).toEqual(['team-size', 'team-size'])
  })
})

describe('R-SETUP-6 setup checklist', () => {
  it('lists 6 bases, 2 defense sets, 6 fleets and 2 fourth fleets, none done at creation (R-SETUP-6)', () => {
    const items = setupChecklist(newCampaign())
    expect(items).toHaveLength(16)
    const summary = items.map((i) => `${i.rule}:${i.kind}:${'playerId' in i ? i.playerId : i.team}:${i.done}`)
    expect(summary).toEqual([
      'R-SETUP-4:base-placed:empire-1:false',
      'R-SETUP-4:base-placed:empire-2:false',
      'R-SETUP-4:base-placed:empire-3:false',
      'R-SETUP-4:base-placed:rebels-1:false',
      'R-SETUP-4:base-placed:rebels-2:false',
      'R-SETUP-4:base-placed:rebels-3:false',
      'R-SETUP-5:defenses-assigned:empire:false',
      'R-SETUP-5:defenses-assigned:rebels:false',
      'R-SETUP-2:fleet-and-commander:empire-1:false',
      'R-SETUP-2:fleet-and-commander:empire-2:false',
      'R-SETUP-2:fleet-and-commander:empire-3:false',
      'R-SETUP-2:fleet-and-commander:rebels-1:false',
      'R-SETUP-2:fleet-and-commander:rebels-2:false',
      'R-SETUP-2:fleet-and-commander:rebels-3:false',
      'R-SETUP-3:fourth-fleet:empire:false',
      'R-SETUP-3:fourth-fleet:rebels:false',
    ])
    expect(readyToStart(newCampaign())).toBe(false)
  })

  it('ticks each base as its player places it (R-SETUP-4, R-SETUP-6)', () => {
    const state = placeBases(newCampaign(), STANDARD_BASES, 3) // empire-1, rebels-1, empire-2
    const done = setupChecklist(state)
      .filter((i) => i.kind === 'base-placed' && i.done)
      .map((i) => 'playerId' in i && i.playerId)
    expect(done).toEqual(['empire-1', 'empire-2', 'rebels-1'])
  })

  it("ticks a team's defenses only once every base of the team has one (R-SETUP-5, R-SETUP-6)", () => {
    const empireDone = unwrap(applyCommand(campaignWithBases(), defenseCommand('empire')))
    const defenses = (s: CampaignState) =>
      setupChecklist(s)
        .filter((i) => i.kind === 'defenses-assigned')
        .map((i) => i.done)
    expect(defenses(campaignWithBases())).toEqual([false, false])
    expect(defenses(empireDone)).toEqual([true, false])
    expect(defenses(campaignWithDefenses())).toEqual([true, true])
  })

  it('is not ready to start after bases and defenses, while fleets are not modelled (R-SETUP-6)', () => {
    const state = campaignWithDefenses()
    const items = setupChecklist(state)
    expect(items.filter((i) => i.rule === 'R-SETUP-4' || i.rule === 'R-SETUP-5').every((i) => i.done)).toBe(true)
    expect(items.filter((i) => i.rule === 'R-SETUP-2' || i.rule === 'R-SETUP-3').some((i) => i.done)).toBe(false)
    expect(readyToStart(state)).toBe(false)
  })

  it('lists 4 bases and 4 fleets in a 2v2 official-2019 campaign (R-SETUP-1, R-SETUP-6)', () => {
    const items = setupChecklist(newCampaign('official-2019', 2))
    expect(items.filter((i) => i.kind === 'base-placed')).toHaveLength(4)
    expect(items.filter((i) => i.kind === 'fleet-and-commander')).toHaveLength(4)
    expect(items).toHaveLength(12)
  })
})

describe('R-SETUP-4, R-SETUP-5 current setup step', () => {
  it('goes through the placements E, R, E, R, E, R, then defenses, then fleets (R-SETUP-4, R-SETUP-5)', () => {
    const steps: unknown[] = []
    for (let i = 0; i <= 6; i += 1) steps.push(currentSetupStep(placeBases(newCampaign(), STANDARD_BASES, i)))
    const empireDone = unwrap(applyCommand(campaignWithBases(), defenseCommand('empire')))
    const rebelsDone = unwrap(applyCommand(campaignWithBases(), defenseCommand('rebels')))
    steps.push(currentSetupStep(empireDone), currentSetupStep(rebelsDone), currentSetupStep(campaignWithDefenses()))
    expect(steps).toEqual([
      { step: 'place-bases', team: 'empire' },
      { step: 'place-bases', team: 'rebels' },
      { step: 'place-bases', team: 'empire' },
      { step: 'place-bases', team: 'rebels' },
      { step: 'place-bases', team: 'empire' },
      { step: 'place-bases', team: 'rebels' },
      { step: 'assign-defenses', teams: ['empire', 'rebels'] },
      { step: 'assign-defenses', teams: ['rebels'] },
      { step: 'assign-defenses', teams: ['empire'] },
      { step: 'fleets' },
    ])
  })
})

describe('§1 team standings', () => {
  it('counts each team’s bases per zone, with no CP and no tokens at setup (§1, R-SETUP-6)', () => {
    // Empire: Dantooine (I), Felucia (II), Kessel (III); Rebels: Hoth (V), Ryloth (IV), Yavin (II).
    const [empire, rebels] = teamStandings(campaignWithBases())
    expect(empire?.team).toBe('empire')
    expect(empire?.zones).toEqual([
      { zone: 1, bases: 1, presences: 0 },
      { zone: 2, bases: 1, presences: 0 },
      { zone: 3, bases: 1, presences: 0 },
      { zone: 4, bases: 0, presences: 0 },
      { zone: 5, bases: 0, presences: 0 },
    ])
    expect(rebels?.team).toBe('rebels')
    expect(rebels?.zones).toEqual([
      { zone: 1, bases: 0, presences: 0 },
      { zone: 2, bases: 1, presences: 0 },
      { zone: 3, bases: 0, presences: 0 },
      { zone: 4, bases: 1, presences: 0 },
      { zone: 5, bases: 1, presences: 0 },
    ])
    expect(empire?.totalCp).toBe(0)
    expect(empire?.cpByAct).toEqual([0, 0, 0])
    expect(Object.values(rebels?.tokens ?? {}).every((n) => n === 0)).toBe(true)
  })

  it('counts a border system in both its zones, and presences apart from bases (§1)', () => {
    const state = newCampaign()
    const control: CampaignState['control'] = {
      lothal: { kind: 'base', team: 'rebels', defense: null, placedBy: null }, // II and III
      'ord-mantell': { kind: 'presence', team: 'rebels' }, // I and V
      mygeeto: { kind: 'presence', team: 'empire' }, // I
    }
    const [empire, rebels] = teamStandings({ teams: state.teams, control })
    expect(rebels?.zones.map((z) => [z.bases, z.presences])).toEqual([
      [0, 1],
      [1, 0],
      [1, 0],
      [0, 0],
      [0, 1],
    ])
    expect(empire?.zones.map((z) => [z.bases, z.presences])).toEqual([
      [0, 1],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ])
  })

  it('sums CP of the three acts and the pivotal battles (§1)', () => {
    const state = newCampaign()
    const teams = { ...state.teams, empire: { ...state.teams.empire, cpByAct: [2, 3, 1] as [number, number, number], pivotalCp: 4 } }
    const [empire] = teamStandings({ teams, control: {} })
    expect(empire?.totalCp).toBe(10)
  })
})
