// Two campaigns played the same way that differ only in the Rebels' secrets (their Base Defense objectives, a
// fleet and its commander, a sealed Diplomats choice, the officer their reward buys), from creation to the end
// of the first turn: for the secrecy differential over what is posted to the group's Discord.
import { SYSTEMS } from '@/lib/data/map'
import type { CampaignCommand } from '../../commands'
import { dutiesNow } from '../../duties'
import { applyCommand } from '../../engine'
import type { FleetDraft } from '../../fleets/fleet'
import { legalFleetCommands, REBEL_LEGAL_FLEETS } from '../../fleets/testing/fleet-builders'
import type { Actor, CampaignState } from '../../state'
import { createCommand, defenseCommand, placementCommands, unwrap } from '../../testing/builders'
import { createCampaign } from '../../create-campaign'
import { STANDARD_PAIRING } from '../../turn/testing/turn-builders'
import { turnView } from '../../views/turn-view'

export interface RebelSecrets {
  defenses: Parameters<typeof defenseCommand>[2]
  fleet: FleetDraft
  commander: { name: string; abilityId: string }
  zone: 1 | 2 | 3 | 4 | 5
  officer: string
}

export const SECRETS_A: RebelSecrets = {
  defenses: ['ion-cannon', 'armed-station', 'fighter-wing'],
  fleet: REBEL_LEGAL_FLEETS[0]!,
  commander: { name: 'Commander rebels-1', abilityId: 'repair-expert' },
  zone: 2,
  officer: 'officer-chart-officer',
}
export const SECRETS_B: RebelSecrets = {
  defenses: ['fighter-wing', 'ion-cannon', 'armed-station'],
  fleet: { ...REBEL_LEGAL_FLEETS[0]!, name: 'Secret plans', squadrons: [{ cardId: 'squadron-y-wing-squadron', count: 5 }] },
  commander: { name: 'Commander Sato', abilityId: 'master-gunner-1' },
  zone: 5,
  officer: 'officer-defense-liaison',
}

export interface Entry {
  command: CampaignCommand
  actor: Actor
}

const organizer: Actor = { role: 'organizer' }
const player = (playerId: string): Actor => ({ role: 'player', playerId })

export const TWIN_CREATE = createCommand()

/**
 * The history of one twin, each command with its sender, from the campaign just created to the end of turn 1
 * (every management step driven by the duties), and the state after each.
 */
export function twinCampaign(s: RebelSecrets): { entries: Entry[]; states: CampaignState[] } {
  let state = unwrap(createCampaign(TWIN_CREATE))
  const entries: Entry[] = []
  const states: CampaignState[] = [state]
  const run = (command: CampaignCommand, actor: Actor = organizer) => {
    state = unwrap(applyCommand(state, command, actor))
    entries.push({ command, actor })
    states.push(state)
  }
  for (const c of placementCommands()) run(c)
  run(defenseCommand('empire'))
  run(defenseCommand('rebels', undefined, s.defenses))
  for (const c of legalFleetCommands()) {
    if (c.type === 'set-fleet' && c.fleetId === 'rebels-1') run({ ...c, draft: s.fleet })
    else if (c.type === 'set-commander' && c.fleetId === 'rebels-1') run({ ...c, ...s.commander })
    else run(c)
  }
  run({ type: 'start-campaign' })
  for (const team of ['empire', 'rebels'] as const) {
    run({ type: 'override', reason: 'Tokens carried over', target: { kind: 'tokens', team, token: 'diplomats', value: 1 } })
  }
  run({ type: 'choose-diplomats', team: 'rebels', zone: s.zone }, player('rebels-1'))
  run({ type: 'choose-diplomats', team: 'empire', zone: null }, player('empire-1'))
  for (const c of STANDARD_PAIRING) run(c)
  const scores: Record<string, [number, number]> = { 'a1-t1-b1': [200, 100], 'a1-t1-b2': [100, 200], 'a1-t1-b3': [150, 100] }
  for (const b of state.turnState!.battles) {
    const pool = turnView(state, organizer)!.battles[b.id]!.pool
    if (b.objective === null && pool?.kind === 'choice') run({ type: 'choose-objective', battleId: b.id, objectiveId: pool.objectives[0]! })
    const [a, d] = scores[b.id]!
    const outcome = (score: number) => ({ score, destroyed: [], retreated: [], eligibleVeterans: [] })
    // The assaulter enters, the defender confirms: the result is entered, then applied.
    run({ type: 'enter-result', battleId: b.id, result: { assaulter: outcome(a), defender: outcome(d) } }, player(b.assaulter.playerId))
    const shown = state.turnState!.battles.find((x) => x.id === b.id)!.result
    if (shown.status === 'entered') run({ type: 'confirm-result', battleId: b.id, result: shown.result } as CampaignCommand, player(b.defender!.playerId))
  }
  for (let guard = 0; guard < 60 && state.phase === 'management'; guard++) {
    const duty = dutiesNow(state)[0]!
    if (duty.kind === 'build-bases') run({ type: 'finish-bases', team: duty.team })
    else if (duty.kind === 'gain-tokens') {
      const choices = Object.fromEntries(SYSTEMS.filter((sys) => sys.strategicEffects.length > 1).map((sys) => [sys.id, sys.strategicEffects[0]!]))
      run({ type: 'gain-tokens', team: duty.team, choices })
    } else if (duty.kind === 'take-reward') {
      const mine = duty.fleetId === 'rebels-1'
      run({
        type: 'take-reward',
        fleetId: duty.fleetId,
        decline: !mine,
        systemId: 'mandalore',
        rewardType: 'officer',
        cards: mine ? [s.officer] : [],
        useDestiny: false,
      })
    } else if (duty.kind === 'spend-xp') run({ type: 'finish-experience', fleetId: duty.fleetId })
    else if (duty.kind === 'refit') {
      // The officer the reward bought goes onto the first ship that takes it (R-REFIT 4).
      const pending = state.turnState?.management?.pendingCards[duty.fleetId] ?? []
      const ships = state.fleets.find((f) => f.id === duty.fleetId)?.ships ?? []
      const fits = ships
        .map((ship): CampaignCommand => ({ type: 'refit-fleet', fleetId: duty.fleetId, ops: [{ op: 'add-card', index: 0, shipUid: ship.uid }], finish: true }))
        .find((c) => applyCommand(state, c, organizer).ok)
      run(pending.length > 0 && fits ? fits : { type: 'finish-refit', fleetId: duty.fleetId })
    } else throw new Error(`unexpected duty ${JSON.stringify(duty)}`)
  }
  return { entries, states }
}
