import type { en } from '../en'
import abilities from './abilities.json'
import common from './common.json'
import terms from './terms.json'

export const fr: typeof en = {
  Abilities: abilities,
  Common: common,
  Terms: terms,
}
