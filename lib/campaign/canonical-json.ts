// Canonical JSON, in a module of its own: the rules (a confirmed result) and the campaign file both use it,
// and the campaign file's schema needs every command's schema, which needs the rules.

/** Canonical JSON (sorted keys), so that two equal states compare equal whatever their key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  )
}
