// A date and time as a person types them (their own wall clock) made an absolute instant, in their time zone.
// A form sends the day, the hour and the browser's zone; the command stores the instant in UTC, so that every
// reader sees it in their own zone and a calendar places it right across a change of summer time.

const DAY = 24 * 60 * 60_000

/** Minutes the zone is ahead of UTC at this instant (Europe/Paris in summer: 120). */
function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant))
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'))
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000)
}

/**
 * "2026-10-25" at "20:00" in "Europe/Paris" → "2026-10-25T19:00:00.000Z". Null for a date, time or zone that
 * does not read. An hour the clocks skip (spring forward) reads as the hour after; an hour they repeat (fall
 * back) as its first occurrence.
 */
export function wallTimeToInstant(date: string, time: string, timeZone: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim())
  const t = /^(\d{2}):(\d{2})$/.exec(time.trim())
  if (!d || !t) return null
  const [y, mo, da, h, mi] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [number, number, number, number, number]
  if (mo < 1 || mo > 12 || da < 1 || da > 31 || h > 23 || mi > 59) return null
  const wall = Date.UTC(y, mo - 1, da, h, mi)
  if (new Date(wall).getUTCDate() !== da) return null
  try {
    // The zone's offsets a day before and a day after: they differ only across a change of summer time.
    const offsets = [...new Set([wall - DAY, wall + DAY].map((at) => zoneOffsetMinutes(at, timeZone)))]
    const readings = offsets.map((offset) => wall - offset * 60_000)
    const shows = (instant: number) => instant + zoneOffsetMinutes(instant, timeZone) * 60_000 === wall
    const real = readings.filter(shows).sort((a, b) => a - b)
    // A repeated hour: its first occurrence. A skipped hour: read on the clock before the change.
    const instant = real[0] ?? wall - offsets[0]! * 60_000
    return new Date(instant).toISOString()
  } catch {
    return null
  }
}
