// A fleet's name in the reader's language: a player's fleet ("Leia's fleet", "la flotte de Leia") or a team's
// fourth fleet, from the Terms messages, whichever translator the caller holds.
import type { useTranslations } from 'next-intl'
import type { TeamId } from '@/lib/campaign/browser'
import { elision } from '@/app/_i18n/elision'

export type TermsTranslator = ReturnType<typeof useTranslations<'Terms'>>

/** The two messages a fleet's name is made of. */
export interface FleetNameWords {
  fourthFleet: (team: TeamId) => string
  fleetOf: (player: string, elided: string) => string
}

const FOURTH: Record<string, TeamId> = { 'fourth-empire': 'empire', 'fourth-rebels': 'rebels' }

export function nameOfFleet(words: FleetNameWords, fleetId: string, playerName: (id: string) => string): string {
  const team = FOURTH[fleetId]
  if (team) return words.fourthFleet(team)
  const player = playerName(fleetId)
  return words.fleetOf(player, elision(player))
}

/** With the Terms namespace's translator. */
export function fleetLabel(terms: TermsTranslator, fleetId: string, playerName: (id: string) => string): string {
  return nameOfFleet(
    { fourthFleet: (team) => terms('fourthFleet', { team }), fleetOf: (player, e) => terms('fleetOf', { player, elision: e }) },
    fleetId,
    playerName,
  )
}
