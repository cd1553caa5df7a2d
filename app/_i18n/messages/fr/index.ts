import type { en } from '../en'
import battles from './battles.json'
import common from './common.json'
import history from './history.json'
import map from './map.json'
import pivotal from './pivotal.json'
import terms from './terms.json'

export const fr: typeof en = {
  Battles: battles,
  Common: common,
  History: history,
  Map: map,
  Pivotal: pivotal,
  Terms: terms,
}
