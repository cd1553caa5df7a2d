// The part of a page's query its overlay depends on (?system= on the map, ?team= on the history), as the
// page's event stream is told it: the values as given, so that the overlay reads them as the page did.
export function overlayQuery(search: Record<string, string | string[] | undefined>, keys: readonly string[]): string {
  const params = new URLSearchParams()
  for (const key of keys) {
    const value = search[key]
    for (const v of typeof value === 'string' ? [value] : (value ?? [])) params.append(key, v)
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
