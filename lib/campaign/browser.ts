// The engine's entry for browser components: the fleet rules the builder checks as one types, the import of a
// pasted list, and names and constants. It leaves out the command schemas (zod) and the engine, which
// ./index would bring into every page's bundle; lib/server and server components use ./index.
export * from './state'
export { inEraOf } from './campaign-era'
export { withPointsEra } from '@/lib/data/cards'
export type { RuleViolation, ViolationReason } from './violations'
export { allowedTeamSizes } from './create-campaign'
export * from './fleets/fleet'
export { fleetValue, squadronPoints, shipPoints } from './fleets/fleet-value'
export { fleetLimit, squadronLimit, uniqueSquadronLimit } from './fleets/fleet-limits'
export type { FleetStage } from './fleets/fleet-limits'
export { cardViolations, fittingUpgrades } from './fleets/card-rules'
export { fleetViolations } from './fleets/fleet-rules'
export { importFleetText } from './fleets/import-fleet'
export { nameMatches, searchableName, searchQuery } from './fleets/card-search'
export type { ImportResult, ImportErrorReason, ImportFormat, IgnoredReason, Reading } from './fleets/import-fleet'
export type { RefitChange } from './management/refit-plan'
export type { RefitEditorView, RefitEditorUpgrade, RefitEditorElement } from './views/refit-editor-view'
// The forms' bounds and field names, shared with the schemas (also in ./form-constants, for forms that need only them).
export * from './schemas/form-bounds'
export { NOTICE_TOPICS, type NoticeTopic } from './notices/topics'
