// Turns the engine's rule violations and the use cases' errors into sentences for people.
import { allowedTeamSizes, otherTeam, type PresetId, type RuleViolation } from '@/lib/campaign/browser'
import { AppError } from '@/lib/errors'
import type { ActionState } from './action-state'
import { IMPORT_ERROR_REASONS, IMPORT_PROBLEMS } from './import-words'
import { cardName, DEFENSE_NAMES, OBJECTIVE_CATEGORY_NAMES, systemName, subZoneName, TEAM_NAMES } from './words'
import { SYSTEMS } from '@/lib/data/map'

export interface MessageContext {
  playerName?: (id: string) => string
  /** "Leia's fleet", "the Rebels' fourth fleet" */
  fleetName?: (id: string) => string
  preset?: PresetId
}

export function violationMessage(v: RuleViolation, ctx: MessageContext = {}): string {
  const team = v.team ? TEAM_NAMES[v.team] : 'The team'
  const system = v.systemId ? systemName(v.systemId) : 'This system'
  const player = v.playerId ? (ctx.playerName?.(v.playerId) ?? v.playerId) : 'This player'
  const rule = ` (${v.rule}${v.item ? ` ${v.item}` : ''})`
  const card = v.cardId ? cardName(v.cardId) : 'This card'
  const fleet = v.fleetId ? (ctx.fleetName?.(v.fleetId) ?? 'A fleet') : 'This fleet'
  const other = v.otherFleetId ? (ctx.fleetName?.(v.otherFleetId) ?? 'another fleet of the team') : 'another fleet of the team'
  const category = v.element?.kind === 'objective' ? OBJECTIVE_CATEGORY_NAMES[v.element.category] : ''
  switch (v.reason) {
    case 'team-size': {
      const sizes = allowedTeamSizes(ctx.preset ?? 'green-knight').join(' or ')
      return `The ${team} must have ${sizes} players under this preset${rule}.`
    }
    case 'teams-unequal':
      return `Both teams must have the same number of players${rule}.`
    case 'duplicate-player-name':
      return `Two players have the same name; give each player a different name${rule}.`
    case 'grand-admiral-not-in-team':
      return `The ${team} Grand Admiral must be one of its players${rule}.`
    case 'border-system':
      return `${system} is a border system: no base may be placed there at setup${rule}.`
    case 'sub-zone': {
      const sub = subZoneName(SYSTEMS.find((s) => s.id === v.systemId)?.subZone ?? null)
      return `${system} is in a sub-zone (${sub}): no base may be placed there at setup${rule}.`
    }
    case 'base-already-there':
      return `${system} already holds a base${rule}.`
    case 'not-team-turn':
      return `It is not the ${team}' turn to place a base: the ${TEAM_NAMES[otherTeam(v.team ?? 'empire')]} place next${rule}.`
    case 'player-already-placed':
      return `${player} has already placed their base${rule}.`
    case 'unknown-player':
      return `There is no such player in this campaign${rule}.`
    case 'unknown-system':
      return `There is no such system on the map${rule}.`
    case 'bases-not-all-placed':
      return `The ${team} must place all their bases before assigning Base Defense objectives${rule}.`
    case 'not-team-base':
      return `${system} is not one of the ${team}' bases${rule}.`
    case 'base-missing':
      return `The base at ${system} needs a Base Defense objective${rule}.`
    case 'base-listed-twice':
      return `The base at ${system} is given two objectives${rule}.`
    case 'defense-used-twice':
      return `${v.defense ? DEFENSE_NAMES[v.defense] : 'An objective'} is given to two bases: each objective guards one base${rule}.`
    case 'wrong-phase':
      return `This cannot be done in the campaign's current phase${rule}.`
    case 'over-points':
      return `The fleet is worth ${v.value} points, over its limit of ${v.limit}${rule}.`
    case 'over-squadron-points':
      return `Squadrons are worth ${v.value} points, over the limit of ${v.limit}${rule}.`
    case 'no-ship':
      return `The fleet needs at least one ship that is not a flotilla${rule}.`
    case 'too-many-flotillas':
      return `Only one flotilla is allowed${rule}.`
    case 'commander-card':
      return `${card}: commander cards are not allowed; the task force commander leads the fleet${rule}.`
    case 'no-flagship':
      return `Choose one ship as flagship${rule}.`
    case 'too-many-upgrades':
      return `A starting ship carries at most one upgrade card (this one has ${v.value})${rule}.`
    case 'unique-upgrade':
      return `${card} is unique: unique upgrades are not allowed in a starting fleet${rule}.`
    case 'large-ship':
      return `${card}: large ships are not allowed in a starting fleet${rule}.`
    case 'unique-squadron':
      return `${card} is a unique squadron: not allowed in a starting fleet${rule}.`
    case 'objective-missing':
      return `Choose a${category === 'Assault' ? 'n' : ''} ${category.toLowerCase()} objective${rule}.`
    case 'objective-banned':
      return `${card} is banned from starting fleets in this campaign${rule}.`
    case 'objective-shared':
      return `${card} is already chosen by ${other}: each objective once per team${rule}.`
    case 'too-many-unique-squadrons':
      return `At most ${v.limit} unique squadron${v.limit === 1 ? '' : 's'} with defense tokens at this limit (the fleet has ${v.value})${rule}.`
    case 'banned-ship':
      return `${card} is banned from the campaign${rule}.`
    case 'unique-name-shared':
      return `${v.name ?? card} is unique and already in ${other}: a unique name appears once per team${rule}.`
    case 'unknown-card':
      return `${v.cardId ?? 'This card'} is not a known card${rule}.`
    case 'other-faction':
      return `${card} belongs to the other faction${rule}.`
    case 'slot-missing':
      return `${card} needs a free slot this ship does not have${rule}.`
    case 'title-wrong-class':
      return `${card} is a title for another class of ship${rule}.`
    case 'size-restricted':
      return `${card} cannot be fitted to a ship of this size${rule}.`
    case 'flagship-only':
      return `${card} may only be fitted to the flagship${rule}.`
    case 'unique-twice':
      return `${v.name ?? card} is unique and already in this fleet${rule}.`
    case 'defenses-not-assigned':
      return `The ${team} bases do not all have their Base Defense objective yet${rule}.`
    case 'second-flagship':
      return `A fleet has only one flagship${rule}.`
    case 'wrong-objective-category':
      return `${card} is not a${category === 'Assault' ? 'n' : ''} ${category.toLowerCase()} objective${rule}.`
    case 'starting-ability-tier':
      return `${card} is a tier ${v.value} ability: a new commander starts with one tier-1 ability${rule}.`
    case 'unknown-ability':
      return `${v.cardId ?? 'This'} is not a known commander ability${rule}.`
    case 'fleet-not-ready':
      return `${fleet} is not ready: it needs a legal fleet and a task force commander${rule}.`
    case 'battle-already-there':
      return `A battle is already declared at ${system} this turn${rule}.`
    case 'friendly-system':
      return `${system} is held by your own team: target an unoccupied or enemy system${rule}.`
    case 'base-in-act-one':
      return `${system} holds a base: bases cannot be assaulted in act I${rule}.`
    case 'second-enemy-assault':
      return `Your team already assaults an enemy system this turn: only one enemy presence or base per turn while unoccupied systems remain${rule}.`
    case 'player-already-paired':
      return `${player} is already in a battle this turn${rule}.`
    case 'fleet-not-available':
      return `That fleet cannot play: a player fields their own fleet or, once a turn, the team's fourth fleet${rule}.`
    case 'no-defender-owed':
      return `No assault is waiting for a defender${rule}.`
    case 'defender-owed':
      return `The ${team} must first name the defender of the last assault${rule}.`
    case 'diplomats-pending':
      return `Both teams must first choose whether to mark a zone with Diplomats${rule}.`
    case 'fleet-already-paired':
      return `${fleet} is already paired this turn: its objectives can only be replaced before it is named in a declaration${rule}.`
    case 'result-changed':
      return `The result was corrected since your page showed it: nothing was confirmed. Read the result as it is now${rule}.`
    case 'tabled-contradicts':
      return `${fleet}: “tabled” does not match the ships entered. A player is tabled exactly when only flotillas and squadrons are left in play (destroyed and retreated ships are gone)${rule}.`
    case 'ally-not-flotilla':
      return `${card} is not a flotilla of your faction: an Ally adds one flotilla or up to three squadrons${rule}.`
    case 'ally-unique':
      return `${card} cannot join as an Ally: only generic (non-unique) cards of your faction may${rule}.`
    case 'ally-upgrade-misfit':
      return `${card} does not fit that flotilla${rule}.`
    case 'ally-squadron-count':
      return `An Ally adds one to ${v.limit} squadrons, not ${v.value}${rule}.`
    case 'ally-over-points':
      return `These forces are worth ${v.value} fleet points: an Ally adds ${v.limit} at most${rule}.`
    case 'ally-already-spent':
      return `${fleet} already has an Ally for this battle${rule}.`
    case 'ally-fleet-not-playing':
      return `${fleet} does not play this battle: choose a fleet of your team that does${rule}.`
    case 'no-diplomats-token':
      return `The ${team} hold no Diplomats token: they have no zone to mark this turn${rule}.`
    case 'already-chosen':
      return `The ${team} have already made this choice this turn${rule}.`
    case 'no-token':
      return `The ${team} do not have the ${v.cardId ? cardName(v.cardId) || v.cardId : ''} token${v.limit !== undefined ? `s (they hold ${v.limit})` : ''} to spend${rule}.`
    case 'has-legal-target':
      return `${player} has legal targets and cannot pass${rule}.`
    case 'pairing-incomplete':
      return `Every player must be paired before this${rule}.`
    case 'fleet-not-in-battle':
      return `${fleet} does not fight this turn${rule}.`
    case 'promotion-not-allowed':
      return `${card} cannot replace that squadron: a generic squadron becomes a unique one of its type without defense tokens, and that one a unique with defense tokens${rule}.`
    case 'not-own-presence':
      return `${system} is not a ${team} presence: a base is built on one of the team's presences (or, for a team with no base, free on an unoccupied system)${rule}.`
    case 'base-limit':
      return `The ${team} may build ${v.limit} base${v.limit === 1 ? '' : 's'} this turn and have built ${v.value}${rule}.`
    case 'defense-not-balanced':
      return `${v.defense ? DEFENSE_NAMES[v.defense] : 'This objective'} is not among the least used by the team's bases${rule}.`
    case 'wrong-step':
      return `This belongs to another step of the management phase${rule}.`
    case 'step-done':
      return `The ${team} have already finished this step${rule}.`
    case 'token-choice-missing':
      return `Choose which token ${system} gives${rule}.`
    case 'no-pivotal-reward':
      return `${fleet} takes no reward from this pivotal battle: only the winning team's players do, where the objective gives one${rule}.`
    case 'not-an-option':
      if (v.rule === 'R-PIVOT-AFTER') return `That reward is not one the pivotal objective gives this fleet${rule}.`
      return `That reward is not open to this fleet: the battle's system, or once a turn a base of the team${rule}.`
    case 'wrong-type':
      return `${card} is not of this reward's type${rule}.`
    case 'over-reward-points':
      return `These cards cost ${v.value} points; the reward and the Fleet Reserve give ${v.limit}${rule}.`
    case 'unique-not-allowed':
      return `${card} is unique: unique cards only after a battle on a campaign or Base Defense objective, or with a Destiny token${rule}.`
    case 'base-reward-used':
      return `Your team has already taken a base's reward this turn${rule}.`
    case 'tier-cap':
      return `This would bring the commander's tiers to ${v.value}, over the cap of ${v.limit} for this act${rule}.`
    case 'previous-rank-missing':
      return `${card} must be owned first: ranks are bought in order${rule}.`
    case 'already-owned':
      return `The commander already has ${card}${rule}.`
    case 'not-enough-xp':
      return `That costs ${v.value} XP and the commander has ${v.limit}${rule}.`
    case 'replaced-not-owned':
      return `The commander does not have ${card} to replace${rule}.`
    case 'pending-cards':
      return `Add every card bought this turn to the fleet first (equipped, or kept unequipped)${rule}.`
    case 'not-scarred':
      return `That element is not scarred${rule}.`
    case 'condition-absent':
      return `The fleet does not have that condition${rule}.`
    case 'resources-cannot-remove':
      return `A Resources token removes Low Fuel or Low Supplies, not Low Morale${rule}.`
    case 'not-winner':
      return `Only the fleet that won the battle loses conditions through its objective${rule}.`
    case 'objective-does-not-remove':
      return `The objective played removes no such condition (Steal Supplies: Low Fuel and Low Supplies; Recruit Allies: Low Morale)${rule}.`
    case 'title-locked':
      return `Titles stay on their ship: they cannot be removed, unequipped or moved${rule}.`
    case 'nothing-to-strip':
      return `The fleet has no card of that type${rule}.`
    case 'no-place':
      return `${card} has no place in this fleet: a title needs a ship of its class without a title, and is never kept unequipped${rule}.`
    case 'unique-lost':
      return `${v.name ?? card} was lost when a fleet of the team was disbanded: it never returns to the team's fleets${rule}.`
    case 'one-card-only':
      return `A Repair Yards token removes one upgrade card or one squadron, not a whole type${rule}.`
    case 'wrong-card-kind':
      return `That card is not of the kind expected${rule}.`
    case 'squadron-not-equippable':
      return `A squadron joins the fleet on its own, not on a ship${rule}.`
    case 'no-ship-to-hold':
      return `The fleet has no ship to hold that upgrade${rule}.`
    case 'unknown-upgrade':
      return `That upgrade is not in the fleet${rule}.`
    case 'already-equipped':
      return `That upgrade is already equipped there${rule}.`
    case 'not-equipped':
      return `That upgrade is not equipped${rule}.`
    case 'fleet-empty':
      return `The fleet is already disbanded${rule}.`
    case 'not-fourth-fleet':
      return `Only a team's fourth fleet can do this${rule}.`
    case 'no-commander':
      return `The fleet has no commander${rule}.`
    case 'not-enough-tokens':
      return `Your team has ${v.limit} of the tokens this needs (${v.value})${rule}.`
    case 'base-allowance-used':
      return `The fleet has used what its team's bases allow this refit (${v.limit} left)${rule}.`
    case 'no-xp-to-gain':
      return `That fleet gains no more fleet-value XP from this battle${rule}.`
    case 'climax-not-allowed':
      return `A climactic battle may be declared only by the team behind by 5 CP or more when the act ends${rule}.`
    case 'upgrade-allowance':
      return v.rule === 'R-CLIMAX'
        ? `The huge ship may cost at most ${v.limit} points more than the ships it replaces (it costs ${v.value} more)${rule}.`
        : `The new ship must cost more than the old one and at most ${v.limit} points more (it costs ${v.value} more)${rule}.`
    case 'upgrade-does-not-fit':
      return `${card} has no place on that ship (a free slot of its type, its class, size or flagship): move it to another ship first, or discard it with one more Resources${rule}.`
    case 'discard-needs-resources':
      return `Discarding upgrades or squadrons for half their points takes one more Resources${rule}.`
    case 'not-chooser':
      return `Only the team that chooses may pick the pivotal battle${rule}.`
    case 'unknown-objective':
      return `That is not a pivotal objective${rule}.`
    case 'objective-not-available':
      return `${card} has already been played, or cannot be played now${rule}.`
    case 'cp-gap-too-small':
      return `The campaign points gap is too small for this (${v.value}, ${v.limit} needed)${rule}.`
    case 'target-missing':
      return `Choose the objective's target${rule}.`
    case 'unknown-zone':
      return `There is no such zone${rule}.`
    case 'not-own-base':
      return `${system} is not one of your team's bases${rule}.`
    case 'not-trailing-team':
      return `Only the team behind on campaign points may declare a climactic battle${rule}.`
    case 'too-many-claimed':
      return `At most two systems can be taken${rule}.`
    case 'claimed-twice':
      return `A system is listed twice${rule}.`
    case 'not-in-zone':
      return `${system} is not in the zone of the battle${rule}.`
    case 'not-claimable':
      return `${system} cannot be taken: only unoccupied systems and enemy presences${rule}.`
    case 'new-base-missing':
      return `Choose where the base moves${rule}.`
    case 'new-base-not-allowed':
      return `The base cannot move to ${system}: an unoccupied system or one of your presences${rule}.`
    case 'low-fuel-first':
      return `${player}'s fleet has Low Fuel and must declare first${rule}.`
    case 'no-enemy-to-defend':
      return `The other team has nobody left to defend${rule}.`
    case 'unknown-battle':
      return `There is no such battle this turn${rule}.`
    case 'objective-not-in-pool':
      return `${card} is not in this battle's objective pool${rule}.`
    case 'objective-already-chosen':
      return `This battle's objective is already chosen${rule}.`
    case 'objective-missing-for-result':
      return `The assaulting player must choose the objective before the result is entered${rule}.`
    case 'not-in-battle':
      return `Only the two players of this battle (or the organizer) may do this${rule}.`
    case 'result-missing':
      return `No result has been entered for this battle yet${rule}.`
    case 'result-already-entered':
      return `A result is already entered: confirm or dispute it${rule}.`
    case 'result-already-applied':
      return `This battle's result is already applied${rule}.`
    case 'own-result':
      return `The other player (or the organizer) confirms a result, not the one who entered it${rule}.`
    case 'not-disputed':
      return `This result is not disputed${rule}.`
    case 'unknown-element':
      return `An element listed is not in that fleet${rule}.`
    case 'not-a-ship':
      return `Only ships can retreat${rule}.`
    case 'destroyed-and-retreated':
      return `An element cannot be both destroyed and retreated${rule}.`
    case 'destroyed-not-eligible':
      return `A destroyed element cannot become veteran${rule}.`
    case 'already-veteran':
      return `An element listed is already veteran${rule}.`
    case 'bad-score':
      return `Scores are whole numbers from 0 to 1000${rule}.`
    case 'duplicate-element':
      return `An element is listed twice${rule}.`
    case 'not-eligible':
      return `Only eligible elements can become veteran${rule}.`
    case 'too-many-veterans':
      return `At most ${v.limit} element${v.limit === 1 ? '' : 's'} of this fleet may become veteran this battle${rule}.`
    case 'veterans-already-chosen':
      return `This fleet's veterans for this battle are already chosen${rule}.`
    case 'not-enemy-base':
      return `${system} is not an enemy base${rule}.`
    case 'already-revealed':
      return `Your team already knows the defense of ${system}${rule}.`
    case 'nothing-to-undo':
      return `There is nothing to undo: the creation of the campaign cannot be undone${rule}.`
    case 'history-malformed':
      return `The campaign history is not valid${rule}.`
  }
}

const FILE_PROBLEMS: Record<string, string> = {
  'not-json': 'This file is not a Rim Command campaign file (it is not JSON).',
  'not-a-campaign-file': 'This file is not a Rim Command campaign file, or it is damaged.',
  'unsupported-version': 'This campaign file comes from a version of Rim Command this instance does not read.',
  'history-does-not-replay': 'This campaign file is damaged or was edited: its history breaks the rules.',
  'state-mismatch': 'This campaign file is damaged or was edited: its history does not give its map.',
  'newer-rules': 'This campaign file was written by a newer Rim Command: update this instance to import it.',
  'actor-not-allowed': 'This campaign file was edited: a change in its history is attributed to someone who could not have made it.',
  'times-out-of-order': 'This campaign file was edited: the times of its history go backwards or lie after the file was written.',
  'entry-not-written-by-app': 'This campaign file was edited: its history holds an entry Rim Command does not write.',
  'undo-not-matching': 'This campaign file was edited: an undo in its history does not name the change it undid.',
  'wrong-type': 'Send the campaign file as a file upload (multipart/form-data) or as application/json.',
  'too-large': 'This file is too large to be a campaign file (20 MB at most).',
  'too-deep': 'This file is not a Rim Command campaign file: it nests far deeper than a campaign does.',
  empty: 'Choose a campaign file to import.',
}

export function errorMessage(error: AppError, ctx: MessageContext = {}): { message: string; violations?: string[] } {
  switch (error.code) {
    case 'FORBIDDEN':
      return { message: 'You may not do this: it belongs to another player, the other team, your Grand Admiral or the organizer.' }
    case 'CONFLICT':
      if (error.detail === 'duplicate') return { message: 'This was already done: the same request arrived twice, and it was applied once.' }
      if (error.detail === 'changed-since')
        return {
          message:
            'Someone changed this since your page was loaded (or the organizer undid a change): nothing was saved. Look at it as it is now, then try again.',
        }
      return { message: 'The campaign changed since this page was loaded: reload the page and try again.' }
    case 'NOT_FOUND':
      return { message: 'This campaign does not exist here, or your link does not open it.' }
    case 'BAD_FILE':
      return {
        message: `${FILE_PROBLEMS[error.detail ?? ''] ?? FILE_PROBLEMS['not-a-campaign-file']!}${error.entry ? ` (history entry ${error.entry}.)` : ''} Nothing was imported.`,
      }
    case 'BAD_IMPORT': {
      if (error.detail !== 'unmatched') return { message: IMPORT_PROBLEMS[error.detail ?? ''] ?? IMPORT_PROBLEMS['not-a-fleet']! }
      const reasons: Record<string, string> = IMPORT_ERROR_REASONS
      return {
        message: `Nothing was saved: ${error.unmatched.length} line${error.unmatched.length === 1 ? '' : 's'} could not be read as ${error.unmatched.length === 1 ? 'a card' : 'cards'} (R-FLEET-IMPORT).`,
        violations: error.unmatched.map((u) => `Line ${u.line}: “${u.text}”: ${reasons[u.reason] ?? 'not recognised'}.`),
      }
    }
    case 'VALIDATION':
      return { message: 'Some fields are not valid: check the form.' }
    case 'TOO_MANY':
      return { message: 'Too many campaigns were created or imported from here just now: wait a minute and try again.' }
    case 'RULE_VIOLATION': {
      const violations = error.violations.map((v) => violationMessage(v, ctx))
      return { message: violations.length === 1 ? violations[0]! : 'This breaks the campaign rules:', violations }
    }
  }
}

export function toActionState<T>(error: AppError, ctx: MessageContext = {}): ActionState<T> {
  return { status: 'error', ...errorMessage(error, ctx) }
}
