// The history's sentences: what each entry says, with battles named by who fought where, in the reader's
// language (each sentence one ICU message, so French verbs agree with the team and plurals are right).
import { eraKey } from '@/app/_lib/points-era-words'
import type { HistoryItem } from '@/lib/server/get-history'
import type { Actor, PointsEra } from '@/lib/campaign'
import type { VisibleCommand } from '@/lib/campaign'
import type { ChronicleBattle } from '@/lib/campaign'
import { cardName, objectiveName, systemName, zoneRoman } from '@/app/_lib/words'
import { allyForcesText, type AllyTranslator } from '@/app/_lib/ally-words'
import { actRoman, battleTitle, fleetName, upperFirst, type Translator } from './words'
import { elision } from '@/app/_i18n/elision'
import { firstOfMonth } from '@/app/_i18n/first-of-month'

/** Everything a history sentence needs besides the entry: the translators and the players' names. */
export interface HistoryWords {
  t: Translator<'History'>
  battles: Translator<'Battles'>
  ally: AllyTranslator
  /** R-FLEET-ERA: the campaign's points era, for the points a sentence names. */
  pointsEra: PointsEra
  terms: Translator<'Terms'>
  locale: string
  name: (id: string) => string
}

/** The secret commands whose other-team sentence says what kind of thing happened, and to which fleet. */
const SECRET_KINDS = [
  'set-fleet',
  'set-commander',
  'take-reward',
  'buy-ability',
  'refit',
  'pivotal-upgrade',
  'pivotal-move-upgrade',
  'take-pivotal-reward',
  'reset-commander',
  'spend-ally',
  'spacers-objective',
  'claim-pivotal-effects',
] as const
type SecretKind = (typeof SECRET_KINDS)[number]

function secretSentence(command: Extract<VisibleCommand, { type: 'secret' }>, w: HistoryWords): string {
  const { t } = w
  if (command.of === 'spynet-reveal') return t('secret.spynet-reveal', { team: command.team })
  if (command.of === 'spend-spacers') return t('secret.spend-spacers', { team: command.team })
  const fleet = command.fleetId ? fleetName(w.terms, command.fleetId, w.name) : t('aFleet')
  // A refit sent as one edit reads, to the other team, as any refit.
  const of = command.of === 'refit-fleet' ? 'refit' : command.of
  const kind = (SECRET_KINDS as readonly string[]).includes(of) ? (of as SecretKind) : 'other'
  return t(`secret.${kind}`, { team: command.team, fleet })
}

/** One refit operation in words ("removed a scar"). */
function refitOpWords(t: HistoryWords['t'], op: string): string {
  // A catalogue key may not be "prototype" (the message compiler refuses it): that operation's is spelt out.
  const key = op === 'prototype' ? 'prototypeRecovery' : op
  return t.has(`entry.refitOp.${key}` as 'entry.refitOp.strip') ? t(`entry.refitOp.${key}` as 'entry.refitOp.strip') : op
}

/** Everything a sentence may draw on: the words, the battle the entry is about, and the cards a refit placed. */
interface Sentence extends HistoryWords {
  w: HistoryWords
  battle?: ChronicleBattle
  cards?: readonly string[]
  /** The battle named ("the battle at Tatooine: Ackbar against Vader"), or its id in histories of older rules. */
  of: (id: string) => string
  fleet: (id: string) => string
  /** A fleet's name that starts the sentence. */
  Fleet: (id: string) => string
}

type SentenceOf<T extends VisibleCommand['type']> = (command: Extract<VisibleCommand, { type: T }>, s: Sentence) => string

/** Each entry's sentence, keyed by its command's type: a command type without a sentence does not compile. */
/** A game's time and place (R-SCHEDULE). The history is read on the server, in UTC, and says so; the turn page shows the reader's own time. */
function gameValues(
  slot: { startsAt: string; venue: { kind: 'online' } | { kind: 'place'; place: string } },
  battleId: string,
  w: HistoryWords,
  of: (id: string) => string,
) {
  const time = firstOfMonth(
    new Intl.DateTimeFormat(w.locale, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(slot.startsAt)),
    w.locale,
  )
  return { battle: of(battleId), time, venue: slot.venue.kind, place: slot.venue.kind === 'place' ? slot.venue.place : '' }
}

const SENTENCES: { [T in VisibleCommand['type']]: SentenceOf<T> } = {
  'create-campaign': (command, { t, terms }) => t('entry.createCampaign', { name: command.name, preset: terms(`preset.${command.preset}`) }),
  'place-base': (command, { t, name }) => {
    const player = name(command.playerId)
    return t('entry.placeBase', { player, elision: elision(player), system: systemName(command.systemId) })
  },
  secret: (command, { w }) => secretSentence(command, w),
  'set-fleet': (command, { t, fleet }) => {
    return command.draft.name
      ? t('entry.setFleetNamed', { fleet: fleet(command.fleetId), fleetName: command.draft.name })
      : t('entry.setFleet', { fleet: fleet(command.fleetId) })
  },
  'set-commander': (command, { t, fleet }) =>
    t('entry.setCommander', { commander: command.name, fleet: fleet(command.fleetId), ability: cardName(command.abilityId) }),
  'start-campaign': (_command, { t }) => t('entry.startCampaign'),
  'choose-diplomats': (command, { t }) => {
    if ('sealed' in command) return t('entry.diplomatsSealed', { team: command.team })
    return command.zone === null
      ? t('entry.diplomatsNone', { team: command.team })
      : t('entry.diplomatsZone', { team: command.team, zone: zoneRoman(command.zone) })
  },
  'declare-assault': (command, { t, name, fleet }) =>
    t('entry.declareAssault', { player: name(command.playerId), system: systemName(command.systemId), fleet: fleet(command.fleetId) }),
  'name-defender': (command, { t, name, fleet, battle }) => {
    return battle
      ? t('entry.nameDefender', { player: name(command.playerId), system: systemName(battle.systemId), fleet: fleet(command.fleetId) })
      : t('entry.nameDefenderUnknown', { player: name(command.playerId), battleId: command.battleId, fleet: fleet(command.fleetId) })
  },
  'pass-declaration': (command, { t, name }) => t('entry.passDeclaration', { player: name(command.playerId) }),
  'choose-objective': (command, { t, of }) => t('entry.chooseObjective', { objective: objectiveName(command.objectiveId), battle: of(command.battleId) }),
  'enter-result': (command, { t, of }) =>
    t('entry.enterResult', { battle: of(command.battleId), assaulter: command.result.assaulter.score, defender: command.result.defender.score }),
  'confirm-result': (command, { t, of }) => t('entry.confirmResult', { battle: of(command.battleId) }),
  'propose-game': (command, { t, of, w }) => t('entry.proposeGame', gameValues(command, command.battleId, w, of)),
  'accept-game': (command, { t, of, w }) => t('entry.acceptGame', gameValues(command.seen, command.battleId, w, of)),
  'dispute-result': (command, { t, of }) => {
    // Disputes written before a reason was asked for say only that the result was disputed.
    if (command.reason === undefined) return t('entry.disputeResult', { battle: of(command.battleId) })
    return t('entry.disputeResultWhy', {
      battle: of(command.battleId),
      reason: command.reason,
      figures: command.counter ? 'yes' : 'no',
      assaulter: command.counter?.assaulter.score ?? 0,
      defender: command.counter?.defender.score ?? 0,
    })
  },
  'settle-result': (command, { t, of }) =>
    t('entry.settleResult', { battle: of(command.battleId), assaulter: command.result.assaulter.score, defender: command.result.defender.score }),
  'choose-veterans': (command, { t, of, fleet }) =>
    t('entry.chooseVeterans', { count: command.uids.length, fleet: fleet(command.fleetId), battle: of(command.battleId) }),
  'spend-battle-token': (command, { t, terms, name, of }) => {
    const values = { player: name(command.playerId), count: command.count, token: terms(`token.${command.token}`), battle: of(command.battleId) }
    return command.purpose ? t('entry.spendBattleTokenFor', { ...values, purpose: command.purpose }) : t('entry.spendBattleToken', values)
  },
  'spynet-reveal': (command, { t }) => t('entry.spynetReveal', { team: command.team, system: systemName(command.systemId) }),
  'build-base': (command, { t }) => t('entry.buildBase', { team: command.team, system: systemName(command.systemId) }),
  'finish-bases': (command, { t }) => t('entry.finishBases', { team: command.team }),
  'gain-tokens': (command, { t }) => t('entry.gainTokens', { team: command.team }),
  'force-step': (command, { t }) => t('entry.forceStep', { reason: command.reason }),
  'take-reward': (command, { t, Fleet }) => {
    if (command.decline) return t('entry.declineReward', { Fleet: Fleet(command.fleetId) })
    const values = { Fleet: Fleet(command.fleetId), system: systemName(command.systemId), destiny: command.useDestiny ? 'yes' : 'no' }
    return command.cards.length > 0 ? t('entry.takeRewardCards', { ...values, cards: command.cards.map(cardName).join(', ') }) : t('entry.takeReward', values)
  },
  'buy-ability': (command, { t, fleet }) => {
    return command.replaces
      ? t('entry.buyAbilityReplacing', { fleet: fleet(command.fleetId), ability: cardName(command.abilityId), replaced: cardName(command.replaces) })
      : t('entry.buyAbility', { fleet: fleet(command.fleetId), ability: cardName(command.abilityId) })
  },
  'finish-experience': (command, { t, fleet }) => t('entry.finishExperience', { fleet: fleet(command.fleetId) }),
  refit: (command, { t, fleet, cards }) => {
    const what =
      command.op.op === 'add-card' && cards && cards.length > 0
        ? t('entry.refitAdded', { cards: cards.map(cardName).join(', '), count: cards.length })
        : refitOpWords(t, command.op.op)
    return t('entry.refit', { fleet: fleet(command.fleetId), what })
  },
  'refit-fleet': (command, { t, fleet, Fleet, w, cards }) => {
    if (command.ops.length === 0) return t('entry.finishRefit', { Fleet: Fleet(command.fleetId) })
    const list = (items: string[]) => new Intl.ListFormat(w.locale, { type: 'conjunction' }).format(items)
    const named = cards && cards.length > 0 ? t('entry.refitAdded', { cards: list(cards.map(cardName)), count: cards.length }) : null
    const what = list([...new Set(command.ops.map((o) => (o.op === 'add-card' && named ? named : refitOpWords(t, o.op))))])
    return t('entry.refitFleet', { fleet: fleet(command.fleetId), what, finish: command.finish ? 'yes' : 'no' })
  },
  override: (command, { t, terms, fleet }) => {
    const target = command.target
    const reason = command.reason
    if (target.kind === 'cp') return t('entry.overrideCp', { team: target.team, roman: actRoman(target.act), value: target.value, reason })
    if (target.kind === 'tokens') return t('entry.overrideTokens', { team: target.team, token: terms(`token.${target.token}`), value: target.value, reason })
    if (target.kind === 'xp') return t('entry.overrideXp', { fleet: fleet(target.fleetId), value: target.value, reason })
    return target.team
      ? t('entry.overridePresence', { system: systemName(target.systemId), team: target.team, reason })
      : t('entry.overrideUnoccupied', { system: systemName(target.systemId), reason })
  },
  'choose-pivotal': (command, { t }) => {
    return t('entry.choosePivotal', {
      objective: objectiveName(command.objectiveId),
      where: command.systemId ? 'system' : command.zone ? 'zone' : 'none',
      system: command.systemId ? systemName(command.systemId) : '',
      zone: command.zone ? zoneRoman(command.zone) : '',
      climactic: command.climactic ? 'yes' : 'no',
    })
  },
  'pivotal-upgrade': (command, { t, Fleet }) => t('entry.pivotalUpgrade', { Fleet: Fleet(command.fleetId), ship: cardName(command.newShipCardId) }),
  'take-pivotal-reward': (command, { t, Fleet }) =>
    t(command.decline ? 'entry.declinePivotalReward' : 'entry.takePivotalReward', { Fleet: Fleet(command.fleetId) }),
  'pivotal-move-upgrade': (command, { t, Fleet }) => t('entry.pivotalMoveUpgrade', { Fleet: Fleet(command.fleetId) }),
  'finish-pivotal-prep': (command, { t }) => t('entry.finishPivotalPrep', { team: command.team }),
  'enter-pivotal-result': (command, { t }) =>
    t('entry.enterPivotalResult', { assaulters: command.result.assaulters.score, defenders: command.result.defenders.score }),
  'enter-pivotal-team-result': (command, { t }) => t('entry.enterPivotalTeamResult', { team: command.team }),
  'confirm-pivotal-result': (_command, { t }) => t('entry.confirmPivotalResult'),
  'pivotal-veterans': (command, { t, fleet }) => t('entry.pivotalVeterans', { fleet: fleet(command.fleetId) }),
  'pivotal-tokens': (command, { t }) => t('entry.pivotalTokens', { team: command.team }),
  'claim-pivotal-effects': (command, { t, w }) => {
    if (command.conquestDefense) return t('entry.claimPivotalDefense', { team: command.team, defense: t(`defense.${command.conquestDefense}`) })
    if (command.newBaseSystem) return t('entry.claimPivotalNewBase', { team: command.team, system: systemName(command.newBaseSystem) })
    return t('entry.claimPivotalSystems', {
      team: command.team,
      count: command.claimedSystems?.length ?? 0,
      systems: new Intl.ListFormat(w.locale, { type: 'conjunction' }).format((command.claimedSystems ?? []).map(systemName)),
    })
  },
  'reset-commander': (command, { t, fleet }) => t('entry.resetCommander', { fleet: fleet(command.fleetId) }),
  'finish-pivotal': (_command, { t }) => t('entry.finishPivotal'),
  'spend-ally': (command, { t, fleet, w }) =>
    t('entry.spendAlly', { team: command.team, forces: allyForcesText(command.forces, w.ally, w.pointsEra), fleet: fleet(command.fleetId) }),
  'diplomats-xp': (command, { t, of, fleet }) => t('entry.diplomatsXp', { team: command.team, fleet: fleet(command.fleetId), battle: of(command.battleId) }),
  'spacers-objective': (command, { t, fleet }) =>
    t('entry.spacersObjective', { team: command.team, fleet: fleet(command.fleetId), objective: objectiveName(command.objectiveId) }),
  'finish-refit': (command, { t, Fleet }) => t('entry.finishRefit', { Fleet: Fleet(command.fleetId) }),
  'spend-spacers': (command, { t, fleet }) => {
    return command.fleetIds.length === 0
      ? t('entry.spendNoSpacers', { team: command.team })
      : t('entry.spendSpacers', { team: command.team, fleets: command.fleetIds.map(fleet).join(', ') })
  },
  'set-campaign-language': (command, { t }) => t('entry.setLanguage', { language: command.language }),
  'rename-campaign': (command, { t }) => t('entry.renameCampaign', { name: command.name }),
  'set-points-era': (command, { t }) => t('entry.setPointsEra', { era: eraKey(command.pointsEra) }),
  'assign-base-defenses': (command, { t }) => {
    if (command.assignments === 'secret') return t('entry.assignDefensesSecret', { team: command.team })
    return t('entry.assignDefenses', {
      team: command.team,
      assignments: command.assignments.map((a) => t('entry.assignment', { system: systemName(a.systemId), defense: t(`defense.${a.defense}`) })).join(', '),
    })
  },
}

/** `cards`: the cards a refit placed in its fleet, named instead of "added a card" (recorded with newer entries). */
export function describe(command: VisibleCommand, w: HistoryWords, battle?: ChronicleBattle, cards?: readonly string[]): string {
  const of = (id: string) => (battle ? w.t('battleOf', { title: battleTitle(w.battles, battle, w.name) }) : w.t('battleId', { id }))
  const fleet = (id: string) => fleetName(w.terms, id, w.name)
  const Fleet = (id: string) => upperFirst(fleet(id), w.locale)
  const sentence = SENTENCES[command.type] as SentenceOf<VisibleCommand['type']>
  return sentence(command, { ...w, w, battle, cards, of, fleet, Fleet })
}

export function actorName(actor: Actor, w: Pick<HistoryWords, 'terms' | 'name'>): string {
  return actor.role === 'organizer' ? w.terms('organizer') : w.name(actor.playerId)
}

export function line(item: HistoryItem, w: HistoryWords): string {
  switch (item.kind) {
    case 'command':
      return describe(item.command, w, item.mark?.battle, item.mark?.cards)
    case 'undo':
      return w.t('line.undo', { change: describe(item.undone, w), actor: actorName(item.undoneBy, w) })
    case 'link-regenerated': {
      const name = item.subject === 'organizer' ? '' : w.name(item.subject)
      return w.t('line.linkRegenerated', { subject: item.subject === 'organizer' ? 'organizer' : 'player', name, elision: elision(name) })
    }
  }
}
