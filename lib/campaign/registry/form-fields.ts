// Readers shared by the forms of several commands.
import { teamOfPlayerId } from '../create-campaign'
import { resultFieldName, type ResultSide } from '../schemas/form-bounds'
import type { FormFields } from './define'

/** A whole number, or NaN for anything else (the schema then refuses it). */
export function integer(fields: FormFields, key: string): number {
  const raw = fields.text(key).trim()
  return raw === '' || !/^-?\d+(\.\d+)?$/.test(raw) ? Number.NaN : Number(raw)
}

/** The fleet a player fields: 'own' (their fleet, whose id is theirs) or 'fourth' (their team's fourth fleet). */
export function fleetField(fields: FormFields): string {
  const playerId = fields.text('playerId')
  const choice = fields.text('fleet') || fields.text('fleetId')
  if (choice === 'own') return playerId
  if (choice === 'fourth') return `fourth-${teamOfPlayerId(playerId) ?? 'unknown'}`
  return choice
}

/** One side's outcome, from the result form's fields as the page names them (schemas/form-bounds.ts). */
export function outcome(fields: FormFields, side: ResultSide) {
  return {
    score: integer(fields, resultFieldName(side, 'score')),
    destroyed: fields.all(resultFieldName(side, 'destroyed')),
    retreated: fields.all(resultFieldName(side, 'retreated')),
    eligibleVeterans: fields.all(resultFieldName(side, 'eligibleVeterans')),
  }
}

/** The result a confirmation or dispute is about, as the page showed it (a hidden field). */
export function seenResult(fields: FormFields): { seen?: unknown } {
  const raw = fields.text('seen')
  if (raw === '') return {}
  try {
    return { seen: JSON.parse(raw) as unknown }
  } catch {
    return { seen: null }
  }
}

/**
 * A dispute's reason and the disputing player's own figures. The form always sends the reason field, so an
 * empty one reaches the schema (which refuses it); the figures are read when the form has them.
 */
export function disputeFields(fields: FormFields): { reason?: string; counter?: unknown } {
  const keys = fields.keys()
  return {
    ...(keys.includes('reason') ? { reason: fields.text('reason') } : {}),
    ...(keys.includes(resultFieldName('a', 'score')) ? { counter: { assaulter: outcome(fields, 'a'), defender: outcome(fields, 'd') } } : {}),
  }
}

/** Each listed fleet's destroyed, retreated and eligible elements (the pivotal result forms). */
export function fleetOutcomes(fields: FormFields) {
  return Object.fromEntries(
    fields
      .all('fleetIds')
      .map((id) => [id, { destroyed: fields.all(`${id}-destroyed`), retreated: fields.all(`${id}-retreated`), eligibleVeterans: fields.all(`${id}-veteran`) }]),
  )
}

/** R-VET-2, R-VET-3: the elements made veteran, and the squadrons replaced instead (a replacement implies the choice). */
export function veteranChoice(fields: FormFields) {
  const promotions = fields
    .keys()
    .filter((k) => k.startsWith('promote-') && fields.text(k) !== '')
    .map((k) => ({ uid: k.slice('promote-'.length), toCardId: fields.text(k) }))
  const uids = [...new Set([...fields.all('uids'), ...promotions.map((p) => p.uid)])]
  return { uids, promotions }
}

/** A reward taken (or declined with decline=yes): the system, the type and the cards bought. */
export function rewardFields(fields: FormFields) {
  return {
    fleetId: fields.text('fleetId'),
    decline: fields.text('decline') === 'yes',
    systemId: fields.text('systemId'),
    rewardType: fields.text('rewardType'),
    cards: fields.all('cards').filter(Boolean),
    useDestiny: fields.text('useDestiny') === 'on',
  }
}
