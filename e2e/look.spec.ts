// The look at the table: pages follow the device's dark mode while prints stay black on white, the two
// factions keep their colour and mark everywhere, the navigation marks the current page, and a saved
// choice still shows after saving and after a reload.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { openAs } from './support/campaign'
import { baseCommands, fleetCommands, sendCommand } from './support/fleets'
import { restoreStage } from './support/restore'

/** Relative luminance (WCAG) of a computed CSS colour such as "rgb(2, 6, 23)". */
function luminance(color: string): number {
  const [r, g, b] = color
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map(Number)
  const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!)
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}
const style = (locator: Locator, property: 'color' | 'backgroundColor') => locator.evaluate((el, p) => getComputedStyle(el)[p], property)

async function bodyColours(page: Page) {
  const body = page.locator('body')
  return { background: await style(body, 'backgroundColor'), text: await style(body, 'color') }
}

test('[LOOK] dark mode on screen, light in print; faction marks and the current page in the navigation', async ({ page: organizer, browser }) => {
  test.setTimeout(120_000)
  // Bases placed and guarded, every fleet entered (support/restore.ts).
  const campaign = await restoreStage(organizer, 'Evening Rim', [...baseCommands(), ...fleetCommands()])
  const { campaignId } = campaign
  await organizer.goto(`/campaigns/${campaignId}`)

  // Light by default: dark text on a light page.
  const light = await bodyColours(organizer)
  expect(luminance(light.background)).toBeGreaterThan(0.9)
  expect(contrast(light.background, light.text)).toBeGreaterThan(7)

  // A device in dark mode gets a dark page with light text, and keeps it readable.
  const { page: leia } = await openAs(browser, campaign.links.Leia!)
  await leia.emulateMedia({ colorScheme: 'dark' })
  const dark = await bodyColours(leia)
  expect(luminance(dark.background)).toBeLessThan(0.05)
  expect(luminance(dark.text)).toBeGreaterThan(0.8)
  expect(contrast(dark.background, dark.text)).toBeGreaterThan(7)
  // Printing from that device gives black on white.
  await leia.emulateMedia({ media: 'print', colorScheme: 'dark' })
  const printed = await bodyColours(leia)
  expect(printed.background).toBe('rgb(255, 255, 255)')
  expect(printed.text).toBe('rgb(0, 0, 0)')
  await leia.emulateMedia({ media: 'screen', colorScheme: 'dark' })

  // The navigation marks the current page, and only it, with a style of its own.
  const nav = leia.getByRole('navigation', { name: 'Campaign' })
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page')
  await nav.getByRole('link', { name: 'Fleets' }).click()
  await expect(leia.getByRole('heading', { name: 'Fleets', level: 1 })).toBeVisible()
  const fleets = nav.getByRole('link', { name: 'Fleets' })
  await expect(fleets).toHaveAttribute('aria-current', 'page')
  await expect(nav.locator('[aria-current]')).toHaveCount(1)
  expect(await style(fleets, 'backgroundColor')).not.toBe(await style(nav.getByRole('link', { name: 'Map' }), 'backgroundColor'))
  // A fleet's own page still counts as Fleets; the summary, a tab of its own, marks Summary only.
  await leia.goto(`/campaigns/${campaignId}/fleets/rebels-1`)
  await expect(fleets).toHaveAttribute('aria-current', 'page')
  await leia.goto(`/campaigns/${campaignId}/summary`)
  await expect(leia.getByRole('heading', { name: /campaign summary/, level: 1 })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Summary' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.locator('[aria-current]')).toHaveCount(1)

  // The team's name carries its mark (not colour alone) in its faction colour, readable on the dark page.
  await leia.goto(`/campaigns/${campaignId}/fleets`)
  const rebels = leia.getByRole('heading', { name: 'Rebels', level: 2 })
  await expect(rebels.locator('svg polygon')).toHaveCount(1)
  const rebelInk = await style(rebels.locator('span').first(), 'color')
  expect(contrast(rebelInk, dark.background)).toBeGreaterThan(4.5)
  await expect(leia.getByText('Signed in as')).toContainText('Leia (Rebels)')

  // On the light map page the standings name both teams with their marks and faction colours.
  await organizer.goto(`/campaigns/${campaignId}/map`)
  const table = organizer.getByRole('table', { name: 'Campaign points' })
  const rebelRow = table.getByRole('rowheader', { name: 'Rebels' })
  const empireRow = table.getByRole('rowheader', { name: 'Empire' })
  await expect(rebelRow.locator('svg polygon')).toHaveCount(1)
  await expect(empireRow.locator('svg polygon')).toHaveCount(1)
  // Rebel red is the map's red; both read at 4.5:1 or more on white.
  expect(await style(rebelRow.locator('span').first(), 'color')).toBe('rgb(185, 28, 28)')
  expect(await style(empireRow.locator('span').first(), 'color')).toBe('rgb(30, 58, 95)')
  for (const row of [rebelRow, empireRow]) expect(contrast(await style(row.locator('span').first(), 'color'), 'rgb(255, 255, 255)')).toBeGreaterThan(4.5)
})

test('[LOOK] a saved choice still shows as saved: base defenses and the commander', async ({ page: organizer, browser }) => {
  test.setTimeout(120_000)
  // Every base placed, none guarded yet (support/restore.ts).
  const campaign = await restoreStage(
    organizer,
    'Saved Rim',
    baseCommands().filter((c) => c.type === 'place-base'),
  )
  const { campaignId } = campaign

  // Leia, the Rebel Grand Admiral, guards the bases on her phone (R-SETUP-5).
  const { page: leia } = await openAs(browser, campaign.links.Leia!, { phone: true })
  const form = leia.getByRole('form', { name: 'Rebels base defenses' })
  const hoth = form.getByLabel('Defense of the base at Hoth')
  const ryloth = form.getByLabel('Defense of the base at Ryloth')
  const yavin = form.getByLabel('Defense of the base at Yavin')
  // Bad input: one objective on two bases is refused with its reason, and nothing is saved.
  await hoth.selectOption({ label: 'Ion Cannon' })
  await ryloth.selectOption({ label: 'Ion Cannon' })
  await yavin.selectOption({ label: 'Fighter Wing' })
  await form.getByRole('button', { name: 'Save Rebels base defenses' }).click()
  await expect(leia.getByRole('main').getByRole('alert')).toContainText('Ion Cannon is given to two bases')
  await leia.reload()
  await expect(hoth).toHaveValue('')
  await expect(leia.getByRole('listitem').filter({ hasText: 'Hoth: defense not yet assigned' })).toBeVisible()

  await hoth.selectOption({ label: 'Ion Cannon' })
  await ryloth.selectOption({ label: 'Armed Station' })
  await yavin.selectOption({ label: 'Fighter Wing' })
  await form.getByRole('button', { name: 'Save Rebels base defenses' }).click()
  await expect(leia.getByRole('status').filter({ hasText: 'Base defenses saved.' })).toBeVisible()
  await expect(leia.getByRole('listitem').filter({ hasText: 'Hoth: Ion Cannon' })).toBeVisible()
  // The selects show what was saved, not "Choose…", right after saving and after a reload.
  for (const check of [false, true]) {
    if (check) await leia.reload()
    await expect(hoth.locator('option:checked')).toHaveText('Ion Cannon')
    await expect(ryloth.locator('option:checked')).toHaveText('Armed Station')
    await expect(yavin.locator('option:checked')).toHaveText('Fighter Wing')
  }

  // The commander form shows the saved name and ability after saving and after a reload.
  for (const command of fleetCommands().filter((c) => 'fleetId' in c && c.fleetId === 'rebels-1')) await sendCommand(organizer, campaignId, command)
  await leia.goto(`/campaigns/${campaignId}/fleets/rebels-1`)
  await leia.getByLabel('Commander name').fill('')
  await leia.getByRole('button', { name: 'Save commander' }).click()
  await expect(leia.getByRole('main').getByRole('alert')).toContainText('Give the commander a name')
  await leia.getByLabel('Commander name').fill('Captain Dodonna')
  await leia.getByLabel(/^Master Gunner I\b/).check()
  await leia.getByRole('button', { name: 'Save commander' }).click()
  await expect(leia.getByRole('status').filter({ hasText: 'Commander saved.' })).toBeVisible()
  for (const check of [false, true]) {
    if (check) await leia.reload()
    await expect(leia.getByLabel('Commander name')).toHaveValue('Captain Dodonna')
    await expect(leia.getByLabel(/^Master Gunner I\b/)).toBeChecked()
  }
})
