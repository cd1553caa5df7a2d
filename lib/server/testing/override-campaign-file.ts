// A valid campaign file of organizer overrides after the demo campaign's commands (server code: it reads the
// demo's steps).
import { CAMPAIGN_FILE_FORMAT, CAMPAIGN_FILE_VERSION, type CampaignFile } from '../../campaign/campaign-file'
import type { AnyCommand } from '../../campaign/commands'
import { createCampaign } from '../../campaign/create-campaign'
import { replayer } from '../../campaign/engine'
import { RULES_VERSION } from '../../campaign/rules-version'
import { actorKey, type Actor } from '../../campaign/state'
import { DEMO_CREATE, DEMO_STEPS } from '../demo/demo-campaign'

/**
 * A valid campaign file of `overrides` organizer overrides after the demo campaign's commands: the shape
 * that made the replay quadratic (each override used to copy the growing list of overrides).
 */
export function overrideCampaignFile(overrides: number): string {
  const start = Date.UTC(2026, 0, 1)
  const created = createCampaign(DEMO_CREATE)
  if (!created.ok) throw new Error('bench campaign refused')
  const steps = replayer(created.state)
  const history: CampaignFile['history'] = []
  const push = (payload: AnyCommand, actor: string) => {
    const entry = { kind: 'command' as const, at: new Date(start + history.length * 1000).toISOString(), actor, payload, rulesVersion: RULES_VERSION }
    history.push(entry as CampaignFile['history'][number])
  }
  const apply = (payload: AnyCommand, actor: Actor) => {
    if (!steps.apply(payload as never, actor).ok) throw new Error(`bench command refused: ${payload.type}`)
    push(payload, actorKey(actor))
  }
  push(DEMO_CREATE, 'organizer')
  for (const [command, actor] of DEMO_STEPS) apply(command, actor)
  for (let n = 0; n < overrides; n++) {
    const team = n % 2 ? 'empire' : 'rebels'
    apply({ type: 'override', reason: `Table correction ${n}`, target: { kind: 'cp', team, act: 1, value: n % 90 } }, { role: 'organizer' })
  }
  const exportedAt = new Date(start + 10_000_000_000).toISOString()
  const file: CampaignFile = { format: CAMPAIGN_FILE_FORMAT, version: CAMPAIGN_FILE_VERSION, exportedAt, history, state: steps.state }
  return JSON.stringify(file)
}
