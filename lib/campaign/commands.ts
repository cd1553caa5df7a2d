// Every change to a campaign is one of these commands. The schemas check shape and bounds at the edge;
// the engine checks the rules.
import { z } from 'zod'
import { REWARD_TYPES, SYSTEM_IDS } from '@/lib/data/map'
import { cleanName } from './names'

const REWARD_TYPE_IDS = REWARD_TYPES.map((r) => r.id) as [(typeof REWARD_TYPES)[number]['id'], ...(typeof REWARD_TYPES)[number]['id'][]]
import { TOKENS } from '@/lib/data/tokens'
import { UPGRADE_SLOTS } from '@/lib/data/cards/types'
import { CONDITIONS } from './fleets/fleet'

const TOKEN_ID_LIST = TOKENS.map((t) => t.id) as [(typeof TOKENS)[number]['id'], ...(typeof TOKENS)[number]['id'][]]
import { BASE_DEFENSES, PRESETS, TEAMS } from './state'

export const NAME_MAX = 60
export const CAMPAIGN_NAME_MAX = 80

/** A name as typed, cleaned (lib/campaign/names.ts), refused when nothing visible is left. */
const trimmedName = (max: number) =>
  z
    .string()
    .max(max * 4)
    .transform(cleanName)
    .pipe(z.string().min(1).max(max))

export const createCampaignCommandSchema = z.object({
  type: z.literal('create-campaign'),
  name: trimmedName(CAMPAIGN_NAME_MAX),
  preset: z.enum(PRESETS),
  players: z.object({
    empire: z.array(trimmedName(NAME_MAX)).min(1).max(3),
    rebels: z.array(trimmedName(NAME_MAX)).min(1).max(3),
  }),
  /** Index into the team's player list. */
  grandAdmirals: z.object({
    empire: z.number().int().min(0).max(2),
    rebels: z.number().int().min(0).max(2),
  }),
})

export const placeBaseCommandSchema = z.object({
  type: z.literal('place-base'),
  playerId: z.string().min(1).max(40),
  systemId: z.enum(SYSTEM_IDS),
})

export const assignBaseDefensesCommandSchema = z.object({
  type: z.literal('assign-base-defenses'),
  team: z.enum(TEAMS),
  assignments: z
    .array(z.object({ systemId: z.enum(SYSTEM_IDS), defense: z.enum(BASE_DEFENSES) }))
    .min(1)
    .max(3),
})

const cardId = z.string().min(1).max(80)
const objectiveId = z.string().min(1).max(80).nullable()

/** Bounds well past any real fleet: Armada fleets have at most a dozen ships and squadrons. */
export const fleetDraftSchema = z.object({
  name: z.string().trim().max(NAME_MAX),
  ships: z.array(z.object({ cardId, flagship: z.boolean(), upgrades: z.array(cardId).max(12) })).max(12),
  squadrons: z.array(z.object({ cardId, count: z.number().int().min(1).max(20) })).max(30),
  objectives: z.object({ assault: objectiveId, defense: objectiveId, navigation: objectiveId }),
})

export const setFleetCommandSchema = z.object({
  type: z.literal('set-fleet'),
  fleetId: z.string().min(1).max(40),
  draft: fleetDraftSchema,
})

export const setCommanderCommandSchema = z.object({
  type: z.literal('set-commander'),
  fleetId: z.string().min(1).max(40),
  name: z.string().trim().min(1).max(NAME_MAX),
  abilityId: z.string().min(1).max(60),
})

export const startCampaignCommandSchema = z.object({ type: z.literal('start-campaign') })

const playerId = z.string().min(1).max(40)
const fleetIdField = z.string().min(1).max(40)

export const chooseDiplomatsCommandSchema = z.object({
  type: z.literal('choose-diplomats'),
  team: z.enum(TEAMS),
  zone: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]).nullable(),
})

export const declareAssaultCommandSchema = z.object({
  type: z.literal('declare-assault'),
  playerId,
  systemId: z.enum(SYSTEM_IDS),
  fleetId: fleetIdField,
})

export const nameDefenderCommandSchema = z.object({
  type: z.literal('name-defender'),
  battleId: z.string().min(1).max(20),
  playerId,
  fleetId: fleetIdField,
})

export const passDeclarationCommandSchema = z.object({ type: z.literal('pass-declaration'), playerId })

export const spendSpacersCommandSchema = z.object({
  type: z.literal('spend-spacers'),
  team: z.enum(TEAMS),
  fleetIds: z.array(fleetIdField).max(8),
})

const battleId = z.string().min(1).max(20)
const uids = z.array(z.string().min(1).max(60)).max(40)

export const fleetOutcomeSchema = z.object({
  destroyed: uids,
  retreated: uids,
  eligibleVeterans: uids,
  /** Optional: the engine works it out from the elements (R-RESULT) and refuses a contradicting one. */
  tabled: z.boolean().optional(),
  score: z.number().int().min(0).max(1000),
})

export const battleResultSchema = z.object({ assaulter: fleetOutcomeSchema, defender: fleetOutcomeSchema })

export const chooseObjectiveCommandSchema = z.object({ type: z.literal('choose-objective'), battleId, objectiveId: z.string().min(1).max(60) })
export const enterResultCommandSchema = z.object({ type: z.literal('enter-result'), battleId, result: battleResultSchema })
/** `seen`: the result the player confirms or disputes, as their page showed it; refused if it changed since. */
export const confirmResultCommandSchema = z.object({ type: z.literal('confirm-result'), battleId, seen: battleResultSchema.optional() })
export const disputeResultCommandSchema = z.object({ type: z.literal('dispute-result'), battleId, seen: battleResultSchema.optional() })
export const settleResultCommandSchema = z.object({ type: z.literal('settle-result'), battleId, result: battleResultSchema })
export const chooseVeteransCommandSchema = z.object({
  type: z.literal('choose-veterans'),
  battleId,
  fleetId: fleetIdField,
  uids,
  /** R-VET-3: chosen squadrons replaced by a unique squadron of their type instead. */
  promotions: z
    .array(z.object({ uid: z.string().min(1).max(60), toCardId: z.string().min(1).max(80) }))
    .max(8)
    .optional(),
})
export const spendBattleTokenCommandSchema = z.object({
  type: z.literal('spend-battle-token'),
  battleId,
  playerId,
  token: z.enum(['destiny', 'spynet']),
  /** Spynet: two tokens redeploy a large ship (R-TOKEN-SPYNET). */
  count: z.union([z.literal(1), z.literal(2)]),
  purpose: z.string().trim().max(120),
})
export const spynetRevealCommandSchema = z.object({ type: z.literal('spynet-reveal'), team: z.enum(TEAMS), systemId: z.enum(SYSTEM_IDS) })

export const buildBaseCommandSchema = z.object({
  type: z.literal('build-base'),
  team: z.enum(TEAMS),
  systemId: z.enum(SYSTEM_IDS),
  defense: z.enum(BASE_DEFENSES),
})
export const finishBasesCommandSchema = z.object({ type: z.literal('finish-bases'), team: z.enum(TEAMS) })
export const gainTokensCommandSchema = z.object({
  type: z.literal('gain-tokens'),
  team: z.enum(TEAMS),
  choices: z.partialRecord(z.enum(SYSTEM_IDS), z.enum(TOKEN_ID_LIST)),
})
export const forceStepCommandSchema = z.object({ type: z.literal('force-step'), reason: z.string().trim().min(3).max(200) })

export const takeRewardCommandSchema = z.object({
  type: z.literal('take-reward'),
  fleetId: fleetIdField,
  decline: z.boolean(),
  systemId: z.enum(SYSTEM_IDS),
  rewardType: z.enum(REWARD_TYPE_IDS),
  cards: z.array(z.string().min(1).max(80)).max(10),
  useDestiny: z.boolean(),
})
export const buyAbilityCommandSchema = z.object({
  type: z.literal('buy-ability'),
  fleetId: fleetIdField,
  abilityId: z.string().min(1).max(60),
  replaces: z.string().min(1).max(60).nullable().optional(),
})
export const finishExperienceCommandSchema = z.object({ type: z.literal('finish-experience'), fleetId: fleetIdField })

const refitOpSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('remove-scar'), uid: z.string().min(1).max(60), using: z.enum(['base', 'repair-yards']) }),
  z.object({ op: z.literal('remove-condition'), condition: z.enum(CONDITIONS), using: z.enum(['resources', 'objective']) }),
  z.object({ op: z.literal('strip'), slot: z.enum([...UPGRADE_SLOTS, 'squadrons']), withRepairYards: z.boolean().optional() }),
  z.object({ op: z.literal('strip-card'), uid: z.string().min(1).max(60) }),
  z.object({ op: z.literal('rebuy'), slot: z.enum([...UPGRADE_SLOTS, 'squadrons']), cards: z.array(z.string().min(1).max(80)).min(1).max(10) }),
  z.object({ op: z.literal('buy-from-reserve'), rewardType: z.enum(REWARD_TYPE_IDS), cards: z.array(z.string().min(1).max(80)).min(1).max(10) }),
  z.object({ op: z.literal('add-card'), index: z.number().int().min(0).max(50), shipUid: z.string().min(1).max(60).nullable() }),
  z.object({ op: z.literal('equip'), upgradeUid: z.string().min(1).max(60), shipUid: z.string().min(1).max(60) }),
  z.object({ op: z.literal('unequip'), upgradeUid: z.string().min(1).max(60) }),
  z.object({ op: z.literal('disband') }),
  z.object({ op: z.literal('prototype'), squadronCardId: z.string().min(1).max(80) }),
])
export const refitCommandSchema = z.object({ type: z.literal('refit'), fleetId: fleetIdField, op: refitOpSchema })
export const finishRefitCommandSchema = z.object({ type: z.literal('finish-refit'), fleetId: fleetIdField })

export const overrideCommandSchema = z.object({
  type: z.literal('override'),
  reason: z.string().trim().min(3).max(200),
  target: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('cp'), team: z.enum(TEAMS), act: z.union([z.literal(1), z.literal(2), z.literal(3)]), value: z.number().int().min(0).max(99) }),
    z.object({ kind: z.literal('tokens'), team: z.enum(TEAMS), token: z.enum(TOKEN_ID_LIST), value: z.number().int().min(0).max(99) }),
    z.object({ kind: z.literal('xp'), fleetId: fleetIdField, value: z.number().int().min(0).max(99) }),
    z.object({ kind: z.literal('control'), systemId: z.enum(SYSTEM_IDS), team: z.enum(TEAMS).nullable() }),
  ]),
})

const zone = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)])
export const choosePivotalCommandSchema = z.object({
  type: z.literal('choose-pivotal'),
  objectiveId: z.enum(['conquest', 'demonstration-of-force', 'evacuation']),
  systemId: z.enum(SYSTEM_IDS).nullable().optional(),
  zone: zone.nullable().optional(),
  climactic: z.boolean(),
})
export const pivotalUpgradeCommandSchema = z.object({
  type: z.literal('pivotal-upgrade'),
  fleetId: fleetIdField,
  shipUid: z.string().min(1).max(60),
  newShipCardId: z.string().min(1).max(80),
  extraResources: z.union([z.literal(0), z.literal(1)]),
  /** R-CLIMAX: more ships replaced together by one huge ship. */
  moreShipUids: z.array(z.string().min(1).max(60)).max(8).optional(),
  /** With the extra Resources: upgrades and squadrons discarded for half their points (R-PIVOT-UPGRADE, R-CLIMAX). */
  discardUpgradeUids: z.array(z.string().min(1).max(60)).max(40).optional(),
  discardSquadronUids: z.array(z.string().min(1).max(60)).max(40).optional(),
})
/** R-PIVOT-AFTER: a player of the winning team takes the reward the pivotal objective gives (Demonstration of Force). */
export const takePivotalRewardCommandSchema = takeRewardCommandSchema.extend({ type: z.literal('take-pivotal-reward') })
/** R-PIVOT-UPGRADE: before the pivotal battle an upgrade moves freely to another ship of its fleet. */
export const pivotalMoveUpgradeCommandSchema = z.object({
  type: z.literal('pivotal-move-upgrade'),
  fleetId: fleetIdField,
  upgradeUid: z.string().min(1).max(60),
  shipUid: z.string().min(1).max(60),
})
export const finishPivotalPrepCommandSchema = z.object({ type: z.literal('finish-pivotal-prep'), team: z.enum(TEAMS) })
const pivotalFleetOutcome = z.object({ destroyed: uids, retreated: uids, eligibleVeterans: uids })
export const enterPivotalResultCommandSchema = z.object({
  type: z.literal('enter-pivotal-result'),
  result: z.object({
    assaulters: z.object({ score: z.number().int().min(0).max(3000), tabled: z.boolean() }),
    defenders: z.object({ score: z.number().int().min(0).max(3000), tabled: z.boolean() }),
    fleets: z.record(fleetIdField, pivotalFleetOutcome),
    claimedSystems: z.array(z.enum(SYSTEM_IDS)).max(2).optional(),
    newBaseSystem: z.enum(SYSTEM_IDS).optional(),
    /** Conquest won by the assaulters: the new base's Base Defense objective (R-BASE-BUILD 1). */
    conquestDefense: z.enum(BASE_DEFENSES).optional(),
  }),
})
export const enterPivotalTeamResultCommandSchema = z.object({
  type: z.literal('enter-pivotal-team-result'),
  team: z.enum(TEAMS),
  score: z.number().int().min(0).max(3000),
  tabled: z.boolean(),
  fleets: z.record(fleetIdField, pivotalFleetOutcome),
  /** The objective's map choices, each entered by the team it belongs to if it wins: the assaulters' systems
   * taken (Demonstration of Force) and new base's objective (Conquest), the defenders' new base (Evacuation). */
  claimedSystems: z.array(z.enum(SYSTEM_IDS)).max(2).optional(),
  newBaseSystem: z.enum(SYSTEM_IDS).optional(),
  conquestDefense: z.enum(BASE_DEFENSES).optional(),
})
export const confirmPivotalResultCommandSchema = z.object({ type: z.literal('confirm-pivotal-result') })
export const pivotalVeteransCommandSchema = z.object({
  type: z.literal('pivotal-veterans'),
  fleetId: fleetIdField,
  uids,
  /** R-VET-3, as after a turn's battle: chosen squadrons replaced by a unique squadron of their type instead. */
  promotions: z
    .array(z.object({ uid: z.string().min(1).max(60), toCardId: z.string().min(1).max(80) }))
    .max(8)
    .optional(),
})
export const pivotalTokensCommandSchema = z.object({ type: z.literal('pivotal-tokens'), team: z.enum(TEAMS), tokens: z.array(z.enum(TOKEN_ID_LIST)).max(3) })
export const resetCommanderCommandSchema = z.object({ type: z.literal('reset-commander'), fleetId: fleetIdField })
export const finishPivotalCommandSchema = z.object({ type: z.literal('finish-pivotal') })

const allyForcesSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('flotilla'), shipCardId: cardId, upgradeCardId: cardId.nullable() }),
  z.object({ kind: z.literal('squadrons'), cardIds: z.array(cardId).min(1).max(3) }),
])
/** R-TOKEN-ALLY: the forces join `fleetId` for its battle this turn, or for the pivotal battle. */
export const spendAllyCommandSchema = z.object({ type: z.literal('spend-ally'), team: z.enum(TEAMS), fleetId: fleetIdField, forces: allyForcesSchema })
export const diplomatsXpCommandSchema = z.object({ type: z.literal('diplomats-xp'), team: z.enum(TEAMS), battleId, fleetId: fleetIdField })
export const spacersObjectiveCommandSchema = z.object({
  type: z.literal('spacers-objective'),
  team: z.enum(TEAMS),
  fleetId: fleetIdField,
  category: z.enum(['assault', 'defense', 'navigation']),
  objectiveId: z.string().min(1).max(60),
})

/** Commands applied to an existing campaign (creation starts the history and is not among them). */
const CAMPAIGN_COMMAND_SCHEMAS = [
  enterPivotalTeamResultCommandSchema,
  spendAllyCommandSchema,
  diplomatsXpCommandSchema,
  spacersObjectiveCommandSchema,
  choosePivotalCommandSchema,
  pivotalUpgradeCommandSchema,
  pivotalMoveUpgradeCommandSchema,
  takePivotalRewardCommandSchema,
  finishPivotalPrepCommandSchema,
  enterPivotalResultCommandSchema,
  confirmPivotalResultCommandSchema,
  pivotalVeteransCommandSchema,
  pivotalTokensCommandSchema,
  resetCommanderCommandSchema,
  finishPivotalCommandSchema,
  overrideCommandSchema,
  refitCommandSchema,
  finishRefitCommandSchema,
  takeRewardCommandSchema,
  buyAbilityCommandSchema,
  finishExperienceCommandSchema,
  buildBaseCommandSchema,
  finishBasesCommandSchema,
  gainTokensCommandSchema,
  forceStepCommandSchema,
  chooseObjectiveCommandSchema,
  enterResultCommandSchema,
  confirmResultCommandSchema,
  disputeResultCommandSchema,
  settleResultCommandSchema,
  chooseVeteransCommandSchema,
  spendBattleTokenCommandSchema,
  spynetRevealCommandSchema,
  chooseDiplomatsCommandSchema,
  declareAssaultCommandSchema,
  nameDefenderCommandSchema,
  passDeclarationCommandSchema,
  spendSpacersCommandSchema,
  placeBaseCommandSchema,
  assignBaseDefensesCommandSchema,
  setFleetCommandSchema,
  setCommanderCommandSchema,
  startCampaignCommandSchema,
] as const

export const campaignCommandSchema = z.discriminatedUnion('type', [...CAMPAIGN_COMMAND_SCHEMAS])

export const anyCommandSchema = z.discriminatedUnion('type', [createCampaignCommandSchema, ...CAMPAIGN_COMMAND_SCHEMAS])

export type CreateCampaignCommand = z.infer<typeof createCampaignCommandSchema>
export type PlaceBaseCommand = z.infer<typeof placeBaseCommandSchema>
export type AssignBaseDefensesCommand = z.infer<typeof assignBaseDefensesCommandSchema>
export type CampaignCommand = z.infer<typeof campaignCommandSchema>
export type AnyCommand = z.infer<typeof anyCommandSchema>
export type SetFleetCommand = z.infer<typeof setFleetCommandSchema>
export type SetCommanderCommand = z.infer<typeof setCommanderCommandSchema>
export type StartCampaignCommand = z.infer<typeof startCampaignCommandSchema>
export type ChooseDiplomatsCommand = z.infer<typeof chooseDiplomatsCommandSchema>
export type DeclareAssaultCommand = z.infer<typeof declareAssaultCommandSchema>
export type NameDefenderCommand = z.infer<typeof nameDefenderCommandSchema>
export type PassDeclarationCommand = z.infer<typeof passDeclarationCommandSchema>
export type SpendSpacersCommand = z.infer<typeof spendSpacersCommandSchema>
export type ChooseObjectiveCommand = z.infer<typeof chooseObjectiveCommandSchema>
export type EnterResultCommand = z.infer<typeof enterResultCommandSchema>
export type SettleResultCommand = z.infer<typeof settleResultCommandSchema>
export type ReportedBattleResult = z.infer<typeof battleResultSchema>
export type ChooseVeteransCommand = z.infer<typeof chooseVeteransCommandSchema>
export type SpendBattleTokenCommand = z.infer<typeof spendBattleTokenCommandSchema>
export type SpynetRevealCommand = z.infer<typeof spynetRevealCommandSchema>
export type BuildBaseCommand = z.infer<typeof buildBaseCommandSchema>
export type FinishBasesCommand = z.infer<typeof finishBasesCommandSchema>
export type GainTokensCommand = z.infer<typeof gainTokensCommandSchema>
export type ForceStepCommand = z.infer<typeof forceStepCommandSchema>
export type TakeRewardCommand = z.infer<typeof takeRewardCommandSchema>
export type BuyAbilityCommand = z.infer<typeof buyAbilityCommandSchema>
export type FinishExperienceCommand = z.infer<typeof finishExperienceCommandSchema>
export type RefitCommand = z.infer<typeof refitCommandSchema>
export type FinishRefitCommand = z.infer<typeof finishRefitCommandSchema>
export type OverrideCommand = z.infer<typeof overrideCommandSchema>
export type ChoosePivotalCommand = z.infer<typeof choosePivotalCommandSchema>
export type PivotalUpgradeCommand = z.infer<typeof pivotalUpgradeCommandSchema>
export type PivotalMoveUpgradeCommand = z.infer<typeof pivotalMoveUpgradeCommandSchema>
export type TakePivotalRewardCommand = z.infer<typeof takePivotalRewardCommandSchema>
export type FinishPivotalPrepCommand = z.infer<typeof finishPivotalPrepCommandSchema>
export type EnterPivotalResultCommand = z.infer<typeof enterPivotalResultCommandSchema>
export type PivotalVeteransCommand = z.infer<typeof pivotalVeteransCommandSchema>
export type PivotalTokensCommand = z.infer<typeof pivotalTokensCommandSchema>
export type ResetCommanderCommand = z.infer<typeof resetCommanderCommandSchema>
export type SpendAllyCommand = z.infer<typeof spendAllyCommandSchema>
export type DiplomatsXpCommand = z.infer<typeof diplomatsXpCommandSchema>
export type SpacersObjectiveCommand = z.infer<typeof spacersObjectiveCommandSchema>
export type EnterPivotalTeamResultCommand = z.infer<typeof enterPivotalTeamResultCommandSchema>
