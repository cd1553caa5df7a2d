// The strategy phase (RULES.md §4): Diplomats, declarations, defenders, passes, Skilled Spacers.
import { chooseDiplomats, declareAssault, nameDefender, passDeclaration, spendSpacers } from '../turn/strategy-commands'
import { actsForPlayer, isGrandAdmiral } from '../actors'
import { findPlayer, otherTeam } from '../state'
import { defineCommand, NO_REDACTION, ofTeam, PUBLIC } from './define'
import { redactDiplomats } from './redactions'
import { fleetField } from './form-fields'

import {
  chooseDiplomatsCommandSchema,
  declareAssaultCommandSchema,
  nameDefenderCommandSchema,
  passDeclarationCommandSchema,
  spendSpacersCommandSchema,
} from '../schemas/strategy-schemas'

export const STRATEGY_COMMANDS = [
  defineCommand(chooseDiplomatsCommandSchema, {
    phases: ['strategy'],
    owes: ['choose-diplomats'],
    chronicle: 'strategy',
    redact: redactDiplomats,
    mayIssue: (s, actor, c) => isGrandAdmiral(s, actor, c.team),
    apply: (s, c) => chooseDiplomats(s, c),
    // Public here: a sealed choice is redacted until both are in (visibility.ts).
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'choose-diplomats', team: f.text('team'), zone: f.text('zone') === '' ? null : Number(f.text('zone')) }),
  }),
  defineCommand(declareAssaultCommandSchema, {
    phases: ['strategy'],
    owes: ['declare-assault'],
    chronicle: 'strategy',
    redact: NO_REDACTION,
    mayIssue: (s, actor, c) => actsForPlayer(s, actor, c.playerId),
    apply: (s, c) => declareAssault(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'declare-assault', playerId: f.text('playerId'), systemId: f.text('systemId'), fleetId: fleetField(f) }),
  }),
  defineCommand(nameDefenderCommandSchema, {
    phases: ['strategy'],
    owes: ['name-defender'],
    chronicle: 'strategy',
    redact: NO_REDACTION,
    mayIssue: (s, actor, c) => {
      const battle = s.turnState?.battles.find((b) => b.id === c.battleId)
      if (!battle) return false
      const defending = otherTeam(battle.assaulter.team)
      return isGrandAdmiral(s, actor, defending) || (actor.playerId === c.playerId && findPlayer(s, actor.playerId)?.team === defending)
    },
    apply: (s, c) => nameDefender(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'name-defender', battleId: f.text('battleId'), playerId: f.text('playerId'), fleetId: fleetField(f) }),
  }),
  defineCommand(passDeclarationCommandSchema, {
    phases: ['strategy'],
    owes: ['declare-assault'],
    chronicle: 'strategy',
    redact: NO_REDACTION,
    mayIssue: (s, actor, c) => actsForPlayer(s, actor, c.playerId),
    apply: (s, c) => passDeclaration(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'pass-declaration', playerId: f.text('playerId') }),
  }),
  defineCommand(spendSpacersCommandSchema, {
    phases: ['strategy'],
    owes: ['spend-spacers'],
    chronicle: 'strategy',
    redact: NO_REDACTION,
    mayIssue: (s, actor, c) => isGrandAdmiral(s, actor, c.team),
    apply: (s, c) => spendSpacers(s, c),
    secrecy: ofTeam,
    fromForm: (f) => ({ type: 'spend-spacers', team: f.text('team'), fleetIds: f.all('fleetIds').filter(Boolean) }),
  }),
] as const
