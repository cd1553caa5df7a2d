// Statements prepared once per connection: drizzle builds a query's SQL and better-sqlite3 prepares it on every
// unprepared call, 3 to 7 times per page. Kept on globalThis (route handlers and server actions are bundled
// apart) and per connection, so a closed test database takes its statements with it.
import type Database from 'better-sqlite3'
import type { Db } from '../client'

const globalForPrepared = globalThis as unknown as { rimCommandPrepared?: WeakMap<Database.Database, Map<string, unknown>> }

/** The statement `name` of connection `db`, built by `build` on its first use. */
export function preparedFor<T>(db: Db, name: string, build: (db: Db) => T): T {
  globalForPrepared.rimCommandPrepared ??= new WeakMap()
  let statements = globalForPrepared.rimCommandPrepared.get(db.$client)
  if (!statements) {
    statements = new Map()
    globalForPrepared.rimCommandPrepared.set(db.$client, statements)
  }
  let statement = statements.get(name) as T | undefined
  if (statement === undefined) {
    statement = build(db)
    statements.set(name, statement)
  }
  return statement
}

/** Whether `db` is the connection itself (statements prepared on it may be kept), not a transaction. */
export function isConnection(db: object): db is Db {
  return '$client' in db
}
