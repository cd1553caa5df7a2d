// A device that can be put away: its page hidden, as a phone's screen turned off or a laptop's tab behind
// another. Chromium shows every page of a test as visible, so each open page would follow every change
// (LiveRefresh) and the server would render it again each time; a hidden page only notes the change and
// follows when it is shown again.
import type { BrowserContext, Page } from '@playwright/test'

/** The init script: `document.hidden` follows the person (kept by the tab across a reload, as a hidden tab stays hidden). */
function awayable() {
  let hidden = sessionStorage.getItem('rim-away') === 'yes'
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden })
  Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') })
  ;(window as unknown as { rimAway: (away: boolean) => void }).rimAway = (away) => {
    hidden = away
    sessionStorage.setItem('rim-away', away ? 'yes' : 'no')
    document.dispatchEvent(new Event('visibilitychange'))
  }
}

/** Lets the pages of `context` be put away; before its first page. */
export async function makeAwayable(context: BrowserContext): Promise<void> {
  await context.addInitScript(awayable)
}

/** Hides or shows the page; a page still loading (a link just followed) is taken once it has loaded. */
export async function setAway(page: Page, away: boolean): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await page.waitForLoadState()
    try {
      return await page.evaluate((hide) => (window as unknown as { rimAway: (away: boolean) => void }).rimAway(hide), away)
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('Execution context was destroyed')) throw error
    }
  }
}

/**
 * The devices of a spec's people, all put away but the one in a person's hand (and any named with it): only
 * those follow each change as it comes, as on a table where one person acts at a time.
 */
export class Devices {
  private readonly all = new Set<Page>()
  private readonly shown = new Set<Page>()

  /** A device just opened (its context made awayable), put away until its person takes it. */
  async add(page: Page): Promise<Page> {
    this.all.add(page)
    await setAway(page, true)
    return page
  }

  async inHand(page: Page, alsoShown: Page[] = []): Promise<void> {
    for (const other of this.all) {
      if (other === page || alsoShown.includes(other) || !this.shown.has(other)) continue
      await setAway(other, true)
      this.shown.delete(other)
    }
    if (this.all.has(page) && !this.shown.has(page)) {
      await setAway(page, false)
      this.shown.add(page)
    }
  }
}
