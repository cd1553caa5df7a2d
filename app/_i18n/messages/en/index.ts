// The English catalogue, one JSON file per namespace (an area of the app). The French catalogue has the
// same shape, checked by the compiler (fr/index.ts) and by catalogue.test.ts (same ICU arguments).
import ally from './ally.json'
import battlePage from './battle-page.json'
import briefing from './briefing.json'
import common from './common.json'
import terms from './terms.json'
import turn from './turn.json'

export const en = {
  Ally: ally,
  BattlePage: battlePage,
  Briefing: briefing,
  Common: common,
  Terms: terms,
  Turn: turn,
}
