// People's and campaigns' names as typed: the same name twice, or a name that is only invisible
// characters, must not pass for two names or for a name.
/** NFC, without invisible or control characters, spaces collapsed and trimmed. */
export function cleanName(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim()
}

/** The key two names are compared by: case and accents do not make two people. */
export function nameKey(name: string): string {
  return cleanName(name).normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en')
}
