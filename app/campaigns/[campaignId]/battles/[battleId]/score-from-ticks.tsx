'use client'
// R-RESULT: a player's score counts the points of the enemy elements destroyed (a retreated ship counts as
// destroyed, R-RETREAT). Ticking an element fills the score it feeds with the sum of the ticked elements'
// points (each given by the engine, on the checkbox); the box stays editable, for objective points. A score
// the person typed (or one a correction starts from) is theirs: only an empty box, or one still holding
// what was filled, follows the ticks.
import { useRef } from 'react'
import { resultFieldName } from '@/lib/campaign/form-constants'

export function ScoreFromTicks({ children }: { children: React.ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  const filled = useRef(new Map<string, string>())
  const refill = (target: EventTarget) => {
    if (!(target instanceof HTMLInputElement) || target.type !== 'checkbox') return
    const prefix = target.dataset.scores
    if (prefix !== 'a' && prefix !== 'd') return
    const root = box.current
    if (!root) return
    const ticked = new Map<string, number>()
    for (const input of root.querySelectorAll<HTMLInputElement>(`input[type=checkbox][data-scores="${prefix}"]`)) {
      if (input.checked) ticked.set(input.value, Number(input.dataset.points ?? 0))
    }
    const score = root.querySelector<HTMLInputElement>(`input[name="${resultFieldName(prefix, 'score')}"]`)
    if (!score || (score.value.trim() !== '' && score.value !== filled.current.get(prefix))) return
    score.value = String([...ticked.values()].reduce((sum, p) => sum + p, 0))
    filled.current.set(prefix, score.value)
  }
  return (
    <div ref={box} onChange={(e) => refill(e.target)}>
      {children}
    </div>
  )
}
