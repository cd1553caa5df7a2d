// Differential secrecy over what leaves the server: twin campaigns driven command by command through the JSON
// API (with an engine copy to plan each command), and every page, RSC payload and JSON answer fetched with a
// player's own session cookie, normalised for what may differ, and compared byte for byte.
import { expect, request, type APIRequestContext, type Page } from '@playwright/test'
import type { CampaignCommand } from '../../lib/campaign/commands'
import { createCampaign } from '../../lib/campaign/create-campaign'
import { applyCommand } from '../../lib/campaign/engine'
import type { CampaignState } from '../../lib/campaign/state'
import { EMPIRE, REBELS, createCampaignThroughUi, type CreatedCampaign } from './campaign'

/** A campaign on the server and the engine's copy of its state, kept in step command by command. */
export interface Twin {
  label: string
  created: CreatedCampaign
  /** The states before each command, newest last: an undo restores the last. */
  states: CampaignState[]
  version: number
  /** History entries. */
  entries: number
}

export const stateOf = (twin: Twin): CampaignState => twin.states.at(-1)!

/** Creates a campaign through the start page as `createCampaignThroughUi` does, and its engine copy. */
export async function createTwin(organizer: Page, label: string, name: string): Promise<Twin> {
  const created = await createCampaignThroughUi(organizer, name)
  const start = createCampaign({
    type: 'create-campaign',
    name,
    preset: 'green-knight',
    players: { empire: [...EMPIRE], rebels: [...REBELS] },
    grandAdmirals: { empire: 2, rebels: 0 },
  })
  if (!start.ok) throw new Error('the engine refused the campaign the start page created')
  return { label, created, states: [start.state], version: 1, entries: 1 }
}

/** Checks `command` with the engine copy, then sends it as the organizer through the JSON API. */
export async function send(organizer: Page, twin: Twin, command: CampaignCommand): Promise<void> {
  const result = applyCommand(stateOf(twin), command)
  if (!result.ok) throw new Error(`${twin.label}: the engine refuses ${JSON.stringify(command)}: ${JSON.stringify(result.violations)}`)
  const response = await organizer.request.post(`/api/campaigns/${twin.created.campaignId}/commands`, { data: { command, expectedVersion: twin.version } })
  expect(response.status(), `${twin.label} ${command.type}: ${await response.text()}`).toBe(200)
  twin.states.push(result.state)
  twin.version = ((await response.json()) as { version: number }).version
  twin.entries += 1
}

/** The organizer takes back the last change from the history page, as a person does, then leaves the page. */
export async function undoLast(organizer: Page, twin: Twin): Promise<void> {
  await organizer.goto(`/campaigns/${twin.created.campaignId}/history`)
  await organizer.getByRole('button', { name: 'Undo the last change' }).click()
  await organizer.getByRole('button', { name: 'Yes, undo it' }).click()
  await expect(organizer.getByRole('status').filter({ hasText: 'The last change was undone.' })).toBeVisible()
  // Then puts the page away: left open, it would follow each command the spec sends next.
  await organizer.goto('about:blank')
  twin.states.pop()
  // A new version; the history keeps as many entries (the command's gives way to the undo's).
  twin.version += 1
}

/** A player's own session (cookie) in both campaigns, as their personal links give it. */
export async function sessionOf(baseURL: string, player: string, twins: Twin[]): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL })
  for (const twin of twins) expect((await context.get(twin.created.links[player]!)).status()).toBe(200)
  return context
}

/**
 * The allowed differences, and only those: the campaign id (in every link), the personal link tokens (and each
 * person's calendar feed address, made from their link's), the
 * times of history entries (ISO, and as the server writes them for the reader's browser to localise), and
 * per-response nonces. Everything else must be byte-identical.
 */
export function normalise(body: string, twin: Twin): string {
  let text = body.replaceAll(twin.created.campaignId, '<campaign>')
  for (const link of [twin.created.organizerLink, ...Object.values(twin.created.links)]) {
    const token = link.split('/').pop()!.split('?')[0]!
    text = text.replaceAll(token, '<token>')
  }
  return (
    text
      .replace(/\/calendar\/[\w-]{43}\.ics/g, '/calendar/<feed>.ics')
      .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z/g, '<time>')
      .replace(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d\s[AP]M UTC/g, '<time>')
      // Next's request id, keying the viewport and metadata boundaries of an RSC payload.
      .replace(/(\$L[0-9a-f]+\\?",\\?")[\w-]{21}([vm]\\?")/g, '$1<request>$2')
      .replace(/nonce="[^"]*"/g, 'nonce="<nonce>"')
      .replace(/\\?"nonce\\?":\\?"[^"\\]*\\?"/g, '"nonce":"<nonce>"')
  )
}

export type Variant = 'html' | 'rsc'

/** What the rules reveal at a stage, blanked out of every answer before comparing (the identity by default). */
export type Revealed = (body: string) => string

/** One answer as compared: status, content type and normalised body. */
async function fetchAnswer(context: APIRequestContext, twin: Twin, path: string, variant: Variant, revealed: Revealed): Promise<string> {
  const url = path.replace('<campaign>', twin.created.campaignId)
  // The Next client asks with `RSC: 1` and an `_rsc` search parameter; without it the server only redirects.
  const rsc = variant === 'rsc' ? `${url.includes('?') ? '&' : '?'}_rsc` : ''
  const response = await context.get(url + rsc, { headers: variant === 'rsc' ? { RSC: '1' } : {}, maxRedirects: 0 })
  const type = (response.headers()['content-type'] ?? '').split(';')[0]
  // A redirect or an HTML answer instead of the payload would compare equal and prove nothing.
  if (variant === 'rsc' && type !== 'text/x-component') throw new Error(`${path}: the RSC request got ${response.status()} ${type}`)
  return `${response.status()} ${type}\n${revealed(normalise(await response.text(), twin))}`
}

/** Where two normalised answers first part, with some context, for a readable failure. */
function firstDifference(a: string, b: string): string {
  let i = 0
  while (i < a.length && a[i] === b[i]) i += 1
  return `at ${i}:\n  ${JSON.stringify(a.slice(Math.max(0, i - 160), i + 160))}\n  ${JSON.stringify(b.slice(Math.max(0, i - 160), i + 160))}`
}

export interface Compared {
  /** Paths compared, each in each variant. */
  count: number
  differences: string[]
}

/** Fetches each path from both twins in each variant as `context`'s person and lists every difference. */
export async function compareAnswers(
  context: APIRequestContext,
  [x, y]: [Twin, Twin],
  paths: readonly { path: string; variants: readonly Variant[] }[],
  revealed: Revealed = (body) => body,
): Promise<Compared> {
  const differences: string[] = []
  let count = 0
  for (const { path, variants } of paths) {
    for (const variant of variants) {
      const [a, b] = await Promise.all([fetchAnswer(context, x, path, variant, revealed), fetchAnswer(context, y, path, variant, revealed)])
      count += 1
      if (a !== b) differences.push(`${path} (${variant}) ${firstDifference(a, b)}`)
    }
  }
  return { count, differences }
}
