// What a frozen state yields, computed once per state: a frozen state never changes (the server freezes each
// version it keeps, db/repositories/campaign-state-cache.ts), so every reader of one campaign version (the
// seven people whose pages follow a change) may share the answer. A state that is not frozen may still be
// changed by its holder, so its answers are computed anew each time. Cards are priced in the points era in
// force (points-era.ts), which is part of the question.
import { pointsEraInForce } from '@/lib/data/cards/points-era'

const answers = new WeakMap<object, Map<string, unknown>>()

export function memoOnFrozen<T>(state: object, key: string, compute: () => T): T {
  if (!Object.isFrozen(state)) return compute()
  let known = answers.get(state)
  if (!known) answers.set(state, (known = new Map()))
  const asked = `${pointsEraInForce()} ${key}`
  if (known.has(asked)) return known.get(asked) as T
  // Shared by every reader from now on: frozen, so that one reader sorting or adding to it fails at once
  // instead of changing what the others are told.
  const answer = compute()
  if (answer !== null && typeof answer === 'object') Object.freeze(answer)
  known.set(asked, answer)
  return answer
}
