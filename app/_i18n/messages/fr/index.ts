import type { en } from '../en'
import common from './common.json'
import terms from './terms.json'

export const fr: typeof en = {
  Common: common,
  Terms: terms,
}
