// The English catalogue, one JSON file per namespace (an area of the app). The French catalogue has the
// same shape, checked by the compiler (fr/index.ts) and by catalogue.test.ts (same ICU arguments).
import common from './common.json'
import fleetBuilder from './fleet-builder.json'
import fleets from './fleets.json'
import management from './management.json'
import roster from './roster.json'
import terms from './terms.json'

export const en = {
  Common: common,
  FleetBuilder: fleetBuilder,
  Fleets: fleets,
  Management: management,
  Roster: roster,
  Terms: terms,
}
