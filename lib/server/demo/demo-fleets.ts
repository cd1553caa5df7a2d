// The demo campaign's eight starting fleets (R-FLEET-START): four per team, with the four objective sets in
// order and no unique card, so that each team's four may stand together. Plain data of the demo, apart from
// the engine and its test fixtures. The demo starts only once every fleet is ready, so its tests
// (demo-campaign.test.ts) fail on an illegal one.
import type { FleetDraft } from '@/lib/campaign'

export const DEMO_FLEETS: { readonly empire: readonly FleetDraft[]; readonly rebels: readonly FleetDraft[] } = {
  empire: [
    {
      name: 'Ana’s Hammer',
      ships: [
        { cardId: 'victory-ii-class-star-destroyer', flagship: true, upgrades: ['weapons-team-gunnery-team'] },
        { cardId: 'raider-i-class-corvette', flagship: false, upgrades: ['ordnance-assault-concussion-missiles'] },
        { cardId: 'gozanti-class-cruisers', flagship: false, upgrades: ['fleet-support-comms-net'] },
      ],
      squadrons: [{ cardId: 'squadron-tie-fighter-squadron', count: 4 }],
      objectives: { assault: 'opening-salvo', defense: 'contested-outpost', navigation: 'dangerous-territory' },
    },
    {
      name: 'Ben’s Blockade',
      ships: [
        { cardId: 'victory-i-class-star-destroyer', flagship: false, upgrades: ['turbolasers-xi7-turbolasers'] },
        { cardId: 'gladiator-i-class-star-destroyer', flagship: true, upgrades: ['ordnance-assault-proton-torpedoes'] },
      ],
      squadrons: [
        { cardId: 'squadron-tie-fighter-squadron', count: 6 },
        { cardId: 'squadron-tie-advanced-squadron', count: 1 },
      ],
      objectives: { assault: 'most-wanted', defense: 'fleet-in-being', navigation: 'superior-positions' },
    },
    {
      name: 'Cleo’s Carriers',
      ships: [
        { cardId: 'quasar-fire-i-class-cruiser-carrier', flagship: true, upgrades: ['offensive-retrofit-expanded-hangar-bay'] },
        { cardId: 'arquitens-class-light-cruiser', flagship: false, upgrades: ['turbolasers-h9-turbolasers'] },
        { cardId: 'raider-ii-class-corvette', flagship: false, upgrades: [] },
      ],
      squadrons: [
        { cardId: 'squadron-tie-interceptor-squadron', count: 2 },
        { cardId: 'squadron-tie-fighter-squadron', count: 1 },
      ],
      objectives: { assault: 'advanced-gunnery', defense: 'hyperspace-assault', navigation: 'salvage-run' },
    },
    {
      name: 'Fourth Imperial Fleet',
      ships: [
        { cardId: 'interdictor-suppression-refit', flagship: true, upgrades: ['experimental-retrofit-g7-x-grav-well-projector'] },
        { cardId: 'raider-i-class-corvette', flagship: false, upgrades: [] },
        { cardId: 'gozanti-class-assault-carriers', flagship: false, upgrades: [] },
      ],
      squadrons: [{ cardId: 'squadron-tie-bomber-squadron', count: 4 }],
      objectives: { assault: 'precision-strike', defense: 'asteroid-tactics', navigation: 'navigational-hazards' },
    },
  ],
  rebels: [
    {
      name: 'Dan’s Defiance',
      ships: [
        { cardId: 'assault-frigate-mark-ii-b', flagship: true, upgrades: ['weapons-team-gunnery-team'] },
        { cardId: 'cr90-corvette-a', flagship: false, upgrades: ['ion-cannons-leading-shots'] },
        { cardId: 'gr-75-medium-transports', flagship: false, upgrades: ['fleet-support-comms-net'] },
      ],
      squadrons: [
        { cardId: 'squadron-x-wing-squadron', count: 1 },
        { cardId: 'squadron-y-wing-squadron', count: 4 },
      ],
      objectives: { assault: 'opening-salvo', defense: 'contested-outpost', navigation: 'dangerous-territory' },
    },
    {
      name: 'Eve’s Escort',
      ships: [
        { cardId: 'nebulon-b-escort-frigate', flagship: false, upgrades: ['support-team-engineering-team'] },
        { cardId: 'hammerhead-torpedo-corvette', flagship: false, upgrades: [] },
        { cardId: 'mc30c-torpedo-frigate', flagship: true, upgrades: [] },
      ],
      squadrons: [{ cardId: 'squadron-x-wing-squadron', count: 3 }],
      objectives: { assault: 'most-wanted', defense: 'fleet-in-being', navigation: 'superior-positions' },
    },
    {
      name: 'Finn’s Frigates',
      ships: [
        { cardId: 'assault-frigate-mark-ii-a', flagship: true, upgrades: [] },
        { cardId: 'cr90-corvette-b', flagship: false, upgrades: ['defensive-retrofit-electronic-countermeasures'] },
        { cardId: 'gr-75-combat-retrofits', flagship: false, upgrades: [] },
      ],
      squadrons: [{ cardId: 'squadron-a-wing-squadron', count: 4 }],
      objectives: { assault: 'advanced-gunnery', defense: 'hyperspace-assault', navigation: 'salvage-run' },
    },
    {
      name: 'Fourth Rebel Fleet',
      ships: [
        { cardId: 'modified-pelta-class-command-ship', flagship: true, upgrades: ['support-team-nav-team'] },
        { cardId: 'nebulon-b-support-refit', flagship: false, upgrades: [] },
        { cardId: 'hammerhead-scout-corvette', flagship: false, upgrades: [] },
      ],
      squadrons: [{ cardId: 'squadron-a-wing-squadron', count: 4 }],
      objectives: { assault: 'precision-strike', defense: 'asteroid-tactics', navigation: 'navigational-hazards' },
    },
  ],
}
