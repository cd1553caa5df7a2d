import { describe, expect, it } from 'vitest'
import { AppError } from '@/lib/errors'
import { admitPassphrase, creationPassphraseRequired, PASSPHRASE_MAX_LENGTH } from './creation-passphrase'

const refusal = (given: unknown, env: Record<string, string | undefined>) => {
  try {
    admitPassphrase(given, env)
    return null
  } catch (error) {
    expect(error).toBeInstanceOf(AppError)
    return `${(error as AppError).code} ${(error as AppError).detail}`
  }
}

describe('the creation passphrase (CREATION_PASSPHRASE)', () => {
  it('asks nothing when the operator set none, or only spaces', () => {
    expect(creationPassphraseRequired({})).toBe(false)
    expect(creationPassphraseRequired({ CREATION_PASSPHRASE: '  ' })).toBe(false)
    expect(refusal(undefined, {})).toBeNull()
  })

  it('admits the passphrase, spaces around it aside', () => {
    const env = { CREATION_PASSPHRASE: 'Kessel Run' }
    expect(creationPassphraseRequired(env)).toBe(true)
    expect(refusal('Kessel Run', env)).toBeNull()
    expect(refusal(' Kessel Run ', env)).toBeNull()
  })

  it('refuses a missing, wrong, differently written or oversized one with a 403', () => {
    const env = { CREATION_PASSPHRASE: 'Kessel Run' }
    expect(refusal(undefined, env)).toBe('FORBIDDEN passphrase-missing')
    expect(refusal('', env)).toBe('FORBIDDEN passphrase-missing')
    expect(refusal(['Kessel Run'], env)).toBe('FORBIDDEN passphrase-missing')
    expect(refusal('kessel run', env)).toBe('FORBIDDEN passphrase-wrong')
    expect(refusal('Kessel Run'.padEnd(PASSPHRASE_MAX_LENGTH + 1, 'x'), env)).toBe('FORBIDDEN passphrase-wrong')
  })
})
