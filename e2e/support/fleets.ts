// Legal starting fleets for end-to-end set-ups, entered through the JSON API as a script would.
import { expect, type Page } from '@playwright/test'
import type { CampaignCommand } from '../../lib/campaign/commands'
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

/**
 * The organizer moves past every management step left (R-OVERRIDE). Steps with nothing to decide finish by
 * themselves, so how many are left depends on the turn: it forces until the phase is over.
 */
export async function forceManagementSteps(page: Page, campaignId: string, reason = 'Played on paper this turn'): Promise<void> {
  const phase = async () => {
    const response = await page.request.get(`/api/campaigns/${campaignId}`)
    expect(response.status()).toBe(200)
    return ((await response.json()) as { state: { phase: string } }).state.phase
  }
  expect(await phase()).toBe('management')
  for (let i = 0; i < 5 && (await phase()) === 'management'; i++) await sendCommand(page, campaignId, { type: 'force-step', reason })
  expect(await phase()).not.toBe('management')
}

/** The organizer moves the management phase on, with a reason, until it reaches `step` (R-OVERRIDE). */
export async function forceManagementUntil(page: Page, campaignId: string, step: string, reason = 'Played on paper this turn'): Promise<void> {
  const current = async () => {
    const response = await page.request.get(`/api/campaigns/${campaignId}`)
    expect(response.status()).toBe(200)
    return ((await response.json()) as { state: { turnState?: { management?: { step: string } } } }).state.turnState?.management?.step
  }
  for (let i = 0; i < 5 && (await current()) !== step; i++) await sendCommand(page, campaignId, { type: 'force-step', reason })
  expect(await current()).toBe(step)
}

export const FLEET_IDS = {
  empire: ['empire-1', 'empire-2', 'empire-3', 'fourth-empire'],
  rebels: ['rebels-1', 'rebels-2', 'rebels-3', 'fourth-rebels'],
} as const

/** Every fleet and commander entered (R-SETUP-2, R-SETUP-3). */
export function fleetCommands(): CampaignCommand[] {
  return [
    ...FLEET_IDS.empire.flatMap((fleetId, i): CampaignCommand[] => [
      { type: 'set-fleet', fleetId, draft: empireFleet(i) },
      { type: 'set-commander', fleetId, name: `Captain ${fleetId}`, abilityId: 'master-gunner-1' },
    ]),
    ...FLEET_IDS.rebels.flatMap((fleetId, i): CampaignCommand[] => [
      { type: 'set-fleet', fleetId, draft: rebelFleet(i) },
      { type: 'set-commander', fleetId, name: `Captain ${fleetId}`, abilityId: 'rapid-deployment' },
    ]),
  ]
}

/** The organizer enters every fleet and commander through the JSON API. */
export async function enterAllFleets(organizer: Page, campaignId: string): Promise<void> {
  for (const command of fleetCommands()) await sendCommand(organizer, campaignId, command)
}

/** Bases placed and guarded, as the setup e2e specs do through the browser. */
export function baseCommands(): CampaignCommand[] {
  const placements = [
    ['empire-1', 'dantooine'],
    ['rebels-1', 'hoth'],
    ['empire-2', 'felucia'],
    ['rebels-2', 'ryloth'],
    ['empire-3', 'kessel'],
    ['rebels-3', 'yavin'],
  ] as const
  const defenses: CampaignCommand[] = [
    {
      type: 'assign-base-defenses',
      team: 'empire',
      assignments: [
        { systemId: 'dantooine', defense: 'ion-cannon' },
        { systemId: 'felucia', defense: 'armed-station' },
        { systemId: 'kessel', defense: 'fighter-wing' },
      ],
    },
    {
      type: 'assign-base-defenses',
      team: 'rebels',
      assignments: [
        { systemId: 'hoth', defense: 'ion-cannon' },
        { systemId: 'ryloth', defense: 'armed-station' },
        { systemId: 'yavin', defense: 'fighter-wing' },
      ],
    },
  ]
  return [...placements.map(([playerId, systemId]): CampaignCommand => ({ type: 'place-base', playerId, systemId })), ...defenses]
}

/** Bases placed and guarded by the organizer through the JSON API. */
export async function placeAndGuardBases(organizer: Page, campaignId: string): Promise<void> {
  for (const command of baseCommands()) await sendCommand(organizer, campaignId, command)
}

const result = (a: number, d: number) => ({
  assaulter: { score: a, tabled: false, destroyed: [], retreated: [], eligibleVeterans: [] },
  defender: { score: d, tabled: false, destroyed: [], retreated: [], eligibleVeterans: [] },
})

/**
 * Turn 1's strategy and battle phases entered by the organizer: the Rebels win at Lothal (rebels-2 over
 * empire-1) and Sullust (rebels-3 over empire-3), the Empire at Mon Cala (empire-2 over rebels-1).
 */
export function firstTurnCommands(): CampaignCommand[] {
  return [
    { type: 'declare-assault', playerId: 'rebels-2', systemId: 'lothal', fleetId: 'rebels-2' },
    { type: 'name-defender', battleId: 'a1-t1-b1', playerId: 'empire-1', fleetId: 'empire-1' },
    { type: 'declare-assault', playerId: 'empire-2', systemId: 'mon-cala', fleetId: 'empire-2' },
    { type: 'name-defender', battleId: 'a1-t1-b2', playerId: 'rebels-1', fleetId: 'rebels-1' },
    { type: 'declare-assault', playerId: 'rebels-3', systemId: 'sullust', fleetId: 'rebels-3' },
    { type: 'name-defender', battleId: 'a1-t1-b3', playerId: 'empire-3', fleetId: 'empire-3' },
    { type: 'choose-objective', battleId: 'a1-t1-b1', objectiveId: 'most-wanted' },
    { type: 'choose-objective', battleId: 'a1-t1-b2', objectiveId: 'most-wanted' },
    { type: 'choose-objective', battleId: 'a1-t1-b3', objectiveId: 'precision-strike' },
    { type: 'enter-result', battleId: 'a1-t1-b1', result: result(150, 50) },
    { type: 'enter-result', battleId: 'a1-t1-b2', result: result(120, 60) },
    { type: 'enter-result', battleId: 'a1-t1-b3', result: result(100, 80) },
  ]
}

/**
 * The same, sent by the organizer through the JSON API. 'objectives': the battle phase with every objective
 * chosen and no result entered yet.
 */
export async function playFirstTurnAsOrganizer(organizer: Page, campaignId: string, upTo: 'results' | 'objectives' = 'results'): Promise<void> {
  const commands = firstTurnCommands()
  for (const command of upTo === 'results' ? commands : commands.filter((c) => c.type !== 'enter-result')) await sendCommand(organizer, campaignId, command)
}

/** The results of turn 1's battles, after `playFirstTurnAsOrganizer(…, 'objectives')`. */
export async function enterFirstTurnResults(organizer: Page, campaignId: string): Promise<void> {
  for (const [battleId, a, d] of [
    ['a1-t1-b1', 150, 50],
    ['a1-t1-b2', 120, 60],
    ['a1-t1-b3', 100, 80],
  ] as const)
    await sendCommand(organizer, campaignId, { type: 'enter-result', battleId, result: result(a, d) })
}

/** Bases, fleets and the start: the campaign in its first strategy phase. */
export function startedCommands(): CampaignCommand[] {
  return [...baseCommands(), ...fleetCommands(), { type: 'start-campaign' }]
}

/** Bases, fleets, the start and turn 1's battles: the campaign in its first management phase. */
export function firstManagementCommands(): CampaignCommand[] {
  return [...startedCommands(), ...firstTurnCommands()]
}
