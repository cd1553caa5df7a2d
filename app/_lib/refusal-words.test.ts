// The proxy's refusals (403, 413, 415) in the request's language.
import { describe, expect, it } from 'vitest'
import { proxyRefusalText, requestLocale } from './refusal-words'

describe('proxy refusals', () => {
  it('take the chosen language, else the browser’s, else English', () => {
    expect(requestLocale('fr', 'en-GB')).toBe('fr')
    expect(requestLocale(undefined, 'de, fr;q=0.8')).toBe('fr')
    expect(requestLocale('xx', null)).toBe('en')
  })

  it('are the catalogue’s plain texts (no ICU argument to format)', () => {
    expect(proxyRefusalText('foreign-origin', 'en')).toBe('This request came from another site: it was refused.')
    expect(proxyRefusalText('file-too-large', 'fr')).toBe('Ce fichier est trop volumineux pour être un fichier de campagne (20 Mo au plus).')
    for (const locale of ['en', 'fr'] as const)
      for (const refusal of ['foreign-origin', 'command-not-json', 'command-too-large', 'file-too-large', 'file-wrong-type', 'action-malformed'] as const)
        expect(proxyRefusalText(refusal, locale)).not.toMatch(/[{}']/)
  })
})
