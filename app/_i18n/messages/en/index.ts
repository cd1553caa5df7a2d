// The English catalogue, one JSON file per namespace (an area of the app). The French catalogue has the
// same shape, checked by the compiler (fr/index.ts) and by catalogue.test.ts (same ICU arguments).
import abilities from './abilities.json'
import common from './common.json'
import errors from './errors.json'
import fleetImport from './fleet-import.json'
import importFile from './import-file.json'
import terms from './terms.json'
import violations from './violations.json'

export const en = {
  Abilities: abilities,
  Common: common,
  Errors: errors,
  FleetImport: fleetImport,
  ImportFile: importFile,
  Terms: terms,
  Violations: violations,
}
