// The overlays the event streams carry (lib/server/page-follow.ts, PAGE_FOLLOWERS): the map's, in its reader's
// language, for the page's own query, the same as the page builds; and nothing of the other team's (R-SECRET:
// two campaigns that differ only in the Rebels' secret base defenses tell the Empire the same overlay).
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '@/db/client'
import type { Actor, CampaignCommand } from '@/lib/campaign'
import { createCampaign } from '@/lib/server/create-campaign'
import { getCampaignView } from '@/lib/server/get-campaign-view'
import { getCampaignVersion } from '@/lib/server/get-campaign-version'
import { followedPage, followEvent } from '@/lib/server/page-follow'
import { runCommand } from '@/lib/server/run-command'
import { freshDb } from '@/lib/server/testing/test-db'
import { BENCH_CREATE, BENCH_PLACEMENTS } from '@/lib/server/testing/large-campaign-file'
import { importCampaign } from '@/lib/server/import-campaign'
import { WHOLE_CAMPAIGN_CHANGES, wholeCampaignChange, wholeCampaignFile } from '@/bench/follow'
import { mapPageData, mapWordsIn } from '../map/map-data'
import { historyListed, historyWords } from '../history/history-page-data'
import { parseHistoryQuery } from '../history/history-query'
import type { HistoryListed } from '../history/history-listed'
import { translatorIn } from '@/app/_i18n/words-in'
import type { YourMoveListed } from '../_components/your-move-listed'
import type { BattlesListed } from '../battles/battles-listed'
import type { GameListed } from '../_components/games-listed'
import { PAGE_FOLLOWERS } from './page-followers'

const DEFENSES = ['ion-cannon', 'armed-station', 'fighter-wing']
const ORGANIZER: Actor = { role: 'organizer' }
const player = (playerId: string): Actor => ({ role: 'player', playerId })

let db: Db
let close: () => void
beforeEach(() => void ({ db, close } = freshDb()))
afterEach(() => close())

const issue = (campaignId: string, command: CampaignCommand, actor: Actor = ORGANIZER) =>
  runCommand(db, { campaignId, actor, command, expectedVersion: getCampaignVersion(db, campaignId)! })

function campaignWith(rebelDefenses: [string, string, string]) {
  const { campaignId } = createCampaign(db, BENCH_CREATE)
  for (const [playerId, systemId] of BENCH_PLACEMENTS) issue(campaignId, { type: 'place-base', playerId, systemId })
  issue(
    campaignId,
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
  return JSON.parse(event.slice(event.indexOf('data: ') + 6)) as {
    version: number
    rest: string
    text: Record<string, string>
    history?: HistoryListed
    yourMove?: YourMoveListed
    battleList?: BattlesListed
    games?: GameListed[]
  }
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

  it("tells each Empire player the same on every page that follows by its overlay, whatever the Rebels' secret defenses (R-SECRET)", async () => {
    const x = campaignWith(['ion-cannon', 'armed-station', 'fighter-wing'])
    const y = campaignWith(['fighter-wing', 'ion-cannon', 'armed-station'])
    for (const viewer of [player('empire-1'), player('empire-2'), player('empire-3')]) {
      for (const search of [
        'page=overview',
        'page=map',
        'page=map&system=hoth',
        'page=map&system=yavin',
        'page=turn',
        'page=fleets',
        'page=battles',
        'page=summary',
        'page=history',
        'page=history&team=rebels',
      ]) {
        // The campaigns' own ids aside (in the banner's link), and the times of their entries (on the history).
        const told = async (campaignId: string) =>
          JSON.stringify(await overlayOf(campaignId, viewer, search))
            .replaceAll(campaignId, '<campaign>')
            .replace(/"at":"[^"]*"/g, '"at":"<time>"')
        expect(await told(x)).toBe(await told(y))
      }
    }
  })
})

describe('the overlays of the fleets and summary pages', () => {
  it('bring the banner up to date and leave both pages as they are, when a change leaves what they list (R-SETUP-5)', async () => {
    const { campaignId } = createCampaign(db, BENCH_CREATE)
    for (const [playerId, systemId] of BENCH_PLACEMENTS) issue(campaignId, { type: 'place-base', playerId, systemId })
    // The Rebels assign their secret defenses: Piett's own next move, every fleet and the map stay as they were.
    const piett = player('empire-2')
    const fleets = await overlayOf(campaignId, piett, 'page=fleets')
    const summary = await overlayOf(campaignId, piett, 'page=summary')
    issue(
      campaignId,
      {
        type: 'assign-base-defenses',
        team: 'rebels',
        assignments: ['hoth', 'ryloth', 'yavin'].map((systemId, i) => ({ systemId, defense: DEFENSES[i] })),
      } as CampaignCommand,
      player('rebels-1'),
    )
    const fleetsAfter = await overlayOf(campaignId, piett, 'page=fleets')
    const summaryAfter = await overlayOf(campaignId, piett, 'page=summary')
    expect(fleetsAfter!.version).toBe(fleets!.version + 1)
    expect(fleetsAfter!.rest).toBe(fleets!.rest)
    expect(summaryAfter!.rest).toBe(summary!.rest)
    // The banner's words did change: the Rebels owe their defenses no more.
    expect(fleets!.text['banner.owed']).toContain('Rebels')
    expect(fleetsAfter!.text['banner.owed']).not.toBe(fleets!.text['banner.owed'])
    expect(summaryAfter!.text['banner.owed']).toBe(fleetsAfter!.text['banner.owed'])
  })

  it("carry the summary's map and standings as a base is placed (R-SETUP-4)", async () => {
    const { campaignId } = createCampaign(db, BENCH_CREATE)
    const before = await overlayOf(campaignId, ORGANIZER, 'page=summary')
    issue(campaignId, { type: 'place-base', playerId: 'empire-1', systemId: 'dantooine' })
    const after = await overlayOf(campaignId, ORGANIZER, 'page=summary')
    expect(before!.text['label.dantooine']).toBe('Dantooine: Unoccupied')
    expect(after!.text['label.dantooine']).toBe('Dantooine: Empire base')
    expect(after!.text['mark.dantooine']).toBe('rim-map-empire-base')
    expect(Object.entries(after!.text).filter(([k, v]) => k.startsWith('st.empire.zone.') && v !== before!.text[k])).toHaveLength(1)
  })

  it("make the pages reload when what they list changes (a fleet's commander named), and bring the reader's next move without it", async () => {
    const { campaignId } = createCampaign(db, BENCH_CREATE)
    const tarkin = player('empire-1')
    const before = { fleets: await overlayOf(campaignId, tarkin, 'page=fleets'), summary: await overlayOf(campaignId, tarkin, 'page=summary') }
    issue(campaignId, { type: 'set-commander', fleetId: 'empire-1', name: 'Ozzel', abilityId: 'repair-expert' } as CampaignCommand, tarkin)
    expect((await overlayOf(campaignId, tarkin, 'page=fleets'))!.rest).not.toBe(before.fleets!.rest)
    expect((await overlayOf(campaignId, tarkin, 'page=summary'))!.rest).not.toBe(before.summary!.rest)
    // Tarkin places the first base: the Rebels may place theirs now, which Leia's banner offers her first. Her
    // next move is another, with another link: the overlay brings both, and the page stays as it is.
    const leia = player('rebels-1')
    const leiaBefore = await overlayOf(campaignId, leia, 'page=fleets')
    issue(campaignId, { type: 'place-base', playerId: 'empire-1', systemId: 'dantooine' })
    const leiaAfter = await overlayOf(campaignId, leia, 'page=fleets')
    expect(leiaAfter!.rest).toBe(leiaBefore!.rest)
    expect(leiaBefore!.text['banner.next.text']).toBe('Build your fleet and its commander')
    expect(leiaAfter!.text['banner.next.text']).not.toBe(leiaBefore!.text['banner.next.text'])
    expect(leiaAfter!.text['banner.next.href']).toBe(`/campaigns/${campaignId}#place-title`)
  })
})

describe("the overview's overlay", () => {
  it('brings "Your move" as who owes what changes, and leaves the page as it is (R-REFIT)', async () => {
    const changes = Array.from({ length: WHOLE_CAMPAIGN_CHANGES }, (_, i) => wholeCampaignChange(i + 1))
    // The first of the Empire's refits, watched by Mon Mothma.
    const refit = 1 + changes.findIndex((c) => c.command.type === 'finish-refit')
    const { campaignId } = importCampaign(db, wholeCampaignFile(refit - 1))
    const mon = player('rebels-3')
    const before = await overlayOf(campaignId, mon, 'page=overview')
    issue(campaignId, wholeCampaignChange(refit).command, wholeCampaignChange(refit).actor)
    const after = await overlayOf(campaignId, mon, 'page=overview')
    const awaited = (o: typeof before) => o!.yourMove!.others.map((d) => d.parts.join(''))
    expect(after!.version).toBe(before!.version + 1)
    expect(after!.rest).toBe(before!.rest)
    expect(awaited(after)).not.toEqual(awaited(before))
    expect(awaited(before).filter((d) => d.startsWith('Refit ') || d.includes('refit'))).not.toHaveLength(0)
    expect(before!.yourMove!.stepIn).toBeNull()
  })

  it("brings the turn's games as one is proposed, its time apart for the reader's zone, and leaves the page as it is (R-SCHEDULE)", async () => {
    const changes = Array.from({ length: WHOLE_CAMPAIGN_CHANGES }, (_, i) => wholeCampaignChange(i + 1))
    const named = 1 + changes.findIndex((c) => c.command.type === 'name-defender')
    const { campaignId } = importCampaign(db, wholeCampaignFile(named))
    const before = await overlayOf(campaignId, ORGANIZER, 'page=overview')
    expect(before!.games).toEqual([{ battleId: 'a1-t1-b1', parts: [expect.stringMatching(/: no time agreed yet$/)], startsAt: null }])
    const startsAt = '2099-12-04T19:00:00.000Z'
    issue(
      campaignId,
      { type: 'propose-game', battleId: 'a1-t1-b1', startsAt, venue: { kind: 'place', place: 'the club' } } as CampaignCommand,
      player('rebels-1'),
    )
    const after = await overlayOf(campaignId, ORGANIZER, 'page=overview')
    expect(after!.rest).toBe(before!.rest)
    const [game] = after!.games!
    expect(game!.startsAt).toBe(startsAt)
    expect(game!.parts).toHaveLength(2)
    expect(game!.parts.join('<time>')).toMatch(/ proposes <time>, at the club; not yet accepted$/)
  })

  it('reloads the page when its setup forms change (a base placed), and gives the organizer the word on stepping in (R-SETUP-4, R-OVERRIDE)', async () => {
    const { campaignId } = createCampaign(db, BENCH_CREATE)
    const before = await overlayOf(campaignId, ORGANIZER, 'page=overview')
    expect(before!.yourMove!.stepIn).toEqual({ text: expect.stringContaining('Nobody needs you to step in'), forceHref: null })
    issue(campaignId, { type: 'place-base', playerId: 'empire-1', systemId: 'dantooine' })
    expect((await overlayOf(campaignId, ORGANIZER, 'page=overview'))!.rest).not.toBe(before!.rest)
  })
})

describe('the layout as a page follows by its overlay', () => {
  it('brings the heading and the quieter tabs up to date as the campaign starts, and leaves the history as it is (R-SETUP-6)', async () => {
    const changes = Array.from({ length: WHOLE_CAMPAIGN_CHANGES }, (_, i) => wholeCampaignChange(i + 1))
    const start = 1 + changes.findIndex((c) => c.command.type === 'start-campaign')
    const { campaignId } = importCampaign(db, wholeCampaignFile(start - 1))
    const ackbar = player('rebels-2')
    const history = await overlayOf(campaignId, ackbar, 'page=history')
    issue(campaignId, wholeCampaignChange(start).command, wholeCampaignChange(start).actor)
    const started = await overlayOf(campaignId, ackbar, 'page=history')
    expect(started!.rest).toBe(history!.rest)
    expect(history!.text['banner.heading']).toBe('Setup')
    expect(started!.text['banner.heading']).toBe('Act I, turn 1: Strategy phase')
    // The Turn and Battles tabs wake; Management and Pivotal battle stay quiet.
    const idle = (o: typeof history) => ['turn', 'battles', 'management', 'pivotal'].map((tab) => o!.text[`nav.idle.${tab}`])
    expect(idle(history)).toEqual(['1', '1', '1', '1'])
    expect(idle(started)).toEqual(['', '', '1', '1'])
  })
})

describe("the battles page's overlay", () => {
  it('brings the list as a defender is named and a result applied, and leaves the page as it is (R-HIST)', async () => {
    const changes = Array.from({ length: WHOLE_CAMPAIGN_CHANGES }, (_, i) => wholeCampaignChange(i + 1))
    // The turn's first assault, and its defender named next.
    const declared = 1 + changes.findIndex((c) => c.command.type === 'declare-assault')
    const named = declared + 1
    expect(wholeCampaignChange(named).command.type).toBe('name-defender')
    const { campaignId } = importCampaign(db, wholeCampaignFile(declared - 1))
    // Mon Mothma, who plays in neither battle: her banner's games stay as they are.
    const mon = player('rebels-3')
    const before = await overlayOf(campaignId, mon, 'page=battles')
    expect(before!.battleList).toEqual({ sections: [], none: 'No battle has been fought yet.' })
    issue(campaignId, wholeCampaignChange(declared).command, wholeCampaignChange(declared).actor)
    // An assault without its defender is not listed yet.
    const assaulted = await overlayOf(campaignId, mon, 'page=battles')
    expect(assaulted!.version).toBe(before!.version + 1)
    expect(assaulted!.battleList).toEqual(before!.battleList)
    issue(campaignId, wholeCampaignChange(named).command, wholeCampaignChange(named).actor)
    const listed = await overlayOf(campaignId, mon, 'page=battles')
    expect(listed!.rest).toBe(before!.rest)
    expect(listed!.battleList!.none).toBeNull()
    const [now] = listed!.battleList!.sections
    expect(now!.title).toBe('Act I, turn 1 (this turn)')
    expect(now!.lines).toHaveLength(1)
    expect(now!.lines[0]!.text).toMatch(/: no result applied$/)
    expect(now!.lines[0]!.href).toMatch(new RegExp(`^/campaigns/${campaignId}/battles/`))
    // Its result applied: the same line tells who won.
    const applied = 1 + changes.findIndex((c, i) => i + 1 > named && c.command.type === 'confirm-result')
    for (let i = named + 1; i <= applied; i++) issue(campaignId, wholeCampaignChange(i).command, wholeCampaignChange(i).actor)
    const after = await overlayOf(campaignId, mon, 'page=battles')
    expect(after!.battleList!.sections[0]!.lines.map((l) => l.text).join(' | ')).toMatch(/\d+–\d+/)
  })
})

describe("the turn page's overlay", () => {
  it('leaves the page as it is through the management steps, and reloads it as a battle is declared (RULES.md §6, R-STRAT-TARGET)', async () => {
    const changes = Array.from({ length: WHOLE_CAMPAIGN_CHANGES }, (_, i) => wholeCampaignChange(i + 1))
    // The Empire's three refits, watched by Mon Mothma.
    const refits = 1 + changes.findIndex((c) => c.command.type === 'finish-refit')
    const { campaignId } = importCampaign(db, wholeCampaignFile(refits - 1))
    const mon = player('rebels-3')
    const before = await overlayOf(campaignId, mon, 'page=turn')
    for (let i = refits; i < refits + 3; i++) issue(campaignId, wholeCampaignChange(i).command, wholeCampaignChange(i).actor)
    const after = await overlayOf(campaignId, mon, 'page=turn')
    expect(after!.version).toBe(before!.version + 3)
    expect(after!.rest).toBe(before!.rest)
    const declared = 1 + changes.findIndex((c) => c.command.type === 'declare-assault')
    const strategy = importCampaign(db, wholeCampaignFile(declared - 1)).campaignId
    const undeclared = await overlayOf(strategy, ORGANIZER, 'page=turn')
    issue(strategy, wholeCampaignChange(declared).command, wholeCampaignChange(declared).actor)
    expect((await overlayOf(strategy, ORGANIZER, 'page=turn'))!.rest).not.toBe(undeclared!.rest)
  })
})

describe("the turn page's overlay in the battle phase", () => {
  it('leaves the page as it is as an objective is chosen, and reloads it once the result is applied, which its list says (R-RESULT-CONFIRM)', async () => {
    const changes = Array.from({ length: WHOLE_CAMPAIGN_CHANGES }, (_, i) => wholeCampaignChange(i + 1))
    const chosen = 1 + changes.findIndex((c) => c.command.type === 'choose-objective')
    const confirmed = 1 + changes.findIndex((c) => c.command.type === 'confirm-result')
    const { campaignId } = importCampaign(db, wholeCampaignFile(chosen - 1))
    // Mon Mothma, who plays in neither battle: her banner's games stay as they are.
    const mon = player('rebels-3')
    const before = await overlayOf(campaignId, mon, 'page=turn')
    issue(campaignId, wholeCampaignChange(chosen).command, wholeCampaignChange(chosen).actor)
    expect((await overlayOf(campaignId, mon, 'page=turn'))!.rest).toBe(before!.rest)
    for (let i = chosen + 1; i <= confirmed; i++) issue(campaignId, wholeCampaignChange(i).command, wholeCampaignChange(i).actor)
    expect((await overlayOf(campaignId, mon, 'page=turn'))!.rest).not.toBe(before!.rest)
  })
})

describe("the history page's overlay", () => {
  const frenchWords = (campaignId: string, actor: Actor) =>
    historyWords(getCampaignView(db, campaignId, actor), {
      t: translatorIn('fr', 'History'),
      terms: translatorIn('fr', 'Terms'),
      battles: translatorIn('fr', 'Battles'),
      ally: translatorIn('fr', 'Ally'),
      locale: 'fr',
    })

  it("is the page's own list, in its reader's language, for its filter (R-HIST)", async () => {
    const campaignId = campaignWith(['ion-cannon', 'armed-station', 'fighter-wing'])
    const leia = player('rebels-1')
    const pushed = await overlayOf(campaignId, leia, 'page=history&team=empire', 'fr')
    const view = getCampaignView(db, campaignId, leia)
    const page = await historyListed(db, view, leia, parseHistoryQuery({ team: 'empire' }), frenchWords(campaignId, leia))
    expect(pushed!.history).toEqual(page)
    // The Empire's three bases: the creation is the organizer's, the other placements and the defenses the Rebels'.
    expect(page.count).toBe('3 entrées (Empire), la plus récente en premier.')
    const rows = page.chapters.flatMap((c) => c.rows)
    expect(rows.map((r) => r.actor)).toEqual(['Organisateur', 'Organisateur', 'Organisateur'])
    expect(rows.map((r) => /Kessel|Felucia|Dantooine/.exec(r.line)?.[0])).toEqual(['Kessel', 'Felucia', 'Dantooine'])
    expect((await overlayOf(campaignId, leia, 'page=history'))!.history!.count).toBe('8 entries, newest first.')
    // Another filter is another page: its digest differs.
    expect((await overlayOf(campaignId, leia, 'page=history'))!.rest).not.toBe(pushed!.rest)
  })

  it("brings each change's entry and the organizer's new last change to undo, and leaves the page as it is", async () => {
    const { campaignId } = createCampaign(db, BENCH_CREATE)
    const before = await overlayOf(campaignId, ORGANIZER, 'page=history')
    expect(before!.history!.undo).toBeNull()
    issue(campaignId, { type: 'place-base', playerId: 'empire-1', systemId: 'dantooine' })
    const after = await overlayOf(campaignId, ORGANIZER, 'page=history')
    expect(after!.rest).toBe(before!.rest)
    expect(after!.history!.count).toBe('2 entries, newest first.')
    const [newest] = after!.history!.chapters[0]!.rows
    expect(newest!.line).toMatch(/Dantooine/)
    expect(after!.history!.undo).toEqual({
      version: after!.version,
      lastChange: ['Last change: ', expect.stringMatching(/Dantooine/), ''],
      cost: expect.stringContaining(newest!.line.slice(1)),
    })
    // A player is never offered the undo.
    expect((await overlayOf(campaignId, player('empire-1'), 'page=history'))!.history!.undo).toBeNull()
  })

  it("keeps a link's unknown values as the page shows them: ignored, and part of its digest", async () => {
    const { campaignId } = createCampaign(db, BENCH_CREATE)
    const bad = await overlayOf(campaignId, ORGANIZER, 'page=history&team=nobody')
    const plain = await overlayOf(campaignId, ORGANIZER, 'page=history')
    expect(bad!.history).toEqual(plain!.history)
    expect(bad!.rest).not.toBe(plain!.rest)
  })
})
