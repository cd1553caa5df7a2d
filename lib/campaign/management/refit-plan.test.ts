// A refit sent as one edit (R-REFIT): the same rules as one operation at a time, applied all or nothing.
import { describe, expect, it } from 'vitest'
import type { CampaignCommand } from '../commands'
import { applyCommand } from '../engine'
import { mayIssue } from '../permissions'
import { reasonsOf, unwrap } from '../testing/builders'
import { fleetValue } from '../fleets/fleet-value'
import { applyRefitChanges, type RefitChange } from './refit-plan'
import { fleetOf, management, ORGANIZER, player } from './testing/management-builders'
import { HEAVY_REFIT } from './testing/heavy-refit'
import { commandMark } from '../views/chronicle'

const PLACE_BOTH: RefitChange[] = [
  { op: 'add-card', index: 0, shipUid: null },
  { op: 'add-card', index: 0, shipUid: null },
]
const refitFleet = (ops: RefitChange[], finish: boolean): CampaignCommand => ({ type: 'refit-fleet', fleetId: 'rebels-1', ops, finish })

describe('R-REFIT a refit sent as one edit', () => {
  it('applies every change in order and finishes the refit in one command (R-REFIT 3, 4, 6)', () => {
    // 256 − Gunnery Team 7 = 249 ≤ 250; removing the Weapons Team type leaves ⌈7 / 2⌉ = 4 to buy back.
    const done = unwrap(applyCommand(HEAVY_REFIT, refitFleet([...PLACE_BOTH, { op: 'strip', slot: 'Weapons Team' }], true), player('rebels-1')))
    expect(fleetValue(fleetOf(done, 'rebels-1'))).toBe(249)
    expect(management(done).refitDone).toContain('rebels-1')
    expect(management(done).strippedThisRefit['rebels-1']).toEqual([{ slot: 'Weapons Team', points: 4 }])
  })

  it('writes nothing when the finished fleet would break the act limit (R-REFIT 6)', () => {
    const refused = applyCommand(HEAVY_REFIT, refitFleet(PLACE_BOTH, true), player('rebels-1'))
    expect(!refused.ok && refused.violations).toEqual([{ rule: 'R-REFIT', item: 6, reason: 'over-points', value: 256, limit: 250, fleetId: 'rebels-1' }])
  })

  it('saves the changes without finishing, so the player may go on later (R-REFIT)', () => {
    const saved = unwrap(applyCommand(HEAVY_REFIT, refitFleet(PLACE_BOTH, false), player('rebels-1')))
    expect(management(saved).pendingCards['rebels-1']).toEqual([])
    expect(management(saved).refitDone).not.toContain('rebels-1')
  })

  it('refuses the whole edit at the first change the rules refuse, naming that change, and writes none of it (R-REFIT 5)', () => {
    // The third change unequips the Gunnery Team twice: the second time it is no longer equipped.
    const ops: RefitChange[] = [...PLACE_BOTH, { op: 'unequip', upgradeUid: 'rebels-1-s1-u1' }, { op: 'unequip', upgradeUid: 'rebels-1-s1-u1' }]
    const refused = applyCommand(HEAVY_REFIT, refitFleet(ops, false), player('rebels-1'))
    expect(!refused.ok && refused.violations).toEqual([
      { rule: 'R-REFIT', item: 5, reason: 'not-equipped', uid: 'rebels-1-s1-u1', cardId: 'weapons-team-gunnery-team', fleetId: 'rebels-1', change: 3 },
    ])
    // The preview stops at the same change, with the first three applied.
    const preview = applyRefitChanges(HEAVY_REFIT, 'rebels-1', ops)
    expect(preview.applied).toBe(3)
    expect(management(preview.state).pendingCards['rebels-1']).toEqual([])
    expect(management(HEAVY_REFIT).pendingCards['rebels-1']).toHaveLength(2)
  })

  it('pays the type removals from the bases: a fourth removal with three bases is refused (R-REFIT 3)', () => {
    const stripped = unwrap(
      applyCommand(
        HEAVY_REFIT,
        refitFleet([...PLACE_BOTH, { op: 'strip', slot: 'Weapons Team' }, { op: 'strip', slot: 'squadrons' }], false),
        player('rebels-1'),
      ),
    )
    expect(management(stripped).strippedThisRefit['rebels-1']?.map((s) => s.slot)).toEqual(['Weapons Team', 'squadrons'])
    expect(reasonsOf(applyCommand(stripped, refitFleet([{ op: 'strip', slot: 'squadrons' }], false), player('rebels-1')))).toEqual(['nothing-to-strip'])
  })

  it('refuses an empty edit that does not finish, and another player’s fleet (R-REFIT, R-SECRET)', () => {
    expect(reasonsOf(applyCommand(HEAVY_REFIT, refitFleet([], false), ORGANIZER))).toEqual(['no-change'])
    expect(mayIssue(HEAVY_REFIT, player('rebels-2'), refitFleet(PLACE_BOTH, false))).toBe(false)
    expect(mayIssue(HEAVY_REFIT, player('rebels-1'), refitFleet(PLACE_BOTH, false))).toBe(true)
  })
})

describe('R-HIST a refit in the chronicle', () => {
  it("records the cards it placed in the fleet, in order, for its team's history", () => {
    const pending = management(HEAVY_REFIT).pendingCards['rebels-1']!.map((c) => c.cardId)
    const after = unwrap(applyCommand(HEAVY_REFIT, refitFleet(PLACE_BOTH, false), player('rebels-1')))
    expect(commandMark(HEAVY_REFIT, after, refitFleet(PLACE_BOTH, false)).cards).toEqual(pending)
    // One operation at a time, as older refits were sent.
    const one: CampaignCommand = { type: 'refit', fleetId: 'rebels-1', op: { op: 'add-card', index: 1, shipUid: null } }
    expect(commandMark(HEAVY_REFIT, unwrap(applyCommand(HEAVY_REFIT, one, player('rebels-1'))), one).cards).toEqual([pending[1]])
    // A refit that places nothing records no cards.
    const stripped = refitFleet([{ op: 'strip', slot: 'Weapons Team' }], false)
    expect(commandMark(HEAVY_REFIT, unwrap(applyCommand(HEAVY_REFIT, stripped, player('rebels-1'))), stripped).cards).toBeUndefined()
  })
})
