// The refit editor keeps a player's unsaved changes (R-REFIT): across a reload, and when a teammate's saved
// change makes one of them impossible, which is then shown with the rule's reason and saves nothing.
import { expect, test, type Page } from '@playwright/test'
import { openAs } from './support/campaign'
import { firstManagementCommands, forceManagementUntil, sendCommand } from './support/fleets'
import { restoreStage } from './support/restore'

async function openRefit(page: Page, campaignId: string, fleetId: string, title: string) {
  await page.goto(`/campaigns/${campaignId}/fleets/${fleetId}/refit`)
  await expect(page.getByRole('heading', { name: `Refit of ${title}` })).toBeVisible()
}

test('[REFIT] a change a teammate makes impossible is kept, shown refused with its rule, and saves nothing', async ({ page: organizer, browser }) => {
  test.setTimeout(180_000)
  // Bases, fleets, the start and turn 1's battles, restored from a campaign file (support/restore.ts).
  const campaign = await restoreStage(organizer, 'Refit Rim', firstManagementCommands())
  const { campaignId } = campaign
  await forceManagementUntil(organizer, campaignId, 'refit')
  // The Rebels hold one Repair Yards token: it removes one upgrade card at refit (R-TOKEN-REPAIR).
  await sendCommand(organizer, campaignId, {
    type: 'override',
    reason: 'Token won at the table',
    target: { kind: 'tokens', team: 'rebels', token: 'repair-yards', value: 1 },
  })
  const { page: leia } = await openAs(browser, campaign.links.Leia!)
  const { page: ackbar } = await openAs(browser, campaign.links.Ackbar!, { phone: true })

  // Leia removes her Comms Net with the token, and does not save yet.
  await openRefit(leia, campaignId, 'rebels-1', "Leia's fleet")
  await expect(leia.getByRole('region', { name: 'What this refit allows' })).toContainText('Repair Yards1')
  await leia.getByRole('button', { name: 'Remove Comms Net with a Repair Yards token' }).click()
  const leiaChanges = leia.getByRole('list', { name: 'Your changes' })
  await expect(leiaChanges.getByRole('listitem')).toHaveText(['Remove Comms Net (1 Repair Yards, 1 to buy back)'])
  await expect(leia.getByRole('region', { name: 'What this refit allows' })).toContainText('Repair Yards0')

  // Ackbar, on his phone, spends the same token first and finishes his refit.
  await openRefit(ackbar, campaignId, 'rebels-2', "Ackbar's fleet")
  await ackbar.getByRole('button', { name: 'Remove Comms Net with a Repair Yards token' }).click()
  await expect(ackbar.getByRole('list', { name: 'Your changes' }).getByRole('listitem')).toHaveCount(1)
  const finish = ackbar.getByRole('form', { name: 'Save and finish the refit' })
  await finish.getByRole('button', { name: 'Save and finish the refit' }).click()
  await expect(finish.getByRole('group')).toContainText("Saving applies these changes to Ackbar's fleet: Remove Comms Net (1 Repair Yards, 1 to buy back).")
  await finish.getByRole('button', { name: 'Yes, save and finish' }).click()
  await expect(ackbar.getByRole('status').filter({ hasText: 'Refit finished.' })).toBeVisible()

  // Leia's page learns of it by itself: her change is kept, refused with the rule's reason, and cannot be saved.
  const refused = leia.getByRole('alert').filter({ hasText: 'Change 1' })
  await expect(refused).toContainText('Change 1 (Remove Comms Net (1 Repair Yards, 1 to buy back)) cannot be made now:')
  await expect(refused).toContainText('Your team has 0 of the tokens this needs (1) (R-TOKEN-REPAIR).')
  await expect(leia.getByRole('button', { name: 'Save changes' })).toHaveCount(0)
  await expect(leia.getByRole('button', { name: 'Save and finish the refit' })).toHaveCount(0)
  // A reload keeps it too.
  await leia.reload()
  await expect(leia.getByRole('status').filter({ hasText: 'Your unsaved change was restored.' })).toBeVisible()
  await expect(refused).toContainText('(R-TOKEN-REPAIR)')
  await refused.getByRole('button', { name: 'Remove this change' }).click()
  await expect(leia.getByText('No change yet.')).toBeVisible()
  // Nothing of hers was written: the Comms Net is still on her GR-75.
  await expect(leia.getByRole('list', { name: 'Upgrades of GR-75 Medium Transports' })).toContainText('Comms Net')
  await expect(leia.getByRole('region', { name: 'What this refit allows' })).toContainText('Repair Yards0')

  // The preview the editor asks for answers a malformed question with its reason, and another team's fleet
  // with a 404 that holds nothing of it.
  const previewOf = (fleetId: string) => `/api/campaigns/${campaignId}/fleets/${fleetId}/refit-preview`
  const malformed = await leia.request.post(previewOf('rebels-1'), { data: { changes: [{ op: 'add-card', index: 'first' }] } })
  expect(malformed.status()).toBe(422)
  expect(await malformed.json()).toEqual({ ok: false, message: expect.stringMatching(/.+/) })
  const theirs = await leia.request.post(previewOf('empire-1'), { data: { changes: [] } })
  expect(theirs.status()).toBe(404)
  expect(await theirs.text()).not.toContain('Victory')
  const mine = await leia.request.post(previewOf('rebels-1'), { data: { changes: [] } })
  expect(mine.status()).toBe(200)
  expect(JSON.stringify(await mine.json())).toContain('Comms Net')
})
