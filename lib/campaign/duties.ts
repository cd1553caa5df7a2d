// What each person must do now (affordances): the campaign's open duties, each with the command that
// discharges it, and who may do it (the same permissions as the command itself). Pages build "your move"
// and "waiting for" from this and decide no rule themselves.
import type { CampaignCommand } from './commands'
import { fleetReady } from './fleets/fleet-status'
import { owedInStep } from './management/steps'
import { mayIssue } from './registry'
import { currentSetupStep, readyToStart, setupChecklist } from './setup-checklist'
import { teamBasesAllPlaced, teamDefensesAssigned } from './base-defense'
import { campaignEndsAfterPivotal } from './pivotal/final-standings'
import { TEAMS, findPlayer, otherTeam, type Actor, type CampaignState, type PlayerId, type TeamId } from './state'
import type { Duty } from './duty-kinds'

export type { Duty, DutyKind } from './duty-kinds'
import { diplomatsSettled, nextDeclaringTeam, pendingBattle, unpairedPlayers } from './turn/pairing'
import { spacersSettled } from './turn/strategy-commands'

/** Where a duty is done: the page area the pages link to. */
export type DutyPlace = 'setup' | 'fleet' | 'turn' | 'battle' | 'management' | 'pivotal'

export function dutyPlace(duty: Duty): DutyPlace {
  switch (duty.kind) {
    case 'place-base':
    case 'assign-defenses':
    case 'start-campaign':
      return 'setup'
    case 'ready-fleet':
      return 'fleet'
    case 'choose-diplomats':
    case 'declare-assault':
    case 'name-defender':
    case 'spend-spacers':
      return 'turn'
    case 'choose-objective':
    case 'enter-result':
    case 'confirm-result':
    case 'settle-result':
    case 'choose-veterans':
      return 'battle'
    case 'build-bases':
    case 'gain-tokens':
    case 'take-reward':
    case 'spend-xp':
    case 'refit':
      return 'management'
    default:
      return 'pivotal'
  }
}

/** Every duty open now, in the order the rules take them. */
export function dutiesNow(state: CampaignState): Duty[] {
  switch (state.phase) {
    case 'setup':
      return setupDuties(state)
    case 'strategy':
      return strategyDuties(state)
    case 'battle':
      return battleDuties(state)
    case 'management':
      return managementDuties(state)
    case 'pivotal':
      return pivotalDuties(state)
    case 'ended':
      return []
  }
}

function setupDuties(state: CampaignState): Duty[] {
  const step = currentSetupStep(state)
  const checklist = setupChecklist(state)
  const duties: Duty[] = []
  if (step.step === 'place-bases') {
    duties.push(
      ...checklist.flatMap((c) =>
        c.kind === 'base-placed' && !c.done && state.players.find((p) => p.id === c.playerId)?.team === step.team
          ? [{ kind: 'place-base' as const, playerId: c.playerId }]
          : [],
      ),
    )
  }
  // R-SETUP-5: a team assigns its objectives once its own bases are placed, while the other team may still place.
  duties.push(
    ...TEAMS.filter((team) => teamBasesAllPlaced(state, team) && !teamDefensesAssigned(state, team)).map((team) => ({
      kind: 'assign-defenses' as const,
      team,
    })),
  )
  // Fleets can be built from the start, while bases are still being placed (R-SETUP-2, R-SETUP-3).
  duties.push(...state.fleets.filter((f) => !fleetReady(state, f)).map((f) => ({ kind: 'ready-fleet' as const, fleetId: f.id })))
  if (readyToStart(state)) duties.push({ kind: 'start-campaign' })
  return duties
}

function strategyDuties(state: CampaignState): Duty[] {
  const turn = state.turnState!
  if (!diplomatsSettled(state))
    return TEAMS.filter((t) => turn.diplomats[t] === undefined && state.teams[t].tokens.diplomats > 0).map((team) => ({ kind: 'choose-diplomats', team }))
  const pending = pendingBattle(state)
  if (pending) return [{ kind: 'name-defender', team: otherTeam(pending.assaulter.team), battleId: pending.id }]
  const declaring = nextDeclaringTeam(state)
  if (declaring) return [{ kind: 'declare-assault', team: declaring, playerIds: unpairedPlayers(state, declaring) }]
  return TEAMS.filter((t) => !spacersSettled(state, t)).map((team) => ({ kind: 'spend-spacers', team }))
}

function battleDuties(state: CampaignState): Duty[] {
  return state.turnState!.battles.flatMap((b): Duty[] => {
    if (!b.defender) return []
    if (b.objective === null) return [{ kind: 'choose-objective', battleId: b.id, playerId: b.assaulter.playerId }]
    const r = b.result
    if (r.status === 'none') return [{ kind: 'enter-result', battleId: b.id, playerIds: [b.assaulter.playerId, b.defender.playerId] }]
    if (r.status === 'entered') {
      const other = r.by === b.assaulter.playerId ? b.defender.playerId : b.assaulter.playerId
      return [{ kind: 'confirm-result', battleId: b.id, playerId: other }]
    }
    if (r.status === 'disputed') return [{ kind: 'settle-result', battleId: b.id }]
    return (['assaulter', 'defender'] as const).flatMap((side): Duty[] => {
      const s = b[side]!
      return r.result[side].eligibleVeterans.length > 0 && b.veteransChosen[s.fleetId] === undefined
        ? [{ kind: 'choose-veterans', battleId: b.id, fleetId: s.fleetId, playerId: s.playerId }]
        : []
    })
  })
}

function managementDuties(state: CampaignState): Duty[] {
  const m = state.turnState?.management
  if (!m) return []
  const owed = owedInStep(state)
  switch (m.step) {
    case 'effects':
      return owed.teams.map((team) => ({ kind: 'build-bases', team }))
    case 'tokens':
      return owed.teams.map((team) => ({ kind: 'gain-tokens', team }))
    case 'rewards':
      return owed.fleets.map((fleetId) => ({ kind: 'take-reward', fleetId }))
    case 'experience':
      return owed.fleets.map((fleetId) => ({ kind: 'spend-xp', fleetId }))
    case 'refit':
      return owed.fleets.map((fleetId) => ({ kind: 'refit', fleetId }))
  }
}

function pivotalDuties(state: CampaignState): Duty[] {
  const p = state.pivotal
  if (!p) return []
  switch (p.step) {
    case 'choose':
      return [{ kind: 'choose-pivotal', team: p.chooser }]
    case 'prepare':
      return TEAMS.filter((t) => !p.prepared.includes(t)).map((team) => ({ kind: 'prepare-pivotal', team }))
    case 'battle': {
      if (p.result.status === 'entered') return [{ kind: 'confirm-pivotal-result' }]
      const parts = p.result.status === 'partial' ? p.result.parts : {}
      return TEAMS.filter((t) => parts[t] === undefined).map((team) => ({ kind: 'enter-pivotal-result', team }))
    }
    case 'after': {
      const duties: Duty[] = []
      if (p.claim) duties.push({ kind: 'claim-pivotal-effects', team: p.claim.team })
      if (p.result.status === 'applied') {
        for (const [fleetId, outcome] of Object.entries(p.result.result.fleets)) {
          if (outcome.eligibleVeterans.length > 0 && p.veteransChosen[fleetId] === undefined) duties.push({ kind: 'pivotal-veterans', fleetId })
        }
      }
      duties.push(...(Object.keys(p.tokenChoices) as TeamId[]).map((team) => ({ kind: 'pivotal-tokens' as const, team })))
      const refitDone = p.refit?.refitDone ?? []
      const experienceDone = p.refit?.experienceDone ?? []
      const endsCampaign = campaignEndsAfterPivotal(state.act, p.climactic)
      // After the campaign's last battle a refit prepares nothing: nobody is asked for one (R-END).
      for (const f of endsCampaign ? [] : state.fleets) {
        if (f.commander && !experienceDone.includes(f.id) && p.refit?.step === 'experience') duties.push({ kind: 'spend-xp', fleetId: f.id })
        else if (!refitDone.includes(f.id) && p.refit?.step === 'refit') duties.push({ kind: 'refit', fleetId: f.id })
      }
      // The organizer closes the battle once the token choices are made and, unless the campaign ends, every
      // fleet has finished its refit (R-PIVOT-AFTER, R-END).
      const everyRefitDone = state.fleets.every((f) => refitDone.includes(f.id))
      if (!p.claim && Object.keys(p.tokenChoices).length === 0 && (endsCampaign || everyRefitDone)) duties.push({ kind: 'finish-pivotal', endsCampaign })
      return duties
    }
  }
}

/** A command that discharges the duty, to ask the registry who may send it. */
function sampleCommand(duty: Duty): CampaignCommand | null {
  switch (duty.kind) {
    case 'place-base':
      return { type: 'place-base', playerId: duty.playerId, systemId: 'tatooine' }
    case 'assign-defenses':
      return { type: 'assign-base-defenses', team: duty.team, assignments: [] }
    case 'ready-fleet':
      return {
        type: 'set-fleet',
        fleetId: duty.fleetId,
        draft: { name: '', ships: [], squadrons: [], objectives: { assault: null, defense: null, navigation: null } },
      }
    case 'start-campaign':
      return { type: 'start-campaign' }
    case 'choose-diplomats':
      return { type: 'choose-diplomats', team: duty.team, zone: null }
    case 'name-defender':
      return null
    case 'spend-spacers':
      return { type: 'spend-spacers', team: duty.team, fleetIds: [] }
    case 'choose-objective':
      return { type: 'choose-objective', battleId: duty.battleId, objectiveId: '-' }
    case 'confirm-result':
      return null
    case 'settle-result':
      return {
        type: 'settle-result',
        battleId: duty.battleId,
        result: {
          assaulter: { destroyed: [], retreated: [], eligibleVeterans: [], score: 0 },
          defender: { destroyed: [], retreated: [], eligibleVeterans: [], score: 0 },
        },
      }
    case 'choose-veterans':
      return { type: 'choose-veterans', battleId: duty.battleId, fleetId: duty.fleetId, uids: [] }
    case 'build-bases':
      return { type: 'finish-bases', team: duty.team }
    case 'gain-tokens':
      return { type: 'gain-tokens', team: duty.team, choices: {} }
    case 'take-reward':
      return { type: 'take-reward', fleetId: duty.fleetId, decline: true, systemId: 'tatooine', rewardType: 'officer', cards: [], useDestiny: false }
    case 'spend-xp':
      return { type: 'finish-experience', fleetId: duty.fleetId }
    case 'refit':
      return { type: 'finish-refit', fleetId: duty.fleetId }
    case 'choose-pivotal':
      return { type: 'choose-pivotal', objectiveId: 'conquest', climactic: false }
    case 'prepare-pivotal':
      return { type: 'finish-pivotal-prep', team: duty.team }
    case 'enter-pivotal-result':
      return { type: 'enter-pivotal-team-result', team: duty.team, score: 0, tabled: false, fleets: {} }
    case 'confirm-pivotal-result':
      return { type: 'confirm-pivotal-result' }
    case 'pivotal-veterans':
      return { type: 'pivotal-veterans', fleetId: duty.fleetId, uids: [] }
    case 'pivotal-tokens':
      return { type: 'pivotal-tokens', team: duty.team, tokens: [] }
    case 'claim-pivotal-effects':
      return { type: 'claim-pivotal-effects', team: duty.team }
    case 'finish-pivotal':
      return { type: 'finish-pivotal' }
    case 'declare-assault':
      return null
    case 'enter-result':
      return null
  }
}

/** R-RESULT-CONFIRM: a player of the team that did not enter the pivotal result; either team for one built from both parts. */
function mayConfirmPivotal(state: CampaignState, playerId: PlayerId): boolean {
  const result = state.pivotal?.result
  if (result?.status !== 'entered') return false
  const team = findPlayer(state, playerId)?.team
  return team !== undefined && (result.by === 'teams' || findPlayer(state, result.by)?.team !== team)
}

/** Whether this person may discharge the duty: the permissions of the command that does. */
export function mayDo(state: CampaignState, actor: Actor, duty: Duty): boolean {
  if (actor.role === 'organizer') return true
  switch (duty.kind) {
    case 'declare-assault':
      return duty.playerIds.some((playerId) => mayIssue(state, actor, { type: 'declare-assault', playerId, systemId: 'tatooine', fleetId: playerId }))
    case 'name-defender':
      return unpairedPlayers(state, duty.team).some((playerId) =>
        mayIssue(state, actor, { type: 'name-defender', battleId: duty.battleId, playerId, fleetId: playerId }),
      )
    case 'enter-result':
      return duty.playerIds.includes(actor.playerId)
    case 'confirm-result':
      return duty.playerId === actor.playerId
    case 'confirm-pivotal-result':
      return mayConfirmPivotal(state, actor.playerId)
    default: {
      const command = sampleCommand(duty)
      return command !== null && mayIssue(state, actor, command)
    }
  }
}

/** This person's duties now, and the others still open (who the campaign waits for). */
/** What a player is told the other team still owes: its XP as one team duty (see dutiesFor). */
export type AwaitedDuty = Duty | { kind: 'team-spend-xp'; team: TeamId }

export function dutiesFor(state: CampaignState, actor: Actor): { mine: Duty[]; others: AwaitedDuty[] } {
  const all = dutiesNow(state)
  // The organizer can do anything: their own duties are only those nobody else can do.
  if (actor.role === 'organizer') {
    const nobodyElse = (d: Duty) => !state.players.some((p) => mayDo(state, { role: 'player', playerId: p.id }, d))
    return { mine: all.filter(nobodyElse), others: all.filter((d) => !nobodyElse(d)) }
  }
  return {
    mine: all.filter((d) => mayDo(state, actor, d)),
    others: foldOtherTeamXp(
      state,
      actor,
      all.filter((d) => !mayDo(state, actor, d)),
    ),
  }
}

/**
 * R-SECRET: which of the other team's commanders still owe XP would tell what they can afford (their XP and
 * abilities are the team's), since a commander who can buy nothing is done by itself. A player sees only
 * that the other team is still spending XP.
 */
function foldOtherTeamXp(state: CampaignState, actor: Actor, duties: Duty[]): AwaitedDuty[] {
  const team = actor.role === 'player' ? state.players.find((p) => p.id === actor.playerId)?.team : undefined
  const out: AwaitedDuty[] = []
  for (const duty of duties) {
    const fleetTeam = duty.kind === 'spend-xp' ? state.fleets.find((f) => f.id === duty.fleetId)?.team : undefined
    if (!fleetTeam || fleetTeam === team) out.push(duty)
    else if (!out.some((d) => d.kind === 'team-spend-xp' && d.team === fleetTeam)) out.push({ kind: 'team-spend-xp', team: fleetTeam })
  }
  return out
}
