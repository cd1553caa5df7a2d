// Secret by default (R-SECRET, R-SECRET-FLEET): whose secret each command is. A history entry of a team's
// secret command reaches a player of the other team only as "the team did something" until the campaign
// ends. Every command type must appear here: a new command does not compile until someone decides.
import type { AnyCommand } from './commands'
import type { CampaignState, TeamId } from './state'

type CommandOf<T extends AnyCommand['type']> = Extract<AnyCommand, { type: T }>

/** 'public', or the team whose secret the command is (its fleets, rewards, abilities, spending). */
type Secrecy = 'public' | TeamId

function fleetTeam(state: CampaignState, fleetId: string): TeamId {
  return state.fleets.find((f) => f.id === fleetId)?.team ?? (fleetId.endsWith('empire') || fleetId.startsWith('empire') ? 'empire' : 'rebels')
}

const teamSecret = (command: { team: TeamId }): Secrecy => command.team
const fleetSecret = (state: CampaignState, command: { fleetId: string }): Secrecy => fleetTeam(state, command.fleetId)
const PUBLIC = (): Secrecy => 'public'

/**
 * Public: what both teams see happen (the map, declarations, battles and their results, token counts, overrides).
 * A team's: its fleets and commanders, rewards and refits, abilities, Ally forces, Skilled Spacers' use, Spynet's target.
 * Commands with a part public and a part secret (Base Defense objectives, sealed choices) are redacted field by
 * field in visibility.ts and are public here.
 */
export const COMMAND_SECRECY: { [T in AnyCommand['type']]: (command: CommandOf<T>, state: CampaignState) => Secrecy } = {
  'create-campaign': PUBLIC,
  'place-base': PUBLIC,
  'assign-base-defenses': PUBLIC,
  'set-fleet': (c, s) => fleetSecret(s, c),
  'set-commander': (c, s) => fleetSecret(s, c),
  'start-campaign': PUBLIC,
  'choose-diplomats': PUBLIC,
  'declare-assault': PUBLIC,
  'name-defender': PUBLIC,
  'pass-declaration': PUBLIC,
  'spend-spacers': teamSecret,
  'choose-objective': PUBLIC,
  'enter-result': PUBLIC,
  'confirm-result': PUBLIC,
  'dispute-result': PUBLIC,
  'settle-result': PUBLIC,
  'choose-veterans': PUBLIC,
  'spend-battle-token': PUBLIC,
  'spynet-reveal': teamSecret,
  'build-base': PUBLIC,
  'finish-bases': PUBLIC,
  'gain-tokens': PUBLIC,
  'force-step': PUBLIC,
  override: PUBLIC,
  'take-reward': (c, s) => fleetSecret(s, c),
  'buy-ability': (c, s) => fleetSecret(s, c),
  'finish-experience': PUBLIC,
  refit: (c, s) => fleetSecret(s, c),
  'finish-refit': PUBLIC,
  'choose-pivotal': PUBLIC,
  'pivotal-upgrade': (c, s) => fleetSecret(s, c),
  'finish-pivotal-prep': PUBLIC,
  'enter-pivotal-result': PUBLIC,
  'enter-pivotal-team-result': PUBLIC,
  'confirm-pivotal-result': PUBLIC,
  'pivotal-veterans': PUBLIC,
  'pivotal-tokens': PUBLIC,
  'reset-commander': (c, s) => fleetSecret(s, c),
  'finish-pivotal': PUBLIC,
  'spend-ally': teamSecret,
  'diplomats-xp': PUBLIC,
  'spacers-objective': teamSecret,
}

export function commandSecrecy(command: AnyCommand, state: CampaignState): Secrecy {
  const rule = COMMAND_SECRECY[command.type] as (command: AnyCommand, state: CampaignState) => Secrecy
  return rule(command, state)
}
