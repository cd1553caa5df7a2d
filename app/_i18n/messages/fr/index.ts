import type { en } from '../en'
import common from './common.json'
import fleetBuilder from './fleet-builder.json'
import fleets from './fleets.json'
import management from './management.json'
import roster from './roster.json'
import terms from './terms.json'

export const fr: typeof en = {
  Common: common,
  FleetBuilder: fleetBuilder,
  Fleets: fleets,
  Management: management,
  Roster: roster,
  Terms: terms,
}
