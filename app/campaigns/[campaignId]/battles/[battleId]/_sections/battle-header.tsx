import { Link } from '@/app/_components/link'
import { getTranslations } from 'next-intl/server'
import { fleetNameIn } from '@/app/_lib/words'
import { CONDITION_NAMES, systemName } from '@/app/_lib/words'
import type { VisibleBattle } from '@/lib/campaign'

/** Who fights where, with which fleet, and the conditions the pairing gave (R-STRAT-COND). */
export async function BattleHeader({
  campaignId,
  battle,
  name,
  note,
}: {
  campaignId: string
  battle: VisibleBattle
  name: (id: string) => string
  note?: string
}) {
  const defender = battle.defender!
  const sides = [battle.assaulter, defender]
  const t = await getTranslations('BattlePage')
  const words = await getTranslations()
  const conditions = sides
    .filter((s) => s.conditionsGained.length > 0)
    // Condition names stay as the players know them (Low Fuel…).
    .map((s) => t('playerConditions', { player: name(s.playerId), conditions: s.conditionsGained.map((c) => CONDITION_NAMES[c]).join(', ') }))
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('heading', { system: systemName(battle.systemId) })}</h1>
        <p className="flex gap-3">
          <Link href={`/campaigns/${campaignId}/battles`}>{t('allBattles')}</Link>
          <Link href={`/campaigns/${campaignId}/battles/${battle.id}/briefing`}>{t('sheetLink')}</Link>
        </p>
      </div>
      {note ? <p className="text-sm">{note}</p> : null}
      <p>
        {t('sides', {
          assaulter: name(battle.assaulter.playerId),
          assaulterTeam: words('Terms.team', { team: battle.assaulter.team }),
          assaulterFleet: fleetNameIn(words, battle.assaulter.fleetId, name),
          defender: name(defender.playerId),
          defenderTeam: words('Terms.team', { team: defender.team }),
          defenderFleet: fleetNameIn(words, defender.fleetId, name),
        })}
      </p>
      <p className="text-sm">{conditions.length === 0 ? t('noPairingConditions') : t('pairingConditions', { conditions: conditions.join('; ') })}</p>
    </>
  )
}
