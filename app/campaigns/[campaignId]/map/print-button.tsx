'use client'

export function PrintButton() {
  return (
    <button type="button" onClick={() => window.print()} className="rounded border border-slate-500 bg-white px-3 py-1 print:hidden">
      Print the map summary
    </button>
  )
}
