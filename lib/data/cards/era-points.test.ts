// R-FLEET-ERA: the points of each era against the published figures, every card changed in the era among them.
import { describe, expect, it } from 'vitest'
import { cardPointsIn, erasOfCard, shipCards, squadronCards, upgradeCards } from '.'
import type { PointsEra } from './types'

type Row = [id: string, points: number]

const check = (era: PointsEra, rows: readonly Row[]) => {
  expect(rows.length).toBeGreaterThanOrEqual(40)
  expect(rows.map(([id]) => [id, cardPointsIn(id, era)])).toEqual(rows)
}

// The printed cards of March 2020 (rkbodenner/star-wars-armada-data @ 450ec48 with the RitR overlay's corrections).
const FFG_2019: readonly Row[] = [
  ['victory-i-class-star-destroyer', 73], ['victory-ii-class-star-destroyer', 85], ['imperial-i-class-star-destroyer', 110],
  ['imperial-ii-class-star-destroyer', 120], ['gladiator-i-class-star-destroyer', 56], ['raider-i-class-corvette', 44],
  ['gozanti-class-cruisers', 23], ['gozanti-class-assault-carriers', 28], ['arquitens-class-light-cruiser', 54],
  ['arquitens-class-command-cruiser', 59], ['onager-class-star-destroyer', 110], ['executor-i-class-star-dreadnought', 381],
  ['cr90-corvette-a', 44], ['cr90-corvette-b', 39], ['assault-frigate-mark-ii-a', 81], ['assault-frigate-mark-ii-b', 72],
  ['mc75-armored-cruiser', 104], ['mc80-assault-cruiser', 114], ['gr-75-medium-transports', 18], ['hammerhead-torpedo-corvette', 36],
  ['squadron-tie-fighter-squadron', 8], ['squadron-tie-interceptor-squadron', 11], ['squadron-tie-defender-squadron', 16],
  ['squadron-tie-advanced-squadron', 12], ['squadron-maarek-stele', 21], ['squadron-soontir-fel', 18], ['squadron-x-wing-squadron', 13],
  ['commander-grand-moff-tarkin', 38], ['commander-darth-vader', 36], ['commander-admiral-screed', 26], ['commander-leia-organa', 38],
  ['commander-commander-sato', 32], ['commander-general-rieekan', 30], ['commander-mon-mothma', 30], ['commander-admiral-ackbar', 38],
  ['ion-cannons-leading-shots', 4], ['ordnance-assault-concussion-missiles', 7], ['ordnance-external-racks', 3],
  ['fleet-support-comms-net', 2], ['fleet-support-repair-crews', 4], ['defensive-retrofit-electronic-countermeasures', 7],
]

// Flagship (videege/flagship, MIT) before (ebed7a2) and after (c13c291) the December 2020 update: its 11
// changed Rebel, Imperial and neutral cards first, Leia Organa's commander at 28 (see SOURCES.md), the wave 9 upgrades,
// and wave 10's at their printed points (the 2023 World Champion's list takes Point Defense Ion Cannons at 4: real-lists/).
const FFG_15: readonly Row[] = [
  ['commander-grand-moff-tarkin', 28], ['commander-commander-sato', 27], ['commander-general-rieekan', 34], ['commander-mon-mothma', 27],
  ['title-admonition', 6], ['title-mon-karren', 6], ['ion-cannons-leading-shots', 6], ['ordnance-assault-concussion-missiles', 5],
  ['ordnance-assault-proton-torpedoes', 4], ['ordnance-external-racks', 4], ['officer-captain-brunson', 9],
  ['commander-leia-organa', 28], ['fleet-support-parts-resupply', 3], ['fleet-support-munitions-resupply', 3], ['defensive-retrofit-reactive-gunnery', 4],
  ['victory-i-class-star-destroyer', 73], ['victory-ii-class-star-destroyer', 85], ['imperial-ii-class-star-destroyer', 120],
  ['raider-i-class-corvette', 44], ['gozanti-class-cruisers', 23], ['arquitens-class-command-cruiser', 59], ['cr90-corvette-a', 44],
  ['assault-frigate-mark-ii-a', 81], ['mc75-armored-cruiser', 104], ['mc80-assault-cruiser', 114], ['mc80-command-cruiser', 106],
  ['squadron-tie-fighter-squadron', 8], ['squadron-tie-defender-squadron', 16], ['squadron-x-wing-squadron', 13], ['squadron-e-wing-squadron', 15],
  ['squadron-keyan-farlander', 20], ['squadron-boba-fett', 26], ['commander-darth-vader', 36], ['commander-admiral-screed', 26],
  ['officer-darth-vader', 1], ['officer-governor-pryce', 7], ['ion-cannons-nk-7-ion-cannons', 10], ['ion-cannons-overload-pulse', 8],
  ['title-dominator', 12], ['title-home-one', 7], ['turbolasers-xx-9-turbolasers', 5],
  ['ion-cannons-point-defense-ion-cannons', 4], ['offensive-retrofit-flak-guns', 3], ['turbolasers-dby-827-heavy-turbolasers', 3],
  ['onager-class-testbed', 96], ['commander-general-romodi', 20],
]

// Atomic Mass Games' final errata and points (January 2025), as Star Forge's data (Polkadoty/the-isb-api) has
// them: every Rebel, Imperial and neutral card the errata changed, then the cards published after 2020.
const AMG_FINAL: readonly Row[] = [
  ['arquitens-class-command-cruiser', 55], ['arquitens-class-light-cruiser', 52], ['gozanti-class-assault-carriers', 26],
  ['victory-ii-class-star-destroyer', 80], ['assault-frigate-mark-ii-a', 77], ['mc75-armored-cruiser', 99], ['mc75-ordnance-cruiser', 95],
  ['mc80-assault-cruiser', 110], ['mc80-command-cruiser', 102], ['squadron-aggressor-assault-fighter', 15], ['squadron-boba-fett', 24],
  ['squadron-colonel-jendon', 23], ['squadron-gar-saxon', 20], ['squadron-ig-88', 19], ['squadron-ig-88b', 19],
  ['squadron-mandalorian-gauntlet-fighter', 18], ['squadron-whisper', 18], ['squadron-e-wing-squadron', 14], ['squadron-keyan-farlander', 18],
  ['squadron-lancer-class-pursuit-craft', 14], ['squadron-lando-calrissian', 24], ['squadron-malee-hurra', 21], ['commander-admiral-screed', 24],
  ['commander-darth-vader', 34], ['fleet-support-repair-crews', 3], ['ion-cannons-high-capacity-ion-turbines', 6], ['ion-cannons-leading-shots', 5],
  ['ion-cannons-nk-7-ion-cannons', 6], ['ion-cannons-overload-pulse', 6], ['offensive-retrofit-reserve-hangar-deck', 4],
  ['officer-damage-control-officer', 3], ['officer-darth-vader', 4], ['officer-governor-pryce', 6], ['officer-support-officer', 2],
  ['officer-veteran-captain', 2], ['ordnance-expanded-launchers', 8], ['ordnance-rapid-reload', 4], ['support-team-engineering-team', 3],
  ['title-admonition', 10], ['title-corrupter', 3], ['title-dodonna-s-pride', 4], ['title-dominator', 7], ['title-foresight', 10],
  ['title-hand-of-justice', 2], ['title-home-one', 5], ['title-jaina-s-light', 5], ['title-redemption', 5], ['title-squall', 7],
  ['title-stronghold', 3], ['turbolasers-dual-turbolaser-turrets', 4], ['turbolasers-heavy-fire-zone', 2], ['turbolasers-heavy-turbolaser-turrets', 4],
  ['turbolasers-xx-9-turbolasers', 2], ['weapons-team-offensive-retrofit-shriv-suurgav', 4], ['weapons-team-weapons-battery-techs', 4],
  ['venator-ii-class-star-destroyer-imp', 100], ['providence-class-carrier-reb', 95], ['squadron-fenn-rau', 24],
  ['squadron-darth-vader-tie-defender-squadron', 25], ['squadron-vult-skerris', 18], ['squadron-hera-syndulla-x-wing-squadron', 23],
  ['offensive-retrofit-flak-guns', 3], ['turbolasers-dby-827-heavy-turbolasers', 3], ['commander-general-draven', 20],
  ['ion-cannons-point-defense-ion-cannons', 6], ['commander-grand-moff-tarkin', 28], ['commander-mon-mothma', 27], ['title-mon-karren', 6],
  // Repriced without an errata version, as Star Forge's 2025 exports of tournament lists price them (real-lists/).
  ['onager-class-star-destroyer', 120], ['onager-class-testbed', 116], ['commander-general-romodi', 28], ['commander-kyrsta-agate', 25],
]

describe('R-FLEET-ERA points per era', () => {
  it('ffg-2019: the printed points of March 2020', () => check('ffg-2019', FFG_2019))
  it('ffg-1.5: the December 2020 update (Rules Reference 1.5.0)', () => check('ffg-1.5', FFG_15))
  it('amg-final: AMG final errata and points, January 2025', () => check('amg-final', AMG_FINAL))

  it('offers in each era only the cards published by then', () => {
    expect([shipCards('ffg-2019').length, squadronCards('ffg-2019').length, upgradeCards('ffg-2019').length]).toEqual([46, 76, 228])
    expect([shipCards('ffg-1.5').length, squadronCards('ffg-1.5').length, upgradeCards('ffg-1.5').length]).toEqual([46, 76, 234])
    expect([shipCards('amg-final').length, squadronCards('amg-final').length, upgradeCards('amg-final').length]).toEqual([48, 80, 235])
    expect(erasOfCard('fleet-support-parts-resupply')).toEqual(['ffg-1.5', 'amg-final'])
    expect(erasOfCard('turbolasers-dby-827-heavy-turbolasers')).toEqual(['ffg-1.5', 'amg-final'])
    expect(erasOfCard('squadron-fenn-rau')).toEqual(['amg-final'])
    expect(shipCards('ffg-2019').map((c) => c.id)).not.toContain('venator-ii-class-star-destroyer-imp')
  })

  it('prices each card at its era in the lists', () => {
    const vsd = (era: PointsEra) => shipCards(era).find((c) => c.id === 'victory-ii-class-star-destroyer')?.points
    expect([vsd('ffg-2019'), vsd('ffg-1.5'), vsd('amg-final')]).toEqual([85, 85, 80])
  })
})
