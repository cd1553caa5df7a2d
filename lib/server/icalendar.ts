// An iCalendar document (RFC 5545) of games, for calendar apps that subscribe to a person's feed. Every time is
// written in UTC, so a phone shows it in its own zone, right across a change of summer time.

export interface CalendarEvent {
  /** Stable across changes, so that a moved game replaces its event instead of adding one. */
  uid: string
  start: string
  /** Minutes the game is planned to last. */
  minutes: number
  summary: string
  location: string
  description: string
  url: string
  /** A time both players agreed, or one still proposed. */
  status: 'CONFIRMED' | 'TENTATIVE'
}

/** 20261204T190000Z */
function utc(instant: string | Date): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** A TEXT value: backslashes, semicolons, commas and line breaks escaped (RFC 5545 §3.3.11). */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

/** Lines longer than 75 octets folded, never inside a character (RFC 5545 §3.1). */
function fold(line: string): string {
  const out: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const bytes = Buffer.byteLength(char)
    if (size + bytes > (out.length === 0 ? 75 : 74)) {
      out.push(current)
      current = ''
      size = 0
    }
    current += char
    size += bytes
  }
  out.push(current)
  return out.join('\r\n ')
}

export function calendarText(input: { name: string; stamp: Date; events: readonly CalendarEvent[] }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Rim Command//Battles//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(input.name)}`,
    // Calendar apps that honour it look again every hour.
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...input.events.flatMap((e) => [
      'BEGIN:VEVENT',
      `UID:${text(e.uid)}`,
      `DTSTAMP:${utc(input.stamp)}`,
      `DTSTART:${utc(e.start)}`,
      `DTEND:${utc(new Date(Date.parse(e.start) + e.minutes * 60_000))}`,
      `SUMMARY:${text(e.summary)}`,
      `LOCATION:${text(e.location)}`,
      `DESCRIPTION:${text(e.description)}`,
      `URL:${e.url}`,
      `STATUS:${e.status}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}
