// What the fleet builder loads once the page is drawn (use-fleet-engine.ts): the card catalogue, the fleet
// rules that check a draft as it is typed, the reading of a pasted list, and the words of their problems.
// The page's first paint needs none of it: the server sends the saved fleet's figures and problems.
export {
  cardViolations,
  draftContent,
  fittingUpgrades,
  fleetValue,
  fleetViolations,
  importFleetText,
  nameMatches,
  searchableName,
  searchQuery,
  shipPoints,
  squadronPoints,
} from '@/lib/campaign/browser'
export { shipCards, squadronCards, shipCard, squadronCard, upgradeCard, withPointsEra } from '@/lib/data/cards'
export { violationText } from '@/app/_lib/messages'
export { ImportPreview } from './import-preview'
