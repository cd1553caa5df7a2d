// Every campaign command's definition, by rulebook part. commands.ts makes the command schema of them, and
// the registry (index.ts) looks each one up by its type.
import { BATTLE_COMMANDS } from './battle-commands'
import { MANAGEMENT_COMMANDS } from './management-commands'
import { PIVOTAL_COMMANDS } from './pivotal-commands'
import { SETTINGS_COMMANDS } from './settings-commands'
import { SETUP_COMMANDS } from './setup-commands'
import { STRATEGY_COMMANDS } from './strategy-commands'
import { TOKEN_COMMANDS } from './token-commands'

export const ALL_COMMANDS = [
  ...SETUP_COMMANDS,
  ...STRATEGY_COMMANDS,
  ...BATTLE_COMMANDS,
  ...MANAGEMENT_COMMANDS,
  ...PIVOTAL_COMMANDS,
  ...TOKEN_COMMANDS,
  ...SETTINGS_COMMANDS,
] as const

/** The union of every command's schema, as a type. */
export type CampaignCommandSchema = (typeof ALL_COMMANDS)[number]['schema']
