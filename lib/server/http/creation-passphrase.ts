// CREATION_PASSPHRASE: an operator who does not want strangers to create or import campaigns on their
// instance sets a passphrase and tells it to their group. Every way in asks for it then: the start page's
// campaign and demo forms, the import page, and a script's import (the X-Rim-Passphrase header or the
// upload's `passphrase` field). Campaigns already made, and the links to them, are unaffected.
import { createHash, timingSafeEqual } from 'node:crypto'
import { AppError } from '@/lib/errors'

export const PASSPHRASE_FIELD = 'passphrase'
export const PASSPHRASE_HEADER = 'x-rim-passphrase'
/** Longer than any passphrase a group would type; a longer answer is refused before it is hashed. */
export const PASSPHRASE_MAX_LENGTH = 200

type Env = Record<string, string | undefined>

/** The operator's passphrase, or null when anyone may create (the default). Spaces around it do not count. */
export function creationPassphrase(env: Env = process.env): string | null {
  const value = env.CREATION_PASSPHRASE?.trim()
  return value ? value : null
}

export function creationPassphraseRequired(env: Env = process.env): boolean {
  return creationPassphrase(env) !== null
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()

/**
 * Refuses a creation or an import whose passphrase is missing or wrong (403), when the operator set one.
 * Compared through digests of equal length, in constant time, so that the answer's timing tells nothing.
 */
export function admitPassphrase(given: unknown, env: Env = process.env): void {
  const expected = creationPassphrase(env)
  if (expected === null) return
  if (typeof given !== 'string' || given.length === 0) throw new AppError('FORBIDDEN', 'passphrase-missing')
  if (given.length > PASSPHRASE_MAX_LENGTH || !timingSafeEqual(digest(given.trim()), digest(expected))) throw new AppError('FORBIDDEN', 'passphrase-wrong')
}
