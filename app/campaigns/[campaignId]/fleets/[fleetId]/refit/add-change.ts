// What a refit control calls to add a change to the fleet's unsaved edit, with the words that list it.
import type { RefitChange } from '@/lib/campaign/browser'

export type AddChange = (op: RefitChange, label: string) => void
