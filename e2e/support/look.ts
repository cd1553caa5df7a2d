// What the look specs share: the phone and desktop they look through, the screenshot tolerance, and the demo
// campaign they look at.
import { expect, type Page } from '@playwright/test'

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const
export const DESKTOP = { viewport: { width: 1440, height: 900 } } as const
// Font hinting and anti-aliasing move a few pixels from one run to the next, never a mark's colour or a layout.
export const SHOT = { maxDiffPixelRatio: 0.02, animations: 'disabled' } as const

/** Makes a demo campaign from the start page and stays on its links page. */
export async function createDemo(page: Page): Promise<void> {
  await page.goto('/')
  // A browser that made a demo before offers another.
  await page.getByRole('button', { name: /^Create (a|another) demo campaign$/ }).click()
  await expect(page.getByRole('heading', { name: 'Links for Demo: Rebellion in the Rim' })).toBeVisible()
}
