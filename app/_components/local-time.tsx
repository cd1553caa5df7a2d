'use client'
// A time in the reader's own time zone and language: the server writes UTC, the browser its local time.
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

export function LocalTime({ iso }: { iso: string }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const date = new Date(iso)
  const text = inBrowser
    ? date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
    : `${date.toLocaleString('en-GB', { timeZone: 'UTC' })} UTC`
  return <time dateTime={iso}>{text}</time>
}
