'use client'
// The campaign's navigation, marking the page the reader is on (aria-current plus a visible style).
import Link from 'next/link'
import { usePathname } from 'next/navigation'

/** `exact`: marked only on its own path (the overview, whose path begins every other one). */
export type NavLink = { href: string; label: string; exact?: boolean }

/** The link that holds the current path: the longest matching prefix, so /fleets/x marks Fleets. */
function currentHref(links: NavLink[], path: string): string | undefined {
  return links.filter((l) => path === l.href || (!l.exact && path.startsWith(`${l.href}/`))).sort((a, b) => b.href.length - a.href.length)[0]?.href
}

export function CampaignNav({ links, label }: { links: NavLink[]; label: string }) {
  const path = usePathname()
  const current = currentHref(links, path)
  return (
    <nav aria-label={label} className="print:hidden">
      <ul className="flex flex-wrap gap-2">
        {links.map((l) => {
          const here = l.href === current
          return (
            <li key={l.href}>
              <Link
                href={l.href}
                aria-current={here ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded border px-3 py-1 no-underline ${
                  here ? 'border-ink bg-ink font-semibold text-canvas' : 'border-line bg-surface'
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
