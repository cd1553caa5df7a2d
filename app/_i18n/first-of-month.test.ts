// Dates as French readers write them: the first of the month is "1er" (issue: French grammar).
import { describe, expect, it } from 'vitest'
import { firstOfMonth } from './first-of-month'

const medium = (iso: string, locale: string) =>
  firstOfMonth(new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)), locale)

describe('the first of the month', () => {
  it('is "1er" in French, and only the first', () => {
    expect(medium('2026-12-01T09:05:00Z', 'fr')).toMatch(/^1er déc\. 2026/)
    expect(medium('2026-03-01T09:05:00Z', 'fr')).toMatch(/^1er mars 2026/)
    expect(medium('2026-12-11T09:05:00Z', 'fr')).toMatch(/^11 déc\. 2026/)
    expect(medium('2026-12-21T09:05:00Z', 'fr')).toMatch(/^21 déc\. 2026/)
  })

  it('leaves English dates as they are', () => {
    expect(medium('2026-12-01T09:05:00Z', 'en')).toMatch(/^Dec 1, 2026/)
  })
})
