'use client'

export function PrintButton({ label = 'Print the map summary' }: { label?: string }) {
  return (
    <button type="button" onClick={() => window.print()} className="rounded border border-slate-500 bg-white px-3 py-1 print:hidden">
      {label}
    </button>
  )
}
