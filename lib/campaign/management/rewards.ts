// Gain Rewards, step 3 of the management phase (RULES.md R-REWARD): which rewards a fleet may take, which
// cards a reward buys, and what is left for the team's Fleet Reserve (§1). Pure functions over the data.
import { shipCard, squadronCards, squadronCard, upgradeCards, upgradeCard } from '@/lib/data/cards'
import type { Faction, UpgradeSlot } from '@/lib/data/cards'
import type { RewardTypeId, SystemId } from '@/lib/data/map'
import { systemRewards, type RewardPreset } from '@/lib/data/official-rewards'
import { OBJECTIVES } from '@/lib/data/objectives'
import type { PendingCard, RewardChoice } from './management-state'

/** A reward purchase that breaks a rule; a value, never an exception (as `../violations.ts`). */
export type RewardViolation = {
  rule: 'R-REWARD' | 'R-TOKEN-SPEND'
  reason: 'unknown-card' | 'wrong-type' | 'other-faction' | 'over-reward-points' | 'unique-not-allowed' | 'not-an-option' | 'base-reward-used'
  cardId?: string
  value?: number
  limit?: number
}

/** The upgrade slot each reward type buys, or 'squadrons' (R-REWARD 3). */
export const REWARD_SLOT: Record<RewardTypeId, UpgradeSlot | 'squadrons'> = {
  'offensive-retrofit': 'Offensive Retrofit',
  'defensive-retrofit': 'Defensive Retrofit',
  'experimental-retrofit': 'Experimental Retrofit',
  officer: 'Officer',
  'support-team': 'Support Team',
  'weapons-team': 'Weapons Team',
  'fleet-command': 'Fleet Command',
  'fleet-support': 'Fleet Support',
  turbolasers: 'Turbolasers',
  'ion-cannons': 'Ion Cannons',
  ordnance: 'Ordnance',
  title: 'Title',
  squadrons: 'squadrons',
}

const OBJECTIVE_BY_ID = new Map(OBJECTIVES.map((o) => [o.id, o]))

/** The rewards of one system at the winner's or the loser's value, under the campaign's preset (R-REWARD 1). */
export function choicesAt(fleetId: string, systemId: SystemId, won: boolean, preset: RewardPreset): RewardChoice[] {
  return systemRewards(systemId, preset).map((r) => ({ fleetId, systemId, type: r.type, points: won ? r.winner : r.loser }))
}

/**
 * The rewards a fleet that fought may choose from (R-REWARD 1-2): every reward type of the battle's system
 * at the winner or loser value; then, if the team's base reward is still available this turn, every reward
 * of each of the team's base systems at the value of the fleet's own result. Battle system first, then the
 * bases in the given order; a base that is the battle's system (or is listed twice) is offered once.
 */
export function rewardOptions(input: {
  fleetId: string
  battleSystemId: SystemId
  won: boolean
  teamBaseSystems: SystemId[]
  baseRewardAvailable: boolean
  /** The systems' reward values follow the campaign's preset (R-REWARD 1); Green Knight's by default. */
  preset?: RewardPreset
}): RewardChoice[] {
  const preset = input.preset ?? 'green-knight'
  const options = choicesAt(input.fleetId, input.battleSystemId, input.won, preset)
  if (!input.baseRewardAvailable) return options
  const seen = new Set<SystemId>([input.battleSystemId])
  for (const base of input.teamBaseSystems) {
    if (seen.has(base)) continue
    seen.add(base)
    options.push(...choicesAt(input.fleetId, base, input.won, preset))
  }
  return options
}

/** The reward type that buys a card (a squadron: squadrons; an upgrade: its first slot's type), or null. */
export function rewardTypeOf(cardId: string): RewardTypeId | null {
  if (squadronCard(cardId)) return 'squadrons'
  const slot = upgradeCard(cardId)?.slots[0]
  const found = (Object.entries(REWARD_SLOT) as [RewardTypeId, string][]).find(([, s]) => s === slot)
  return found ? found[0] : null
}

/** A buyable card's points (0 for an id that is no card). */
export function cardPoints(cardId: string): number {
  return buyableCard(cardId)?.points ?? 0
}

/** Whether a card is of a reward's type (R-REWARD 3): an upgrade with that slot, any squadron for squadrons. */
export function cardMatchesReward(cardId: string, type: RewardTypeId): boolean {
  const slot = REWARD_SLOT[type]
  if (slot === 'squadrons') return squadronCard(cardId) !== undefined
  return upgradeCard(cardId)?.slots.includes(slot) ?? false
}

type BuyableCard = { faction: Faction | null; unique: boolean; points: number }

function buyableCard(cardId: string): BuyableCard | undefined {
  return upgradeCard(cardId) ?? squadronCard(cardId)
}

function pointsOf(cards: string[]): number {
  return cards.reduce((sum, id) => sum + (buyableCard(id)?.points ?? 0), 0)
}

/**
 * What is wrong with buying `cards` with a reward (R-REWARD 3-4): each card must exist, be of the reward's
 * type, be of the fleet's faction or neutral, and be non-unique unless uniques are allowed (a green-card
 * battle or a Destiny token: the caller decides); the cards' points must fit in the reward plus the Fleet
 * Reserve points of the same type that the player adds.
 */
export function purchaseViolations(input: {
  choice: RewardChoice
  cards: string[]
  faction: Faction
  reservePoints: number
  uniquesAllowed: boolean
}): RewardViolation[] {
  const violations: RewardViolation[] = []
  for (const cardId of input.cards) {
    const card = buyableCard(cardId)
    if (!card) {
      violations.push({ rule: 'R-REWARD', reason: 'unknown-card', cardId })
      continue
    }
    if (!cardMatchesReward(cardId, input.choice.type)) violations.push({ rule: 'R-REWARD', reason: 'wrong-type', cardId })
    if (card.faction !== null && card.faction !== input.faction) {
      violations.push({ rule: 'R-REWARD', reason: 'other-faction', cardId })
    }
    if (card.unique && !input.uniquesAllowed) violations.push({ rule: 'R-REWARD', reason: 'unique-not-allowed', cardId })
  }
  const total = pointsOf(input.cards)
  const available = input.choice.points + input.reservePoints
  if (total > available) {
    violations.push({ rule: 'R-REWARD', reason: 'over-reward-points', value: total, limit: available })
  }
  return violations
}

/** Whether a battle on this objective lets its fleets buy unique cards (R-REWARD 4: the green cards). */
export function uniquesAllowedAfter(objectiveId: string | null): boolean {
  if (objectiveId === null) return false
  const category = OBJECTIVE_BY_ID.get(objectiveId)?.category
  return category === 'campaign' || category === 'base-defense'
}

/**
 * The team's Fleet Reserve of the reward's type after the purchase (R-REWARD 5): the cards are paid with the
 * reward's points first, then with the reserve; unspent reward points join the reserve. For a purchase that
 * `purchaseViolations` accepts the result is never negative.
 */
export function reserveAfterPurchase(input: { choice: RewardChoice; cards: string[]; reservePoints: number }): number {
  const total = pointsOf(input.cards)
  const fromReward = Math.min(total, input.choice.points)
  const fromReserve = total - fromReward
  return input.reservePoints - fromReserve + (input.choice.points - fromReward)
}

/** The bought cards, waiting for refit (R-REFIT 4); ids that are no card are left out. */
export function pendingFromPurchase(cards: string[]): PendingCard[] {
  const pending: PendingCard[] = []
  for (const cardId of cards) {
    if (squadronCard(cardId)) pending.push({ cardId, kind: 'squadron' })
    else if (upgradeCard(cardId)) pending.push({ cardId, kind: 'upgrade' })
  }
  return pending
}

/** The cards a reward of this type may buy for a faction, by name (R-REWARD 3): names and points only. */
export function cardsOfRewardType(type: RewardTypeId, faction: Faction): { id: string; name: string; points: number; unique: boolean }[] {
  const slot = REWARD_SLOT[type]
  const pool =
    slot === 'squadrons'
      ? squadronCards().filter((c) => c.faction === faction)
      : upgradeCards().filter((c) => c.slots.includes(slot) && (c.faction === null || c.faction === faction))
  return pool.map((c) => ({ id: c.id, name: c.name, points: c.points, unique: c.unique })).sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * The cards a fleet may be offered for its reward choices, by type: of the fleet's faction, worth at most the
 * best reward of that type plus the team's Fleet Reserve (R-REWARD 3, 5), and a title only for a ship class
 * the fleet has (R-REFIT 5).
 */
export function rewardCardOffer(
  options: readonly RewardChoice[],
  reserve: Partial<Record<RewardTypeId, number>>,
  fleet: { team: Faction; ships: readonly { cardId: string }[] },
): Partial<Record<RewardTypeId, ReturnType<typeof cardsOfRewardType>>> {
  const placeable = placeableIn(fleet)
  return Object.fromEntries(
    [...new Set(options.map((o) => o.type))].map((type) => {
      const most = Math.max(...options.filter((o) => o.type === type).map((o) => o.points)) + (reserve[type] ?? 0)
      return [type, cardsOfRewardType(type, fleet.team).filter((c) => c.points <= most && placeable(c.id))]
    }),
  )
}

/** Whether a card has a place in the fleet: a title only for a ship class the fleet has (R-REFIT 5). */
function placeableIn(fleet: { ships: readonly { cardId: string }[] }): (cardId: string) => boolean {
  const classes = fleet.ships.map((s) => shipCard(s.cardId)).filter((c) => c !== undefined)
  return (cardId) => {
    const card = upgradeCard(cardId)
    if (!card || (!card.titleClasses && !card.titleShips)) return true
    return classes.some((sh) => card.titleClasses?.includes(sh.shipClass) || card.titleShips?.includes(sh.name))
  }
}

/**
 * What the team's Fleet Reserve buys at refit (R-REFIT 4), per reward type it holds points of: the non-unique
 * cards of that type worth at most those points that have a place in the fleet (uniques come only with a
 * reward, R-REWARD 4).
 */
export function reserveCardOffer(
  reserve: Partial<Record<RewardTypeId, number>>,
  fleet: { team: Faction; ships: readonly { cardId: string }[] },
): { type: RewardTypeId; points: number; cards: ReturnType<typeof cardsOfRewardType> }[] {
  const placeable = placeableIn(fleet)
  return (Object.entries(reserve) as [RewardTypeId, number | undefined][])
    .filter(([, points]) => (points ?? 0) > 0)
    .map(([type, points]) => ({
      type,
      points: points!,
      cards: cardsOfRewardType(type, fleet.team).filter((c) => !c.unique && c.points <= points! && placeable(c.id)),
    }))
    .filter((offer) => offer.cards.length > 0)
}
