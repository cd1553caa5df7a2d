// Read model for the pivotal battle page: who chooses and why, what may be chosen, and what this viewer
// may do in the current step (R-PIVOT-CHOOSE, R-PIVOT-OBJ, R-CLIMAX, R-PIVOT-UPGRADE, R-PIVOT-AFTER).
import { isGrandAdmiral, mayIssue } from '../permissions'
import type { PivotalMoveUpgradeCommand, ResetCommanderCommand } from '../commands'
import { AS_ORGANIZER, applyDefinedCommand } from '../registry'
import type { RewardChoice } from '../management/management-state'
import { cardsOfRewardType, rewardCardOffer } from '../management/rewards'
import { pivotalRewardOptions, pivotalRewardOwed } from '../pivotal/pivotal-rewards'
import { pivotalChooser } from '../pivotal/chooser'
import { climacticAllowed } from '../pivotal/climax'
import { availablePivotalObjectivesFor } from '../pivotal/pivotal-objectives'
import { zoneController } from '../pivotal/zone-control'
import { campaignEndsAfterPivotal, finalStandings } from '../pivotal/final-standings'
import { pivotalClaimOptions, type PivotalClaimOption } from '../pivotal/pivotal-claim'
import type { PivotalClaimKind } from '../pivotal/pivotal-state'
import { buyableAbilities } from '../management/nothing-to-decide'
import { commanderXp, type CommanderXp } from './ability-purchases'
import { TEAMS, type Actor, type CampaignState, type TeamId } from '../state'
import { allyFleets } from '../tokens/ally-forces'
import { pivotalUpgradeOptions, type PivotalUpgradeOptions } from './pivotal-upgrade-options'
import { ZONES, type RewardTypeId, type SystemId, type ZoneId } from '@/lib/data/map'

export interface PivotalView {
  /** Who chooses and why, as decided when the act ended (R-PIVOT-CHOOSE), not recomputed after the battle. */
  chooser: ReturnType<typeof pivotalChooser>
  zoneControl: { zone: ZoneId; team: TeamId | null }[]
  available: string[]
  enemyBases: SystemId[]
  ownBases: SystemId[]
  climacticAllowed: boolean
  mayChoose: boolean
  decidesFor: TeamId[]
  /** Per fleet this viewer may upgrade, the replacements the engine accepts and the ships left out, with why (R-PIVOT-UPGRADE, R-CLIMAX). */
  upgrades: PivotalUpgradeOptions[]
  /**
   * R-PIVOT-UPGRADE: the teams this viewer readies whose readiness gives up a ship replacement they could still
   * make (one of their fleets has a replacement the engine accepts): only then is the Grand Admiral asked first.
   */
  readyGivesUp: TeamId[]
  /** R-TOKEN-ALLY: per team this viewer readies, the fleets an Ally token may still join, and the tokens held (none listed: nothing to spend). */
  allyUses: { team: TeamId; fleetIds: string[]; held: number }[]
  /**
   * R-PIVOT-AFTER **Decision**: the winner's claim still owed, and, for whoever may send it, every legal claim with
   * what it scores (the victory bonuses, R-CLIMAX's bonus, total CP). Null: nothing owed.
   */
  claim: { team: TeamId; kind: PivotalClaimKind; mayClaim: boolean; options: PivotalClaimOption[] } | null
  /** R-PIVOT-AFTER: what each commander this viewer acts for may buy now, with the next act's limits (after a reset too). */
  abilities: CommanderXp[]
  /** R-RESULT-CONFIRM: this viewer's entry of the whole result settles it, whether or not a team entered its part (the organizer's). */
  maySettleResult: boolean
  /** R-PIVOT-AFTER: the fleets whose commander this viewer may reset now, as the engine accepts. */
  resets: string[]
  /** R-PIVOT-UPGRADE: per upgrade of a fleet this viewer prepares, the ships it may move to now, as the engine accepts. */
  moves: { fleetId: string; upgradeUid: string; shipUids: string[] }[]
  standings: ReturnType<typeof finalStandings>
  /** R-END: whether closing this pivotal battle ends the campaign. */
  endsCampaign: boolean
  /** R-PIVOT-AFTER: the objective's rewards still owed by fleets this viewer acts for (Demonstration of Force). */
  rewards: {
    fleetId: string
    options: RewardChoice[]
    reserve: Partial<Record<RewardTypeId, number>>
    cardsByType: Partial<Record<RewardTypeId, ReturnType<typeof cardsOfRewardType>>>
  }[]
}

/** Null outside a pivotal battle and the end of the campaign. */
export function pivotalView(state: CampaignState, actor: Actor): PivotalView | null {
  if (state.phase !== 'pivotal' && state.phase !== 'ended') return null
  const chooser = state.pivotal?.chosenBy ?? pivotalChooser(state)
  const team = state.pivotal?.chooser ?? chooser.team
  const basesOf = (t: TeamId) => (Object.keys(state.control) as SystemId[]).filter((id) => state.control[id]?.kind === 'base' && state.control[id]?.team === t)
  const decidesFor = TEAMS.filter((t) => actor.role === 'organizer' || isGrandAdmiral(state, actor, t))
  const upgrades = state.fleets
    .filter(
      (f) =>
        f.owner.kind === 'player' && mayIssue(state, actor, { type: 'pivotal-upgrade', fleetId: f.id, shipUid: '-', newShipCardId: '-', extraResources: 0 }),
    )
    .flatMap((f) => pivotalUpgradeOptions(state, f.id) ?? [])
  const readyGivesUp = decidesFor.filter((t) =>
    state.fleets.some(
      (f) =>
        f.team === t &&
        f.owner.kind === 'player' &&
        ((upgrades.find((u) => u.fleetId === f.id) ?? pivotalUpgradeOptions(state, f.id))?.replacements.length ?? 0) > 0,
    ),
  )
  return {
    chooser,
    zoneControl: state.pivotal?.zonesAtStart ?? ZONES.map((z) => ({ zone: z.id, team: zoneController(state, z.id) })),
    available: availablePivotalObjectivesFor(state, team, state.playedPivotal ?? []).available,
    enemyBases: basesOf(team === 'empire' ? 'rebels' : 'empire'),
    ownBases: basesOf(team),
    climacticAllowed: climacticAllowed(state, team),
    mayChoose: decidesFor.includes(team),
    decidesFor,
    upgrades,
    readyGivesUp,
    allyUses: decidesFor.map((t) => ({ team: t, fleetIds: allyFleets(state, t), held: state.teams[t].tokens.ally })).filter((u) => u.fleetIds.length > 0),
    claim: claimView(state, actor),
    abilities: abilitiesView(state, actor),
    maySettleResult: state.phase === 'pivotal' && state.pivotal?.step === 'battle' && actor.role === 'organizer',
    resets: state.phase === 'pivotal' ? state.fleets.map((f) => f.id).filter((fleetId) => accepts(state, actor, { type: 'reset-commander', fleetId })) : [],
    moves: movesView(state, actor),
    endsCampaign: campaignEndsAfterPivotal(state.act, state.pivotal?.climactic ?? false),
    rewards: campaignEndsAfterPivotal(state.act, state.pivotal?.climactic ?? false)
      ? []
      : state.fleets
          .filter(
            (f) =>
              pivotalRewardOwed(state, f.id) &&
              mayIssue(state, actor, {
                type: 'take-pivotal-reward',
                fleetId: f.id,
                decline: true,
                systemId: 'lothal',
                rewardType: 'squadrons',
                cards: [],
                useDestiny: false,
              }),
          )
          .map((f) => {
            const options = pivotalRewardOptions(state, f.id)
            return {
              fleetId: f.id,
              options,
              reserve: state.teams[f.team].reserve,
              cardsByType: acceptedCards(state, f.id, options, rewardCardOffer(options, state.teams[f.team].reserve, f)),
            }
          }),
    standings: finalStandings(state),
  }
}

function accepts(state: CampaignState, actor: Actor, command: ResetCommanderCommand | PivotalMoveUpgradeCommand): boolean {
  if (!mayIssue(state, actor, command)) return false
  return applyDefinedCommand(state, command, AS_ORGANIZER).ok
}

function movesView(state: CampaignState, actor: Actor): PivotalView['moves'] {
  if (state.phase !== 'pivotal' || state.pivotal?.step !== 'prepare') return []
  return state.fleets.flatMap((f) =>
    f.ships.flatMap((from) =>
      from.upgrades.flatMap((u) => {
        const shipUids = f.ships
          .filter((to) => to.uid !== from.uid)
          .map((to) => to.uid)
          .filter((shipUid) => accepts(state, actor, { type: 'pivotal-move-upgrade', fleetId: f.id, upgradeUid: u.uid, shipUid }))
        return shipUids.length > 0 ? [{ fleetId: f.id, upgradeUid: u.uid, shipUids }] : []
      }),
    ),
  )
}

/** R-REWARD 3-5, R-PIVOT-AFTER: of the cards a reward's points reach, those the engine sells for one of its choices (with Destiny where a unique needs it). */
function acceptedCards(
  state: CampaignState,
  fleetId: string,
  options: readonly RewardChoice[],
  offer: ReturnType<typeof rewardCardOffer>,
): ReturnType<typeof rewardCardOffer> {
  const sells = (o: RewardChoice, cardId: string, useDestiny: boolean) =>
    applyDefinedCommand(
      state,
      { type: 'take-pivotal-reward', fleetId, decline: false, systemId: o.systemId, rewardType: o.type, cards: [cardId], useDestiny },
      AS_ORGANIZER,
    ).ok
  return Object.fromEntries(
    (Object.entries(offer) as [RewardTypeId, NonNullable<(typeof offer)[RewardTypeId]>][]).map(([type, cards]) => [
      type,
      cards.filter((c) => options.some((o) => o.type === type && (sells(o, c.id, false) || sells(o, c.id, true)))),
    ]),
  )
}

function claimView(state: CampaignState, actor: Actor): PivotalView['claim'] {
  const owed = state.phase === 'pivotal' ? state.pivotal?.claim : null
  if (!owed) return null
  const mayClaim = mayIssue(state, actor, { type: 'claim-pivotal-effects', team: owed.team })
  // The options name the Base Defense objectives the team's bases allow: its own secret (R-SECRET).
  return { team: owed.team, kind: owed.kind, mayClaim, options: mayClaim ? pivotalClaimOptions(state) : [] }
}

/** After the battle (a reset or not), a commander spends XP at once with the next act's cap (R-PIVOT-AFTER). */
function abilitiesView(state: CampaignState, actor: Actor): PivotalView['abilities'] {
  const p = state.phase === 'pivotal' ? state.pivotal : null
  if (!p || p.step !== 'after' || campaignEndsAfterPivotal(state.act, p.climactic)) return []
  const act = Math.min(3, state.act + 1) as 1 | 2 | 3
  const ctx = { preset: state.preset, act }
  return state.fleets.flatMap((f) => {
    const commander = f.commander
    if (!commander || !mayIssue(state, actor, { type: 'buy-ability', fleetId: f.id, abilityId: '-' })) return []
    return buyableAbilities(commander, ctx).length > 0 ? [commanderXp(f.id, commander, ctx)] : []
  })
}
