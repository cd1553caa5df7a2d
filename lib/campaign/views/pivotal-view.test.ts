// The pivotal page's view (R-PIVOT-CHOOSE, R-PIVOT-OBJ, R-CLIMAX): who chooses, what, and who may.
import { describe, expect, it } from 'vitest'
import { SHIP_CARDS, upgradeCard } from '@/lib/data/cards'
import { COMMANDER_ABILITIES } from '@/lib/data/commander-abilities'
import type { CampaignCommand } from '../commands'
import { applyCommand } from '../engine'
import { adjusted, player, startedCampaign } from '../management/testing/management-builders'
import { turnEndingAct } from '../pivotal/testing/pivotal-builders'
import { BEFORE_UPGRADE, PIVOTAL_I, RESET_I } from '../pivotal/testing/whole-campaign-script'
import type { Actor, CampaignState } from '../state'
import { pivotalView } from './pivotal-view'

const accepted = (state: CampaignState, command: CampaignCommand, actor: Actor) => applyCommand(state, command, actor).ok

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

  it('keeps who chose and why as decided when the act ended, not as the map stands after the battle (R-PIVOT-CHOOSE)', () => {
    // Pivotal I: Empire 1, Rebels 5 at the end of act I; the Empire's claim then brings it to 1 + 4 = 5 with
    // more zones, which would now give the choice to someone else or for another reason.
    const view = pivotalView(PIVOTAL_I, organizer)!
    expect(view.chooser).toMatchObject({ team: 'empire', reason: 'fewer-cp', cp: { empire: 1, rebels: 5 } })
    expect(view.chooser).toEqual(PIVOTAL_I.pivotal!.chosenBy)
  })
})

describe('pivotalView after a commander reset (R-PIVOT-AFTER, R-CMD-1)', () => {
  it('offers the reset commander exactly the abilities the engine sells it now, with the next act’s limits', () => {
    const view = pivotalView(RESET_I, player('empire-1'))!
    const own = view.abilities.find((a) => a.fleetId === 'empire-1')!
    expect(own.abilities).toEqual([])
    // Nothing held: every purchase is an ability alone.
    expect(own.purchases.every((a) => a.replaces === null)).toBe(true)
    expect(own.purchases.map((a) => a.id)).toEqual(expect.arrayContaining(['repair-expert', 'ion-technician']))
    const sold = COMMANDER_ABILITIES.filter((a) => accepted(RESET_I, { type: 'buy-ability', fleetId: 'empire-1', abilityId: a.id }, player('empire-1'))).map(
      (a) => a.id,
    )
    expect(own.purchases.map((a) => a.id).sort()).toEqual(sold.sort())
    // Another player is not offered empire-1's XP.
    expect(pivotalView(RESET_I, player('empire-2'))!.abilities.some((a) => a.fleetId === 'empire-1')).toBe(false)
  })
})

describe('pivotalView before the pivotal battle: the replacements (R-PIVOT-UPGRADE, R-CLIMAX, R-FLEET-ALWAYS)', () => {
  // Pivotal I, before rebels-3's upgrade: the Rebels hold the Resources and Repair Yards it needs.
  const state = BEFORE_UPGRADE
  const view = pivotalView(state, player('rebels-3'))!
  const options = view.upgrades.find((u) => u.fleetId === 'rebels-3')!

  it('offers only replacements the engine accepts, each with the Resources it says', () => {
    expect(options.replacements.length).toBeGreaterThan(0)
    expect(options.replacements).toContainEqual(expect.objectContaining({ shipUid: 'rebels-3-s2', newShipCardId: 'mc30c-scout-frigate', extraResources: 0 }))
    for (const r of options.replacements) {
      const command: CampaignCommand = {
        type: 'pivotal-upgrade',
        fleetId: 'rebels-3',
        shipUid: r.shipUid,
        newShipCardId: r.newShipCardId,
        extraResources: r.extraResources,
      }
      // One that needs discards is accepted with the replaced ship's upgrades or with the most of them (all but the commander).
      const fleet = state.fleets.find((f) => f.id === 'rebels-3')!
      const most = {
        ...command,
        discardUpgradeUids: fleet.ships
          .flatMap((s) => s.upgrades)
          .filter((u) => !upgradeCard(u.cardId)?.slots.includes('Commander'))
          .map((u) => u.uid),
        discardSquadronUids: fleet.squadrons.map((q) => q.uid),
      }
      const own = { ...command, discardUpgradeUids: fleet.ships.find((s) => s.uid === r.shipUid)!.upgrades.map((u) => u.uid) }
      const sent = r.discards
        ? accepted(state, own, player('rebels-3')) || accepted(state, most, player('rebels-3'))
        : accepted(state, command, player('rebels-3'))
      expect(sent, `${r.shipUid} → ${r.newShipCardId}`).toBe(true)
    }
  })

  it('leaves out, with the engine’s reason, every ship the fleet may not take in any of its ships’ places', () => {
    const fleet = state.fleets.find((f) => f.id === 'rebels-3')!
    for (const card of SHIP_CARDS.filter((c) => c.faction === 'rebels' && c.size !== 'huge')) {
      for (const ship of fleet.ships) {
        const acceptedSomeWay = ([0, 1] as const).some((extraResources) =>
          accepted(state, { type: 'pivotal-upgrade', fleetId: fleet.id, shipUid: ship.uid, newShipCardId: card.id, extraResources }, player('rebels-3')),
        )
        const offered = options.replacements.some((r) => r.shipUid === ship.uid && r.newShipCardId === card.id)
        // What the engine accepts without discards is offered, and nothing offered is refused (above).
        if (acceptedSomeWay) expect(offered, `${ship.uid} → ${card.id}`).toBe(true)
      }
      const anywhere = options.replacements.some((r) => r.newShipCardId === card.id)
      expect(anywhere || options.leftOut.some((l) => l.cardId === card.id), card.id).toBe(true)
    }
    // A ship no costlier than any of the fleet's is left out for the allowance (R-PIVOT-UPGRADE), and huge ships
    // before a battle that is not climactic (R-CLIMAX).
    expect(options.leftOut.find((l) => l.cardId === 'gr-75-medium-transports')?.reason).toMatchObject({ rule: 'R-PIVOT-UPGRADE', reason: 'upgrade-allowance' })
    expect(options.replacements.some((r) => r.huge)).toBe(false)
  })

  it('offers nothing to a fleet whose team has not the tokens, every ship left out for them (R-TOKEN-SPEND)', () => {
    const poor = adjusted(state, { tokens: { rebels: { resources: 0 } } })
    const none = pivotalView(poor, player('rebels-3'))!.upgrades.find((u) => u.fleetId === 'rebels-3')!
    expect(none.replacements).toEqual([])
    expect(none.leftOut.length).toBeGreaterThan(0)
  })

  it('asks a team first only when being ready gives up a replacement it could still make (R-PIVOT-UPGRADE)', () => {
    // The Rebels hold the tokens: ready gives up a replacement; without Resources it gives up none.
    const ga = player(state.teams.rebels.grandAdmiral!)
    expect(pivotalView(state, ga)!.readyGivesUp).toContain('rebels')
    expect(pivotalView(state, organizer)!.readyGivesUp).toContain('rebels')
    const poor = adjusted(state, { tokens: { rebels: { resources: 0 } } })
    expect(pivotalView(poor, ga)!.readyGivesUp).not.toContain('rebels')
    expect(pivotalView(poor, organizer)!.readyGivesUp).not.toContain('rebels')
    // A player who is no Grand Admiral readies no team, and is asked nothing.
    const teammate = (['rebels-1', 'rebels-2', 'rebels-3'] as const).find((id) => id !== state.teams.rebels.grandAdmiral)!
    expect(pivotalView(state, player(teammate))!.readyGivesUp).toEqual([])
  })
})
