// A fleet's name as people read it, in their language: "Leia's fleet", "the Rebels' fourth fleet". A
// fleet is named after its player, except each team's fourth fleet.
import type { useTranslations } from 'next-intl'
import { TEAMS } from '@/lib/campaign/browser'

export type TermsTranslator = ReturnType<typeof useTranslations<'Terms'>>

export function fleetNamer(terms: TermsTranslator, playerName: (id: string) => string): (fleetId: string) => string {
  return (fleetId) => {
    const fourth = TEAMS.find((team) => fleetId === `fourth-${team}`)
    return fourth ? terms('fourthFleet', { team: fourth }) : terms('fleetOf', { player: playerName(fleetId) })
  }
}
