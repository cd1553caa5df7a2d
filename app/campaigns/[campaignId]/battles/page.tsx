import type { Metadata } from 'next'
import { Link } from '@/app/_components/link'
import { getLocale, getTranslations } from 'next-intl/server'
import { objectiveName } from '@/app/_lib/words'
import { defenderHeldSystem, type VisibleBattle } from '@/lib/campaign'
import { loadCampaign, playerNamer } from '../_lib/load-campaign'
import { actRoman, battleOutcome, battleTitle, upperFirst, type Translator } from '../history/words'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Battles')
  return { title: t('title') }
}

function BattleLine(props: {
  campaignId: string
  battle: VisibleBattle
  defenderHeld: boolean | null
  name: (id: string) => string
  t: Translator<'Battles'>
  locale: string
}) {
  const { battle, name, t } = props
  const r = battle.result
  const outcome =
    r.status === 'applied'
      ? battleOutcome(
          t,
          battle,
          { winner: r.winner, assaulterScore: r.result.assaulter.score, defenderScore: r.result.defender.score, defenderHeld: props.defenderHeld },
          name,
        )
      : t('noResult', { title: battleTitle(t, battle, name) })
  return (
    <li>
      <Link href={`/campaigns/${props.campaignId}/battles/${battle.id}`}>{upperFirst(outcome, props.locale)}</Link>
      {battle.objective ? <span className="text-sm"> · {objectiveName(battle.objective)}</span> : null}
    </li>
  )
}

/** R-HIST: every battle of the campaign, by act and turn, each linked to its record. */
export default async function BattlesPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const { view } = await loadCampaign(campaignId)
  const t = await getTranslations('Battles')
  const locale = await getLocale()
  const name = playerNamer(view)
  const past = view.state.pastBattles ?? []
  const turns = [...new Set(past.map((b) => `${b.act}-${b.turn}`))].reverse()
  const current = (view.state.turnState?.battles ?? []).filter((b) => b.defender !== null && !past.some((p) => p.id === b.id))
  const line = (b: VisibleBattle) => (
    <BattleLine key={b.id} campaignId={campaignId} battle={b} defenderHeld={defenderHeldSystem(view.state, b)} name={name} t={t} locale={locale} />
  )
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      {current.length > 0 ? (
        <section aria-labelledby="battles-now" className="space-y-1">
          <h2 id="battles-now" className="text-lg font-bold">
            {t('turnNow', { roman: actRoman(view.state.act), turn: view.state.turn })}
          </h2>
          <ul className="list-disc space-y-1 pl-5">{current.map(line)}</ul>
        </section>
      ) : null}
      {turns.map((key) => {
        const [act, turn] = key.split('-').map(Number) as [number, number]
        return (
          <section key={key} aria-labelledby={`battles-${key}`} className="space-y-1">
            <h2 id={`battles-${key}`} className="text-lg font-bold">
              {t('turn', { roman: actRoman(act), turn })}
            </h2>
            <ul className="list-disc space-y-1 pl-5">{past.filter((b) => b.act === act && b.turn === turn).map(line)}</ul>
          </section>
        )
      })}
      {current.length === 0 && turns.length === 0 ? <p>{t('none')}</p> : null}
    </div>
  )
}
