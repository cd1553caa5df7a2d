import 'server-only'
// What every campaign page's layout (layout.tsx, phase-banner.tsx) shows that a change may alter, for the
// pages that follow a change by their overlay: the banner's line of who owes what, worded, and the rest of
// what the layout shows, as the inputs it is drawn from. A page that follows by its overlay adds its own
// parts to these (map-data.ts, page-followers.ts); when their digest differs, the page reloads.
import { createHash } from 'node:crypto'
import type { Formatter } from '@/app/_lib/duty-words'
import type { AppTranslator } from '@/app/_lib/translator'
import type { Db } from '@/db/client'
import type { ManagementView } from '@/lib/campaign'
import type { CampaignView } from '@/lib/server/get-campaign-view'
import { getManagementView } from '@/lib/server/get-management-view'
import { quickText } from '../_components/banner-quick'
import { idleTabsText } from '../_components/idle-tabs'
import {
  bannerHeading,
  bannerNext,
  bannerNextWords,
  bannerQuick,
  inManagementOrPivotal,
  viewerActor,
  viewOwed,
  viewOwedShort,
} from '../_components/phase-banner'

export interface LayoutOverlay {
  text: Record<string, string>
  /** What the layout draws from besides `text`: the campaign's name, the reader, the reader's games. A page that draws on the phase adds it to its own. */
  rest: unknown[]
}

/** The reader's management view where the banner draws on it (a refit or an XP step), as the layout reads it. */
export function bannerManagement(db: Db, view: CampaignView): ManagementView | null {
  return inManagementOrPivotal(view) ? getManagementView(db, view.id, viewerActor(view)) : null
}

export function layoutOverlay(view: CampaignView, management: ManagementView | null, root: AppTranslator, format: Formatter): LayoutOverlay {
  const { state } = view
  const owedShort = viewOwedShort(root, format, view)
  const next = bannerNext(view, management)
  const nextWords = bannerNextWords(root, format, view, management)
  return {
    text: {
      'banner.heading': bannerHeading(root, view),
      ...idleTabsText(state),
      'banner.owed': viewOwed(root, format, view),
      'banner.owedShort': owedShort ?? '',
      'banner.next.text': nextWords.next,
      'banner.next.href': next.href,
      'banner.more': nextWords.more,
      ...quickText(bannerQuick(root, view, management)),
    },
    rest: [
      // The campaign's name and the reader's line (the heading and the tabs are in the words).
      state.name,
      view.viewer,
      // The reader's games not played yet, as the banner lists them (with their opponents' names, below).
      view.viewer.role === 'player' ? view.games.mine.filter((g) => !g.played) : null,
      state.players.map((p) => [p.id, p.name]),
    ],
  }
}

/** A short digest of what a page shows besides its overlay's words: equal digests, the same page. */
export function restDigest(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 16)
}
