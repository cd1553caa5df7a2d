import 'server-only'
// Use case: a demo campaign in the middle of act I, for a newcomer to look around in: bases and their
// defenses, eight legal fleets with commanders, turn 1 played through its management phase, and turn 2
// with two battles settled and one waiting for its result. It is built as a real campaign is: each
// command checked by the engine and issued by the person the app would take it from, so its history
// replays to its state like any other campaign's.
import type { Db } from '@/db/client'
import {
  type CampaignCommand,
  chroniclePlace,
  commandMark,
  CREATION_MARK,
  type CreateCampaignCommand,
  createCampaign,
  applyCommand,
  mayIssue,
  actorKey,
  type Actor,
  type CampaignState,
  type BattleResult,
  type FleetOutcome,
} from '@/lib/campaign'
import { DEMO_FLEETS } from './demo-fleets'
import { persistNewCampaign, type IssuedLinks } from '../create-campaign'
import type { Creator } from '../storage-quota'

import { DEMO_CAMPAIGN_NAME } from '../retention'

export { DEMO_CAMPAIGN_NAME }

export const DEMO_CREATE: CreateCampaignCommand = {
  type: 'create-campaign',
  name: DEMO_CAMPAIGN_NAME,
  preset: 'green-knight',
  players: { empire: ['Vera', 'Otto', 'Mira'], rebels: ['Jonas', 'Lina', 'Sam'] },
  grandAdmirals: { empire: 0, rebels: 0 },
}

type Step = [CampaignCommand, Actor]

const ORGANIZER: Actor = { role: 'organizer' }
const player = (playerId: string): Actor => ({ role: 'player', playerId })
const GA = { empire: player('empire-1'), rebels: player('rebels-1') } as const
/** A fleet's editor: its player, or the team's Grand Admiral for a fourth fleet. */
const editorOf = (fleetId: string): Actor => (fleetId === 'fourth-empire' ? GA.empire : fleetId === 'fourth-rebels' ? GA.rebels : player(fleetId))

const outcome = (o: Partial<FleetOutcome>): FleetOutcome => ({ destroyed: [], retreated: [], eligibleVeterans: [], tabled: false, score: 0, ...o })
const result = (assaulter: Partial<FleetOutcome>, defender: Partial<FleetOutcome>): BattleResult => ({
  assaulter: outcome(assaulter),
  defender: outcome(defender),
})

const FLEETS: { fleetId: string; name: string; commander: string; abilityId: string }[] = [
  { fleetId: 'empire-1', name: 'Iron Fist', commander: 'Admiral Kassel', abilityId: 'repair-expert' },
  { fleetId: 'empire-2', name: 'Outer Rim Patrol', commander: 'Captain Drax', abilityId: 'master-gunner-1' },
  { fleetId: 'empire-3', name: 'Kessel Watch', commander: 'Commander Vane', abilityId: 'master-navigator-1' },
  { fleetId: 'fourth-empire', name: 'Reserve Squadron', commander: 'Captain Orrin', abilityId: 'rapid-deployment' },
  { fleetId: 'rebels-1', name: 'Hope of Hoth', commander: 'General Tarrow', abilityId: 'repair-expert' },
  { fleetId: 'rebels-2', name: 'Ryloth Raiders', commander: 'Captain Seela', abilityId: 'master-gunner-1' },
  { fleetId: 'rebels-3', name: 'Yavin Vanguard', commander: 'Commander Brekk', abilityId: 'master-navigator-1' },
  { fleetId: 'fourth-rebels', name: 'Hidden Reserve', commander: 'Captain Mollo', abilityId: 'rapid-deployment' },
]

function fleetSteps(): Step[] {
  return FLEETS.flatMap(({ fleetId, name, commander, abilityId }, i): Step[] => {
    const draft = (i < 4 ? DEMO_FLEETS.empire : DEMO_FLEETS.rebels)[i % 4]!
    return [
      [{ type: 'set-fleet', fleetId, draft: { ...draft, name } }, editorOf(fleetId)],
      [{ type: 'set-commander', fleetId, name: commander, abilityId }, editorOf(fleetId)],
    ]
  })
}

const SETUP: Step[] = [
  ...(
    [
      ['empire-1', 'dantooine'],
      ['rebels-1', 'hoth'],
      ['empire-2', 'felucia'],
      ['rebels-2', 'ryloth'],
      ['empire-3', 'kessel'],
      ['rebels-3', 'yavin'],
    ] as const
  ).map(([playerId, systemId]): Step => [{ type: 'place-base', playerId, systemId }, player(playerId)]),
  [
    {
      type: 'assign-base-defenses',
      team: 'empire',
      assignments: [
        { systemId: 'dantooine', defense: 'ion-cannon' },
        { systemId: 'felucia', defense: 'armed-station' },
        { systemId: 'kessel', defense: 'fighter-wing' },
      ],
    },
    GA.empire,
  ],
  [
    {
      type: 'assign-base-defenses',
      team: 'rebels',
      assignments: [
        { systemId: 'hoth', defense: 'ion-cannon' },
        { systemId: 'ryloth', defense: 'armed-station' },
        { systemId: 'yavin', defense: 'fighter-wing' },
      ],
    },
    GA.rebels,
  ],
  ...fleetSteps(),
  [{ type: 'start-campaign' }, ORGANIZER],
]

// Turn 1: the Rebels have initiative (CP 0-0); three battles on unoccupied systems.
const TURN_1: Step[] = [
  [{ type: 'declare-assault', playerId: 'rebels-1', systemId: 'mon-cala', fleetId: 'rebels-1' }, player('rebels-1')],
  [{ type: 'name-defender', battleId: 'a1-t1-b1', playerId: 'empire-1', fleetId: 'empire-1' }, player('empire-1')],
  [{ type: 'declare-assault', playerId: 'empire-2', systemId: 'sullust', fleetId: 'empire-2' }, player('empire-2')],
  [{ type: 'name-defender', battleId: 'a1-t1-b2', playerId: 'rebels-2', fleetId: 'rebels-2' }, player('rebels-2')],
  [{ type: 'declare-assault', playerId: 'rebels-3', systemId: 'concord-dawn', fleetId: 'rebels-3' }, player('rebels-3')],
  [{ type: 'name-defender', battleId: 'a1-t1-b3', playerId: 'empire-3', fleetId: 'empire-3' }, GA.empire],
  [{ type: 'choose-objective', battleId: 'a1-t1-b1', objectiveId: 'recruit-allies' }, player('rebels-1')],
  [{ type: 'choose-objective', battleId: 'a1-t1-b2', objectiveId: 'most-wanted' }, player('empire-2')],
  [{ type: 'choose-objective', battleId: 'a1-t1-b3', objectiveId: 'advanced-gunnery' }, player('rebels-3')],
  [
    {
      type: 'enter-result',
      battleId: 'a1-t1-b1',
      result: result(
        { score: 180, destroyed: ['rebels-1-q2'], eligibleVeterans: ['rebels-1-s1'] },
        { score: 90, destroyed: ['empire-1-s2', 'empire-1-q1'], eligibleVeterans: ['empire-1-s1'] },
      ),
    },
    player('rebels-1'),
  ],
  [{ type: 'confirm-result', battleId: 'a1-t1-b1' }, player('empire-1')],
  [
    {
      type: 'enter-result',
      battleId: 'a1-t1-b2',
      result: result(
        { score: 220, destroyed: ['empire-2-q1'], eligibleVeterans: ['empire-2-s1', 'empire-2-q2'] },
        { score: 100, destroyed: ['rebels-2-s2', 'rebels-2-q1'], eligibleVeterans: ['rebels-2-s3'] },
      ),
    },
    player('empire-2'),
  ],
  [{ type: 'confirm-result', battleId: 'a1-t1-b2' }, player('rebels-2')],
  [
    {
      type: 'enter-result',
      battleId: 'a1-t1-b3',
      result: result({ score: 150, destroyed: ['rebels-3-q1'], eligibleVeterans: ['rebels-3-s1'] }, { score: 60, destroyed: ['empire-3-s3'] }),
    },
    player('empire-3'),
  ],
  [{ type: 'confirm-result', battleId: 'a1-t1-b3' }, player('rebels-3')],
  [{ type: 'choose-veterans', battleId: 'a1-t1-b1', fleetId: 'rebels-1', uids: ['rebels-1-s1'] }, player('rebels-1')],
  [{ type: 'choose-veterans', battleId: 'a1-t1-b1', fleetId: 'empire-1', uids: ['empire-1-s1'] }, player('empire-1')],
  [{ type: 'choose-veterans', battleId: 'a1-t1-b2', fleetId: 'empire-2', uids: ['empire-2-s1'] }, player('empire-2')],
  [{ type: 'choose-veterans', battleId: 'a1-t1-b2', fleetId: 'rebels-2', uids: ['rebels-2-s3'] }, player('rebels-2')],
  [{ type: 'choose-veterans', battleId: 'a1-t1-b3', fleetId: 'rebels-3', uids: ['rebels-3-s1'] }, player('rebels-3')],
]

const reward = (fleetId: string, systemId: string, rewardType: string, cards: string[]): Step => [
  { type: 'take-reward', fleetId, decline: false, systemId, rewardType, cards, useDestiny: false } as CampaignCommand,
  player(fleetId),
]
const refit = (fleetId: string, op: Extract<CampaignCommand, { type: 'refit' }>['op'], actor = editorOf(fleetId)): Step => [
  { type: 'refit', fleetId, op },
  actor,
]
const healBase = (fleetId: string, uid: string): Step => refit(fleetId, { op: 'remove-scar', uid, using: 'base' })
const addCard = (fleetId: string, shipUid: string | null): Step => refit(fleetId, { op: 'add-card', index: 0, shipUid })
const finishRefit = (fleetId: string, actor = editorOf(fleetId)): Step => [{ type: 'finish-refit', fleetId }, actor]

// Turn 1's management phase, every step. No team holds 2 Resources: step 1 (bases) finishes by itself.
const MANAGEMENT_1: Step[] = [
  [{ type: 'gain-tokens', team: 'empire', choices: { sullust: 'resources' } }, GA.empire],
  [{ type: 'gain-tokens', team: 'rebels', choices: { ryloth: 'skilled-spacers', 'mon-cala': 'repair-yards' } }, GA.rebels],
  reward('rebels-1', 'mon-cala', 'offensive-retrofit', ['offensive-retrofit-boosted-comms', 'offensive-retrofit-disposable-capacitors']),
  reward('empire-1', 'kessel', 'title', ['title-harrow']),
  reward('empire-2', 'sullust', 'officer', ['officer-defense-liaison', 'officer-weapons-liaison']),
  reward('rebels-2', 'yavin', 'ordnance', ['ordnance-external-racks', 'ordnance-flechette-torpedoes']),
  reward('rebels-3', 'concord-dawn', 'squadrons', ['squadron-a-wing-squadron', 'squadron-a-wing-squadron']),
  reward('empire-3', 'concord-dawn', 'squadrons', ['squadron-tie-fighter-squadron', 'squadron-tie-fighter-squadron']),
  // The fourth fleets rested this turn: each may take a base system's winner reward (R-FOURTH); the Grand Admirals decline.
  [{ type: 'take-reward', fleetId: 'fourth-empire', decline: true, systemId: 'kessel', rewardType: 'title', cards: [], useDestiny: false }, GA.empire],
  [{ type: 'take-reward', fleetId: 'fourth-rebels', decline: true, systemId: 'hoth', rewardType: 'title', cards: [], useDestiny: false }, GA.rebels],
  [{ type: 'buy-ability', fleetId: 'empire-2', abilityId: 'concealment-1' }, player('empire-2')],
  [{ type: 'buy-ability', fleetId: 'rebels-2', abilityId: 'rockhopper-1' }, player('rebels-2')],
  // Only empire-1 and empire-3 (2 XP each) could still buy an ability; the others are done by themselves (R-XP-SPEND).
  ...['empire-1', 'empire-3'].map((fleetId): Step => [{ type: 'finish-experience', fleetId }, editorOf(fleetId)]),
  // Generic squadrons' scars (rebels-1-q2, empire-1-q1) went by themselves when the refit began (R-REFIT 1).
  addCard('rebels-1', 'rebels-1-s1'),
  addCard('rebels-1', 'rebels-1-s3'),
  finishRefit('rebels-1'),
  healBase('empire-1', 'empire-1-s2'),
  addCard('empire-1', 'empire-1-s1'),
  finishRefit('empire-1'),
  refit('empire-2', { op: 'remove-condition', condition: 'low-fuel', using: 'resources' }),
  addCard('empire-2', 'empire-2-s1'),
  addCard('empire-2', 'empire-2-s2'),
  finishRefit('empire-2'),
  refit('rebels-2', { op: 'remove-scar', uid: 'rebels-2-s2', using: 'repair-yards' }),
  addCard('rebels-2', 'rebels-2-s2'),
  addCard('rebels-2', 'rebels-2-s3'),
  finishRefit('rebels-2'),
  addCard('rebels-3', null),
  addCard('rebels-3', null),
  finishRefit('rebels-3'),
  healBase('empire-3', 'empire-3-s3'),
  addCard('empire-3', null),
  addCard('empire-3', null),
  finishRefit('empire-3'),
  finishRefit('fourth-empire', player('empire-3')),
  finishRefit('fourth-rebels', player('rebels-2')),
]

// Turn 2: the Empire has initiative. Bespin and Atollon are fought and settled; Mon Cala waits for its result.
const TURN_2: Step[] = [
  [{ type: 'declare-assault', playerId: 'empire-1', systemId: 'mon-cala', fleetId: 'empire-1' }, player('empire-1')],
  [{ type: 'name-defender', battleId: 'a1-t2-b1', playerId: 'rebels-1', fleetId: 'rebels-1' }, player('rebels-1')],
  [{ type: 'declare-assault', playerId: 'rebels-2', systemId: 'bespin', fleetId: 'rebels-2' }, player('rebels-2')],
  [{ type: 'name-defender', battleId: 'a1-t2-b2', playerId: 'empire-2', fleetId: 'empire-2' }, player('empire-2')],
  [{ type: 'declare-assault', playerId: 'empire-3', systemId: 'atollon', fleetId: 'fourth-empire' }, player('empire-3')],
  [{ type: 'name-defender', battleId: 'a1-t2-b3', playerId: 'rebels-3', fleetId: 'rebels-3' }, GA.rebels],
  [{ type: 'spend-spacers', team: 'rebels', fleetIds: ['rebels-3'] }, GA.rebels],
  [{ type: 'choose-objective', battleId: 'a1-t2-b1', objectiveId: 'contested-outpost' }, player('empire-1')],
  [{ type: 'choose-objective', battleId: 'a1-t2-b2', objectiveId: 'steal-supplies' }, player('rebels-2')],
  [{ type: 'choose-objective', battleId: 'a1-t2-b3', objectiveId: 'hyperspace-assault' }, player('empire-3')],
  [
    {
      type: 'enter-result',
      battleId: 'a1-t2-b2',
      result: result({ score: 120, destroyed: ['rebels-2-s1', 'rebels-2-q2'] }, { score: 200, destroyed: ['empire-2-s2'], eligibleVeterans: ['empire-2-q3'] }),
    },
    player('empire-2'),
  ],
  [{ type: 'confirm-result', battleId: 'a1-t2-b2' }, player('rebels-2')],
  [
    {
      type: 'enter-result',
      battleId: 'a1-t2-b3',
      result: result(
        { score: 100, destroyed: ['fourth-empire-s2', 'fourth-empire-q1'], eligibleVeterans: ['fourth-empire-s1'] },
        { score: 230, destroyed: ['rebels-3-s3'], eligibleVeterans: ['rebels-3-s2', 'rebels-3-a1'] },
      ),
    },
    player('empire-3'),
  ],
  [{ type: 'confirm-result', battleId: 'a1-t2-b3' }, player('rebels-3')],
]

export const DEMO_STEPS: readonly Step[] = [...SETUP, ...TURN_1, ...MANAGEMENT_1, ...TURN_2]

/** Minutes between two recorded commands of the demo's history, ending at the moment it is created. */
const STEP_MINUTES = 30

/** `creator`: whose quota of stored bytes the demo counts against (none for a script's demo). */
export function createDemoCampaign(db: Db, at: Date = new Date(), creator?: Creator): IssuedLinks {
  const created = createCampaign(DEMO_CREATE)
  if (!created.ok) throw new Error(`demo campaign refused: ${JSON.stringify(created.violations)}`)
  const timeOf = (i: number) => new Date(at.getTime() - (DEMO_STEPS.length - i) * STEP_MINUTES * 60_000)
  const history = [
    {
      kind: 'command' as const,
      actor: 'organizer',
      at: timeOf(-1),
      payload: DEMO_CREATE as unknown,
      place: chroniclePlace({ kind: 'command', payload: DEMO_CREATE }, CREATION_MARK),
    },
  ]
  let state: CampaignState = created.state
  for (const [i, [command, actor]] of DEMO_STEPS.entries()) {
    const applied = mayIssue(state, actor, command) ? applyCommand(state, command, actor) : null
    if (!applied?.ok) throw new Error(`demo step ${i} (${command.type}) refused: ${applied ? JSON.stringify(applied.violations) : 'not allowed to this actor'}`)
    const place = chroniclePlace({ kind: 'command', payload: command }, commandMark(state, applied.state, command))
    state = applied.state
    history.push({ kind: 'command', actor: actorKey(actor), at: timeOf(i), payload: command, place })
  }
  return persistNewCampaign(db, state, history, at, creator)
}
