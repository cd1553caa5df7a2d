'use client'
import { useId, useState } from 'react'
import { useTranslations } from 'next-intl'

export interface CardOption {
  id: string
  name: string
  points: number
  note?: string
}

const MAX_RESULTS = 8
const normalise = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '')

/** Type part of a name, pick a card: the finder for ships, upgrades and squadrons. */
export function CardSearch({ label, options, onPick }: { label: string; options: CardOption[]; onPick: (id: string) => void }) {
  const t = useTranslations('FleetBuilder.search')
  const [query, setQuery] = useState('')
  const id = useId()
  const q = normalise(query)
  const matches = q ? options.filter((o) => normalise(o.name).includes(q)).slice(0, MAX_RESULTS) : []
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t('placeholder')}
        autoComplete="off"
        className="w-full rounded border border-slate-400 bg-white px-2 py-2"
      />
      {q && matches.length === 0 ? <p className="text-sm text-slate-700">{t('noMatch', { query })}</p> : null}
      {matches.length > 0 ? (
        <ul className="space-y-1" aria-label={t('matchesFor', { label })}>
          {matches.map((o) => (
            <li key={o.id}>
              <button
                type="button"
                className="w-full rounded border border-slate-300 bg-slate-50 px-2 py-2 text-left hover:bg-slate-100"
                onClick={() => {
                  onPick(o.id)
                  setQuery('')
                }}
              >
                {t('add', { name: o.name, points: o.points })}
                {o.note ? <span className="text-sm text-slate-700"> · {o.note}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
