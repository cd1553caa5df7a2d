'use client'
// The map page's overlay source: when the campaign changes, LiveRefresh asks this for the map's new marks and
// words (a few hundred bytes) instead of the whole page. A change to anything else the page shows (its
// digest, `rest`) reloads the page.
import { useEffect } from 'react'
import { publishOverlay, setOverlaySource, type LiveOverlay, type OverlaySource } from '../_components/live-values'

export function MapLive({ campaignId, query, rest }: { campaignId: string; query: string; rest: string }) {
  useEffect(() => {
    const source: OverlaySource = async () => {
      const response = await fetch(`/api/campaigns/${campaignId}/map-overlay${query}`, { cache: 'no-store' })
      if (!response.ok) return false
      const overlay = (await response.json()) as LiveOverlay
      if (overlay.rest !== rest) return false
      publishOverlay(overlay)
      return true
    }
    return setOverlaySource(source)
  }, [campaignId, query, rest])
  return null
}
