// The history's sentences: what each entry says, with battles named by who fought where, in the reader's
// language (each sentence one ICU message, so French verbs agree with the team and plurals are right).
import { eraKey } from '@/app/_lib/points-era-words'
import type { HistoryItem } from '@/lib/server/get-history'
import type { Actor } from '@/lib/campaign'
import type { VisibleCommand } from '@/lib/campaign'
import type { ChronicleBattle } from '@/lib/campaign'
import { cardName, objectiveName, systemName, zoneRoman } from '@/app/_lib/words'
import { allyForcesText, type AllyTranslator } from '@/app/_lib/ally-words'
import { actRoman, battleTitle, fleetName, upperFirst, type Translator } from './words'
import { elision } from '@/app/_i18n/elision'

/** Everything a history sentence needs besides the entry: the translators and the players' names. */
export interface HistoryWords {
  t: Translator<'History'>
  battles: Translator<'Battles'>
  ally: AllyTranslator
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

/** `cards`: the cards a refit placed in its fleet, named instead of "added a card" (recorded with newer entries). */
export function describe(command: VisibleCommand, w: HistoryWords, battle?: ChronicleBattle, cards?: readonly string[]): string {
  const { t, terms, name } = w
  const of = (id: string) => (battle ? t('battleOf', { title: battleTitle(w.battles, battle, name) }) : t('battleId', { id }))
  const fleet = (id: string) => fleetName(terms, id, name)
  /** A fleet's name that starts the sentence. */
  const Fleet = (id: string) => upperFirst(fleet(id), w.locale)
  switch (command.type) {
    case 'create-campaign':
      return t('entry.createCampaign', { name: command.name, preset: terms(`preset.${command.preset}`) })
    case 'place-base': {
      const player = name(command.playerId)
      return t('entry.placeBase', { player, elision: elision(player), system: systemName(command.systemId) })
    }
    case 'secret':
      return secretSentence(command, w)
    case 'set-fleet':
      return command.draft.name
        ? t('entry.setFleetNamed', { fleet: fleet(command.fleetId), fleetName: command.draft.name })
        : t('entry.setFleet', { fleet: fleet(command.fleetId) })
    case 'set-commander':
      return t('entry.setCommander', { commander: command.name, fleet: fleet(command.fleetId), ability: cardName(command.abilityId) })
    case 'start-campaign':
      return t('entry.startCampaign')
    case 'choose-diplomats':
      if ('sealed' in command) return t('entry.diplomatsSealed', { team: command.team })
      return command.zone === null
        ? t('entry.diplomatsNone', { team: command.team })
        : t('entry.diplomatsZone', { team: command.team, zone: zoneRoman(command.zone) })
    case 'declare-assault':
      return t('entry.declareAssault', { player: name(command.playerId), system: systemName(command.systemId), fleet: fleet(command.fleetId) })
    case 'name-defender':
      return battle
        ? t('entry.nameDefender', { player: name(command.playerId), system: systemName(battle.systemId), fleet: fleet(command.fleetId) })
        : t('entry.nameDefenderUnknown', { player: name(command.playerId), battleId: command.battleId, fleet: fleet(command.fleetId) })
    case 'pass-declaration':
      return t('entry.passDeclaration', { player: name(command.playerId) })
    case 'choose-objective':
      return t('entry.chooseObjective', { objective: objectiveName(command.objectiveId), battle: of(command.battleId) })
    case 'enter-result':
      return t('entry.enterResult', { battle: of(command.battleId), assaulter: command.result.assaulter.score, defender: command.result.defender.score })
    case 'confirm-result':
      return t('entry.confirmResult', { battle: of(command.battleId) })
    case 'dispute-result':
      // Disputes written before a reason was asked for say only that the result was disputed.
      if (command.reason === undefined) return t('entry.disputeResult', { battle: of(command.battleId) })
      return t('entry.disputeResultWhy', {
        battle: of(command.battleId),
        reason: command.reason,
        figures: command.counter ? 'yes' : 'no',
        assaulter: command.counter?.assaulter.score ?? 0,
        defender: command.counter?.defender.score ?? 0,
      })
    case 'settle-result':
      return t('entry.settleResult', { battle: of(command.battleId), assaulter: command.result.assaulter.score, defender: command.result.defender.score })
    case 'choose-veterans':
      return t('entry.chooseVeterans', { count: command.uids.length, fleet: fleet(command.fleetId), battle: of(command.battleId) })
    case 'spend-battle-token': {
      const values = { player: name(command.playerId), count: command.count, token: terms(`token.${command.token}`), battle: of(command.battleId) }
      return command.purpose ? t('entry.spendBattleTokenFor', { ...values, purpose: command.purpose }) : t('entry.spendBattleToken', values)
    }
    case 'spynet-reveal':
      return t('entry.spynetReveal', { team: command.team, system: systemName(command.systemId) })
    case 'build-base':
      return t('entry.buildBase', { team: command.team, system: systemName(command.systemId) })
    case 'finish-bases':
      return t('entry.finishBases', { team: command.team })
    case 'gain-tokens':
      return t('entry.gainTokens', { team: command.team })
    case 'force-step':
      return t('entry.forceStep', { reason: command.reason })
    case 'take-reward': {
      if (command.decline) return t('entry.declineReward', { Fleet: Fleet(command.fleetId) })
      const values = { Fleet: Fleet(command.fleetId), system: systemName(command.systemId), destiny: command.useDestiny ? 'yes' : 'no' }
      return command.cards.length > 0 ? t('entry.takeRewardCards', { ...values, cards: command.cards.map(cardName).join(', ') }) : t('entry.takeReward', values)
    }
    case 'buy-ability':
      return command.replaces
        ? t('entry.buyAbilityReplacing', { fleet: fleet(command.fleetId), ability: cardName(command.abilityId), replaced: cardName(command.replaces) })
        : t('entry.buyAbility', { fleet: fleet(command.fleetId), ability: cardName(command.abilityId) })
    case 'finish-experience':
      return t('entry.finishExperience', { fleet: fleet(command.fleetId) })
    case 'refit': {
      const what =
        command.op.op === 'add-card' && cards && cards.length > 0
          ? t('entry.refitAdded', { cards: cards.map(cardName).join(', '), count: cards.length })
          : refitOpWords(t, command.op.op)
      return t('entry.refit', { fleet: fleet(command.fleetId), what })
    }
    case 'refit-fleet': {
      if (command.ops.length === 0) return t('entry.finishRefit', { Fleet: Fleet(command.fleetId) })
      const list = (items: string[]) => new Intl.ListFormat(w.locale, { type: 'conjunction' }).format(items)
      const named = cards && cards.length > 0 ? t('entry.refitAdded', { cards: list(cards.map(cardName)), count: cards.length }) : null
      const what = list([...new Set(command.ops.map((o) => (o.op === 'add-card' && named ? named : refitOpWords(t, o.op))))])
      return t('entry.refitFleet', { fleet: fleet(command.fleetId), what, finish: command.finish ? 'yes' : 'no' })
    }
    case 'override': {
      const target = command.target
      const reason = command.reason
      if (target.kind === 'cp') return t('entry.overrideCp', { team: target.team, roman: actRoman(target.act), value: target.value, reason })
      if (target.kind === 'tokens') return t('entry.overrideTokens', { team: target.team, token: terms(`token.${target.token}`), value: target.value, reason })
      if (target.kind === 'xp') return t('entry.overrideXp', { fleet: fleet(target.fleetId), value: target.value, reason })
      return target.team
        ? t('entry.overridePresence', { system: systemName(target.systemId), team: target.team, reason })
        : t('entry.overrideUnoccupied', { system: systemName(target.systemId), reason })
    }
    case 'choose-pivotal':
      return t('entry.choosePivotal', {
        objective: objectiveName(command.objectiveId),
        where: command.systemId ? 'system' : command.zone ? 'zone' : 'none',
        system: command.systemId ? systemName(command.systemId) : '',
        zone: command.zone ? zoneRoman(command.zone) : '',
        climactic: command.climactic ? 'yes' : 'no',
      })
    case 'pivotal-upgrade':
      return t('entry.pivotalUpgrade', { Fleet: Fleet(command.fleetId), ship: cardName(command.newShipCardId) })
    case 'take-pivotal-reward':
      return t(command.decline ? 'entry.declinePivotalReward' : 'entry.takePivotalReward', { Fleet: Fleet(command.fleetId) })
    case 'pivotal-move-upgrade':
      return t('entry.pivotalMoveUpgrade', { Fleet: Fleet(command.fleetId) })
    case 'finish-pivotal-prep':
      return t('entry.finishPivotalPrep', { team: command.team })
    case 'enter-pivotal-result':
      return t('entry.enterPivotalResult', { assaulters: command.result.assaulters.score, defenders: command.result.defenders.score })
    case 'enter-pivotal-team-result':
      return t('entry.enterPivotalTeamResult', { team: command.team })
    case 'confirm-pivotal-result':
      return t('entry.confirmPivotalResult')
    case 'pivotal-veterans':
      return t('entry.pivotalVeterans', { fleet: fleet(command.fleetId) })
    case 'pivotal-tokens':
      return t('entry.pivotalTokens', { team: command.team })
    case 'claim-pivotal-effects':
      if (command.conquestDefense) return t('entry.claimPivotalDefense', { team: command.team, defense: t(`defense.${command.conquestDefense}`) })
      if (command.newBaseSystem) return t('entry.claimPivotalNewBase', { team: command.team, system: systemName(command.newBaseSystem) })
      return t('entry.claimPivotalSystems', {
        team: command.team,
        count: command.claimedSystems?.length ?? 0,
        systems: new Intl.ListFormat(w.locale, { type: 'conjunction' }).format((command.claimedSystems ?? []).map(systemName)),
      })
    case 'reset-commander':
      return t('entry.resetCommander', { fleet: fleet(command.fleetId) })
    case 'finish-pivotal':
      return t('entry.finishPivotal')
    case 'spend-ally':
      return t('entry.spendAlly', { team: command.team, forces: allyForcesText(command.forces, w.ally), fleet: fleet(command.fleetId) })
    case 'diplomats-xp':
      return t('entry.diplomatsXp', { team: command.team, fleet: fleet(command.fleetId), battle: of(command.battleId) })
    case 'spacers-objective':
      return t('entry.spacersObjective', { team: command.team, fleet: fleet(command.fleetId), objective: objectiveName(command.objectiveId) })
    case 'finish-refit':
      return t('entry.finishRefit', { Fleet: Fleet(command.fleetId) })
    case 'spend-spacers':
      return command.fleetIds.length === 0
        ? t('entry.spendNoSpacers', { team: command.team })
        : t('entry.spendSpacers', { team: command.team, fleets: command.fleetIds.map(fleet).join(', ') })
    case 'set-campaign-language':
      return t('entry.setLanguage', { language: command.language })
    case 'set-points-era':
      return t('entry.setPointsEra', { era: eraKey(command.pointsEra) })
    case 'assign-base-defenses':
      if (command.assignments === 'secret') return t('entry.assignDefensesSecret', { team: command.team })
      return t('entry.assignDefenses', {
        team: command.team,
        assignments: command.assignments.map((a) => t('entry.assignment', { system: systemName(a.systemId), defense: t(`defense.${a.defense}`) })).join(', '),
      })
  }
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
