// The English catalogue, one JSON file per namespace (an area of the app). The French catalogue has the
// same shape, checked by the compiler (fr/index.ts) and by catalogue.test.ts (same ICU arguments).
import abilities from './abilities.json'
import ally from './ally.json'
import battlePage from './battle-page.json'
import battles from './battles.json'
import briefing from './briefing.json'
import campaign from './campaign.json'
import common from './common.json'
import errors from './errors.json'
import fleetBuilder from './fleet-builder.json'
import fleetImport from './fleet-import.json'
import fleets from './fleets.json'
import forms from './forms.json'
import history from './history.json'
import home from './home.json'
import importFile from './import-file.json'
import join from './join.json'
import management from './management.json'
import map from './map.json'
import notices from './notices.json'
import organizer from './organizer.json'
import pivotal from './pivotal.json'
import refitEditor from './refit-editor.json'
import roster from './roster.json'
import schedule from './schedule.json'
import setup from './setup.json'
import summary from './summary.json'
import terms from './terms.json'
import turn from './turn.json'
import ui from './ui.json'
import violations from './violations.json'

export const en = {
  Abilities: abilities,
  Ally: ally,
  BattlePage: battlePage,
  Battles: battles,
  Briefing: briefing,
  Campaign: campaign,
  Common: common,
  Errors: errors,
  FleetBuilder: fleetBuilder,
  FleetImport: fleetImport,
  Fleets: fleets,
  Forms: forms,
  History: history,
  Home: home,
  ImportFile: importFile,
  Join: join,
  Management: management,
  Map: map,
  Notices: notices,
  Organizer: organizer,
  Pivotal: pivotal,
  RefitEditor: refitEditor,
  Roster: roster,
  Schedule: schedule,
  Setup: setup,
  Summary: summary,
  Terms: terms,
  Turn: turn,
  Ui: ui,
  Violations: violations,
}
