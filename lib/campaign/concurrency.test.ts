// Commands by intent (R-HIST): what a page that is behind may still send.
import { describe, expect, it } from 'vitest'
import type { CampaignCommand } from './commands'
import { staleReason, type EntrySince } from './concurrency'

const place = (playerId: string, systemId: string) => ({ type: 'place-base', playerId, systemId }) as CampaignCommand
const entry = (actor: string, payload: unknown, kind: EntrySince['kind'] = 'command'): EntrySince => ({ kind, actor, payload })

describe('commands by intent, not by page version', () => {
  it('applies a command whatever others did since the page was loaded', () => {
    expect(staleReason(place('rebels-1', 'hoth'), 'rebels-1', [entry('empire-1', place('empire-1', 'dantooine'))])).toBeNull()
  })

  it('refuses the same command sent twice by the same person (a double tap)', () => {
    const same = place('rebels-1', 'hoth')
    expect(staleReason(same, 'rebels-1', [entry('rebels-1', { systemId: 'hoth', playerId: 'rebels-1', type: 'place-base' })])).toBe('duplicate')
    // The same command by another person is theirs to send (the rules decide).
    expect(staleReason(same, 'organizer', [entry('rebels-1', same)])).toBeNull()
  })

  it('refuses a fleet draft built on a fleet someone else saved since, and anything sent across an undo', () => {
    const draft = {
      type: 'set-fleet',
      fleetId: 'fourth-rebels',
      draft: { name: 'A', ships: [], squadrons: [], objectives: { assault: null, defense: null, navigation: null } },
    } as CampaignCommand
    const other = { ...draft, draft: { ...(draft as { draft: object }).draft, name: 'B' } }
    expect(staleReason(draft, 'rebels-1', [entry('rebels-2', other)])).toBe('changed-since')
    expect(staleReason(draft, 'rebels-1', [entry('rebels-2', { type: 'set-fleet', fleetId: 'rebels-2', draft: {} })])).toBeNull()
    expect(staleReason(place('rebels-1', 'hoth'), 'rebels-1', [entry('organizer', {}, 'undo')])).toBe('changed-since')
  })
})
