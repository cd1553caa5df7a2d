// CREATION_PASSPHRASE: on an instance whose host set a passphrase, a stranger creates nothing (a campaign, a
// demo, an import: each refused with a clear message and nothing stored), and the group, who know it, create
// and import as before. The instance runs on its own port and database, as a host runs it.
import Database from 'better-sqlite3'
import { expect, test } from '@playwright/test'
import { createCommandFor, campaignFileOf, newStage } from './support/restore'
import { freePort, freshDatabasePath, startStandalone, type StandaloneServer } from './support/standalone'

test.describe.configure({ mode: 'serial' })

const PASSPHRASE = 'Kessel Run in 12 parsecs'
let server: StandaloneServer | undefined
let database: string

test.beforeAll(async () => {
  const port = await freePort()
  database = freshDatabasePath(`passphrase-${port}.db`)
  server = await startStandalone({ port, database, env: { CREATION_PASSPHRASE: PASSPHRASE } })
})

test.afterAll(async () => {
  if (server && server.process.exitCode === null) {
    server.process.kill('SIGTERM')
    await server.exited
  }
})

function campaignsStored(): number {
  const db = new Database(database, { readonly: true })
  try {
    return (db.prepare('select count(*) as n from campaigns').get() as { n: number }).n
  } finally {
    db.close()
  }
}

test('[SECURITY] the start page asks for the passphrase: a wrong one creates nothing, the right one creates the campaign', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto(server!.url)
  const create = page.getByRole('region', { name: 'Create a campaign' })
  await page.getByLabel('Campaign name').fill('Guarded Rim')
  for (const [i, n] of ['Tarkin', 'Piett', 'Thrawn'].entries()) await page.getByLabel(`Empire player ${i + 1}`, { exact: true }).fill(n)
  for (const [i, n] of ['Leia', 'Ackbar', 'Mon Mothma'].entries()) await page.getByLabel(`Rebels player ${i + 1}`, { exact: true }).fill(n)
  await page.getByLabel('Empire player 3 is Grand Admiral').check()
  await page.getByLabel('Rebels player 1 is Grand Admiral').check()
  const passphrase = create.getByLabel('Passphrase of this instance')
  await passphrase.fill('Kessel Run in 14 parsecs')
  await page.getByRole('button', { name: 'Create the campaign' }).click()
  await expect(create.getByRole('alert')).toContainText("This is not this instance's passphrase: nothing was created.")
  // What was typed stays, but the passphrase, which is never sent back.
  await expect(page.getByLabel('Campaign name')).toHaveValue('Guarded Rim')
  await expect(create.getByLabel('Passphrase of this instance')).toHaveValue('')
  expect(campaignsStored()).toBe(0)

  // The demo asks for it too.
  const demo = page.getByRole('region', { name: 'New here? Look around a demo' })
  await demo.getByLabel('Passphrase of this instance').fill('guess')
  await demo.getByRole('button', { name: 'Create a demo campaign' }).click()
  await expect(demo.getByRole('alert')).toContainText("This is not this instance's passphrase")
  expect(campaignsStored()).toBe(0)

  await create.getByLabel('Passphrase of this instance').fill(PASSPHRASE)
  await page.getByRole('button', { name: 'Create the campaign' }).click()
  await expect(page.getByRole('heading', { name: 'Links for Guarded Rim' })).toBeVisible()
  expect(campaignsStored()).toBe(1)
})

test('[SECURITY] an import without the passphrase is refused with a 403 and stores nothing; with it, the file imports', async ({ request, page }) => {
  const file = campaignFileOf(newStage(createCommandFor('Imported Rim')))
  const before = campaignsStored()
  const refused = await request.post(`${server!.url}/import/file`, { headers: { 'content-type': 'application/json', origin: server!.url }, data: file })
  expect(refused.status()).toBe(403)
  expect((await refused.json()).message).toContain('This instance asks for its passphrase')
  const wrong = await request.post(`${server!.url}/import/file`, {
    headers: { 'content-type': 'application/json', origin: server!.url, 'x-rim-passphrase': 'guess' },
    data: file,
  })
  expect(wrong.status()).toBe(403)
  expect(campaignsStored()).toBe(before)

  // The import page asks for it, next to the file.
  await page.goto(`${server!.url}/import`)
  await page.getByLabel('Campaign file (.json)').setInputFiles({ name: 'imported-rim.json', mimeType: 'application/json', buffer: Buffer.from(file) })
  await page.getByLabel('Passphrase of this instance').fill(PASSPHRASE)
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Links for Imported Rim' })).toBeVisible()
  expect(campaignsStored()).toBe(before + 1)
})
