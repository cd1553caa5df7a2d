// A fleet's name as people read it, in their language: "Leia's fleet", "the Rebels' fourth fleet".
import { fleetLabel, type TermsTranslator } from '@/app/_lib/fleet-label'

export type { TermsTranslator }

export function fleetNamer(terms: TermsTranslator, playerName: (id: string) => string): (fleetId: string) => string {
  return (fleetId) => fleetLabel(terms, fleetId, playerName)
}
