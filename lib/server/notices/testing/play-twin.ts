// Plays one twin campaign (lib/campaign notices/testing) through the use cases, command by command as its
// players and organizer send them, into a database whose campaign posts to `webhookUrl`.
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'
import { NOTICE_TOPICS } from '@/lib/campaign'
import { TWIN_CREATE, twinCampaign, type RebelSecrets } from '../../../campaign/notices/testing/twin-campaigns'
import { createCampaign } from '../../create-campaign'
import { runCommand } from '../../run-command'
import { saveDiscordWebhook } from '../discord-settings'
import { composeDrafts } from '../draft-notices'

export function playTwin(db: Db, secrets: RebelSecrets, webhookUrl: string, opts: { reminderMinutes?: number | null; upTo?: number } = {}): string {
  // An hour ago, a second per command: the sender gives up on notices a day old.
  const start = Date.now() - 60 * 60 * 1000
  const { campaignId } = createCampaign(db, TWIN_CREATE, new Date(start))
  saveDiscordWebhook(db, { campaignId, actor: { role: 'organizer' }, webhookUrl, topics: [...NOTICE_TOPICS], reminderMinutes: opts.reminderMinutes ?? null })
  const { entries } = twinCampaign(secrets)
  for (const [i, e] of entries.slice(0, opts.upTo ?? entries.length).entries()) {
    const version = findCampaign(db, campaignId)!.version
    runCommand(db, { campaignId, actor: e.actor, command: e.command, expectedVersion: version, at: new Date(start + (i + 1) * 1000) })
    // As the process's sender does after each command (here from the states the history keeps).
    composeDrafts(db, campaignId)
  }
  return campaignId
}
