'use client'
// Names a page's overlay to its event stream (live-values.tsx, followPage): the stream then brings each new
// version's words with it, and the page reloads only when its digest (`rest`) says it changed otherwise.
import { useEffect } from 'react'
import { followPage } from './live-values'

export function FollowsByOverlay({ page, query = '', rest }: { page: string; query?: string; rest: string }) {
  useEffect(() => followPage({ page, query, rest }), [page, query, rest])
  return null
}
