// Turns the engine's rule violations and the use cases' errors into sentences for people, in the reader's
// language. The pure functions (violationText, errorText) take a translator over the whole catalogue, so
// they run anywhere (a test, a component in the browser); the async ones (violationMessage, errorMessage,
// toActionState) fetch the request's translator themselves, for server actions, route handlers and server
// components (where the promise can be rendered as is).
import { getTranslations } from 'next-intl/server'
import { allowedTeamSizes, type PresetId, type RuleViolation } from '@/lib/campaign/browser'
import { SYSTEMS } from '@/lib/data/map'
import { TOKENS, type TokenId } from '@/lib/data/tokens'
import type { AppError } from '@/lib/errors'
import type { ActionState } from './action-state'
import type { AppTranslator } from './translator'
import { fleetImportProblemText, unmatchedLineText, unmatchedSummaryText } from './import-words'
import { cardName, DEFENSE_NAMES, fleetNameIn, systemName, subZoneName } from './words'
import { elision } from '@/app/_i18n/elision'

export type { AppTranslator } from './translator'

export interface MessageContext {
  playerName?: (id: string) => string
  /** "Leia's fleet", "the Rebels' fourth fleet"; by default built from playerName and the Terms namespace. */
  fleetName?: (id: string) => string
  preset?: PresetId
}

function isTokenId(id: string): id is TokenId {
  return TOKENS.some((token) => token.id === id)
}

/** Names starting a sentence ("the Rebels' fourth fleet is not ready") take a capital. */
function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function fleetNamed(t: AppTranslator, fleetId: string, ctx: MessageContext): string {
  return ctx.fleetName ? ctx.fleetName(fleetId) : fleetNameIn(t, fleetId, (id) => ctx.playerName?.(id) ?? id)
}

/** What every refusal's sentence may name, worked out once from the violation and the reader's context. */
type ViolationWords = { t: AppTranslator; ctx: MessageContext } & Record<
  'team' | 'system' | 'player' | 'card' | 'Fleet' | 'other' | 'category' | 'name' | 'element' | 'rule',
  string
> & {
    value: number
    limit: number
  }

/**
 * The few reasons whose sentence needs more than the common words, or another message than the one named
 * after the reason. Every other reason is worded by its own message, `Violations.<reason>`, with the common
 * words (messages.test.ts words every reason in both languages, keyed by the reason union).
 */
const OVERRIDES: Partial<Record<RuleViolation['reason'], (v: RuleViolation, w: ViolationWords) => string>> = {
  'team-size': (_v, { t, ctx, rule, team }) => {
    const [min = 0, max = min] = allowedTeamSizes(ctx.preset ?? 'green-knight')
    return t('Violations.team-size', { team, choice: min === max ? 'one' : 'other', min, max, rule })
  },
  'sub-zone': (v, { t, rule, system }) => {
    const subZone = subZoneName(SYSTEMS.find((s) => s.id === v.systemId)?.subZone ?? null)
    return t('Violations.sub-zone', { system, subZone, rule })
  },
  'defense-used-twice': (v, { t, rule }) =>
    t('Violations.defense-used-twice', { objective: v.defense ? DEFENSE_NAMES[v.defense] : t('Violations.fallback.objective'), rule }),
  'unknown-card': (v, { t, rule }) => t('Violations.unknown-card', { card: v.cardId ?? t('Violations.fallback.card'), rule }),
  'unknown-ability': (v, { t, rule }) => t('Violations.unknown-ability', { card: v.cardId ?? t('Violations.fallback.ability'), rule }),
  'no-token': (v, { t, rule, team, limit }) => {
    const id = v.cardId ?? ''
    const token = isTokenId(id) ? t(`Terms.token.${id}`) : cardName(id)
    return t('Violations.no-token', { team, token, held: v.limit !== undefined ? 'yes' : 'no', limit, rule })
  },
  'defense-not-balanced': (v, { t, rule }) =>
    t('Violations.defense-not-balanced', { objective: v.defense ? DEFENSE_NAMES[v.defense] : t('Violations.fallback.thisObjective'), rule }),
  'not-an-option': (v, { t, rule }) => (v.rule === 'R-PIVOT-AFTER' ? t('Violations.not-an-option-pivotal', { rule }) : t('Violations.not-an-option', { rule })),
  'upgrade-allowance': (v, { t, rule, value, limit }) => {
    return v.rule === 'R-CLIMAX' ? t('Violations.upgrade-allowance-climax', { limit, value, rule }) : t('Violations.upgrade-allowance', { limit, value, rule })
  },
  'low-fuel-first': (_v, { t, rule, player }) => t('Violations.low-fuel-first', { player, elision: elision(player), rule }),
}

export function violationText(t: AppTranslator, v: RuleViolation, ctx: MessageContext = {}): string {
  const rule = `${v.rule}${v.item ? ` ${v.item}` : ''}`
  const team = v.team ?? 'other'
  const system = v.systemId ? systemName(v.systemId) : t('Violations.fallback.system')
  const player = v.playerId ? (ctx.playerName?.(v.playerId) ?? v.playerId) : t('Violations.fallback.player')
  const card = v.cardId ? cardName(v.cardId) : t('Violations.fallback.card')
  const Fleet = capitalised(v.fleetId ? fleetNamed(t, v.fleetId, ctx) : t('Violations.fallback.fleet'))
  const other = v.otherFleetId ? fleetNamed(t, v.otherFleetId, ctx) : t('Violations.fallback.otherFleet')
  const category = v.element?.kind === 'objective' ? v.element.category : 'other'
  const name = v.name ?? card
  const value = v.value ?? 0
  const limit = v.limit ?? 0
  // A result's element by its card and its fleet: "Victory II-class Star Destroyer (Leia's fleet)".
  const element = v.cardId ? (v.fleetId ? `${cardName(v.cardId)} (${fleetNamed(t, v.fleetId, ctx)})` : cardName(v.cardId)) : t('Violations.fallback.element')
  const params = { team, system, player, card, Fleet, other, category, name, value, limit, element, rule }
  const override = OVERRIDES[v.reason]
  if (override) return override(v, { t, ctx, ...params })
  return t(`Violations.${v.reason}` as 'Violations.unknown-player', params as never)
}

const FILE_PROBLEMS = [
  'not-json',
  'not-a-campaign-file',
  'unsupported-version',
  'history-does-not-replay',
  'state-mismatch',
  'newer-rules',
  'actor-not-allowed',
  'times-out-of-order',
  'entry-not-written-by-app',
  'undo-not-matching',
  'older-rules-differ',
  'wrong-type',
  'too-large',
  'too-deep',
  'empty',
] as const
export type CampaignFileProblem = (typeof FILE_PROBLEMS)[number]

function isFileProblem(detail: string | undefined): detail is CampaignFileProblem {
  return (FILE_PROBLEMS as readonly (string | undefined)[]).includes(detail)
}

/** Why a campaign file is refused (its problem alone, as the proxy and the import page say it). */
export function campaignFileProblemText(t: AppTranslator, detail: string | undefined): string {
  return t(`ImportFile.problem.${isFileProblem(detail) ? detail : 'not-a-campaign-file'}`)
}

export interface ErrorWords {
  message: string
  violations?: string[]
  /** A result's refusals at their fields (`resultFieldKey`), so that the form shows each beside what it refuses. */
  fieldErrors?: Record<string, string[]>
}

/**
 * The key of a result form's field a refusal points at: a fleet's score, or one element's mark
 * ("leia:score", "leia:eligibleVeterans:leia-s1"). The form's fields use the same keys (result-fields.tsx).
 */
export function resultFieldKey(fleetId: string, field: NonNullable<RuleViolation['field']>, uid?: string): string {
  return uid ? `${fleetId}:${field}:${uid}` : `${fleetId}:${field}`
}

function resultFieldErrors(t: AppTranslator, violations: RuleViolation[], ctx: MessageContext): Record<string, string[]> | undefined {
  const errors: Record<string, string[]> = {}
  for (const v of violations) {
    if (!v.field || !v.fleetId) continue
    const key = resultFieldKey(v.fleetId, v.field, v.field === 'score' ? undefined : v.uid)
    errors[key] = [...(errors[key] ?? []), violationText(t, v, ctx)]
  }
  return Object.keys(errors).length > 0 ? errors : undefined
}

export function errorText(t: AppTranslator, error: AppError, ctx: MessageContext = {}): ErrorWords {
  switch (error.code) {
    case 'FORBIDDEN':
      if (error.detail === 'passphrase-missing') return { message: t('Errors.passphraseMissing') }
      if (error.detail === 'passphrase-wrong') return { message: t('Errors.passphraseWrong') }
      return { message: t('Errors.forbidden') }
    case 'CONFLICT':
      if (error.detail === 'duplicate') return { message: t('Errors.duplicate') }
      if (error.detail === 'changed-since') return { message: t('Errors.changedSince') }
      return { message: t('Errors.stale') }
    case 'NOT_FOUND':
      return { message: t('Errors.notFound') }
    case 'BAD_FILE': {
      const problem = campaignFileProblemText(t, error.detail)
      return { message: error.entry ? t('ImportFile.refusedAtEntry', { problem, entry: error.entry }) : t('ImportFile.refused', { problem }) }
    }
    case 'BAD_IMPORT':
      if (error.detail !== 'unmatched') return { message: fleetImportProblemText(t, error.detail) }
      return {
        message: unmatchedSummaryText(t, error.unmatched.length),
        violations: error.unmatched.map((u) => unmatchedLineText(t, u)),
      }
    case 'VALIDATION':
      return { message: t('Errors.validation') }
    case 'TOO_MANY':
      if (error.detail === 'imports-busy') return { message: t('Errors.importsBusy') }
      if (error.detail === 'storage-quota') return { message: t('Errors.storageQuota') }
      return { message: t('Errors.tooMany') }
    case 'RULE_VIOLATION': {
      const violations = error.violations.map((v) => violationText(t, v, ctx))
      const fieldErrors = resultFieldErrors(t, error.violations, ctx)
      return { message: violations.length === 1 ? violations[0]! : t('Errors.breaksRules'), violations, ...(fieldErrors ? { fieldErrors } : {}) }
    }
  }
}

export function actionStateText<T>(t: AppTranslator, error: AppError, ctx: MessageContext = {}): ActionState<T> {
  return { status: 'error', ...errorText(t, error, ctx) }
}

/** The violation in the request's language (server only). */
export async function violationMessage(v: RuleViolation, ctx: MessageContext = {}): Promise<string> {
  return violationText(await getTranslations(), v, ctx)
}

/** The error in the request's language (server only). */
export async function errorMessage(error: AppError, ctx: MessageContext = {}): Promise<ErrorWords> {
  return errorText(await getTranslations(), error, ctx)
}

/** A form action's error state in the request's language (server only). */
export async function toActionState<T>(error: AppError, ctx: MessageContext = {}): Promise<ActionState<T>> {
  return actionStateText(await getTranslations(), error, ctx)
}
