'use client'
import { Link } from '@/app/_components/link'
import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'
import type { IssuedLinksView } from '@/lib/server/issued-links'

/** Copies through the Clipboard API where the page is a secure context, else through the selected field (plain http on a LAN). */
async function copyText(value: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(value)
      return true
    }
  } catch {
    // Refused by the browser: fall back to the selected field.
  }
  if (!field) return false
  field.focus()
  field.select()
  return document.execCommand('copy')
}

export function CopyField({ label, value }: { label: string; value: string }) {
  const t = useTranslations('Home.links')
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no')
  const field = useRef<HTMLInputElement>(null)
  return (
    <div className="space-y-1">
      <label className="block text-sm font-semibold">
        {label}
        <input
          ref={field}
          readOnly
          value={value}
          className="mt-1 block w-full rounded border border-slate-400 bg-white px-2 py-1 font-mono text-xs"
          onFocus={(e) => e.currentTarget.select()}
        />
      </label>
      <button
        type="button"
        className="rounded border border-slate-500 px-2 py-1 text-sm"
        onClick={() => {
          void copyText(value, field.current).then((ok) => setCopied(ok ? 'yes' : 'failed'))
        }}
      >
        {copied === 'yes' ? t('copied') : t('copy')}
      </button>
      {copied === 'failed' ? (
        <p role="status" className="text-sm">
          {t('copyFailed')}
        </p>
      ) : null}
    </div>
  )
}

/** Every personal link of a campaign, shown once: only their hashes are kept. */
/** `intro` replaces the warning that the links show only once (the demo's are kept for its maker). */
export function IssuedLinks({ links, intro }: { links: IssuedLinksView; intro?: string }) {
  const t = useTranslations('Home.links')
  const terms = useTranslations('Terms')
  return (
    <section aria-labelledby="links-title" className="space-y-4 rounded border border-emerald-700 bg-emerald-50 p-4">
      <h2 id="links-title">{t('title', { campaign: links.campaignName })}</h2>
      <p>{intro ?? t('intro')}</p>
      <CopyField label={t('organizer')} value={links.organizerLink} />
      <ul className="grid gap-4 sm:grid-cols-2">
        {links.players.map((p) => (
          <li key={p.id}>
            <CopyField label={t('player', { name: p.name, team: terms('team', { team: p.team }) })} value={p.link} />
          </li>
        ))}
      </ul>
      <p>
        <Link href={`/campaigns/${links.campaignId}`} className="inline-block rounded bg-slate-900 px-4 py-2 font-semibold text-white no-underline">
          {t('open')}
        </Link>
      </p>
    </section>
  )
}
