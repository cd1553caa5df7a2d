// R-SETUP-1: a campaign starts with two teams of three players (two each also under official-2019),
// each with a Grand Admiral. Teams start with no tokens and no CP (R-SETUP-6).
import { nameKey } from './names'
import { TOKEN_IDS, type TokenId } from '@/lib/data/tokens'
import type { CreateCampaignCommand } from './commands'
import { emptyFleet } from './fleets/empty-fleet'
import { TEAMS, type CampaignState, type Player, type PresetId, type TeamId, type TeamState } from './state'
import { refuse, type CommandResult, type RuleViolation } from './violations'

/** Team sizes each preset accepts (RULES.md R-SETUP-1). */
export function allowedTeamSizes(preset: PresetId): readonly number[] {
  return preset === 'official-2019' ? [2, 3] : [3]
}

export function playerIdFor(team: TeamId, index: number): string {
  return `${team}-${index + 1}`
}

/** The team a player id names (ids are made by playerIdFor), or null for anything else. */
export function teamOfPlayerId(id: string): TeamId | null {
  const team = id.split('-')[0]
  return team === 'empire' || team === 'rebels' ? team : null
}

function emptyTokens(): Record<TokenId, number> {
  return Object.fromEntries(TOKEN_IDS.map((id) => [id, 0])) as Record<TokenId, number>
}

export function createCampaign(command: CreateCampaignCommand): CommandResult<CampaignState> {
  const violations: RuleViolation[] = []
  const sizes = allowedTeamSizes(command.preset)
  for (const team of TEAMS) {
    const count = command.players[team].length
    if (!sizes.includes(count)) violations.push({ rule: 'R-SETUP-1', reason: 'team-size', team })
    if (command.grandAdmirals[team] >= count) {
      violations.push({ rule: 'R-SETUP-1', reason: 'grand-admiral-not-in-team', team })
    }
  }
  if (command.players.empire.length !== command.players.rebels.length) {
    violations.push({ rule: 'R-SETUP-1', reason: 'teams-unequal' })
  }
  const seen = new Set<string>()
  for (const team of TEAMS) {
    command.players[team].forEach((name, index) => {
      const key = nameKey(name)
      if (seen.has(key)) {
        violations.push({ rule: 'R-SETUP-1', reason: 'duplicate-player-name', team, playerId: playerIdFor(team, index) })
      }
      seen.add(key)
    })
  }
  if (violations.length > 0) return refuse(...violations)

  const players: Player[] = TEAMS.flatMap((team) => command.players[team].map((name, index) => ({ id: playerIdFor(team, index), name: name.trim(), team })))
  const teamState = (team: TeamId): TeamState => ({
    grandAdmiral: playerIdFor(team, command.grandAdmirals[team]),
    cpByAct: [0, 0, 0],
    pivotalCp: 0,
    tokens: emptyTokens(),
    reserve: {},
  })
  return {
    ok: true,
    state: {
      name: command.name.trim(),
      preset: command.preset,
      ...(command.language ? { language: command.language } : {}),
      ...(command.pointsEra ? { pointsEra: command.pointsEra } : {}),
      phase: 'setup',
      act: 1,
      turn: 0,
      players,
      teams: { empire: teamState('empire'), rebels: teamState('rebels') },
      control: {},
      turnState: null,
      playedCampaignObjectives: {},
      revealedDefenses: { empire: [], rebels: [] },
      overrides: [],
      fleets: [
        ...players.map((p) => emptyFleet({ kind: 'player', playerId: p.id }, p.team)),
        ...TEAMS.map((team) => emptyFleet({ kind: 'fourth', team }, team)),
      ],
    },
  }
}
