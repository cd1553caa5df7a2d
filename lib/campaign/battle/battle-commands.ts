// The battle phase's commands (RULES.md §5): the objective, the result entered by one player and
// confirmed by the other (or settled by the organizer), then applied all at once: winner, XP, scars.
// Veterans are chosen after; Destiny and Spynet spending is recorded.
import { OBJECTIVES } from '@/lib/data/objectives'
import type {
  ChooseObjectiveCommand,
  ChooseVeteransCommand,
  EnterResultCommand,
  ReportedBattleResult,
  SettleResultCommand,
  SpendBattleTokenCommand,
  SpynetRevealCommand,
} from '../commands'
import type { Fleet } from '../fleets/fleet'
import { otherTeam, type Actor, type CampaignState, type TeamId } from '../state'
import type { Battle, BattleResult, FleetOutcome } from '../turn/turn-state'
import { turnOf } from '../turn/pairing'
import { refuse, type CommandResult, type RuleViolation } from '../violations'
import { canonicalJson } from '../canonical-json'
import { battleWinner, marginOfVictory } from './battle-winner'
import { battleXp } from './battle-xp'
import { applyScars, applyVeterans, fieldedOutcomeViolations, isTabled, veteranAllowance } from './fleet-outcome'
import { objectivePool } from './objective-pool'
import { spendTokens } from '../tokens/spend-tokens'
import { promotionTargets } from './squadron-promotion'
import { cardViolations } from '../fleets/card-rules'
import { fleetStatusViolations } from '../fleets/fleet-status'
import { firstLostCard, lostUniquesOf } from '../fleets/lost-uniques'

type Sides = 'assaulter' | 'defender'

function inBattlePhase(state: CampaignState, battleId: string): { battle: Battle } | { error: CommandResult<CampaignState> } {
  const battle = turnOf(state).battles.find((b) => b.id === battleId && b.defender !== null)
  if (!battle) return { error: refuse({ rule: 'R-RESULT', reason: 'unknown-battle' }) }
  return { battle }
}

function replaceBattle(state: CampaignState, battle: Battle, fleets = state.fleets): CampaignState {
  const turn = turnOf(state)
  return { ...state, fleets, turnState: { ...turn, battles: turn.battles.map((b) => (b.id === battle.id ? battle : b)) } }
}

function fleetOf(state: CampaignState, id: string): Fleet {
  const fleet = state.fleets.find((f) => f.id === id)
  if (!fleet) throw new Error(`no fleet ${id}`)
  return fleet
}

/** The pool a battle offers now (R-OBJ-1, R-OBJ-2). */
export function battleObjectivePool(state: CampaignState, battle: Battle) {
  return objectivePool({
    systemId: battle.systemId,
    control: state.control,
    playedCampaignObjectives: state.playedCampaignObjectives,
    defenderObjectives: fleetOf(state, battle.defender!.fleetId).objectives,
  })
}

export function chooseObjective(state: CampaignState, command: ChooseObjectiveCommand): CommandResult<CampaignState> {
  const found = inBattlePhase(state, command.battleId)
  if ('error' in found) return found.error
  const { battle } = found
  const pool = battleObjectivePool(state, battle)
  // A base assault's objective is the base's, set as the battle phase begins: no choice at all (R-OBJ-1), which
  // is checked before "already chosen" (R-OBJ-2), a rule of the battles that have a choice.
  if (pool.kind !== 'choice') return refuse({ rule: 'R-OBJ-1', reason: 'objective-not-in-pool', cardId: command.objectiveId })
  if (battle.objective !== null) return refuse({ rule: 'R-OBJ-2', reason: 'objective-already-chosen' })
  if (!pool.objectives.includes(command.objectiveId)) return refuse({ rule: 'R-OBJ-2', reason: 'objective-not-in-pool', cardId: command.objectiveId })
  return { ok: true, state: replaceBattle(state, { ...battle, objective: command.objectiveId }) }
}

/**
 * R-RESULT: the reported result checked against both fleets, with who was tabled worked out from the
 * elements destroyed and retreated; a reported `tabled` that says otherwise is refused.
 */
export function completeResult(state: CampaignState, battle: Battle, reported: ReportedBattleResult): CommandResult<BattleResult> {
  const complete = (side: Sides): { outcome: FleetOutcome; violations: RuleViolation[] } => {
    const fleetId = battle[side]!.fleetId
    const fleet = fleetOf(state, fleetId)
    const tabled = isTabled(fleet, reported[side])
    const outcome: FleetOutcome = { ...reported[side], tabled }
    // Each refusal names the fleet, the element's card and the field, so that the form shows it at that field.
    const violations = fieldedOutcomeViolations(fleet, outcome).map((v) => ({ ...v, fleetId }) as RuleViolation)
    if (reported[side].tabled !== undefined && reported[side].tabled !== tabled) violations.push({ rule: 'R-RESULT', reason: 'tabled-contradicts', fleetId })
    return { outcome, violations }
  }
  const assaulter = complete('assaulter')
  const defender = complete('defender')
  const violations = [...assaulter.violations, ...defender.violations]
  return violations.length > 0 ? refuse(...violations) : { ok: true, state: { assaulter: assaulter.outcome, defender: defender.outcome } }
}

/** R-RESULT-WIN, R-XP, R-SCAR, R-OBJ-3: the confirmed result, applied all at once. */
export function applyResult(state: CampaignState, battle: Battle, result: BattleResult): CampaignState {
  const winnerSide = battleWinner(result)
  const mov = marginOfVictory(result)
  const xpFor = (side: Sides) => {
    const own = battle[side]!
    const enemy = side === 'assaulter' ? battle.defender! : battle.assaulter
    return battleXp(state.preset, { won: winnerSide === side, mov, ownValue: own.fleetValue, enemyValue: enemy.fleetValue }).total
  }
  const xp = { assaulter: xpFor('assaulter'), defender: xpFor('defender') }
  const fleets = state.fleets.map((f) => {
    for (const side of ['assaulter', 'defender'] as const) {
      if (f.id !== battle[side]!.fleetId) continue
      const scarred = applyScars(f, result[side])
      return scarred.commander ? { ...scarred, commander: { ...scarred.commander, xp: scarred.commander.xp + xp[side] } } : scarred
    }
    return f
  })
  const objective = OBJECTIVES.find((o) => o.id === battle.objective)
  const played = { ...state.playedCampaignObjectives }
  if (objective?.category === 'campaign') played[battle.systemId] = [...(played[battle.systemId] ?? []), objective.id]
  const applied: Battle = { ...battle, result: { status: 'applied', result, winner: battle[winnerSide]!.team, xp } }
  const battleLog = [
    ...(state.battleLog ?? []),
    { act: state.act, turn: state.turn, systemId: battle.systemId, assaulters: battle.assaulter.team, winner: battle[winnerSide]!.team, battleId: battle.id },
  ]
  return { ...replaceBattle(state, applied, fleets), playedCampaignObjectives: played, battleLog }
}

function sideOfPlayer(battle: Battle, playerId: string): Sides | null {
  if (battle.assaulter.playerId === playerId) return 'assaulter'
  if (battle.defender?.playerId === playerId) return 'defender'
  return null
}

/** R-RESULT-CONFIRM: either player enters; an entry by the organizer needs no confirmation. */
export function enterResult(state: CampaignState, actor: Actor, command: EnterResultCommand): CommandResult<CampaignState> {
  const found = inBattlePhase(state, command.battleId)
  if ('error' in found) return found.error
  const { battle } = found
  if (battle.objective === null) return refuse({ rule: 'R-RESULT', reason: 'objective-missing-for-result' })
  if (battle.result.status === 'applied') return refuse({ rule: 'R-RESULT-CONFIRM', reason: 'result-already-applied' })
  // Whoever entered a result may correct it until it is confirmed (a correction waits for confirmation again).
  const correcting = battle.result.status !== 'none' && actor.role === 'player' && battle.result.by === actor.playerId
  if (battle.result.status !== 'none' && !correcting) return refuse({ rule: 'R-RESULT-CONFIRM', reason: 'result-already-entered' })
  const result = completeResult(state, battle, command.result)
  if (!result.ok) return result
  if (actor.role === 'organizer') return { ok: true, state: applyResult(state, battle, result.state) }
  return { ok: true, state: replaceBattle(state, { ...battle, result: { status: 'entered', by: actor.playerId, result: result.state } }) }
}

/** A confirmation or a dispute is about the result its sender saw: refused if it was corrected since. */
function seenChanged(entered: BattleResult, seen: ReportedBattleResult | undefined): boolean {
  return seen !== undefined && canonicalJson(seen) !== canonicalJson(entered)
}

export function confirmResult(state: CampaignState, actor: Actor, battleId: string, seen?: ReportedBattleResult): CommandResult<CampaignState> {
  const found = inBattlePhase(state, battleId)
  if ('error' in found) return found.error
  const { battle } = found
  if (battle.result.status === 'applied') return refuse({ rule: 'R-RESULT-CONFIRM', reason: 'result-already-applied' })
  if (battle.result.status !== 'entered') return refuse({ rule: 'R-RESULT-CONFIRM', reason: 'result-missing' })
  if (seenChanged(battle.result.result, seen)) return refuse({ rule: 'R-RESULT-CONFIRM', reason: 'result-changed' })
  if (actor.role === 'player' && battle.result.by === actor.playerId) return refuse({ rule: 'R-RESULT-CONFIRM', reason: 'own-result' })
  return { ok: true, state: applyResult(state, battle, battle.result.result) }
}

/**
 * R-RESULT-CONFIRM: the other player disagrees. A dispute may carry its reason and the disputing player's own
 * figures (checked like an entered result), so that the organizer settles from both versions; a dispute without
 * them (histories written before they were asked) stays as it was.
 */
export function disputeResult(
  state: CampaignState,
  actor: Actor,
  battleId: string,
  seen?: ReportedBattleResult,
  dispute: { reason?: string; counter?: ReportedBattleResult } = {},
): CommandResult<CampaignState> {
  const found = inBattlePhase(state, battleId)
  if ('error' in found) return found.error
  const { battle } = found
  if (battle.result.status === 'applied') return refuse({ rule: 'R-RESULT-CONFIRM', reason: 'result-already-applied' })
  if (battle.result.status !== 'entered') return refuse({ rule: 'R-RESULT-CONFIRM', reason: 'result-missing' })
  if (seenChanged(battle.result.result, seen)) return refuse({ rule: 'R-RESULT-CONFIRM', reason: 'result-changed' })
  if (actor.role !== 'player' || battle.result.by === actor.playerId) return refuse({ rule: 'R-RESULT-CONFIRM', reason: 'own-result' })
  const counter = dispute.counter ? completeResult(state, battle, dispute.counter) : null
  if (counter && !counter.ok) return counter
  const entered = battle.result
  const disputed: Battle['result'] = {
    status: 'disputed',
    by: entered.by,
    result: entered.result,
    disputedBy: actor.playerId,
    ...(dispute.reason !== undefined ? { reason: dispute.reason } : {}),
    ...(counter ? { counter: counter.state } : {}),
  }
  return { ok: true, state: replaceBattle(state, { ...battle, result: disputed }) }
}

/** The organizer settles a result (disputed or not) with the values that stand. */
export function settleResult(state: CampaignState, command: SettleResultCommand): CommandResult<CampaignState> {
  const found = inBattlePhase(state, command.battleId)
  if ('error' in found) return found.error
  const { battle } = found
  if (battle.result.status === 'applied') return refuse({ rule: 'R-RESULT-CONFIRM', reason: 'result-already-applied' })
  if (battle.objective === null) return refuse({ rule: 'R-RESULT', reason: 'objective-missing-for-result' })
  const result = completeResult(state, battle, command.result)
  if (!result.ok) return result
  return { ok: true, state: applyResult(state, battle, result.state) }
}

/**
 * R-VET-3: a squadron chosen to become veteran may instead be replaced by a unique squadron of the
 * same type, one step at a time: a generic by a unique without defense tokens, that by one with them.
 * The replacement is not veteran, and unique names stay once per team (R-FLEET-ALWAYS 5).
 */
export function promoteSquadrons(state: CampaignState, fleet: Fleet, promotions: { uid: string; toCardId: string }[], chosen: string[]): CommandResult<Fleet> {
  if (promotions.length === 0) return { ok: true, state: fleet }
  let squadrons = fleet.squadrons
  for (const p of promotions) {
    const current = squadrons.find((s) => s.uid === p.uid)
    const step = current !== undefined && promotionTargets(current.cardId).includes(p.toCardId)
    if (!chosen.includes(p.uid) || !step) return refuse({ rule: 'R-VET-3', reason: 'promotion-not-allowed', cardId: p.toCardId, fleetId: fleet.id })
    squadrons = squadrons.map((s) => (s.uid === p.uid ? { ...s, cardId: p.toCardId, veteran: false } : s))
  }
  const promoted = { ...fleet, squadrons }
  const clash = [
    ...cardViolations(promoted, promoted.team),
    ...fleetStatusViolations({ ...state, fleets: state.fleets.map((f) => (f.id === fleet.id ? promoted : f)) }, promoted),
  ].filter((v) => v.reason === 'unique-twice' || v.reason === 'unique-name-shared')
  if (clash.length > 0) return refuse(...clash.map((v) => ({ ...v, fleetId: fleet.id })))
  // R-REFIT 8: a unique the team lost by disbanding never returns, not even by promotion.
  const lost = firstLostCard(
    promotions.map((p) => p.toCardId),
    lostUniquesOf(state, fleet.team),
  )
  if (lost) return refuse({ rule: 'R-REFIT', item: 8, reason: 'unique-lost', cardId: lost.cardId, name: lost.name, fleetId: fleet.id })
  return { ok: true, state: promoted }
}

/** The number of Skilled Spacers tokens the team spent for this fleet this turn (R-STRAT-SPACERS). */
export function spacersFor(state: CampaignState, team: TeamId, fleetId: string): number {
  return (turnOf(state).spacers[team] ?? []).filter((id) => id === fleetId).length
}

export function chooseVeterans(state: CampaignState, command: ChooseVeteransCommand): CommandResult<CampaignState> {
  const found = inBattlePhase(state, command.battleId)
  if ('error' in found) return found.error
  const { battle } = found
  if (battle.result.status !== 'applied') return refuse({ rule: 'R-VET-2', reason: 'result-missing' })
  const side = battle.assaulter.fleetId === command.fleetId ? 'assaulter' : battle.defender!.fleetId === command.fleetId ? 'defender' : null
  if (!side) return refuse({ rule: 'R-VET-2', reason: 'fleet-not-in-battle', fleetId: command.fleetId })
  if (battle.veteransChosen[command.fleetId] !== undefined) return refuse({ rule: 'R-VET-2', reason: 'veterans-already-chosen', fleetId: command.fleetId })
  const allowance = veteranAllowance(spacersFor(state, battle[side]!.team, command.fleetId))
  const outcome = applyVeterans(fleetOf(state, command.fleetId), battle.result.result[side].eligibleVeterans, command.uids, allowance)
  if (!outcome.ok) return refuse(...outcome.violations.map((v) => ({ ...v, fleetId: command.fleetId }) as RuleViolation))
  const promoted = promoteSquadrons(state, outcome.fleet, command.promotions ?? [], command.uids)
  if (!promoted.ok) return promoted
  const fleets = state.fleets.map((f) => (f.id === command.fleetId ? promoted.state : f))
  return { ok: true, state: replaceBattle(state, { ...battle, veteransChosen: { ...battle.veteransChosen, [command.fleetId]: command.uids } }, fleets) }
}

/** R-TOKEN-DESTINY, R-TOKEN-SPYNET: a player spends a token handed to them for their battle. */
export function spendBattleToken(state: CampaignState, command: SpendBattleTokenCommand): CommandResult<CampaignState> {
  const found = inBattlePhase(state, command.battleId)
  if ('error' in found) return found.error
  const side = sideOfPlayer(found.battle, command.playerId)
  if (!side) return refuse({ rule: 'R-TOKEN-SPEND', reason: 'not-in-battle', playerId: command.playerId })
  return spendTokens(state, found.battle[side]!.team, { [command.token]: command.count })
}

/** R-TOKEN-SPYNET: outside a battle, reveal one enemy base's Base Defense objective to the team for good. */
export function spynetReveal(state: CampaignState, command: SpynetRevealCommand): CommandResult<CampaignState> {
  const control = state.control[command.systemId]
  if (control?.kind !== 'base' || control.team !== otherTeam(command.team)) {
    return refuse({ rule: 'R-TOKEN-SPYNET', reason: 'not-enemy-base', systemId: command.systemId })
  }
  if (state.revealedDefenses[command.team].includes(command.systemId)) {
    return refuse({ rule: 'R-TOKEN-SPYNET', reason: 'already-revealed', systemId: command.systemId })
  }
  const spent = spendTokens(state, command.team, { spynet: 1 })
  if (!spent.ok) return spent
  const revealed = { ...spent.state.revealedDefenses, [command.team]: [...spent.state.revealedDefenses[command.team], command.systemId] }
  return { ok: true, state: { ...spent.state, revealedDefenses: revealed } }
}

/** Every battle applied and every fleet with eligible elements has chosen its veterans. */
export function battlesComplete(state: CampaignState): boolean {
  return turnOf(state).battles.every((b) => {
    if (b.defender === null) return true
    if (b.result.status !== 'applied') return false
    const r = b.result.result
    return (['assaulter', 'defender'] as const).every((side) => r[side].eligibleVeterans.length === 0 || b.veteransChosen[b[side]!.fleetId] !== undefined)
  })
}
