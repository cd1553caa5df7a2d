// The other uses of strategic effect tokens (RULES.md §8): Ally forces, Diplomats' XP, Skilled Spacers' objective.
import { diplomatsXp, spacersObjective, spendAlly } from '../tokens/token-uses'
import { isGrandAdmiral } from '../actors'
import { ANY_PHASE, defineCommand, NO_REDACTION, NOT_OWED, ofTeam, PUBLIC } from './define'

import { spendAllyCommandSchema, diplomatsXpCommandSchema, spacersObjectiveCommandSchema } from '../schemas/token-schemas'

export const TOKEN_COMMANDS = [
  defineCommand(spendAllyCommandSchema, {
    phases: ['strategy', 'pivotal:prepare'],
    wrongPhase: { rule: 'R-TOKEN-ALLY', reason: 'wrong-phase' },
    owes: NOT_OWED,
    chronicle: 'battle',
    redact: NO_REDACTION,
    mayIssue: (s, actor, c) => isGrandAdmiral(s, actor, c.team),
    apply: (s, c) => spendAlly(s, c),
    // The forces are the team's: the other team meets them on the briefing (R-SECRET-FLEET).
    secrecy: ofTeam,
    fromForm: (f) => {
      const [shipCardId, upgradeCardId] = f.text('flotilla').split('+')
      const squadrons = f.all('squadrons').filter(Boolean)
      if (shipCardId && squadrons.length > 0) return { type: 'spend-ally', ally: 'both' }
      const forces = shipCardId ? { kind: 'flotilla', shipCardId, upgradeCardId: upgradeCardId || null } : { kind: 'squadrons', cardIds: squadrons }
      return { type: 'spend-ally', team: f.text('team'), fleetId: f.text('fleetId'), forces }
    },
  }),
  defineCommand(diplomatsXpCommandSchema, {
    phases: ANY_PHASE,
    owes: NOT_OWED,
    chronicle: 'battle',
    redact: NO_REDACTION,
    mayIssue: (s, actor, c) => isGrandAdmiral(s, actor, c.team),
    apply: (s, c) => diplomatsXp(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'diplomats-xp', team: f.text('team'), battleId: f.text('battleId'), fleetId: f.text('fleetId') }),
  }),
  defineCommand(spacersObjectiveCommandSchema, {
    phases: ['strategy'],
    wrongPhase: { rule: 'R-TOKEN-SPACERS', reason: 'wrong-phase' },
    owes: NOT_OWED,
    chronicle: 'battle',
    redact: NO_REDACTION,
    mayIssue: (s, actor, c) => isGrandAdmiral(s, actor, c.team),
    apply: (s, c) => spacersObjective(s, c),
    secrecy: ofTeam,
    fromForm: (f) => {
      const [category, objectiveId] = f.text('objective').split(':')
      return { type: 'spacers-objective', team: f.text('team'), fleetId: f.text('fleetId'), category, objectiveId }
    },
  }),
] as const
