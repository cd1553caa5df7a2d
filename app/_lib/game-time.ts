// A game's time as its reader writes it: the weekday, the day and the hour, in their language and zone.
import { firstOfMonth } from '@/app/_i18n/first-of-month'

export const GAME_TIME_FORMAT: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' }

/** "Sunday, October 25 at 8:00 PM" (en), "dimanche 25 octobre à 20:00" (fr), in `timeZone`. */
export function gameTimeText(locale: string, iso: string, timeZone: string): string {
  return firstOfMonth(new Intl.DateTimeFormat(locale, { ...GAME_TIME_FORMAT, timeZone }).format(new Date(iso)), locale)
}
