// R-SCHEDULE: a time typed on a person's own clock is stored as the instant it means, across changes of summer time.
import { describe, expect, it } from 'vitest'
import { wallTimeToInstant } from './wall-time'

/** The weekday and the hour a reader in Paris sees. */
const paris = (instant: string) =>
  ['weekday', 'time']
    .map((part) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', ...(part === 'weekday' ? { weekday: 'long' } : { timeStyle: 'short' }) }).format(
        new Date(instant),
      ),
    )
    .join(' ')

describe('a wall time made an instant (R-SCHEDULE)', () => {
  it('reads a game on the last Sunday of October in Paris in winter time, the Saturday before in summer time', () => {
    // Clocks go back at 03:00 on Sunday 25 October 2026: Saturday is UTC+2, Sunday evening UTC+1.
    expect(wallTimeToInstant('2026-10-24', '20:00', 'Europe/Paris')).toBe('2026-10-24T18:00:00.000Z')
    expect(wallTimeToInstant('2026-10-25', '20:00', 'Europe/Paris')).toBe('2026-10-25T19:00:00.000Z')
    expect(paris('2026-10-25T19:00:00.000Z')).toBe('Sunday 20:00')
    expect(paris('2026-10-24T18:00:00.000Z')).toBe('Saturday 20:00')
  })

  it('takes the first of an hour the clocks repeat, and the hour after one they skip', () => {
    expect(wallTimeToInstant('2026-10-25', '02:30', 'Europe/Paris')).toBe('2026-10-25T00:30:00.000Z')
    // 02:30 on 29 March 2026 does not exist in Paris: it reads as 03:30 summer time.
    expect(wallTimeToInstant('2026-03-29', '02:30', 'Europe/Paris')).toBe('2026-03-29T01:30:00.000Z')
  })

  it('reads the same clock differently in another zone, and UTC as itself', () => {
    expect(wallTimeToInstant('2026-10-25', '20:00', 'America/New_York')).toBe('2026-10-26T00:00:00.000Z')
    expect(wallTimeToInstant('2026-10-25', '20:00', 'UTC')).toBe('2026-10-25T20:00:00.000Z')
  })

  it('refuses what does not read: no date, a day the month lacks, an hour past 23, an unknown zone', () => {
    expect(wallTimeToInstant('', '20:00', 'Europe/Paris')).toBeNull()
    expect(wallTimeToInstant('2026-02-30', '20:00', 'Europe/Paris')).toBeNull()
    expect(wallTimeToInstant('2026-10-25', '24:00', 'Europe/Paris')).toBeNull()
    expect(wallTimeToInstant('2026-10-25', '20:00', 'Mars/Olympus')).toBeNull()
  })
})
