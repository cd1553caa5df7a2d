'use client'
// A section folded under its heading whose controls exist only once it is opened: a closed <details> still
// lays its buttons out for some browsers, and a phone's first control must be the page's own move.
import { useState } from 'react'

export function Folded({ summary, children }: { summary: React.ReactNode; children: React.ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <details className="space-y-2" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="min-h-11 cursor-pointer py-2">{summary}</summary>
      {open ? children : null}
    </details>
  )
}
