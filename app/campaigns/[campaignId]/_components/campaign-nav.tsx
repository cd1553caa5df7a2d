'use client'
// The campaign's navigation, marking the page the reader is on (aria-current plus a visible style). On a
// phone its tabs stay on one row that scrolls sideways, so the page itself starts on the first screen.
import { Link } from '@/app/_components/link'
import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import type { PhaseTab } from './idle-tabs'
import { useOverlay } from './live-values'

/**
 * `exact`: marked only on its own path (the overview, whose path begins every other one). `idle`: its
 * phase is not now (drawn quieter; the page says why). `alsoEndingWith`: also marked on a path with this
 * end (the refit editor, under Fleets, is a management task). `phaseTab`: the tab of a phase, whose quietness
 * an overlay brings up to date as the phase moves on (idle-tabs.ts).
 */
export type NavLink = { href: string; label: string; exact?: boolean; idle?: boolean; alsoEndingWith?: string; phaseTab?: PhaseTab }

/** The link that holds the current path: one claiming the path's end, else the longest matching prefix, so /fleets/x marks Fleets. */
function currentHref(links: NavLink[], path: string): string | undefined {
  const claimed = links.find((l) => l.alsoEndingWith && path.endsWith(l.alsoEndingWith))
  if (claimed) return claimed.href
  return links.filter((l) => path === l.href || (!l.exact && path.startsWith(`${l.href}/`))).sort((a, b) => b.href.length - a.href.length)[0]?.href
}

export function CampaignNav({ links, label, since }: { links: NavLink[]; label: string; since: number }) {
  const path = usePathname()
  const live = useOverlay(since)
  const idle = (l: NavLink) => (live && l.phaseTab ? live.text[`nav.idle.${l.phaseTab}`] === '1' : l.idle)
  const current = currentHref(links, path)
  const list = useRef<HTMLUListElement>(null)
  // The current tab is scrolled into the row's view (a phone shows only part of the row).
  useEffect(() => {
    const row = list.current
    const here = row?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!row || !here || row.scrollWidth <= row.clientWidth) return
    const offset = here.getBoundingClientRect().left - row.getBoundingClientRect().left
    row.scrollLeft += offset - row.clientWidth / 2 + here.offsetWidth / 2
  }, [current])
  return (
    <nav aria-label={label} className="print:hidden">
      <ul ref={list} className="-mx-4 flex gap-1.5 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:gap-2 sm:overflow-visible sm:px-0 sm:pb-0">
        {links.map((l) => {
          const here = l.href === current
          return (
            <li key={l.href} className="shrink-0">
              <Link
                href={l.href}
                aria-current={here ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center whitespace-nowrap rounded border px-3 py-1 no-underline ${
                  here ? 'border-ink bg-ink font-semibold text-canvas' : idle(l) ? 'border-dashed border-line bg-canvas text-muted' : 'border-line bg-surface'
                }`}
              >
                {l.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
