import { describe, expect, it } from 'vitest'
import { applyCommand } from './engine'
import type { AnyCommand } from './commands'
import type { Actor } from './state'
import { campaignWithBases, campaignWithDefenses, createCommand, defenseCommand, newCampaign, unwrap } from './testing/builders'
import { viewerTeam, visibleCommandFor, visibleStateFor, visibleUndoneCommandFor } from './visibility'
import { applyEach, diplomats, STANDARD_PAIRING, startedCampaign, withTokens } from './turn/testing/turn-builders'

const player = (playerId: string): Actor => ({ role: 'player', playerId })
const organizer: Actor = { role: 'organizer' }
const DEFENSE_IDS = ['ion-cannon', 'armed-station', 'fighter-wing']

describe('R-SECRET visible state', () => {
  // Rebels have assigned (hoth ion-cannon, ryloth armed-station, yavin fighter-wing); the Empire has not.
  const rebelsAssigned = unwrap(applyCommand(campaignWithBases(), defenseCommand('rebels')))

  it('shows an Empire player the Rebel defenses as secret and its own as unassigned (R-SECRET)', () => {
    const view = visibleStateFor(rebelsAssigned, player('empire-2'))
    expect(view.control).toEqual({
      dantooine: { kind: 'base', team: 'empire', defense: 'unassigned', placedBy: 'empire-1' },
      hoth: { kind: 'base', team: 'rebels', defense: 'secret', placedBy: 'rebels-1' },
      felucia: { kind: 'base', team: 'empire', defense: 'unassigned', placedBy: 'empire-2' },
      ryloth: { kind: 'base', team: 'rebels', defense: 'secret', placedBy: 'rebels-2' },
      kessel: { kind: 'base', team: 'empire', defense: 'unassigned', placedBy: 'empire-3' },
      yavin: { kind: 'base', team: 'rebels', defense: 'secret', placedBy: 'rebels-3' },
    })
  })

  it('never sends a Rebel defense id to an Empire player (R-SECRET)', () => {
    const json = JSON.stringify(visibleStateFor(rebelsAssigned, player('empire-1')))
    for (const id of DEFENSE_IDS) expect(json).not.toContain(id)
  })

  it('shows a Rebel player their own defenses (R-SECRET)', () => {
    const view = visibleStateFor(rebelsAssigned, player('rebels-3'))
    expect(view.control.hoth).toEqual({ kind: 'base', team: 'rebels', defense: 'ion-cannon', placedBy: 'rebels-1' })
    expect(view.control.ryloth?.kind === 'base' && view.control.ryloth.defense).toBe('armed-station')
    expect(view.control.yavin?.kind === 'base' && view.control.yavin.defense).toBe('fighter-wing')
    expect(view.control.dantooine?.kind === 'base' && view.control.dantooine.defense).toBe('secret')
  })

  it('hides even an unassigned enemy base as secret, so a viewer cannot tell whether it is chosen (R-SECRET)', () => {
    const view = visibleStateFor(rebelsAssigned, player('rebels-1'))
    expect(view.control.kessel?.kind === 'base' && view.control.kessel.defense).toBe('secret')
  })

  it('keeps which enemy base a team revealed with Spynet to that team (R-TOKEN-SPYNET, R-SECRET)', () => {
    const spied = { ...rebelsAssigned, revealedDefenses: { empire: ['hoth' as const], rebels: ['kessel' as const] } }
    expect(visibleStateFor(spied, player('empire-2')).revealedDefenses).toEqual({ empire: ['hoth'], rebels: [] })
    expect(visibleStateFor(spied, player('rebels-1')).revealedDefenses).toEqual({ empire: [], rebels: ['kessel'] })
    expect(visibleStateFor(spied, organizer).revealedDefenses).toEqual({ empire: ['hoth'], rebels: ['kessel'] })
  })

  it('shows the organizer every defense (R-SECRET)', () => {
    const view = visibleStateFor(campaignWithDefenses(), organizer)
    const defenses = Object.fromEntries(Object.entries(view.control).map(([id, c]) => [id, c?.kind === 'base' ? c.defense : null]))
    expect(defenses).toEqual({
      dantooine: 'ion-cannon',
      felucia: 'armed-station',
      kessel: 'fighter-wing',
      hoth: 'ion-cannon',
      ryloth: 'armed-station',
      yavin: 'fighter-wing',
    })
  })

  it('hides every defense from an unknown player (R-SECRET)', () => {
    const view = visibleStateFor(campaignWithDefenses(), player('spy'))
    expect(Object.values(view.control).every((c) => c?.kind === 'base' && c.defense === 'secret')).toBe(true)
  })

  it('keeps the rest of the state as it is (R-SECRET)', () => {
    const state = rebelsAssigned
    const { control: _c, fleets: _f, ...rest } = visibleStateFor(state, player('empire-1'))
    const { control: _d, fleets: _g, ...expected } = state
    expect(rest).toEqual(expected)
  })

  it('shows a player only their own team’s fleets; the organizer all (R-SECRET-FLEET)', () => {
    const state = rebelsAssigned
    expect(visibleStateFor(state, player('empire-1')).fleets.map((f) => f.id)).toEqual(['empire-1', 'empire-2', 'empire-3', 'fourth-empire'])
    expect(visibleStateFor(state, player('rebels-2')).fleets.map((f) => f.id)).toEqual(['rebels-1', 'rebels-2', 'rebels-3', 'fourth-rebels'])
    expect(visibleStateFor(state, { role: 'organizer' }).fleets).toHaveLength(8)
  })

  it('shows a team only its own lost uniques: they tell what a disbanded fleet held (R-SECRET-FLEET, R-REFIT 8)', () => {
    const state = { ...rebelsAssigned, lostUniques: { rebels: ['Paragon'], empire: ['Harrow'] } }
    expect(visibleStateFor(state, player('empire-1')).lostUniques).toEqual({ empire: ['Harrow'] })
    expect(visibleStateFor(state, player('rebels-3')).lostUniques).toEqual({ rebels: ['Paragon'] })
    expect(visibleStateFor(state, organizer).lostUniques).toEqual({ rebels: ['Paragon'], empire: ['Harrow'] })
  })

  it('does not modify the state it is given (R-SECRET)', () => {
    const state = campaignWithDefenses()
    const before = structuredClone(state)
    visibleStateFor(state, player('empire-1'))
    expect(state).toEqual(before)
  })

  it('gives viewers their team, and all for the organizer', () => {
    const state = newCampaign()
    expect(viewerTeam(state, organizer)).toBe('all')
    expect(viewerTeam(state, player('rebels-2'))).toBe('rebels')
    expect(viewerTeam(state, player('nobody'))).toBeNull()
  })
})

describe('R-SECRET, R-HIST visible history entries', () => {
  const state = campaignWithDefenses()
  const rebelCommand = defenseCommand('rebels')

  it("hides the assignments of the other team's assign-base-defenses command (R-SECRET, R-HIST)", () => {
    const visible = visibleCommandFor(state, player('empire-2'), rebelCommand)
    expect(visible).toEqual({ type: 'assign-base-defenses', team: 'rebels', assignments: 'secret' })
    for (const id of DEFENSE_IDS) expect(JSON.stringify(visible)).not.toContain(id)
  })

  it('shows the team its own command, and the organizer every command (R-SECRET, R-HIST)', () => {
    expect(visibleCommandFor(state, player('rebels-2'), rebelCommand)).toEqual(rebelCommand)
    expect(visibleCommandFor(state, organizer, rebelCommand)).toEqual(rebelCommand)
    expect(visibleCommandFor(state, organizer, defenseCommand('empire'))).toEqual(defenseCommand('empire'))
  })

  it('shows other commands to everyone (R-HIST)', () => {
    const commands: AnyCommand[] = [createCommand(), { type: 'place-base', playerId: 'rebels-1', systemId: 'hoth' }]
    for (const command of commands) expect(visibleCommandFor(state, player('empire-1'), command)).toEqual(command)
  })
})

describe('R-STRAT-SECRET a sealed choice taken back', () => {
  // Both teams hold Diplomats; the Rebels' zone II was undone, then both chose: the marks are revealed.
  const bothHold = withTokens(withTokens(startedCampaign(), 'empire', { diplomats: 1 }), 'rebels', { diplomats: 1 })
  const revealed = applyEach(bothHold, [diplomats('rebels', 4), diplomats('empire', null)])
  const undone: AnyCommand = { type: 'choose-diplomats', team: 'rebels', zone: 2 }

  it('never reads as its zone to the other team, even once both choices are in', () => {
    expect(visibleUndoneCommandFor(revealed, player('empire-1'), undone)).toEqual({ type: 'choose-diplomats', team: 'rebels', zone: null, sealed: true })
    // The choice that stands is revealed as before (R-STRAT-DIPLO).
    expect(visibleCommandFor(revealed, player('empire-1'), diplomats('rebels', 4))).toEqual(diplomats('rebels', 4))
  })

  it('reads as it was to its own team and the organizer', () => {
    expect(visibleUndoneCommandFor(revealed, player('rebels-2'), undone)).toEqual(undone)
    expect(visibleUndoneCommandFor(revealed, organizer, undone)).toEqual(undone)
  })

  it("keeps a team's undone part of the pivotal result sealed for the other team", () => {
    const part: AnyCommand = { type: 'enter-pivotal-team-result', team: 'rebels', score: 240, tabled: false, fleets: {} }
    expect(JSON.stringify(visibleUndoneCommandFor(revealed, player('empire-3'), part))).not.toContain('240')
  })
})

describe('R-SECRET in the history of later phases', () => {
  it('hides the Base Defense objective of a base the other team builds', () => {
    const state = campaignWithDefenses()
    const build: AnyCommand = { type: 'build-base', team: 'rebels', systemId: 'tatooine', defense: 'armed-station' }
    expect(visibleCommandFor(state, player('empire-1'), build)).toEqual({ ...build, defense: 'secret' })
    expect(visibleCommandFor(state, player('rebels-3'), build)).toEqual(build)
  })
})

describe('R-SECRET secret by default in the history', () => {
  const state = campaignWithDefenses()
  const teamCommands: AnyCommand[] = [
    {
      type: 'take-reward',
      fleetId: 'rebels-1',
      decline: false,
      systemId: 'lothal',
      rewardType: 'squadrons',
      cards: ['squadron-x-wing-squadron'],
      useDestiny: false,
    },
    { type: 'buy-ability', fleetId: 'rebels-2', abilityId: 'master-gunner-1', replaces: null },
    { type: 'refit', fleetId: 'rebels-3', op: { op: 'strip', slot: 'Officer' } },
    { type: 'pivotal-upgrade', fleetId: 'rebels-1', shipUid: 'rebels-1-s2', newShipCardId: 'mc30c-torpedo-frigate', extraResources: 0 },
    { type: 'reset-commander', fleetId: 'rebels-2' },
    { type: 'spacers-objective', team: 'rebels', fleetId: 'rebels-1', category: 'assault', objectiveId: 'most-wanted' },
    { type: 'spynet-reveal', team: 'rebels', systemId: 'kessel' },
  ]

  it("shows the other team only who acted, never what (rewards, abilities, refits, upgrades, objectives, Spynet's target)", () => {
    for (const command of teamCommands) {
      const visible = visibleCommandFor(state, player('empire-1'), command)
      expect(visible).toMatchObject({ type: 'secret', of: command.type, team: 'rebels' })
      const json = JSON.stringify(visible)
      for (const secret of ['squadron-x-wing-squadron', 'master-gunner-1', 'Officer', 'mc30c-torpedo-frigate', 'most-wanted', 'kessel'])
        expect(json).not.toContain(secret)
    }
  })

  it('shows the team itself and the organizer the whole command, and everyone once the campaign has ended', () => {
    const ended = { ...state, phase: 'ended' as const }
    for (const command of teamCommands) {
      expect(visibleCommandFor(state, player('rebels-3'), command)).toEqual(command)
      expect(visibleCommandFor(state, organizer, command)).toEqual(command)
      expect(visibleCommandFor(ended, player('empire-1'), command)).toEqual(command)
    }
  })

  it('keeps public what both teams see happen: declarations, results, overrides', () => {
    const publicCommands: AnyCommand[] = [
      { type: 'declare-assault', playerId: 'rebels-1', systemId: 'tatooine', fleetId: 'rebels-1' },
      { type: 'confirm-result', battleId: 'a1-t1-b1' },
      { type: 'override', reason: 'Table error', target: { kind: 'cp', team: 'rebels', act: 1, value: 2 } },
    ]
    for (const command of publicCommands) expect(visibleCommandFor(state, player('empire-1'), command)).toEqual(command)
  })
})

describe('R-SECRET-FLEET fleet values and the Fleet Reserve', () => {
  // rebels-1 assaults Mandalore, empire-1 defends (a 200-point fleet).
  const paired = applyEach(startedCampaign(), STANDARD_PAIRING.slice(0, 2))

  it("hides the other team's fleet value in a pairing until its fleet is shown to the opposing player", () => {
    const battle = (actor: Actor) => visibleStateFor(paired, actor).turnState!.battles[0]!
    expect(battle(player('rebels-2')).defender!.fleetValue).toBeNull()
    expect(battle(player('rebels-1')).defender!.fleetValue).toBeNull()
    expect(battle(player('empire-3')).defender!.fleetValue).toBe(200)
    expect(battle(organizer).defender!.fleetValue).toBe(200)
    const battlePhase = applyEach(paired, STANDARD_PAIRING.slice(2))
    expect(battlePhase.phase).toBe('battle')
    const b1 = (actor: Actor) => visibleStateFor(battlePhase, actor).turnState!.battles.find((b) => b.id === 'a1-t1-b1')!
    expect(b1(player('rebels-1')).defender!.fleetValue).toBe(200)
    expect(b1(player('rebels-2')).defender!.fleetValue).toBeNull()
  })

  it("never sends a player the other team's Fleet Reserve", () => {
    const withReserve = { ...paired, teams: { ...paired.teams, rebels: { ...paired.teams.rebels, reserve: { squadrons: 12 } } } }
    expect(visibleStateFor(withReserve, player('empire-1')).teams.rebels.reserve).toEqual({})
    expect(visibleStateFor(withReserve, player('rebels-3')).teams.rebels.reserve).toEqual({ squadrons: 12 })
    expect(visibleStateFor(withReserve, player('empire-1')).teams.rebels.tokens).toEqual(withReserve.teams.rebels.tokens)
  })
})
