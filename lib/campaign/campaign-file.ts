// The campaign file: the whole history, and the state it must replay to. A file whose history does
// not replay, or replays to another state, is damaged or was edited, and is refused.
import { z } from 'zod'
import { anyCommandSchema, type CreateCampaignCommand } from './commands'
import { parseCampaignFilePieces } from './campaign-file-pieces'
import { applyCommand, replayer } from './engine'
import { createCampaign } from './create-campaign'
import { mayIssue } from './permissions'
import { RULES_VERSION } from './rules-version'
import { canonicalJson, jsonTextSteps, sameJsonSteps } from './canonical-json'
import { actorFromKey, type CampaignState } from './state'
import { chroniclePlace, commandMark, CREATION_MARK, markAfter, type ChronicleMark, type ChroniclePlace } from './views/chronicle'

export { canonicalJson }

export const CAMPAIGN_FILE_FORMAT = 'rim-command/campaign'
export const CAMPAIGN_FILE_VERSION = 1
/** A file over this size is refused before it is parsed. */
export const CAMPAIGN_FILE_MAX_BYTES = 20 * 1024 * 1024

const actorSchema = z.string().min(1).max(40)
const MAX_ENTRIES = 100_000

const rulesVersion = z.number().int().min(1).max(1000).optional()

const entrySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('command'), at: z.iso.datetime(), actor: actorSchema, payload: anyCommandSchema, rulesVersion }),
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
  history: z.array(entrySchema).min(1).max(MAX_ENTRIES),
  state: z.unknown(),
})

export type CampaignFile = z.infer<typeof campaignFileSchema>
export type CampaignFileEntry = CampaignFile['history'][number]

export type CampaignFileProblem =
  | 'not-json'
  | 'too-deep'
  | 'not-a-campaign-file'
  | 'unsupported-version'
  | 'newer-rules'
  | 'history-does-not-replay'
  | 'state-mismatch'
  | 'actor-not-allowed'
  | 'times-out-of-order'
  | 'entry-not-written-by-app'
  | 'undo-not-matching'
  /** Written under older rules, and its history replayed under today's does not give the state it records. */
  | 'older-rules-differ'

export type CampaignFileCheck =
  /**
   * `places`: where each entry falls in the chronicle, found by the replay. `statesBefore`: the state before each of the commands among the last
   * UNDO_STATES_KEPT + 1 entries (by index in the history), which the app keeps so that undo needs no replay.
   * `stateText`: the state as JSON.stringify writes it, which is how it is stored.
   */
  | { ok: true; file: CampaignFile; state: CampaignState; stateText?: string; places?: ChroniclePlace[]; statesBefore?: Map<number, CampaignState> }
  /** `entry`: the first refused history entry, numbered from 1. */
  | { ok: false; problem: CampaignFileProblem; entry?: number }

const MAX_NESTING = 64

/** Whether a parsed JSON value nests deeper than `limit`, walked without recursion. */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!
    if (current === null || typeof current !== 'object') continue
    if (depth >= limit) return true
    for (const inner of Object.values(current as Record<string, unknown>)) stack.push([inner, depth + 1])
  }
  return false
}

/** Checks a campaign file in one go (scripts, tests). The server uses `campaignFileCheckSteps` and pauses between steps. */
export function checkCampaignFile(text: string): CampaignFileCheck {
  const steps = campaignFileCheckSteps(text)
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

/** Entries replayed between two pause points. */
const ENTRIES_PER_STEP = 250

/**
 * The whole check of a campaign file, as steps: each `yield` is a point where the caller may let other
 * requests run (a 20 MB file takes seconds to check; no step takes more than a few milliseconds).
 */
export function* campaignFileCheckSteps(text: string): Generator<void, CampaignFileCheck> {
  const pieces = yield* parseCampaignFilePieces(text, MAX_NESTING)
  if (!pieces.ok) {
    // JSON that is not an object (a list, a string) is not a campaign file rather than not JSON.
    if (pieces.problem === 'not-json' && text.length <= 64 * 1024 && isJson(text)) return { ok: false, problem: 'not-a-campaign-file' }
    return pieces
  }
  const raw = pieces.value
  if (raw.format !== CAMPAIGN_FILE_FORMAT) return { ok: false, problem: 'not-a-campaign-file' }
  if (raw.version !== CAMPAIGN_FILE_VERSION) return { ok: false, problem: 'unsupported-version' }
  const header = campaignFileSchema.omit({ history: true }).safeParse(raw)
  if (!header.success || !Array.isArray(raw.history) || raw.history.length < 1 || raw.history.length > MAX_ENTRIES) {
    return { ok: false, problem: 'not-a-campaign-file' }
  }
  const history: CampaignFileEntry[] = []
  for (const [i, rawEntry] of (raw.history as unknown[]).entries()) {
    const entry = entrySchema.safeParse(rawEntry)
    if (!entry.success) return { ok: false, problem: 'not-a-campaign-file' }
    history.push(entry.data)
    if (i % ENTRIES_PER_STEP === ENTRIES_PER_STEP - 1) yield
  }
  const file: CampaignFile = { ...header.data, history }
  const around = yield* aroundCommandsProblem(file)
  if (around) return around
  const versions = file.history.map((e) => (e.kind === 'command' ? (e.rulesVersion ?? 1) : null))
  if (versions.some((v) => v !== null && v > RULES_VERSION)) return { ok: false, problem: 'newer-rules' }
  // The app only ever moves to newer rules: an older entry after a newer one was put there by hand.
  let newest = 1
  for (const [i, v] of versions.entries()) {
    if (v === null) continue
    if (v < newest) return { ok: false, problem: 'entry-not-written-by-app', entry: i + 1 }
    newest = v
  }
  // A file written under older rules is replayed under today's too: what it records must follow from its
  // history, or it is refused, since an edited file (CP set by hand, entries removed, its rules version
  // removed to claim the first rules) reads exactly like one whose rules changed since. README: campaign files.
  const older = versions.some((v) => v !== null && v < RULES_VERSION)
  const replayed = yield* replayChecked(file)
  if (!replayed.ok) return older ? { ok: false, problem: 'older-rules-differ', entry: replayed.entry } : replayed
  // Compared and written in steps, never at once: the state of a long file is megabytes of JSON.
  if (!(yield* sameJsonSteps(replayed.state, file.state))) return { ok: false, problem: older ? 'older-rules-differ' : 'state-mismatch' }
  const stateText = yield* jsonTextSteps(replayed.state)
  const stateLength = stateText.length
  // The states kept for undo stay within a budget: a state swollen by tens of thousands of overrides would
  // otherwise be stored 26 times (156 MB for one 19 MB file). An undo past them replays, in linear time.
  const keptStates = Math.max(1, Math.min(UNDO_STATES_KEPT + 1, Math.floor(IMPORT_UNDO_STATES_BUDGET / stateLength)))
  for (const index of replayed.statesBefore.keys()) if (index < file.history.length - keptStates) replayed.statesBefore.delete(index)
  return { ok: true, file, state: replayed.state, stateText, places: replayed.places, statesBefore: replayed.statesBefore }
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** Times never go backwards nor past the export; undos and link replacements are the organizer's, about a real person. */
function* aroundCommandsProblem(file: CampaignFile): Generator<void, CampaignFileCheck | null> {
  const exportedAt = Date.parse(file.exportedAt)
  let previous = -Infinity
  // When the last command still in the history was made: an undone command came after it (R-HIST).
  let lastCommandAt = -Infinity
  for (const [i, entry] of file.history.entries()) {
    if (i % ENTRIES_PER_STEP === ENTRIES_PER_STEP - 1) yield
    const at = Date.parse(entry.at)
    if (at < previous || at > exportedAt) return { ok: false, problem: 'times-out-of-order', entry: i + 1 }
    previous = at
    if (i === 0 && (entry.kind !== 'command' || entry.payload.type !== 'create-campaign' || entry.actor !== 'organizer')) {
      return { ok: false, problem: 'entry-not-written-by-app', entry: 1 }
    }
    if (entry.kind !== 'command' && entry.actor !== 'organizer') return { ok: false, problem: 'entry-not-written-by-app', entry: i + 1 }
    if (entry.kind === 'command') lastCommandAt = at
    if (entry.kind === 'undo') {
      // The creation is never undone, and what was undone was made before the undo and after the command before it.
      if (entry.payload.undone.type === 'create-campaign') return { ok: false, problem: 'undo-not-matching', entry: i + 1 }
      if (entry.payload.at > at || entry.payload.at < lastCommandAt) return { ok: false, problem: 'undo-not-matching', entry: i + 1 }
    }
  }
  return null
}

/**
 * The state before a command is kept for the campaign's newest entry and the UNDO_STATES_KEPT before it, so
 * that undo restores it instead of replaying the history: by the app's commands and by an import alike.
 */
export const UNDO_STATES_KEPT = 25
/** The characters of JSON the states an import keeps for undo may take in all (at least one state is kept). */
export const IMPORT_UNDO_STATES_BUDGET = 8 * 1024 * 1024

/** Replays the history as the app applied it: each command by an actor allowed to send it then. */
function* replayChecked(
  file: CampaignFile,
): Generator<
  void,
  | { ok: true; state: CampaignState; places: ChroniclePlace[]; statesBefore: Map<number, CampaignState> }
  | { ok: false; problem: CampaignFileProblem; entry?: number }
> {
  const [first, ...rest] = file.history
  const created = createCampaign(first!.payload as CreateCampaignCommand)
  if (!created.ok) return { ok: false, problem: 'history-does-not-replay', entry: 1 }
  const steps = replayer(created.state)
  let state = steps.state
  // The chronicle's places come with the replay, so that the imported history is never replayed again to be read.
  const places: ChroniclePlace[] = [chroniclePlace(first!, CREATION_MARK)]
  let lastMark: ChronicleMark = CREATION_MARK
  const statesBefore = new Map<number, CampaignState>()
  const keptFrom = file.history.length - 1 - UNDO_STATES_KEPT
  const players = new Set(state.players.map((p) => p.id))
  const known = (key: string) => key === 'organizer' || players.has(key)
  for (const [i, entry] of rest.entries()) {
    const number = i + 2
    if (i % ENTRIES_PER_STEP === ENTRIES_PER_STEP - 1) yield
    if (entry.kind === 'link-regenerated') {
      if (!known(entry.payload.subject)) return { ok: false, problem: 'entry-not-written-by-app', entry: number }
      places.push(chroniclePlace(entry, markAfter(lastMark)))
      continue
    }
    if (entry.kind === 'undo') {
      // The app removes the undone command from the history and restores the state before it, so the
      // state replayed so far is the one that command was made on: by whom the undo says, it must have
      // been allowed and applied there (R-HIST). No rule reads the overrides: trying it on the state without
      // them keeps a file of many undone overrides linear (engine.ts, replayer).
      const { undone, by } = entry.payload
      if (!known(by)) return { ok: false, problem: 'undo-not-matching', entry: number }
      const actor = actorFromKey(by)
      if (undone.type === 'create-campaign' || !mayIssue(state, actor, undone) || !applyCommand({ ...state, overrides: [] }, undone, actor).ok) {
        return { ok: false, problem: 'undo-not-matching', entry: number }
      }
      places.push(chroniclePlace(entry, markAfter(lastMark)))
      continue
    }
    if (entry.payload.type === 'create-campaign') return { ok: false, problem: 'history-does-not-replay', entry: number }
    const actor = actorFromKey(entry.actor)
    if (actor.role === 'player' && !players.has(actor.playerId)) return { ok: false, problem: 'actor-not-allowed', entry: number }
    if (!mayIssue(state, actor, entry.payload)) return { ok: false, problem: 'actor-not-allowed', entry: number }
    // A copy of its own: the replay's list of overrides grows with the next command.
    if (i + 1 >= keptFrom) statesBefore.set(i + 1, { ...state, overrides: [...state.overrides] })
    const next = steps.apply(entry.payload, actor)
    if (!next.ok) return { ok: false, problem: 'history-does-not-replay', entry: number }
    lastMark = commandMark(state, next.state, entry.payload)
    places.push(chroniclePlace(entry, lastMark))
    state = next.state
  }
  return { ok: true, state, places, statesBefore }
}
