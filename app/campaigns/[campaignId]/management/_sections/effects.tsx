// Step 1's battle effects on the map (R-EFFECT).
import { systemName, TEAM_NAMES } from '@/app/_lib/words'
import { Panel } from '@/app/_components/ui/panel'
import type { ManagementSectionProps } from './section-props'

const EFFECT_WORDS = {
  'took-unoccupied': 'placed a presence at',
  'took-presence': 'took the enemy presence at',
  'destroyed-base': 'destroyed the enemy base at',
  'defended-base': 'defended their base at',
  'defended-presence': 'defended their presence at',
} as const

export function EffectsSection({ m }: ManagementSectionProps) {
  return (
    <Panel id="effects-title" title="Battle effects (R-EFFECT)">
      <ul className="list-disc pl-5">
        {m.effects.map((e) => (
          <li key={e.battleId}>
            The {TEAM_NAMES[e.team]} {EFFECT_WORDS[e.kind]} {systemName(e.systemId)}: +{e.cp} CP.
          </li>
        ))}
      </ul>
    </Panel>
  )
}
