// Turn forms → commands. Every turn form posts a `type` and its own fields; this builds the command and
// checks it with the same zod schema the JSON API uses.
import { campaignCommandSchema, type CampaignCommand } from '@/lib/campaign/commands'
import { teamOfPlayerId } from '@/lib/campaign/create-campaign'
import { versionSchema } from './campaign-forms'

export type TurnFormParse = { ok: true; command: CampaignCommand; expectedVersion: number } | { ok: false; message: string }

const text = (form: FormData, key: string) => {
  const v = form.get(key)
  return typeof v === 'string' ? v : ''
}

function integer(form: FormData, key: string): number {
  const raw = text(form, key).trim()
  return raw === '' || !/^-?\d+(\.\d+)?$/.test(raw) ? Number.NaN : Number(raw)
}

function outcome(form: FormData, prefix: 'a' | 'd') {
  return {
    score: integer(form, `${prefix}-score`),
    tabled: form.get(`${prefix}-tabled`) === 'on',
    destroyed: form.getAll(`${prefix}-destroyed`).map(String),
    retreated: form.getAll(`${prefix}-retreated`).map(String),
    eligibleVeterans: form.getAll(`${prefix}-veteran`).map(String),
  }
}

/** The fleet a player fields: 'own' (their fleet, whose id is theirs) or 'fourth' (their team's fourth fleet). */
function fleetField(form: FormData): string {
  const playerId = text(form, 'playerId')
  const choice = text(form, 'fleet') || text(form, 'fleetId')
  if (choice === 'own') return playerId
  if (choice === 'fourth') return `fourth-${teamOfPlayerId(playerId) ?? 'unknown'}`
  return choice
}

/** R-VET-2, R-VET-3: the elements made veteran, and the squadrons replaced instead (a replacement implies the choice). */
function veteranChoice(form: FormData) {
  const promotions = [...form.keys()]
    .filter((k) => k.startsWith('promote-') && text(form, k) !== '')
    .map((k) => ({ uid: k.slice('promote-'.length), toCardId: text(form, k) }))
  const uids = [...new Set([...form.getAll('uids').map(String), ...promotions.map((p) => p.uid)])]
  return { uids, promotions }
}

function refitOp(form: FormData): unknown {
  const op = text(form, 'op')
  switch (op) {
    case 'remove-scar':
      return { op, uid: text(form, 'uid'), using: text(form, 'using') }
    case 'remove-condition':
      return { op, condition: text(form, 'condition'), using: text(form, 'using') }
    case 'strip':
      return { op, slot: text(form, 'slot'), withRepairYards: form.get('withRepairYards') === 'on' }
    case 'rebuy':
      return { op, slot: text(form, 'slot'), cards: form.getAll('cards').map(String).filter(Boolean) }
    case 'buy-from-reserve':
      return { op, rewardType: text(form, 'rewardType'), cards: form.getAll('cards').map(String).filter(Boolean) }
    case 'add-card':
      return { op, index: Number(text(form, 'index')), shipUid: text(form, 'shipUid') || null }
    case 'equip':
      return { op, upgradeUid: text(form, 'upgradeUid'), shipUid: text(form, 'shipUid') }
    case 'unequip':
      return { op, upgradeUid: text(form, 'upgradeUid') }
    case 'disband':
      return { op }
    case 'prototype':
      return { op, squadronCardId: text(form, 'squadronCardId') }
    default:
      return null
  }
}

function candidate(form: FormData): unknown {
  const type = text(form, 'type')
  switch (type) {
    case 'choose-diplomats':
      return { type, team: text(form, 'team'), zone: text(form, 'zone') === '' ? null : Number(text(form, 'zone')) }
    case 'declare-assault':
      return { type, playerId: text(form, 'playerId'), systemId: text(form, 'systemId'), fleetId: fleetField(form) }
    case 'name-defender':
      return { type, battleId: text(form, 'battleId'), playerId: text(form, 'playerId'), fleetId: fleetField(form) }
    case 'pass-declaration':
      return { type, playerId: text(form, 'playerId') }
    case 'spend-spacers':
      return { type, team: text(form, 'team'), fleetIds: form.getAll('fleetIds').map(String).filter(Boolean) }
    case 'choose-objective':
      return { type, battleId: text(form, 'battleId'), objectiveId: text(form, 'objectiveId') }
    case 'enter-result':
    case 'settle-result':
      return { type, battleId: text(form, 'battleId'), result: { assaulter: outcome(form, 'a'), defender: outcome(form, 'd') } }
    case 'confirm-result':
    case 'dispute-result':
      return { type, battleId: text(form, 'battleId') }
    case 'choose-veterans':
      return { type, battleId: text(form, 'battleId'), fleetId: text(form, 'fleetId'), ...veteranChoice(form) }
    case 'spend-battle-token':
      return { type, battleId: text(form, 'battleId'), playerId: text(form, 'playerId'), token: text(form, 'token'), count: Number(text(form, 'count') || '1'), purpose: text(form, 'purpose') }
    case 'spynet-reveal':
      return { type, team: text(form, 'team'), systemId: text(form, 'systemId') }
    case 'build-base':
      return { type, team: text(form, 'team'), systemId: text(form, 'systemId'), defense: text(form, 'defense') }
    case 'finish-bases':
      return { type, team: text(form, 'team') }
    case 'gain-tokens': {
      const choices = Object.fromEntries([...form.keys()].filter((k) => k.startsWith('choice-')).map((k) => [k.slice('choice-'.length), text(form, k)]))
      return { type, team: text(form, 'team'), choices }
    }
    case 'force-step':
      return { type, reason: text(form, 'reason') }
    case 'override': {
      const kind = text(form, 'kind')
      const value = integer(form, 'value')
      const target =
        kind === 'cp'
          ? { kind, team: text(form, 'team'), act: Number(text(form, 'act')), value }
          : kind === 'tokens'
            ? { kind, team: text(form, 'team'), token: text(form, 'token'), value }
            : kind === 'xp'
              ? { kind, fleetId: text(form, 'fleetId'), value }
              : { kind, systemId: text(form, 'systemId'), team: text(form, 'holder') || null }
      return { type, reason: text(form, 'reason'), target }
    }
    case 'take-reward':
    case 'take-pivotal-reward':
      return {
        type,
        fleetId: text(form, 'fleetId'),
        decline: text(form, 'decline') === 'yes',
        systemId: text(form, 'systemId'),
        rewardType: text(form, 'rewardType'),
        cards: form.getAll('cards').map(String).filter(Boolean),
        useDestiny: form.get('useDestiny') === 'on',
      }
    case 'buy-ability':
      return { type, fleetId: text(form, 'fleetId'), abilityId: text(form, 'abilityId'), replaces: text(form, 'replaces') || null }
    case 'finish-experience':
    case 'finish-refit':
      return { type, fleetId: text(form, 'fleetId') }
    case 'refit':
      return { type, fleetId: text(form, 'fleetId'), op: refitOp(form) }
    case 'choose-pivotal':
      return {
        type,
        objectiveId: text(form, 'objectiveId'),
        systemId: text(form, 'systemId') || null,
        zone: text(form, 'zone') ? Number(text(form, 'zone')) : null,
        climactic: form.get('climactic') === 'on',
      }
    case 'pivotal-upgrade':
      return { type, fleetId: text(form, 'fleetId'), shipUid: text(form, 'shipUid'), newShipCardId: text(form, 'newShipCardId'), extraResources: form.get('extraResources') === 'on' ? 1 : 0, moreShipUids: form.getAll('moreShipUids').map(String).filter((u) => u && u !== text(form, 'shipUid')), discardUpgradeUids: form.getAll('discardUpgradeUids').map(String).filter(Boolean), discardSquadronUids: form.getAll('discardSquadronUids').map(String).filter(Boolean) }
    case 'pivotal-move-upgrade':
      return { type, fleetId: text(form, 'fleetId'), upgradeUid: text(form, 'upgradeUid'), shipUid: text(form, 'shipUid') }
    case 'finish-pivotal-prep':
    case 'pivotal-tokens':
      return type === 'pivotal-tokens' ? { type, team: text(form, 'team'), tokens: form.getAll('tokens').map(String) } : { type, team: text(form, 'team') }
    case 'enter-pivotal-result': {
      const fleetIds = form.getAll('fleetIds').map(String)
      const fleets = Object.fromEntries(
        fleetIds.map((id) => [id, { destroyed: form.getAll(`${id}-destroyed`).map(String), retreated: form.getAll(`${id}-retreated`).map(String), eligibleVeterans: form.getAll(`${id}-veteran`).map(String) }]),
      )
      const claimed = form.getAll('claimedSystems').map(String).filter(Boolean)
      return {
        type,
        result: {
          assaulters: { score: integer(form, 'a-score'), tabled: form.get('a-tabled') === 'on' },
          defenders: { score: integer(form, 'd-score'), tabled: form.get('d-tabled') === 'on' },
          fleets,
          ...(claimed.length > 0 ? { claimedSystems: claimed } : {}),
          ...(text(form, 'newBaseSystem') ? { newBaseSystem: text(form, 'newBaseSystem') } : {}),
          ...(text(form, 'conquestDefense') ? { conquestDefense: text(form, 'conquestDefense') } : {}),
        },
      }
    }
    case 'enter-pivotal-team-result': {
      const fleetIds = form.getAll('fleetIds').map(String)
      return {
        type,
        team: text(form, 'team'),
        score: integer(form, 'score'),
        tabled: form.get('tabled') === 'on',
        fleets: Object.fromEntries(
          fleetIds.map((id) => [id, { destroyed: form.getAll(`${id}-destroyed`).map(String), retreated: form.getAll(`${id}-retreated`).map(String), eligibleVeterans: form.getAll(`${id}-veteran`).map(String) }]),
        ),
      }
    }
    case 'confirm-pivotal-result':
    case 'finish-pivotal':
      return { type }
    case 'pivotal-veterans':
      return { type, fleetId: text(form, 'fleetId'), ...veteranChoice(form) }
    case 'reset-commander':
      return { type, fleetId: text(form, 'fleetId') }
    case 'spend-ally':
      return { type, team: text(form, 'team'), purpose: text(form, 'purpose') }
    case 'diplomats-xp':
      return { type, team: text(form, 'team'), battleId: text(form, 'battleId'), fleetId: text(form, 'fleetId') }
    case 'spacers-objective': {
      const [category, objectiveId] = text(form, 'objective').split(':')
      return { type, team: text(form, 'team'), fleetId: text(form, 'fleetId'), category, objectiveId }
    }
    default:
      return null
  }
}

export function parseTurnForm(form: FormData): TurnFormParse {
  const version = versionSchema.safeParse(form.get('expectedVersion'))
  if (!version.success) return { ok: false, message: 'The form is not valid: reload the page.' }
  const raw = candidate(form) as { type?: string; result?: { assaulter?: { score: number }; defender?: { score: number }; assaulters?: { score: number }; defenders?: { score: number } } } | null
  if (!raw) return { ok: false, message: 'The form is not valid: reload the page.' }
  const teamScore = (raw as { score?: number }).score
  if (raw.type === 'enter-pivotal-team-result' && (teamScore === undefined || !Number.isInteger(teamScore) || teamScore < 0 || teamScore > 3000)) {
    return { ok: false, message: 'Enter your team’s score as a whole number from 0 to 3000 (R-RESULT).' }
  }
  if (raw.result) {
    const scores = [raw.result.assaulter?.score ?? raw.result.assaulters?.score, raw.result.defender?.score ?? raw.result.defenders?.score] as number[]
    if (scores.some((s) => !Number.isInteger(s) || s < 0 || s > 1000)) return { ok: false, message: 'Enter both scores as whole numbers from 0 to 1000 (R-RESULT).' }
  }
  const parsed = campaignCommandSchema.safeParse(raw)
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path.join('.') ?? ''
    if (path.includes('systemId')) return { ok: false, message: 'Choose a target system.' }
    if (path.includes('fleetId')) return { ok: false, message: 'Choose the fleet that plays.' }
    if (path.includes('objectiveId')) return { ok: false, message: 'Choose an objective.' }
    if (path.includes('playerId')) return { ok: false, message: 'Choose a player.' }
    if (path.includes('value')) return { ok: false, message: 'Enter the new value as a whole number from 0 to 99.' }
    if (path.includes('purpose')) return { ok: false, message: 'Say what the Ally token adds (3 to 160 characters).' }
    if (path.includes('reason')) return { ok: false, message: 'Give a reason (3 to 200 characters) for moving on.' }
    if (path.includes('cards')) return { ok: false, message: 'Choose at least one card.' }
    if (path.includes('abilityId')) return { ok: false, message: 'Choose an ability.' }
    if (path.includes('defense')) return { ok: false, message: 'Choose the base’s Base Defense objective.' }
    return { ok: false, message: 'The form is not valid: check it and try again.' }
  }
  return { ok: true, command: parsed.data, expectedVersion: version.data }
}
