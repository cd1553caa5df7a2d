'use client'
// The map page's overlay: when the campaign changes, its event stream brings the map's new marks and words
// (a few hundred bytes) with the version, and where the stream cannot reach the page, LiveRefresh asks the
// overlay's route for them; either way, not the whole page. A change to anything else the page shows (its
// digest, `rest`) reloads the page.
import { useEffect } from 'react'
import { followPage, publishOverlay, setOverlaySource, type LiveOverlay, type OverlaySource } from '../_components/live-values'

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
    const forgetSource = setOverlaySource(source)
    const unfollow = followPage({ page: 'map', query, rest })
    return () => {
      forgetSource()
      unfollow()
    }
  }, [campaignId, query, rest])
  return null
}
