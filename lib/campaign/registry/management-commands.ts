// The management phase (RULES.md §6) and the organizer's overrides (R-OVERRIDE).
import { buildBase, chooseTokens, finishBases, forceStep } from '../management/management-commands'
import { buyAbility, finishExperience, takeReward } from '../management/reward-commands'
import { finishRefit, refit } from '../management/refit-commands'
import { override } from '../override'
import { actsForFleet, isGrandAdmiral, mayEditFleet } from '../actors'
import type { CampaignState } from '../state'
import { ORGANIZER_ONLY, PUBLIC, ofFleet, type Definitions, type FormFields, type PlayerActor } from './define'
import { integer, rewardFields } from './form-fields'

/** R-SETUP-3: the Grand Admiral decides how the fourth fleet's commander spends XP; a player, their own. */
function spendsXpFor(state: CampaignState, actor: PlayerActor, fleetId: string): boolean {
  if (fleetId.startsWith('fourth-')) return isGrandAdmiral(state, actor, fleetId === 'fourth-empire' ? 'empire' : 'rebels')
  return actor.playerId === fleetId
}

function refitOp(f: FormFields): unknown {
  const op = f.text('op')
  switch (op) {
    case 'remove-scar':
      return { op, uid: f.text('uid'), using: f.text('using') }
    case 'remove-condition':
      return { op, condition: f.text('condition'), using: f.text('using') }
    case 'strip':
      return { op, slot: f.text('slot'), withRepairYards: f.text('withRepairYards') === 'on' }
    case 'strip-card':
      return { op, uid: f.text('uid') }
    case 'rebuy':
      return { op, slot: f.text('slot'), cards: f.all('cards').filter(Boolean) }
    case 'buy-from-reserve':
      return { op, rewardType: f.text('rewardType'), cards: f.all('cards').filter(Boolean) }
    case 'add-card':
      return { op, index: Number(f.text('index')), shipUid: f.text('shipUid') || null }
    case 'equip':
      return { op, upgradeUid: f.text('upgradeUid'), shipUid: f.text('shipUid') }
    case 'unequip':
      return { op, upgradeUid: f.text('upgradeUid') }
    case 'disband':
      return { op }
    case 'prototype':
      return { op, squadronCardId: f.text('squadronCardId') }
    default:
      return null
  }
}

function overrideTarget(f: FormFields): unknown {
  const kind = f.text('kind')
  const value = integer(f, 'value')
  if (kind === 'cp') return { kind, team: f.text('team'), act: Number(f.text('act')), value }
  if (kind === 'tokens') return { kind, team: f.text('team'), token: f.text('token'), value }
  if (kind === 'xp') return { kind, fleetId: f.text('fleetId'), value }
  return { kind, systemId: f.text('systemId'), team: f.text('holder') || null }
}

export const MANAGEMENT_COMMANDS: Definitions<
  'build-base' | 'finish-bases' | 'gain-tokens' | 'force-step' | 'take-reward' | 'buy-ability' | 'finish-experience' | 'refit' | 'finish-refit' | 'override'
> = {
  // Public here: the new base's objective is redacted field by field (visibility.ts).
  'build-base': {
    mayIssue: (s, actor, c) => isGrandAdmiral(s, actor, c.team),
    apply: (s, c) => buildBase(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'build-base', team: f.text('team'), systemId: f.text('systemId'), defense: f.text('defense') }),
  },
  'finish-bases': {
    mayIssue: (s, actor, c) => isGrandAdmiral(s, actor, c.team),
    apply: (s, c) => finishBases(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'finish-bases', team: f.text('team') }),
  },
  'gain-tokens': {
    mayIssue: (s, actor, c) => isGrandAdmiral(s, actor, c.team),
    apply: (s, c) => chooseTokens(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({
      type: 'gain-tokens',
      team: f.text('team'),
      choices: Object.fromEntries(
        f
          .keys()
          .filter((k) => k.startsWith('choice-'))
          .map((k) => [k.slice('choice-'.length), f.text(k)]),
      ),
    }),
  },
  'force-step': {
    mayIssue: ORGANIZER_ONLY,
    apply: (s, c) => forceStep(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'force-step', reason: f.text('reason') }),
  },
  'take-reward': {
    mayIssue: (s, actor, c) => actsForFleet(s, actor, c.fleetId),
    apply: (s, c) => takeReward(s, c),
    secrecy: ofFleet,
    fromForm: (f) => ({ type: 'take-reward', ...rewardFields(f) }),
  },
  'buy-ability': {
    mayIssue: (s, actor, c) => spendsXpFor(s, actor, c.fleetId),
    apply: (s, c) => buyAbility(s, c),
    secrecy: ofFleet,
    fromForm: (f) => ({ type: 'buy-ability', fleetId: f.text('fleetId'), abilityId: f.text('abilityId'), replaces: f.text('replaces') || null }),
  },
  'finish-experience': {
    mayIssue: (s, actor, c) => spendsXpFor(s, actor, c.fleetId),
    apply: (s, c) => finishExperience(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'finish-experience', fleetId: f.text('fleetId') }),
  },
  refit: {
    mayIssue: (s, actor, c) => mayEditFleet(s, actor, c.fleetId),
    apply: (s, c) => refit(s, c),
    secrecy: ofFleet,
    fromForm: (f) => ({ type: 'refit', fleetId: f.text('fleetId'), op: refitOp(f) }),
  },
  'finish-refit': {
    mayIssue: (s, actor, c) => mayEditFleet(s, actor, c.fleetId),
    apply: (s, c) => finishRefit(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'finish-refit', fleetId: f.text('fleetId') }),
  },
  override: {
    mayIssue: ORGANIZER_ONLY,
    apply: (s, c) => override(s, c),
    // Public: an override is shown where the value appears (R-OVERRIDE).
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'override', reason: f.text('reason'), target: overrideTarget(f) }),
  },
}
