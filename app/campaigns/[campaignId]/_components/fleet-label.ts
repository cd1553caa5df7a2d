// A fleet's name in the reader's language: a player's fleet, or a team's fourth fleet (from the Terms namespace).
import type { useTranslations } from 'next-intl'
import { elision } from '@/app/_i18n/elision'

export type TermsTranslator = ReturnType<typeof useTranslations<'Terms'>>

export function fleetLabel(terms: TermsTranslator, fleetId: string, playerName: (id: string) => string): string {
  if (fleetId === 'fourth-empire') return terms('fourthFleet', { team: 'empire' })
  if (fleetId === 'fourth-rebels') return terms('fourthFleet', { team: 'rebels' })
  const player = playerName(fleetId)
  return terms('fleetOf', { player, elision: elision(player) })
}
