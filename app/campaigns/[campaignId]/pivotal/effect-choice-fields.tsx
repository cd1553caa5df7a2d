// The pivotal objective's map choices, entered with the result by the team whose win makes them: the systems a
// Demonstration of Force takes, a conquered base's objective, where an evacuated base moves (R-PIVOT-AFTER).
import { getTranslations } from 'next-intl/server'
import { systemName } from '@/app/_lib/words'
import { FIELD_CLASS } from '@/app/_components/ui/field-class'
import { SYSTEMS } from '@/lib/data/map'

const BASE_DEFENSES = ['ion-cannon', 'armed-station', 'fighter-wing'] as const

/** The systems of a zone (border systems count in both), or all of them. */
function systemsIn(zone: number | null | undefined) {
  return SYSTEMS.filter((s) => zone == null || (s.zones as readonly number[]).includes(zone)).map((s) => s.id)
}

export async function EffectChoiceFields({
  objective,
  zone,
  side,
}: {
  objective: string | null
  zone: number | null | undefined
  side: 'assaulters' | 'defenders' | 'both'
}) {
  const t = await getTranslations('Pivotal.fields')
  const history = await getTranslations('History')
  const assaulters = side !== 'defenders'
  const defenders = side !== 'assaulters'
  return (
    <>
      {assaulters && objective === 'demonstration-of-force' ? (
        <label className="block">
          {t('claimed')}
          <select name="claimedSystems" multiple className={FIELD_CLASS}>
            {systemsIn(zone).map((s) => (
              <option key={s} value={s}>
                {systemName(s)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {assaulters && objective === 'conquest' ? (
        <label className="block">
          {t('conquestDefense')}
          <select name="conquestDefense" className={FIELD_CLASS} defaultValue="">
            <option value="">{t('firstAllowed')}</option>
            {BASE_DEFENSES.map((d) => (
              <option key={d} value={d}>
                {history(`defense.${d}`)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {defenders && objective === 'evacuation' ? (
        <label className="block">
          {t('newBase')}
          <select name="newBaseSystem" className={FIELD_CLASS} defaultValue="">
            <option value="">—</option>
            {systemsIn(null).map((s) => (
              <option key={s} value={s}>
                {systemName(s)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </>
  )
}
