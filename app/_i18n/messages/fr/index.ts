import type { en } from '../en'
import ally from './ally.json'
import battlePage from './battle-page.json'
import briefing from './briefing.json'
import common from './common.json'
import terms from './terms.json'
import turn from './turn.json'

export const fr: typeof en = {
  Ally: ally,
  BattlePage: battlePage,
  Briefing: briefing,
  Common: common,
  Terms: terms,
  Turn: turn,
}
