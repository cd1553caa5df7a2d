// The organizer's tools: the printed map summary, the history with undo, link replacement, and the
// campaign file (R-HIST, R-SECRET).
import { readFileSync, writeFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { campaignVersion, createCampaignThroughUi, openAs, type CreatedCampaign } from './support/campaign'
import { restoreStage, type StageCommand } from './support/restore'

// Tarkin's, Leia's, Piett's and Ackbar's.
const PLACEMENTS = [
  ['empire-1', 'dantooine'],
  ['rebels-1', 'hoth'],
  ['empire-2', 'felucia'],
  ['rebels-2', 'ryloth'],
] as const

/**
 * A campaign whose first bases its players placed, each as the history's author (R-SETUP-4), restored as one
 * file (support/restore.ts): the pages after it are what these tests read.
 */
async function withSomeBases(page: Page, name: string): Promise<CreatedCampaign> {
  return restoreStage(
    page,
    name,
    PLACEMENTS.map(([playerId, systemId]): StageCommand => [
      { type: 'place-base', playerId, systemId },
      { role: 'player', playerId },
    ]),
  )
}

async function historyLines(page: Page): Promise<string[]> {
  // The history is a chronicle: one list per chapter (setup, each turn), newest first.
  const lists = page.getByRole('list', { name: /changes, newest first/ })
  await expect(lists.first()).toBeVisible()
  const items = await lists.getByRole('listitem').all()
  return Promise.all(items.map((item) => item.getByRole('paragraph').first().innerText()))
}

test('[PRINT] the map summary prints on one landscape A4 page without navigation', async ({ page }) => {
  const campaign = await withSomeBases(page, 'Printed Rim')
  await page.goto(`/campaigns/${campaign.campaignId}/map`)
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('navigation', { name: 'Campaign' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print the map summary' })).toBeHidden()
  await expect(page.getByRole('table', { name: 'Campaign points' })).toBeVisible()
  await expect(page.getByRole('heading', { name: /Printed Rim: campaign map/ })).toBeVisible()
  const pdf = await page.pdf({ format: 'A4', landscape: true, printBackground: true, preferCSSPageSize: true })
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []
  expect(pages).toHaveLength(1)
})

test('[PRINT] the map summary still prints on one landscape A4 page in French, its longer words included', async ({ page }) => {
  const campaign = await withSomeBases(page, 'Bordure imprimée')
  await page.context().addCookies([{ name: 'rim-locale', value: 'fr', url: test.info().project.use.baseURL! }])
  await page.goto(`/campaigns/${campaign.campaignId}/map`)
  await expect(page.getByRole('heading', { name: /Bordure imprimée : carte de campagne/ })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Légende de la carte' })).toContainText('Effets stratégiques')
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Imprimer le résumé de la carte' })).toBeHidden()
  const pdf = await page.pdf({ format: 'A4', landscape: true, printBackground: true, preferCSSPageSize: true })
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []
  expect(pages).toHaveLength(1)
})

test('[HISTORY] everyone reads the history; the organizer undoes the last change', async ({ page, browser }) => {
  const campaign = await withSomeBases(page, 'Undo Rim')
  const { page: leia } = await openAs(browser, campaign.links.Leia!)
  await leia.getByRole('link', { name: 'History' }).click()
  await expect(leia.getByRole('button', { name: 'Undo the last change' })).toHaveCount(0)
  expect((await historyLines(leia))[0]).toBe("Placed Ackbar's base at Ryloth.")
  // Times read in the reader's own time zone, not in UTC.
  await expect(leia.locator('time').first()).not.toContainText('UTC')

  await page.goto(`/campaigns/${campaign.campaignId}/history`)
  expect(await historyLines(page)).toEqual([
    "Placed Ackbar's base at Ryloth.",
    "Placed Piett's base at Felucia.",
    "Placed Leia's base at Hoth.",
    "Placed Tarkin's base at Dantooine.",
    'Created the campaign “Undo Rim” (Green Knight (3 players a team)).',
  ])
  // Asked first: cancelled, nothing is undone.
  await page.getByRole('button', { name: 'Undo the last change' }).click()
  await expect(page.getByRole('group').filter({ hasText: 'Undoing takes back the last change' })).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('button', { name: 'Yes, undo it' })).toHaveCount(0)
  // Confirmed from a browser that runs no script: the question opens by itself, and the undo is made.
  const noScript = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false })
  const plain = await noScript.newPage()
  await plain.goto(campaign.organizerLink)
  await plain.goto(`/campaigns/${campaign.campaignId}/history`)
  await plain.getByText('Undo the last change').click()
  await expect(plain.getByText(/Undoing takes back the last change \(Placed Ackbar's base at Ryloth\.?\)/)).toBeVisible()
  await plain.getByRole('button', { name: 'Yes, undo it' }).click()
  await expect(plain.getByRole('status').filter({ hasText: 'The last change was undone.' })).toBeVisible()
  await noScript.close()
  await page.reload()
  await expect
    .poll(() => historyLines(page))
    .toEqual([
      "Undid: Placed Ackbar's base at Ryloth. (by Ackbar)",
      "Placed Piett's base at Felucia.",
      "Placed Leia's base at Hoth.",
      "Placed Tarkin's base at Dantooine.",
      'Created the campaign “Undo Rim” (Green Knight (3 players a team)).',
    ])
  await page.goto(`/campaigns/${campaign.campaignId}/map`)
  await expect(page.getByRole('link', { name: /^Ryloth: Unoccupied/ })).toBeVisible()
})

test('[LINKS] a replaced link stops working and the new one opens the campaign', async ({ page, browser }) => {
  const campaign = await restoreStage(page, 'Links Rim', [])
  await page.goto(`/campaigns/${campaign.campaignId}`)
  await page.getByRole('link', { name: 'Organizer', exact: true }).click()
  await page.getByRole('button', { name: 'New link for Piett (Empire)' }).click()
  const fresh = await page.getByRole('textbox', { name: 'New link for Piett (Empire)' }).inputValue()
  expect(fresh).not.toBe(campaign.links.Piett)

  const { page: old } = await openAs(browser, campaign.links.Piett!)
  await expect(old.getByRole('heading', { name: 'This link is not valid' })).toBeVisible()
  const response = await old.request.get(campaign.links.Piett!, { maxRedirects: 0 })
  expect(response.status()).toBe(404)
  // Without a valid link the campaign does not exist for this visitor.
  expect((await old.request.get(`/campaigns/${campaign.campaignId}`)).status()).toBe(404)

  const { page: renewed } = await openAs(browser, fresh)
  await expect(renewed.getByText('Signed in as')).toContainText('Piett')
  // Unknown ids in URLs are a clear 404, for this visitor as for anyone.
  const unknownSystem = await renewed.goto(`/campaigns/${campaign.campaignId}/map?system=alderaan`)
  expect(unknownSystem?.status()).toBe(404)
  await expect(renewed.getByRole('heading', { name: 'Not found' })).toBeVisible()
  expect((await renewed.request.get('/campaigns/no-such-campaign')).status()).toBe(404)
  // A player has no organizer page and no export.
  expect((await renewed.request.get(`/campaigns/${campaign.campaignId}/export`)).status()).toBe(403)
  await expect(renewed.getByRole('link', { name: 'Organizer', exact: true })).toHaveCount(0)
})

test('[FILE] export then import gives the same map and history; a bad file changes nothing', async ({ page, browser }, testInfo) => {
  const campaign = await withSomeBases(page, 'Exported Rim')
  await page.goto(`/campaigns/${campaign.campaignId}/organizer`)
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download the campaign file' }).click()
  const file = testInfo.outputPath('campaign.json')
  await (await download).saveAs(file)
  expect(JSON.parse(readFileSync(file, 'utf8')).format).toBe('rim-command/campaign')

  await page.goto(`/campaigns/${campaign.campaignId}/history`)
  const originalHistory = await historyLines(page)
  const originalView = await (await page.request.get(`/api/campaigns/${campaign.campaignId}`)).json()

  // Bad files first: not JSON, then an edited campaign file.
  const notJson = testInfo.outputPath('notes.json')
  writeFileSync(notJson, 'these are my campaign notes')
  const edited = testInfo.outputPath('edited.json')
  const content = JSON.parse(readFileSync(file, 'utf8'))
  content.state.control.hoth.team = 'empire'
  writeFileSync(edited, JSON.stringify(content))
  const { page: importer } = await openAs(browser, '/import')
  await importer.getByLabel('Campaign file (.json)').setInputFiles(notJson)
  await importer.getByRole('button', { name: 'Import' }).click()
  await expect(importer.getByRole('main').getByRole('alert')).toContainText('not a Rim Command campaign file')
  await importer.getByLabel('Campaign file (.json)').setInputFiles(edited)
  await importer.getByRole('button', { name: 'Import' }).click()
  await expect(importer.getByRole('main').getByRole('alert')).toContainText('damaged or was edited')
  await expect(importer.getByRole('heading', { name: /Links for/ })).toHaveCount(0)

  await importer.getByLabel('Campaign file (.json)').setInputFiles(file)
  await importer.getByRole('button', { name: 'Import' }).click()
  await expect(importer.getByRole('heading', { name: 'Links for Exported Rim' })).toBeVisible()
  await expect(importer.getByLabel('Leia (Rebels)')).toBeVisible()
  await importer.getByRole('link', { name: 'Open the campaign' }).click()
  await importer.waitForURL(/\/campaigns\/[^/]+$/)
  const importedId = importer.url().split('/').pop()!
  expect(importedId).not.toBe(campaign.campaignId)
  const importedView = await (await importer.request.get(`/api/campaigns/${importedId}`)).json()
  expect(importedView.state).toEqual(originalView.state)
  await importer.getByRole('link', { name: 'History' }).click()
  expect(await historyLines(importer)).toEqual(originalHistory)
})

test('[NAME] the organizer renames the campaign; a name of spaces is refused and changes nothing; a player may not rename it', async ({ page, browser }) => {
  const campaign = await restoreStage(page, 'Name Rim', [])
  await page.goto(`/campaigns/${campaign.campaignId}/organizer`)
  const form = page.getByRole('form', { name: 'Campaign name' })
  const name = form.getByRole('textbox', { name: 'Name of the campaign' })
  await expect(name).toHaveValue('Name Rim')
  const stateName = async () => (await (await page.request.get(`/api/campaigns/${campaign.campaignId}`)).json()).state.name
  // Nothing visible is no name: refused with what to do, and the campaign keeps its name.
  await name.fill('   ')
  await form.getByRole('button', { name: 'Rename the campaign' }).click()
  await expect(form.getByRole('alert')).toHaveText('Give a name of 1 to 80 characters.')
  expect(await stateName()).toBe('Name Rim')
  await name.fill('The Outer Rim')
  await form.getByRole('button', { name: 'Rename the campaign' }).click()
  await expect(form.getByRole('status')).toHaveText('Campaign renamed.', { timeout: 15_000 })
  expect(await stateName()).toBe('The Outer Rim')
  await page.goto(`/campaigns/${campaign.campaignId}/history`)
  expect((await historyLines(page))[0]).toBe('Renamed the campaign “The Outer Rim”.')
  // A player's own link may not send it (R-SECRET: the organizer's settings).
  const { page: leia, context } = await openAs(browser, campaign.links.Leia!)
  const refused = await leia.request.post(`/api/campaigns/${campaign.campaignId}/commands`, {
    data: { command: { type: 'rename-campaign', name: 'Leia’s Rim' }, expectedVersion: await campaignVersion(leia, campaign.campaignId) },
  })
  expect(refused.status()).toBe(403)
  await context.close()
  expect(await stateName()).toBe('The Outer Rim')
})

test('[LANGUAGE] the organizer sets the campaign in French: its links open in French, unless the browser chose a language', async ({ page, browser }) => {
  const campaign = await createCampaignThroughUi(page, 'Langue Rim')
  expect(campaign.links.Leia).toMatch(/\/join\/[\w-]+\?lang=en$/)
  // A browser whose person chose English before their link came keeps English.
  const baseURL = test.info().project.use.baseURL
  const chosen = await browser.newContext({ baseURL })
  const ackbar = await chosen.newPage()
  await ackbar.goto('/')
  await ackbar.getByRole('form', { name: 'Language' }).getByRole('button', { name: 'English' }).click()
  await expect.poll(async () => (await chosen.cookies()).find((c) => c.name === 'rim-locale')?.value).toBe('en')

  await page.goto(`/campaigns/${campaign.campaignId}/organizer`)
  const language = page.getByRole('form', { name: 'Campaign language' })
  await expect(language.getByRole('radio', { name: 'English' })).toBeChecked()
  await language.getByRole('radio', { name: 'French' }).check()
  await language.getByRole('button', { name: 'Set the language' }).click()
  await expect(language.getByRole('status')).toHaveText('Language set.')
  expect((await (await page.request.get(`/api/campaigns/${campaign.campaignId}`)).json()).state.language).toBe('fr')

  // A value the app does not speak is refused with a clear message, and nothing changes.
  const before = await campaignVersion(page, campaign.campaignId)
  await page.reload()
  await language.getByRole('radio', { name: 'English' }).evaluate((radio: HTMLInputElement) => {
    radio.value = 'de'
    radio.checked = true
  })
  await language.getByRole('button', { name: 'Set the language' }).click()
  await expect(language.getByRole('alert')).toHaveText('Choose English or French as the campaign’s language. Nothing was changed.')
  const refused = await page.request.post(`/api/campaigns/${campaign.campaignId}/commands`, {
    data: { command: { type: 'set-campaign-language', language: 'de' }, expectedVersion: before },
  })
  expect(refused.status()).toBe(422)
  expect(await campaignVersion(page, campaign.campaignId)).toBe(before)
  expect((await (await page.request.get(`/api/campaigns/${campaign.campaignId}`)).json()).state.language).toBe('fr')

  // The organizer's alone: a player may not set it.
  const { page: piett, context: piettContext } = await openAs(browser, campaign.links.Piett!)
  const forbidden = await piett.request.post(`/api/campaigns/${campaign.campaignId}/commands`, {
    data: { command: { type: 'set-campaign-language', language: 'en' }, expectedVersion: before },
  })
  expect(forbidden.status()).toBe(403)
  await piettContext.close()

  // A player opening their link in a fresh browser gets the campaign in French, remembered by a cookie.
  const { page: leia, context: leiaContext } = await openAs(browser, campaign.links.Leia!)
  await expect(leia.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(leia.getByText('Connecté en tant que')).toContainText('Leia (Rebelles)')
  await expect(leia.getByRole('heading', { name: 'Aperçu', level: 1 })).toBeVisible()
  const cookie = (await leiaContext.cookies()).find((c) => c.name === 'rim-locale')!
  expect(cookie).toMatchObject({ value: 'fr', httpOnly: true, sameSite: 'Lax', path: '/' })
  expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000)
  // Times read in her language (and still in her own time zone).
  await leia.getByRole('link', { name: 'Historique' }).click()
  await expect(leia.locator('time').first()).toBeVisible()
  await expect(leia.locator('time').first()).not.toContainText(/AM|PM|UTC/)

  // The browser that chose English keeps English.
  await ackbar.goto(campaign.links.Ackbar!)
  await expect(ackbar.locator('html')).toHaveAttribute('lang', 'en')
  await expect(ackbar.getByText('Signed in as')).toContainText('Ackbar (Rebels)')

  // A link handed out now names the campaign's language.
  await page.getByRole('button', { name: 'New link for Thrawn (Empire)' }).click()
  await expect(page.getByRole('textbox', { name: 'New link for Thrawn (Empire)' })).toHaveValue(/\/join\/[\w-]+\?lang=fr$/)
  await leiaContext.close()
  await chosen.close()
})
