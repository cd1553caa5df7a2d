import { describe, expect, it } from 'vitest'
import { UPGRADE_CARDS, UPGRADE_SLOTS } from '@/lib/data/cards'
import { REWARD_TYPES } from '@/lib/data/map'
import type { RewardChoice } from './management-state'
import {
  REWARD_SLOT,
  cardMatchesReward,
  pendingFromPurchase,
  purchaseViolations,
  reserveAfterPurchase,
  rewardCardOffer,
  reserveCardOffer,
  rewardOptions,
  uniquesAllowedAfter,
} from './rewards'

// Cards used (points from lib/data/cards): Boosted Comms 4, Reserve Hangar Deck 3, Phylon Q7 Tractor Beams 6,
// Rapid Launch Bays 6 (Offensive Retrofit, neutral); Boarding Troopers 3 (Weapons Team + Offensive Retrofit,
// neutral); Chart Officer 2 (Officer, neutral); Director Krennic 8 (Officer, Empire, unique); Adar Tallon 10
// (Officer, Rebels, unique); TIE Fighter Squadron 8 (Empire); "Howlrunner" 16 (Empire, unique);
// X-wing Squadron 13 (Rebels).
const BOOSTED_COMMS = 'offensive-retrofit-boosted-comms'
const RESERVE_HANGAR = 'offensive-retrofit-reserve-hangar-deck'
const PHYLON = 'offensive-retrofit-phylon-q7-tractor-beams'
const RAPID_LAUNCH = 'offensive-retrofit-rapid-launch-bays'
const BOARDING_TROOPERS = 'weapons-team-offensive-retrofit-boarding-troopers'
const CHART_OFFICER = 'officer-chart-officer'
const KRENNIC = 'officer-director-krennic'
const ADAR_TALLON = 'officer-adar-tallon'
const TIE = 'squadron-tie-fighter-squadron'
const HOWLRUNNER = 'squadron-howlrunner'
const X_WING = 'squadron-x-wing-squadron'

const choice = (c: Omit<RewardChoice, 'fleetId'>): RewardChoice => ({ fleetId: 'empire-1', ...c })

describe('REWARD_SLOT maps every reward type to what it buys (R-REWARD 3)', () => {
  it('maps every reward type id to an existing upgrade slot, or squadrons for the squadron reward (R-REWARD 3)', () => {
    expect(Object.keys(REWARD_SLOT).sort()).toEqual(REWARD_TYPES.map((t) => t.id).sort())
    for (const t of REWARD_TYPES) {
      const slot = REWARD_SLOT[t.id]
      if (t.kind === 'squadrons') expect(slot).toBe('squadrons')
      else {
        expect((UPGRADE_SLOTS as readonly string[]).includes(slot)).toBe(true)
        expect(slot).toBe(t.name)
        expect(UPGRADE_CARDS.some((c) => c.slots.includes(slot as (typeof UPGRADE_SLOTS)[number]))).toBe(true)
      }
    }
  })
})

describe('R-REWARD 1-2 the rewards a fleet may take', () => {
  it('gives the winner the higher value of each reward of the battle system, Bespin support-team and title 8 (R-REWARD 1)', () => {
    expect(rewardOptions({ fleetId: 'empire-1', battleSystemId: 'bespin', won: true, teamBaseSystems: ['lothal'], baseRewardAvailable: false })).toEqual([
      { fleetId: 'empire-1', systemId: 'bespin', type: 'support-team', points: 8 },
      { fleetId: 'empire-1', systemId: 'bespin', type: 'title', points: 8 },
    ])
  })

  it('gives the loser the lower value, Bespin support-team and title 4 (R-REWARD 1)', () => {
    expect(rewardOptions({ fleetId: 'rebels-1', battleSystemId: 'bespin', won: false, teamBaseSystems: [], baseRewardAvailable: true })).toEqual([
      { fleetId: 'rebels-1', systemId: 'bespin', type: 'support-team', points: 4 },
      { fleetId: 'rebels-1', systemId: 'bespin', type: 'title', points: 4 },
    ])
  })

  it('adds the rewards of the team base systems at the fleet own result, only while the base reward is available (R-REWARD 2)', () => {
    const input = { fleetId: 'rebels-2', battleSystemId: 'bespin', won: false, teamBaseSystems: ['lothal', 'dantooine'] } as const
    // Lost: Bespin 4/4, Lothal squadrons 16, Dantooine support-team 5 and officer 4, in that order.
    expect(rewardOptions({ ...input, teamBaseSystems: [...input.teamBaseSystems], baseRewardAvailable: true })).toEqual([
      { fleetId: 'rebels-2', systemId: 'bespin', type: 'support-team', points: 4 },
      { fleetId: 'rebels-2', systemId: 'bespin', type: 'title', points: 4 },
      { fleetId: 'rebels-2', systemId: 'lothal', type: 'squadrons', points: 16 },
      { fleetId: 'rebels-2', systemId: 'dantooine', type: 'support-team', points: 5 },
      { fleetId: 'rebels-2', systemId: 'dantooine', type: 'officer', points: 4 },
    ])
    // Won: the bases at their winner values (Lothal 24, Dantooine 10 and 8).
    expect(rewardOptions({ ...input, won: true, teamBaseSystems: [...input.teamBaseSystems], baseRewardAvailable: true }).slice(2)).toEqual([
      { fleetId: 'rebels-2', systemId: 'lothal', type: 'squadrons', points: 24 },
      { fleetId: 'rebels-2', systemId: 'dantooine', type: 'support-team', points: 10 },
      { fleetId: 'rebels-2', systemId: 'dantooine', type: 'officer', points: 8 },
    ])
    // Taken by another player of the team this turn: the battle's system only.
    expect(rewardOptions({ ...input, teamBaseSystems: [...input.teamBaseSystems], baseRewardAvailable: false })).toHaveLength(2)
  })

  it('offers a base that is the battle system only once (R-REWARD 2)', () => {
    expect(
      rewardOptions({
        fleetId: 'empire-1',
        battleSystemId: 'lothal',
        won: true,
        teamBaseSystems: ['lothal', 'dathomir', 'dathomir'],
        baseRewardAvailable: true,
      }),
    ).toEqual([
      { fleetId: 'empire-1', systemId: 'lothal', type: 'squadrons', points: 24 },
      { fleetId: 'empire-1', systemId: 'dathomir', type: 'title', points: 10 },
    ])
  })
})

describe('R-REWARD 3 a reward buys cards of its type', () => {
  it('matches a dual Weapons Team + Offensive Retrofit card with either reward, not with another (R-REWARD 3)', () => {
    expect(cardMatchesReward(BOARDING_TROOPERS, 'weapons-team')).toBe(true)
    expect(cardMatchesReward(BOARDING_TROOPERS, 'offensive-retrofit')).toBe(true)
    expect(cardMatchesReward(BOARDING_TROOPERS, 'officer')).toBe(false)
  })

  it('matches squadrons only with a squadron reward (R-REWARD 3)', () => {
    expect(cardMatchesReward(TIE, 'squadrons')).toBe(true)
    expect(cardMatchesReward(X_WING, 'squadrons')).toBe(true)
    expect(cardMatchesReward(TIE, 'title')).toBe(false)
    expect(cardMatchesReward(BOOSTED_COMMS, 'squadrons')).toBe(false)
    expect(cardMatchesReward('no-such-card', 'officer')).toBe(false)
  })

  it('splits Ord Mantell offensive-retrofit 10 over two cards, 4 + 3, and puts 3 in the Fleet Reserve (R-REWARD 3, R-REWARD 5)', () => {
    const reward = choice({ systemId: 'ord-mantell', type: 'offensive-retrofit', points: 10 })
    const cards = [BOOSTED_COMMS, RESERVE_HANGAR]
    expect(purchaseViolations({ choice: reward, cards, faction: 'empire', reservePoints: 0, uniquesAllowed: false })).toEqual([])
    expect(reserveAfterPurchase({ choice: reward, cards, reservePoints: 0 })).toBe(3)
    expect(pendingFromPurchase(cards)).toEqual([
      { cardId: BOOSTED_COMMS, kind: 'upgrade' },
      { cardId: RESERVE_HANGAR, kind: 'upgrade' },
    ])
  })

  it('refuses a card of the wrong type: an Officer with an offensive-retrofit reward (R-REWARD 3 wrong-type)', () => {
    const reward = choice({ systemId: 'ord-mantell', type: 'offensive-retrofit', points: 10 })
    expect(purchaseViolations({ choice: reward, cards: [BOOSTED_COMMS, CHART_OFFICER], faction: 'empire', reservePoints: 0, uniquesAllowed: false })).toEqual([
      { rule: 'R-REWARD', reason: 'wrong-type', cardId: CHART_OFFICER },
    ])
  })

  it('refuses a card id that is no card (R-REWARD unknown-card)', () => {
    const reward = choice({ systemId: 'ord-mantell', type: 'offensive-retrofit', points: 10 })
    expect(purchaseViolations({ choice: reward, cards: ['offensive-retrofit-nope'], faction: 'empire', reservePoints: 0, uniquesAllowed: true })).toEqual([
      { rule: 'R-REWARD', reason: 'unknown-card', cardId: 'offensive-retrofit-nope' },
    ])
    expect(pendingFromPurchase(['offensive-retrofit-nope'])).toEqual([])
  })

  it('refuses a card of the other faction, accepts a neutral one (R-REWARD other-faction)', () => {
    const reward = choice({ systemId: 'felucia', type: 'officer', points: 10 })
    expect(purchaseViolations({ choice: reward, cards: [ADAR_TALLON], faction: 'empire', reservePoints: 0, uniquesAllowed: true })).toEqual([
      { rule: 'R-REWARD', reason: 'other-faction', cardId: ADAR_TALLON },
    ])
    expect(purchaseViolations({ choice: reward, cards: [ADAR_TALLON], faction: 'rebels', reservePoints: 0, uniquesAllowed: true })).toEqual([])
    expect(purchaseViolations({ choice: reward, cards: [CHART_OFFICER], faction: 'rebels', reservePoints: 0, uniquesAllowed: false })).toEqual([])
    expect(purchaseViolations({ choice: reward, cards: [CHART_OFFICER], faction: 'empire', reservePoints: 0, uniquesAllowed: false })).toEqual([])
  })
})

describe('R-REWARD points: the reward plus the Fleet Reserve of its type', () => {
  it('refuses cards over the reward points: Dagobah loser offensive-retrofit 4, Phylon Q7 6 (R-REWARD over-reward-points)', () => {
    const reward = choice({ systemId: 'dagobah', type: 'offensive-retrofit', points: 4 })
    expect(purchaseViolations({ choice: reward, cards: [PHYLON], faction: 'empire', reservePoints: 0, uniquesAllowed: false })).toEqual([
      { rule: 'R-REWARD', reason: 'over-reward-points', value: 6, limit: 4 },
    ])
    // With 2 reserve points of that type the card fits, and the reserve is spent: 4 + 2 - 6 = 0.
    expect(purchaseViolations({ choice: reward, cards: [PHYLON], faction: 'empire', reservePoints: 2, uniquesAllowed: false })).toEqual([])
    expect(reserveAfterPurchase({ choice: reward, cards: [PHYLON], reservePoints: 2 })).toBe(0)
  })

  it('spends the reward first, then the reserve: reward 10, reserve 3, cards 12 leave 1; cards 4 leave 3 + 6 = 9 (R-REWARD 5)', () => {
    const reward = choice({ systemId: 'ord-mantell', type: 'offensive-retrofit', points: 10 })
    expect(purchaseViolations({ choice: reward, cards: [PHYLON, RAPID_LAUNCH], faction: 'empire', reservePoints: 3, uniquesAllowed: false })).toEqual([])
    expect(reserveAfterPurchase({ choice: reward, cards: [PHYLON, RAPID_LAUNCH], reservePoints: 3 })).toBe(1)
    expect(reserveAfterPurchase({ choice: reward, cards: [BOOSTED_COMMS], reservePoints: 3 })).toBe(9)
  })

  it('puts a whole reward that buys nothing in the Fleet Reserve (R-REWARD 5)', () => {
    const reward = choice({ systemId: 'kessel', type: 'title', points: 12 })
    expect(reserveAfterPurchase({ choice: reward, cards: [], reservePoints: 5 })).toBe(17)
    expect(pendingFromPurchase([])).toEqual([])
  })
})

describe('R-REWARD 4 unique cards', () => {
  it('refuses a unique card without the right and accepts it with it: Director Krennic 8 at Nar Shaddaa officer 8 (R-REWARD 4)', () => {
    const reward = choice({ systemId: 'nar-shaddaa', type: 'officer', points: 8 })
    expect(purchaseViolations({ choice: reward, cards: [KRENNIC], faction: 'empire', reservePoints: 0, uniquesAllowed: false })).toEqual([
      { rule: 'R-REWARD', reason: 'unique-not-allowed', cardId: KRENNIC },
    ])
    expect(purchaseViolations({ choice: reward, cards: [KRENNIC], faction: 'empire', reservePoints: 0, uniquesAllowed: true })).toEqual([])
    expect(reserveAfterPurchase({ choice: reward, cards: [KRENNIC], reservePoints: 0 })).toBe(0)
  })

  it('treats a unique squadron as a unique card: Howlrunner 16 at Lothal (R-REWARD 4, R-REWARD 6)', () => {
    const reward = choice({ systemId: 'lothal', type: 'squadrons', points: 24 })
    expect(purchaseViolations({ choice: reward, cards: [HOWLRUNNER, TIE], faction: 'empire', reservePoints: 0, uniquesAllowed: false })).toEqual([
      { rule: 'R-REWARD', reason: 'unique-not-allowed', cardId: HOWLRUNNER },
    ])
    expect(purchaseViolations({ choice: reward, cards: [HOWLRUNNER, TIE], faction: 'empire', reservePoints: 0, uniquesAllowed: true })).toEqual([])
  })

  it('allows uniques after the green cards: hired-scum (campaign) and ion-cannon (base-defense), not most-wanted (R-REWARD 4)', () => {
    expect(uniquesAllowedAfter('hired-scum')).toBe(true)
    expect(uniquesAllowedAfter('ion-cannon')).toBe(true)
    expect(uniquesAllowedAfter('armed-station')).toBe(true)
    expect(uniquesAllowedAfter('fighter-wing')).toBe(true)
    expect(uniquesAllowedAfter('most-wanted')).toBe(false)
    expect(uniquesAllowedAfter('conquest')).toBe(false)
    expect(uniquesAllowedAfter('no-such-objective')).toBe(false)
    expect(uniquesAllowedAfter(null)).toBe(false)
  })
})

describe('R-REWARD 3 squadron rewards buy squadrons', () => {
  it('buys three TIE Fighters, 24, with Lothal squadrons 24 and leaves the reserve at 0 (R-REWARD 3, R-REWARD 5)', () => {
    const reward = choice({ systemId: 'lothal', type: 'squadrons', points: 24 })
    const cards = [TIE, TIE, TIE]
    expect(purchaseViolations({ choice: reward, cards, faction: 'empire', reservePoints: 0, uniquesAllowed: false })).toEqual([])
    expect(reserveAfterPurchase({ choice: reward, cards, reservePoints: 0 })).toBe(0)
    expect(pendingFromPurchase(cards)).toEqual([
      { cardId: TIE, kind: 'squadron' },
      { cardId: TIE, kind: 'squadron' },
      { cardId: TIE, kind: 'squadron' },
    ])
  })

  it('refuses a fourth TIE Fighter with the loser value 16, and an upgrade plus an enemy squadron, 4 + 13 = 17 (R-REWARD 3)', () => {
    const reward = choice({ systemId: 'lothal', type: 'squadrons', points: 16 })
    expect(purchaseViolations({ choice: reward, cards: [TIE, TIE], faction: 'empire', reservePoints: 0, uniquesAllowed: false })).toEqual([])
    expect(purchaseViolations({ choice: reward, cards: [TIE, TIE, TIE], faction: 'empire', reservePoints: 0, uniquesAllowed: false })).toEqual([
      { rule: 'R-REWARD', reason: 'over-reward-points', value: 24, limit: 16 },
    ])
    expect(purchaseViolations({ choice: reward, cards: [BOOSTED_COMMS, X_WING], faction: 'empire', reservePoints: 0, uniquesAllowed: false })).toEqual([
      { rule: 'R-REWARD', reason: 'wrong-type', cardId: BOOSTED_COMMS },
      { rule: 'R-REWARD', reason: 'other-faction', cardId: X_WING },
      { rule: 'R-REWARD', reason: 'over-reward-points', value: 17, limit: 16 },
    ])
  })
})

describe('R-REWARD 3, R-REFIT 5 the cards a reward offers', () => {
  const rebelFleet = { team: 'rebels' as const, ships: [{ cardId: 'cr90-corvette-a' }] }
  const options = [
    { fleetId: 'rebels-1', systemId: 'mon-cala' as const, type: 'title' as const, points: 5 },
    { fleetId: 'rebels-1', systemId: 'hoth' as const, type: 'title' as const, points: 3 },
  ]

  it('offers cards worth at most the best reward of the type plus the Reserve, and titles only for the fleet’s ship classes', () => {
    const titles = rewardCardOffer(options, {}, rebelFleet).title!
    // Best title reward 5, no Reserve: nothing over 5; a CR90 takes Corvette titles, never Task Force Antilles (Hammerhead).
    expect(titles.every((c) => c.points <= 5)).toBe(true)
    expect(titles.map((c) => c.id)).not.toContain('title-task-force-antilles')
    expect(titles.length).toBeGreaterThan(0)
    // Two points of title in the Reserve raise the most to 7.
    const withReserve = rewardCardOffer(options, { title: 2 }, rebelFleet).title!
    expect(withReserve.every((c) => c.points <= 7)).toBe(true)
    expect(withReserve.length).toBeGreaterThanOrEqual(titles.length)
    const withHammerhead = rewardCardOffer(options, {}, { team: 'rebels', ships: [{ cardId: 'hammerhead-torpedo-corvette' }] }).title!
    expect(withHammerhead.map((c) => c.id)).toContain('title-task-force-antilles')
  })
})

describe('R-REFIT 4: what the Fleet Reserve buys at refit', () => {
  const empireFleet = { team: 'empire' as const, ships: [{ cardId: 'victory-ii-class-star-destroyer' }] }

  it('offers, per type held, the non-unique cards of the fleet’s faction worth at most the points held', () => {
    const offer = reserveCardOffer({ squadrons: 9, officer: 0 }, empireFleet)
    // Officer points at 0 offer nothing; 9 squadron points buy a TIE Fighter (8), never "Howlrunner" (unique, 16)
    // nor a Rebel X-wing.
    expect(offer.map((o) => [o.type, o.points])).toEqual([['squadrons', 9]])
    const ids = offer[0]!.cards.map((c) => c.id)
    expect(ids).toContain(TIE)
    expect(ids).not.toContain(HOWLRUNNER)
    expect(ids).not.toContain(X_WING)
    expect(offer[0]!.cards.every((c) => c.points <= 9)).toBe(true)
  })

  it('offers each type by its own points, and nothing for an empty Reserve', () => {
    expect(reserveCardOffer({}, empireFleet)).toEqual([])
    // 4 points of Offensive Retrofit: Boosted Comms (4) and Reserve Hangar Deck (3), not Phylon Q7 (6).
    const retrofits = reserveCardOffer({ 'offensive-retrofit': 4 }, empireFleet)[0]!.cards.map((c) => c.id)
    expect(retrofits).toEqual(expect.arrayContaining([BOOSTED_COMMS, RESERVE_HANGAR]))
    expect(retrofits).not.toContain(PHYLON)
  })
})
