// Setup (RULES.md §2) and fleets (§3): bases, Base Defense objectives, fleets and commanders, the start.
import { placeBase } from '../base-placement'
import { assignBaseDefenses } from '../base-defense'
import { setFleet } from '../fleets/set-fleet'
import { setCommander } from '../fleets/set-commander'
import { startCampaign } from '../start-campaign'
import { isGrandAdmiral, mayEditFleet } from '../actors'
import { NO_FORM, ORGANIZER_ONLY, PUBLIC, ofFleet, type Definitions } from './define'

// Setup and fleet forms have forms of their own with field-by-field errors (lib/validation/campaign-forms.ts,
// the fleet builder): they do not go through the turn forms.
export const SETUP_COMMANDS: Definitions<'place-base' | 'assign-base-defenses' | 'set-fleet' | 'set-commander' | 'start-campaign'> = {
  'place-base': { mayIssue: (_s, actor, c) => c.playerId === actor.playerId, apply: (s, c) => placeBase(s, c), secrecy: PUBLIC, fromForm: NO_FORM },
  // Public here: the objectives themselves are redacted field by field (visibility.ts).
  'assign-base-defenses': {
    mayIssue: (s, actor, c) => isGrandAdmiral(s, actor, c.team),
    apply: (s, c) => assignBaseDefenses(s, c),
    secrecy: PUBLIC,
    fromForm: NO_FORM,
  },
  'set-fleet': { mayIssue: (s, actor, c) => mayEditFleet(s, actor, c.fleetId), apply: (s, c) => setFleet(s, c), secrecy: ofFleet, fromForm: NO_FORM },
  'set-commander': { mayIssue: (s, actor, c) => mayEditFleet(s, actor, c.fleetId), apply: (s, c) => setCommander(s, c), secrecy: ofFleet, fromForm: NO_FORM },
  'start-campaign': { mayIssue: ORGANIZER_ONLY, apply: (s) => startCampaign(s), secrecy: PUBLIC, fromForm: NO_FORM },
}
