// R-SCHEDULE: a game's time as each reader sees it, in their language and their own zone, across a change of summer time.
import { describe, expect, it } from 'vitest'
import { wallTimeToInstant } from '@/lib/campaign'
import { gameTimeText } from './game-time'

describe('a game’s time in the reader’s zone (R-SCHEDULE)', () => {
  it('shows a game proposed for 20:00 on the last Sunday of October, in Paris, at 20:00 there, and at 15:00 in New York', () => {
    const startsAt = wallTimeToInstant('2027-10-31', '20:00', 'Europe/Paris')!
    expect(startsAt).toBe('2027-10-31T19:00:00.000Z')
    expect(gameTimeText('en', startsAt, 'Europe/Paris')).toBe('Sunday, October 31 at 8:00 PM')
    expect(gameTimeText('fr', startsAt, 'Europe/Paris')).toBe('dimanche 31 octobre à 20:00')
    // New York changes its clocks a week later: still summer time there (UTC−4).
    expect(gameTimeText('en', startsAt, 'America/New_York')).toBe('Sunday, October 31 at 3:00 PM')
  })

  it('shows the Saturday before, still summer time in Paris, at the hour typed too', () => {
    const startsAt = wallTimeToInstant('2027-10-30', '20:00', 'Europe/Paris')!
    expect(startsAt).toBe('2027-10-30T18:00:00.000Z')
    expect(gameTimeText('fr', startsAt, 'Europe/Paris')).toBe('samedi 30 octobre à 20:00')
  })

  it('writes the first of a month as French does', () => {
    expect(gameTimeText('fr', '2027-11-01T19:00:00.000Z', 'Europe/Paris')).toBe('lundi 1er novembre à 20:00')
  })
})
