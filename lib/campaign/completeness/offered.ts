// What each person is offered in a state, read only from their duties (duties.ts: dutiesNow + mayDo) and from
// their page views (lib/campaign/views/*): per command type, whether this command is offered to them
// (OFFERED), and the other way round, the options their views list, each as the commands that would take it
// (viewOptions). A command the rules allow but nobody is asked for (a "may": a token spent, a pivotal
// upgrade, a commander reset) must still be listed by a view: being allowed is not being offered.
//
// To offer a new duty kind, read it in the command's predicate with `hasDuty`; to offer a new view option,
// read the view's field in the command's predicate and list it in `viewOptions`. A command no view lists is
// never offered: each one the engine accepts fails the test until a view lists it.
import { upgradeCard } from '@/lib/data/cards'
import type { CampaignCommand } from '../commands'
import { dutiesNow, mayDo, type Duty } from '../duties'
import { fleetReady } from '../fleets/fleet-status'
import { mayEditFleet, mayIssue } from '../permissions'
import { setupChecklist } from '../setup-checklist'
import type { RefitChange } from '../management/refit-plan'
import { TEAMS, type Actor, type CampaignState, type TeamId } from '../state'
import { managementView, type ManagementView } from '../views/management-view'
import type { PivotalClaimOption } from '../pivotal/pivotal-claim'
import { pivotalView, type PivotalView } from '../views/pivotal-view'
import { refitEditorView, type RefitEditorView } from '../views/refit-editor-view'
import { turnView, type TurnView } from '../views/turn-view'
import type { CommandOf, CommandType } from './generators'

/** One person's duties and page views in one state, each view built once. */
export interface Seen {
  state: CampaignState
  actor: Actor
  /** Every duty open now (what the campaign waits for, shown to all). */
  open: Duty[]
  /** The open duties this person may discharge. */
  mine: Duty[]
  turn: TurnView | null
  management: ManagementView | null
  pivotal: PivotalView | null
  /** The refit editor of a fleet with the changes made so far (null when this person may not refit it). */
  refit: (fleetId: string, changes?: readonly RefitChange[]) => RefitEditorView | null
}

export function seenBy(state: CampaignState, actor: Actor): Seen {
  const open = dutiesNow(state)
  const editors = new Map<string, RefitEditorView | null>()
  return {
    state,
    actor,
    open,
    mine: open.filter((d) => mayDo(state, actor, d)),
    turn: turnView(state, actor),
    management: managementView(state, actor),
    pivotal: pivotalView(state, actor),
    refit: (fleetId, changes = []) => {
      const key = `${fleetId} ${JSON.stringify(changes)}`
      if (!editors.has(key)) editors.set(key, refitEditorView(state, actor, fleetId, changes))
      return editors.get(key)!
    },
  }
}

type DutyOf<K extends Duty['kind']> = Extract<Duty, { kind: K }>

/** Whether one of this person's duties is of this kind (and matches). */
function hasDuty<K extends Duty['kind']>(seen: Seen, kind: K, matches: (d: DutyOf<K>) => boolean = () => true): boolean {
  return seen.mine.some((d) => d.kind === kind && matches(d as DutyOf<K>))
}

const isOrganizer = (seen: Seen) => seen.actor.role === 'organizer'
const subset = <T>(part: readonly T[], whole: readonly T[]) => part.every((x) => whole.includes(x))
const idsOf = (cards: readonly { id: string }[]) => cards.map((c) => c.id)

/** R-OVERRIDE, settings: the organizer's corrections have a form of their own on the organizer's pages at all times. */
const organizerTool = (seen: Seen): boolean => isOrganizer(seen)

/** R-PIVOT-AFTER: a pivotal result naming a map choice is not offered: the choice is a step after the result. */
function mapChoice(c: { claimedSystems?: unknown[]; newBaseSystem?: unknown; conquestDefense?: unknown }): boolean {
  return (c.claimedSystems?.length ?? 0) > 0 || c.newBaseSystem !== undefined || c.conquestDefense !== undefined
}

/** R-REFIT: whether the refit editor offers this change to the fleet as it stands after the earlier ones. */
export function refitChangeOffered(editor: RefitEditorView, op: RefitChange): boolean {
  const element = [...editor.ships, ...editor.squadrons].find((e) => 'uid' in op && e.uid === op.uid)
  const upgrade = editor.ships.flatMap((s) => s.upgrades).find((u) => 'upgradeUid' in op && u.uid === op.upgradeUid)
  switch (op.op) {
    case 'remove-scar':
      return op.using === 'base' ? element?.repair?.base === true : element?.repair?.repairYards != null
    case 'remove-condition':
      return editor.conditionRemovals.some((r) => r.condition === op.condition && r.using === op.using)
    case 'strip':
      // A type removed with a Repair Yards token instead of a base's removal (R-TOKEN-REPAIR) is offered card by card.
      return !op.withRepairYards && editor.strippable.some((s) => s.slot === op.slot)
    case 'strip-card': {
      const card = editor.ships.flatMap((s) => s.upgrades).find((u) => u.uid === op.uid) ?? editor.squadrons.find((q) => q.uid === op.uid)
      return card?.removeCredit != null
    }
    case 'rebuy':
      return editor.credits.some((c) => c.slot === op.slot && subset(op.cards, idsOf(c.cards)))
    case 'buy-from-reserve':
      return editor.reserve.some((r) => r.type === op.rewardType && subset(op.cards, idsOf(r.cards)))
    case 'add-card': {
      const pending = editor.pending.find((p) => p.index === op.index)
      return pending !== undefined && (op.shipUid === null ? pending.mayKeep : pending.ships.includes(op.shipUid))
    }
    case 'equip':
      return upgrade?.equipOn.includes(op.shipUid) === true
    case 'unequip':
      return upgrade?.mayUnequip === true
    case 'disband':
      return editor.mayDisband
    case 'prototype':
      return editor.prototypeTypes.some((p) => p.cardId === op.squadronCardId)
  }
}

/** R-REFIT: a whole edit is offered when each change is offered after the ones before it, and finishing when nothing keeps the fleet from it. */
function refitEditOffered(seen: Seen, fleetId: string, ops: readonly RefitChange[], finish: boolean): boolean {
  for (const [i, op] of ops.entries()) {
    const editor = seen.refit(fleetId, ops.slice(0, i))
    if (!editor || editor.closed || editor.applied < i || !refitChangeOffered(editor, op)) return false
  }
  if (!finish) return ops.length > 0 || seen.refit(fleetId)?.closed === false
  const edited = seen.refit(fleetId, ops)
  return edited !== null && !edited.closed && edited.applied === ops.length && edited.finishViolations.length === 0
}

/** R-REWARD: a reward (or its decline) is offered when the view lists it for the fleet with its cards. */
function rewardOffered(entry: ManagementView['rewards'][number] | PivotalView['rewards'][number] | undefined, c: CommandOf<'take-reward'>): boolean {
  if (!entry) return false
  if (c.decline) return true
  if ('offers' in entry) {
    // R-REWARD 3-5, R-TOKEN-DESTINY: each card listed for the choice, with Destiny only where it needs it or the team may spend it anyway.
    const offer = entry.offers.find((o) => o.choice.systemId === c.systemId && o.choice.type === c.rewardType)
    return offer !== undefined && c.cards.every((id) => offer.cards.some((card) => card.id === id && (c.useDestiny || !card.needsDestiny)))
  }
  return entry.options.some((o) => o.systemId === c.systemId && o.type === c.rewardType) && subset(c.cards, idsOf(entry.cardsByType[c.rewardType] ?? []))
}

type Offered = { readonly [T in CommandType]: (seen: Seen, command: CommandOf<T>) => boolean }

export const OFFERED: Offered = {
  // Setup (R-SETUP-1..6): the setup checklist's duties; a ready fleet stays open to its editor during setup
  // (R-SETUP-6), and a fleet disbanded at refit is rebuilt on its fleet page (R-REFIT 8).
  'place-base': (seen, c) => hasDuty(seen, 'place-base', (d) => d.playerId === c.playerId),
  'assign-base-defenses': (seen, c) => hasDuty(seen, 'assign-defenses', (d) => d.team === c.team) || setupItemOpen(seen, c),
  'set-fleet': (seen, c) => fleetEditable(seen, c.fleetId),
  'set-commander': (seen, c) => fleetEditable(seen, c.fleetId),
  'start-campaign': (seen) => hasDuty(seen, 'start-campaign'),

  // Strategy (R-STRAT-*): the turn view.
  'choose-diplomats': (seen, c) => seen.turn?.diplomats.mayChoose.includes(c.team) === true,
  'declare-assault': (seen, c) =>
    seen.turn !== null &&
    seen.turn.legalTargets.includes(c.systemId) &&
    seen.turn.declareFor.some((d) => d.playerId === c.playerId && d.fleets.includes(c.fleetId)),
  'name-defender': (seen, c) =>
    seen.turn?.pendingBattleId === c.battleId && seen.turn.defendWith.some((d) => d.playerId === c.playerId && d.fleets.includes(c.fleetId)),
  'pass-declaration': (seen, c) => seen.turn?.passFor.includes(c.playerId) === true,
  'spend-spacers': (seen, c) => seen.turn !== null && seen.turn.spacers.mayChoose.includes(c.team) && subset(c.fleetIds, seen.turn.spacers.fighting[c.team]),

  // Battles (R-OBJ, R-RESULT, R-RESULT-CONFIRM, R-VET-2): the turn view's battle extras.
  'choose-objective': (seen, c) => {
    const b = seen.turn?.battles[c.battleId]
    if (!b?.mayChooseObjective || !b.pool) return false
    return b.pool.kind === 'choice' ? b.pool.objectives.includes(c.objectiveId) : b.pool.objective === c.objectiveId
  },
  'enter-result': (seen, c) => seen.turn?.battles[c.battleId]?.mayEnterResult === true || seen.turn?.battles[c.battleId]?.mayCorrect === true,
  'confirm-result': (seen, c) => seen.turn?.battles[c.battleId]?.mayConfirm === true,
  'dispute-result': (seen, c) => seen.turn?.battles[c.battleId]?.mayConfirm === true,
  // The organizer's ruling may also stand in for an entry: the organizer's page offers them the result's form.
  'settle-result': (seen, c) => {
    const b = seen.turn?.battles[c.battleId]
    return b?.maySettle === true || (isOrganizer(seen) && b?.mayEnterResult === true)
  },
  'choose-veterans': (seen, c) =>
    seen.turn?.battles[c.battleId]?.chooseVeteransFor.some((v) => v.fleetId === c.fleetId && subset(c.uids, v.eligible) && c.uids.length <= v.allowance) ===
      true || emptyVeteranChoice(seen, c),
  // R-TOKEN-DESTINY, R-TOKEN-SPYNET.
  'spend-battle-token': (seen, c) =>
    seen.turn?.battles[c.battleId]?.tokenSpends.some((s) => s.playerId === c.playerId && s.options.some((o) => o.token === c.token && o.count === c.count)) ===
    true,
  // R-SCHEDULE: the turn page's game forms, for the two players of the battle and the organizer.
  'propose-game': (seen, c) => seen.turn?.battles[c.battleId]?.schedule.mayPropose === true,
  'accept-game': (seen, c) => seen.turn?.battles[c.battleId]?.schedule.mayAccept === true,
  'spynet-reveal': (seen, c) => seen.turn?.spynet.some((s) => s.team === c.team && s.targets.includes(c.systemId)) === true,

  // Management (R-BASE-BUILD, R-TOKEN-GAIN, R-REWARD, R-XP-SPEND, R-REFIT): the management view and the refit editor.
  'build-base': (seen, c) =>
    seen.management?.bases.some((b) => b.team === c.team && b.mayBuildNow && b.systems.includes(c.systemId) && b.defenses.includes(c.defense)) === true,
  'finish-bases': (seen, c) => seen.management?.bases.some((b) => b.team === c.team) === true,
  'gain-tokens': (seen, c) => {
    const entry = seen.management?.tokenChoices.find((t) => t.team === c.team)
    return (
      entry !== undefined &&
      Object.entries(c.choices).every(([systemId, token]) => entry.sources.some((s) => s.systemId === systemId && s.options.includes(token!)))
    )
  },
  'force-step': organizerTool,
  'take-reward': (seen, c) =>
    rewardOffered(
      seen.management?.rewards.find((r) => r.fleetId === c.fleetId),
      c,
    ),
  // R-XP-SPEND, R-CMD-3; after a pivotal battle (a reset included) on the pivotal page (R-PIVOT-AFTER).
  'buy-ability': (seen, c) =>
    [...(seen.management?.experience ?? []), ...(seen.pivotal?.abilities ?? [])].some(
      (e) => e.fleetId === c.fleetId && e.purchases.some((a) => a.id === c.abilityId && a.replaces === (c.replaces ?? null)),
    ),
  'finish-experience': (seen, c) => seen.management?.experience.some((e) => e.fleetId === c.fleetId) === true,
  // The one-change command replays older histories; the refit editor offers the same change as a refit-fleet edit.
  refit: (seen, c) => refitEditOffered(seen, c.fleetId, [c.op], false),
  'refit-fleet': (seen, c) => refitEditOffered(seen, c.fleetId, c.ops, c.finish),
  'finish-refit': (seen, c) => refitEditOffered(seen, c.fleetId, [], true),
  override: organizerTool,

  // Pivotal and climactic battles (R-PIVOT-CHOOSE, R-PIVOT-OBJ, R-CLIMAX, R-PIVOT-UPGRADE, R-PIVOT-AFTER): the pivotal view and its duties.
  'choose-pivotal': (seen, c) => {
    const v = seen.pivotal
    if (!v || !v.mayChoose || !hasDuty(seen, 'choose-pivotal') || !v.available.includes(c.objectiveId)) return false
    if (c.climactic && !v.climacticAllowed) return false
    if (c.objectiveId === 'conquest') return c.systemId != null && v.enemyBases.includes(c.systemId)
    if (c.objectiveId === 'evacuation') return c.systemId != null && v.ownBases.includes(c.systemId)
    return c.zone != null
  },
  'pivotal-upgrade': (seen, c) => {
    const team = fleetTeam(seen, c.fleetId)
    return (
      team !== undefined &&
      seen.open.some((d) => d.kind === 'prepare-pivotal' && d.team === team) &&
      seen.pivotal?.upgrades.some(
        (u) =>
          u.fleetId === c.fleetId &&
          u.replacements.some((r) => r.shipUid === c.shipUid && r.newShipCardId === c.newShipCardId && c.extraResources >= r.extraResources),
      ) === true
    )
  },
  'pivotal-move-upgrade': (seen, c) =>
    seen.pivotal?.moves.some((m) => m.fleetId === c.fleetId && m.upgradeUid === c.upgradeUid && m.shipUids.includes(c.shipUid)) === true,
  'take-pivotal-reward': (seen, c) =>
    rewardOffered(
      seen.pivotal?.rewards.find((r) => r.fleetId === c.fleetId),
      { ...c, type: 'take-reward' },
    ),
  'finish-pivotal-prep': (seen, c) => hasDuty(seen, 'prepare-pivotal', (d) => d.team === c.team),
  'enter-pivotal-result': (seen, c) => (hasDuty(seen, 'enter-pivotal-result') || seen.pivotal?.maySettleResult === true) && !mapChoice(c.result),
  'enter-pivotal-team-result': (seen, c) => hasDuty(seen, 'enter-pivotal-result', (d) => d.team === c.team) && !mapChoice(c),
  'confirm-pivotal-result': (seen) => hasDuty(seen, 'confirm-pivotal-result'),
  // R-PIVOT-AFTER **Decision**: the winner's claim, among the options the pivotal view lists with their scores.
  'claim-pivotal-effects': (seen, c) => {
    const claim = seen.pivotal?.claim
    return claim?.mayClaim === true && claim.team === c.team && claim.options.some((o) => claimTakes(o, c))
  },
  'pivotal-veterans': (seen, c) => hasDuty(seen, 'pivotal-veterans', (d) => d.fleetId === c.fleetId) || emptyPivotalVeteranChoice(seen, c),
  'pivotal-tokens': (seen, c) => hasDuty(seen, 'pivotal-tokens', (d) => d.team === c.team),
  'reset-commander': (seen, c) => seen.pivotal?.resets.includes(c.fleetId) === true,
  'finish-pivotal': (seen) => hasDuty(seen, 'finish-pivotal'),

  // Strategic effect tokens (R-TOKEN-ALLY, R-TOKEN-DIPLO, R-TOKEN-SPACERS).
  'spend-ally': (seen, c) =>
    seen.turn?.tokenUses.some((u) => u.team === c.team && u.allyFleets.includes(c.fleetId)) === true ||
    seen.pivotal?.allyUses.some((u) => u.team === c.team && u.fleetIds.includes(c.fleetId)) === true,
  'diplomats-xp': (seen, c) => seen.turn?.battles[c.battleId]?.diplomatsXp.some((d) => d.team === c.team && d.fleetId === c.fleetId) === true,
  'spacers-objective': (seen, c) =>
    seen.turn?.tokenUses.some(
      (u) =>
        u.team === c.team &&
        u.spacersObjective.fleets.includes(c.fleetId) &&
        u.spacersObjective.objectives.some((o) => o.category === c.category && o.id === c.objectiveId),
    ) === true,

  'set-campaign-language': organizerTool,
  'rename-campaign': organizerTool,
  // R-FLEET-ERA: the organizer page's era form, until the campaign starts.
  'set-points-era': (seen) => isOrganizer(seen) && seen.state.phase === 'setup',
}

/**
 * R-VET-2: a fleet with no element eligible has no veteran to choose; the engine takes its empty choice and it
 * changes nothing a page shows, so no view needs to offer it (reported as such, not as an offered move).
 */
function emptyVeteranChoice(seen: Seen, c: CommandOf<'choose-veterans'>): boolean {
  const battle = seen.state.turnState?.battles.find((b) => b.id === c.battleId)
  if (c.uids.length > 0 || battle?.result.status !== 'applied') return false
  const fleet = seen.state.fleets.find((f) => f.id === c.fleetId)
  const outcomes = [battle.result.result.assaulter, battle.result.result.defender]
  return fleet !== undefined && !outcomes.some((o) => o.eligibleVeterans.some((uid) => uidsOf(fleet).includes(uid)))
}

/** R-PIVOT-AFTER, R-VET-2: the same for a pivotal battle's veterans. */
function emptyPivotalVeteranChoice(seen: Seen, c: CommandOf<'pivotal-veterans'>): boolean {
  const result = seen.state.pivotal?.result
  return c.uids.length === 0 && result?.status === 'applied' && (result.result.fleets[c.fleetId]?.eligibleVeterans ?? []).length === 0
}

const uidsOf = (f: { ships: { uid: string }[]; squadrons: { uid: string }[] }) => [...f.ships.map((x) => x.uid), ...f.squadrons.map((x) => x.uid)]

/** Whether a claim command sends exactly this option's choice. */
function claimTakes(o: PivotalClaimOption, c: CommandOf<'claim-pivotal-effects'>): boolean {
  const systems = c.claimedSystems ?? []
  switch (o.kind) {
    case 'systems':
      return c.newBaseSystem === undefined && c.conquestDefense === undefined && systems.length === o.systems.length && subset(systems, o.systems)
    case 'new-base':
      return systems.length === 0 && c.conquestDefense === undefined && c.newBaseSystem === o.newBaseSystem
    case 'defense':
      return systems.length === 0 && c.newBaseSystem === undefined && c.conquestDefense === o.defense
  }
}

/** The claim command that takes one option of the view. */
export function claimCommand(team: TeamId, o: PivotalClaimOption): CommandOf<'claim-pivotal-effects'> {
  switch (o.kind) {
    case 'systems':
      return { type: 'claim-pivotal-effects', team, claimedSystems: o.systems }
    case 'new-base':
      return { type: 'claim-pivotal-effects', team, newBaseSystem: o.newBaseSystem }
    case 'defense':
      return { type: 'claim-pivotal-effects', team, conquestDefense: o.defense }
  }
}

function fleetTeam(seen: Seen, fleetId: string): TeamId | undefined {
  return seen.state.fleets.find((f) => f.id === fleetId)?.team
}

/** R-SETUP-5, R-SETUP-6: a team's objectives, once assigned, stay open to its Grand Admiral on the setup checklist until the start. */
function setupItemOpen(seen: Seen, c: CommandOf<'assign-base-defenses'>): boolean {
  return (
    seen.state.phase === 'setup' &&
    setupChecklist(seen.state).some((item) => item.kind === 'defenses-assigned' && item.team === c.team && item.done) &&
    mayIssue(seen.state, seen.actor, c)
  )
}

function fleetEditable(seen: Seen, fleetId: string): boolean {
  if (hasDuty(seen, 'ready-fleet', (d) => d.fleetId === fleetId)) return true
  const fleet = seen.state.fleets.find((f) => f.id === fleetId)
  if (seen.state.phase === 'setup' && fleet !== undefined && fleetReady(seen.state, fleet) && mayEditFleet(seen.state, seen.actor, fleetId)) return true
  return seen.management?.refits.some((r) => r.fleetId === fleetId && r.disbanded) === true
}

export function offered(seen: Seen, command: CampaignCommand): boolean {
  return (OFFERED[command.type] as (seen: Seen, c: CampaignCommand) => boolean)(seen, command)
}

/** An option a view lists (or a duty), with the commands that take it: the engine must accept one of them. */
export interface ViewOption {
  what: string
  commands: CampaignCommand[]
}

/**
 * Every option this person's views list, each as the commands that would take it. `tried` are the candidates
 * of the state (generators.ts), used where an option leaves the rest of the command to the form (a result's
 * figures, the ship a pivotal upgrade replaces).
 */
export function viewOptions(seen: Seen, tried: readonly CampaignCommand[]): ViewOption[] {
  const options: ViewOption[] = []
  const add = (what: string, ...commands: CampaignCommand[]) => options.push({ what, commands })
  const t = seen.turn
  if (t) {
    for (const team of t.diplomats.mayChoose) add(`turn: Diplomats for ${team}`, { type: 'choose-diplomats', team, zone: null })
    for (const d of t.declareFor)
      for (const fleetId of d.fleets)
        for (const systemId of t.legalTargets)
          add(`turn: ${d.playerId} assaults ${systemId} with ${fleetId}`, { type: 'declare-assault', playerId: d.playerId, systemId, fleetId })
    for (const d of t.defendWith)
      for (const fleetId of d.fleets)
        add(`turn: ${d.playerId} defends with ${fleetId}`, { type: 'name-defender', battleId: t.pendingBattleId!, playerId: d.playerId, fleetId })
    for (const playerId of t.passFor) add(`turn: ${playerId} passes`, { type: 'pass-declaration', playerId })
    for (const team of t.spacers.mayChoose) add(`turn: Skilled Spacers for ${team}`, { type: 'spend-spacers', team, fleetIds: [] })
    for (const s of t.spynet)
      for (const systemId of s.targets) add(`turn: ${s.team} reveals ${systemId} (Spynet)`, { type: 'spynet-reveal', team: s.team, systemId })
    for (const u of t.tokenUses) {
      for (const fleetId of u.allyFleets)
        add(`turn: an Ally joins ${fleetId}`, ...tried.filter((c) => c.type === 'spend-ally' && c.team === u.team && c.fleetId === fleetId))
      for (const fleetId of u.spacersObjective.fleets)
        for (const o of u.spacersObjective.objectives)
          add(`turn: ${fleetId} takes ${o.id} (${o.category}, Skilled Spacers)`, {
            type: 'spacers-objective',
            team: u.team,
            fleetId,
            category: o.category,
            objectiveId: o.id,
          })
    }
    for (const [battleId, b] of Object.entries(t.battles)) {
      if (b.mayChooseObjective && b.pool) {
        const ids = b.pool.kind === 'choice' ? b.pool.objectives : b.pool.objective ? [b.pool.objective] : []
        for (const objectiveId of ids) add(`battle ${battleId}: objective ${objectiveId}`, { type: 'choose-objective', battleId, objectiveId })
      }
      if (b.mayEnterResult) add(`battle ${battleId}: enter the result`, ...tried.filter((c) => c.type === 'enter-result' && c.battleId === battleId))
      if (b.mayConfirm) add(`battle ${battleId}: confirm`, { type: 'confirm-result', battleId })
      if (b.schedule.mayPropose) add(`battle ${battleId}: propose a game`, ...tried.filter((c) => c.type === 'propose-game' && c.battleId === battleId))
      const proposal = seen.state.turnState?.battles.find((x) => x.id === battleId)?.schedule?.proposal
      if (b.schedule.mayAccept && proposal)
        add(`battle ${battleId}: accept the game proposed`, { type: 'accept-game', battleId, seen: { startsAt: proposal.startsAt, venue: proposal.venue } })
      if (b.maySettle) add(`battle ${battleId}: settle`, ...tried.filter((c) => c.type === 'settle-result' && c.battleId === battleId))
      for (const d of b.diplomatsXp)
        add(`battle ${battleId}: Diplomats XP for ${d.fleetId}`, { type: 'diplomats-xp', team: d.team, battleId, fleetId: d.fleetId })
      for (const s of b.tokenSpends)
        for (const o of s.options)
          add(`battle ${battleId}: ${s.playerId} spends ${o.count} ${o.token}`, {
            type: 'spend-battle-token',
            battleId,
            playerId: s.playerId,
            token: o.token,
            count: o.count,
            purpose: '',
          })
      for (const v of b.chooseVeteransFor) {
        add(`battle ${battleId}: no veteran for ${v.fleetId}`, { type: 'choose-veterans', battleId, fleetId: v.fleetId, uids: [] })
        for (const uid of v.allowance > 0 ? v.eligible : [])
          add(`battle ${battleId}: veteran ${uid}`, { type: 'choose-veterans', battleId, fleetId: v.fleetId, uids: [uid] })
      }
    }
  }
  const m = seen.management
  if (m) {
    for (const b of m.bases) {
      add(`management: ${b.team} finishes its bases`, { type: 'finish-bases', team: b.team })
      if (b.mayBuildNow)
        for (const systemId of b.systems)
          for (const defense of b.defenses)
            add(`management: ${b.team} builds at ${systemId} (${defense})`, { type: 'build-base', team: b.team, systemId, defense })
    }
    for (const entry of m.tokenChoices) {
      const choices = Object.fromEntries(entry.sources.map((s) => [s.systemId, s.options[0]!]))
      add(`management: ${entry.team} gains tokens`, { type: 'gain-tokens', team: entry.team, choices })
    }
    for (const r of m.rewards) options.push(...rewardOptions('management', 'take-reward', r))
    for (const e of m.experience) {
      add(`management: ${e.fleetId} finishes spending XP`, { type: 'finish-experience', fleetId: e.fleetId })
      for (const a of e.purchases)
        add(`management: ${e.fleetId} buys ${a.id} in place of ${a.replaces}`, {
          type: 'buy-ability',
          fleetId: e.fleetId,
          abilityId: a.id,
          replaces: a.replaces,
        })
    }
    for (const r of m.refits) {
      const editor = seen.refit(r.fleetId)
      if (editor && !editor.closed) options.push(...refitOptions(editor))
    }
  }
  const p = seen.pivotal
  if (p && seen.state.phase === 'pivotal') {
    if (p.mayChoose && hasDuty(seen, 'choose-pivotal'))
      for (const objectiveId of p.available)
        add(
          `pivotal: choose ${objectiveId}`,
          ...tried.filter((c) => c.type === 'choose-pivotal' && c.objectiveId === objectiveId && OFFERED['choose-pivotal'](seen, c)),
        )
    // R-PIVOT-UPGRADE: each ship the view lists for a team still preparing is taken by some ship of a fleet this person upgrades.
    for (const team of TEAMS.filter((team) => seen.open.some((d) => d.kind === 'prepare-pivotal' && d.team === team))) {
      const upgrades = (newShipCardId: string): CampaignCommand[] =>
        seen.state.fleets
          .filter((f) => f.team === team)
          .flatMap((f) =>
            f.ships.flatMap((s) =>
              ([0, 1] as const).map((extraResources): CampaignCommand => ({
                type: 'pivotal-upgrade',
                fleetId: f.id,
                shipUid: s.uid,
                newShipCardId,
                extraResources,
              })),
            ),
          )
          .filter((c) => mayIssue(seen.state, seen.actor, c))
      for (const u of p.upgrades.filter((u) => fleetTeam(seen, u.fleetId) === team))
        for (const r of u.replacements)
          add(
            `pivotal: ${u.fleetId} may replace ${r.shipUid} by ${r.newShipCardId}`,
            ...upgrades(r.newShipCardId)
              .filter((c) => c.type === 'pivotal-upgrade' && c.fleetId === u.fleetId && c.shipUid === r.shipUid)
              .flatMap((c) => withDiscards(seen.state, c as CommandOf<'pivotal-upgrade'>, r.discards, r.huge)),
          )
    }
    for (const r of p.rewards) options.push(...rewardOptions('pivotal', 'take-pivotal-reward', r))
    for (const fleetId of p.resets) add(`pivotal: ${fleetId} resets its commander`, { type: 'reset-commander', fleetId })
    for (const mv of p.moves)
      for (const shipUid of mv.shipUids)
        add(`pivotal: ${mv.fleetId} moves ${mv.upgradeUid} to ${shipUid}`, {
          type: 'pivotal-move-upgrade',
          fleetId: mv.fleetId,
          upgradeUid: mv.upgradeUid,
          shipUid,
        })
    if (p.claim?.mayClaim) for (const o of p.claim.options) add(`pivotal: ${p.claim.team} claims ${JSON.stringify(o)}`, claimCommand(p.claim.team, o))
    for (const e of p.abilities)
      for (const a of e.purchases)
        add(`pivotal: ${e.fleetId} buys ${a.id} in place of ${a.replaces}`, { type: 'buy-ability', fleetId: e.fleetId, abilityId: a.id, replaces: a.replaces })
  }
  // Each duty of this person is discharged by a command the engine accepts.
  for (const duty of seen.mine) add(`duty ${JSON.stringify(duty)}`, ...tried.filter((c) => discharges(seen.state, c, duty)))
  return options
}

/**
 * R-PIVOT-UPGRADE, R-CLIMAX: the ways the form may send a replacement the view lists: cards discarded (the
 * replaced ship's upgrades, or every card but the commander's) when it needs them, and a huge ship replacing
 * the fleet's other ships with it.
 */
function withDiscards(state: CampaignState, c: CommandOf<'pivotal-upgrade'>, discards: boolean, huge: boolean): CommandOf<'pivotal-upgrade'>[] {
  const fleet = state.fleets.find((f) => f.id === c.fleetId)
  if (!fleet) return [c]
  const more = huge ? fleet.ships.filter((s) => s.uid !== c.shipUid).map((s) => s.uid) : []
  const base = huge ? { ...c, moreShipUids: more } : c
  if (!discards) return [base]
  const replaced = fleet.ships.filter((s) => s.uid === c.shipUid || more.includes(s.uid)).flatMap((s) => s.upgrades.map((u) => u.uid))
  const allUpgrades = fleet.ships
    .flatMap((s) => s.upgrades)
    .filter((u) => !upgradeCard(u.cardId)?.slots.includes('Commander'))
    .map((u) => u.uid)
  return [
    { ...base, extraResources: 1, discardUpgradeUids: replaced },
    { ...base, extraResources: 1, discardUpgradeUids: allUpgrades, discardSquadronUids: fleet.squadrons.map((q) => q.uid) },
  ]
}

function rewardOptions(
  where: string,
  type: 'take-reward' | 'take-pivotal-reward',
  r: ManagementView['rewards'][number] | PivotalView['rewards'][number],
): ViewOption[] {
  const command = (fields: Omit<CommandOf<'take-reward'>, 'type' | 'fleetId'>) => ({ ...fields, type, fleetId: r.fleetId }) as CampaignCommand
  const first = r.options[0]
  const out: ViewOption[] = []
  if (first)
    out.push({
      what: `${where}: ${r.fleetId} declines`,
      commands: [command({ decline: true, systemId: first.systemId, rewardType: first.type, cards: [], useDestiny: false })],
    })
  if ('offers' in r) {
    for (const o of r.offers)
      for (const card of o.cards)
        out.push({
          what: `${where}: ${r.fleetId} takes ${card.id} (${o.choice.type} at ${o.choice.systemId})`,
          commands: [command({ decline: false, systemId: o.choice.systemId, rewardType: o.choice.type, cards: [card.id], useDestiny: card.needsDestiny })],
        })
    return out
  }
  for (const [rewardType, cards] of Object.entries(r.cardsByType)) {
    const choices = r.options.filter((o) => o.type === rewardType)
    for (const card of cards ?? [])
      out.push({
        what: `${where}: ${r.fleetId} takes ${card.id} (${rewardType})`,
        commands: choices.flatMap((o) =>
          [false, true].map((useDestiny) => command({ decline: false, systemId: o.systemId, rewardType: o.type, cards: [card.id], useDestiny })),
        ),
      })
  }
  return out
}

function refitOptions(editor: RefitEditorView): ViewOption[] {
  const fleetId = editor.fleetId
  const ops: RefitChange[] = [
    ...[...editor.ships, ...editor.squadrons].flatMap((e): RefitChange[] => [
      ...(e.repair?.base ? [{ op: 'remove-scar' as const, uid: e.uid, using: 'base' as const }] : []),
      ...(e.repair?.repairYards != null ? [{ op: 'remove-scar' as const, uid: e.uid, using: 'repair-yards' as const }] : []),
    ]),
    ...editor.conditionRemovals.map((r): RefitChange => ({ op: 'remove-condition', condition: r.condition, using: r.using })),
    ...editor.strippable.map((s): RefitChange => ({ op: 'strip', slot: s.slot as 'squadrons' })),
    ...[...editor.ships.flatMap((s) => s.upgrades), ...editor.squadrons]
      .filter((u) => u.removeCredit != null)
      .map((u): RefitChange => ({ op: 'strip-card', uid: u.uid })),
    ...editor.credits.flatMap((c) => c.cards.map((card): RefitChange => ({ op: 'rebuy', slot: c.slot as 'squadrons', cards: [card.id] }))),
    ...editor.reserve.flatMap((r) => r.cards.map((card): RefitChange => ({ op: 'buy-from-reserve', rewardType: r.type, cards: [card.id] }))),
    ...editor.pending.flatMap((p): RefitChange[] => [
      ...p.ships.map((shipUid): RefitChange => ({ op: 'add-card', index: p.index, shipUid })),
      ...(p.mayKeep ? [{ op: 'add-card' as const, index: p.index, shipUid: null }] : []),
    ]),
    ...editor.ships.flatMap((s) =>
      s.upgrades.flatMap((u): RefitChange[] => [
        ...(u.mayUnequip ? [{ op: 'unequip' as const, upgradeUid: u.uid }] : []),
        ...u.equipOn.map((shipUid): RefitChange => ({ op: 'equip', upgradeUid: u.uid, shipUid })),
      ]),
    ),
    ...(editor.mayDisband ? [{ op: 'disband' as const }] : []),
    ...editor.prototypeTypes.map((p): RefitChange => ({ op: 'prototype', squadronCardId: p.cardId })),
  ]
  return [
    ...ops.map((op) => ({ what: `refit ${fleetId}: ${JSON.stringify(op)}`, commands: [{ type: 'refit-fleet' as const, fleetId, ops: [op], finish: false }] })),
    ...(editor.finishViolations.length === 0
      ? [{ what: `refit ${fleetId}: finish`, commands: [{ type: 'refit-fleet' as const, fleetId, ops: [], finish: true }] }]
      : []),
  ]
}

/** Whether the command discharges the duty (or moves towards it: a refit change, an ability bought). */
export function discharges(state: CampaignState, c: CampaignCommand, d: Duty): boolean {
  // The organizer's ruling settles a battle's result at any point, in place of an entry or a confirmation.
  if (c.type === 'settle-result' && (d.kind === 'enter-result' || d.kind === 'confirm-result')) return c.battleId === d.battleId
  switch (d.kind) {
    case 'place-base':
      return c.type === 'place-base' && c.playerId === d.playerId
    case 'assign-defenses':
      return c.type === 'assign-base-defenses' && c.team === d.team
    case 'ready-fleet':
      return (c.type === 'set-fleet' || c.type === 'set-commander') && c.fleetId === d.fleetId
    case 'start-campaign':
      return c.type === 'start-campaign'
    case 'choose-diplomats':
      return c.type === 'choose-diplomats' && c.team === d.team
    case 'declare-assault':
      return (c.type === 'declare-assault' || c.type === 'pass-declaration') && d.playerIds.includes(c.playerId)
    case 'name-defender':
      return c.type === 'name-defender' && c.battleId === d.battleId
    case 'spend-spacers':
      return c.type === 'spend-spacers' && c.team === d.team
    case 'choose-objective':
      return c.type === 'choose-objective' && c.battleId === d.battleId
    case 'enter-result':
      return c.type === 'enter-result' && c.battleId === d.battleId
    case 'confirm-result':
      return (c.type === 'confirm-result' || c.type === 'dispute-result') && c.battleId === d.battleId
    case 'settle-result':
      return c.type === 'settle-result' && c.battleId === d.battleId
    case 'choose-veterans':
      return c.type === 'choose-veterans' && c.battleId === d.battleId && c.fleetId === d.fleetId
    case 'build-bases':
      return (c.type === 'build-base' || c.type === 'finish-bases') && c.team === d.team
    case 'gain-tokens':
      return c.type === 'gain-tokens' && c.team === d.team
    case 'take-reward':
      return c.type === 'take-reward' && c.fleetId === d.fleetId
    case 'spend-xp':
      return (c.type === 'buy-ability' || c.type === 'finish-experience') && c.fleetId === d.fleetId
    case 'refit':
      // R-PIVOT-AFTER: after a pivotal battle XP is spent during the refit, with the next act's limits.
      if (c.type === 'buy-ability' && state.phase === 'pivotal') return c.fleetId === d.fleetId
      // R-REFIT 8: a fleet disbanded at refit is rebuilt as a new starting fleet before it finishes.
      if (c.type === 'set-fleet' || c.type === 'set-commander') return c.fleetId === d.fleetId
      return (c.type === 'refit' || c.type === 'refit-fleet' || c.type === 'finish-refit') && c.fleetId === d.fleetId
    case 'choose-pivotal':
      return c.type === 'choose-pivotal'
    case 'prepare-pivotal':
      return c.type === 'finish-pivotal-prep' && c.team === d.team
    case 'enter-pivotal-result':
      return (c.type === 'enter-pivotal-team-result' && c.team === d.team) || c.type === 'enter-pivotal-result'
    case 'confirm-pivotal-result':
      return c.type === 'confirm-pivotal-result'
    case 'pivotal-veterans':
      return c.type === 'pivotal-veterans' && c.fleetId === d.fleetId
    case 'pivotal-tokens':
      return c.type === 'pivotal-tokens' && c.team === d.team
    case 'claim-pivotal-effects':
      return c.type === 'claim-pivotal-effects' && c.team === d.team
    case 'finish-pivotal':
      return c.type === 'finish-pivotal'
  }
}
