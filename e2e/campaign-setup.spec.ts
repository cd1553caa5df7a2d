// The foundation flow, as people use it: an organizer creates a campaign, six players open their own
// links on their own devices, place bases in turn and guard them in secret (R-SETUP-1, R-SETUP-4,
// R-SETUP-5, R-SECRET, R-HIST).
import { expect, test, type Page } from '@playwright/test'
import { Devices, makeAwayable } from './support/away'
import { EMPIRE, REBELS, campaignVersion, createCampaignThroughUi, openAs, recordResponses } from './support/campaign'

// Reward type “Ion Cannons” is public; the Base Defense objective is “Ion Cannon”.
const SECRET_WORDS = /Ion Cannon(?!s)|Armed Station|Fighter Wing|ion-cannon(?!s)|armed-station|fighter-wing/

/** The people's devices: only the one in a person's hand follows each change as it comes (support/away.ts). */
let devices = new Devices()

async function placeBase(page: Page, campaignId: string, system: string) {
  await devices.inHand(page)
  await page.goto(`/campaigns/${campaignId}`)
  await page.getByLabel('System for the base').selectOption({ label: system })
  await page.getByRole('button', { name: 'Place the base' }).click()
  await expect(page.getByText(`Your base is at ${system}.`)).toBeVisible()
}

test('[SETUP] create a campaign with bad input first, then a good one', async ({ page }) => {
  await page.goto('/')
  // Bad input: no name, duplicate player names. Nothing is created.
  await page.getByLabel('Empire player 1', { exact: true }).fill('Vader')
  await page.getByLabel('Empire player 2', { exact: true }).fill('Piett')
  await page.getByLabel('Empire player 3', { exact: true }).fill('Thrawn')
  await page.getByLabel('Rebels player 1', { exact: true }).fill('vader')
  await page.getByLabel('Rebels player 2', { exact: true }).fill('Ackbar')
  await page.getByLabel('Rebels player 3', { exact: true }).fill('Mon')
  await page.getByRole('button', { name: 'Create the campaign' }).click()
  await expect(page.getByText('Give the campaign a name.')).toBeVisible()
  await page.getByLabel('Campaign name').fill('Duplicates')
  await page.getByRole('button', { name: 'Create the campaign' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Two players have the same name')
  await expect(page.getByRole('main').getByRole('alert')).toContainText('R-SETUP-1')
  await expect(page.getByRole('heading', { name: /Links for/ })).toHaveCount(0)
})

test('[SETUP] six players place bases in turn, guard them in secret, and the map shows them', async ({ page, browser }) => {
  // Seven people's pages on a shared two-core machine.
  test.setTimeout(180_000)
  devices = new Devices()
  await makeAwayable(page.context())
  const campaign = await createCampaignThroughUi(page, 'Battle for the Rim')
  const { campaignId } = campaign
  const organizer = page
  await organizer.getByRole('link', { name: 'Open the campaign' }).click()
  await expect(organizer.getByText('Signed in as')).toContainText('Organizer')
  await devices.add(organizer)

  const players: Record<string, Page> = {}
  for (const name of [...EMPIRE, ...REBELS]) {
    // Two players use a phone-sized screen.
    const { page: p } = await openAs(browser, campaign.links[name]!, { phone: name === 'Piett' || name === 'Ackbar', awayable: true })
    await expect(p.getByText('Signed in as')).toContainText(name)
    players[name] = await devices.add(p)
  }

  // Empire places first (R-SETUP-4): the Rebels are not offered a placement yet.
  await devices.inHand(players.Leia!)
  await expect(players.Leia!.getByRole('region', { name: 'Your move' })).toContainText('Tarkin: place a base')
  await expect(players.Leia!.getByLabel('System for the base')).toHaveCount(0)

  // Only legal systems are offered: no border system, no sub-zone.
  await devices.inHand(players.Tarkin!)
  const options = await players.Tarkin!.getByLabel('System for the base').locator('option').allTextContents()
  expect(options).toContain('Dantooine')
  expect(options).not.toContain('Lothal')
  expect(options).not.toContain('Mandalore')

  // An illegal placement is refused with its rule, in the map and on the server, and nothing changes.
  await players.Tarkin!.goto(`/campaigns/${campaignId}/map?system=lothal`)
  await expect(players.Tarkin!.getByText('Lothal is a border system: no base may be placed there at setup (R-SETUP-4).')).toBeVisible()
  const version = await campaignVersion(players.Tarkin!, campaignId)
  const forged = await players.Tarkin!.request.post(`/api/campaigns/${campaignId}/commands`, {
    data: { command: { type: 'place-base', playerId: 'empire-1', systemId: 'lothal' }, expectedVersion: version },
  })
  expect(forged.status()).toBe(422)
  expect((await forged.json()).message).toContain('R-SETUP-4')
  expect(await campaignVersion(players.Tarkin!, campaignId)).toBe(version)

  // A Rebel cannot place for an Empire player (403, nothing changes).
  const forOther = await players.Leia!.request.post(`/api/campaigns/${campaignId}/commands`, {
    data: { command: { type: 'place-base', playerId: 'empire-1', systemId: 'dantooine' }, expectedVersion: version },
  })
  expect(forOther.status()).toBe(403)

  const order: [string, string][] = [
    ['Tarkin', 'Dantooine'],
    ['Leia', 'Hoth'],
    ['Piett', 'Felucia'],
    ['Ackbar', 'Ryloth'],
    ['Thrawn', 'Kessel'],
    ['Mon Mothma', 'Yavin'],
  ]
  for (const [player, system] of order) await placeBase(players[player]!, campaignId, system)

  // Rebels' Grand Admiral (Leia) guards the bases; a forged request for the Empire's bases is refused.
  const leia = players.Leia!
  await devices.inHand(leia)
  await leia.reload()
  await leia.getByLabel('Defense of the base at Hoth').selectOption({ label: 'Ion Cannon' })
  await leia.getByLabel('Defense of the base at Ryloth').selectOption({ label: 'Armed Station' })
  await leia.getByLabel('Defense of the base at Yavin').selectOption({ label: 'Ion Cannon' })
  await leia.getByRole('button', { name: 'Save Rebels base defenses' }).click()
  await expect(leia.getByRole('main').getByRole('alert')).toContainText('Ion Cannon is given to two bases')
  await leia.getByLabel('Defense of the base at Yavin').selectOption({ label: 'Fighter Wing' })
  await leia.getByRole('button', { name: 'Save Rebels base defenses' }).click()
  await expect(leia.getByRole('status').filter({ hasText: 'Base defenses saved.' })).toBeVisible()
  const forgedDefense = await leia.request.post(`/api/campaigns/${campaignId}/commands`, {
    data: {
      command: { type: 'assign-base-defenses', team: 'empire', assignments: [{ systemId: 'dantooine', defense: 'ion-cannon' }] },
      expectedVersion: await campaignVersion(leia, campaignId),
    },
  })
  expect(forgedDefense.status()).toBe(403)

  // An Empire player (not the Grand Admiral) browses everything: no Base Defense name reaches them.
  const tarkin = players.Tarkin!
  await devices.inHand(tarkin)
  const recorded = recordResponses(tarkin)
  for (const path of ['', '/map', '/map?system=hoth', '/map?system=yavin', '/history']) {
    await tarkin.goto(`/campaigns/${campaignId}${path}`)
  }
  await tarkin.getByRole('link', { name: 'Overview' }).click()
  await tarkin.getByRole('link', { name: 'Map' }).click()
  await expect(tarkin.getByRole('heading', { name: /campaign map/ })).toBeVisible()
  // The two tabs may be drawn from what the browser prefetched: the map is read again from the server as well.
  await tarkin.reload()
  await expect(tarkin.getByRole('heading', { name: /campaign map/ })).toBeVisible()
  await tarkin.request.get(`/api/campaigns/${campaignId}`).then(async (r) => recorded.bodies.push(await r.text()))
  await recorded.done()
  expect(recorded.bodies.length).toBeGreaterThan(5)
  for (const body of recorded.bodies) expect(body).not.toMatch(SECRET_WORDS)
  // The Rebels see their own.
  await devices.inHand(players['Mon Mothma']!)
  await players['Mon Mothma']!.goto(`/campaigns/${campaignId}/map?system=yavin`)
  await expect(players['Mon Mothma']!.getByText('Fighter Wing')).toBeVisible()

  // The Empire's Grand Admiral guards the Empire bases.
  const thrawn = players.Thrawn!
  await devices.inHand(thrawn)
  await thrawn.reload()
  await thrawn.getByLabel('Defense of the base at Dantooine').selectOption({ label: 'Fighter Wing' })
  await thrawn.getByLabel('Defense of the base at Felucia').selectOption({ label: 'Ion Cannon' })
  await thrawn.getByLabel('Defense of the base at Kessel').selectOption({ label: 'Armed Station' })
  await thrawn.getByRole('button', { name: 'Save Empire base defenses' }).click()
  await expect(thrawn.getByRole('status').filter({ hasText: 'Base defenses saved.' })).toBeVisible()

  // The checklist shows bases and defenses done, fleets still missing.
  await devices.inHand(organizer)
  await organizer.reload()
  await expect(organizer.getByText('Done: Tarkin has placed a base')).toBeAttached()
  await expect(organizer.getByText('Done: Rebels bases each have a Base Defense objective')).toBeAttached()
  await expect(organizer.getByText('Missing: Leia has a legal fleet and a task force commander')).toBeAttached()

  // The map shows all six bases to everyone.
  await devices.inHand(tarkin)
  await tarkin.goto(`/campaigns/${campaignId}/map`)
  for (const system of ['Dantooine', 'Felucia', 'Kessel']) await expect(tarkin.getByRole('link', { name: new RegExp(`^${system}: Empire base`) })).toBeVisible()
  for (const system of ['Hoth', 'Ryloth', 'Yavin']) await expect(tarkin.getByRole('link', { name: new RegExp(`^${system}: Rebel base`) })).toBeVisible()
  await expect(tarkin.getByRole('link', { name: /^Lothal: Unoccupied/ })).toBeVisible()
})

test('[SETUP] under the official 2019 preset the map shows the official rewards (R-REWARD 1)', async ({ page }) => {
  await page.goto('/')
  await page.getByLabel('Campaign name').fill('Official Rim')
  for (const [i, player] of EMPIRE.entries()) await page.getByLabel(`Empire player ${i + 1}`, { exact: true }).fill(player)
  for (const [i, player] of REBELS.entries()) await page.getByLabel(`Rebels player ${i + 1}`, { exact: true }).fill(player)
  await page.getByLabel('Official 2019 (2 or 3 players a team)').check()
  await page.getByLabel('Empire player 3 is Grand Admiral').check()
  await page.getByLabel('Rebels player 1 is Grand Admiral').check()
  await page.getByRole('button', { name: 'Create the campaign' }).click()
  const href = await page.getByRole('link', { name: 'Open the campaign' }).getAttribute('href')
  const campaignId = href!.split('/').pop()!
  await page.getByRole('link', { name: 'Open the campaign' }).click()
  await expect(page.getByText('Signed in as')).toContainText('Organizer')
  // Lothal: official squadrons 30/15 (Green Knight 24/16).
  await page.goto(`/campaigns/${campaignId}/map?system=lothal`)
  const details = page.locator('#details')
  await expect(details.getByRole('listitem').filter({ hasText: 'Squadrons' })).toHaveText('Squadrons: winner 30, loser 15 fleet points')
  // Hoth: Ion Cannons only, no Fleet Command.
  await page.goto(`/campaigns/${campaignId}/map?system=hoth`)
  await expect(details.getByRole('listitem').filter({ hasText: 'Ion Cannons' })).toHaveText('Ion Cannons: winner 10, loser 5 fleet points')
  await expect(details.getByText('Fleet Command')).toHaveCount(0)
})
