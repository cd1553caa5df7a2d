'use client'
// Zoom for the campaign map: buttons (and + / - on the focused map) step through fixed widths, keeping
// the centre in view. At 100% the whole map fits the pane's width, on a phone too (its SVG scales with
// its viewBox); zoomed in, it scrolls inside its own pane, so the page never scrolls sideways, and a
// phone's pinch zooms the page as usual. Widths are classes, not inline styles, so the page needs no
// style exception in its content security policy.
import { useTranslations } from 'next-intl'
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

const LEVELS = [
  { percent: 100, width: 'w-full' },
  { percent: 150, width: 'w-[150%]' },
  { percent: 200, width: 'w-[200%]' },
  { percent: 300, width: 'w-[300%]' },
] as const

const BUTTON =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded border border-slate-500 bg-white px-3 text-lg font-bold disabled:cursor-not-allowed disabled:opacity-40'

export function MapZoom({ children, label }: { children: ReactNode; label: string }) {
  const t = useTranslations('Map.zoom')
  const [level, setLevel] = useState(0)
  const pane = useRef<HTMLDivElement>(null)
  const centre = useRef<{ x: number; y: number } | null>(null)

  function zoomTo(next: number) {
    const clamped = Math.max(0, Math.min(LEVELS.length - 1, next))
    const el = pane.current
    if (el) {
      centre.current = {
        x: (el.scrollLeft + el.clientWidth / 2) / el.scrollWidth,
        y: (el.scrollTop + el.clientHeight / 2) / el.scrollHeight,
      }
    }
    setLevel(clamped)
  }

  useLayoutEffect(() => {
    const el = pane.current
    const c = centre.current
    if (!el || !c) return
    el.scrollLeft = c.x * el.scrollWidth - el.clientWidth / 2
    el.scrollTop = c.y * el.scrollHeight - el.clientHeight / 2
    centre.current = null
  }, [level])

  function onKeyDown(event: KeyboardEvent) {
    if (event.target !== event.currentTarget) return
    if (event.key === '+' || event.key === '=') zoomTo(level + 1)
    else if (event.key === '-') zoomTo(level - 1)
    else return
    event.preventDefault()
  }

  const current = LEVELS[level] ?? LEVELS[0]
  return (
    <div>
      <div role="group" aria-label={t('group')} className="mb-2 flex flex-wrap items-center gap-2 print:hidden">
        <button type="button" className={BUTTON} onClick={() => zoomTo(level - 1)} disabled={level === 0} aria-label={t('out')}>
          −
        </button>
        <output aria-live="polite" className="min-w-14 text-center text-sm">
          {current.percent}%
        </output>
        <button type="button" className={BUTTON} onClick={() => zoomTo(level + 1)} disabled={level === LEVELS.length - 1} aria-label={t('in')}>
          +
        </button>
        <button type="button" className={`${BUTTON} text-sm font-normal`} onClick={() => zoomTo(0)} disabled={level === 0}>
          {t('fit')}
        </button>
      </div>
      <div
        ref={pane}
        role="region"
        aria-label={label}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className={`overflow-auto overscroll-contain rounded border border-slate-300 bg-white ${level > 0 ? 'max-h-[85vh]' : ''} print:max-h-none print:overflow-visible print:border-0`}
      >
        <div className={`${current.width} print:w-full print:min-w-0`}>{children}</div>
      </div>
    </div>
  )
}
