import type { Metadata } from 'next'
import { Link } from '@/app/_components/link'
import { getFormatter, getLocale, getTranslations } from 'next-intl/server'
import { objectiveName } from '@/app/_lib/words'
import type { VisibleBattle } from '@/lib/campaign'
import { FollowsByOverlay } from '../_components/follows-by-overlay'
import { inManagementOrPivotal } from '../_components/phase-banner'
import { loadCampaign, managementViewFor, playerNamer } from '../_lib/load-campaign'
import { battlesOverlay, battlesPageData } from './battles-page-data'
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
  const { actor, view } = await loadCampaign(campaignId)
  const t = await getTranslations('Battles')
  const locale = await getLocale()
  const name = playerNamer(view)
  const { past, current, held } = battlesPageData(view)
  const turns = [...new Set(past.map((b) => `${b.act}-${b.turn}`))].reverse()
  const line = (b: VisibleBattle) => (
    <BattleLine key={b.id} campaignId={campaignId} battle={b} defenderHeld={held[b.id] ?? null} name={name} t={t} locale={locale} />
  )
  const management = inManagementOrPivotal(view) ? managementViewFor(campaignId, actor) : null
  const { rest } = battlesOverlay(view, management, await getTranslations(), await getFormatter())
  return (
    <div className="space-y-4">
      <FollowsByOverlay page="battles" rest={rest} />
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
