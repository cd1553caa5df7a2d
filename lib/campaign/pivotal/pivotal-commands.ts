// The pivotal battle's commands (RULES.md §7): the chooser picks objective and target (and, when allowed,
// a climactic battle); teams prepare (R-PIVOT-UPGRADE); the team result is entered and confirmed, then only
// the steps of R-PIVOT-AFTER run; the organizer closes it into the next act, or the end (R-END).
import { shipCards, shipCard } from '@/lib/data/cards'
import { ZONES, type SystemId } from '@/lib/data/map'
import { zoneController } from './zone-control'
import type {
  ChoosePivotalCommand,
  ClaimPivotalEffectsCommand,
  EnterPivotalTeamResultCommand,
  EnterPivotalResultCommand,
  FinishPivotalPrepCommand,
  PivotalTokensCommand,
  PivotalUpgradeCommand,
  PivotalMoveUpgradeCommand,
  PivotalVeteransCommand,
  ResetCommanderCommand,
} from '../commands'
import { applyScars, applyVeterans, fieldedOutcomeViolations } from '../battle/fleet-outcome'
import { promoteSquadrons } from '../battle/battle-commands'
import { fleetValue } from '../fleets/fleet-value'
import { alwaysViolations } from '../fleets/fleet-rules'
import { teamFleetsBesides } from '../fleets/fleet-status'
import { otherTeam, totalCp, type Actor, type CampaignState, type TeamId } from '../state'
import { spendTokens } from '../tokens/spend-tokens'
import { emptyTurn } from '../turn/empty-turn'
import { refuse, type CommandResult, type RuleViolation } from '../violations'
import { pivotalChooser } from './chooser'
import { climacticAllowed } from './climax'
import { resetCommander as resetRule } from './commander-reset'
import { claimedSystemsViolations, newBaseViolations, pivotalOutcome } from './pivotal-effects'
import { availablePivotalObjectivesFor, choosingTeamRole, pivotalTargetViolations } from './pivotal-objectives'
import type { PivotalState } from './pivotal-state'
import { claimInputViolations, claimOutcome, pivotalClaimOwed } from './pivotal-claim'
import { allowedBaseDefenses } from '../management/base-building'
import { emptyManagement } from '../management/management-state'
import { withGenericSquadronScarsRemoved } from '../management/refit'
import { pivotalXp } from './pivotal-xp'
import { discardCards, keepUpgrades, moveUpgrade } from './pivotal-fleet-changes'
import type { Fleet } from '../fleets/fleet'
import { campaignEndsAfterPivotal } from './final-standings'

/** A system standing for a zone in the battle log when the pivotal battle targets a whole zone. */
const ZONE_CENTRES: Record<number, SystemId> = { 1: 'dantooine', 2: 'atollon', 3: 'kessel', 4: 'tatooine', 5: 'hoth' }

const PIVOTAL_UPGRADE_ALLOWANCE = 30
const EXTRA_RESOURCES_ALLOWANCE = 15

export function pivotalOf(state: CampaignState): PivotalState | null {
  return state.phase === 'pivotal' ? (state.pivotal ?? null) : null
}

function withPivotal(state: CampaignState, pivotal: PivotalState): CampaignState {
  return { ...state, pivotal }
}

const asViolations = (vs: { rule: string; reason: string }[]): RuleViolation[] => vs.map((v) => v as RuleViolation)

/** The act has ended: the pivotal battle begins with the chooser known (R-PIVOT-CHOOSE). */
export function enterPivotal(state: CampaignState): CampaignState {
  const chosenBy = pivotalChooser(state)
  const pivotal: PivotalState = {
    step: 'choose',
    chooser: chosenBy.team,
    chosenBy,
    zonesAtStart: ZONES.map((z) => ({ zone: z.id, team: zoneController(state, z.id) })),
    objective: null,
    target: null,
    climactic: false,
    assaulters: null,
    prepared: [],
    upgradedBy: [],
    fleetValues: {},
    result: { status: 'none' },
    tokenChoices: {},
    veteransChosen: {},
  }
  return { ...state, phase: 'pivotal', pivotal }
}

export function cpGap(state: CampaignState): number {
  return Math.abs(totalCp(state.teams.empire) - totalCp(state.teams.rebels))
}

export function choosePivotal(state: CampaignState, command: ChoosePivotalCommand): CommandResult<CampaignState> {
  const p = pivotalOf(state)!
  const { available } = availablePivotalObjectivesFor(state, p.chooser, state.playedPivotal ?? [])
  if (!available.includes(command.objectiveId)) return refuse({ rule: 'R-PIVOT-OBJ', reason: 'objective-not-in-pool', cardId: command.objectiveId })
  const target = { systemId: command.systemId ?? undefined, zone: command.zone ?? undefined }
  const violations = pivotalTargetViolations(state, p.chooser, command.objectiveId, target)
  if (violations.length > 0) return refuse(...asViolations(violations))
  if (command.climactic && !climacticAllowed(state, p.chooser)) return refuse({ rule: 'R-CLIMAX', reason: 'climax-not-allowed', team: p.chooser })
  const assaulters = choosingTeamRole(command.objectiveId) === 'assaulter' ? p.chooser : otherTeam(p.chooser)
  // Conquest and Evacuation are played on the base's Base Defense objective, openly (R-SECRET).
  const revealed = { ...state.revealedDefenses }
  if (target.systemId && state.control[target.systemId]?.kind === 'base' && !revealed[assaulters].includes(target.systemId)) {
    revealed[assaulters] = [...revealed[assaulters], target.systemId]
  }
  return {
    ok: true,
    state: withPivotal(
      { ...state, revealedDefenses: revealed },
      { ...p, step: 'prepare', objective: command.objectiveId, target, climactic: command.climactic, assaulters },
    ),
  }
}

/** R-PIVOT-UPGRADE, R-CLIMAX: the ships a team may bring in; a huge ship only for a climactic battle. */
export function pivotalUpgradeShips(state: CampaignState, team: TeamId): string[] {
  const climactic = state.pivotal?.climactic ?? false
  return shipCards()
    .filter((s) => s.faction === team && (s.size !== 'huge' || climactic))
    .map((s) => s.id)
}

/** A player fleet still preparing: its team is not ready yet. */
function preparingFleet(state: CampaignState, p: PivotalState, fleetId: string): CommandResult<Fleet> {
  const fleet = state.fleets.find((f) => f.id === fleetId && f.owner.kind === 'player')
  if (!fleet) return refuse({ rule: 'R-PIVOT-UPGRADE', reason: 'unknown-element', fleetId })
  if (p.prepared.includes(fleet.team)) return refuse({ rule: 'R-PIVOT-UPGRADE', reason: 'step-done', team: fleet.team })
  return { ok: true, state: fleet }
}

/**
 * R-PIVOT-UPGRADE: one player per team spends 1 Resources + 1 Repair Yards to replace one ship by a costlier
 * one, at most 30 FP more. R-CLIMAX: before a climactic battle, 1 Repair Yards + 2 Resources replace any number
 * of ships by one huge ship at most 30 FP more than them (it may be worth less). One more Resources adds 15 FP
 * and lets the player discard upgrades or squadrons: half their points, rounded up, add to the allowance.
 * The new ship is neither scarred nor veteran and takes the replaced ships' upgrades that were not discarded:
 * equipped where it has the slot, otherwise owned and unequipped (R-PIVOT-UPGRADE **Decision**). The fleet stays within R-FLEET-ALWAYS for the act that is ending.
 */
export function pivotalUpgrade(state: CampaignState, command: PivotalUpgradeCommand): CommandResult<CampaignState> {
  const p = pivotalOf(state)!
  const found = preparingFleet(state, p, command.fleetId)
  if (!found.ok) return found
  const fleet = found.state
  if (p.upgradedBy.includes(fleet.team)) return refuse({ rule: 'R-PIVOT-UPGRADE', reason: 'step-done', team: fleet.team })
  const ship = fleet.ships.find((s) => s.uid === command.shipUid)
  const to = shipCard(command.newShipCardId)
  const huge = to?.size === 'huge'
  const rule = huge ? 'R-CLIMAX' : 'R-PIVOT-UPGRADE'
  const replaced = [command.shipUid, ...(command.moreShipUids ?? [])]
  const removed = fleet.ships.filter((s) => replaced.includes(s.uid))
  if (!ship || !to || to.faction !== fleet.team || removed.length !== new Set(replaced).size || (huge ? !p.climactic : removed.length > 1)) {
    return refuse({ rule, reason: 'unknown-card', cardId: command.newShipCardId, fleetId: fleet.id })
  }
  const discardUpgrades = command.discardUpgradeUids ?? []
  const discardSquadrons = command.discardSquadronUids ?? []
  if (command.extraResources === 0 && discardUpgrades.length + discardSquadrons.length > 0)
    return refuse({ rule, reason: 'discard-needs-resources', fleetId: fleet.id })
  const discarded = discardCards(fleet, discardUpgrades, discardSquadrons, rule)
  if (!discarded.ok) return refuse(...discarded.violations)
  const credit = discarded.credit ?? 0
  const removedPoints = removed.reduce((sum, s) => sum + (shipCard(s.cardId)?.points ?? 0), 0)
  const allowance = PIVOTAL_UPGRADE_ALLOWANCE + EXTRA_RESOURCES_ALLOWANCE * command.extraResources + credit
  // R-PIVOT-UPGRADE asks for a costlier ship; R-CLIMAX's huge ship may be worth less than the ships it replaces.
  if ((!huge && to.points <= removedPoints) || to.points > removedPoints + allowance) {
    return refuse({ rule, reason: 'upgrade-allowance', value: to.points - removedPoints, limit: allowance, fleetId: fleet.id })
  }
  // The new ship takes the first replaced ship's place and keeps the upgrades of every ship it replaces.
  const kept = discarded.fleet.ships.filter((s) => replaced.includes(s.uid)).flatMap((s) => s.upgrades)
  const bare = {
    ...discarded.fleet,
    ships: discarded.fleet.ships
      .filter((s) => s.uid === ship.uid || !replaced.includes(s.uid))
      .map((s) => (s.uid === ship.uid ? { ...s, cardId: to.id, scarred: false, veteran: false, upgrades: [], flagship: removed.some((r) => r.flagship) } : s)),
  }
  const upgraded = keepUpgrades(
    bare,
    bare.ships.findIndex((s) => s.uid === ship.uid),
    kept,
  )
  const violations = alwaysViolations(upgraded, { preset: state.preset, stage: state.act, teamFleets: teamFleetsBesides(state, upgraded) })
  if (violations.length > 0) return refuse(...violations.map((v) => ({ ...v, fleetId: fleet.id })))
  const paid = spendTokens(state, fleet.team, { resources: (huge ? 2 : 1) + command.extraResources, 'repair-yards': 1 })
  if (!paid.ok) return paid
  const fleets = paid.state.fleets.map((f) => (f.id === fleet.id ? upgraded : f))
  return { ok: true, state: withPivotal({ ...paid.state, fleets }, { ...p, upgradedBy: [...p.upgradedBy, fleet.team] }) }
}

/** R-PIVOT-UPGRADE: before the battle any player moves an upgrade to another ship of their fleet, for free. */
export function pivotalMoveUpgrade(state: CampaignState, command: PivotalMoveUpgradeCommand): CommandResult<CampaignState> {
  const p = pivotalOf(state)!
  const found = preparingFleet(state, p, command.fleetId)
  if (!found.ok) return found
  const moved = moveUpgrade(found.state, command.upgradeUid, command.shipUid)
  if (!moved.ok) return refuse(...moved.violations)
  return { ok: true, state: { ...state, fleets: state.fleets.map((f) => (f.id === moved.fleet.id ? moved.fleet : f)) } }
}

export function finishPivotalPrep(state: CampaignState, command: FinishPivotalPrepCommand): CommandResult<CampaignState> {
  const p = pivotalOf(state)!
  if (p.prepared.includes(command.team)) return refuse({ rule: 'R-PIVOT-UPGRADE', reason: 'step-done', team: command.team })
  const prepared = [...p.prepared, command.team]
  const ready = prepared.length === 2
  const fleetValues = ready ? Object.fromEntries(state.fleets.filter((f) => f.owner.kind === 'player').map((f) => [f.id, fleetValue(f)])) : p.fleetValues
  return { ok: true, state: withPivotal(state, { ...p, prepared, step: ready ? 'battle' : 'prepare', fleetValues }) }
}

function playerFleets(state: CampaignState) {
  return state.fleets.filter((f) => f.owner.kind === 'player')
}

/**
 * R-PIVOT-AFTER: score, XP from team totals, scars, the objective's effects; veterans and tokens follow. When the
 * winner's result leaves a choice (the systems a Demonstration of Force takes, where an evacuated base moves, a
 * conquered base's objective), the objective's CP, tokens and map wait for the winner's claim (rules version 5).
 */
function applyPivotal(state: CampaignState, p: PivotalState, result: EnterPivotalResultCommand['result']): CommandResult<CampaignState> {
  const assaulters = p.assaulters!
  const defenders = otherTeam(assaulters)
  const aTabled = result.assaulters.tabled
  const dTabled = result.defenders.tabled
  const assaultersWon = aTabled !== dTabled ? dTabled : result.assaulters.score > result.defenders.score
  const claim = pivotalClaimOwed(state, p, assaultersWon, result)
  const outcome = claim
    ? null
    : pivotalOutcome({
        objectiveId: p.objective!,
        assaultersWon,
        assaulters,
        target: p.target ?? {},
        climactic: p.climactic,
        claimedSystems: result.claimedSystems,
        newBaseSystem: result.newBaseSystem,
        defense: result.conquestDefense,
        state,
      })
  if (outcome && !outcome.ok) return refuse(...asViolations(outcome.violations))
  const winner = assaultersWon ? assaulters : defenders
  const scores = { [assaulters]: result.assaulters.score, [defenders]: result.defenders.score } as Record<TeamId, number>
  const totals = { empire: 0, rebels: 0 }
  for (const f of playerFleets(state)) totals[f.team] += p.fleetValues[f.id] ?? fleetValue(f)
  const xp: Record<string, number> = {}
  const fleets = state.fleets.map((f) => {
    if (f.owner.kind !== 'player') return f
    const outcomeOf = result.fleets[f.id] ?? { destroyed: [], retreated: [], eligibleVeterans: [] }
    const gained = pivotalXp(state.preset, {
      won: f.team === winner,
      teamScore: scores[f.team],
      enemyScore: scores[otherTeam(f.team)],
      teamValue: totals[f.team],
      enemyValue: totals[otherTeam(f.team)],
    })
    xp[f.id] = gained
    const scarred = applyScars(f, { ...outcomeOf, score: 0, tabled: false })
    return scarred.commander ? { ...scarred, commander: { ...scarred.commander, xp: scarred.commander.xp + gained } } : scarred
  })
  const where: SystemId = p.target?.systemId ?? ZONE_CENTRES[p.target?.zone ?? 1]!
  const battleLog = [...(state.battleLog ?? []), { act: state.act, turn: state.turn, systemId: where, assaulters, winner, pivotal: true }]
  const played: CampaignState = { ...state, fleets, playedPivotal: [...(state.playedPivotal ?? []), p.objective!], battleLog }
  const refit = emptyManagement('refit')
  // R-REFIT 1: generic squadrons' scars go by themselves when the refit begins.
  const refitting = { ...played, fleets: played.fleets.map(withGenericSquadronScarsRemoved) }
  const applied = { ...p, step: 'after' as const, result: { status: 'applied' as const, result, winner, cp: 0, climacticCp: 0, xp }, tokenChoices: {}, refit }
  if (claim) return { ok: true, state: withPivotal(refitting, { ...applied, claim }) }
  return { ok: true, state: scoreOutcome(refitting, applied, outcome!) }
}

/** The objective's result on the campaign: the winner's CP, the new map, the tokens it owes a choice for. */
function scoreOutcome(state: CampaignState, p: PivotalState, outcome: Extract<ReturnType<typeof pivotalOutcome>, { ok: true }>): CampaignState {
  if (p.result.status !== 'applied') return state
  const winner = outcome.winner
  const t = state.teams[winner]
  const teams = { ...state.teams, [winner]: { ...t, pivotalCp: t.pivotalCp + outcome.cp } }
  const tokenChoices = outcome.tokenChoices.length > 0 ? { [winner]: outcome.tokenChoices } : {}
  return withPivotal(
    { ...state, teams, control: outcome.control },
    { ...p, claim: null, result: { ...p.result, cp: outcome.cp, climacticCp: outcome.climacticCp }, tokenChoices },
  )
}

/**
 * R-PIVOT-AFTER **Decision**, R-CLIMAX: the winning team claims what its result leaves to choose, once the result
 * is applied: 0 to 2 systems of the zone (Demonstration of Force), where its base moves (Evacuation), the
 * conquered base's Base Defense objective (Conquest, among those R-BASE-BUILD 1 allows). The objective's CP (with
 * the climactic bonus), tokens and map are applied with it; a refused claim changes nothing.
 */
export function claimPivotalEffects(state: CampaignState, command: ClaimPivotalEffectsCommand): CommandResult<CampaignState> {
  const p = pivotalOf(state)
  const owed = p?.claim
  if (!p || p.step !== 'after' || p.result.status !== 'applied' || !owed || owed.team !== command.team) {
    return refuse({ rule: 'R-PIVOT-AFTER', reason: 'claim-not-owed', team: command.team })
  }
  const input = {
    ...(command.claimedSystems ? { claimedSystems: command.claimedSystems } : {}),
    ...(command.newBaseSystem ? { newBaseSystem: command.newBaseSystem } : {}),
    ...(command.conquestDefense ? { conquestDefense: command.conquestDefense } : {}),
  }
  const wrongKind = claimInputViolations(owed, input)
  if (wrongKind.length > 0) return refuse(...asViolations(wrongKind))
  const outcome = claimOutcome(state, p, input)
  if (!outcome.ok) return refuse(...asViolations(outcome.violations))
  // The systems taken and the new base are the result's, as they were when the teams' parts held them (the
  // rewards of the systems taken read them); a conquered base's objective stays on the map only, its team's secret.
  const mapChoices =
    owed.kind === 'systems' ? { claimedSystems: command.claimedSystems ?? [] } : owed.kind === 'new-base' ? { newBaseSystem: command.newBaseSystem! } : {}
  const claimed = { ...p, result: { ...p.result, result: { ...p.result.result, ...mapChoices } } }
  return { ok: true, state: scoreOutcome(state, claimed, outcome) }
}

/**
 * R-PIVOT-AFTER **Decision**: a pivotal battle begun under rules version 5 (its zones kept at its start) takes its
 * map choices as a claim after the result; a result carrying them is refused. One begun before keeps them.
 */
function mapChoiceTooEarly(p: PivotalState, c: { claimedSystems?: unknown[]; newBaseSystem?: unknown; conquestDefense?: unknown }): boolean {
  return p.zonesAtStart !== undefined && ((c.claimedSystems?.length ?? 0) > 0 || c.newBaseSystem !== undefined || c.conquestDefense !== undefined)
}

export function enterPivotalResult(state: CampaignState, actor: Actor, command: EnterPivotalResultCommand): CommandResult<CampaignState> {
  const p = pivotalOf(state)!
  if (mapChoiceTooEarly(p, command.result)) return refuse({ rule: 'R-PIVOT-AFTER', reason: 'claim-after-result' })
  // The organizer's entry settles the result, whether or not a player entered one (R-RESULT-CONFIRM).
  if (actor.role === 'organizer') return applyPivotal(state, p, command.result)
  if (p.result.status !== 'none') return refuse({ rule: 'R-RESULT-CONFIRM', reason: 'result-already-entered' })
  return { ok: true, state: withPivotal(state, { ...p, result: { status: 'entered', by: actor.playerId, result: command.result } }) }
}

/**
 * R-PIVOT-AFTER (per team): each team enters its score, whether it was tabled, and its own fleets'
 * elements. Once both are in, a player of either team confirms the whole (or the organizer enters it).
 */
export function enterPivotalTeamResult(state: CampaignState, actor: Actor, command: EnterPivotalTeamResultCommand): CommandResult<CampaignState> {
  const p = pivotalOf(state)!
  if (mapChoiceTooEarly(p, command)) return refuse({ rule: 'R-PIVOT-AFTER', reason: 'claim-after-result', team: command.team })
  if (p.result.status !== 'none' && p.result.status !== 'partial') return refuse({ rule: 'R-RESULT-CONFIRM', reason: 'result-already-entered' })
  const parts = p.result.status === 'partial' ? p.result.parts : {}
  if (parts[command.team]) return refuse({ rule: 'R-RESULT-CONFIRM', reason: 'result-already-entered', team: command.team })
  const teamFleets = playerFleets(state).filter((f) => f.team === command.team)
  const stray = Object.keys(command.fleets).find((id) => !teamFleets.some((f) => f.id === id))
  if (stray) return refuse({ rule: 'R-RESULT', reason: 'fleet-not-in-battle', fleetId: stray })
  const violations = teamFleets.flatMap((f) =>
    fieldedOutcomeViolations(f, {
      ...(command.fleets[f.id] ?? { destroyed: [], retreated: [], eligibleVeterans: [] }),
      score: command.score,
      tabled: command.tabled,
    }).map((v) => ({ ...v, fleetId: f.id }) as RuleViolation),
  )
  if (violations.length > 0) return refuse(...violations)
  const assaulters = p.assaulters!
  // Map choices in a team's part (as entered under rules version 4 and before; they are claimed after the result
  // since) are checked now, so that a wrong one never blocks the confirmation that follows (R-PIVOT-AFTER).
  // A conquered base's objective must keep the team's bases balanced, as every base a team gains (R-BASE-BUILD 1).
  const conquestViolations: RuleViolation[] =
    command.team === assaulters &&
    p.objective === 'conquest' &&
    command.conquestDefense &&
    !allowedBaseDefenses(state, assaulters).includes(command.conquestDefense)
      ? [{ rule: 'R-BASE-BUILD', item: 1, reason: 'defense-not-balanced', team: assaulters, defense: command.conquestDefense }]
      : []
  const choiceViolations =
    command.team === assaulters
      ? [...(command.claimedSystems ? claimedSystemsViolations(state, assaulters, p.target?.zone, command.claimedSystems) : []), ...conquestViolations]
      : p.objective === 'evacuation' && command.newBaseSystem
        ? newBaseViolations(state, command.team, command.newBaseSystem)
        : []
  if (choiceViolations.length > 0) return refuse(...(choiceViolations as RuleViolation[]))
  // Each team enters the map choices its own win would make: the assaulters' (systems taken, the conquered
  // base's objective), the defenders' (where an evacuated base moves); the other team's are ignored.
  const choices =
    command.team === assaulters
      ? {
          ...(command.claimedSystems ? { claimedSystems: command.claimedSystems } : {}),
          ...(command.conquestDefense ? { conquestDefense: command.conquestDefense } : {}),
        }
      : command.newBaseSystem
        ? { newBaseSystem: command.newBaseSystem }
        : {}
  const next = {
    ...parts,
    [command.team]: {
      score: command.score,
      tabled: command.tabled,
      fleets: command.fleets,
      ...choices,
      by: actor.role === 'organizer' ? 'organizer' : actor.playerId,
    },
  }
  const a = next[assaulters]
  const d = next[otherTeam(assaulters)]
  if (!a || !d) return { ok: true, state: withPivotal(state, { ...p, result: { status: 'partial', parts: next } }) }
  const result = {
    assaulters: { score: a.score, tabled: a.tabled },
    defenders: { score: d.score, tabled: d.tabled },
    fleets: { ...a.fleets, ...d.fleets },
    ...(a.claimedSystems ? { claimedSystems: a.claimedSystems } : {}),
    ...(a.conquestDefense ? { conquestDefense: a.conquestDefense } : {}),
    ...(d.newBaseSystem ? { newBaseSystem: d.newBaseSystem } : {}),
  }
  return { ok: true, state: withPivotal(state, { ...p, result: { status: 'entered', by: 'teams', result } }) }
}

export function confirmPivotalResult(state: CampaignState, actor: Actor): CommandResult<CampaignState> {
  const p = pivotalOf(state)
  if (!p || p.step !== 'battle' || p.result.status !== 'entered') return refuse({ rule: 'R-RESULT-CONFIRM', reason: 'result-missing' })
  const entered = p.result
  // A result put together from both teams' parts may be confirmed by a player of either team.
  const enteredTeam = entered.by === 'teams' ? null : state.players.find((pl) => pl.id === entered.by)?.team
  const actorTeam = actor.role === 'player' ? state.players.find((pl) => pl.id === actor.playerId)?.team : null
  if (actor.role === 'player' && actorTeam === enteredTeam) return refuse({ rule: 'R-RESULT-CONFIRM', reason: 'own-result' })
  return applyPivotal(state, p, entered.result)
}

export function pivotalVeterans(state: CampaignState, command: PivotalVeteransCommand): CommandResult<CampaignState> {
  const p = pivotalOf(state)!
  if (p.result.status !== 'applied') return refuse({ rule: 'R-PHASE', reason: 'wrong-phase' })
  if (p.veteransChosen[command.fleetId] !== undefined) return refuse({ rule: 'R-VET-2', reason: 'veterans-already-chosen', fleetId: command.fleetId })
  const fleet = state.fleets.find((f) => f.id === command.fleetId)
  if (!fleet) return refuse({ rule: 'R-VET-2', reason: 'fleet-not-in-battle', fleetId: command.fleetId })
  const eligible = p.result.result.fleets[fleet.id]?.eligibleVeterans ?? []
  const applied = applyVeterans(fleet, eligible, command.uids, 1)
  if (!applied.ok) return refuse(...asViolations(applied.violations))
  const promoted = promoteSquadrons(state, applied.fleet, command.promotions ?? [], command.uids)
  if (!promoted.ok) return promoted
  const fleets = state.fleets.map((f) => (f.id === fleet.id ? promoted.state : f))
  return { ok: true, state: withPivotal({ ...state, fleets }, { ...p, veteransChosen: { ...p.veteransChosen, [fleet.id]: command.uids } }) }
}

export function pivotalTokens(state: CampaignState, command: PivotalTokensCommand): CommandResult<CampaignState> {
  const p = pivotalOf(state)
  const owed = p?.tokenChoices[command.team]
  if (!p || p.step !== 'after' || !owed) return refuse({ rule: 'R-PIVOT-AFTER', reason: 'step-done', team: command.team })
  if (command.tokens.length !== owed.length || command.tokens.some((t, i) => !owed[i]!.includes(t))) {
    return refuse({ rule: 'R-PIVOT-AFTER', reason: 'token-choice-missing', team: command.team })
  }
  const team = state.teams[command.team]
  const tokens = { ...team.tokens }
  for (const t of command.tokens) tokens[t] += 1
  const { [command.team]: _done, ...rest } = p.tokenChoices
  return { ok: true, state: withPivotal({ ...state, teams: { ...state.teams, [command.team]: { ...team, tokens } } }, { ...p, tokenChoices: rest }) }
}

/** R-PIVOT-AFTER: a player may reset their commander, regaining the XP of every ability held. */
export function resetCommander(state: CampaignState, command: ResetCommanderCommand): CommandResult<CampaignState> {
  const p = pivotalOf(state)!
  // After the campaign's last battle there is no next act to reset for (R-END).
  if (campaignEndsAfterPivotal(state.act, p.climactic)) return refuse({ rule: 'R-PHASE', reason: 'wrong-phase' })
  const fleet = state.fleets.find((f) => f.id === command.fleetId)
  if (!fleet?.commander) return refuse({ rule: 'R-PIVOT-AFTER', reason: 'no-commander', fleetId: command.fleetId })
  // After a reset nothing is free any more: an ability bought back is refunded at the next reset.
  const commander = { ...resetRule(fleet.commander, { startingAbility: fleet.commander.startingAbility ?? null }), startingAbility: null }
  return { ok: true, state: { ...state, fleets: state.fleets.map((f) => (f.id === fleet.id ? { ...f, commander } : f)) } }
}

/**
 * The organizer closes the pivotal battle: the next act begins, or the campaign ends (R-END). Since rules version 5
 * it closes by itself once nothing is left to decide (`pivotalSettled`); the organizer's close still moves past
 * veterans not chosen.
 */
export function finishPivotal(state: CampaignState): CommandResult<CampaignState> {
  const p = pivotalOf(state)!
  if (p.claim) return refuse({ rule: 'R-PIVOT-AFTER', reason: 'claim-owed', team: p.claim.team })
  if (Object.keys(p.tokenChoices).length > 0) return refuse({ rule: 'R-PIVOT-AFTER', reason: 'token-choice-missing' })
  if (campaignEndsAfterPivotal(state.act, p.climactic)) return { ok: true, state: closedPivotal(state, p) }
  // The campaign goes on: every fleet finishes its refit with the next act's limits first (R-PIVOT-AFTER).
  const unfinished = state.fleets.filter((f) => !(p.refit?.refitDone ?? []).includes(f.id))
  if (unfinished.length > 0) return refuse(...unfinished.map((f) => ({ rule: 'R-PIVOT-AFTER' as const, reason: 'fleet-not-ready' as const, fleetId: f.id })))
  return { ok: true, state: closedPivotal(state, p) }
}

function closedPivotal(state: CampaignState, p: PivotalState): CampaignState {
  if (campaignEndsAfterPivotal(state.act, p.climactic)) return withPivotal({ ...state, phase: 'ended', turnState: null }, p)
  const act = (state.act + 1) as 2 | 3
  return { ...state, phase: 'strategy', act, turn: 1, turnState: emptyTurn(), pivotal: null }
}

/**
 * R-PIVOT-AFTER, R-END: the pivotal battle leaves nothing to decide: its claim made, its tokens taken, every
 * veteran chosen and, unless the campaign ends, every fleet's refit finished. A commander's reset and the XP it
 * frees are spent before the fleet finishes its refit.
 */
export function pivotalLeavesNothing(state: CampaignState): boolean {
  const p = pivotalOf(state)
  if (!p || p.step !== 'after' || p.result.status !== 'applied' || p.claim || Object.keys(p.tokenChoices).length > 0) return false
  const result = p.result.result
  const veteransOwed = Object.entries(result.fleets).some(([fleetId, o]) => o.eligibleVeterans.length > 0 && p.veteransChosen[fleetId] === undefined)
  if (veteransOwed) return false
  return campaignEndsAfterPivotal(state.act, p.climactic) || state.fleets.every((f) => (p.refit?.refitDone ?? []).includes(f.id))
}

/** Rules version 5: the pivotal battle closes by itself once it leaves nothing to decide (ARCHITECTURE.md §7). */
export function settlePivotal(state: CampaignState): CampaignState {
  const p = pivotalOf(state)
  return p && pivotalLeavesNothing(state) ? closedPivotal(state, p) : state
}
