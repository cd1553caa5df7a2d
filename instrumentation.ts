// Runs once when the server starts: creates and migrates the database before the first request. A
// database the app must not open (another application's, or one a newer version migrated) stops the
// server here with the reason, instead of a server that fails on every page.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { getDb, databasePath } = await import('./db/client')
    const { DatabaseRefusedError } = await import('./db/database-file')
    const { deleteCampaignsWithoutLinks } = await import('./db/repositories/campaigns')
    try {
      // A campaign without links is an import cut short (its links are written last): none is under way yet.
      const db = getDb()
      const cleared = db.transaction((tx) => deleteCampaignsWithoutLinks(tx, new Date(Date.now() + 1)))
      if (cleared > 0) console.log(`Removed ${cleared} campaign(s) an interrupted import left unfinished`)
      const { removeExpiredCampaigns } = await import('./lib/server/retention')
      const expire = () => {
        const removed = removeExpiredCampaigns(getDb())
        if (removed > 0) console.log(`Removed ${removed} campaign(s) past their time (demo campaigns after a day, IDLE_CAMPAIGN_DAYS)`)
      }
      expire()
      setInterval(expire, 60 * 60 * 1000).unref()
      // Posts the Discord notices the outbox holds, those a crash left unposted first.
      const { startNoticeSender } = await import('./app/_lib/notices/start-sender')
      startNoticeSender()
      // Pages asked again at a state already rendered for the same link are sent as they were (lib/server/kept-pages).
      const { offerKeptPages } = await import('./lib/server/kept-pages/serve-kept-pages')
      const { LOCALE_COOKIE } = await import('./app/_i18n/locales')
      offerKeptPages(LOCALE_COOKIE)
    } catch (error) {
      if (!(error instanceof DatabaseRefusedError)) throw error
      console.error(`Rim Command cannot start. ${error.message}`)
      process.exit(1)
    }
    console.log(`Rim Command database ready at ${databasePath()}`)
  }
}
