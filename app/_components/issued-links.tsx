'use client'
import Link from 'next/link'
import { useRef, useState } from 'react'
import type { IssuedLinksView } from '@/lib/server/issued-links'
import { TEAM_NAMES } from '@/app/_lib/team-words'

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

function CopyField({ label, value }: { label: string; value: string }) {
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
        {copied === 'yes' ? 'Copied' : 'Copy link'}
      </button>
      {copied === 'failed' ? (
        <p role="status" className="text-sm">
          This browser does not let the page copy: the link is selected above, copy it by hand.
        </p>
      ) : null}
    </div>
  )
}

/** Every personal link of a campaign, shown once: only their hashes are kept. */
export function IssuedLinks({ links }: { links: IssuedLinksView }) {
  return (
    <section aria-labelledby="links-title" className="space-y-4 rounded border border-emerald-700 bg-emerald-50 p-4">
      <h2 id="links-title">Links for {links.campaignName}</h2>
      <p>
        These links are shown only now. Keep the organizer link for yourself and send each player their own link: it is their key to the campaign. You can
        replace any link later from the organizer page.
      </p>
      <CopyField label="Organizer link (yours, keep it private)" value={links.organizerLink} />
      <ul className="grid gap-4 sm:grid-cols-2">
        {links.players.map((p) => (
          <li key={p.id}>
            <CopyField label={`${p.name} (${TEAM_NAMES[p.team]})`} value={p.link} />
          </li>
        ))}
      </ul>
      <p>
        <Link href={`/campaigns/${links.campaignId}`} className="inline-block rounded bg-slate-900 px-4 py-2 font-semibold text-white no-underline">
          Open the campaign
        </Link>
      </p>
    </section>
  )
}
