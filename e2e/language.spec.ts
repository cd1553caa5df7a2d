// The language switch on every page, and the first visit's language from the browser's preferences.
import { expect, test } from '@playwright/test'

test('[LANGUAGE] a person switches the start page to French, keeps it on reload, and switches back', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const languages = page.getByRole('form', { name: 'Language' })
  await expect(languages.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true')

  await languages.getByRole('button', { name: 'Français' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { name: 'Créer une campagne' })).toBeVisible()
  await expect(page.getByLabel('Nom de la campagne')).toBeVisible()

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('button', { name: 'Créer la campagne' })).toBeVisible()
  const langues = page.getByRole('form', { name: 'Langue' })
  await expect(langues.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true')

  await langues.getByRole('button', { name: 'English' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { name: 'Create a campaign' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Create the campaign' })).toBeVisible()
})

test('[LANGUAGE] a browser that prefers French gets French at its first visit', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'fr-FR' })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { name: 'Créer une campagne' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Nouveau ? Découvrez une démo' })).toBeVisible()
  await page.goto('/import')
  await expect(page.getByRole('heading', { name: 'Importer une campagne', level: 1 })).toBeVisible()
  await expect(page).toHaveTitle(/Importer une campagne/)
  await context.close()
})
