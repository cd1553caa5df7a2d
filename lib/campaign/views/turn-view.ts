// The turn pages' view: who has initiative and why, whose move it is, and what this viewer may do now,
// computed from the full state for one viewer (R-SECRET, R-STRAT-SECRET). Pure: pages only word it.
import { battleObjectivePool, spacersFor } from '../battle/battle-commands'
import { veteranAllowance } from '../battle/fleet-outcome'
import { actsForPlayer, isGrandAdmiral, mayIssue } from '../permissions'
import { initiative, type Initiative } from '../turn/initiative'
import { diplomatsSettled, fieldableFleets, nextDeclaringTeam, pairingComplete, pendingBattle, unpairedPlayers } from '../turn/pairing'
import { spacersSettled } from '../turn/strategy-commands'
import { allyFleets } from '../tokens/ally-forces'
import { diplomatsXp, spacersObjectiveChoices, spacersObjectiveFleets } from '../tokens/token-uses'
import { AS_ORGANIZER, applyDefinedCommand } from '../registry'
import { spynetOptions, type SpynetOptions } from './spynet-options'
import { legalTargets, targetViolations } from '../turn/targets'
import { SYSTEMS, type SystemId } from '@/lib/data/map'
import { findPlayer, TEAMS, type Actor, type CampaignState, type PlayerId, type TeamId } from '../state'
import type { Battle } from '../turn/turn-state'
import type { RuleViolation } from '../violations'
import { acceptViolation, scheduleViolation } from '../schedule/battle-schedule'

export interface TurnView {
  initiative: Initiative
  diplomats: { settled: boolean; mayChoose: TeamId[] }
  declaringTeam: TeamId | null
  /** Players this viewer may declare for, each with the fleets they may field. */
  declareFor: { playerId: PlayerId; fleets: string[] }[]
  legalTargets: SystemId[]
  /** Why each other system is refused, for the declaring team (R-STRAT-TARGET). */
  targetRefusals: Partial<Record<SystemId, RuleViolation[]>>
  pendingBattleId: string | null
  /** Players this viewer may name as defender, with their fleets. */
  defendWith: { playerId: PlayerId; fleets: string[] }[]
  passFor: PlayerId[]
  pairingComplete: boolean
  /** `held`: the team's Skilled Spacers tokens, each spent on one fighting fleet (one fleet may take several). */
  spacers: { mayChoose: TeamId[]; fighting: Record<TeamId, string[]>; held: Record<TeamId, number> }
  /** R-TOKEN-SPYNET outside a battle, for each team this viewer decides for that holds a token. */
  spynet: SpynetOptions[]
  /** R-TOKEN-ALLY, R-TOKEN-SPACERS in the strategy phase, for each team this viewer decides for. */
  tokenUses: TokenUses[]
  unpaired: Record<TeamId, PlayerId[]>
  battles: Record<string, BattleExtras>
}

export interface TokenUses {
  team: TeamId
  held: { diplomats: number; ally: number; spacers: number }
  /** The fleets an Ally may join now (none without a token). */
  allyFleets: string[]
  /** Skilled Spacers replacing an objective: the fleets not yet paired and the objectives they may take. */
  spacersObjective: { fleets: string[]; objectives: { category: 'assault' | 'defense' | 'navigation'; id: string; name: string }[] }
}

/** A token a player of the battle may record as spent during it, as many as the engine accepts (R-TOKEN-DESTINY, R-TOKEN-SPYNET). */
export interface BattleTokenSpend {
  playerId: PlayerId
  team: TeamId
  options: { token: 'destiny' | 'spynet'; count: 1 | 2 }[]
}

export interface BattleExtras {
  pool: { kind: 'base-defense'; objective: string | null } | { kind: 'choice'; objectives: string[] } | null
  mayChooseObjective: boolean
  mayEnterResult: boolean
  mayConfirm: boolean
  /** The player who entered the result may correct it until it is confirmed (R-RESULT-CONFIRM). */
  mayCorrect: boolean
  maySettle: boolean
  /** Fleets whose veterans this viewer picks now, with how many they may pick (R-VET-2). */
  chooseVeteransFor: { fleetId: string; allowance: number; eligible: string[] }[]
  /** The players of the battle this viewer may record a spent token for, with the tokens their team holds; none without a token. */
  tokenSpends: BattleTokenSpend[]
  /** R-TOKEN-DIPLOMATS: the fleets of the battle this viewer may give the Diplomats token's XP now, as the engine accepts. */
  diplomatsXp: { team: TeamId; fleetId: string }[]
  /** R-SCHEDULE: whether this viewer may propose a time and place for the game, and accept the proposal waiting. */
  schedule: { mayPropose: boolean; mayAccept: boolean }
}

/**
 * R-OBJ-2's pool is built from the defending fleet's objectives: shown to whoever sees that fleet (its team,
 * the assaulting player, the organizer). A base's objective (R-OBJ-1) is known to both teams once assaulted.
 */
function visiblePool(state: CampaignState, actor: Actor, battle: Battle): BattleExtras['pool'] {
  const pool = battleObjectivePool(state, battle)
  if (pool.kind === 'base-defense') return pool
  // Whoever may choose for the assaulting player (their team's Grand Admiral) sees what that player sees (R-OBJ-2).
  const seesDefender =
    actor.role === 'organizer' || actsForPlayer(state, actor, battle.assaulter.playerId) || findPlayer(state, actor.playerId)?.team === battle.defender!.team
  return seesDefender ? pool : null
}

function battleExtras(state: CampaignState, actor: Actor, battleId: string): BattleExtras {
  const battle = state.turnState!.battles.find((b) => b.id === battleId)!
  const inBattle = actor.role === 'player' && (battle.assaulter.playerId === actor.playerId || battle.defender?.playerId === actor.playerId)
  const phase = state.phase === 'battle'
  const status = battle.result.status
  const chooseVeteransFor =
    status === 'applied' && phase
      ? (['assaulter', 'defender'] as const).flatMap((side) => {
          const s = battle[side]!
          const eligible = battle.result.status === 'applied' ? battle.result.result[side].eligibleVeterans : []
          if (eligible.length === 0 || battle.veteransChosen[s.fleetId] !== undefined || !actsForPlayer(state, actor, s.playerId)) return []
          return [{ fleetId: s.fleetId, allowance: veteranAllowance(spacersFor(state, s.team, s.fleetId)), eligible }]
        })
      : []
  return {
    pool: battle.defender && phase ? visiblePool(state, actor, battle) : null,
    mayChooseObjective: phase && battle.objective === null && actsForPlayer(state, actor, battle.assaulter.playerId),
    mayEnterResult: phase && battle.objective !== null && status === 'none' && (inBattle || actor.role === 'organizer'),
    mayConfirm:
      phase && status === 'entered' && ((inBattle && battle.result.by !== (actor.role === 'player' ? actor.playerId : '')) || actor.role === 'organizer'),
    mayCorrect: phase && (status === 'entered' || status === 'disputed') && inBattle && battle.result.by === (actor.role === 'player' ? actor.playerId : ''),
    maySettle: phase && (status === 'disputed' || status === 'entered') && actor.role === 'organizer',
    chooseVeteransFor,
    tokenSpends: phase && battle.defender ? tokenSpends(state, actor, battle) : [],
    diplomatsXp: status === 'applied' ? diplomatsXpFleets(state, actor, battle) : [],
    schedule: { mayPropose: scheduleViolation(state, actor, battleId) === null, mayAccept: acceptViolation(state, actor, battleId) === null },
  }
}

function diplomatsXpFleets(state: CampaignState, actor: Actor, battle: Battle): BattleExtras['diplomatsXp'] {
  return [battle.assaulter, battle.defender].flatMap((side) => {
    if (!side || state.teams[side.team].tokens.diplomats < 1) return []
    const command = { type: 'diplomats-xp' as const, team: side.team, battleId: battle.id, fleetId: side.fleetId }
    return mayIssue(state, actor, command) && diplomatsXp(state, command).ok ? [{ team: side.team, fleetId: side.fleetId }] : []
  })
}

function tokenSpends(state: CampaignState, actor: Actor, battle: Battle): BattleTokenSpend[] {
  return [battle.assaulter, battle.defender!].flatMap((side) => {
    if (!actsForPlayer(state, actor, side.playerId)) return []
    const options = (['destiny', 'spynet'] as const).flatMap((token) =>
      ([1, 2] as const)
        .filter(
          (count) =>
            applyDefinedCommand(state, { type: 'spend-battle-token', battleId: battle.id, playerId: side.playerId, token, count, purpose: '' }, AS_ORGANIZER)
              .ok,
        )
        .map((count) => ({ token, count })),
    )
    return options.length > 0 ? [{ playerId: side.playerId, team: side.team, options }] : []
  })
}

function tokenUses(state: CampaignState, team: TeamId): TokenUses {
  const tokens = state.teams[team].tokens
  const fleets = spacersObjectiveFleets(state, team)
  return {
    team,
    held: { diplomats: tokens.diplomats, ally: tokens.ally, spacers: tokens['skilled-spacers'] },
    allyFleets: allyFleets(state, team),
    spacersObjective: {
      fleets,
      objectives:
        fleets.length > 0
          ? spacersObjectiveChoices(state, team).map((o) => ({ category: o.category as 'assault' | 'defense' | 'navigation', id: o.id, name: o.name }))
          : [],
    },
  }
}

/** Null outside a turn (setup, between acts). */
export function turnView(state: CampaignState, actor: Actor): TurnView | null {
  if (!state.turnState) return null
  const strategy = state.phase === 'strategy'
  const decides = (team: TeamId) => actor.role === 'organizer' || isGrandAdmiral(state, actor, team)
  const declaringTeam = strategy ? nextDeclaringTeam(state) : null
  const declareFor = declaringTeam
    ? unpairedPlayers(state, declaringTeam)
        .filter((id) => actsForPlayer(state, actor, id))
        .map((playerId) => ({ playerId, fleets: fieldableFleets(state, playerId, declaringTeam) }))
    : []
  const pending = strategy ? pendingBattle(state) : null
  const defendingTeam = pending ? (pending.assaulter.team === 'empire' ? 'rebels' : 'empire') : null
  const defendWith =
    pending && defendingTeam
      ? unpairedPlayers(state, defendingTeam)
          .filter((id) => decides(defendingTeam) || (actor.role === 'player' && actor.playerId === id))
          .map((playerId) => ({ playerId, fleets: fieldableFleets(state, playerId, defendingTeam) }))
      : []
  const targets = declaringTeam ? legalTargets(state, declaringTeam) : []
  const targetRefusals: TurnView['targetRefusals'] = {}
  if (declaringTeam && declareFor.length > 0) {
    for (const s of SYSTEMS) {
      const v = targetViolations(state, declaringTeam, s.id)
      if (v.length > 0) targetRefusals[s.id] = v
    }
  }
  const fighting = Object.fromEntries(
    TEAMS.map((team) => [team, state.turnState!.battles.flatMap((b) => [b.assaulter, b.defender].filter((s) => s?.team === team).map((s) => s!.fleetId))]),
  ) as Record<TeamId, string[]>
  return {
    initiative: initiative(state),
    diplomats: {
      settled: diplomatsSettled(state),
      mayChoose: strategy
        ? TEAMS.filter(
            (t) => decides(t) && state.turnState!.diplomats[t] === undefined && state.teams[t].tokens.diplomats > 0 && state.turnState!.battles.length === 0,
          )
        : [],
    },
    declaringTeam,
    declareFor,
    legalTargets: targets,
    targetRefusals,
    pendingBattleId: pending?.id ?? null,
    defendWith,
    passFor: targets.length === 0 ? declareFor.map((d) => d.playerId) : [],
    pairingComplete: strategy && pairingComplete(state),
    spacers: {
      mayChoose: strategy && pairingComplete(state) ? TEAMS.filter((t) => decides(t) && !spacersSettled(state, t)) : [],
      fighting,
      held: { empire: state.teams.empire.tokens['skilled-spacers'], rebels: state.teams.rebels.tokens['skilled-spacers'] },
    },
    spynet: TEAMS.filter(decides).flatMap((team) => spynetOptions(state, team) ?? []),
    tokenUses: strategy ? TEAMS.filter(decides).map((team) => tokenUses(state, team)) : [],
    unpaired: { empire: strategy ? unpairedPlayers(state, 'empire') : [], rebels: strategy ? unpairedPlayers(state, 'rebels') : [] },
    battles: Object.fromEntries(state.turnState.battles.map((b) => [b.id, battleExtras(state, actor, b.id)])),
  }
}
