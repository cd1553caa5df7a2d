// The teams' and presets' display names, apart from words.ts: browser components that need only these (the
// creation form, the issued links) must not bundle the card catalogue words.ts reads card names from.
import type { PresetId, TeamId } from '@/lib/campaign/browser'

export const TEAM_NAMES: Record<TeamId, string> = { empire: 'Empire', rebels: 'Rebels' }

export const PRESET_NAMES: Record<PresetId, string> = {
  'green-knight': 'Green Knight (3 players a team)',
  'official-2019': 'Official 2019 (2 or 3 players a team)',
}
