import type { en } from '../en'
import abilities from './abilities.json'
import common from './common.json'
import errors from './errors.json'
import fleetImport from './fleet-import.json'
import importFile from './import-file.json'
import terms from './terms.json'
import violations from './violations.json'

export const fr: typeof en = {
  Abilities: abilities,
  Common: common,
  Errors: errors,
  FleetImport: fleetImport,
  ImportFile: importFile,
  Terms: terms,
  Violations: violations,
}
