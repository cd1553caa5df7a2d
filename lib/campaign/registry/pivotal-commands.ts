// Pivotal and climactic battles (RULES.md §7).
import {
  choosePivotal,
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
import { ORGANIZER_ONLY, PUBLIC, ofFleet, type Definitions } from './define'
import { fleetOutcomes, integer, rewardFields, veteranChoice } from './form-fields'

const ANYONE = (): boolean => true

export const PIVOTAL_COMMANDS: Definitions<
  | 'choose-pivotal'
  | 'pivotal-upgrade'
  | 'pivotal-move-upgrade'
  | 'take-pivotal-reward'
  | 'finish-pivotal-prep'
  | 'enter-pivotal-result'
  | 'enter-pivotal-team-result'
  | 'confirm-pivotal-result'
  | 'pivotal-veterans'
  | 'pivotal-tokens'
  | 'reset-commander'
  | 'finish-pivotal'
> = {
  'choose-pivotal': {
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
  },
  'pivotal-upgrade': {
    mayIssue: (_s, actor, c) => actor.playerId === c.fleetId,
    apply: (s, c) => pivotalUpgrade(s, c),
    secrecy: ofFleet,
    fromForm: (f) => ({
      type: 'pivotal-upgrade',
      fleetId: f.text('fleetId'),
      shipUid: f.text('shipUid'),
      newShipCardId: f.text('newShipCardId'),
      extraResources: f.text('extraResources') === 'on' ? 1 : 0,
      moreShipUids: f.all('moreShipUids').filter((u) => u && u !== f.text('shipUid')),
      discardUpgradeUids: f.all('discardUpgradeUids').filter(Boolean),
      discardSquadronUids: f.all('discardSquadronUids').filter(Boolean),
    }),
  },
  // R-PIVOT-UPGRADE: upgrades move freely between the fleet's ships before the battle.
  'pivotal-move-upgrade': {
    mayIssue: (_s, actor, c) => actor.playerId === c.fleetId,
    apply: (s, c) => pivotalMoveUpgrade(s, c),
    secrecy: ofFleet,
    fromForm: (f) => ({ type: 'pivotal-move-upgrade', fleetId: f.text('fleetId'), upgradeUid: f.text('upgradeUid'), shipUid: f.text('shipUid') }),
  },
  // Demonstration of Force's fleet rewards (the objective's data).
  'take-pivotal-reward': {
    mayIssue: (s, actor, c) => actsForFleet(s, actor, c.fleetId),
    apply: (s, c) => takePivotalReward(s, c),
    secrecy: ofFleet,
    fromForm: (f) => ({ type: 'take-pivotal-reward', ...rewardFields(f) }),
  },
  'finish-pivotal-prep': {
    mayIssue: (s, actor, c) => isGrandAdmiral(s, actor, c.team),
    apply: (s, c) => finishPivotalPrep(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'finish-pivotal-prep', team: f.text('team') }),
  },
  'enter-pivotal-result': {
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
  },
  'enter-pivotal-team-result': {
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
  },
  'confirm-pivotal-result': {
    mayIssue: ANYONE,
    apply: (s, _c, actor) => confirmPivotalResult(s, actor),
    secrecy: PUBLIC,
    fromForm: () => ({ type: 'confirm-pivotal-result' }),
  },
  'pivotal-veterans': {
    mayIssue: (_s, actor, c) => actor.playerId === c.fleetId,
    apply: (s, c) => pivotalVeterans(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'pivotal-veterans', fleetId: f.text('fleetId'), ...veteranChoice(f) }),
  },
  'pivotal-tokens': {
    mayIssue: (s, actor, c) => isGrandAdmiral(s, actor, c.team),
    apply: (s, c) => pivotalTokens(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'pivotal-tokens', team: f.text('team'), tokens: f.all('tokens') }),
  },
  'reset-commander': {
    mayIssue: (_s, actor, c) => actor.playerId === c.fleetId,
    apply: (s, c) => resetCommander(s, c),
    secrecy: ofFleet,
    fromForm: (f) => ({ type: 'reset-commander', fleetId: f.text('fleetId') }),
  },
  'finish-pivotal': { mayIssue: ORGANIZER_ONLY, apply: (s) => finishPivotal(s), secrecy: PUBLIC, fromForm: () => ({ type: 'finish-pivotal' }) },
}
