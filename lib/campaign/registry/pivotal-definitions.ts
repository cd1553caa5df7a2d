// Pivotal and climactic battles (RULES.md §7).
import {
  choosePivotal,
  claimPivotalEffects,
  confirmPivotalResult,
  enterPivotalResult,
  enterPivotalTeamResult,
  finishPivotal,
  finishPivotalPrep,
  pivotalTokens,
  pivotalMoveUpgrade,
  pivotalUpgrade,
  pivotalVeterans,
  resetCommander,
} from '../pivotal/pivotal-commands'
import { takePivotalReward } from '../pivotal/pivotal-rewards'
import { actsForFleet, isGrandAdmiral } from '../actors'
import { findPlayer } from '../state'
import { ANY_PHASE, defineCommand, NO_REDACTION, NOT_OWED, ofFleet, ORGANIZER_ONLY, PUBLIC } from './define'
import { redactConquestDefense, redactTeamResult } from './redactions'
import { fleetOutcomes, integer, rewardFields, veteranChoice } from './form-fields'

import {
  choosePivotalCommandSchema,
  pivotalUpgradeCommandSchema,
  takePivotalRewardCommandSchema,
  pivotalMoveUpgradeCommandSchema,
  finishPivotalPrepCommandSchema,
  enterPivotalResultCommandSchema,
  enterPivotalTeamResultCommandSchema,
  claimPivotalEffectsCommandSchema,
  confirmPivotalResultCommandSchema,
  pivotalVeteransCommandSchema,
  pivotalTokensCommandSchema,
  resetCommanderCommandSchema,
  finishPivotalCommandSchema,
} from '../schemas/pivotal-schemas'

const ANYONE = (): boolean => true

export const PIVOTAL_COMMANDS = [
  defineCommand(choosePivotalCommandSchema, {
    phases: ['pivotal:choose'],
    owes: ['choose-pivotal'],
    chronicle: 'battle',
    redact: NO_REDACTION,
    mayIssue: (s, actor) => s.pivotal != null && isGrandAdmiral(s, actor, s.pivotal.chooser),
    apply: (s, c) => choosePivotal(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({
      type: 'choose-pivotal',
      objectiveId: f.text('objectiveId'),
      systemId: f.text('systemId') || null,
      zone: f.text('zone') ? Number(f.text('zone')) : null,
      climactic: f.text('climactic') === 'on',
    }),
  }),
  defineCommand(pivotalUpgradeCommandSchema, {
    phases: ['pivotal:prepare'],
    owes: NOT_OWED,
    chronicle: 'battle',
    redact: NO_REDACTION,
    mayIssue: (_s, actor, c) => actor.playerId === c.fleetId,
    apply: (s, c) => pivotalUpgrade(s, c),
    secrecy: ofFleet,
    fromForm: (f) => {
      // One choice names the ship replaced and its replacement ('uid>card'), as the pivotal view lists them.
      const [shipUid = f.text('shipUid'), newShipCardId = f.text('newShipCardId')] = f.text('replacement') ? f.text('replacement').split('>') : []
      return {
        type: 'pivotal-upgrade',
        fleetId: f.text('fleetId'),
        shipUid,
        newShipCardId,
        extraResources: f.text('extraResources') === 'on' ? 1 : 0,
        moreShipUids: f.all('moreShipUids').filter((u) => u && u !== shipUid),
        discardUpgradeUids: f.all('discardUpgradeUids').filter(Boolean),
        discardSquadronUids: f.all('discardSquadronUids').filter(Boolean),
      }
    },
  }),
  // R-PIVOT-UPGRADE: upgrades move freely between the fleet's ships before the battle.
  defineCommand(pivotalMoveUpgradeCommandSchema, {
    phases: ['pivotal:prepare'],
    owes: NOT_OWED,
    chronicle: 'battle',
    redact: NO_REDACTION,
    mayIssue: (_s, actor, c) => actor.playerId === c.fleetId,
    apply: (s, c) => pivotalMoveUpgrade(s, c),
    secrecy: ofFleet,
    fromForm: (f) => {
      // One choice names the upgrade and the ship it moves to ('upgrade>ship'), as the pivotal view lists them.
      const [upgradeUid = f.text('upgradeUid'), shipUid = f.text('shipUid')] = f.text('move') ? f.text('move').split('>') : []
      return { type: 'pivotal-move-upgrade', fleetId: f.text('fleetId'), upgradeUid, shipUid }
    },
  }),
  // Demonstration of Force's fleet rewards (the objective's data).
  defineCommand(takePivotalRewardCommandSchema, {
    phases: ['pivotal:after'],
    owes: NOT_OWED,
    chronicle: 'battle',
    redact: NO_REDACTION,
    mayIssue: (s, actor, c) => actsForFleet(s, actor, c.fleetId),
    apply: (s, c) => takePivotalReward(s, c),
    secrecy: ofFleet,
    fromForm: (f) => ({ type: 'take-pivotal-reward', ...rewardFields(f) }),
  }),
  defineCommand(finishPivotalPrepCommandSchema, {
    phases: ['pivotal:prepare'],
    owes: ['prepare-pivotal'],
    chronicle: 'battle',
    redact: NO_REDACTION,
    mayIssue: (s, actor, c) => isGrandAdmiral(s, actor, c.team),
    apply: (s, c) => finishPivotalPrep(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'finish-pivotal-prep', team: f.text('team') }),
  }),
  defineCommand(enterPivotalResultCommandSchema, {
    phases: ['pivotal:battle'],
    owes: ['enter-pivotal-result'],
    chronicle: 'battle',
    redact: redactConquestDefense,
    mayIssue: ANYONE,
    apply: (s, c, actor) => enterPivotalResult(s, actor, c),
    // Public here: a conquered base's objective is redacted field by field (visibility.ts).
    secrecy: PUBLIC,
    fromForm: (f) => {
      const claimed = f.all('claimedSystems').filter(Boolean)
      return {
        type: 'enter-pivotal-result',
        result: {
          assaulters: { score: integer(f, 'a-score'), tabled: f.text('a-tabled') === 'on' },
          defenders: { score: integer(f, 'd-score'), tabled: f.text('d-tabled') === 'on' },
          fleets: fleetOutcomes(f),
          ...(claimed.length > 0 ? { claimedSystems: claimed } : {}),
          ...(f.text('newBaseSystem') ? { newBaseSystem: f.text('newBaseSystem') } : {}),
          ...(f.text('conquestDefense') ? { conquestDefense: f.text('conquestDefense') } : {}),
        },
      }
    },
  }),
  defineCommand(enterPivotalTeamResultCommandSchema, {
    phases: ['pivotal:battle'],
    owes: ['enter-pivotal-result'],
    chronicle: 'battle',
    redact: redactTeamResult,
    mayIssue: (s, actor, c) => findPlayer(s, actor.playerId)?.team === c.team,
    apply: (s, c, actor) => enterPivotalTeamResult(s, actor, c),
    // Public here: each team's part is sealed until both are in (visibility.ts).
    secrecy: PUBLIC,
    fromForm: (f) => {
      const claimed = f.all('claimedSystems').filter(Boolean)
      return {
        type: 'enter-pivotal-team-result',
        team: f.text('team'),
        score: integer(f, 'score'),
        tabled: f.text('tabled') === 'on',
        fleets: fleetOutcomes(f),
        ...(claimed.length > 0 ? { claimedSystems: claimed } : {}),
        ...(f.text('newBaseSystem') ? { newBaseSystem: f.text('newBaseSystem') } : {}),
        ...(f.text('conquestDefense') ? { conquestDefense: f.text('conquestDefense') } : {}),
      }
    },
  }),
  defineCommand(confirmPivotalResultCommandSchema, {
    phases: ['pivotal:battle'],
    wrongPhase: { rule: 'R-RESULT-CONFIRM', reason: 'result-missing' },
    owes: ['confirm-pivotal-result'],
    chronicle: 'battle',
    redact: NO_REDACTION,
    mayIssue: ANYONE,
    apply: (s, _c, actor) => confirmPivotalResult(s, actor),
    secrecy: PUBLIC,
    fromForm: () => ({ type: 'confirm-pivotal-result' }),
  }),
  defineCommand(claimPivotalEffectsCommandSchema, {
    phases: ANY_PHASE,
    owes: ['claim-pivotal-effects'],
    chronicle: 'battle',
    redact: NO_REDACTION, // Sent for the winning team by its Grand Admiral, as its other team choices are (or by the organizer).
    mayIssue: (s, actor, c) => isGrandAdmiral(s, actor, c.team),
    apply: (s, c) => claimPivotalEffects(s, c),
    // The systems taken and the new base are on the map for all; a conquered base's objective is its team's secret.
    secrecy: (c) => (c.conquestDefense ? c.team : 'public'),
    fromForm: (f) => {
      // One choice names the claim: systems joined by '+' ('none' for no system), a system, or an objective.
      const systems = f.text('systems')
      return {
        type: 'claim-pivotal-effects',
        team: f.text('team'),
        ...(systems ? { claimedSystems: systems === 'none' ? [] : systems.split('+') } : {}),
        ...(f.text('newBaseSystem') ? { newBaseSystem: f.text('newBaseSystem') } : {}),
        ...(f.text('conquestDefense') ? { conquestDefense: f.text('conquestDefense') } : {}),
      }
    },
  }),
  defineCommand(pivotalVeteransCommandSchema, {
    phases: ['pivotal:after'],
    owes: ['pivotal-veterans'],
    chronicle: 'battle',
    redact: NO_REDACTION,
    mayIssue: (_s, actor, c) => actor.playerId === c.fleetId,
    apply: (s, c) => pivotalVeterans(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'pivotal-veterans', fleetId: f.text('fleetId'), ...veteranChoice(f) }),
  }),
  defineCommand(pivotalTokensCommandSchema, {
    phases: ANY_PHASE,
    owes: ['pivotal-tokens'],
    chronicle: 'battle',
    redact: NO_REDACTION,
    mayIssue: (s, actor, c) => isGrandAdmiral(s, actor, c.team),
    apply: (s, c) => pivotalTokens(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'pivotal-tokens', team: f.text('team'), tokens: f.all('tokens') }),
  }),
  defineCommand(resetCommanderCommandSchema, {
    phases: ['pivotal:after'],
    owes: NOT_OWED,
    chronicle: 'battle',
    redact: NO_REDACTION,
    mayIssue: (_s, actor, c) => actor.playerId === c.fleetId,
    apply: (s, c) => resetCommander(s, c),
    secrecy: ofFleet,
    fromForm: (f) => ({ type: 'reset-commander', fleetId: f.text('fleetId') }),
  }),
  defineCommand(finishPivotalCommandSchema, {
    phases: ['pivotal:after'],
    owes: ['finish-pivotal'],
    chronicle: 'organizer',
    redact: NO_REDACTION,
    mayIssue: ORGANIZER_ONLY,
    apply: (s) => finishPivotal(s),
    secrecy: PUBLIC,
    fromForm: () => ({ type: 'finish-pivotal' }),
  }),
] as const
