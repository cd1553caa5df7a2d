// R-SCHEDULE: each person's calendar feed, read by a calendar library as a phone would read it; its address
// as secret as their personal link and replaced with it; a proposal for a time gone refused when it is sent.
import ICAL from 'ical.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'
// The engine's scripted turn, its battle phase stored as a campaign (as lib/server/testing builds its files from the engine).
import { BATTLE_PHASE, player } from '../campaign/battle/testing/turn-script'
import { AppError } from '@/lib/errors'
import { calendarOwner, calendarSecretFor } from './calendar-feed'
import { persistNewCampaign } from './create-campaign'
import { calendarText, type CalendarEvent } from './icalendar'
import { regenerateLink } from './regenerate-link'
import { runCommand } from './run-command'
import { freshDb } from './testing/test-db'

let db: Db
let close: () => void
beforeEach(() => ({ db, close } = freshDb()))
afterEach(() => close())

const EVENT: CalendarEvent = {
  uid: 'c1-a1-t1-b1@rim-command',
  // Sunday 25 October 2026, 20:00 in Paris: the evening the clocks went back to UTC+1.
  start: '2026-10-25T19:00:00.000Z',
  minutes: 180,
  summary: 'Leia v. Tarkin: battle at Concord Dawn; bring dice, tokens',
  location: 'Le Club, 12 rue des Étoiles; back room',
  description: 'Outer Rim. Agreed by both players.\nSecond line',
  url: 'https://rim.example/campaigns/c1/turn',
  status: 'CONFIRMED',
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
}

describe('the calendar feed’s text (RFC 5545, R-SCHEDULE)', () => {
  it('reads back, through ical.js, as the events written: UID, stamp, start in UTC, summary and location whole', () => {
    const text = calendarText({ name: 'Outer Rim: games', stamp: new Date('2026-10-01T08:00:00.000Z'), events: [EVENT] })
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true)
    const [event] = parse(text)
    expect(event!.uid).toBe(EVENT.uid)
    expect(event!.summary).toBe(EVENT.summary)
    expect(event!.location).toBe(EVENT.location)
    expect(event!.description).toBe(EVENT.description)
    expect(event!.startDate.toJSDate().toISOString()).toBe(EVENT.start)
    expect(event!.startDate.zone.tzid).toBe('UTC')
    expect(event!.endDate.toJSDate().toISOString()).toBe('2026-10-25T22:00:00.000Z')
    expect(event!.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-10-01T08:00:00Z')
    expect(event!.component.getFirstPropertyValue('status')).toBe('CONFIRMED')
  })

  it('places a game across the change of summer time at the hour its players agreed, in Paris', () => {
    const saturday = { ...EVENT, uid: 'sat', start: '2026-10-24T18:00:00.000Z' }
    const events = parse(calendarText({ name: 'x', stamp: new Date(), events: [saturday, EVENT] }))
    const inParis = (d: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', weekday: 'long', hour: '2-digit', minute: '2-digit' }).format(d)
    expect(events.map((e) => inParis(e.startDate.toJSDate()))).toEqual(['Saturday 20:00', 'Sunday 20:00'])
  })
})

describe('each person’s feed address (R-SCHEDULE, R-SECRET)', () => {
  const issue = () => persistNewCampaign(db, BATTLE_PHASE, [], new Date('2026-12-01T10:00:00.000Z'))

  it('is each person’s own, and the address of nobody else', () => {
    const { campaignId } = issue()
    const leia = calendarSecretFor(db, campaignId, player('rebels-1'))!
    const organizer = calendarSecretFor(db, campaignId, { role: 'organizer' })!
    expect(leia).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(organizer).not.toBe(leia)
    expect(calendarOwner(db, campaignId, leia)).toEqual(player('rebels-1'))
    expect(calendarOwner(db, campaignId, organizer)).toEqual({ role: 'organizer' })
    expect(calendarOwner(db, campaignId, `${leia.slice(0, -1)}${leia.endsWith('A') ? 'B' : 'A'}`)).toBeNull()
    expect(calendarOwner(db, 'another-campaign', leia)).toBeNull()
    expect(calendarOwner(db, campaignId, '../../etc/passwd')).toBeNull()
  })

  it('is replaced when the person’s link is replaced: the old address leads nowhere', () => {
    const { campaignId } = issue()
    const before = calendarSecretFor(db, campaignId, player('rebels-1'))!
    regenerateLink(db, { campaignId, actor: { role: 'organizer' }, subject: 'rebels-1' })
    const after = calendarSecretFor(db, campaignId, player('rebels-1'))!
    expect(after).not.toBe(before)
    expect(calendarOwner(db, campaignId, before)).toBeNull()
    expect(calendarOwner(db, campaignId, after)).toEqual(player('rebels-1'))
  })
})

describe('a proposal sent for a time already gone (R-SCHEDULE)', () => {
  it('is refused with its reason and changes nothing; one to come is written', () => {
    const { campaignId } = persistNewCampaign(db, BATTLE_PHASE, [], new Date('2026-12-01T10:00:00.000Z'))
    const command = { type: 'propose-game' as const, battleId: 'a1-t1-b1', startsAt: '2026-12-04T19:00:00.000Z', venue: { kind: 'online' as const } }
    const late = () => runCommand(db, { campaignId, actor: player('rebels-1'), command, expectedVersion: 1, at: new Date('2026-12-04T19:30:00.000Z') })
    expect(late).toThrow(AppError)
    try {
      late()
    } catch (error) {
      expect((error as AppError).violations).toEqual([{ rule: 'R-SCHEDULE', reason: 'time-past' }])
    }
    expect(findCampaign(db, campaignId)!.version).toBe(1)
    runCommand(db, { campaignId, actor: player('rebels-1'), command, expectedVersion: 1, at: new Date('2026-12-02T09:00:00.000Z') })
    const row = findCampaign(db, campaignId)!
    expect(row.version).toBe(2)
    expect(row.state.turnState!.battles[0]!.schedule?.proposal?.by).toBe('rebels-1')
  })
})
