// What a change did that the group is told of (phases and steps, results, bases, the pivotal battle, the end
// of an act, of a turn, of the campaign), and who the campaign now waits for: data only, found by comparing
// the public views before and after (public-view.ts), so that nothing a team keeps to itself can reach the
// group's channel. The app words it (app/_lib/notices/).
import type { SystemId } from '@/lib/data/map'
import { finalStandings, type FinalStandings } from '../pivotal/final-standings'
import { TEAMS, type CampaignState, type Phase, type PlayerId, type TeamId } from '../state'
import type { VisibleState } from '../visibility'
import { publicAwaited, publicStateOf, type AwaitedEntry } from './public-view'
import type { NoticeTopic } from './topics'

/** Where the campaign stands: its phase and, within it, the step (setup's, management's, the pivotal battle's). */
export interface CampaignStep {
  phase: Phase
  act: 1 | 2 | 3
  turn: number
  step: string | null
}

export type NoticeEvent =
  | { kind: 'step'; to: CampaignStep }
  | { kind: 'result-entered'; battleId: string; systemId: SystemId; assaulters: TeamId; scores: [number, number] }
  | { kind: 'result-disputed'; battleId: string; systemId: SystemId; assaulters: TeamId; disputedBy: PlayerId }
  | { kind: 'result-confirmed'; battleId: string; systemId: SystemId; assaulters: TeamId; winner: TeamId; scores: [number, number] }
  | { kind: 'base-built'; systemId: SystemId; team: TeamId }
  | { kind: 'base-destroyed'; systemId: SystemId; team: TeamId }
  | { kind: 'pivotal-chosen'; chooser: TeamId; objective: string; systemId: SystemId | null; zone: number | null; climactic: boolean }
  | { kind: 'turn-ended'; act: number; turn: number }
  | { kind: 'act-ended'; act: number; cp: Record<TeamId, number> }
  | { kind: 'campaign-ended'; standings: FinalStandings }

export const NOTICE_EVENT_KINDS = [
  'step',
  'result-entered',
  'result-disputed',
  'result-confirmed',
  'base-built',
  'base-destroyed',
  'pivotal-chosen',
  'turn-ended',
  'act-ended',
  'campaign-ended',
] as const satisfies readonly NoticeEvent['kind'][]

export function topicOf(event: NoticeEvent): NoticeTopic {
  switch (event.kind) {
    case 'step':
      return 'steps'
    case 'result-entered':
    case 'result-disputed':
    case 'result-confirmed':
      return 'results'
    case 'base-built':
    case 'base-destroyed':
      return 'bases'
    case 'pivotal-chosen':
      return 'pivotal'
    default:
      return 'ends'
  }
}

export function stepOf(
  state: Pick<CampaignState, 'phase' | 'act' | 'turn' | 'pivotal'> & { turnState: { management?: { step: string } | null } | null },
): CampaignStep {
  const step = state.phase === 'management' ? (state.turnState?.management?.step ?? null) : state.phase === 'pivotal' ? (state.pivotal?.step ?? null) : null
  return { phase: state.phase, act: state.act, turn: state.turn, step }
}

/** A step's key: a "your move" mentions each person at most once per key. */
export function stepKey(step: CampaignStep): string {
  return `${step.act}:${step.turn}:${step.phase}:${step.step ?? ''}`
}

function scores(result: { assaulter: { score: number }; defender: { score: number } }): [number, number] {
  return [result.assaulter.score, result.defender.score]
}

function battleEvents(before: VisibleState, after: VisibleState): NoticeEvent[] {
  const events: NoticeEvent[] = []
  for (const battle of after.turnState?.battles ?? []) {
    const was = before.turnState?.battles.find((b) => b.id === battle.id)?.result
    const now = battle.result
    if (was && JSON.stringify(was) === JSON.stringify(now)) continue
    const at = { battleId: battle.id, systemId: battle.systemId, assaulters: battle.assaulter.team }
    if (now.status === 'entered') events.push({ kind: 'result-entered', ...at, scores: scores(now.result) })
    else if (now.status === 'disputed') events.push({ kind: 'result-disputed', ...at, disputedBy: now.disputedBy })
    else if (now.status === 'applied') events.push({ kind: 'result-confirmed', ...at, winner: now.winner, scores: scores(now.result) })
  }
  return events
}

function baseEvents(before: VisibleState, after: VisibleState): NoticeEvent[] {
  const events: NoticeEvent[] = []
  const systems = new Set([...Object.keys(before.control), ...Object.keys(after.control)] as SystemId[])
  for (const systemId of [...systems].sort()) {
    const was = before.control[systemId]
    const now = after.control[systemId]
    const baseBefore = was?.kind === 'base' ? was.team : null
    const baseAfter = now?.kind === 'base' ? now.team : null
    if (baseBefore === baseAfter) continue
    if (baseBefore) events.push({ kind: 'base-destroyed', systemId, team: baseBefore })
    if (baseAfter) events.push({ kind: 'base-built', systemId, team: baseAfter })
  }
  return events
}

function pivotalEvents(before: VisibleState, after: VisibleState): NoticeEvent[] {
  const p = after.pivotal
  if (!p || !p.objective || before.pivotal?.objective) return []
  return [
    {
      kind: 'pivotal-chosen',
      chooser: p.chooser,
      objective: p.objective,
      systemId: p.target?.systemId ?? null,
      zone: p.target?.zone ?? null,
      climactic: p.climactic,
    },
  ]
}

function endEvents(before: VisibleState, after: VisibleState): NoticeEvent[] {
  const events: NoticeEvent[] = []
  const turnsBefore = before.mapHistory?.length ?? 0
  for (const snapshot of (after.mapHistory ?? []).slice(turnsBefore)) events.push({ kind: 'turn-ended', act: snapshot.act, turn: snapshot.turn })
  if (after.phase === 'pivotal' && before.phase !== 'pivotal') {
    const cp = Object.fromEntries(TEAMS.map((team) => [team, after.teams[team].cpByAct[before.act - 1] ?? 0])) as Record<TeamId, number>
    events.push({ kind: 'act-ended', act: before.act, cp })
  }
  if (after.phase === 'ended' && before.phase !== 'ended') events.push({ kind: 'campaign-ended', standings: finalStandings(after) })
  return events
}

/** What the change from `before` to `after` did that the group is told of, in the order it is told. */
export function noticeEvents(before: CampaignState, after: CampaignState): NoticeEvent[] {
  const [was, now] = [publicStateOf(before), publicStateOf(after)]
  const events = [...battleEvents(was, now), ...baseEvents(was, now), ...pivotalEvents(was, now), ...endEvents(was, now)]
  const [from, to] = [stepOf(was), stepOf(now)]
  if (stepKey(from) !== stepKey(to)) events.push({ kind: 'step', to })
  return events
}

/** The "your move" digest's data: who the campaign waits for at this step. */
export interface AwaitedNotice {
  step: CampaignStep
  awaited: AwaitedEntry[]
}

export function awaitedNow(state: CampaignState): AwaitedNotice {
  return { step: stepOf(publicStateOf(state)), awaited: publicAwaited(state) }
}

/** The people an awaited list names: players, a team's Grand Admiral for a team's choice, or the organizer. */
export function awaitedPeople(state: { teams: Record<TeamId, { grandAdmiral: PlayerId }> }, awaited: AwaitedEntry[]): string[] {
  const people = new Set<string>()
  for (const entry of awaited) {
    if (entry.playerIds.length > 0) for (const id of entry.playerIds) people.add(id)
    else if (entry.team) people.add(state.teams[entry.team].grandAdmiral)
    else people.add('organizer')
  }
  return [...people]
}
