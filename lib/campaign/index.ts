// The campaign engine's public surface: what a script or another tool needs to drive a campaign without the
// web app, and the only entry lib/server and app/ import it by (ESLint refuses deeper paths there; browser
// components use ./browser instead, which leaves out the command schemas and the engine). Pure: no framework,
// database or Node imports.
//
//   const created = createCampaign(createCampaignCommandSchema.parse(json))         // { ok, state } or { ok: false, violations }
//   const parsed = campaignCommandSchema.safeParse(json)                           // shape and bounds of any command
//   if (mayIssue(state, actor, command)) next = applyCommand(state, command, actor) // the rules: { ok, state } or violations
//   dutiesFor(state, actor)                                                        // what this person must do now, and who is awaited
//   visibleStateFor(state, actor), visibleCommandFor(state, actor, command)        // what this person may see
//   turnView / managementView / pivotalView(state, actor)                          // each page's view, for one viewer
//   replay(history, actors), checkCampaignFile(text)                               // a history or a campaign file back into its state
//   initiative(state), marginOfVictory(result), fleetValue(fleet), ...             // the rules' helpers
//
// Violations are data ({ rule: 'R-…', reason, … }); the words are the app's.
export * from './state'
import { inCampaignEra } from './campaign-era'
export { inCampaignEra, inEraOf } from './campaign-era'
export { withPointsEra, cardInEra, cardPointsIn, erasOfCard } from '@/lib/data/cards'
export * from './commands'
export * from './violations'
export { applyCommand, replay } from './engine'
export { createCampaign, allowedTeamSizes, playerIdFor } from './create-campaign'
export { basesOf, legalSetupBaseSystems, setupBaseViolations, nextPlacingTeam, playersWhoMayPlace, hasPlacedBase, standingBasePlacedBy } from './base-placement'
export { teamBasesAllPlaced, teamDefensesAssigned } from './base-defense'
export { mayIssue, isGrandAdmiral, teamOf } from './permissions'
import { visibleStateFor as visibleStateForAnyEra } from './visibility'
export const visibleStateFor = inCampaignEra(visibleStateForAnyEra)
export { visibleCommandFor, visibleUndoneCommandFor, viewerTeam } from './visibility'
export type {
  VisibleState,
  VisibleControl,
  VisibleDefense,
  VisibleCommand,
  VisibleBattle,
  VisibleBattleSide,
  VisibleTurn,
  VisibleMapSnapshot,
} from './visibility'
import { setupChecklist as setupChecklistAnyEra, readyToStart as readyToStartAnyEra, currentSetupStep as currentSetupStepAnyEra } from './setup-checklist'
export const setupChecklist = inCampaignEra(setupChecklistAnyEra)
export const readyToStart = inCampaignEra(readyToStartAnyEra)
export const currentSetupStep = inCampaignEra(currentSetupStepAnyEra)
export type { ChecklistItem, SetupStep } from './setup-checklist'
export { teamStandings } from './standings'
export * from './fleets/fleet'
export { fleetValue, squadronPoints, shipPoints } from './fleets/fleet-value'
export { fleetLimit, squadronLimit, uniqueSquadronLimit } from './fleets/fleet-limits'
export type { FleetStage } from './fleets/fleet-limits'
export { cardViolations, fittingUpgrades } from './fleets/card-rules'
export { fleetViolations, startViolations, alwaysViolations } from './fleets/fleet-rules'
export { uniqueNames } from './fleets/unique-names'
import { fleetStatusViolations as fleetStatusViolationsAnyEra, fleetReady as fleetReadyAnyEra } from './fleets/fleet-status'
export const fleetStatusViolations = inCampaignEra(fleetStatusViolationsAnyEra)
export const fleetReady = inCampaignEra(fleetReadyAnyEra)
export { teamFleetsBesides } from './fleets/fleet-status'
export { fleetLimitStage } from './fleets/fleet-stage'
export { mayEditFleet } from './permissions'
import { rebuildable as rebuildableAnyEra } from './fleets/set-fleet'
export const rebuildable = inCampaignEra(rebuildableAnyEra)
export { importFleetText, MAX_IMPORT_CHARS } from './fleets/import-fleet'
export type { ImportResult, ImportErrorReason, ImportFormat, IgnoredReason, Reading } from './fleets/import-fleet'
export { fleetToWarlordsText } from './fleets/export-fleet'
export type { TeamStanding, ZoneCount } from './standings'
export type { Battle, BattleResult, BattleSide, FleetOutcome, TurnState } from './turn/turn-state'
export { initiative } from './turn/initiative'
export { battleWinner, marginOfVictory } from './battle/battle-winner'
export { promotionTargets } from './battle/squadron-promotion'
export type { RewardChoice, ManagementStep } from './management/management-state'
export {
  CAMPAIGN_FILE_FORMAT,
  CAMPAIGN_FILE_MAX_BYTES,
  CAMPAIGN_FILE_VERSION,
  canonicalJson,
  campaignFileCheckSteps,
  checkCampaignFile,
  UNDO_STATES_KEPT,
} from './campaign-file'
export { jsonTextSteps } from './canonical-json'
export type { CampaignFile, CampaignFileCheck, CampaignFileEntry, CampaignFileProblem } from './campaign-file'
export { RULES_VERSION } from './rules-version'
export { COMMAND_REGISTRY, commandFromForm, commandSecrecy } from './registry'
export { RENAME_CAMPAIGN_FORM } from './registry/settings-definitions'
export { OVERRIDE_REASON_MAX, OVERRIDE_REASON_MIN, RESULT_FIELDS, TOKEN_PURPOSE_MAX, resultFieldName, type ResultSide } from './schemas/form-bounds'
export type { CommandDefinition, FormFields, Secrecy } from './registry'
import { dutiesFor as dutiesForAnyEra, dutiesNow as dutiesNowAnyEra, mayDo as mayDoAnyEra } from './duties'
export const dutiesFor = inCampaignEra(dutiesForAnyEra)
export const dutiesNow = inCampaignEra(dutiesNowAnyEra)
export const mayDo = inCampaignEra(mayDoAnyEra)
export { dutyPlace, type AwaitedDuty } from './duties'
export type { Duty, DutyPlace } from './duties'
export { dutyCapacity, dutyConcerns, organizerStepIn, type DutyCapacity, type DutyConcerns, type DutyScene, type StepIn } from './duty-concerns'
export { staleReason } from './concurrency'
import { turnView as turnViewAnyEra } from './views/turn-view'
export const turnView = inCampaignEra(turnViewAnyEra)
export { defenderHeldSystem } from './battle/defender-held'
export type { TurnView, BattleExtras } from './views/turn-view'
import { managementView as managementViewAnyEra } from './views/management-view'
export const managementView = inCampaignEra(managementViewAnyEra)
import { refitEditorView as refitEditorViewAnyEra } from './views/refit-editor-view'
export const refitEditorView = inCampaignEra(refitEditorViewAnyEra)
export type { RefitEditorView, RefitEditorUpgrade, RefitEditorElement } from './views/refit-editor-view'
export type { RefitChange } from './management/refit-plan'
export type { ManagementView } from './views/management-view'
import {
  battleResultView as battleResultViewAnyEra,
  previewResult as previewResultAnyEra,
  resultEntryView as resultEntryViewAnyEra,
} from './views/battle-result-view'
export const battleResultView = inCampaignEra(battleResultViewAnyEra)
export const previewResult = inCampaignEra(previewResultAnyEra)
export const resultEntryView = inCampaignEra(resultEntryViewAnyEra)
export { resultElements, isFlotilla } from './views/battle-result-view'
export type { BattleResultView, ResultElement, ResultEntrySide, ResultPreview, PreviewSide, PreviewElement, ElementMark } from './views/battle-result-view'
import { pivotalView as pivotalViewAnyEra } from './views/pivotal-view'
export const pivotalView = inCampaignEra(pivotalViewAnyEra)
export type { PivotalView } from './views/pivotal-view'
export {
  CHRONICLE_KINDS,
  CREATION_MARK,
  chronicleKind,
  chronicleMarks,
  chroniclePlace,
  chroniclePlaces,
  chronicleTeams,
  commandMark,
  markAfter,
} from './views/chronicle'
export type { ChronicleBattle, ChronicleEntry, ChronicleKind, ChronicleMark, ChroniclePlace } from './views/chronicle'
export { battleStakes } from './battle/stakes'
export type { BattleStakes } from './battle/stakes'
export type { BattleEffect } from './management/battle-effects'
export type { VisiblePastBattle } from './visibility'
export { allyChoices, allyFleets, allyForcesViolations, allyPoints } from './tokens/ally-forces'
export type { AllyForces, AllySpent } from './tokens/ally-forces'
export { spacersObjectiveChoices, spacersObjectiveFleets } from './tokens/token-uses'

// The pivotal and climactic battles (RULES.md §7) and the campaign's end: who chooses, what may be chosen,
// whether a climactic battle is allowed, and the final standings.
export { pivotalChooser, type PivotalChooser, type PivotalChooserReason } from './pivotal/chooser'
export { CLIMAX_MIN_GAP, climacticAllowed, climacticBonus, climaxViolations } from './pivotal/climax'
export { campaignEndsAfterPivotal, finalStandings, type FinalStandings, type TeamFinalCp } from './pivotal/final-standings'
export {
  PIVOTAL_OBJECTIVES,
  PIVOTAL_OBJECTIVE_DATA,
  availablePivotalObjectivesFor,
  isPivotalObjective,
  pivotalTargetViolations,
  type AvailablePivotal,
  type PivotalObjectiveData,
  type PivotalObjectiveId,
} from './pivotal/pivotal-objectives'
export { zoneController, zoneCounts, zonesControlled } from './pivotal/zone-control'
// The objective cards (R-OBJ) and a battle's pool of them.
export { OBJECTIVES, type Objective, type ObjectiveCategory } from '@/lib/data/objectives'
export { objectivePool, type ObjectivePool, type ObjectivePoolInput } from './battle/objective-pool'
// Where the campaign stands, as the commands' definitions name it (R-PHASE).
export { sentInPhase, stagesOf, type Stage } from './registry'
import { noticeEvents as noticeEventsAnyEra, awaitedNow as awaitedNowAnyEra } from './notices/notice-events'
export const noticeEvents = inCampaignEra(noticeEventsAnyEra)
export const awaitedNow = inCampaignEra(awaitedNowAnyEra)
export { awaitedPeople, stepKey, topicOf, NOTICE_EVENT_KINDS } from './notices/notice-events'
export type { NoticeEvent, CampaignStep, AwaitedNotice } from './notices/notice-events'
export { NOTICE_TOPICS, type NoticeTopic } from './notices/topics'
export { publicStateOf, PUBLIC_READER } from './notices/public-view'
export type { AwaitedEntry } from './notices/public-view'
export { scheduledGames, scheduledGamesFor } from './schedule/scheduled-games'
export type { ScheduledGame, ViewerGame } from './schedule/scheduled-games'
export { PLACE_MAX, freshCommandViolation, sameSlot } from './schedule/battle-schedule'
export type { BattleSchedule, GameSlot, GameVenue } from './schedule/battle-schedule'
export { wallTimeToInstant } from './schedule/wall-time'
