import 'server-only'
// How an actor is written in the history and the access-link table.
import type { Actor } from '@/lib/campaign/state'

export function actorKey(actor: Actor): string {
  return actor.role === 'organizer' ? 'organizer' : actor.playerId
}

export function actorFromKey(key: string): Actor {
  return key === 'organizer' ? { role: 'organizer' } : { role: 'player', playerId: key }
}
