// A command's time with the campaign's Discord notices on (a draft written in the command's transaction, worked
// out from the public view by the sender after the answer: timed apart) and off, over a whole turn of the twin campaign (lib/campaign notices/testing): the
// same commands, interleaved, so that both see the same machine.
import { performance } from 'node:perf_hooks'
import type { Db } from '../db/client'
import { findCampaign } from '../db/repositories/campaigns'
import { NOTICE_TOPICS } from '../lib/campaign/notices/topics'
import { SECRETS_A, TWIN_CREATE, twinCampaign } from '../lib/campaign/notices/testing/twin-campaigns'
import { createCampaign } from '../lib/server/create-campaign'
import { saveDiscordWebhook } from '../lib/server/notices/discord-settings'
import { composeDrafts } from '../lib/server/notices/draft-notices'
import { runCommand } from '../lib/server/run-command'
import { rows } from './table'

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

export function noticesBench(db: Db, rounds = 6): void {
  const { entries } = twinCampaign(SECRETS_A)
  const times = { off: [] as number[], on: [] as number[], composed: [] as number[] }
  for (let r = 0; r < rounds; r++) {
    const off = createCampaign(db, TWIN_CREATE).campaignId
    const on = createCampaign(db, TWIN_CREATE).campaignId
    saveDiscordWebhook(db, {
      campaignId: on,
      actor: { role: 'organizer' },
      webhookUrl: 'https://discord.com/api/webhooks/1/bench',
      topics: [...NOTICE_TOPICS],
      reminderMinutes: 60,
    })
    for (const e of entries) {
      for (const [which, campaignId] of (r % 2 === 0
        ? [
            ['off', off],
            ['on', on],
          ]
        : [
            ['on', on],
            ['off', off],
          ]) as ['off' | 'on', string][]) {
        const expectedVersion = findCampaign(db, campaignId)!.version
        const start = performance.now()
        runCommand(db, { campaignId, actor: e.actor, command: e.command, expectedVersion })
        times[which].push(performance.now() - start)
        if (which === 'on') {
          // What the sender then does after the answer: the draft worked out (here from the history).
          const after = performance.now()
          composeDrafts(db, campaignId)
          times.composed.push(performance.now() - after)
        }
      }
    }
  }
  const composed = [...times.composed].sort((a, b) => a - b)
  rows.push({
    what: '  its notice worked out after the answer, by the sender',
    p50: percentile(composed, 50),
    p95: percentile(composed, 95),
    note: 'not in the command’s time',
  })
  for (const which of ['off', 'on'] as const) {
    const sorted = [...times[which]].sort((a, b) => a - b)
    rows.push({
      what: `runCommand over a whole turn (${sorted.length} commands), Discord notices ${which}`,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      note: which === 'on' ? 'a draft notice written in the transaction' : 'no webhook',
    })
  }
}
