// The English catalogue, one JSON file per namespace (an area of the app). The French catalogue has the
// same shape, checked by the compiler (fr/index.ts) and by catalogue.test.ts (same ICU arguments).
import campaign from './campaign.json'
import common from './common.json'
import home from './home.json'
import join from './join.json'
import organizer from './organizer.json'
import setup from './setup.json'
import summary from './summary.json'
import terms from './terms.json'
import ui from './ui.json'

export const en = {
  Campaign: campaign,
  Common: common,
  Home: home,
  Join: join,
  Organizer: organizer,
  Setup: setup,
  Summary: summary,
  Terms: terms,
  Ui: ui,
}
