// Step 1's battle effects on the map (R-EFFECT).
import { getTranslations } from 'next-intl/server'
import { systemName } from '@/app/_lib/words'
import { Panel } from '@/app/_components/ui/panel'
import type { ManagementSectionProps } from './section-props'

export async function EffectsSection({ m }: ManagementSectionProps) {
  const t = await getTranslations('Management.effects')
  return (
    <Panel id="effects-title" title={t('title')} rule="R-EFFECT">
      <ul className="list-disc pl-5">
        {m.effects.map((e) => (
          <li key={e.battleId}>{t(e.kind, { team: e.team, system: systemName(e.systemId), cp: e.cp })}</li>
        ))}
      </ul>
    </Panel>
  )
}
