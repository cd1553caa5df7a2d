'use client'
import { useId, useMemo, useState } from 'react'
import { useTranslations } from 'next-intl'
import { DEFAULT_POINTS_ERA } from '@/lib/data/cards/types'
import { useFleetEngine } from './use-fleet-engine'

export interface CardOption {
  id: string
  name: string
  points: number
  note?: string
}

const MAX_RESULTS = 8

/** Type part of a name, pick a card: the finder for ships, upgrades and squadrons. No options yet (null) while the catalogue loads. */
export function CardSearch({ label, options, onPick }: { label: string; options: CardOption[] | null; onPick: (id: string) => void }) {
  const t = useTranslations('FleetBuilder.search')
  const [query, setQuery] = useState('')
  const id = useId()
  // Read as the fleet importer reads names: "victory 2" finds Victory II, "isd" an Imperial Star Destroyer.
  // The reading comes with the catalogue, in the builder's engine.
  // Names only: the same in every points era.
  const engine = useFleetEngine(DEFAULT_POINTS_ERA)
  const searchable = useMemo(() => (engine ? (options ?? []).map((o) => ({ option: o, name: engine.searchableName(o.name) })) : []), [engine, options])
  const q = engine ? engine.searchQuery(query) : null
  const matches = q
    ? searchable
        .filter((s) => engine!.nameMatches(q, s.name))
        .map((s) => s.option)
        .slice(0, MAX_RESULTS)
    : []
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
      {options && query.trim() && matches.length === 0 ? <p className="text-sm text-slate-700">{t('noMatch', { query })}</p> : null}
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
