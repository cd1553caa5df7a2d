// Names that tell apart several copies of one card ("X-wing Squadron", "X-wing Squadron 2"), so that each
// element's buttons and the changes made to it name that element alone.
export function distinctNames<T extends { uid: string; name: string }>(items: readonly T[]): Map<string, string> {
  const total = new Map<string, number>()
  for (const item of items) total.set(item.name, (total.get(item.name) ?? 0) + 1)
  const seen = new Map<string, number>()
  const names = new Map<string, string>()
  for (const item of items) {
    const n = (seen.get(item.name) ?? 0) + 1
    seen.set(item.name, n)
    names.set(item.uid, (total.get(item.name) ?? 0) > 1 && n > 1 ? `${item.name} ${n}` : item.name)
  }
  return names
}
