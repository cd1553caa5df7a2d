'use client'
// The banner's list of who owes what is left off the overview, whose "Your move" holds the one list of it.
import { usePathname } from 'next/navigation'

export function NotOnOverview({ overview, children }: { overview: string; children: React.ReactNode }) {
  return usePathname() === overview ? null : <>{children}</>
}
