// What a notice in the outbox holds: data only, from the public view of the campaign (lib/campaign
// notices), worded when it is posted in the campaign's language (app/_lib/notices/).
import type { SystemId } from '@/lib/data/map'
import type { AwaitedEntry, CampaignLanguage, CampaignStep, NoticeEvent, PresetId, TeamId, VisibleControl } from '@/lib/campaign'

/** A change's notice as written in its command's transaction, to be worked out next (draft-notices.ts). */
export interface DraftNotice {
  draft: true
  /** The history entry of the change. */
  seq: number
}

export function isDraft(payload: unknown): payload is DraftNotice {
  return typeof payload === 'object' && payload !== null && (payload as { draft?: unknown }).draft === true
}

/** A change's notice: what happened, who is newly awaited, and the map when a turn ended. */
export interface ChangeNotice {
  campaign: string
  language: CampaignLanguage
  preset: PresetId
  /** The names of the players it speaks of (public). */
  names: Record<string, string>
  /** Each team's Grand Admiral, who is named for the team's choices. */
  grandAdmirals: Record<TeamId, string>
  events: NoticeEvent[]
  awaited: { step: CampaignStep; entries: AwaitedEntry[]; people: string[] } | null
  /** The map as it stood at the end of a turn, as everyone sees it. */
  map: { act: number; turn: number; control: Partial<Record<SystemId, VisibleControl>> } | null
}

/** An undo's notice: what the undone change had been told as, now withdrawn, and where the campaign is back at. */
export interface CorrectionNotice {
  campaign: string
  language: CampaignLanguage
  names: Record<string, string>
  withdrawn: NoticeEvent[]
  step: CampaignStep
}

/** A reminder to those a "your move" named, if the step has not moved on when it falls due. */
export interface ReminderNotice {
  campaign: string
  language: CampaignLanguage
  stepKey: string
  people: string[]
}

/** A notice as the sender hands it to be worded: a reminder already checked against the campaign as it is now. */
export type ResolvedNotice =
  | { kind: 'change'; notice: ChangeNotice }
  | { kind: 'correction'; notice: CorrectionNotice }
  | {
      kind: 'reminder'
      campaign: string
      language: CampaignLanguage
      awaited: AwaitedEntry[]
      people: string[]
      names: Record<string, string>
      grandAdmirals: Record<TeamId, string>
    }
  | { kind: 'test'; campaign: string; language: CampaignLanguage }

/** A worded notice: the webhook message (JSON) and the files it attaches. */
export interface OutgoingPost {
  message: object
  files: { name: string; type: string; data: Buffer }[]
}

export interface PostContext {
  /** The campaign's page, when PUBLIC_URL says where the app is. */
  link: string | null
  /** Discord user ids by player id: the only people a post may mention. */
  discordIds: Record<string, string>
  /** The map's width in pixels. */
  mapWidth?: number
  /** This turn's games whose time is agreed and which are not played yet, for the "your move" digest (R-SCHEDULE). */
  weekGames?: ScheduledGame[]
}

/** A battle's agreed game, as the digest shows it: the two players' names, when (an instant), and where. */
export interface ScheduledGame {
  players: [string, string]
  /** ISO 8601, UTC. */
  startsAt: string
  venue: { kind: 'online' } | { kind: 'place'; place: string }
}

export type FormatNotice = (notice: ResolvedNotice, ctx: PostContext) => Promise<OutgoingPost>
