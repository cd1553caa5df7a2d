import 'server-only'
// The shared edge of every campaign action: which campaign, who acts, and errors turned into words.
import { revalidatePath } from 'next/cache'
import { z } from 'zod'
import { getDb } from '@/db/client'
import type { Actor } from '@/lib/campaign'
import { AppError } from '@/lib/errors'
import { findPlayerName } from '@/lib/server/player-names'
import { currentActor } from '@/lib/server/http/session'
import type { ActionState } from '@/app/_lib/action-state'
import { toActionState } from '@/app/_lib/messages'

const campaignIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/)

type Fields = Record<string, FormDataEntryValue>

export async function withActor<T>(fields: Fields, run: (campaignId: string, actor: Actor) => T): Promise<ActionState<T>> {
  const campaignId = campaignIdSchema.safeParse(fields.campaignId)
  if (!campaignId.success) return toActionState(new AppError('NOT_FOUND', 'campaign'))
  const actor = await currentActor(campaignId.data)
  if (!actor) return toActionState(new AppError('FORBIDDEN'))
  try {
    const data = run(campaignId.data, actor)
    revalidatePath(`/campaigns/${campaignId.data}`, 'layout')
    return { status: 'ok', data }
  } catch (error) {
    if (error instanceof AppError) {
      return await toActionState(error, { playerName: (id) => findPlayerName(getDb(), campaignId.data, id) })
    }
    throw error
  }
}
