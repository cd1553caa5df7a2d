// Legal starting fleets for end-to-end set-ups, entered through the JSON API as a script would.
import { expect, type Page } from '@playwright/test'
import { campaignVersion } from './campaign'

type Objectives = { assault: string; defense: string; navigation: string }

// Four distinct objective sets per team: each objective once per team (R-FLEET-START 8).
const OBJECTIVE_SETS: Objectives[] = [
  { assault: 'most-wanted', defense: 'fleet-in-being', navigation: 'solar-corona' },
  { assault: 'opening-salvo', defense: 'hyperspace-assault', navigation: 'superior-positions' },
  { assault: 'precision-strike', defense: 'contested-outpost', navigation: 'minefields' },
  { assault: 'advanced-gunnery', defense: 'asteroid-tactics', navigation: 'salvage-run' },
]

/** 92 + 51 + 25 + 32 = 200 points (EXPORT-FORMATS.md §2.1). */
export function empireFleet(i: number) {
  return {
    name: `Imperial picket ${i + 1}`,
    ships: [
      { cardId: 'victory-ii-class-star-destroyer', flagship: true, upgrades: ['weapons-team-gunnery-team'] },
      { cardId: 'raider-i-class-corvette', flagship: false, upgrades: ['ordnance-assault-concussion-missiles'] },
      { cardId: 'gozanti-class-cruisers', flagship: false, upgrades: ['fleet-support-comms-net'] },
    ],
    squadrons: [{ cardId: 'squadron-tie-fighter-squadron', count: 4 }],
    objectives: OBJECTIVE_SETS[i]!,
  }
}

/** 79 + 48 + 20 + 46 = 193 points (EXPORT-FORMATS.md §2.2, with a flagship). */
export function rebelFleet(i: number) {
  return {
    name: `Rebel relief group ${i + 1}`,
    ships: [
      { cardId: 'assault-frigate-mark-ii-b', flagship: true, upgrades: ['defensive-retrofit-electronic-countermeasures'] },
      { cardId: 'cr90-corvette-a', flagship: false, upgrades: ['ion-cannons-leading-shots'] },
      { cardId: 'gr-75-medium-transports', flagship: false, upgrades: ['fleet-support-comms-net'] },
    ],
    squadrons: [
      { cardId: 'squadron-x-wing-squadron', count: 2 },
      { cardId: 'squadron-y-wing-squadron', count: 2 },
    ],
    objectives: OBJECTIVE_SETS[i]!,
  }
}

export async function sendCommand(page: Page, campaignId: string, command: object): Promise<void> {
  const response = await page.request.post(`/api/campaigns/${campaignId}/commands`, {
    data: { command, expectedVersion: await campaignVersion(page, campaignId) },
  })
  expect(response.status(), await response.text()).toBe(200)
}

export const FLEET_IDS = {
  empire: ['empire-1', 'empire-2', 'empire-3', 'fourth-empire'],
  rebels: ['rebels-1', 'rebels-2', 'rebels-3', 'fourth-rebels'],
} as const

/** The organizer enters every fleet and commander (R-SETUP-2, R-SETUP-3). */
export async function enterAllFleets(organizer: Page, campaignId: string): Promise<void> {
  for (const [i, fleetId] of FLEET_IDS.empire.entries()) {
    await sendCommand(organizer, campaignId, { type: 'set-fleet', fleetId, draft: empireFleet(i) })
    await sendCommand(organizer, campaignId, { type: 'set-commander', fleetId, name: `Captain ${fleetId}`, abilityId: 'master-gunner-1' })
  }
  for (const [i, fleetId] of FLEET_IDS.rebels.entries()) {
    await sendCommand(organizer, campaignId, { type: 'set-fleet', fleetId, draft: rebelFleet(i) })
    await sendCommand(organizer, campaignId, { type: 'set-commander', fleetId, name: `Captain ${fleetId}`, abilityId: 'rapid-deployment' })
  }
}

/** Bases placed and guarded by the organizer, as the setup e2e specs do through the browser. */
export async function placeAndGuardBases(organizer: Page, campaignId: string): Promise<void> {
  const placements: [string, string][] = [['empire-1', 'dantooine'], ['rebels-1', 'hoth'], ['empire-2', 'felucia'], ['rebels-2', 'ryloth'], ['empire-3', 'kessel'], ['rebels-3', 'yavin']]
  for (const [playerId, systemId] of placements) await sendCommand(organizer, campaignId, { type: 'place-base', playerId, systemId })
  await sendCommand(organizer, campaignId, { type: 'assign-base-defenses', team: 'empire', assignments: [{ systemId: 'dantooine', defense: 'ion-cannon' }, { systemId: 'felucia', defense: 'armed-station' }, { systemId: 'kessel', defense: 'fighter-wing' }] })
  await sendCommand(organizer, campaignId, { type: 'assign-base-defenses', team: 'rebels', assignments: [{ systemId: 'hoth', defense: 'ion-cannon' }, { systemId: 'ryloth', defense: 'armed-station' }, { systemId: 'yavin', defense: 'fighter-wing' }] })
}
