import 'server-only'
// Use case (R-FLEET-IMPORT): a pasted fleet list replaces the fleet, but only when no line is an error
// and the player confirmed the names read as close spellings; otherwise nothing is saved.
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'
import { importFleetText, inEraOf, type Actor } from '@/lib/campaign'
import { AppError } from '@/lib/errors'
import { runCommand } from './run-command'

export function importFleetIntoCampaign(
  db: Db,
  input: { campaignId: string; actor: Actor; fleetId: string; text: string; expectedVersion: number; confirmedReadings?: boolean },
): void {
  const row = findCampaign(db, input.campaignId)
  if (!row) throw new AppError('NOT_FOUND', 'campaign')
  const fleet = row.state.fleets.find((f) => f.id === input.fleetId)
  if (!fleet) throw new AppError('NOT_FOUND', 'fleet')
  const result = inEraOf(row.state, () => importFleetText(input.text, fleet.team))
  if (!result.ok) {
    throw new AppError('BAD_IMPORT', result.problem, [], result.problem === 'unmatched' ? result.unmatched : [])
  }
  if (result.guesses > 0 && !input.confirmedReadings) throw new AppError('BAD_IMPORT', 'unconfirmed')
  const draft = { ...result.draft, name: result.draft.name || fleet.name }
  const { campaignId, actor, expectedVersion } = input
  runCommand(db, { campaignId, actor, expectedVersion, command: { type: 'set-fleet', fleetId: input.fleetId, draft } })
}
