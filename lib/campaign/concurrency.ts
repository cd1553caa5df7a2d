// Commands by intent: a command is applied to the campaign as it is now and refused only when the rules
// refuse it there. A command sent from a page that is behind is refused only when it repeats what its
// sender already did (a double tap, a resent form) or when what it replaces changed under it.
import { canonicalJson } from './canonical-json'
import type { AnyCommand, CampaignCommand } from './commands'

export interface EntrySince {
  kind: 'command' | 'undo' | 'link-regenerated'
  actor: string
  payload: unknown
}

export type StaleReason = 'duplicate' | 'changed-since'

/** Commands that replace a whole thing with what their sender saw and edited: they must not overwrite a newer one. */
function replacedThing(command: AnyCommand): string | null {
  switch (command.type) {
    case 'set-fleet':
      return `fleet:${command.fleetId}`
    case 'set-commander':
      return `commander:${command.fleetId}`
    default:
      return null
  }
}

/**
 * Why a command sent by `actor` from a page built before `since` (the entries written after that page) must be
 * refused, or null when it may be applied to the state as it is now.
 */
export function staleReason(command: CampaignCommand, actor: string, since: readonly EntrySince[]): StaleReason | null {
  const payload = canonicalJson(command)
  if (since.some((e) => e.kind === 'command' && e.actor === actor && canonicalJson(e.payload) === payload)) return 'duplicate'
  // An undo moved the campaign back: what the sender saw may no longer have happened.
  if (since.some((e) => e.kind === 'undo')) return 'changed-since'
  const thing = replacedThing(command)
  if (thing && since.some((e) => e.kind === 'command' && replacedThing(e.payload as AnyCommand) === thing)) return 'changed-since'
  return null
}
