// The other uses of strategic effect tokens (RULES.md §8), each spent through the one path of
// R-TOKEN-SPEND: Ally forces for one battle, Diplomats' extra fleet-value XP after a battle, and
// Skilled Spacers replacing an objective for good.
import { updatePastBattle } from '../battle/past-battles'
import { OBJECTIVES } from '@/lib/data/objectives'
import { battleXp, XP_RULES } from '../battle/battle-xp'
import type { DiplomatsXpCommand, SpacersObjectiveCommand, SpendAllyCommand } from '../commands'
import type { CampaignState, TeamId } from '../state'
import { refuse, type CommandResult } from '../violations'
import { spendTokens } from './spend-tokens'
import { allyForcesViolations, type AllySpent } from './ally-forces'

/**
 * R-TOKEN-ALLY: in the strategy phase for a fleet of the team (its battle this turn; a fleet that ends up not
 * playing loses the token, as an unused Skilled Spacers does), or once a pivotal battle's objective is chosen
 * for a player's fleet. One Ally per fleet and battle; the forces are checked and recorded for the briefing.
 */
export function spendAlly(state: CampaignState, command: SpendAllyCommand): CommandResult<CampaignState> {
  const pivotal = state.phase === 'pivotal' && state.pivotal?.step === 'prepare' ? state.pivotal : null
  const fleet = state.fleets.find((f) => f.id === command.fleetId && f.team === command.team)
  // The fourth fleet never plays a pivotal battle (R-STRAT-FLEET).
  if (!fleet || (pivotal && fleet.owner.kind !== 'player')) return refuse({ rule: 'R-TOKEN-ALLY', reason: 'ally-fleet-not-playing', fleetId: command.fleetId })
  const spentBefore = (pivotal ? pivotal.allies : state.turnState?.allies) ?? []
  if (spentBefore.some((a) => a.fleetId === fleet.id)) return refuse({ rule: 'R-TOKEN-ALLY', reason: 'ally-already-spent', fleetId: fleet.id })
  const violations = allyForcesViolations(command.forces, command.team)
  if (violations.length > 0) return refuse(...violations)
  const spent = spendTokens(state, command.team, { ally: 1 })
  if (!spent.ok) return spent
  const allies: AllySpent[] = [...spentBefore, { team: command.team, fleetId: fleet.id, forces: command.forces }]
  if (pivotal) return { ok: true, state: { ...spent.state, pivotal: { ...spent.state.pivotal!, allies } } }
  return { ok: true, state: { ...spent.state, turnState: { ...spent.state.turnState!, allies } } }
}

/** R-TOKEN-DIPLOMATS: after a battle, its fleet-value XP once more for a fleet of the team, within the cap. */
export function diplomatsXp(state: CampaignState, command: DiplomatsXpCommand): CommandResult<CampaignState> {
  const battle = state.turnState?.battles.find((b) => b.id === command.battleId)
  if (!battle || battle.result.status !== 'applied') return refuse({ rule: 'R-TOKEN-DIPLOMATS', reason: 'result-missing' })
  const side = battle.assaulter.fleetId === command.fleetId ? 'assaulter' : battle.defender?.fleetId === command.fleetId ? 'defender' : null
  if (!side || battle[side]!.team !== command.team) return refuse({ rule: 'R-TOKEN-DIPLOMATS', reason: 'fleet-not-in-battle', fleetId: command.fleetId })
  const own = battle[side]!
  const enemy = side === 'assaulter' ? battle.defender! : battle.assaulter
  const gap = battleXp(state.preset, { won: false, mov: 0, ownValue: own.fleetValue, enemyValue: enemy.fleetValue }).gap
  const cap = XP_RULES[state.preset].cap
  const already = battle.result.xp[side]
  const extra = cap === null ? gap : Math.max(0, Math.min(gap, cap - already))
  if (extra === 0) return refuse({ rule: 'R-TOKEN-DIPLOMATS', reason: 'no-xp-to-gain', fleetId: command.fleetId })
  const spent = spendTokens(state, command.team, { diplomats: 1 })
  if (!spent.ok) return spent
  const turn = spent.state.turnState!
  const battles = turn.battles.map((b) =>
    b.id === battle.id && b.result.status === 'applied' ? { ...b, result: { ...b.result, xp: { ...b.result.xp, [side]: already + extra } } } : b,
  )
  const fleets = spent.state.fleets.map((f) =>
    f.id === command.fleetId && f.commander ? { ...f, commander: { ...f.commander, xp: f.commander.xp + extra } } : f,
  )
  const changed = battles.find((b) => b.id === battle.id)!
  return { ok: true, state: updatePastBattle({ ...spent.state, fleets, turnState: { ...turn, battles } }, changed) }
}

/** A fleet named in a declaration this turn, as assaulter or defender. */
export function fleetPairedThisTurn(
  state: { turnState?: { battles: readonly { assaulter: { fleetId: string }; defender: { fleetId: string } | null }[] } | null },
  fleetId: string,
): boolean {
  return (state.turnState?.battles ?? []).some((b) => b.assaulter.fleetId === fleetId || b.defender?.fleetId === fleetId)
}

/** The fleets of the team whose objective a Skilled Spacers token may replace now: none without a token, only fleets not yet paired. */
export function spacersObjectiveFleets(
  state: Parameters<typeof fleetPairedThisTurn>[0] & {
    phase: string
    fleets: readonly { id: string; team: TeamId }[]
    teams: Record<TeamId, { tokens: Record<string, number> }>
  },
  team: TeamId,
): string[] {
  if (state.phase !== 'strategy' || (state.teams[team].tokens['skilled-spacers'] ?? 0) < 1) return []
  return state.fleets.filter((f) => f.team === team && !fleetPairedThisTurn(state, f.id)).map((f) => f.id)
}

/** The objectives a Skilled Spacers token may bring in: of a fleet's three categories, not banned, held by no fleet of the team (R-FLEET-START 8). */
export function spacersObjectiveChoices(
  state: { fleets: readonly { team: TeamId; objectives: Record<string, string | null> }[] },
  team: TeamId,
): typeof OBJECTIVES {
  const held = new Set(state.fleets.filter((f) => f.team === team).flatMap((f) => Object.values(f.objectives)))
  return OBJECTIVES.filter((o) => ['assault', 'defense', 'navigation'].includes(o.category) && !o.bannedAtStart && !held.has(o.id))
}

/** R-TOKEN-SPACERS: before declaring an assault, a fleet replaces one of its objectives for good (R-FLEET-START 8 holds). */
export function spacersObjective(state: CampaignState, command: SpacersObjectiveCommand): CommandResult<CampaignState> {
  const fleet = state.fleets.find((f) => f.id === command.fleetId && f.team === command.team)
  if (!fleet) return refuse({ rule: 'R-TOKEN-SPACERS', reason: 'fleet-not-in-battle', fleetId: command.fleetId })
  // The pool of a battle is built from the defender's objectives: once paired, they must stay as they are.
  if (fleetPairedThisTurn(state, fleet.id)) return refuse({ rule: 'R-TOKEN-SPACERS', reason: 'fleet-already-paired', fleetId: fleet.id })
  const objective = OBJECTIVES.find((o) => o.id === command.objectiveId)
  if (!objective || objective.category !== command.category)
    return refuse({ rule: 'R-FLEET-START', item: 8, reason: 'wrong-objective-category', cardId: command.objectiveId })
  if (objective.bannedAtStart) return refuse({ rule: 'R-FLEET-START', item: 8, reason: 'objective-banned', cardId: objective.id })
  const shared = state.fleets.find((f) => f.team === fleet.team && f.id !== fleet.id && Object.values(f.objectives).includes(objective.id))
  if (shared) return refuse({ rule: 'R-FLEET-START', item: 8, reason: 'objective-shared', cardId: objective.id, otherFleetId: shared.id })
  const spent = spendTokens(state, command.team, { 'skilled-spacers': 1 })
  if (!spent.ok) return spent
  const fleets = spent.state.fleets.map((f) => (f.id === fleet.id ? { ...f, objectives: { ...f.objectives, [command.category]: objective.id } } : f))
  return { ok: true, state: { ...spent.state, fleets } }
}
