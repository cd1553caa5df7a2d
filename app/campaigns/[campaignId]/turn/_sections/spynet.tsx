// Spynet: reveal an enemy base’s Base Defense objective to the team (R-TOKEN-SPYNET). The bases offered are
// the turn view's: those the engine would reveal now; the others are listed with why not.
import { getTranslations } from 'next-intl/server'
import { TurnForm } from '../turn-form'
import { violationMessage } from '@/app/_lib/messages'
import { systemName } from '@/app/_lib/words'
import { Panel } from '@/app/_components/ui/panel'
import { Select } from '@/app/_components/ui/select'
import type { TurnSectionProps } from './section-props'

export async function SpynetSection({ campaignId, view, turn }: TurnSectionProps) {
  const t = await getTranslations('Turn.spynet')
  const form = { campaignId, version: view.version }
  return (
    <>
      {turn.spynet.map(({ team, held, targets, refused }) => (
        <Panel key={team} id={`spynet-${team}`} title={t('title', { team, held })}>
          {targets.length > 0 ? (
            <TurnForm {...form} type="spynet-reveal" submit={t('reveal')} done={t('revealed')} label={t('label', { team })}>
              <input type="hidden" name="team" value={team} />
              <Select label={t('base')} name="systemId" placeholder={t('chooseBase')} options={targets.map((id) => ({ value: id, label: systemName(id) }))} />
            </TurnForm>
          ) : (
            <p className="text-sm">{t('nothingToReveal')}</p>
          )}
          {refused.length > 0 ? (
            <ul className="list-disc pl-5 text-sm">
              {refused.map((r) => (
                <li key={r.systemId}>{violationMessage(r.violation)}</li>
              ))}
            </ul>
          ) : null}
        </Panel>
      ))}
    </>
  )
}
