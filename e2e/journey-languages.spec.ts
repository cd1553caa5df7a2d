// The setup journey, once in each language (issue 13): an organizer whose browser speaks the language
// creates a campaign (a bad input first, refused in that language, nothing created), hands out the links;
// two players, one on a phone, open theirs and place bases; an illegal placement is refused with its rule
// in the reader's words. Every label is read from the catalogue of the language the page speaks.
import { expect, test, type Browser, type Page } from '@playwright/test'
import { say, type Locale } from './support/catalogue'
import { EMPIRE, REBELS } from './support/campaign'
import { PHONE } from './support/journey'

const BROWSER_LOCALE: Record<Locale, string> = { en: 'en-GB', fr: 'fr-FR' }

async function browse(browser: Browser, baseURL: string, locale: Locale, phone = false): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: BROWSER_LOCALE[locale], ...(phone ? PHONE : {}) })
  return context.newPage()
}

for (const locale of ['en', 'fr'] as const) {
  const s = (key: string, values?: Record<string, string | number>) => say(locale, key, values)
  const team = (id: 'empire' | 'rebels') => s('Terms.team', { team: id })

  test(`[I18N] the setup journey in ${locale === 'en' ? 'English' : 'French'}: create, hand out links, place bases, an illegal placement refused`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    const organizer = await browse(browser, baseURL!, locale)
    await organizer.goto('/')
    await expect(organizer.locator('html')).toHaveAttribute('lang', locale)

    // Bad input: no campaign name. Refused in the page's language; nothing is created.
    for (const [i, player] of EMPIRE.entries())
      await organizer.getByLabel(s('Home.create.player', { team: team('empire'), number: i + 1 }), { exact: true }).fill(player)
    for (const [i, player] of REBELS.entries())
      await organizer.getByLabel(s('Home.create.player', { team: team('rebels'), number: i + 1 }), { exact: true }).fill(player)
    await organizer.getByLabel(s('Home.create.isGrandAdmiral', { team: team('empire'), number: 3 })).check()
    await organizer.getByLabel(s('Home.create.isGrandAdmiral', { team: team('rebels'), number: 1 })).check()
    await organizer.getByRole('button', { name: s('Home.create.submit') }).click()
    await expect(organizer.getByText(s('Forms.name-missing'))).toBeVisible()
    await expect(organizer.getByRole('heading', { name: s('Home.links.title', { campaign: 'Rim' }) })).toHaveCount(0)

    const name = locale === 'en' ? 'Rim in English' : 'La Bordure en français'
    await organizer.getByLabel(s('Home.create.name')).fill(name)
    await organizer.getByRole('button', { name: s('Home.create.submit') }).click()
    await expect(organizer.getByRole('heading', { name: s('Home.links.title', { campaign: name }) })).toBeVisible()
    const tarkinLink = await organizer.getByLabel(s('Home.links.player', { name: 'Tarkin', team: team('empire') })).inputValue()
    const leiaLink = await organizer.getByLabel(s('Home.links.player', { name: 'Leia', team: team('rebels') })).inputValue()
    const campaignId = new URL((await organizer.getByRole('link', { name: s('Home.links.open') }).getAttribute('href'))!, baseURL).pathname.split('/').pop()!

    // Tarkin, on a phone, places first (the Empire places first, R-SETUP-4).
    const tarkin = await browse(browser, baseURL!, locale, true)
    await tarkin.goto(tarkinLink)
    await expect(tarkin.locator('html')).toHaveAttribute('lang', locale)
    // An illegal placement, from the map: refused with its rule, in the reader's words.
    await tarkin.goto(`/campaigns/${campaignId}/map?system=lothal`)
    await expect(tarkin.getByText(s('Violations.border-system', { system: 'Lothal', rule: 'R-SETUP-4' }))).toBeVisible()
    await tarkin.goto(`/campaigns/${campaignId}`)
    await tarkin.getByLabel(s('Setup.placeForm.system')).selectOption({ label: 'Dantooine' })
    await tarkin.getByRole('button', { name: s('Setup.placeForm.submit') }).click()
    await expect(tarkin.getByText(s('Setup.ownBase', { system: 'Dantooine' }))).toBeVisible()

    const leia = await browse(browser, baseURL!, locale)
    await leia.goto(leiaLink)
    await leia.getByLabel(s('Setup.placeForm.system')).selectOption({ label: 'Hoth' })
    await leia.getByRole('button', { name: s('Setup.placeForm.submit') }).click()
    await expect(leia.getByText(s('Setup.ownBase', { system: 'Hoth' }))).toBeVisible()

    // The organizer's checklist says who has placed, in the same words.
    await organizer.goto(`/campaigns/${campaignId}`)
    await expect(organizer.getByText(s('Setup.checklist.base-placed', { player: 'Leia' }))).toBeVisible()
  })
}
