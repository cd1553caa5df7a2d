// What every player of both teams may see at once (R-SECRET): the view of a reader who belongs to no team.
// A notice posted to the group's channel is built from this alone, so that it can carry no defense, no fleet
// before it is met, no sealed choice and no Fleet Reserve.
import { dutiesFor, dutiesNow, type AwaitedDuty } from '../duties'
import { dutyConcerns } from '../duty-concerns'
import { TEAMS, playersOf, type Actor, type CampaignState, type PlayerId, type TeamId } from '../state'
import { visibleStateFor, type VisibleState } from '../visibility'

/** A reader of no team: no player id is empty, so they see only what is public. */
export const PUBLIC_READER: Actor = { role: 'player', playerId: '' }

export function publicStateOf(state: CampaignState): VisibleState {
  return visibleStateFor(state, PUBLIC_READER)
}

/** Who a public notice says the campaign waits for, and for what. */
export interface AwaitedEntry {
  /** The players it concerns; empty for a team's choice (then `team`) or for the organizer's own. */
  playerIds: PlayerId[]
  team: TeamId | null
  duty: AwaitedDuty['kind']
  /** The system of the battle the duty belongs to. */
  systemId: string | null
}

function sameDuty(a: AwaitedDuty, b: AwaitedDuty): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/**
 * The duties both teams are told of: a duty of one team as a player of the other team reads it (their XP,
 * say, only as "the team is still spending XP", R-SECRET), a battle's duty as both read it, and the
 * organizer's own. A team without players reads nothing and limits nothing.
 */
export function publicDuties(state: CampaignState): AwaitedDuty[] {
  const lists = TEAMS.map((team) => {
    const reader = playersOf(state, team)[0]
    if (!reader) return null
    const seen = dutiesFor(state, { role: 'player', playerId: reader.id })
    return [...seen.mine, ...seen.others]
  })
  const [first, second] = lists
  if (!first || !second) return first ?? second ?? dutiesNow(state)
  // A team's XP duty reads, to the other team, as the team's: each list holds the other team's that way.
  const folded = [...first, ...second].filter((d) => d.kind === 'team-spend-xp')
  return [...first.filter((d) => d.kind !== 'team-spend-xp' && second.some((e) => sameDuty(d, e))), ...folded]
}

/** The public duties with whom they concern, in the order the rules take them. */
export function publicAwaited(state: CampaignState): AwaitedEntry[] {
  const view = publicStateOf(state)
  return publicDuties(state).map((duty) => {
    const concerns = dutyConcerns(view, duty)
    return { playerIds: concerns.playerIds, team: concerns.team, duty: duty.kind, systemId: concerns.systemId }
  })
}
