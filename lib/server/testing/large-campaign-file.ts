// A valid campaign file of about `targetBytes`: the bases placed, then the Rebels reassigning their base
// defenses over and over (each a legal command), with the state the engine replays it to. Built with the
// engine alone, so a 20 MB file takes seconds, not the minutes that many writes through the server take.
import { CAMPAIGN_FILE_FORMAT, CAMPAIGN_FILE_VERSION, type CampaignFile } from '../../campaign/campaign-file'
import type { AnyCommand, CreateCampaignCommand } from '../../campaign/commands'
import { createCampaign } from '../../campaign/create-campaign'
import { applyCommand } from '../../campaign/engine'
import { RULES_VERSION } from '../../campaign/rules-version'

export const BENCH_CREATE: CreateCampaignCommand = {
  type: 'create-campaign',
  name: 'Bench',
  preset: 'green-knight',
  players: { empire: ['A', 'B', 'C'], rebels: ['D', 'E', 'F'] },
  grandAdmirals: { empire: 0, rebels: 0 },
}
export const BENCH_PLACEMENTS = [
  ['empire-1', 'dantooine'],
  ['rebels-1', 'hoth'],
  ['empire-2', 'felucia'],
  ['rebels-2', 'ryloth'],
  ['empire-3', 'kessel'],
  ['rebels-3', 'yavin'],
] as const
const DEFENSES = ['ion-cannon', 'armed-station', 'fighter-wing'] as const

/** The n-th reassignment of the Rebel base defenses: a legal command at any point after the placements. */
export function reassignment(n: number): AnyCommand {
  const rot = (k: number) => DEFENSES[(n + k) % 3]!
  return {
    type: 'assign-base-defenses',
    team: 'rebels',
    assignments: [
      { systemId: 'hoth', defense: rot(0) },
      { systemId: 'ryloth', defense: rot(1) },
      { systemId: 'yavin', defense: rot(2) },
    ],
  } as AnyCommand
}

export function largeCampaignFile(targetBytes: number): string {
  const start = Date.UTC(2026, 0, 1)
  const created = createCampaign(BENCH_CREATE)
  if (!created.ok) throw new Error('bench campaign refused')
  let state = created.state
  const history: CampaignFile['history'] = []
  let bytes = 2000
  const push = (payload: AnyCommand, actor: string) => {
    const entry = { kind: 'command' as const, at: new Date(start + history.length * 1000).toISOString(), actor, payload, rulesVersion: RULES_VERSION }
    history.push(entry as CampaignFile['history'][number])
    bytes += JSON.stringify(entry).length + 1
  }
  push(BENCH_CREATE, 'organizer')
  for (const [playerId, systemId] of BENCH_PLACEMENTS) {
    const command = { type: 'place-base', playerId, systemId } as AnyCommand
    const next = applyCommand(state, command as never)
    if (!next.ok) throw new Error('bench placement refused')
    state = next.state
    push(command, 'organizer')
  }
  const exportedAt = new Date(start + 10_000_000_000).toISOString()
  for (let n = 0; bytes + JSON.stringify(state).length < targetBytes; n++) {
    const command = reassignment(n)
    const next = applyCommand(state, command as never)
    if (!next.ok) throw new Error('bench reassignment refused')
    state = next.state
    push(command, 'organizer')
  }
  const file: CampaignFile = { format: CAMPAIGN_FILE_FORMAT, version: CAMPAIGN_FILE_VERSION, exportedAt, history, state }
  return JSON.stringify(file)
}
