// The overlays the event streams carry (lib/server/page-follow.ts, PAGE_FOLLOWERS): the map's, in its reader's
// language, for the page's own query, the same as the page builds; and nothing of the other team's (R-SECRET:
// two campaigns that differ only in the Rebels' secret base defenses tell the Empire the same overlay).
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '@/db/client'
import type { Actor, CampaignCommand, CreateCampaignCommand } from '@/lib/campaign'
import { createCampaign } from '@/lib/server/create-campaign'
import { getCampaignView } from '@/lib/server/get-campaign-view'
import { getCampaignVersion } from '@/lib/server/get-campaign-version'
import { followedPage, followEvent } from '@/lib/server/page-follow'
import { runCommand } from '@/lib/server/run-command'
import { freshDb } from '@/lib/server/testing/test-db'
import { mapPageData, mapWordsIn } from '../map/map-data'
import { PAGE_FOLLOWERS } from './page-followers'

const CREATE: CreateCampaignCommand = {
  type: 'create-campaign',
  name: 'Followed Rim',
  preset: 'green-knight',
  players: { empire: ['Tarkin', 'Piett', 'Thrawn'], rebels: ['Leia', 'Ackbar', 'Mon'] },
  grandAdmirals: { empire: 0, rebels: 0 },
}
const PLACEMENTS = [
  ['empire-1', 'dantooine'],
  ['rebels-1', 'hoth'],
  ['empire-2', 'felucia'],
  ['rebels-2', 'ryloth'],
  ['empire-3', 'kessel'],
  ['rebels-3', 'yavin'],
] as const
const ORGANIZER: Actor = { role: 'organizer' }
const player = (playerId: string): Actor => ({ role: 'player', playerId })

let db: Db
let close: () => void
beforeEach(() => void ({ db, close } = freshDb()))
afterEach(() => close())

function campaignWith(rebelDefenses: [string, string, string]) {
  const { campaignId } = createCampaign(db, CREATE)
  const issue = (command: CampaignCommand, actor: Actor = ORGANIZER) =>
    runCommand(db, { campaignId, actor, command, expectedVersion: getCampaignVersion(db, campaignId)! })
  for (const [playerId, systemId] of PLACEMENTS) issue({ type: 'place-base', playerId, systemId })
  issue(
    {
      type: 'assign-base-defenses',
      team: 'rebels',
      assignments: ['hoth', 'ryloth', 'yavin'].map((systemId, i) => ({ systemId, defense: rebelDefenses[i] })),
    } as CampaignCommand,
    player('rebels-1'),
  )
  return campaignId
}

const followed = (search: string) => followedPage(PAGE_FOLLOWERS, new URLSearchParams(search))!

/** The overlay a stream of `actor` on the page of `search` carries, in `locale`. */
async function overlayOf(campaignId: string, actor: Actor, search: string, locale = 'en') {
  const event = await followEvent(db, campaignId, actor, followed(search), locale)
  if (!event) return null
  expect(event).toMatch(/^event: follow\ndata: .*\n\n$/)
  return JSON.parse(event.slice(event.indexOf('data: ') + 6)) as { version: number; rest: string; text: Record<string, string> }
}

describe('the map overlay carried by the event stream', () => {
  it("is the map page's own overlay, for its query and in its reader's language", async () => {
    const campaignId = campaignWith(['ion-cannon', 'armed-station', 'fighter-wing'])
    const leia = player('rebels-1')
    const pushed = await overlayOf(campaignId, leia, 'page=map&system=hoth', 'fr')
    const page = await mapPageData(getCampaignView(db, campaignId, leia), null, { system: 'hoth' }, mapWordsIn('fr'))
    expect(pushed).toEqual(page!.overlay)
    expect(pushed!.version).toBe(getCampaignVersion(db, campaignId)!)
    expect(pushed!.text['label.hoth']).toBe('Hoth : Base rebelle')
    expect((await overlayOf(campaignId, leia, 'page=map'))!.text['label.hoth']).toBe('Hoth: Rebel base')
    // Another selected system is another page: its digest differs.
    expect((await overlayOf(campaignId, leia, 'page=map'))!.rest).not.toBe(pushed!.rest)
  })

  it('is none for a query the page refuses (a system that does not exist): the page then reloads', async () => {
    const campaignId = campaignWith(['ion-cannon', 'armed-station', 'fighter-wing'])
    expect(await overlayOf(campaignId, player('empire-1'), 'page=map&system=nowhere')).toBeNull()
    expect(await overlayOf(campaignId, player('empire-1'), 'page=map&system=hoth&system=yavin')).toBeNull()
  })

  it("tells each Empire player the same whatever the Rebels' secret defenses (R-SECRET)", async () => {
    const x = campaignWith(['ion-cannon', 'armed-station', 'fighter-wing'])
    const y = campaignWith(['fighter-wing', 'ion-cannon', 'armed-station'])
    for (const viewer of [player('empire-1'), player('empire-2'), player('empire-3')]) {
      for (const search of ['page=map', 'page=map&system=hoth', 'page=map&system=yavin']) {
        expect(await overlayOf(x, viewer, search)).toEqual(await overlayOf(y, viewer, search))
      }
    }
  })
})
