// The English catalogue, one JSON file per namespace (an area of the app). The French catalogue has the
// same shape, checked by the compiler (fr/index.ts) and by catalogue.test.ts (same ICU arguments).
import battles from './battles.json'
import common from './common.json'
import history from './history.json'
import map from './map.json'
import pivotal from './pivotal.json'
import terms from './terms.json'

export const en = {
  Battles: battles,
  Common: common,
  History: history,
  Map: map,
  Pivotal: pivotal,
  Terms: terms,
}
