// The strategy phase (RULES.md §4): Diplomats, declarations, defenders, passes, Skilled Spacers.
import { z } from 'zod'
import { SYSTEM_IDS } from '@/lib/data/map'
import { chooseDiplomats, declareAssault, nameDefender, passDeclaration, spendSpacers } from '../turn/strategy-commands'
import { actsForPlayer, isGrandAdmiral } from '../actors'
import { TEAMS, findPlayer, otherTeam } from '../state'
import { PUBLIC, defineCommand, ofTeam } from './define'
import { fleetField } from './form-fields'
import { battleId, fleetIdField, playerId, zone } from './schema-fields'

export const chooseDiplomatsCommandSchema = z.object({ type: z.literal('choose-diplomats'), team: z.enum(TEAMS), zone: zone.nullable() })
export const declareAssaultCommandSchema = z.object({ type: z.literal('declare-assault'), playerId, systemId: z.enum(SYSTEM_IDS), fleetId: fleetIdField })
export const nameDefenderCommandSchema = z.object({ type: z.literal('name-defender'), battleId, playerId, fleetId: fleetIdField })
export const passDeclarationCommandSchema = z.object({ type: z.literal('pass-declaration'), playerId })
export const spendSpacersCommandSchema = z.object({ type: z.literal('spend-spacers'), team: z.enum(TEAMS), fleetIds: z.array(fleetIdField).max(8) })

export type ChooseDiplomatsCommand = z.infer<typeof chooseDiplomatsCommandSchema>
export type DeclareAssaultCommand = z.infer<typeof declareAssaultCommandSchema>
export type NameDefenderCommand = z.infer<typeof nameDefenderCommandSchema>
export type PassDeclarationCommand = z.infer<typeof passDeclarationCommandSchema>
export type SpendSpacersCommand = z.infer<typeof spendSpacersCommandSchema>
export const STRATEGY_COMMANDS = [
  defineCommand(chooseDiplomatsCommandSchema, {
    mayIssue: (s, actor, c) => isGrandAdmiral(s, actor, c.team),
    apply: (s, c) => chooseDiplomats(s, c),
    // Public here: a sealed choice is redacted until both are in (visibility.ts).
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'choose-diplomats', team: f.text('team'), zone: f.text('zone') === '' ? null : Number(f.text('zone')) }),
  }),
  defineCommand(declareAssaultCommandSchema, {
    mayIssue: (s, actor, c) => actsForPlayer(s, actor, c.playerId),
    apply: (s, c) => declareAssault(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'declare-assault', playerId: f.text('playerId'), systemId: f.text('systemId'), fleetId: fleetField(f) }),
  }),
  defineCommand(nameDefenderCommandSchema, {
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
    mayIssue: (s, actor, c) => actsForPlayer(s, actor, c.playerId),
    apply: (s, c) => passDeclaration(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'pass-declaration', playerId: f.text('playerId') }),
  }),
  defineCommand(spendSpacersCommandSchema, {
    mayIssue: (s, actor, c) => isGrandAdmiral(s, actor, c.team),
    apply: (s, c) => spendSpacers(s, c),
    secrecy: ofTeam,
    fromForm: (f) => ({ type: 'spend-spacers', team: f.text('team'), fleetIds: f.all('fleetIds').filter(Boolean) }),
  }),
] as const
