// Issue 13: a French group meets no English sentence. A campaign is driven through every phase (commands
// sent through the JSON API, as the secrecy specs do); at each stage the organizer, a Rebel on a phone and
// the Empire's Grand Admiral, whose browsers ask for French, read every page they can, and no sentence of
// the English catalogue nor English written outside it is found. The pages are read as the server sends
// them (HTML over HTTP, many at once); at one stage they are read in the browser too, for what scripts draw.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import type { CampaignCommand } from '../lib/campaign/commands'
import { dutiesNow } from '../lib/campaign/duties'
import { applyCommand } from '../lib/campaign/engine'
import { managementView } from '../lib/campaign/views/management-view'
import { EMPIRE, REBELS } from './support/campaign'
import { createTwin, send, stateOf, type Twin } from './support/differential'
import { englishIn, englishSentences, readableText } from './support/english-left'
import { FLEET_IDS, empireFleet, rebelFleet } from './support/fleets'
import { PHONE } from './support/journey'
import { fetchPages, httpReader, readableHtmlText } from './support/page-text'

const SENTENCES = englishSentences()

/** The names this campaign's people typed, kept as typed. */
const TYPED_NAMES = [
  'French Rim',
  ...EMPIRE,
  ...REBELS,
  ...[0, 1, 2, 3].flatMap((i) => [empireFleet(i).name, rebelFleet(i).name]),
  ...[...FLEET_IDS.empire, ...FLEET_IDS.rebels].map((f) => `Captain ${f}`),
]

/** A French reader: their session over plain HTTP, and for what only a browser draws, a browser page. */
interface Reader {
  name: string
  http: APIRequestContext
  page: Page
}

async function frenchReader(browser: Browser, baseURL: string, name: string, link: string, phone = false): Promise<Reader> {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR', ...(phone ? PHONE : {}) })
  const page = await context.newPage()
  await page.goto(link)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  // Put away until its turn to read (englishDrawn): an open page would follow each of the campaign's changes.
  await page.goto('about:blank')
  return { name, page, http: await httpReader(baseURL, link, 'fr-FR') }
}

function pagesAt(twin: Twin, team: 'all' | 'empire' | 'rebels'): string[] {
  const state = stateOf(twin)
  const base = `/campaigns/${twin.created.campaignId}`
  const fleets: readonly string[] = team === 'all' ? [...FLEET_IDS.empire, ...FLEET_IDS.rebels] : FLEET_IDS[team]
  return [
    '',
    '/map',
    '/turn',
    '/management',
    '/pivotal',
    '/pivotal/briefing',
    '/summary',
    '/battles',
    '/fleets',
    '/fleets/roster',
    '/history',
    ...(team === 'all' ? ['/organizer'] : []),
    ...(state.turnState?.battles ?? []).flatMap((b) => [`/battles/${b.id}`, `/battles/${b.id}/briefing`]),
    ...fleets.slice(0, 2).flatMap((f) => [`/fleets/${f}`, `/fleets/${f}/roster`, `/fleets/${f}/refit`]),
  ].map((p) => `${base}${p}`)
}

/** Reads each page as the server sends it to `reader` (HTML, no browser) and lists the English met, page by page. */
async function englishMet(stage: string, reader: Reader, paths: string[]): Promise<string[]> {
  const problems: string[] = []
  for (const [path, html] of await fetchPages(reader.http, paths)) {
    if (html === null) continue
    expect(html, path).toMatch(/<html[^>]* lang="fr"/)
    expect(html, path).toContain('<main')
    for (const found of englishIn(readableHtmlText(html), SENTENCES, TYPED_NAMES)) problems.push(`${stage} · ${reader.name} · ${path}: ${found}`)
  }
  return problems
}

/**
 * The same in the browser, once its scripts ran: what client components draw after the page loads (the refit
 * editor, the fleet builder, times in the reader's zone) is read there, at the stage where most of it shows.
 */
async function englishDrawn(stage: string, reader: Reader, paths: string[]): Promise<string[]> {
  const problems: string[] = []
  for (const path of paths) {
    const response = await reader.page.goto(path)
    if (!response || response.status() === 404) continue
    await expect(reader.page.locator('main')).toBeVisible()
    for (const found of englishIn(await readableText(reader.page), SENTENCES, TYPED_NAMES))
      problems.push(`${stage} · ${reader.name} (browser) · ${path}: ${found}`)
  }
  return problems
}

test('[I18N] a campaign read in French from setup to the pivotal battle shows no English sentence', async ({ page: organizerPage, browser, baseURL }) => {
  test.setTimeout(420_000)
  expect(SENTENCES.length).toBeGreaterThan(100)
  const twin = await createTwin(organizerPage, 'fr', 'French Rim')
  const command = (c: CampaignCommand) => send(organizerPage, twin, c)
  // The organizer sets the campaign in French: its links open in French for whoever has not chosen.
  // The reading can fail: the same page read in English meets catalogue sentences.
  const english = await httpReader(baseURL!, twin.created.organizerLink)
  const overview = (await fetchPages(english, [`/campaigns/${twin.created.campaignId}`])).values().next().value
  expect(englishIn(readableHtmlText(overview ?? ''), SENTENCES, TYPED_NAMES).filter((f) => f.startsWith('catalogue:')).length).toBeGreaterThan(2)
  await english.dispose()
  await command({ type: 'set-campaign-language', language: 'fr' })
  const organizer = await frenchReader(browser, baseURL!, 'organizer', twin.created.organizerLink)
  const leia = await frenchReader(browser, baseURL!, 'Leia (phone)', twin.created.links.Leia!, true)
  const thrawn = await frenchReader(browser, baseURL!, 'Thrawn', twin.created.links.Thrawn!)
  const problems: string[] = []

  problems.push(...(await englishMet('new campaign', organizer, pagesAt(twin, 'all'))))
  problems.push(...(await englishMet('new campaign', leia, [`/campaigns/${twin.created.campaignId}`])))

  for (const [playerId, systemId] of [
    ['empire-1', 'dantooine'],
    ['rebels-1', 'hoth'],
    ['empire-2', 'felucia'],
    ['rebels-2', 'ryloth'],
    ['empire-3', 'kessel'],
    ['rebels-3', 'yavin'],
  ] as const)
    await command({ type: 'place-base', playerId, systemId })
  for (const [team, systems] of [
    ['empire', ['dantooine', 'felucia', 'kessel']],
    ['rebels', ['hoth', 'ryloth', 'yavin']],
  ] as const)
    await command({
      type: 'assign-base-defenses',
      team,
      assignments: systems.map((systemId, i) => ({ systemId, defense: (['ion-cannon', 'armed-station', 'fighter-wing'] as const)[i]! })),
    })
  for (const team of ['empire', 'rebels'] as const)
    for (const [i, fleetId] of FLEET_IDS[team].entries()) {
      await command({ type: 'set-fleet', fleetId, draft: team === 'empire' ? empireFleet(i) : rebelFleet(i) })
      await command({ type: 'set-commander', fleetId, name: `Captain ${fleetId}`, abilityId: team === 'empire' ? 'master-gunner-1' : 'rapid-deployment' })
    }
  problems.push(...(await englishMet('setup done', organizer, pagesAt(twin, 'all'))))

  await command({ type: 'start-campaign' })
  problems.push(...(await englishMet('strategy', organizer, pagesAt(twin, 'all'))))
  problems.push(...(await englishMet('strategy', leia, pagesAt(twin, 'rebels').slice(0, 4))))
  for (const c of [
    { type: 'choose-diplomats', team: 'rebels', zone: null },
    { type: 'choose-diplomats', team: 'empire', zone: null },
  ] as const)
    if (applyCommand(stateOf(twin), c).ok) await command(c)
  for (const c of [
    { type: 'declare-assault', playerId: 'rebels-2', systemId: 'lothal', fleetId: 'rebels-2' },
    { type: 'name-defender', battleId: 'a1-t1-b1', playerId: 'empire-1', fleetId: 'empire-1' },
    { type: 'declare-assault', playerId: 'empire-2', systemId: 'mon-cala', fleetId: 'empire-2' },
    { type: 'name-defender', battleId: 'a1-t1-b2', playerId: 'rebels-1', fleetId: 'rebels-1' },
    { type: 'declare-assault', playerId: 'rebels-3', systemId: 'sullust', fleetId: 'rebels-3' },
    { type: 'name-defender', battleId: 'a1-t1-b3', playerId: 'empire-3', fleetId: 'empire-3' },
    { type: 'choose-objective', battleId: 'a1-t1-b1', objectiveId: 'most-wanted' },
    { type: 'choose-objective', battleId: 'a1-t1-b2', objectiveId: 'most-wanted' },
    { type: 'choose-objective', battleId: 'a1-t1-b3', objectiveId: 'precision-strike' },
  ] as const satisfies readonly CampaignCommand[])
    await command(c)
  expect(stateOf(twin).phase).toBe('battle')
  problems.push(...(await englishMet('battle', organizer, pagesAt(twin, 'all'))))
  problems.push(...(await englishMet('battle', leia, pagesAt(twin, 'rebels'))))

  const outcome = (score: number) => ({ score, tabled: false, destroyed: [], retreated: [], eligibleVeterans: [] })
  for (const [battleId, a, d] of [
    ['a1-t1-b1', 150, 50],
    ['a1-t1-b2', 120, 60],
    ['a1-t1-b3', 100, 80],
  ] as const)
    await command({ type: 'enter-result', battleId, result: { assaulter: outcome(a), defender: outcome(d) } })
  problems.push(...(await englishMet('management begins', organizer, pagesAt(twin, 'all'))))

  // Management, each step read as it comes: bases, tokens, rewards (taken where a card fits), XP.
  const seen = new Set<string>()
  for (let guard = 0; guard < 40 && stateOf(twin).turnState?.management?.step !== 'refit' && stateOf(twin).phase === 'management'; guard++) {
    const duty = dutiesNow(stateOf(twin))[0]!
    if (!seen.has(duty.kind)) {
      seen.add(duty.kind)
      problems.push(...(await englishMet(`management: ${duty.kind}`, organizer, [`/campaigns/${twin.created.campaignId}/management`])))
      problems.push(
        ...(await englishMet(`management: ${duty.kind}`, leia, [`/campaigns/${twin.created.campaignId}`, `/campaigns/${twin.created.campaignId}/management`])),
      )
    }
    if (duty.kind === 'build-bases') await command({ type: 'finish-bases', team: duty.team })
    else if (duty.kind === 'gain-tokens') {
      const sources = managementView(stateOf(twin), { role: 'organizer' })!.tokenChoices.find((c) => c.team === duty.team)?.sources ?? []
      await command({ type: 'gain-tokens', team: duty.team, choices: Object.fromEntries(sources.map((s) => [s.systemId, s.options[0]!])) })
    } else if (duty.kind === 'take-reward') {
      const reward = managementView(stateOf(twin), { role: 'organizer' })!.rewards.find((r) => r.fleetId === duty.fleetId)!
      const option = reward.options[0]!
      await command({
        type: 'take-reward',
        fleetId: duty.fleetId,
        decline: true,
        systemId: option.systemId,
        rewardType: option.type,
        cards: [],
        useDestiny: false,
      })
    } else if (duty.kind === 'spend-xp') await command({ type: 'finish-experience', fleetId: duty.fleetId })
    else throw new Error(`unexpected duty ${JSON.stringify(duty)}`)
  }
  problems.push(...(await englishMet('refit', organizer, pagesAt(twin, 'all'))))
  problems.push(...(await englishMet('refit', leia, pagesAt(twin, 'rebels'))))
  problems.push(...(await englishDrawn('refit', organizer, pagesAt(twin, 'all'))))
  problems.push(
    ...(await englishDrawn(
      'refit',
      leia,
      pagesAt(twin, 'rebels').filter((p) => p.endsWith('/refit')),
    )),
  )

  // The paper score sheet ends act I; the Empire, behind, chooses Conquest at Hoth.
  await command({ type: 'override', reason: 'Scores de la feuille papier', target: { kind: 'cp', team: 'rebels', act: 1, value: 6 } })
  for (let guard = 0; guard < 30 && stateOf(twin).phase !== 'pivotal'; guard++) {
    const duty = dutiesNow(stateOf(twin))[0]!
    if (duty.kind !== 'refit') throw new Error(`unexpected duty ${JSON.stringify(duty)}`)
    await command({ type: 'finish-refit', fleetId: duty.fleetId })
  }
  await command({ type: 'choose-pivotal', objectiveId: 'conquest', systemId: 'hoth', climactic: false })
  problems.push(...(await englishMet('pivotal preparation', organizer, pagesAt(twin, 'all'))))
  problems.push(...(await englishMet('pivotal preparation', thrawn, pagesAt(twin, 'empire'))))
  await command({ type: 'finish-pivotal-prep', team: 'rebels' })
  await command({ type: 'finish-pivotal-prep', team: 'empire' })
  await command({ type: 'enter-pivotal-team-result', team: 'rebels', score: 210, tabled: false, fleets: {} })
  problems.push(...(await englishMet('pivotal result', organizer, pagesAt(twin, 'all'))))
  problems.push(...(await englishMet('pivotal result', thrawn, pagesAt(twin, 'empire'))))
  // The Empire wins: its Grand Admiral is asked to give conquered Hoth its objective (R-PIVOT-AFTER), then its
  // commanders may reset and spend XP at once.
  await command({ type: 'enter-pivotal-team-result', team: 'empire', score: 320, tabled: false, fleets: {} })
  await command({ type: 'confirm-pivotal-result' })
  problems.push(...(await englishMet('pivotal claim', organizer, pagesAt(twin, 'all'))))
  problems.push(...(await englishMet('pivotal claim', thrawn, pagesAt(twin, 'empire'))))
  await command({ type: 'claim-pivotal-effects', team: 'empire', conquestDefense: 'ion-cannon' })
  await command({ type: 'reset-commander', fleetId: 'empire-1' })
  problems.push(...(await englishMet('after the pivotal battle', thrawn, pagesAt(twin, 'empire'))))

  expect(problems, `English met in French pages:\n${problems.join('\n')}`).toEqual([])
})
