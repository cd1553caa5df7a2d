// The turn’s battles, each linking to its page once the battle phase begins.
import { Link } from '@/app/_components/link'
import { getTranslations } from 'next-intl/server'
import { CONDITION_NAMES, systemName } from '@/app/_lib/words'
import { fleetNameIn } from '@/app/_lib/words'
import type { TurnSectionProps } from './section-props'

export async function BattlesSection({ campaignId, view, name }: TurnSectionProps) {
  const t = await getTranslations('Turn.battles')
  const words = await getTranslations()
  const { state } = view
  const fleet = (id: string) => fleetNameIn(words, id, name)
  const team = (id: 'empire' | 'rebels') => words('Terms.team', { team: id })
  return (
    <section aria-labelledby="battles-title" className="space-y-2">
      <h2 id="battles-title" className="text-lg font-bold">
        {t('title')}
      </h2>
      {state.turnState!.battles.length === 0 ? <p>{t('none')}</p> : null}
      <ul className="space-y-2">
        {state.turnState!.battles.map((b) => {
          // Condition names stay as the players know them (Low Fuel…).
          const conditions = [b.assaulter, b.defender].flatMap((s) =>
            s && s.conditionsGained.length > 0
              ? [t('fleetConditions', { fleet: fleet(s.fleetId), conditions: s.conditionsGained.map((c) => CONDITION_NAMES[c]).join(', ') })]
              : [],
          )
          const assaulter = {
            system: systemName(b.systemId),
            assaulter: name(b.assaulter.playerId),
            assaulterTeam: team(b.assaulter.team),
            // Once the battle phase begins, the system's name leads to the battle's page.
            link: (chunks: React.ReactNode) => (state.phase === 'strategy' ? chunks : <Link href={`/campaigns/${campaignId}/battles/${b.id}`}>{chunks}</Link>),
          }
          return (
            <li key={b.id} className="rounded border border-slate-300 bg-white p-3">
              <p className="font-semibold">
                {b.defender
                  ? t.rich('pairing', { ...assaulter, defender: name(b.defender.playerId), defenderTeam: team(b.defender.team) })
                  : t.rich('pairingNoDefender', assaulter)}
              </p>
              <p className="text-sm">
                {b.defender
                  ? t('fleets', { assaulter: fleet(b.assaulter.fleetId), defender: fleet(b.defender.fleetId) })
                  : t('fleetsNoDefender', { assaulter: fleet(b.assaulter.fleetId) })}
              </p>
              <p className="text-sm">{conditions.length === 0 ? t('noConditions') : t('conditions', { conditions: conditions.join('; ') })}</p>
              {b.result.status === 'applied' ? <p className="text-sm font-semibold">{t('wonBy', { team: b.result.winner })}</p> : null}
            </li>
          )
        })}
      </ul>
      {state.turnState!.passed.length > 0 ? <p>{t('passed', { players: state.turnState!.passed.map(name).join(', ') })}</p> : null}
    </section>
  )
}
