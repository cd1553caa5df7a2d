// Differential secrecy (R-SECRET, R-SECRET-FLEET, R-STRAT-SECRET): two campaigns that differ only in the
// Rebels' secrets (Base Defense objectives, a fleet and its commander, a sealed Diplomats choice) must look
// the same, byte for byte, to a player of the Empire who is not fighting that fleet: in the state they are
// sent and in the history they read. The only allowed differences are those a rule reveals.
import { describe, expect, it } from 'vitest'
import type { CampaignCommand } from './commands'
import { applyCommand } from './engine'
import type { FleetDraft } from './fleets/fleet'
import { legalFleetCommands, REBEL_LEGAL_FLEETS } from './fleets/testing/fleet-builders'
import type { Actor, CampaignState } from './state'
import { campaignWithBases, defenseCommand, unwrap } from './testing/builders'
import { STANDARD_PAIRING } from './turn/testing/turn-builders'
import { visibleCommandFor, visibleStateFor } from './visibility'
import { dutiesNow } from './duties'
import { turnView } from './views/turn-view'
import { SYSTEMS } from '@/lib/data/map'

interface RebelSecrets {
  defenses: Parameters<typeof defenseCommand>[2]
  fleet: FleetDraft
  commander: { name: string; abilityId: string }
  zone: 1 | 2 | 3 | 4 | 5
}

const A: RebelSecrets = {
  defenses: ['ion-cannon', 'armed-station', 'fighter-wing'],
  fleet: REBEL_LEGAL_FLEETS[0]!,
  commander: { name: 'Commander rebels-1', abilityId: 'repair-expert' },
  zone: 2,
}
// Five Y-wings instead of an X-wing and four Y-wings (197 FP), another name, commander and ability.
const B: RebelSecrets = {
  defenses: ['fighter-wing', 'ion-cannon', 'armed-station'],
  fleet: { ...REBEL_LEGAL_FLEETS[0]!, name: 'Secret plans', squadrons: [{ cardId: 'squadron-y-wing-squadron', count: 5 }] },
  commander: { name: 'Commander Sato', abilityId: 'master-gunner-1' },
  zone: 5,
}

type Entry = { command: CampaignCommand; actor: Actor }
const organizer: Actor = { role: 'organizer' }
const empire = (id: string): Actor => ({ role: 'player', playerId: id })

/** The campaign's history up to each stage, with the Rebels' secrets of `s`. */
function histories(s: RebelSecrets) {
  const fleets = legalFleetCommands().map((c): CampaignCommand => {
    if (c.type === 'set-fleet' && c.fleetId === 'rebels-1') return { ...c, draft: s.fleet }
    if (c.type === 'set-commander' && c.fleetId === 'rebels-1') return { ...c, ...s.commander }
    return c
  })
  const setup: Entry[] = [defenseCommand('empire'), defenseCommand('rebels', undefined, s.defenses), ...fleets].map((command) => ({
    command,
    actor: organizer,
  }))
  const tokens: Entry[] = (['empire', 'rebels'] as const).map((team) => ({
    command: { type: 'override', reason: 'Tokens carried over', target: { kind: 'tokens', team, token: 'diplomats', value: 1 } },
    actor: organizer,
  }))
  const sealed: Entry[] = [
    ...setup,
    { command: { type: 'start-campaign' }, actor: organizer },
    ...tokens,
    { command: { type: 'choose-diplomats', team: 'rebels', zone: s.zone }, actor: { role: 'player', playerId: 'rebels-1' } },
  ]
  const battle: Entry[] = [
    ...sealed,
    { command: { type: 'choose-diplomats', team: 'empire', zone: null }, actor: empire('empire-1') },
    ...STANDARD_PAIRING.map((command) => ({ command, actor: organizer })),
  ]
  return { setup, sealed, battle }
}

function play(entries: Entry[]): { state: CampaignState; entries: Entry[] } {
  const state = entries.reduce((s, e) => unwrap(applyCommand(s, e.command, e.actor)), campaignWithBases())
  return { state, entries }
}

/** Everything a viewer is sent: the state, and every history entry as they may read it. */
function seenBy(viewer: Actor, { state, entries }: { state: CampaignState; entries: Entry[] }): string {
  return JSON.stringify({ state: visibleStateFor(state, viewer), history: entries.map((e) => visibleCommandFor(state, viewer, e.command)) })
}

describe('differential secrecy: the Rebels’ secrets never reach an Empire player (R-SECRET, R-SECRET-FLEET)', () => {
  const a = histories(A)
  const b = histories(B)

  it('at setup, with the Base Defense objectives and a fleet and commander chosen differently', () => {
    for (const id of ['empire-1', 'empire-2', 'empire-3']) expect(seenBy(empire(id), play(b.setup))).toBe(seenBy(empire(id), play(a.setup)))
    // The difference is real: the Rebels themselves see it.
    expect(seenBy(empire('rebels-2'), play(b.setup))).not.toBe(seenBy(empire('rebels-2'), play(a.setup)))
  })

  it('while the Rebels’ Diplomats choice is sealed (R-STRAT-SECRET)', () => {
    for (const id of ['empire-1', 'empire-2', 'empire-3']) expect(seenBy(empire(id), play(b.sealed))).toBe(seenBy(empire(id), play(a.sealed)))
  })

  it('in the battle phase, to every Empire player but the one fighting that fleet', () => {
    // rebels-1 assaults Mandalore against empire-1, who now sees that fleet (R-SECRET-FLEET) and the revealed marks.
    for (const id of ['empire-2', 'empire-3']) {
      const [seenA, seenB] = [seenBy(empire(id), play(a.battle)), seenBy(empire(id), play(b.battle))]
      // Revealed together once both chose (R-STRAT-DIPLO): the zone is the only difference allowed.
      expect(seenB.replaceAll('"zone":5', '"zone":2')).toBe(seenA)
    }
    expect(seenBy(empire('empire-1'), play(b.battle))).toContain('Secret plans')
  })

  it('through a management phase: the fleet’s reward, its cards and the Fleet Reserve stay the Rebels’ (R-REWARD, R-SECRET-FLEET)', () => {
    // The turn is played the same way in both; only rebels-1's fleet and the officer it buys differ.
    const managed = (s: RebelSecrets, officer: string) => {
      let { state, entries } = play(histories(s).battle)
      const run = (command: CampaignCommand, actor: Actor) => {
        state = unwrap(applyCommand(state, command, actor))
        entries = [...entries, { command, actor }]
      }
      const scores: Record<string, [number, number]> = { 'a1-t1-b1': [200, 100], 'a1-t1-b2': [100, 200], 'a1-t1-b3': [150, 100] }
      for (const b of state.turnState!.battles) {
        const pool = turnView(state, organizer)!.battles[b.id]!.pool
        if (b.objective === null && pool?.kind === 'choice') run({ type: 'choose-objective', battleId: b.id, objectiveId: pool.objectives[0]! }, organizer)
        const [a, d] = scores[b.id]!
        const outcome = (score: number) => ({ score, destroyed: [], retreated: [], eligibleVeterans: [] })
        run({ type: 'enter-result', battleId: b.id, result: { assaulter: outcome(a), defender: outcome(d) } }, organizer)
      }
      // Management, driven by the duties, until the refit.
      for (let guard = 0; guard < 40 && state.turnState?.management?.step !== 'refit'; guard++) {
        const duty = dutiesNow(state)[0]!
        if (duty.kind === 'build-bases') run({ type: 'finish-bases', team: duty.team }, organizer)
        else if (duty.kind === 'gain-tokens') {
          const choices = Object.fromEntries(SYSTEMS.filter((sys) => sys.strategicEffects.length > 1).map((sys) => [sys.id, sys.strategicEffects[0]!]))
          run({ type: 'gain-tokens', team: duty.team, choices }, organizer)
        } else if (duty.kind === 'take-reward' && duty.fleetId === 'rebels-1') {
          run(
            { type: 'take-reward', fleetId: 'rebels-1', decline: false, systemId: 'mandalore', rewardType: 'officer', cards: [officer], useDestiny: false },
            organizer,
          )
        } else if (duty.kind === 'take-reward')
          run(
            { type: 'take-reward', fleetId: duty.fleetId, decline: true, systemId: 'mandalore', rewardType: 'officer', cards: [], useDestiny: false },
            organizer,
          )
        else if (duty.kind === 'spend-xp') run({ type: 'finish-experience', fleetId: duty.fleetId }, organizer)
        else throw new Error(`unexpected duty ${JSON.stringify(duty)}`)
      }
      expect(state.turnState!.management!.step).toBe('refit')
      return { state, entries }
    }
    // Mandalore's officer reward, won: 10 points. Chart Officer (2) leaves 8 in the Reserve, Defense Liaison (3) 7.
    const a = managed(A, 'officer-chart-officer')
    const b = managed(B, 'officer-defense-liaison')
    expect(a.state.teams.rebels.reserve).toEqual({ officer: 8 })
    expect(b.state.teams.rebels.reserve).toEqual({ officer: 7 })
    // After a battle both fleets as played are public (R-SECRET-FLEET): that is the only other difference allowed.
    const withoutPlayedFleets = (seen: string) => {
      const parsed = JSON.parse(seen) as { state: { turnState: { battles: { fleets: unknown; assaulter: { fleetValue: unknown } }[] } } }
      for (const battle of parsed.state.turnState.battles) {
        battle.fleets = 'as played'
        battle.assaulter.fleetValue = 'as played'
      }
      return JSON.stringify(parsed)
    }
    for (const id of ['empire-2', 'empire-3']) {
      expect(withoutPlayedFleets(seenBy(empire(id), b).replaceAll('"zone":5', '"zone":2'))).toBe(withoutPlayedFleets(seenBy(empire(id), a)))
    }
    // The reward's cards and the Reserve are not among what is public.
    expect(seenBy(empire('empire-2'), b)).not.toContain('officer-defense-liaison')
    expect(seenBy(empire('empire-2'), a)).not.toContain('officer-chart-officer')
  })
})
