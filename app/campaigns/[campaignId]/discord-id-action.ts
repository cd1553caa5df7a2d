'use server'
// A player's own Discord user id, so that the group's "your move" mentions them: a setting, not a command.
import { getTranslations } from 'next-intl/server'
import { getDb } from '@/db/client'
import { setOwnDiscordId } from '@/lib/server/notices/discord-settings'
import type { ActionState } from '@/app/_lib/action-state'
import { withActor } from './_lib/with-actor'

export async function setDiscordIdAction(_: ActionState<unknown>, formData: FormData): Promise<ActionState<unknown>> {
  const fields = Object.fromEntries(formData)
  const discordUserId = typeof fields.discordUserId === 'string' ? fields.discordUserId.slice(0, 40) : ''
  const state = await withActor(fields, (campaignId, actor) => setOwnDiscordId(getDb(), { campaignId, actor, discordUserId }))
  if (state.status === 'error' && !/^\s*(\d{17,20})?\s*$/.test(discordUserId)) {
    return { status: 'error', message: (await getTranslations('Campaign.discordId'))('invalid'), values: { discordUserId } }
  }
  return state
}
