'use client'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { TOKEN_IDS } from '@/lib/data/tokens'
import { TurnForm } from '../turn/turn-form'
import { FIELD_CLASS } from '@/app/_components/ui/field-class'
import { OVERRIDE_REASON_MAX } from '@/lib/campaign/form-constants'

const field = FIELD_CLASS

/** R-OVERRIDE: set a computed value by hand, with the reason everyone will read in the history. */
export function OverrideForm({
  campaignId,
  version,
  fleets,
  systems,
}: {
  campaignId: string
  version: number
  fleets: { id: string; label: string }[]
  systems: { id: string; label: string }[]
}) {
  const t = useTranslations('Organizer.override')
  const terms = useTranslations('Terms')
  const [kind, setKind] = useState<'cp' | 'tokens' | 'xp' | 'control'>('cp')
  return (
    <TurnForm campaignId={campaignId} version={version} type="override" submit={t('submit')} done={t('done')} label={t('label')}>
      <label className="block">
        {t('kind')}
        <select name="kind" value={kind} onChange={(e) => setKind(e.target.value as typeof kind)} className={field}>
          <option value="cp">{t('kindCp')}</option>
          <option value="tokens">{t('kindTokens')}</option>
          <option value="xp">{t('kindXp')}</option>
          <option value="control">{t('kindControl')}</option>
        </select>
      </label>
      {kind === 'cp' || kind === 'tokens' ? (
        <label className="block">
          {t('team')}
          <select name="team" className={field}>
            <option value="empire">{terms('team', { team: 'empire' })}</option>
            <option value="rebels">{terms('team', { team: 'rebels' })}</option>
          </select>
        </label>
      ) : null}
      {kind === 'cp' ? (
        <label className="block">
          {t('act')}
          <select name="act" className={field}>
            <option value="1">I</option>
            <option value="2">II</option>
            <option value="3">III</option>
          </select>
        </label>
      ) : null}
      {kind === 'tokens' ? (
        <label className="block">
          {t('token')}
          <select name="token" className={field}>
            {TOKEN_IDS.map((id) => (
              <option key={id} value={id}>
                {terms(`token.${id}`)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {kind === 'xp' ? (
        <label className="block">
          {t('fleet')}
          <select name="fleetId" className={field}>
            {fleets.map((f) => (
              <option key={f.id} value={f.id}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {kind === 'control' ? (
        <>
          <label className="block">
            {t('system')}
            <select name="systemId" className={field}>
              {systems.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            {t('holder')}
            <select name="holder" className={field}>
              <option value="">{t('holderNone')}</option>
              <option value="empire">{t('holderEmpire')}</option>
              <option value="rebels">{t('holderRebels')}</option>
            </select>
          </label>
        </>
      ) : (
        <label className="block">
          {t('value')}
          <input name="value" inputMode="numeric" className={field} />
        </label>
      )}
      <label className="block">
        {t('reason')}
        <input name="reason" maxLength={OVERRIDE_REASON_MAX} className={field} />
      </label>
    </TurnForm>
  )
}
