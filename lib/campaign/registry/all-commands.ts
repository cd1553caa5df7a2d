// Every campaign command's definition, by rulebook part. commands.ts makes the command schema of them, and
// the registry (index.ts) looks each one up by its type.
import { BATTLE_COMMANDS } from './battle-definitions'
import { MANAGEMENT_COMMANDS } from './management-definitions'
import { PIVOTAL_COMMANDS } from './pivotal-definitions'
import { SCHEDULE_COMMANDS } from './schedule-definitions'
import { SETTINGS_COMMANDS } from './settings-definitions'
import { SETUP_COMMANDS } from './setup-definitions'
import { STRATEGY_COMMANDS } from './strategy-definitions'
import { TOKEN_COMMANDS } from './token-definitions'

export const ALL_COMMANDS = [
  ...SETUP_COMMANDS,
  ...STRATEGY_COMMANDS,
  ...BATTLE_COMMANDS,
  ...SCHEDULE_COMMANDS,
  ...MANAGEMENT_COMMANDS,
  ...PIVOTAL_COMMANDS,
  ...TOKEN_COMMANDS,
  ...SETTINGS_COMMANDS,
] as const

/** The union of every command's schema, as a type. */
export type CampaignCommandSchema = (typeof ALL_COMMANDS)[number]['schema']
