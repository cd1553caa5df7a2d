// The rules that read card facts, on a card of each wave published after March 2020 (R-FLEET-ERA): wave 9
// (Parts Resupply), wave 10 (DBY-827 Heavy Turbolasers, Point Defense Ion Cannons, Flak Guns) and AMG's Rapid
// Reinforcements (Darth Vader in a TIE Defender, Fenn Rau, the Imperial Venator II).
import { describe, expect, it } from 'vitest'
import { withPointsEra, type Faction, type PointsEra } from '@/lib/data/cards'
import { promotionTargets } from '../battle/squadron-promotion'
import { pivotalUpgradeShips } from '../pivotal/pivotal-commands'
import { newCampaign } from '../testing/builders'
import { allyChoices } from '../tokens/ally-forces'
import { cardViolations, fittingUpgrades } from './card-rules'
import { draftContent, type FleetDraft } from './fleet'
import { fleetValue } from './fleet-value'
import { fleetViolations } from './fleet-rules'

const fleet = (ships: FleetDraft['ships'], squadrons: FleetDraft['squadrons'] = []): FleetDraft => ({
  name: 'Test',
  ships,
  squadrons,
  objectives: { assault: null, defense: null, navigation: null },
})
const reasons = (era: PointsEra, draft: FleetDraft, faction: Faction) =>
  withPointsEra(era, () => [
    ...cardViolations(draftContent(draft), faction),
    ...fleetViolations(draftContent(draft), { preset: 'green-knight', stage: 'setup', teamFleets: [] }),
  ]).map((v) => `${v.rule} ${v.reason}${v.cardId ? ` ${v.cardId}` : ''}`)

describe('wave 9: Parts Resupply', () => {
  it('fits a flotilla’s Fleet Support slot from December 2020 on, and joins Ally forces (R-ARMADA, R-FLEET-ERA, R-TOKEN-ALLY)', () => {
    const gozanti = draftContent(fleet([{ cardId: 'gozanti-class-cruisers', flagship: true, upgrades: [] }]))
    expect(withPointsEra('ffg-1.5', () => fittingUpgrades(gozanti, 0, 'empire'))).toContain('fleet-support-parts-resupply')
    expect(withPointsEra('ffg-2019', () => fittingUpgrades(gozanti, 0, 'empire'))).not.toContain('fleet-support-parts-resupply')
    const ally = withPointsEra('amg-final', () => allyChoices('empire'))
    expect(ally.flotillas).toContainEqual({ shipCardId: 'gozanti-class-cruisers', upgradeCardId: 'fleet-support-parts-resupply', points: 26 })
  })
})

describe('wave 10: DBY-827 Heavy Turbolasers, Point Defense Ion Cannons, Flak Guns', () => {
  it('sit only in the slots their ship has (R-ARMADA)', () => {
    const onVictory = fleet([{ cardId: 'victory-ii-class-star-destroyer', flagship: true, upgrades: ['turbolasers-dby-827-heavy-turbolasers'] }])
    expect(reasons('amg-final', onVictory, 'empire').filter((r) => r.startsWith('R-ARMADA'))).toEqual([])
    const onGozanti = fleet([{ cardId: 'gozanti-class-cruisers', flagship: true, upgrades: ['turbolasers-dby-827-heavy-turbolasers'] }])
    expect(reasons('amg-final', onGozanti, 'empire')).toContain('R-ARMADA slot-missing turbolasers-dby-827-heavy-turbolasers')
    const victory = draftContent(fleet([{ cardId: 'victory-ii-class-star-destroyer', flagship: true, upgrades: [] }]))
    expect(withPointsEra('amg-final', () => fittingUpgrades(victory, 0, 'empire'))).toEqual(
      expect.arrayContaining(['ion-cannons-point-defense-ion-cannons', 'offensive-retrofit-flak-guns', 'turbolasers-dby-827-heavy-turbolasers']),
    )
  })

  it('Point Defense Ion Cannons go on any ship but a huge one, as the card says since wave 10 (R-ARMADA)', () => {
    const onExecutor = fleet([{ cardId: 'executor-i-class-star-dreadnought', flagship: true, upgrades: ['ion-cannons-point-defense-ion-cannons'] }])
    expect(reasons('amg-final', onExecutor, 'empire')).toContain('R-ARMADA size-restricted ion-cannons-point-defense-ion-cannons')
    const executor = draftContent(fleet([{ cardId: 'executor-i-class-star-dreadnought', flagship: true, upgrades: [] }]))
    expect(withPointsEra('amg-final', () => fittingUpgrades(executor, 0, 'empire'))).not.toContain('ion-cannons-point-defense-ion-cannons')
  })

  it('does not exist in a campaign of the printed points of 2020; it does at the 1.5 points it was printed under (R-FLEET-ERA)', () => {
    const cr90 = fleet([{ cardId: 'cr90-corvette-a', flagship: true, upgrades: ['offensive-retrofit-flak-guns'] }])
    expect(reasons('ffg-2019', cr90, 'rebels')).toContain('R-FLEET-ERA card-not-in-era offensive-retrofit-flak-guns')
    expect(reasons('ffg-1.5', cr90, 'rebels')).not.toContain('R-FLEET-ERA card-not-in-era offensive-retrofit-flak-guns')
    expect(reasons('amg-final', cr90, 'rebels')).not.toContain('R-FLEET-ERA card-not-in-era offensive-retrofit-flak-guns')
  })
})

describe('Rapid Reinforcements: Darth Vader (TIE Defender), Fenn Rau, Venator II {IMP}', () => {
  it('a unique squadron with defense tokens is refused at the start and its name is unique across card types (R-FLEET-START, R-ARMADA)', () => {
    const draft = fleet(
      [{ cardId: 'victory-i-class-star-destroyer', flagship: true, upgrades: ['commander-darth-vader'] }],
      [{ cardId: 'squadron-darth-vader-tie-defender-squadron', count: 1 }],
    )
    const found = reasons('amg-final', draft, 'empire')
    expect(found).toContain('R-FLEET-START unique-squadron squadron-darth-vader-tie-defender-squadron')
    expect(found.some((r) => r.startsWith('R-ARMADA unique-twice'))).toBe(true)
  })

  it('a TIE Defender may be promoted to him, in the era he exists in (R-VET-3)', () => {
    expect(withPointsEra('amg-final', () => promotionTargets('squadron-tie-defender-squadron'))).toContain('squadron-darth-vader-tie-defender-squadron')
    expect(withPointsEra('ffg-2019', () => promotionTargets('squadron-tie-defender-squadron'))).not.toContain('squadron-darth-vader-tie-defender-squadron')
  })

  it('Fenn Rau flies for the Rebels only (R-ARMADA)', () => {
    expect(
      reasons('amg-final', fleet([{ cardId: 'raider-i-class-corvette', flagship: true, upgrades: [] }], [{ cardId: 'squadron-fenn-rau', count: 1 }]), 'empire'),
    ).toContain('R-ARMADA other-faction squadron-fenn-rau')
  })

  it('the Venator II is a large ship, left out at the start, brought in at a pivotal battle at 100 (R-FLEET-START, R-PIVOT-UPGRADE)', () => {
    const venator = fleet([{ cardId: 'venator-ii-class-star-destroyer-imp', flagship: true, upgrades: [] }])
    expect(reasons('amg-final', venator, 'empire')).toContain('R-FLEET-START large-ship venator-ii-class-star-destroyer-imp')
    const state = { ...newCampaign(), pointsEra: 'amg-final' as const }
    expect(withPointsEra('amg-final', () => pivotalUpgradeShips(state, 'empire'))).toContain('venator-ii-class-star-destroyer-imp')
    expect(withPointsEra('ffg-2019', () => pivotalUpgradeShips(state, 'empire'))).not.toContain('venator-ii-class-star-destroyer-imp')
    expect(withPointsEra('amg-final', () => fleetValue(draftContent(venator)))).toBe(100)
  })
})
