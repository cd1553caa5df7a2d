// The people of a whole-campaign journey, each on their own device, and a tally of what they do: every
// fill, choice, tick, press and page change (an "action") is counted per phase and per person, so that the
// journey reports how many actions each phase takes as people move between pages.
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { makeAwayable, setAway } from './away'

export interface Person {
  name: string
  page: Page
  context: BrowserContext
}

/**
 * Phone-sized Chromium (an iPhone 13's screen: 390 × 844 CSS pixels), touch enabled. Drawn at one device pixel
 * per CSS pixel: the layout a phone shows is the same, and a journey of a thousand steps need not pay
 * Chromium's software rasterising of nine times the pixels (the look specs screenshot what the eye sees).
 */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 } as const

/** A person's device: a phone or a laptop, whose page can be put away. */
export async function deviceOf(browser: Browser, baseURL: string, phone: boolean): Promise<BrowserContext> {
  const context = await browser.newContext(phone ? { baseURL, ...PHONE } : { baseURL })
  await makeAwayable(context)
  return context
}

export async function personAt(browser: Browser, baseURL: string, name: string, link: string, phone: boolean): Promise<Person> {
  const context = await deviceOf(browser, baseURL, phone)
  const page = await context.newPage()
  await page.goto(link)
  await expect(page.getByText('Signed in as')).toContainText(name === 'Organizer' ? 'Organizer' : name)
  return { name, page, context }
}

export class Tally {
  private phase = 'setup'
  private readonly actions = new Map<string, Map<string, number>>()
  private readonly opens = new Map<string, number>()
  private readonly spares = new Map<string, number>()
  private readonly seconds = new Map<string, number>()
  private since = Date.now()

  enter(phase: string): void {
    this.stop()
    // Each phase's line as it ends, so that a journey cut short still tells what it counted.
    const line = this.lineOf(this.phase)
    if (line) console.log(line)
    this.phase = phase
  }

  /** Closes the current phase's clock. */
  stop(): void {
    const now = Date.now()
    this.seconds.set(this.phase, (this.seconds.get(this.phase) ?? 0) + (now - this.since) / 1000)
    this.since = now
  }

  count(who: Person): void {
    const byPerson = this.actions.get(this.phase) ?? new Map<string, number>()
    byPerson.set(who.name, (byPerson.get(who.name) ?? 0) + 1)
    this.actions.set(this.phase, byPerson)
  }

  /** A tap the person no longer makes: their step finished by itself (nothing to decide). */
  spared(): void {
    this.spares.set(this.phase, (this.spares.get(this.phase) ?? 0) + 1)
  }

  opened(): void {
    this.opens.set(this.phase, (this.opens.get(this.phase) ?? 0) + 1)
  }

  /** A phase's line: total actions, per person, page changes among them, seconds, and taps spared; null before any action. */
  private lineOf(phase: string): string | null {
    const byPerson = this.actions.get(phase)
    if (!byPerson) return null
    const total = [...byPerson.values()].reduce((a, b) => a + b, 0)
    const people = [...byPerson].map(([who, n]) => `${who} ${n}`).join(', ')
    const seconds = Math.round(this.seconds.get(phase) ?? 0)
    const spared = this.spares.get(phase) ?? 0
    return `${phase}: ${total} actions (${people}); ${this.opens.get(phase) ?? 0} of them page changes; ${seconds} s${spared ? `; ${spared} taps spared (steps that finished by themselves)` : ''}`
  }

  /** A phase's actions, everyone's together. */
  totalOf(phase: string): number {
    return [...(this.actions.get(phase)?.values() ?? [])].reduce((a, b) => a + b, 0)
  }

  phases(): string[] {
    return [...this.actions.keys()]
  }

  /** One line per phase. */
  report(): string {
    return [...this.actions.keys()].map((phase) => this.lineOf(phase)!).join('\n')
  }
}

/** A duty's link, in the reader's words now or in the words pages used before they spoke to the reader. */
export type DutyName = string | RegExp

/**
 * Interactions through labels and roles, each counted as one action of `who`: every fill, choice, tick and
 * press, and every page change (a link followed). Nobody types an address: a person reaches each form from
 * the page they are on, by its links.
 */
export function actions(tally: Tally, campaignId: () => string, baseURL: string) {
  let active: Person | null = null
  /** The devices put away: picked up again, each shows the page it was left on, as it is now. */
  const away = new Set<Person>()
  /** Each person's glance at their home: their own session, scripts off. */
  const glances = new Map<Person, Page>()
  async function glanceOf(who: Person): Promise<Page> {
    const known = glances.get(who)
    if (known) return known
    const browser = who.context.browser()!
    const context = await browser.newContext({ baseURL, storageState: await who.context.storageState(), javaScriptEnabled: false })
    const glance = await context.newPage()
    glances.set(who, glance)
    return glance
  }

  /**
   * The person who acted before puts their device away (their page is hidden): a page in view follows every
   * change (LiveRefresh), and seven of them at once would make the server render six pages for each action of
   * the journey, while a hidden page only notes the change. Picking a device up again is not an action: the
   * page, shown again, brings itself up to date, and the journey waits until it shows the campaign's latest
   * version.
   */
  async function pickUp(who: Person) {
    if (active === who) return
    if (active) await putAway(active)
    active = who
    if (!away.has(who)) return
    away.delete(who)
    await setAway(who.page, false)
    const shown = who.page.locator('[data-live-version]')
    if (!campaignId() || (await shown.count()) === 0) return
    const answer = await who.context.request.get(`/api/campaigns/${campaignId()}/version`)
    const { version } = (await answer.json()) as { version: number }
    // At least that version: a step that finishes by itself may already have moved it on.
    await expect.poll(async () => Number(await shown.getAttribute('data-live-version'))).toBeGreaterThanOrEqual(version)
  }

  async function putAway(who: Person) {
    await setAway(who.page, true)
    away.add(who)
    if (active === who) active = null
  }

  /** A link followed: one action, and a page opened. */
  async function follow(who: Person, link: Locator) {
    await pickUp(who)
    tally.count(who)
    tally.opened()
    await link.click()
    await who.page.waitForLoadState()
  }

  const yourMove = (who: Person) => who.page.getByRole('region', { name: 'Your move' })

  return {
    pickUp,
    putAway,
    follow,
    /**
     * What the person last in hand sees: their page's address and its accessibility tree. A journey that fails
     * on a machine nobody can look at (CI keeps no trace) prints it, so the failure says what the page showed.
     */
    async inHandNow(): Promise<string> {
      if (!active) return 'nobody holds a device'
      const snapshot = await active.page
        .locator('body')
        .ariaSnapshot({ timeout: 5_000 })
        .catch((error: unknown) => `(no snapshot: ${String(error)})`)
      return `${active.name} holds ${active.page.url()}:\n${snapshot}`
    },
    /**
     * Takes `who` to the form of a duty (`there`: what shows it) as a person would: nothing when it is on the page they hold;
     * else the link to it on that page (the banner's next move, or "Your move" on the home); else the
     * navigation's Overview, then the duty's link in "Your move".
     */
    async toDuty(who: Person, duty: DutyName, there: (page: Page) => Locator) {
      await pickUp(who)
      const page = who.page
      if ((await there(page).count()) > 0) return
      const banner = page.getByRole('status').getByRole('link', { name: duty })
      if ((await banner.count()) > 0) await follow(who, banner.first())
      else {
        if ((await yourMove(who).getByRole('link', { name: duty }).count()) === 0) {
          await follow(who, page.getByRole('navigation', { name: 'Campaign' }).getByRole('link', { name: 'Overview', exact: true }))
        }
        await follow(who, yourMove(who).getByRole('link', { name: duty }).first())
      }
      // A link within the app changes the page without reloading it: the duty's form shows once it has.
      await expect(there(page).first()).toBeVisible()
    },
    /**
     * Whether `who`'s home lists this duty as theirs: a glance at the home as the server sends it, which is no
     * action of theirs. The glance runs no script (the home is whole in its HTML): a hundred of them along the
     * journey would otherwise each load and hydrate a page.
     */
    async owes(who: Person, duty: DutyName): Promise<boolean> {
      const probe = await glanceOf(who)
      await probe.goto(`/campaigns/${campaignId()}`)
      return (await probe.getByRole('region', { name: 'Your move' }).getByRole('link', { name: duty }).count()) > 0
    },
    async click(who: Person, target: Locator) {
      await pickUp(who)
      tally.count(who)
      await target.click()
    },
    async fill(who: Person, target: Locator, value: string) {
      await pickUp(who)
      tally.count(who)
      await target.fill(value)
    },
    async choose(who: Person, target: Locator, label: string) {
      await pickUp(who)
      tally.count(who)
      await target.selectOption({ label })
    },
    async chooseMany(who: Person, target: Locator, labels: string[]) {
      await pickUp(who)
      tally.count(who)
      await target.selectOption(labels.map((label) => ({ label })))
    },
    async tick(who: Person, target: Locator) {
      await pickUp(who)
      tally.count(who)
      await target.check()
    },
  }
}
