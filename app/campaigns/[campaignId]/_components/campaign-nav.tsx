'use client'
// The campaign's navigation, marking the page the reader is on (aria-current plus a visible style).
import Link from 'next/link'
import { usePathname } from 'next/navigation'

export type NavLink = { href: string; label: string }

/** The link that holds the current path: the longest matching prefix, so /fleets/x marks Fleets, not Overview. */
function currentHref(links: NavLink[], path: string): string | undefined {
  return links.filter((l) => path === l.href || path.startsWith(`${l.href}/`)).sort((a, b) => b.href.length - a.href.length)[0]?.href
}

export function CampaignNav({ links }: { links: NavLink[] }) {
  const path = usePathname()
  const current = currentHref(links, path)
  return (
    <nav aria-label="Campaign" className="print:hidden">
      <ul className="flex flex-wrap gap-2">
        {links.map((l) => {
          const here = l.href === current
          return (
            <li key={l.href}>
              <Link
                href={l.href}
                aria-current={here ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded border px-3 py-1 ${
                  here ? 'border-ink bg-ink font-semibold text-canvas no-underline' : 'border-line bg-surface'
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
