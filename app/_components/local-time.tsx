'use client'
// A time in the reader's own time zone and language: the server writes UTC, the browser its local time.
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { firstOfMonth } from '@/app/_i18n/first-of-month'
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

export function LocalTime({ iso }: { iso: string }) {
  const format = useFormatter()
  const t = useTranslations('Ui')
  const locale = useLocale()
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const date = new Date(iso)
  const text = inBrowser
    ? format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short', timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone })
    : t('utcTime', { time: format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) })
  return <time dateTime={iso}>{firstOfMonth(text, locale)}</time>
}
