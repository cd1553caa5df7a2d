// Setup (RULES.md §2) and fleets (§3): bases, Base Defense objectives, fleets and commanders, the start.
import { placeBase } from '../base-placement'
import { assignBaseDefenses } from '../base-defense'
import { setFleet } from '../fleets/set-fleet'
import { setCommander } from '../fleets/set-commander'
import { startCampaign } from '../start-campaign'
import { isGrandAdmiral, mayEditFleet } from '../actors'
import { ANY_PHASE, defineCommand, NO_FORM, NO_REDACTION, ofFleet, ORGANIZER_ONLY, PUBLIC } from './define'
import { redactDefenses } from './redactions'

import {
  placeBaseCommandSchema,
  assignBaseDefensesCommandSchema,
  setFleetCommandSchema,
  setCommanderCommandSchema,
  startCampaignCommandSchema,
} from '../schemas/setup-schemas'

export const SETUP_COMMANDS = [
  defineCommand(placeBaseCommandSchema, {
    phases: ['setup'],
    owes: ['place-base'],
    chronicle: 'setup',
    redact: NO_REDACTION,
    mayIssue: (_s, actor, c) => c.playerId === actor.playerId,
    apply: (s, c) => placeBase(s, c),
    secrecy: PUBLIC,
    fromForm: NO_FORM,
  }),
  defineCommand(assignBaseDefensesCommandSchema, {
    phases: ['setup'],
    owes: ['assign-defenses'],
    chronicle: 'setup',
    redact: redactDefenses,
    mayIssue: (s, actor, c) => isGrandAdmiral(s, actor, c.team),
    apply: (s, c) => assignBaseDefenses(s, c),
    // Public here: the objectives themselves are redacted field by field (visibility.ts).
    secrecy: PUBLIC,
    fromForm: NO_FORM,
  }),
  defineCommand(setFleetCommandSchema, {
    phases: ANY_PHASE,
    owes: ['ready-fleet'],
    chronicle: 'setup',
    redact: NO_REDACTION,
    mayIssue: (s, actor, c) => mayEditFleet(s, actor, c.fleetId),
    apply: (s, c) => setFleet(s, c),
    secrecy: ofFleet,
    fromForm: NO_FORM,
  }),
  defineCommand(setCommanderCommandSchema, {
    phases: ['setup'],
    owes: ['ready-fleet'],
    chronicle: 'setup',
    redact: NO_REDACTION,
    mayIssue: (s, actor, c) => mayEditFleet(s, actor, c.fleetId),
    apply: (s, c) => setCommander(s, c),
    secrecy: ofFleet,
    fromForm: NO_FORM,
  }),
  defineCommand(startCampaignCommandSchema, {
    phases: ['setup'],
    owes: ['start-campaign'],
    chronicle: 'setup',
    redact: NO_REDACTION,
    mayIssue: ORGANIZER_ONLY,
    apply: (s) => startCampaign(s),
    secrecy: PUBLIC,
    fromForm: NO_FORM,
  }),
] as const
