// The management phase (RULES.md §6) and the organizer's overrides (R-OVERRIDE).
import { buildBase, chooseTokens, finishBases, forceStep } from '../management/management-commands'
import { buyAbility, finishExperience, takeReward } from '../management/reward-commands'
import { finishRefit, refit } from '../management/refit-commands'
import { refitFleet } from '../management/refit-plan'
import { override } from '../override'
import { actsForFleet, isGrandAdmiral, mayEditFleet } from '../actors'
import { type CampaignState } from '../state'
import { defineCommand, type FormFields, NO_REDACTION, NOT_OWED, ofFleet, ORGANIZER_ONLY, type PlayerActor, PUBLIC, UNDER_WAY } from './define'
import { redactNewBase } from './redactions'
import { integer, rewardFields } from './form-fields'

import {
  buildBaseCommandSchema,
  finishBasesCommandSchema,
  gainTokensCommandSchema,
  forceStepCommandSchema,
  takeRewardCommandSchema,
  buyAbilityCommandSchema,
  finishExperienceCommandSchema,
  refitCommandSchema,
  refitFleetCommandSchema,
  finishRefitCommandSchema,
  overrideCommandSchema,
} from '../schemas/management-schemas'

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

/** A JSON field of a form, or null (refused by the schema) when it does not parse. */
function jsonField(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
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

export const MANAGEMENT_COMMANDS = [
  // Public here: the new base's objective is redacted field by field (visibility.ts).
  defineCommand(buildBaseCommandSchema, {
    phases: ['management:effects'],
    wrongPhase: { rule: 'R-BASE-BUILD', reason: 'wrong-step' },
    owes: ['build-bases'],
    chronicle: 'management',
    redact: redactNewBase,
    mayIssue: (s, actor, c) => isGrandAdmiral(s, actor, c.team),
    apply: (s, c) => buildBase(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'build-base', team: f.text('team'), systemId: f.text('systemId'), defense: f.text('defense') }),
  }),
  defineCommand(finishBasesCommandSchema, {
    phases: ['management:effects'],
    wrongPhase: { rule: 'R-BASE-BUILD', reason: 'wrong-step' },
    owes: ['build-bases'],
    chronicle: 'management',
    redact: NO_REDACTION,
    mayIssue: (s, actor, c) => isGrandAdmiral(s, actor, c.team),
    apply: (s, c) => finishBases(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'finish-bases', team: f.text('team') }),
  }),
  defineCommand(gainTokensCommandSchema, {
    phases: ['management:tokens'],
    wrongPhase: { rule: 'R-TOKEN-GAIN', reason: 'wrong-step' },
    owes: ['gain-tokens'],
    chronicle: 'management',
    redact: NO_REDACTION,
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
  }),
  defineCommand(forceStepCommandSchema, {
    phases: ['management'],
    wrongPhase: { rule: 'R-OVERRIDE', reason: 'wrong-step' },
    owes: NOT_OWED,
    chronicle: 'organizer',
    redact: NO_REDACTION,
    mayIssue: ORGANIZER_ONLY,
    apply: (s, c) => forceStep(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'force-step', reason: f.text('reason') }),
  }),
  defineCommand(takeRewardCommandSchema, {
    phases: ['management:rewards'],
    wrongPhase: { rule: 'R-REWARD', reason: 'wrong-step' },
    owes: ['take-reward'],
    chronicle: 'management',
    redact: NO_REDACTION,
    mayIssue: (s, actor, c) => actsForFleet(s, actor, c.fleetId),
    apply: (s, c) => takeReward(s, c),
    secrecy: ofFleet,
    fromForm: (f) => ({ type: 'take-reward', ...rewardFields(f) }),
  }),
  defineCommand(buyAbilityCommandSchema, {
    phases: ['management:experience', 'pivotal:after'],
    wrongPhase: { rule: 'R-XP-SPEND', reason: 'wrong-step' },
    owes: NOT_OWED,
    chronicle: 'management',
    redact: NO_REDACTION,
    mayIssue: (s, actor, c) => spendsXpFor(s, actor, c.fleetId),
    apply: (s, c) => buyAbility(s, c),
    secrecy: ofFleet,
    fromForm: (f) => {
      // The page offers each purchase with what it replaces in one choice ("ability>replaced").
      const [abilityId, replaced] = f.text('abilityId').split('>')
      return { type: 'buy-ability', fleetId: f.text('fleetId'), abilityId, replaces: replaced || f.text('replaces') || null }
    },
  }),
  defineCommand(finishExperienceCommandSchema, {
    phases: ['management:experience', 'pivotal:after'],
    wrongPhase: { rule: 'R-XP-SPEND', reason: 'wrong-step' },
    owes: ['spend-xp'],
    chronicle: 'management',
    redact: NO_REDACTION,
    mayIssue: (s, actor, c) => spendsXpFor(s, actor, c.fleetId),
    apply: (s, c) => finishExperience(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'finish-experience', fleetId: f.text('fleetId') }),
  }),
  defineCommand(refitCommandSchema, {
    phases: ['management:refit', 'pivotal:after'],
    wrongPhase: { rule: 'R-REFIT', reason: 'wrong-step' },
    owes: ['refit'],
    chronicle: 'management',
    redact: NO_REDACTION,
    mayIssue: (s, actor, c) => mayEditFleet(s, actor, c.fleetId),
    apply: (s, c) => refit(s, c),
    secrecy: ofFleet,
    fromForm: (f) => ({ type: 'refit', fleetId: f.text('fleetId'), op: refitOp(f) }),
  }),
  defineCommand(refitFleetCommandSchema, {
    phases: ['management:refit', 'pivotal:after'],
    wrongPhase: { rule: 'R-REFIT', reason: 'wrong-step' },
    owes: ['refit'],
    chronicle: 'management',
    redact: NO_REDACTION,
    mayIssue: (s, actor, c) => mayEditFleet(s, actor, c.fleetId),
    apply: (s, c) => refitFleet(s, c),
    secrecy: ofFleet,
    fromForm: (f) => ({ type: 'refit-fleet', fleetId: f.text('fleetId'), ops: jsonField(f.text('ops')), finish: f.text('finish') === 'yes' }),
  }),
  defineCommand(finishRefitCommandSchema, {
    phases: ['management:refit', 'pivotal:after'],
    wrongPhase: { rule: 'R-REFIT', reason: 'wrong-step' },
    owes: ['refit'],
    chronicle: 'management',
    redact: NO_REDACTION,
    mayIssue: (s, actor, c) => mayEditFleet(s, actor, c.fleetId),
    apply: (s, c) => finishRefit(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'finish-refit', fleetId: f.text('fleetId') }),
  }),
  defineCommand(overrideCommandSchema, {
    phases: [...UNDER_WAY, 'ended'],
    wrongPhase: { rule: 'R-OVERRIDE', reason: 'wrong-phase' },
    owes: NOT_OWED,
    chronicle: 'organizer',
    redact: NO_REDACTION,
    mayIssue: ORGANIZER_ONLY,
    apply: (s, c) => override(s, c),
    // Public: an override is shown where the value appears (R-OVERRIDE).
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'override', reason: f.text('reason'), target: overrideTarget(f) }),
  }),
] as const
