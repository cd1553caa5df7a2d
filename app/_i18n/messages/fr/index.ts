import type { en } from '../en'
import campaign from './campaign.json'
import common from './common.json'
import home from './home.json'
import join from './join.json'
import organizer from './organizer.json'
import setup from './setup.json'
import summary from './summary.json'
import terms from './terms.json'
import ui from './ui.json'

export const fr: typeof en = {
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
