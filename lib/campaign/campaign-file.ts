// The campaign file: the whole history, and the state it must replay to. A file whose history does
// not replay, or replays to another state, is damaged or was edited, and is refused.
import { z } from 'zod'
import { anyCommandSchema, type AnyCommand } from './commands'
import { replay } from './engine'
import { actorFromKey, type CampaignState } from './state'

export const CAMPAIGN_FILE_FORMAT = 'rim-command/campaign'
export const CAMPAIGN_FILE_VERSION = 1
/** A file over this size is refused before it is parsed. */
export const CAMPAIGN_FILE_MAX_BYTES = 4 * 1024 * 1024

const actorSchema = z.string().min(1).max(40)

const entrySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('command'), at: z.iso.datetime(), actor: actorSchema, payload: anyCommandSchema }),
  z.object({
    kind: z.literal('undo'),
    at: z.iso.datetime(),
    actor: actorSchema,
    payload: z.object({ undone: anyCommandSchema, by: actorSchema, at: z.number() }),
  }),
  z.object({
    kind: z.literal('link-regenerated'),
    at: z.iso.datetime(),
    actor: actorSchema,
    payload: z.object({ subject: actorSchema }),
  }),
])

export const campaignFileSchema = z.object({
  format: z.literal(CAMPAIGN_FILE_FORMAT),
  version: z.literal(CAMPAIGN_FILE_VERSION),
  exportedAt: z.iso.datetime(),
  history: z.array(entrySchema).min(1).max(100_000),
  state: z.unknown(),
})

export type CampaignFile = z.infer<typeof campaignFileSchema>
export type CampaignFileEntry = CampaignFile['history'][number]

export type CampaignFileCheck =
  | { ok: true; file: CampaignFile; state: CampaignState }
  | { ok: false; problem: 'not-json' | 'not-a-campaign-file' | 'unsupported-version' | 'history-does-not-replay' | 'state-mismatch' }

/** Canonical JSON (sorted keys), so that two equal states compare equal whatever their key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  )
}

export function checkCampaignFile(text: string): CampaignFileCheck {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return { ok: false, problem: 'not-json' }
  }
  const format = (raw as { format?: unknown } | null)?.format
  if (format !== CAMPAIGN_FILE_FORMAT) return { ok: false, problem: 'not-a-campaign-file' }
  if ((raw as { version?: unknown }).version !== CAMPAIGN_FILE_VERSION) return { ok: false, problem: 'unsupported-version' }
  const parsed = campaignFileSchema.safeParse(raw)
  if (!parsed.success) return { ok: false, problem: 'not-a-campaign-file' }
  const entries = parsed.data.history.flatMap((e) => (e.kind === 'command' ? [e] : []))
  const commands: AnyCommand[] = entries.map((e) => e.payload)
  const replayed = replay(commands, entries.map((e) => actorFromKey(e.actor)))
  if (!replayed.ok) return { ok: false, problem: 'history-does-not-replay' }
  if (canonicalJson(replayed.state) !== canonicalJson(parsed.data.state)) return { ok: false, problem: 'state-mismatch' }
  return { ok: true, file: parsed.data, state: replayed.state }
}
