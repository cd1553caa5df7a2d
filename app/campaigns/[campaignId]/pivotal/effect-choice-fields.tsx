// The pivotal objective's map choices, entered with the result by the team whose win makes them: the systems a
// Demonstration of Force takes, a conquered base's objective, where an evacuated base moves (R-PIVOT-AFTER).
import { systemName } from '@/app/_lib/words'
import { FIELD_CLASS } from '@/app/_components/ui/field-class'
import { SYSTEMS } from '@/lib/data/map'

/** The systems of a zone (border systems count in both), or all of them. */
function systemsIn(zone: number | null | undefined) {
  return SYSTEMS.filter((s) => zone == null || (s.zones as readonly number[]).includes(zone)).map((s) => s.id)
}

export function EffectChoiceFields({
  objective,
  zone,
  side,
}: {
  objective: string | null
  zone: number | null | undefined
  side: 'assaulters' | 'defenders' | 'both'
}) {
  const assaulters = side !== 'defenders'
  const defenders = side !== 'assaulters'
  return (
    <>
      {assaulters && objective === 'demonstration-of-force' ? (
        <label className="block">
          Systems the assaulters take if they win (up to two)
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
          Base Defense objective of the conquered base, if the assaulters win (among the least used by their bases)
          <select name="conquestDefense" className={FIELD_CLASS} defaultValue="">
            <option value="">The first allowed</option>
            <option value="ion-cannon">Ion Cannon</option>
            <option value="armed-station">Armed Station</option>
            <option value="fighter-wing">Fighter Wing</option>
          </select>
        </label>
      ) : null}
      {defenders && objective === 'evacuation' ? (
        <label className="block">
          Where the defenders’ base moves if they win
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
