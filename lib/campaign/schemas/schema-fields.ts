// Schema pieces several commands share: identifiers and lists bounded well past any real campaign.
import { z } from 'zod'
import { cleanName } from '../names'
import { REWARD_TYPES } from '@/lib/data/map'
import { TOKENS } from '@/lib/data/tokens'

import { CAMPAIGN_NAME_MAX, NAME_MAX } from './form-bounds'

export { CAMPAIGN_NAME_MAX, NAME_MAX }

/** A name as typed, cleaned (lib/campaign/names.ts), refused when nothing visible is left. */
export const trimmedName = (max: number) =>
  z
    .string()
    .max(max * 4)
    .transform(cleanName)
    .pipe(z.string().min(1).max(max))

export const REWARD_TYPE_IDS = REWARD_TYPES.map((r) => r.id) as [(typeof REWARD_TYPES)[number]['id'], ...(typeof REWARD_TYPES)[number]['id'][]]
export const TOKEN_ID_LIST = TOKENS.map((t) => t.id) as [(typeof TOKENS)[number]['id'], ...(typeof TOKENS)[number]['id'][]]

export const playerId = z.string().min(1).max(40)
export const fleetIdField = z.string().min(1).max(40)
export const battleId = z.string().min(1).max(20)
export const cardId = z.string().min(1).max(80)
export const uid = z.string().min(1).max(60)
export const uids = z.array(uid).max(40)
export const zone = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)])

/** R-VET-3: chosen squadrons replaced by a unique squadron of their type instead. */
export const promotions = z
  .array(z.object({ uid, toCardId: cardId }))
  .max(8)
  .optional()
