import { describe, expect, it } from 'vitest'
import { cardViolations } from './card-rules'
import { draftContent, type FleetContent } from './fleet'
import { content, EMPIRE_LEGAL_FLEETS, flagship, OBJECTIVES_A, REBEL_LEGAL_FLEETS, ship, squadrons } from './testing/fleet-builders'

const upgradeAt = (shipIndex: number, upgrade: number) => ({ kind: 'upgrade' as const, ship: shipIndex, upgrade })

// Slots used below (lib/data/cards/ships.ts):
//   Victory II: Officer, Weapons Team, Offensive Retrofit, Ion Cannons, Turbolasers (medium)
//   Victory I: Officer, Weapons Team, Offensive Retrofit, Ordnance, Turbolasers (medium)
//   Raider I: Officer, Weapons Team, Offensive Retrofit, Ordnance (small)
//   Gladiator I: Officer, Weapons Team, Support Team, Ordnance (small)
//   Gozanti-class Cruisers: Officer, Fleet Support, Offensive Retrofit (small flotilla)
//   Quasar Fire I: Officer, Weapons Team, Offensive Retrofit ×2 (medium)
//   Imperial I: Officer, Weapons Team, Offensive Retrofit ×2, Ion Cannons, Turbolasers (large)
//   CR90 A: Officer, Support Team, Defensive Retrofit, Ion Cannons (small)
//   MC80 Command / Assault / Star / Battle Cruiser (large), MC30c Torpedo Frigate (small)
// No ship card lists Title or Commander: in Armada every ship may take one title of its class and one
// commander, so neither is printed in the upgrade bar the data was taken from.

describe('R-ARMADA a valid fleet', () => {
  it('gives no violation for the legal fleets of both factions (R-ARMADA)', () => {
    for (const draft of EMPIRE_LEGAL_FLEETS) expect(cardViolations(draftContent(draft), 'empire'), draft.name).toEqual([])
    for (const draft of REBEL_LEGAL_FLEETS) expect(cardViolations(draftContent(draft), 'rebels'), draft.name).toEqual([])
  })

  it('does not judge the campaign rules: no flagship, large ships and unique cards are not R-ARMADA (R-ARMADA)', () => {
    // Imperial I + Admiral Ozzel (unique officer), Victory II, "Howlrunner": R-FLEET-START matters, R-ARMADA not.
    const fleet = content(
      [ship('imperial-i-class-star-destroyer', ['officer-admiral-ozzel']), ship('victory-ii-class-star-destroyer')],
      [squadrons('squadron-howlrunner')],
      { assault: null, defense: null, navigation: null },
    )
    expect(cardViolations(fleet, 'empire')).toEqual([])
  })
})

describe('R-ARMADA unknown cards', () => {
  it('refuses an unknown ship, without judging its upgrades (R-ARMADA)', () => {
    const fleet = content([flagship('death-star-ii', ['no-such-upgrade'])])
    expect(cardViolations(fleet, 'empire')).toEqual([{ rule: 'R-ARMADA', reason: 'unknown-card', element: { kind: 'ship', ship: 0 }, cardId: 'death-star-ii' }])
  })

  it('refuses an unknown upgrade (R-ARMADA)', () => {
    const fleet = content([flagship('victory-ii-class-star-destroyer', ['weapons-team-gunnery-team', 'officer-grand-moff-wilhuff'])])
    expect(cardViolations(fleet, 'empire')).toEqual([
      { rule: 'R-ARMADA', reason: 'unknown-card', element: upgradeAt(0, 1), cardId: 'officer-grand-moff-wilhuff' },
    ])
  })

  it('refuses an unknown squadron, on each of its elements (R-ARMADA)', () => {
    const fleet = content([flagship('victory-ii-class-star-destroyer')], [squadrons('squadron-tie-fighter-squadron'), squadrons('squadron-tie-striker', 2)])
    expect(cardViolations(fleet, 'empire')).toEqual([
      { rule: 'R-ARMADA', reason: 'unknown-card', element: { kind: 'squadron', squadron: 1 }, cardId: 'squadron-tie-striker' },
      { rule: 'R-ARMADA', reason: 'unknown-card', element: { kind: 'squadron', squadron: 2 }, cardId: 'squadron-tie-striker' },
    ])
  })

  it('refuses an unknown objective (R-ARMADA)', () => {
    const fleet = content([flagship('victory-ii-class-star-destroyer')], [], { ...OBJECTIVES_A, navigation: 'trench-run' })
    expect(cardViolations(fleet, 'empire')).toEqual([
      { rule: 'R-ARMADA', reason: 'unknown-card', element: { kind: 'objective', category: 'navigation' }, cardId: 'trench-run' },
    ])
  })

  it('takes ship ids, not ship names (R-ARMADA)', () => {
    const fleet = content([flagship('Victory II-class Star Destroyer')])
    expect(cardViolations(fleet, 'empire').map((v) => v.reason)).toEqual(['unknown-card'])
  })
})

describe('R-ARMADA faction', () => {
  it('refuses a Rebel ship in an Empire fleet (R-ARMADA)', () => {
    const fleet = content([flagship('victory-ii-class-star-destroyer'), ship('cr90-corvette-a')])
    expect(cardViolations(fleet, 'empire')).toEqual([
      { rule: 'R-ARMADA', reason: 'other-faction', element: { kind: 'ship', ship: 1 }, cardId: 'cr90-corvette-a' },
    ])
  })

  it('refuses an Empire ship in a Rebel fleet (R-ARMADA)', () => {
    const fleet = content([flagship('raider-i-class-corvette')])
    expect(cardViolations(fleet, 'rebels')).toEqual([
      { rule: 'R-ARMADA', reason: 'other-faction', element: { kind: 'ship', ship: 0 }, cardId: 'raider-i-class-corvette' },
    ])
  })

  it('refuses an Empire-only upgrade on a Rebel ship (R-ARMADA)', () => {
    // Admiral Ozzel is an Imperial officer; the CR90 has an Officer slot.
    const fleet = content([flagship('cr90-corvette-a', ['officer-admiral-ozzel'])])
    expect(cardViolations(fleet, 'rebels')).toEqual([{ rule: 'R-ARMADA', reason: 'other-faction', element: upgradeAt(0, 0), cardId: 'officer-admiral-ozzel' }])
  })

  it('refuses a Rebel-only upgrade on an Empire ship (R-ARMADA)', () => {
    // Jyn Erso (Weapons Team + Offensive Retrofit) fits a Victory II's slots, but is Rebel.
    const fleet = content([flagship('victory-ii-class-star-destroyer', ['weapons-team-offensive-retrofit-jyn-erso'])])
    expect(cardViolations(fleet, 'empire')).toEqual([
      { rule: 'R-ARMADA', reason: 'other-faction', element: upgradeAt(0, 0), cardId: 'weapons-team-offensive-retrofit-jyn-erso' },
    ])
  })

  it('allows neutral upgrades for both factions, unique ones included (R-ARMADA)', () => {
    const upgrades = ['officer-skilled-first-officer']
    expect(cardViolations(content([flagship('victory-ii-class-star-destroyer', upgrades)]), 'empire')).toEqual([])
    expect(cardViolations(content([flagship('cr90-corvette-a', upgrades)]), 'rebels')).toEqual([])
    // Hondo Ohnaka, a unique officer both sides may hire.
    expect(cardViolations(content([flagship('victory-ii-class-star-destroyer', ['officer-hondo-ohnaka'])]), 'empire')).toEqual([])
    expect(cardViolations(content([flagship('cr90-corvette-a', ['officer-hondo-ohnaka'])]), 'rebels')).toEqual([])
  })

  it('refuses a squadron of the other faction (R-ARMADA)', () => {
    const fleet = content([flagship('victory-ii-class-star-destroyer')], [squadrons('squadron-tie-fighter-squadron'), squadrons('squadron-x-wing-squadron')])
    expect(cardViolations(fleet, 'empire')).toEqual([
      { rule: 'R-ARMADA', reason: 'other-faction', element: { kind: 'squadron', squadron: 1 }, cardId: 'squadron-x-wing-squadron' },
    ])
  })
})

describe('R-ARMADA upgrade slots', () => {
  it('refuses an upgrade in a slot the ship lacks (R-ARMADA)', () => {
    // A Victory II has no Ordnance slot.
    const fleet = content([flagship('victory-ii-class-star-destroyer', ['ordnance-assault-concussion-missiles'])])
    expect(cardViolations(fleet, 'empire')).toEqual([
      { rule: 'R-ARMADA', reason: 'slot-missing', element: upgradeAt(0, 0), cardId: 'ordnance-assault-concussion-missiles' },
    ])
  })

  it('refuses a second upgrade for a single slot, on the second one (R-ARMADA)', () => {
    // One Turbolasers slot on a Victory II: XI7 fits, H9 does not.
    const fleet = content([flagship('victory-ii-class-star-destroyer', ['turbolasers-xi7-turbolasers', 'turbolasers-h9-turbolasers'])])
    expect(cardViolations(fleet, 'empire')).toEqual([
      { rule: 'R-ARMADA', reason: 'slot-missing', element: upgradeAt(0, 1), cardId: 'turbolasers-h9-turbolasers' },
    ])
  })

  it('fills a ship with two slots of a kind, and refuses a third card (R-ARMADA)', () => {
    // Quasar Fire I has two Offensive Retrofit slots.
    const two = ['offensive-retrofit-expanded-hangar-bay', 'offensive-retrofit-boosted-comms']
    expect(cardViolations(content([flagship('quasar-fire-i-class-cruiser-carrier', two)]), 'empire')).toEqual([])
    const three = content([flagship('quasar-fire-i-class-cruiser-carrier', [...two, 'offensive-retrofit-proximity-mines'])])
    expect(cardViolations(three, 'empire')).toEqual([
      { rule: 'R-ARMADA', reason: 'slot-missing', element: upgradeAt(0, 2), cardId: 'offensive-retrofit-proximity-mines' },
    ])
  })

  it('lets an unequipped upgrade take no slot (R-ARMADA, R-REFIT 7)', () => {
    const fleet: FleetContent = {
      ships: [
        {
          cardId: 'victory-ii-class-star-destroyer',
          flagship: true,
          upgrades: [
            { cardId: 'turbolasers-xi7-turbolasers', equipped: true },
            { cardId: 'turbolasers-h9-turbolasers', equipped: false },
          ],
        },
      ],
      squadrons: [],
      objectives: OBJECTIVES_A,
    }
    expect(cardViolations(fleet, 'empire')).toEqual([])
  })
})

describe('R-ARMADA dual Weapons Team + Offensive Retrofit cards', () => {
  const troopers = 'weapons-team-offensive-retrofit-boarding-troopers'

  it('fits a ship with both slots free (R-ARMADA)', () => {
    expect(cardViolations(content([flagship('victory-ii-class-star-destroyer', [troopers])]), 'empire')).toEqual([])
    expect(cardViolations(content([flagship('raider-i-class-corvette', [troopers])]), 'empire')).toEqual([])
  })

  it('refuses a ship with the Weapons Team slot but no Offensive Retrofit (R-ARMADA)', () => {
    expect(cardViolations(content([flagship('gladiator-i-class-star-destroyer', [troopers])]), 'empire')).toEqual([
      { rule: 'R-ARMADA', reason: 'slot-missing', element: upgradeAt(0, 0), cardId: troopers },
    ])
  })

  it('refuses a ship with the Offensive Retrofit slot but no Weapons Team (R-ARMADA)', () => {
    // Gozanti-class Cruisers: Officer, Fleet Support, Offensive Retrofit.
    const fleet = content([flagship('victory-ii-class-star-destroyer'), ship('gozanti-class-cruisers', [troopers])])
    expect(cardViolations(fleet, 'empire')).toEqual([{ rule: 'R-ARMADA', reason: 'slot-missing', element: upgradeAt(1, 0), cardId: troopers }])
  })

  it('refuses it when a Weapons Team card already holds the slot, and the reverse (R-ARMADA)', () => {
    const after = content([flagship('raider-i-class-corvette', ['weapons-team-gunnery-team', troopers])])
    expect(cardViolations(after, 'empire')).toEqual([{ rule: 'R-ARMADA', reason: 'slot-missing', element: upgradeAt(0, 1), cardId: troopers }])
    const before = content([flagship('raider-i-class-corvette', [troopers, 'offensive-retrofit-boosted-comms'])])
    expect(cardViolations(before, 'empire')).toEqual([
      { rule: 'R-ARMADA', reason: 'slot-missing', element: upgradeAt(0, 1), cardId: 'offensive-retrofit-boosted-comms' },
    ])
  })

  it('leaves the second Offensive Retrofit of an Imperial free for another card (R-ARMADA)', () => {
    const fleet = content([flagship('imperial-i-class-star-destroyer', [troopers, 'offensive-retrofit-expanded-hangar-bay'])])
    expect(cardViolations(fleet, 'empire')).toEqual([])
  })
})

describe('R-ARMADA titles', () => {
  // These fail while ship cards list no Title slot: card-rules.ts slotViolations looks for 'Title' among
  // the ship's printed slots, so every title comes out 'slot-missing' (reported as an engine bug).
  it('accepts a title on its own class (R-ARMADA)', () => {
    // Dominator (Victory-class) on a Victory I; Seventh Fleet Star Destroyer (not unique) on a Gladiator.
    expect(cardViolations(content([flagship('victory-i-class-star-destroyer', ['title-dominator'])]), 'empire')).toEqual([])
    expect(cardViolations(content([flagship('gladiator-i-class-star-destroyer', ['title-seventh-fleet-star-destroyer'])]), 'empire')).toEqual([])
  })

  it('accepts an MC80 title on the MC80 chassis it names (R-ARMADA)', () => {
    // Home One: Assault or Command Cruiser; Liberty: Star or Battle Cruiser.
    expect(cardViolations(content([flagship('mc80-command-cruiser', ['title-home-one'])]), 'rebels')).toEqual([])
    expect(cardViolations(content([flagship('mc80-star-cruiser', ['title-liberty'])]), 'rebels')).toEqual([])
  })

  it('refuses a Victory-class title on a Raider, as a title on the wrong class only (R-ARMADA)', () => {
    const fleet = content([flagship('raider-i-class-corvette', ['title-dominator'])])
    expect(cardViolations(fleet, 'empire')).toEqual([{ rule: 'R-ARMADA', reason: 'title-wrong-class', element: upgradeAt(0, 0), cardId: 'title-dominator' }])
  })

  it('refuses an MC80 title on the wrong MC80 chassis (R-ARMADA)', () => {
    // Home One is for the Assault and Command Cruisers, not the Star Cruiser; Liberty the other way round.
    expect(cardViolations(content([flagship('mc80-star-cruiser', ['title-home-one'])]), 'rebels')).toEqual([
      { rule: 'R-ARMADA', reason: 'title-wrong-class', element: upgradeAt(0, 0), cardId: 'title-home-one' },
    ])
    expect(cardViolations(content([flagship('mc80-assault-cruiser', ['title-liberty'])]), 'rebels')).toEqual([
      { rule: 'R-ARMADA', reason: 'title-wrong-class', element: upgradeAt(0, 0), cardId: 'title-liberty' },
    ])
  })

  it('refuses a second title on one ship, on the second one (R-ARMADA)', () => {
    // A ship bears one title: Dominator fits the Victory I, Warlord (also Victory-class) does not.
    const fleet = content([flagship('victory-i-class-star-destroyer', ['title-dominator', 'title-warlord'])])
    expect(cardViolations(fleet, 'empire')).toEqual([{ rule: 'R-ARMADA', reason: 'slot-missing', element: upgradeAt(0, 1), cardId: 'title-warlord' }])
  })

  it('always reports a title on the wrong class, whatever the slots (R-ARMADA)', () => {
    const fleet = content([flagship('raider-i-class-corvette', ['title-dominator'])])
    expect(cardViolations(fleet, 'empire')).toContainEqual({
      rule: 'R-ARMADA',
      reason: 'title-wrong-class',
      element: upgradeAt(0, 0),
      cardId: 'title-dominator',
    })
    const mc80 = content([flagship('mc80-battle-cruiser', ['title-defiance'])])
    expect(cardViolations(mc80, 'rebels')).toContainEqual({ rule: 'R-ARMADA', reason: 'title-wrong-class', element: upgradeAt(0, 0), cardId: 'title-defiance' })
  })
})

describe('R-ARMADA commander cards', () => {
  it('lets a commander card stand on the flagship, for R-FLEET-START 3 to refuse (R-ARMADA)', () => {
    // The import keeps commander cards so that the fleet rules flag them; R-ARMADA must not refuse them
    // as 'slot-missing' (no ship card prints the Commander slot).
    const fleet = content([flagship('victory-ii-class-star-destroyer', ['commander-admiral-motti'])])
    expect(cardViolations(fleet, 'empire')).toEqual([])
  })
})

describe('R-ARMADA ship size restrictions', () => {
  it('refuses a large-only upgrade on a medium ship (R-ARMADA)', () => {
    // Hardened Bulkheads: large ships only.
    expect(cardViolations(content([flagship('victory-ii-class-star-destroyer', ['offensive-retrofit-hardened-bulkheads'])]), 'empire')).toEqual([
      { rule: 'R-ARMADA', reason: 'size-restricted', element: upgradeAt(0, 0), cardId: 'offensive-retrofit-hardened-bulkheads' },
    ])
    expect(cardViolations(content([flagship('imperial-i-class-star-destroyer', ['offensive-retrofit-hardened-bulkheads'])]), 'empire')).toEqual([])
  })

  it('refuses a small-or-medium upgrade on a large ship (R-ARMADA)', () => {
    // Disposable Capacitors: small and medium ships only.
    expect(cardViolations(content([flagship('imperial-i-class-star-destroyer', ['offensive-retrofit-disposable-capacitors'])]), 'empire')).toEqual([
      { rule: 'R-ARMADA', reason: 'size-restricted', element: upgradeAt(0, 0), cardId: 'offensive-retrofit-disposable-capacitors' },
    ])
  })

  it('refuses a medium-or-large upgrade on a small ship (R-ARMADA)', () => {
    // Ordnance Pods on a Raider I, which has the Ordnance slot but is small.
    expect(cardViolations(content([flagship('raider-i-class-corvette', ['ordnance-ordnance-pods'])]), 'empire')).toEqual([
      { rule: 'R-ARMADA', reason: 'size-restricted', element: upgradeAt(0, 0), cardId: 'ordnance-ordnance-pods' },
    ])
    expect(cardViolations(content([flagship('victory-i-class-star-destroyer', ['ordnance-ordnance-pods'])]), 'empire')).toEqual([])
  })
})

describe('R-ARMADA flagship', () => {
  const flagBridge = 'offensive-retrofit-flag-bridge' // flagship only, small or medium

  it('refuses a flagship-only upgrade on another ship (R-ARMADA)', () => {
    const fleet = content([flagship('victory-ii-class-star-destroyer'), ship('raider-i-class-corvette', [flagBridge])])
    expect(cardViolations(fleet, 'empire')).toEqual([{ rule: 'R-ARMADA', reason: 'flagship-only', element: upgradeAt(1, 0), cardId: flagBridge }])
  })

  it('accepts it on the flagship (R-ARMADA)', () => {
    const fleet = content([flagship('victory-ii-class-star-destroyer', [flagBridge]), ship('raider-i-class-corvette')])
    expect(cardViolations(fleet, 'empire')).toEqual([])
  })

  it('still applies its size restriction on the flagship (R-ARMADA)', () => {
    expect(cardViolations(content([flagship('imperial-i-class-star-destroyer', [flagBridge])]), 'empire')).toEqual([
      { rule: 'R-ARMADA', reason: 'size-restricted', element: upgradeAt(0, 0), cardId: flagBridge },
    ])
  })

  it('refuses a second flagship, and a third, on each ship after the first (R-ARMADA)', () => {
    const two = content([ship('raider-i-class-corvette'), flagship('victory-ii-class-star-destroyer'), flagship('victory-i-class-star-destroyer')])
    expect(cardViolations(two, 'empire')).toEqual([{ rule: 'R-ARMADA', reason: 'second-flagship', element: { kind: 'ship', ship: 2 } }])
    const three = content([flagship('raider-i-class-corvette'), flagship('victory-ii-class-star-destroyer'), flagship('victory-i-class-star-destroyer')])
    expect(cardViolations(three, 'empire')).toEqual([
      { rule: 'R-ARMADA', reason: 'second-flagship', element: { kind: 'ship', ship: 1 } },
      { rule: 'R-ARMADA', reason: 'second-flagship', element: { kind: 'ship', ship: 2 } },
    ])
  })

  it('leaves a missing flagship to R-FLEET-START 3 (R-ARMADA)', () => {
    expect(cardViolations(content([ship('victory-ii-class-star-destroyer')]), 'empire')).toEqual([])
  })
})

describe('R-ARMADA objective categories', () => {
  const victory = [flagship('victory-ii-class-star-destroyer')]

  it('refuses an objective in the wrong category (R-ARMADA)', () => {
    // Contested Outpost is a defense objective.
    const fleet = content(victory, [], { ...OBJECTIVES_A, assault: 'contested-outpost', defense: 'fleet-in-being' })
    expect(cardViolations(fleet, 'empire')).toEqual([
      { rule: 'R-ARMADA', reason: 'wrong-objective-category', element: { kind: 'objective', category: 'assault' }, cardId: 'contested-outpost' },
    ])
  })

  it('refuses campaign, Base Defense and pivotal objectives as fleet objectives (R-ARMADA)', () => {
    const fleet = content(victory, [], { assault: 'conquest', defense: 'ion-cannon', navigation: 'hired-scum' })
    expect(cardViolations(fleet, 'empire')).toEqual([
      { rule: 'R-ARMADA', reason: 'wrong-objective-category', element: { kind: 'objective', category: 'assault' }, cardId: 'conquest' },
      { rule: 'R-ARMADA', reason: 'wrong-objective-category', element: { kind: 'objective', category: 'defense' }, cardId: 'ion-cannon' },
      { rule: 'R-ARMADA', reason: 'wrong-objective-category', element: { kind: 'objective', category: 'navigation' }, cardId: 'hired-scum' },
    ])
  })

  it('leaves missing and banned objectives to R-FLEET-START 8 (R-ARMADA)', () => {
    const fleet = content(victory, [], { assault: null, defense: 'fire-lanes', navigation: 'intel-sweep' })
    expect(cardViolations(fleet, 'empire')).toEqual([])
  })
})
