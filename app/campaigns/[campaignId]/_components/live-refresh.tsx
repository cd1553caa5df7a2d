'use client'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

const POLL_MS = 4000

/**
 * Refreshes the page when someone else changes the campaign, so whose turn it is stays true. The browser
 * revalidates the version by its ETag: an unchanged campaign costs a 304 with no body.
 */
export function LiveRefresh({ campaignId, version }: { campaignId: string; version: number }) {
  const router = useRouter()
  useEffect(() => {
    const timer = setInterval(async () => {
      if (document.hidden) return
      const response = await fetch(`/api/campaigns/${campaignId}/version`, { cache: 'no-cache' }).catch(() => null)
      if (!response?.ok) return
      const latest = ((await response.json()) as { version: number }).version
      if (latest !== version) router.refresh()
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [campaignId, version, router])
  return null
}
