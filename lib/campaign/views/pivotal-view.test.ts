// The pivotal page's view (R-PIVOT-CHOOSE, R-PIVOT-OBJ, R-CLIMAX): who chooses, what, and who may.
import { describe, expect, it } from 'vitest'
import { adjusted, player, startedCampaign } from '../management/testing/management-builders'
import { turnEndingAct } from '../pivotal/testing/pivotal-builders'
import type { Actor } from '../state'
import { pivotalView } from './pivotal-view'

const organizer: Actor = { role: 'organizer' }

describe('pivotalView', () => {
  // Act I ends 3–2 for the Empire once this turn is played: the Rebels, behind, choose (R-PIVOT-CHOOSE).
  const ended = turnEndingAct(
    adjusted(startedCampaign(), { cpByAct: { empire: [3, 0, 0], rebels: [2, 0, 0] } }),
    ['mon-cala', 'bespin', 'concord-dawn'],
    ['empire', 'empire', 'rebels'],
  )

  it('names the choosing team and lets only its Grand Admiral (or the organizer) choose', () => {
    expect(ended.phase).toBe('pivotal')
    const view = pivotalView(ended, player('rebels-1'))!
    expect(view.chooser.team).toBe('rebels')
    expect(view.mayChoose).toBe(true)
    expect(pivotalView(ended, player('rebels-2'))!.mayChoose).toBe(false)
    expect(pivotalView(ended, player('empire-1'))!.mayChoose).toBe(false)
    expect(pivotalView(ended, organizer)!.mayChoose).toBe(true)
  })

  it('offers the objectives still available, the enemy bases to target, and no climactic battle at a gap under 5 (R-PIVOT-OBJ, R-CLIMAX)', () => {
    const view = pivotalView(ended, player('rebels-1'))!
    expect(view.available).toContain('conquest')
    expect(view.enemyBases.length).toBeGreaterThan(0)
    expect(view.climacticAllowed).toBe(false)
  })

  it('is null before any pivotal battle', () => {
    expect(pivotalView(startedCampaign(), organizer)).toBeNull()
  })
})
