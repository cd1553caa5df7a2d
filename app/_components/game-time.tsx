'use client'
// A game's time in the reader's own zone (the browser's): the server, which does not know it, writes UTC and says so.
import { useLocale, useTranslations } from 'next-intl'
import { useSyncExternalStore } from 'react'
import { gameTimeText } from '@/app/_lib/game-time'

const noSubscription = () => () => {}

/** The browser's time zone, or null while drawn on the server. */
export function useBrowserTimeZone(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => null,
  )
}

export function GameTime({ iso }: { iso: string }) {
  const locale = useLocale()
  const t = useTranslations('Ui')
  const zone = useBrowserTimeZone()
  return <time dateTime={iso}>{zone ? gameTimeText(locale, iso, zone) : t('utcTime', { time: gameTimeText(locale, iso, 'UTC') })}</time>
}

/** The form's zone field: the day and hour typed are read on the reader's own clock. */
export function TimeZoneField({ id }: { id: string }) {
  const t = useTranslations('Schedule')
  const zone = useBrowserTimeZone() ?? 'UTC'
  return (
    <>
      <input type="hidden" name="timeZone" value={zone} />
      <p id={id} className="text-sm text-slate-700">
        {t('zoneHint', { zone })}
      </p>
    </>
  )
}
