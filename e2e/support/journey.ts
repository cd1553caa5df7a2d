// The people of a whole-campaign journey, each on their own device, and a tally of what they do: every
// fill, choice, tick and press (an "action") is counted per phase and per person, and every page opened,
// so that the journey reports how many actions each phase takes.
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test'

export interface Person {
  name: string
  page: Page
  context: BrowserContext
}

/** Phone-sized Chromium (an iPhone 13's screen: 390 × 844), touch enabled. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 } as const

export async function personAt(browser: Browser, baseURL: string, name: string, link: string, phone: boolean): Promise<Person> {
  const context = await browser.newContext(phone ? { baseURL, ...PHONE } : { baseURL })
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

  /** A phase's line: total actions, per person, pages opened, seconds, and taps spared; null before any action. */
  private lineOf(phase: string): string | null {
    const byPerson = this.actions.get(phase)
    if (!byPerson) return null
    const total = [...byPerson.values()].reduce((a, b) => a + b, 0)
    const people = [...byPerson].map(([who, n]) => `${who} ${n}`).join(', ')
    const seconds = Math.round(this.seconds.get(phase) ?? 0)
    const spared = this.spares.get(phase) ?? 0
    return `${phase}: ${total} actions (${people}); ${this.opens.get(phase) ?? 0} pages opened; ${seconds} s${spared ? `; ${spared} taps spared (steps that finished by themselves)` : ''}`
  }

  /** One line per phase. */
  report(): string {
    return [...this.actions.keys()].map((phase) => this.lineOf(phase)!).join('\n')
  }
}

/** Interactions through labels and roles, each counted as one action of `who`. */
export function actions(tally: Tally, campaignId: () => string) {
  let active: Person | null = null
  return {
    /**
     * Opens a page of the campaign as `who`. The person who acted before puts their device away (their page goes
     * blank): a page left open refreshes itself on every change (LiveRefresh), and seven of them at once would
     * make the server render six pages for each action of the journey.
     */
    async open(who: Person, path: string) {
      if (active && active !== who) await active.page.goto('about:blank')
      active = who
      tally.opened()
      await who.page.goto(`/campaigns/${campaignId()}${path}`)
    },
    async click(who: Person, target: Locator) {
      tally.count(who)
      await target.click()
    },
    async fill(who: Person, target: Locator, value: string) {
      tally.count(who)
      await target.fill(value)
    },
    async choose(who: Person, target: Locator, label: string) {
      tally.count(who)
      await target.selectOption({ label })
    },
    async chooseMany(who: Person, target: Locator, labels: string[]) {
      tally.count(who)
      await target.selectOption(labels.map((label) => ({ label })))
    },
    async tick(who: Person, target: Locator) {
      tally.count(who)
      await target.check()
    },
  }
}
