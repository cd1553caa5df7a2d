import 'server-only'
// How an actor is written in the history and the access-link table.
export { actorFromKey, actorKey } from '@/lib/campaign'
