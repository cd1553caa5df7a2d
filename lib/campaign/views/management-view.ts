// Read model for the management page: the current step, what is owed, and for this viewer the forms
// they may fill (their team's bases and tokens, their fleets' rewards, XP and refit).
import { fleetLimit } from '../fleets/fleet-limits'
import { fleetValue } from '../fleets/fleet-value'
import { fleetLimitStage } from '../fleets/fleet-stage'
import type { Condition } from '../fleets/fleet'
import { allowedBaseDefenses, baseBuildLimit, buildableSystems } from '../management/base-building'
import type { BattleEffect } from '../management/battle-effects'
import { commanderXp, type CommanderXp } from './ability-purchases'
import type { ManagementStep, RewardChoice } from '../management/management-state'
import { disband, stripOneCard, stripUpgradeType } from '../management/refit'
import { rewardChoicesFor } from '../management/reward-commands'
import { reserveFourthFleet } from '../management/fleets-in-turn'
import { reserveCardOffer } from '../management/rewards'
import { rewardOffers, type RewardOffer } from './reward-offers'
import { owedInStep, type Owed } from '../management/steps'
import { mayBuildBase } from '../management/nothing-to-decide'
import { conditionRemovals, fleetRefitAllowances, prototypeSquadronTypes } from '../management/refit-commands'
import { tokenChoicesOwed, type TokenSource } from '../management/token-gain'
import { isGrandAdmiral, mayEditFleet, mayIssue } from '../permissions'
import { TEAMS, type Actor, type BaseDefenseId, type CampaignState, type TeamId } from '../state'
import { squadronCards, shipCard, squadronCard, upgradeCards, upgradeCard } from '@/lib/data/cards'
import { SYSTEM_IDS, type RewardTypeId, type SystemId } from '@/lib/data/map'

export interface ManagementView {
  step: ManagementStep
  owed: Owed
  effects: BattleEffect[]
  bases: {
    team: TeamId
    free: boolean
    systems: SystemId[]
    defenses: BaseDefenseId[]
    built: SystemId[]
    limit: number
    resources: number
    /** Whether the engine would let the team build one more base now: what finishing the step gives up. */
    mayBuildNow: boolean
  }[]
  tokenChoices: { team: TeamId; sources: TokenSource[] }[]
  rewards: {
    fleetId: string
    /** A fourth fleet in reserve, offered a base's winner reward (R-FOURTH). */ inReserve: boolean
    options: RewardChoice[]
    reserve: Partial<Record<RewardTypeId, number>>
    /** Each choice with the cards the engine would sell for it (R-REWARD 3-5). */
    offers: RewardOffer[]
    /** The team's Destiny tokens: one buys uniques the battle alone does not allow (R-REWARD 4). */
    destiny: number
  }[]
  experience: CommanderXp[]
  refits: {
    fleetId: string
    value: number
    limit: number
    scarRemovalsLeft: number
    /** How many of its scars the bases could still remove: what finishing now leaves unused (R-REFIT 1). */
    scarsBasesMayRemove: number
    conditions: Condition[]
    conditionRemovals: { condition: Condition; using: 'resources' | 'objective' }[]
    scarred: { uid: string; label: string }[]
    /** Cards bought, to place; a title is never kept unequipped (R-REFIT 5). */
    pending: { cardId: string; name: string; kind: 'upgrade' | 'squadron'; title: boolean }[]
    ships: { uid: string; label: string }[]
    /** `credit`: what removing it with a Repair Yards token leaves to buy back (R-TOKEN-REPAIR, R-REFIT 3). */
    upgrades: { uid: string; name: string; equipped: boolean; credit: number }[]
    /** The types one base may remove, with the points removed and the half, rounded up, left to buy back (R-REFIT 3). */
    strippable: { slot: string; removedPoints: number; credit: number }[]
    /** Type removals left this refit, one per base (R-REFIT 3). */
    stripsLeft: number
    /** The fleet's squadrons, one by one (R-TOKEN-REPAIR removes one with a Repair Yards token). */
    squadrons: { uid: string; label: string; credit: number }[]
    /** What R-REFIT 3's removals this refit leave to buy back, per type, with the cards of that type. */
    credits: { slot: string; points: number; cards: { id: string; name: string; points: number }[] }[]
    /** Disbanded this refit: it is rebuilt as a new starting fleet on its fleet page (R-REFIT 8). */
    disbanded: boolean
    /** The unique cards the team would lose for good if this fleet were disbanded now (R-REFIT 8). */
    disbandLoses: string[]
    /** R-PROTO: generic squadron types this fleet may make veteran after winning on Prototype Recovery. */
    prototypeTypes: { cardId: string; name: string }[]
    /** The team's Fleet Reserve, per reward type, with the cards it buys for this fleet (R-REFIT 4). */
    reserve: { type: RewardTypeId; points: number; cards: { id: string; name: string; points: number }[] }[]
  }[]
}

/** The buy-back credit left per type (R-REFIT 3), summed over this refit's removals. */
function creditsOf(stripped: { slot: string; points: number }[]): { slot: string; points: number }[] {
  const bySlot = new Map<string, number>()
  for (const s of stripped) bySlot.set(s.slot, (bySlot.get(s.slot) ?? 0) + s.points)
  return [...bySlot].filter(([, points]) => points > 0).map(([slot, points]) => ({ slot, points }))
}

/** The non-unique cards of a removed type the fleet may buy back (R-REFIT 3). */
function rebuyCards(slot: string, team: TeamId): { id: string; name: string; points: number }[] {
  const pool =
    slot === 'squadrons'
      ? squadronCards().filter((c) => c.faction === team)
      : upgradeCards().filter((c) => (c.slots as readonly string[]).includes(slot) && (c.faction === null || c.faction === team))
  return pool
    .filter((c) => !c.unique)
    .map((c) => ({ id: c.id, name: c.name, points: c.points }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/** Null outside a management step (a turn's, or the refit after a pivotal battle). */
export function managementView(state: CampaignState, actor: Actor): ManagementView | null {
  // After a pivotal battle the refit step runs again, with the next act's limits (R-PIVOT-AFTER).
  const pivotalRefit = state.phase === 'pivotal' && state.pivotal?.step === 'after' ? (state.pivotal.refit ?? null) : null
  const m = pivotalRefit ?? state.turnState?.management
  if ((state.phase !== 'management' && !pivotalRefit) || !m) return null
  const decides = (team: TeamId) => actor.role === 'organizer' || isGrandAdmiral(state, actor, team)
  const owed = pivotalRefit ? { teams: [], fleets: state.fleets.map((f) => f.id).filter((id) => !pivotalRefit.refitDone.includes(id)) } : owedInStep(state)
  const faction = (fleetId: string) => state.fleets.find((f) => f.id === fleetId)!.team
  const stage = pivotalRefit ? (Math.min(3, state.act + 1) as 1 | 2 | 3) : fleetLimitStage(state)
  const ctx = { preset: state.preset, act: pivotalRefit ? (Math.min(3, state.act + 1) as 1 | 2 | 3) : state.act }
  return {
    step: m.step,
    owed,
    effects: m.effects,
    bases: TEAMS.filter((t) => decides(t) && owed.teams.includes(t) && m.step === 'effects').map((team) => {
      const { systems, free } = buildableSystems(state, team)
      // R-BASE-BUILD 3: a team without a base builds one free on an unoccupied system or a presence.
      const unoccupied = free ? SYSTEM_IDS.filter((id) => !state.control[id]) : []
      const defenses = allowedBaseDefenses(state, team)
      const mayBuildNow = mayBuildBase(state, m, team)
      return {
        team,
        free,
        // Offered only while the engine would build one more (R-BASE-BUILD 2: the limit, the Resources).
        systems: mayBuildNow ? [...systems, ...unoccupied] : [],
        defenses,
        built: m.basesBuilt[team],
        limit: baseBuildLimit(m, team),
        resources: state.teams[team].tokens.resources,
        mayBuildNow,
      }
    }),
    tokenChoices:
      m.step === 'tokens' ? TEAMS.filter((t) => decides(t) && owed.teams.includes(t)).map((team) => ({ team, sources: tokenChoicesOwed(state, m, team) })) : [],
    rewards:
      m.step === 'rewards'
        ? owed.fleets
            .filter((fleetId) =>
              mayIssue(state, actor, { type: 'take-reward', fleetId, decline: false, systemId: 'hoth', rewardType: 'officer', cards: [], useDestiny: false }),
            )
            .map((fleetId) => {
              const options = rewardChoicesFor(state, fleetId)
              const team = faction(fleetId)
              return {
                fleetId,
                inReserve: reserveFourthFleet(state, fleetId) !== null,
                options,
                reserve: state.teams[team].reserve,
                offers: rewardOffers(state, fleetId),
                destiny: state.teams[team].tokens.destiny,
              }
            })
        : [],
    experience:
      m.step === 'experience'
        ? owed.fleets
            .filter((fleetId) => mayIssue(state, actor, { type: 'finish-experience', fleetId }))
            .map((fleetId) => {
              return commanderXp(fleetId, state.fleets.find((f) => f.id === fleetId)!.commander!, ctx)
            })
        : [],
    refits:
      m.step === 'refit'
        ? owed.fleets
            .filter((fleetId) => mayEditFleet(state, actor, fleetId))
            .map((fleetId) => {
              const f = state.fleets.find((x) => x.id === fleetId)!
              const allowances = fleetRefitAllowances(state, f)
              const shipLabel = (cardId: string) => shipCard(cardId)?.name ?? cardId
              const cardCredit = (uid: string) => {
                const stripped = stripOneCard(f, uid)
                return stripped.ok ? stripped.credit : 0
              }
              const disbanding = disband(f)
              const slots = new Set<string>()
              for (const s of f.ships) for (const u of s.upgrades) for (const slot of upgradeCard(u.cardId)?.slots ?? []) if (slot !== 'Title') slots.add(slot)
              if (f.squadrons.length > 0) slots.add('squadrons')
              return {
                fleetId,
                value: fleetValue(f),
                limit: fleetLimit(state.preset, stage),
                scarRemovalsLeft: allowances.baseScarRemovals - (m.scarsRemovedByBases[fleetId] ?? 0),
                scarsBasesMayRemove: Math.max(
                  0,
                  Math.min(
                    allowances.baseScarRemovals - (m.scarsRemovedByBases[fleetId] ?? 0),
                    f.ships.filter((x) => x.scarred).length + f.squadrons.filter((x) => x.scarred).length,
                  ),
                ),
                conditions: f.conditions,
                conditionRemovals: conditionRemovals(state, f.id),
                scarred: [
                  ...f.ships.filter((s) => s.scarred).map((s) => ({ uid: s.uid, label: shipLabel(s.cardId) })),
                  ...f.squadrons.filter((s) => s.scarred).map((s) => ({ uid: s.uid, label: squadronCard(s.cardId)?.name ?? s.cardId })),
                ],
                pending: (m.pendingCards[fleetId] ?? []).map((p) => ({
                  ...p,
                  name: upgradeCard(p.cardId)?.name ?? squadronCard(p.cardId)?.name ?? p.cardId,
                  title: upgradeCard(p.cardId)?.slots.includes('Title') ?? false,
                })),
                ships: f.ships.map((s) => ({ uid: s.uid, label: shipLabel(s.cardId) })),
                upgrades: f.ships.flatMap((s) =>
                  s.upgrades
                    .filter((u) => !upgradeCard(u.cardId)?.slots.includes('Title'))
                    .map((u) => ({ uid: u.uid, name: upgradeCard(u.cardId)?.name ?? u.cardId, equipped: u.equipped, credit: cardCredit(u.uid) })),
                ),
                strippable: [...slots].sort().flatMap((slot) => {
                  const stripped = stripUpgradeType(f, slot as Parameters<typeof stripUpgradeType>[1])
                  return stripped.ok ? [{ slot, removedPoints: stripped.removedPoints, credit: stripped.credit }] : []
                }),
                stripsLeft: Math.max(0, allowances.strips - (m.strippedThisRefit[fleetId] ?? []).filter((s) => !s.withRepairYards).length),
                squadrons: f.squadrons.map((q) => ({ uid: q.uid, label: squadronCard(q.cardId)?.name ?? q.cardId, credit: cardCredit(q.uid) })),
                credits: creditsOf(m.strippedThisRefit[fleetId] ?? []).map((c) => ({ ...c, cards: rebuyCards(c.slot, f.team) })),
                disbanded: (m.disbanded ?? []).includes(fleetId),
                disbandLoses: disbanding.ok ? disbanding.lostUniques.map((id) => upgradeCard(id)?.name ?? squadronCard(id)?.name ?? id) : [],
                prototypeTypes: prototypeSquadronTypes(state, f.id).map((cardId) => ({ cardId, name: squadronCard(cardId)?.name ?? cardId })),
                reserve: reserveCardOffer(state.teams[f.team].reserve, f),
              }
            })
        : [],
  }
}
