// `npm run demo`: adds a demo campaign in the middle of act I to the database (DATABASE_PATH, or
// data/rim-command.db) and prints the organizer's and the players' links. The server may be running.
import { databasePath, openDb } from '../db/client'
import { createDemoCampaign } from '../lib/server/demo/demo-campaign'
import { issuedLinksView } from '../lib/server/issued-links'

const origin = process.env.PUBLIC_URL?.trim().replace(/\/+$/, '') || `http://localhost:${process.env.PORT?.trim() || 3000}`
const db = openDb(databasePath())
try {
  const links = issuedLinksView(db, createDemoCampaign(db), origin)
  console.log(`Demo campaign "${links.campaignName}" created in ${databasePath()}.`)
  console.log(`Start the server (npm start), then open these links, each in its own browser or private window:\n`)
  console.log(`  Organizer: ${links.organizerLink}`)
  for (const p of links.players) console.log(`  ${p.name} (${p.team === 'empire' ? 'Empire' : 'Rebels'}): ${p.link}`)
} finally {
  db.$client.close()
}
