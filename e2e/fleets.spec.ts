// Fleets and commanders as players enter them (R-SETUP-2, R-SETUP-3, R-SETUP-6, R-FLEET-START,
// R-FLEET-ALWAYS, R-FLEET-IMPORT, R-CMD-1, R-SECRET-FLEET).
import { expect, test, type Page } from '@playwright/test'
import { campaignVersion, openAs } from './support/campaign'
import { baseCommands, empireFleet, fleetCommands, sendCommand } from './support/fleets'
import { restoreStage } from './support/restore'

async function addCard(page: Page, field: string, search: string, button: string) {
  await page.getByLabel(field, { exact: true }).fill(search)
  await page.getByRole('button', { name: button }).click()
}

const KINGSTON_EXPORT = `Name: Lothal Relief Group
Faction: Rebel
Commander:

Assault: Opening Salvo
Defense: Hyperspace Assault
Navigation: Intel Sweep

Assault Frigate Mark II B (72)
• Electronic Countermeasures (7)
= 79 Points

CR90 Corvette A (44)
• Leading Shots (4)
= 48 Points

GR-75 Medium Transports (18)
• Comms Net (2)
= 20 Points

Squadrons:
• 2 x X-wing Squadron (26)
• 2 x Y-wing Squadron (20)
= 46 Points

Total Points: 193`

test('[FLEET] a player builds a legal 200-point fleet on a phone', async ({ page, browser }) => {
  const campaign = await restoreStage(page, 'Fleet Rim', [])
  const { page: tarkin } = await openAs(browser, campaign.links.Tarkin!, { phone: true })
  await tarkin.getByRole('link', { name: 'Your fleet and commander' }).click()

  // The commander: a name is required, said at the field itself; then a tier-1 ability only (R-CMD-1).
  await tarkin.getByRole('button', { name: 'Save commander' }).click()
  await expect(tarkin.getByLabel('Commander name')).toHaveAccessibleDescription('Give the commander a name.')
  await tarkin.getByLabel('Commander name').fill('Captain Vorn')
  await tarkin.getByLabel(/^Master Gunner I\b/).check()
  await tarkin.getByRole('button', { name: 'Save commander' }).click()
  await expect(tarkin.getByRole('status').filter({ hasText: 'Commander saved.' })).toBeVisible()

  // The finder reads names as the importer does: an arabic numeral finds the roman one, "isd" the Imperial Star
  // Destroyers (R-FLEET-IMPORT).
  await tarkin.getByLabel('Add a ship', { exact: true }).fill('isd')
  await expect(tarkin.getByRole('list', { name: 'Matches for Add a ship' }).getByRole('button').first()).toHaveText(/^Add Imperial I/)
  await tarkin.getByLabel('Add a ship', { exact: true }).fill('victory 2')
  await expect(tarkin.getByRole('list', { name: 'Matches for Add a ship' }).getByRole('button')).toHaveText([/^Add Victory II-class Star Destroyer \(85\)/])
  await addCard(tarkin, 'Add a ship', 'victory 2', 'Add Victory II-class Star Destroyer (85)')
  await addCard(tarkin, 'Add an upgrade to Victory II-class Star Destroyer', 'gunnery', 'Add Gunnery Team (7)')
  await addCard(tarkin, 'Add a ship', 'raider i-', 'Add Raider I-class Corvette (44)')
  await addCard(tarkin, 'Add an upgrade to Raider I-class Corvette', 'concussion', 'Add Assault Concussion Missiles (7)')
  await addCard(tarkin, 'Add a ship', 'gozanti', 'Add Gozanti-class Cruisers (23)')
  await addCard(tarkin, 'Add an upgrade to Gozanti-class Cruisers', 'comms', 'Add Comms Net (2)')
  for (let i = 0; i < 4; i++) await addCard(tarkin, 'Add a squadron', 'tie fighter', 'Add TIE Fighter Squadron (8)')
  await tarkin.getByLabel('Assault objective', { exact: true }).selectOption({ label: 'Most Wanted' })
  await tarkin.getByLabel('Defense objective', { exact: true }).selectOption({ label: 'Fleet in Being' })
  await tarkin.getByLabel('Navigation objective', { exact: true }).selectOption({ label: 'Solar Corona' })
  await expect(tarkin.getByText('Fleet 200 / 200 points · Squadrons 32 / 67')).toBeVisible()
  await expect(tarkin.getByText('Legal starting fleet.')).toBeVisible()
  // The total stays on the phone's screen down to the save button, a whole fleet below it.
  await tarkin.getByRole('button', { name: 'Save fleet' }).scrollIntoViewIfNeeded()
  await expect(tarkin.getByText('Fleet 200 / 200 points · Squadrons 32 / 67')).toBeInViewport()

  // Bad input: a second flotilla and one point too many are named with their rules.
  await addCard(tarkin, 'Add a ship', 'gozanti-class assault', 'Add Gozanti-class Assault Carriers (28)')
  await expect(tarkin.getByText('Only one flotilla is allowed (R-FLEET-START 2).')).toBeVisible()
  await expect(tarkin.getByText('The fleet is worth 228 points, over its limit of 200 (R-FLEET-START 1).')).toBeVisible()
  await tarkin.getByRole('button', { name: 'Remove Gozanti-class Assault Carriers' }).click()
  await expect(tarkin.getByText('Legal starting fleet.')).toBeVisible()

  await tarkin.getByRole('button', { name: 'Save fleet' }).click()
  await expect(tarkin.getByRole('status').filter({ hasText: 'Fleet saved.' })).toBeVisible()
  await tarkin.getByRole('link', { name: 'All fleets' }).click()
  await expect(tarkin.getByRole('listitem').filter({ hasText: "Tarkin's fleet" })).toContainText('Ready')
  // The other team's fleets are not listed, and cannot be opened (R-SECRET-FLEET).
  await expect(tarkin.getByRole('heading', { name: 'Rebels' })).toHaveCount(0)
  expect((await tarkin.goto(`/campaigns/${campaign.campaignId}/fleets/rebels-1`))?.status()).toBe(404)
})

test('[FLEET] a player pastes a fleet builder export; unreadable lines save nothing; the builder then shows the import', async ({ page, browser }) => {
  const campaign = await restoreStage(page, 'Import Rim', [])
  const { page: leia } = await openAs(browser, campaign.links.Leia!)
  await leia.getByRole('link', { name: 'Your fleet and commander' }).click()

  // Bad input: a card no data knows. The preview names it before anything is sent, the import refuses it.
  await leia.getByLabel('Fleet text').fill(KINGSTON_EXPORT.replace('Leading Shots (4)', 'Turbo Laser Party (4)'))
  const preview = leia.getByRole('region', { name: 'Import preview' })
  await expect(preview.getByRole('row').filter({ hasText: 'Turbo Laser Party' })).toContainText('Not imported: no card of that name')
  await leia.getByRole('button', { name: 'Import fleet' }).click()
  const alert = leia.getByRole('main').getByRole('alert')
  await expect(alert).toContainText('Nothing was saved: 1 line could not be read as a card (R-FLEET-IMPORT).')
  await expect(alert).toContainText('Line 14: “• Turbo Laser Party (4)”: no card of that name.')
  await leia.goto(`/campaigns/${campaign.campaignId}/fleets`)
  await expect(leia.getByRole('listitem').filter({ hasText: "Leia's fleet" })).toContainText('Not built yet')

  await leia.goto(`/campaigns/${campaign.campaignId}/fleets/rebels-1`)
  // An unsaved edit in the builder above: the import replaces it.
  await addCard(leia, 'Add a ship', 'nebulon', 'Add Nebulon-B Escort Frigate (57)')
  await expect(leia.getByText('Fleet 57 / 200 points')).toBeVisible()
  await leia.getByLabel('Fleet text').fill(KINGSTON_EXPORT)
  await expect(preview.getByRole('status')).toHaveText('Read as a Ryan Kingston list: 3 ships, 3 upgrades, 4 squadrons, 3 objectives.')
  await leia.getByRole('button', { name: 'Import fleet' }).click()
  await expect(leia.getByRole('status').filter({ hasText: 'Fleet imported and saved.' })).toBeVisible()
  // The builder shows the imported fleet at once; the import keeps what the list says, the rules then name what is wrong.
  await expect(leia.getByText('Fleet 193 / 200 points · Squadrons 46 / 67')).toBeVisible()
  await expect(leia.getByText('Intel Sweep is banned from starting fleets in this campaign (R-FLEET-START 8).')).toBeVisible()
  await expect(leia.getByText('Choose one ship as flagship (R-FLEET-START 3).')).toBeVisible()
  // Saving the builder now keeps the imported fleet: it does not write back the empty fleet it started with.
  await leia.getByRole('button', { name: 'Save fleet' }).click()
  await expect(leia.getByRole('status').filter({ hasText: 'Fleet saved.' })).toBeVisible()
  await leia.reload()
  await expect(leia.getByText('Fleet 193 / 200 points · Squadrons 46 / 67')).toBeVisible()
  // The draft begun before the import is gone with it.
  await expect(leia.getByText(/Unsaved draft restored/)).toHaveCount(0)
  // Exported back in the Warlords format.
  await expect(leia.getByRole('textbox', { name: 'Export (Armada Warlords text)' })).toHaveValue(
    /Lothal Relief Group[\s\S]*Assault Frigate Mark II B \(72 points\)/,
  )
})

test('[FLEET] an unsaved draft survives a reload and another person’s change, until it is saved or discarded', async ({ page: organizer, browser }) => {
  const campaign = await restoreStage(organizer, 'Draft Rim', [])
  const { campaignId } = campaign
  const { page: tarkin } = await openAs(browser, campaign.links.Tarkin!)
  await tarkin.getByRole('link', { name: 'Your fleet and commander' }).click()
  await addCard(tarkin, 'Add a ship', 'victory ii', 'Add Victory II-class Star Destroyer (85)')
  await expect(tarkin.getByText('Fleet 85 / 200 points · Squadrons 0 / 67')).toBeVisible()

  // A reload brings the draft back, and says so.
  await tarkin.reload()
  await expect(tarkin.getByRole('status').filter({ hasText: 'Unsaved draft restored' })).toBeVisible()
  await expect(tarkin.getByText('Fleet 85 / 200 points · Squadrons 0 / 67')).toBeVisible()

  // Piett's fleet is saved meanwhile: Tarkin's page refreshes by itself and keeps the draft, which then saves.
  const refreshed = tarkin.waitForResponse((r) => r.request().headers()['rsc'] === '1' && r.url().includes('/fleets/empire-1'), { timeout: 15_000 })
  await sendCommand(organizer, campaignId, { type: 'set-fleet', fleetId: 'empire-2', draft: empireFleet(1) })
  await refreshed
  await expect(tarkin.getByText('Fleet 85 / 200 points · Squadrons 0 / 67')).toBeVisible()
  await tarkin.reload()
  await expect(tarkin.getByText('Fleet 85 / 200 points · Squadrons 0 / 67')).toBeVisible()
  await tarkin.getByRole('button', { name: 'Save fleet' }).click()
  await expect(tarkin.getByRole('status').filter({ hasText: 'Fleet saved.' })).toBeVisible()
  await tarkin.reload()
  await expect(tarkin.getByText('Fleet 85 / 200 points · Squadrons 0 / 67')).toBeVisible()
  await expect(tarkin.getByText(/Unsaved draft restored/)).toHaveCount(0)

  // A draft discarded goes back to the saved fleet, also after a reload.
  await addCard(tarkin, 'Add a ship', 'gozanti', 'Add Gozanti-class Cruisers (23)')
  await expect(tarkin.getByText('Fleet 108 / 200 points · Squadrons 0 / 67')).toBeVisible()
  await tarkin.reload()
  await expect(tarkin.getByText('Fleet 108 / 200 points · Squadrons 0 / 67')).toBeVisible()
  await tarkin.getByRole('button', { name: 'Discard the draft' }).click()
  await expect(tarkin.getByText('Fleet 85 / 200 points · Squadrons 0 / 67')).toBeVisible()
  await tarkin.reload()
  await expect(tarkin.getByText('Fleet 85 / 200 points · Squadrons 0 / 67')).toBeVisible()
  await expect(tarkin.getByText(/Unsaved draft restored/)).toHaveCount(0)
})

// A list as a blog shows it once copied: WordPress dashes, a card split over four lines by the HTML copy,
// December 2020 points, and a misspelt card.
const BLOG_LIST = `Picket from the forum

[ flagship ] Victory II-class Star Destroyer (85 points)
\u2013  Gunnery Teem  ( 7  points)
= 92 total ship cost

Raider I-class Corvette (44 points)
-
Assault Concussion Missiles
(
5 points)
= 49 total ship cost

4 TIE Fighter Squadrons ( 32 points)`

test('[FLEET] the import preview shows a pasted blog list line by line; close spellings are confirmed before saving', async ({ page, browser }) => {
  const campaign = await restoreStage(page, 'Preview Rim', [])
  const { page: tarkin } = await openAs(browser, campaign.links.Tarkin!)
  await tarkin.getByRole('link', { name: 'Your fleet and commander' }).click()

  await tarkin.getByLabel('Fleet text').fill(BLOG_LIST)
  const preview = tarkin.getByRole('region', { name: 'Import preview' })
  await expect(preview.getByRole('status')).toHaveText(
    'Read as an Armada Warlords list: 2 ships, 2 upgrades, 4 squadrons, 0 objectives; 1 card priced from the card data.',
  )
  const row = (line: string) => preview.getByRole('row').filter({ has: tarkin.getByRole('cell', { name: line, exact: true }) })
  await expect(row('1')).toContainText('Fleet name: Picket from the forum')
  await expect(row('3')).toContainText('Ship: Victory II-class Star Destroyer (85), flagship')
  await expect(row('4')).toContainText('Upgrade: Gunnery Team (7)')
  await expect(row('4')).toContainText('Read as “Gunnery Team”: check the name.')
  await expect(row('5')).toContainText('ignored: a total, recomputed from the card data')
  await expect(row('8–11')).toContainText('Upgrade: Assault Concussion Missiles (7)')
  await expect(row('8–11')).toContainText('Assault Concussion Missiles: 5 in the list (FFG 1.5 points), 7 in this campaign’s points era.')
  await expect(row('14')).toContainText('Squadron: 4 × TIE Fighter Squadron (32)')

  // Bad input: the misspelling is not confirmed yet.
  await tarkin.getByRole('button', { name: 'Import fleet' }).click()
  await expect(tarkin.getByRole('main').getByRole('alert')).toContainText('Nothing was saved: some names were read as close spellings of cards.')
  await expect(tarkin.getByText('Fleet 0 / 200 points · Squadrons 0 / 67')).toBeVisible()

  await tarkin.getByLabel('I checked the names read as other cards (1 marked “Read as” in the preview).').check()
  await tarkin.getByRole('button', { name: 'Import fleet' }).click()
  await expect(tarkin.getByRole('status').filter({ hasText: 'Fleet imported and saved.' })).toBeVisible()
  // 85 + 7 + 44 + 7 (ACM at the card data's 7, not the list's 5) + 32.
  await expect(tarkin.getByText('Fleet 175 / 200 points · Squadrons 32 / 67')).toBeVisible()
  await expect(tarkin.getByLabel('Fleet name')).toHaveValue('Picket from the forum')
})

test('[FLEET] an illegal fleet blocks the start with a named reason; a legal campaign starts', async ({ page, browser }) => {
  // Bases placed and guarded, every fleet entered (support/restore.ts).
  const campaign = await restoreStage(page, 'Start Rim', [...baseCommands(), ...fleetCommands()])
  const { campaignId } = campaign

  // Piett adds a second upgrade to his Victory: no longer a legal starting fleet (R-FLEET-START 4).
  const { page: piett } = await openAs(browser, campaign.links.Piett!)
  await piett.goto(`/campaigns/${campaignId}/fleets/empire-2`)
  await addCard(piett, 'Add an upgrade to Victory II-class Star Destroyer', 'expanded hangar', 'Add Expanded Hangar Bay (5)')
  await piett.getByRole('button', { name: 'Save fleet' }).click()
  await expect(piett.getByRole('status').filter({ hasText: 'Fleet saved.' })).toBeVisible()

  await page.goto(`/campaigns/${campaignId}`)
  await expect(page.getByText('Missing: Piett has a legal fleet and a task force commander')).toBeAttached()
  await page.getByRole('button', { name: 'Start the campaign' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    "Piett's fleet is not ready: it needs a legal fleet and a task force commander (R-SETUP-6).",
  )
  await expect(page.getByRole('status').first()).toContainText('Setup')

  // Piett removes it again; the organizer starts the campaign.
  await piett.reload()
  await piett.getByRole('button', { name: 'Remove Expanded Hangar Bay' }).click()
  await piett.getByRole('button', { name: 'Save fleet' }).click()
  await expect(piett.getByRole('status').filter({ hasText: 'Fleet saved.' })).toBeVisible()
  await page.reload()
  const before = await campaignVersion(page, campaignId)
  await page.getByRole('button', { name: 'Start the campaign' }).click()
  await expect(page.getByRole('status').first()).toContainText('Act I, turn 1: Strategy phase')
  expect(await campaignVersion(page, campaignId)).toBe(before + 1)
})

test('[PRINT] a fleet roster prints on one A4 page', async ({ page }) => {
  const campaign = await restoreStage(page, 'Roster Rim', fleetCommands())
  await page.goto(`/campaigns/${campaign.campaignId}/fleets/empire-1/roster`)
  await expect(page.getByRole('article', { name: "Roster: Tarkin's fleet" })).toContainText('[Flagship] Victory II-class Star Destroyer')
  await expect(page.getByRole('article', { name: "Roster: Tarkin's fleet" })).toContainText('4 × TIE Fighter Squadron (32)')
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Print the roster' })).toBeHidden()
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true })
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).toHaveLength(1)
})

test('[PRINT] rosters print in French, still one A4 page per fleet, and all of them two to a page', async ({ page, baseURL }) => {
  const campaign = await restoreStage(page, 'Roster Rim FR', fleetCommands())
  await page.context().addCookies([{ name: 'rim-locale', value: 'fr', url: baseURL! }])
  await page.goto(`/campaigns/${campaign.campaignId}/fleets/empire-1/roster`)
  const roster = page.getByRole('article', { name: 'Liste : la flotte de Tarkin' })
  await expect(roster).toContainText('[Flagship] Victory II-class Star Destroyer')
  await expect(roster).toContainText('Valeur de la flotte')
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Imprimer la liste' })).toBeHidden()
  const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length
  expect(pages(await page.pdf({ preferCSSPageSize: true, printBackground: true }))).toBe(1)

  // Every roster the organizer sees, two to a page, under the campaign's name and when it was printed.
  await page.emulateMedia({ media: 'screen' })
  await page.goto(`/campaigns/${campaign.campaignId}/fleets/roster`)
  await expect(page.getByRole('button', { name: 'Imprimer toutes les listes' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Roster Rim FR : listes des flottes Mise en place · imprimées le /)
  const fleets = await page.getByRole('article', { name: /^Liste : / }).count()
  expect(fleets).toBeGreaterThan(1)
  await page.emulateMedia({ media: 'print' })
  expect(pages(await page.pdf({ preferCSSPageSize: true, printBackground: true }))).toBe(Math.ceil(fleets / 2))
})
