'use client'

/** The label comes from the page, in the reader's language: the map's, a roster's, a briefing's. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => window.print()} className="rounded border border-slate-500 bg-white px-3 py-1 print:hidden">
      {label}
    </button>
  )
}
