// The campaign engine's public surface: what a script or another tool needs to drive a campaign without the
// web app. Pure: no framework, database or Node imports.
//
//   const created = createCampaign({ type: 'create-campaign', name, preset, players, grandAdmirals })
//   const next = applyCommand(state, campaignCommandSchema.parse(json), actor)   // { ok, state } or { ok: false, violations }
//   mayIssue(state, actor, command)                                            // who may send it
//   dutiesFor(state, actor)                                                    // what this person must do now, and who is awaited
//   visibleStateFor(state, actor), visibleCommandFor(state, actor, command)    // what this person may see
//   replay(history, actors)                                                    // a history back into its state
//   initiative(state), marginOfVictory(result), fleetValue(fleet), ...         // the rules' helpers
//
// Violations are data ({ rule: 'R-…', reason, … }); the words are the app's.
export * from './state'
export * from './commands'
export * from './violations'
export { applyCommand, replay } from './engine'
export { createCampaign, allowedTeamSizes, playerIdFor } from './create-campaign'
export { basesOf, legalSetupBaseSystems, setupBaseViolations, nextPlacingTeam, playersWhoMayPlace, hasPlacedBase } from './base-placement'
export { teamBasesAllPlaced, teamDefensesAssigned } from './base-defense'
export { mayIssue, isGrandAdmiral, teamOf } from './permissions'
export { visibleStateFor, visibleCommandFor, viewerTeam } from './visibility'
export type { VisibleState, VisibleControl, VisibleDefense, VisibleCommand, VisibleMapSnapshot } from './visibility'
export { setupChecklist, readyToStart, currentSetupStep } from './setup-checklist'
export type { ChecklistItem, SetupStep } from './setup-checklist'
export { teamStandings } from './standings'
export * from './fleets/fleet'
export { fleetValue, squadronPoints, shipPoints } from './fleets/fleet-value'
export { fleetLimit, squadronLimit, uniqueSquadronLimit } from './fleets/fleet-limits'
export { cardViolations, fittingUpgrades } from './fleets/card-rules'
export { fleetViolations, startViolations, alwaysViolations } from './fleets/fleet-rules'
export { uniqueNames } from './fleets/unique-names'
export { fleetStatusViolations, fleetReady, teamFleetsBesides } from './fleets/fleet-status'
export { fleetLimitStage } from './fleets/fleet-stage'
export { mayEditFleet } from './permissions'
export type { TeamStanding, ZoneCount } from './standings'
export type { Battle, BattleResult, BattleSide, FleetOutcome, TurnState } from './turn/turn-state'
export { initiative } from './turn/initiative'
export { battleWinner, marginOfVictory } from './battle/battle-winner'
export { RULES_VERSION } from './rules-version'
export { COMMAND_REGISTRY, commandFromForm, commandSecrecy } from './registry'
export type { CommandDefinition, FormFields, Secrecy } from './registry'
export { dutiesFor, dutiesNow, dutyPlace, mayDo } from './duties'
export type { Duty, DutyPlace } from './duties'
export { staleReason } from './concurrency'
export { turnView } from './views/turn-view'
export type { TurnView, BattleExtras } from './views/turn-view'
export { allyChoices, allyFleets, allyForcesViolations, allyPoints } from './tokens/ally-forces'
export type { AllyForces, AllySpent } from './tokens/ally-forces'
