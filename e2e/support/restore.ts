// Reaching a stage of a campaign without replaying it through forms or command by command: the engine plays
// the commands here, they are written as a campaign file (as the organizer page exports one), and the file is
// restored through the import route in one request, as a script restores a backup. The server checks the
// file by replaying it, so a stage reached this way is one the rules allow. Specs that test a form drive
// that form; what comes before it is restored.
import { expect, type Page } from '@playwright/test'
import type { AnyCommand, CampaignCommand } from '../../lib/campaign/commands'
import { CAMPAIGN_FILE_FORMAT, CAMPAIGN_FILE_VERSION, type CampaignFile } from '../../lib/campaign/campaign-file'
import { createCampaign } from '../../lib/campaign/create-campaign'
import { applyCommand } from '../../lib/campaign/engine'
import { RULES_VERSION } from '../../lib/campaign/rules-version'
import { actorKey, type Actor, type CampaignState } from '../../lib/campaign/state'
import { EMPIRE, REBELS, type CreatedCampaign } from './campaign'

const ORGANIZER: Actor = { role: 'organizer' }

/** A campaign as the start page creates it in the specs: Tarkin, Piett and Thrawn (Grand Admiral) against Leia (Grand Admiral), Ackbar and Mon Mothma. */
export function createCommandFor(name: string): AnyCommand & { type: 'create-campaign' } {
  return {
    type: 'create-campaign',
    name,
    preset: 'green-knight',
    players: { empire: [...EMPIRE], rebels: [...REBELS] },
    grandAdmirals: { empire: 2, rebels: 0 },
  }
}

export interface Stage {
  /** The create command first, then each command with who sends it. */
  history: { command: AnyCommand; actor: Actor }[]
  state: CampaignState
}

export type StageCommand = CampaignCommand | [CampaignCommand, Actor]

/** A new campaign: its create command alone. */
export function newStage(create: AnyCommand & { type: 'create-campaign' }): Stage {
  const created = createCampaign(create)
  if (!created.ok) throw new Error(`the engine refuses the campaign: ${JSON.stringify(created.violations)}`)
  return { history: [{ command: create, actor: ORGANIZER }], state: created.state }
}

/** Plays `commands` on from `stage` (the organizer's, unless an actor is given); throws on the first refused. */
export function playOn(stage: Stage, commands: readonly StageCommand[]): Stage {
  let state = stage.state
  const history = [...stage.history]
  for (const item of commands) {
    const [command, actor] = Array.isArray(item) ? item : [item, ORGANIZER]
    const result = applyCommand(state, command)
    if (!result.ok) throw new Error(`the engine refuses ${JSON.stringify(command)}: ${JSON.stringify(result.violations)}`)
    state = result.state
    history.push({ command, actor })
  }
  return { history, state }
}

/** Plays `commands` from a new campaign. */
export function playStage(create: AnyCommand & { type: 'create-campaign' }, commands: readonly StageCommand[]): Stage {
  return playOn(newStage(create), commands)
}

/** The organizer moves past every management step left (R-OVERRIDE), as `forceManagementSteps` does through the API. */
export function forcedPastManagement(stage: Stage, reason = 'Played on paper this turn'): Stage {
  let next = stage
  for (let i = 0; i < 5 && next.state.phase === 'management'; i++) next = playOn(next, [{ type: 'force-step', reason }])
  if (next.state.phase === 'management') throw new Error('the management phase did not end')
  return next
}

/** The organizer moves the management phase on until it reaches `step` (R-OVERRIDE), as `forceManagementUntil` does through the API. */
export function forcedUntilStep(stage: Stage, step: string, reason = 'Played on paper this turn'): Stage {
  let next = stage
  for (let i = 0; i < 5 && next.state.turnState?.management?.step !== step; i++) next = playOn(next, [{ type: 'force-step', reason }])
  if (next.state.turnState?.management?.step !== step) throw new Error(`the management phase did not reach ${step}`)
  return next
}

/** The campaign file of a stage, its entries a second apart and ending now. */
export function campaignFileOf(stage: Stage, now = Date.now()): string {
  const n = stage.history.length
  const file: CampaignFile = {
    format: CAMPAIGN_FILE_FORMAT,
    version: CAMPAIGN_FILE_VERSION,
    exportedAt: new Date(now).toISOString(),
    history: stage.history.map(({ command, actor }, i) => ({
      kind: 'command' as const,
      at: new Date(now - (n - i) * 1000).toISOString(),
      actor: actorKey(actor),
      payload: command,
      rulesVersion: RULES_VERSION,
    })) as CampaignFile['history'],
    state: stage.state,
  }
  return JSON.stringify(file)
}

/**
 * Restores `file` as a new campaign through `/import/file`, as `page`'s organizer (the answer sets the
 * organizer's cookie in `page`'s context), and returns its links by player name, as `createCampaignThroughUi` does.
 */
export async function restoreCampaign(page: Page, file: string): Promise<CreatedCampaign> {
  const response = await page.request.post('/import/file', { headers: { 'content-type': 'application/json' }, data: file, timeout: 60_000 })
  expect(response.status(), await response.text()).toBe(200)
  const { data } = (await response.json()) as {
    data: { campaignId: string; organizerLink: string; players: { name: string; link: string }[] }
  }
  return { campaignId: data.campaignId, organizerLink: data.organizerLink, links: Object.fromEntries(data.players.map((p) => [p.name, p.link])) }
}

/** Restores `stage`, or plays `commands` from a new campaign named `name` (the specs' six people) and restores it: one request. */
export async function restoreStage(page: Page, name: string, commands: readonly StageCommand[]): Promise<CreatedCampaign & { state: CampaignState }> {
  return restoreStaged(page, playStage(createCommandFor(name), commands))
}

export async function restoreStaged(page: Page, stage: Stage): Promise<CreatedCampaign & { state: CampaignState }> {
  return { ...(await restoreCampaign(page, campaignFileOf(stage))), state: stage.state }
}
