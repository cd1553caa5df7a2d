// The history's sentences: what each entry says, with battles named by who fought where.
import type { HistoryItem } from '@/lib/server/get-history'
import type { Actor } from '@/lib/campaign'
import type { VisibleCommand } from '@/lib/campaign'
import type { ChronicleBattle } from '@/lib/campaign'
import { tokenName, cardName, DEFENSE_NAMES, fleetName, PRESET_NAMES, systemName, TEAM_NAMES, zoneRoman, objectiveName } from '@/app/_lib/words'
import { allyForcesText } from '@/app/_lib/ally-words'
import { battleTitle } from '@/app/_lib/battle-words'

/** What the other team may know of a team's secret command: what kind of thing happened, and to which fleet. */
const SECRET_KINDS: Partial<Record<string, string>> = {
  'set-fleet': 'updated',
  'set-commander': 'set the task force commander of',
  'take-reward': 'took a reward for',
  'buy-ability': 'bought a commander ability for',
  refit: 'refitted',
  'pivotal-upgrade': 'upgraded a ship of',
  'pivotal-move-upgrade': 'moved an upgrade between ships of',
  'take-pivotal-reward': 'took a pivotal battle reward for',
  'reset-commander': 'reset the commander of',
  'spend-ally': 'spent an Ally token for',
  'spacers-objective': 'spent Skilled Spacers on',
}

function secretSentence(command: Extract<VisibleCommand, { type: 'secret' }>, name: (id: string) => string): string {
  const team = `The ${TEAM_NAMES[command.team]}`
  if (command.of === 'spynet-reveal') return `${team} spent Spynet (secret).`
  if (command.of === 'spend-spacers') return `${team} settled Skilled Spacers (secret).`
  const fleet = command.fleetId ? fleetName(command.fleetId, name) : 'a fleet'
  return `${team} ${SECRET_KINDS[command.of] ?? 'acted on'} ${fleet} (secret).`
}

export function describe(command: VisibleCommand, name: (id: string) => string, battle?: ChronicleBattle): string {
  const of = (id: string) => (battle ? `the battle of ${battleTitle(battle, name)}` : `battle ${id}`)
  switch (command.type) {
    case 'create-campaign':
      return `Created the campaign “${command.name}” (${PRESET_NAMES[command.preset]}).`
    case 'place-base':
      return `Placed ${name(command.playerId)}'s base at ${systemName(command.systemId)}.`
    case 'secret':
      return secretSentence(command, name)
    case 'set-fleet':
      return `Saved ${fleetName(command.fleetId, name)}${command.draft.name ? ` “${command.draft.name}”` : ''}.`
    case 'set-commander':
      return `Named ${command.name} task force commander of ${fleetName(command.fleetId, name)}, with ${cardName(command.abilityId)}.`
    case 'start-campaign':
      return 'Started the campaign: act I, turn 1, strategy phase.'
    case 'choose-diplomats':
      if ('sealed' in command) return `The ${TEAM_NAMES[command.team]} made their Diplomats choice (sealed until both have chosen).`
      return command.zone === null
        ? `The ${TEAM_NAMES[command.team]} marked no zone with Diplomats.`
        : `The ${TEAM_NAMES[command.team]} marked zone ${zoneRoman(command.zone)} with Diplomats.`
    case 'declare-assault':
      return `${name(command.playerId)} declared an assault on ${systemName(command.systemId)} with ${fleetName(command.fleetId, name)}.`
    case 'name-defender':
      return `${name(command.playerId)} defends ${battle ? systemName(battle.systemId) : `(battle ${command.battleId})`} with ${fleetName(command.fleetId, name)}.`
    case 'pass-declaration':
      return `${name(command.playerId)} had no legal target and passed.`
    case 'choose-objective':
      return `Chose ${objectiveName(command.objectiveId)} for ${of(command.battleId)}.`
    case 'enter-result':
      return `Entered the result of ${of(command.battleId)}: ${command.result.assaulter.score} to ${command.result.defender.score}.`
    case 'confirm-result':
      return `Confirmed the result of ${of(command.battleId)}.`
    case 'dispute-result':
      return `Disputed the result of ${of(command.battleId)}; the organizer settles it.`
    case 'settle-result':
      return `Settled the result of ${of(command.battleId)}: ${command.result.assaulter.score} to ${command.result.defender.score}.`
    case 'choose-veterans':
      return `Chose ${command.uids.length} veteran${command.uids.length === 1 ? '' : 's'} for ${fleetName(command.fleetId, name)} after ${of(command.battleId)}.`
    case 'spend-battle-token':
      return `${name(command.playerId)} spent ${command.count} ${command.token === 'destiny' ? 'Destiny' : 'Spynet'} token${command.count === 1 ? '' : 's'} in ${of(command.battleId)}${command.purpose ? `: ${command.purpose}` : ''}.`
    case 'spynet-reveal':
      return `The ${TEAM_NAMES[command.team]} spent Spynet to reveal the defense of the base at ${systemName(command.systemId)}.`
    case 'build-base':
      return `The ${TEAM_NAMES[command.team]} built a base at ${systemName(command.systemId)}.`
    case 'finish-bases':
      return `The ${TEAM_NAMES[command.team]} finished building bases.`
    case 'gain-tokens':
      return `The ${TEAM_NAMES[command.team]} chose their tokens.`
    case 'force-step':
      return `The organizer moved on to the next step: ${command.reason}`
    case 'take-reward':
      return command.decline
        ? `${fleetName(command.fleetId, name)} took no reward.`
        : `${fleetName(command.fleetId, name)} took the ${systemName(command.systemId)} reward${command.cards.length > 0 ? `: ${command.cards.map(cardName).join(', ')}` : ''}${command.useDestiny ? ' (Destiny spent for uniques)' : ''}.`
    case 'buy-ability':
      return `The commander of ${fleetName(command.fleetId, name)} bought ${cardName(command.abilityId)}${command.replaces ? `, replacing ${cardName(command.replaces)}` : ''}.`
    case 'finish-experience':
      return `The commander of ${fleetName(command.fleetId, name)} finished spending XP.`
    case 'refit': {
      const what: Record<string, string> = {
        'remove-scar': 'removed a scar',
        'remove-condition': 'removed a condition',
        strip: 'removed an upgrade type',
        'strip-card': 'removed one card with a Repair Yards token',
        rebuy: 'bought cards back at half',
        'buy-from-reserve': 'bought cards with the Fleet Reserve',
        'add-card': 'added a card',
        equip: 'equipped an upgrade',
        unequip: 'unequipped an upgrade',
        disband: 'disbanded the fleet',
        prototype: 'made a squadron type veteran with Prototype Recovery',
      }
      return `Refit of ${fleetName(command.fleetId, name)}: ${what[command.op.op] ?? command.op.op}.`
    }
    case 'override': {
      const t = command.target
      const what =
        t.kind === 'cp'
          ? `the ${TEAM_NAMES[t.team]} CP in act ${['I', 'II', 'III'][t.act - 1]} to ${t.value}`
          : t.kind === 'tokens'
            ? `the ${TEAM_NAMES[t.team]} ${tokenName(t.token)} tokens to ${t.value}`
            : t.kind === 'xp'
              ? `the XP of ${fleetName(t.fleetId, name)}'s commander to ${t.value}`
              : `${systemName(t.systemId)} to ${t.team ? `a ${TEAM_NAMES[t.team]} presence` : 'unoccupied'}`
      return `The organizer set ${what}: ${command.reason}`
    }
    case 'choose-pivotal':
      return `The chooser picked ${objectiveName(command.objectiveId)}${command.systemId ? ` at ${systemName(command.systemId)}` : command.zone ? ` in zone ${zoneRoman(command.zone)}` : ''}${command.climactic ? ', a climactic battle' : ''}.`
    case 'pivotal-upgrade':
      return `${fleetName(command.fleetId, name)} replaced a ship by ${cardName(command.newShipCardId)} for the pivotal battle.`
    case 'take-pivotal-reward':
      return `${fleetName(command.fleetId, name)} ${command.decline ? 'declined its' : 'took its'} pivotal reward.`
    case 'pivotal-move-upgrade':
      return `${fleetName(command.fleetId, name)} moved an upgrade to another of its ships for the pivotal battle.`
    case 'finish-pivotal-prep':
      return `The ${TEAM_NAMES[command.team]} are ready for the pivotal battle.`
    case 'enter-pivotal-result':
      return `Entered the pivotal result: assaulters ${command.result.assaulters.score}, defenders ${command.result.defenders.score}.`
    case 'enter-pivotal-team-result':
      return `The ${TEAM_NAMES[command.team]} entered their part of the pivotal result.`
    case 'confirm-pivotal-result':
      return 'Confirmed the pivotal result.'
    case 'pivotal-veterans':
      return `Chose veterans for ${fleetName(command.fleetId, name)} after the pivotal battle.`
    case 'pivotal-tokens':
      return `The ${TEAM_NAMES[command.team]} took their pivotal tokens.`
    case 'reset-commander':
      return `The commander of ${fleetName(command.fleetId, name)} was reset, its XP refunded.`
    case 'finish-pivotal':
      return 'The organizer closed the pivotal battle.'
    case 'spend-ally':
      return `The ${TEAM_NAMES[command.team]} spent an Ally token: ${allyForcesText(command.forces)} join ${fleetName(command.fleetId, name)} for its battle.`
    case 'diplomats-xp':
      return `The ${TEAM_NAMES[command.team]} spent Diplomats for ${fleetName(command.fleetId, name)}'s fleet-value XP once more (${of(command.battleId)}).`
    case 'spacers-objective':
      return `The ${TEAM_NAMES[command.team]} spent Skilled Spacers: ${fleetName(command.fleetId, name)} now plays ${objectiveName(command.objectiveId)}.`
    case 'finish-refit':
      return `${fleetName(command.fleetId, name)} finished its refit, legal for the act.`
    case 'spend-spacers':
      return command.fleetIds.length === 0
        ? `The ${TEAM_NAMES[command.team]} spent no Skilled Spacers.`
        : `The ${TEAM_NAMES[command.team]} spent Skilled Spacers for ${command.fleetIds.map((f) => fleetName(f, name)).join(', ')}.`
    case 'set-campaign-language':
      // Worded in both languages as Organizer.history.setLanguage.
      return `Set the campaign’s language to ${command.language === 'fr' ? 'French' : 'English'}.`
    case 'assign-base-defenses':
      if (command.assignments === 'secret') return `Assigned the ${TEAM_NAMES[command.team]} Base Defense objectives (secret).`
      return `Assigned the ${TEAM_NAMES[command.team]} Base Defense objectives: ${command.assignments
        .map((a) => `${systemName(a.systemId)}: ${DEFENSE_NAMES[a.defense]}`)
        .join(', ')}.`
  }
}

export function actorName(actor: Actor, name: (id: string) => string): string {
  return actor.role === 'organizer' ? 'Organizer' : name(actor.playerId)
}

export function line(item: HistoryItem, name: (id: string) => string): string {
  switch (item.kind) {
    case 'command':
      return describe(item.command, name, item.mark?.battle)
    case 'undo':
      return `Undid: ${describe(item.undone, name)} (by ${actorName(item.undoneBy, name)})`
    case 'link-regenerated':
      return `Replaced the personal link of ${item.subject === 'organizer' ? 'the organizer' : name(item.subject)}.`
  }
}
