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
  switch (v.reason) {
    case 'team-size': {
      const [min = 0, max = min] = allowedTeamSizes(ctx.preset ?? 'green-knight')
      return t('Violations.team-size', { team, choice: min === max ? 'one' : 'other', min, max, rule })
    }
    case 'teams-unequal':
      return t('Violations.teams-unequal', { rule })
    case 'duplicate-player-name':
      return t('Violations.duplicate-player-name', { rule })
    case 'grand-admiral-not-in-team':
      return t('Violations.grand-admiral-not-in-team', { team, rule })
    case 'border-system':
      return t('Violations.border-system', { system, rule })
    case 'sub-zone': {
      const subZone = subZoneName(SYSTEMS.find((s) => s.id === v.systemId)?.subZone ?? null)
      return t('Violations.sub-zone', { system, subZone, rule })
    }
    case 'base-already-there':
      return t('Violations.base-already-there', { system, rule })
    case 'not-team-turn':
      return t('Violations.not-team-turn', { team, rule })
    case 'player-already-placed':
      return t('Violations.player-already-placed', { player, rule })
    case 'unknown-player':
      return t('Violations.unknown-player', { rule })
    case 'unknown-system':
      return t('Violations.unknown-system', { rule })
    case 'bases-not-all-placed':
      return t('Violations.bases-not-all-placed', { team, rule })
    case 'not-team-base':
      return t('Violations.not-team-base', { system, team, rule })
    case 'base-missing':
      return t('Violations.base-missing', { system, rule })
    case 'base-listed-twice':
      return t('Violations.base-listed-twice', { system, rule })
    case 'defense-used-twice':
      return t('Violations.defense-used-twice', { objective: v.defense ? DEFENSE_NAMES[v.defense] : t('Violations.fallback.objective'), rule })
    case 'wrong-phase':
      return t('Violations.wrong-phase', { rule })
    case 'over-points':
      return t('Violations.over-points', { value, limit, rule })
    case 'over-squadron-points':
      return t('Violations.over-squadron-points', { value, limit, rule })
    case 'no-ship':
      return t('Violations.no-ship', { rule })
    case 'too-many-flotillas':
      return t('Violations.too-many-flotillas', { rule })
    case 'commander-card':
      return t('Violations.commander-card', { card, rule })
    case 'no-flagship':
      return t('Violations.no-flagship', { rule })
    case 'too-many-upgrades':
      return t('Violations.too-many-upgrades', { value, rule })
    case 'unique-upgrade':
      return t('Violations.unique-upgrade', { card, rule })
    case 'large-ship':
      return t('Violations.large-ship', { card, rule })
    case 'unique-squadron':
      return t('Violations.unique-squadron', { card, rule })
    case 'objective-missing':
      return t('Violations.objective-missing', { category, rule })
    case 'objective-banned':
      return t('Violations.objective-banned', { card, rule })
    case 'objective-shared':
      return t('Violations.objective-shared', { card, other, rule })
    case 'too-many-unique-squadrons':
      return t('Violations.too-many-unique-squadrons', { limit, value, rule })
    case 'banned-ship':
      return t('Violations.banned-ship', { card, rule })
    case 'unique-name-shared':
      return t('Violations.unique-name-shared', { name, other, rule })
    case 'unknown-card':
      return t('Violations.unknown-card', { card: v.cardId ?? t('Violations.fallback.card'), rule })
    case 'other-faction':
      return t('Violations.other-faction', { card, rule })
    case 'card-not-in-era':
      return t('Violations.card-not-in-era', { card, rule })
    case 'era-fixed-once-started':
      return t('Violations.era-fixed-once-started', { rule })
    case 'slot-missing':
      return t('Violations.slot-missing', { card, rule })
    case 'title-wrong-class':
      return t('Violations.title-wrong-class', { card, rule })
    case 'size-restricted':
      return t('Violations.size-restricted', { card, rule })
    case 'flagship-only':
      return t('Violations.flagship-only', { card, rule })
    case 'unique-twice':
      return t('Violations.unique-twice', { name, rule })
    case 'defenses-not-assigned':
      return t('Violations.defenses-not-assigned', { team, rule })
    case 'second-flagship':
      return t('Violations.second-flagship', { rule })
    case 'wrong-objective-category':
      return t('Violations.wrong-objective-category', { card, category, rule })
    case 'starting-ability-tier':
      return t('Violations.starting-ability-tier', { card, value, rule })
    case 'unknown-ability':
      return t('Violations.unknown-ability', { card: v.cardId ?? t('Violations.fallback.ability'), rule })
    case 'fleet-not-ready':
      return t('Violations.fleet-not-ready', { Fleet, rule })
    case 'battle-already-there':
      return t('Violations.battle-already-there', { system, rule })
    case 'friendly-system':
      return t('Violations.friendly-system', { system, rule })
    case 'base-in-act-one':
      return t('Violations.base-in-act-one', { system, rule })
    case 'second-enemy-assault':
      return t('Violations.second-enemy-assault', { rule })
    case 'player-already-paired':
      return t('Violations.player-already-paired', { player, rule })
    case 'fleet-not-available':
      return t('Violations.fleet-not-available', { rule })
    case 'no-defender-owed':
      return t('Violations.no-defender-owed', { rule })
    case 'defender-owed':
      return t('Violations.defender-owed', { team, rule })
    case 'diplomats-pending':
      return t('Violations.diplomats-pending', { rule })
    case 'fleet-already-paired':
      return t('Violations.fleet-already-paired', { Fleet, rule })
    case 'result-changed':
      return t('Violations.result-changed', { rule })
    case 'tabled-contradicts':
      return t('Violations.tabled-contradicts', { Fleet, rule })
    case 'ally-not-flotilla':
      return t('Violations.ally-not-flotilla', { card, rule })
    case 'ally-unique':
      return t('Violations.ally-unique', { card, rule })
    case 'ally-upgrade-misfit':
      return t('Violations.ally-upgrade-misfit', { card, rule })
    case 'ally-squadron-count':
      return t('Violations.ally-squadron-count', { limit, value, rule })
    case 'ally-over-points':
      return t('Violations.ally-over-points', { value, limit, rule })
    case 'ally-already-spent':
      return t('Violations.ally-already-spent', { Fleet, rule })
    case 'ally-fleet-not-playing':
      return t('Violations.ally-fleet-not-playing', { Fleet, rule })
    case 'no-diplomats-token':
      return t('Violations.no-diplomats-token', { team, rule })
    case 'already-chosen':
      return t('Violations.already-chosen', { team, rule })
    case 'no-token': {
      const id = v.cardId ?? ''
      const token = isTokenId(id) ? t(`Terms.token.${id}`) : cardName(id)
      return t('Violations.no-token', { team, token, held: v.limit !== undefined ? 'yes' : 'no', limit, rule })
    }
    case 'has-legal-target':
      return t('Violations.has-legal-target', { player, rule })
    case 'pairing-incomplete':
      return t('Violations.pairing-incomplete', { rule })
    case 'fleet-not-in-battle':
      return t('Violations.fleet-not-in-battle', { Fleet, rule })
    case 'promotion-not-allowed':
      return t('Violations.promotion-not-allowed', { card, rule })
    case 'not-own-presence':
      return t('Violations.not-own-presence', { system, team, rule })
    case 'base-limit':
      return t('Violations.base-limit', { team, limit, value, rule })
    case 'defense-not-balanced':
      return t('Violations.defense-not-balanced', { objective: v.defense ? DEFENSE_NAMES[v.defense] : t('Violations.fallback.thisObjective'), rule })
    case 'wrong-step':
      return t('Violations.wrong-step', { rule })
    case 'step-done':
      return t('Violations.step-done', { team, rule })
    case 'token-choice-missing':
      return t('Violations.token-choice-missing', { system, rule })
    case 'no-pivotal-reward':
      return t('Violations.no-pivotal-reward', { Fleet, rule })
    case 'not-an-option':
      return v.rule === 'R-PIVOT-AFTER' ? t('Violations.not-an-option-pivotal', { rule }) : t('Violations.not-an-option', { rule })
    case 'wrong-type':
      return t('Violations.wrong-type', { card, rule })
    case 'over-reward-points':
      return t('Violations.over-reward-points', { value, limit, rule })
    case 'unique-not-allowed':
      return t('Violations.unique-not-allowed', { card, rule })
    case 'base-reward-used':
      return t('Violations.base-reward-used', { rule })
    case 'tier-cap':
      return t('Violations.tier-cap', { value, limit, rule })
    case 'previous-rank-missing':
      return t('Violations.previous-rank-missing', { card, rule })
    case 'already-owned':
      return t('Violations.already-owned', { card, rule })
    case 'not-enough-xp':
      return t('Violations.not-enough-xp', { value, limit, rule })
    case 'replaced-not-owned':
      return t('Violations.replaced-not-owned', { card, rule })
    case 'no-change':
      return t('Violations.no-change', { rule })
    case 'pending-cards':
      return t('Violations.pending-cards', { rule })
    case 'not-scarred':
      return t('Violations.not-scarred', { rule })
    case 'condition-absent':
      return t('Violations.condition-absent', { rule })
    case 'resources-cannot-remove':
      return t('Violations.resources-cannot-remove', { rule })
    case 'not-winner':
      return t('Violations.not-winner', { rule })
    case 'objective-does-not-remove':
      return t('Violations.objective-does-not-remove', { rule })
    case 'title-locked':
      return t('Violations.title-locked', { rule })
    case 'nothing-to-strip':
      return t('Violations.nothing-to-strip', { rule })
    case 'no-place':
      return t('Violations.no-place', { card, rule })
    case 'unique-lost':
      return t('Violations.unique-lost', { name, rule })
    case 'one-card-only':
      return t('Violations.one-card-only', { rule })
    case 'wrong-card-kind':
      return t('Violations.wrong-card-kind', { rule })
    case 'squadron-not-equippable':
      return t('Violations.squadron-not-equippable', { rule })
    case 'no-ship-to-hold':
      return t('Violations.no-ship-to-hold', { rule })
    case 'unknown-upgrade':
      return t('Violations.unknown-upgrade', { rule })
    case 'already-equipped':
      return t('Violations.already-equipped', { rule })
    case 'not-equipped':
      return t('Violations.not-equipped', { rule })
    case 'fleet-empty':
      return t('Violations.fleet-empty', { rule })
    case 'not-fourth-fleet':
      return t('Violations.not-fourth-fleet', { rule })
    case 'no-commander':
      return t('Violations.no-commander', { rule })
    case 'not-enough-tokens':
      return t('Violations.not-enough-tokens', { limit, value, rule })
    case 'base-allowance-used':
      return t('Violations.base-allowance-used', { limit, rule })
    case 'no-xp-to-gain':
      return t('Violations.no-xp-to-gain', { rule })
    case 'climax-not-allowed':
      return t('Violations.climax-not-allowed', { rule })
    case 'upgrade-allowance':
      return v.rule === 'R-CLIMAX'
        ? t('Violations.upgrade-allowance-climax', { limit, value, rule })
        : t('Violations.upgrade-allowance', { limit, value, rule })
    case 'upgrade-does-not-fit':
      return t('Violations.upgrade-does-not-fit', { card, rule })
    case 'discard-needs-resources':
      return t('Violations.discard-needs-resources', { rule })
    case 'not-chooser':
      return t('Violations.not-chooser', { rule })
    case 'unknown-objective':
      return t('Violations.unknown-objective', { rule })
    case 'objective-not-available':
      return t('Violations.objective-not-available', { card, rule })
    case 'cp-gap-too-small':
      return t('Violations.cp-gap-too-small', { value, limit, rule })
    case 'target-missing':
      return t('Violations.target-missing', { rule })
    case 'unknown-zone':
      return t('Violations.unknown-zone', { rule })
    case 'not-own-base':
      return t('Violations.not-own-base', { system, rule })
    case 'not-trailing-team':
      return t('Violations.not-trailing-team', { rule })
    case 'too-many-claimed':
      return t('Violations.too-many-claimed', { rule })
    case 'claimed-twice':
      return t('Violations.claimed-twice', { rule })
    case 'not-in-zone':
      return t('Violations.not-in-zone', { system, rule })
    case 'not-claimable':
      return t('Violations.not-claimable', { system, rule })
    case 'new-base-missing':
      return t('Violations.new-base-missing', { rule })
    case 'new-base-not-allowed':
      return t('Violations.new-base-not-allowed', { system, rule })
    case 'defense-missing':
      return t('Violations.defense-missing', { rule })
    case 'claim-not-owed':
      return t('Violations.claim-not-owed', { rule })
    case 'claim-after-result':
      return t('Violations.claim-after-result', { rule })
    case 'claim-missing':
      return t('Violations.claim-missing', { rule })
    case 'claim-owed':
      return t('Violations.claim-owed', { team, rule })
    case 'low-fuel-first':
      return t('Violations.low-fuel-first', { player, elision: elision(player), rule })
    case 'no-enemy-to-defend':
      return t('Violations.no-enemy-to-defend', { rule })
    case 'unknown-battle':
      return t('Violations.unknown-battle', { rule })
    case 'objective-not-in-pool':
      return t('Violations.objective-not-in-pool', { card, rule })
    case 'objective-already-chosen':
      return t('Violations.objective-already-chosen', { rule })
    case 'objective-missing-for-result':
      return t('Violations.objective-missing-for-result', { rule })
    case 'not-in-battle':
      return t('Violations.not-in-battle', { rule })
    case 'result-missing':
      return t('Violations.result-missing', { rule })
    case 'result-already-entered':
      return t('Violations.result-already-entered', { rule })
    case 'result-already-applied':
      return t('Violations.result-already-applied', { rule })
    case 'own-result':
      return t('Violations.own-result', { rule })
    case 'not-disputed':
      return t('Violations.not-disputed', { rule })
    case 'unknown-element':
      return t('Violations.unknown-element', { rule })
    case 'not-a-ship':
      return t('Violations.not-a-ship', { element, rule })
    case 'destroyed-and-retreated':
      return t('Violations.destroyed-and-retreated', { element, rule })
    case 'destroyed-not-eligible':
      return t('Violations.destroyed-not-eligible', { element, rule })
    case 'already-veteran':
      return t('Violations.already-veteran', { element, rule })
    case 'bad-score':
      return t('Violations.bad-score', { rule })
    case 'duplicate-element':
      return t('Violations.duplicate-element', { element, rule })
    case 'not-eligible':
      return t('Violations.not-eligible', { element, rule })
    case 'too-many-veterans':
      return t('Violations.too-many-veterans', { limit, rule })
    case 'veterans-already-chosen':
      return t('Violations.veterans-already-chosen', { rule })
    case 'not-enemy-base':
      return t('Violations.not-enemy-base', { system, rule })
    case 'already-revealed':
      return t('Violations.already-revealed', { system, rule })
    case 'nothing-to-undo':
      return t('Violations.nothing-to-undo', { rule })
    case 'history-malformed':
      return t('Violations.history-malformed', { rule })
  }
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
      return { message: error.detail === 'imports-busy' ? t('Errors.importsBusy') : t('Errors.tooMany') }
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
