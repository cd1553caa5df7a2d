// Runs once when the server starts: creates and migrates the database before the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { getDb, databasePath } = await import('./db/client')
    getDb()
    console.log(`Rim Command database ready at ${databasePath()}`)
  }
}
