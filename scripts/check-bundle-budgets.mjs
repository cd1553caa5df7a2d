// Bundle budgets, checked on the build (`npm run test:e2e` runs it after `next build`): what each page makes
// a browser load on its first visit, gzipped, against the framework's own (React and Next's runtime). Sizes
// are stable from build to build, so this is a test; timings are left to `npm run bench`.
//
// Budgets, over the framework's first-load JS:
// - every page: 18 kB (see PAGE_BUDGET), the app's own code and next-intl's runtime, which every page's layout loads to word its
//   client components (its messages are compiled at build time, so no message parser ships: 9.8 to 14.3 kB
//   measured, the organizer page the largest);
// - the two fleet editors: 21 kB, the editor itself on top. The fleet builder measured 16.3 kB: the card
//   catalogue and the fleet rules that check each card as it is typed are loaded once the page is drawn, not
//   before. The refit editor measured 17.4 kB: it holds no rule (the server checks each change) but draws
//   every change the refit allows.
// And: no zod in any page's JavaScript (forms mirror only simple limits; the server validates), and the card
// catalogue in no page's first-load JavaScript (the builder loads it on demand).
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { firstLoadJs } from './first-load-js.mjs'

const KB = 1024
// Every campaign page's banner carries a one-tap form (a step that decides nothing, finished from the banner):
// the form's client code (about 0.7 kB) is now on pages that had none, the map and the refit editor among them.
// The group's Discord added its forms: the organizer's Discord settings (16.6 kB over the framework) and each
// player's Discord id with the calendar feed on the overview (16.0 kB); the refit editor measured 19.4 kB.
// Every campaign page follows a change by the overlay its event stream brings, with the banner's next move a
// live link: about 0.4 kB more on each (the organizer page 17.0 kB over the framework, the refit editor 20.0).
const PAGE_BUDGET = 18 * KB
const EDITORS = ['/campaigns/[campaignId]/fleets/[fleetId]', '/campaigns/[campaignId]/fleets/[fleetId]/refit']
const EDITOR_BUDGET = 21 * KB
// Strings only their code contains: a zod 4 schema's class name, and a card of the catalogue.
const ZOD = '$ZodType'
const CARD_CATALOGUE = 'Garm Bel Iblis'

const { framework, routes, textOf } = firstLoadJs()
const problems = []
const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`
console.log(`First-load JS (gzip): framework ${kb(framework)}`)
for (const { route, bytes, chunks } of routes) {
  const over = bytes - framework
  const budget = EDITORS.includes(route) ? EDITOR_BUDGET : PAGE_BUDGET
  console.log(`  ${route.padEnd(55)} ${kb(bytes).padStart(9)}  +${kb(over).padStart(8)} (budget +${kb(budget)})`)
  if (over > budget) problems.push(`${route}: ${kb(over)} over the framework, budget ${kb(budget)}`)
  const texts = chunks.map(textOf)
  if (texts.some((t) => t.includes(ZOD))) problems.push(`${route}: ships zod`)
  if (texts.some((t) => t.includes(CARD_CATALOGUE))) problems.push(`${route}: ships the card catalogue in its first-load JavaScript`)
}
// The marker must be where the code is, or the check above could never fail: in a chunk the build made, loaded
// on demand.
const chunkDir = path.join('.next', 'static', 'chunks')
const allChunks = readdirSync(chunkDir, { recursive: true }).filter((f) => String(f).endsWith('.js'))
if (!allChunks.some((f) => textOf(path.join('static', 'chunks', String(f))).includes(CARD_CATALOGUE)))
  problems.push(`the card catalogue marker is in none of the build's JavaScript`)
if (routes.length < 15) problems.push(`only ${routes.length} pages found in the build's manifests`)
if (problems.length > 0) {
  console.error(`Bundle budgets exceeded:\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log('Bundle budgets: ok')
