import type { Metadata } from 'next'
import Link from 'next/link'
import { actName, battleOutcome, battleTitle } from '@/app/_lib/battle-words'
import { sentence } from '@/app/_lib/sentence'
import { objectiveName } from '@/app/_lib/words'
import type { VisibleBattle } from '@/lib/campaign'
import { loadCampaign, playerNamer } from '../_lib/load-campaign'

export const metadata: Metadata = { title: 'Battles' }

function BattleLine({ campaignId, battle, name }: { campaignId: string; battle: VisibleBattle; name: (id: string) => string }) {
  const r = battle.result
  const outcome =
    r.status === 'applied'
      ? battleOutcome(battle, { winner: r.winner, assaulterScore: r.result.assaulter.score, defenderScore: r.result.defender.score }, name)
      : `${battleTitle(battle, name)}: no result applied`
  return (
    <li>
      <Link href={`/campaigns/${campaignId}/battles/${battle.id}`}>{sentence(outcome)}</Link>
      {battle.objective ? <span className="text-sm"> · {objectiveName(battle.objective)}</span> : null}
    </li>
  )
}

/** R-HIST: every battle of the campaign, by act and turn, each linked to its record. */
export default async function BattlesPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const { view } = await loadCampaign(campaignId)
  const name = playerNamer(view)
  const past = view.state.pastBattles ?? []
  const turns = [...new Set(past.map((b) => `${b.act}-${b.turn}`))].reverse()
  const current = (view.state.turnState?.battles ?? []).filter((b) => b.defender !== null && !past.some((p) => p.id === b.id))
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Battles</h1>
      {current.length > 0 ? (
        <section aria-labelledby="battles-now" className="space-y-1">
          <h2 id="battles-now" className="text-lg font-bold">
            {actName(view.state.act)}, turn {view.state.turn} (this turn)
          </h2>
          <ul className="list-disc space-y-1 pl-5">
            {current.map((b) => (
              <BattleLine key={b.id} campaignId={campaignId} battle={b} name={name} />
            ))}
          </ul>
        </section>
      ) : null}
      {turns.map((key) => {
        const [act, turn] = key.split('-').map(Number) as [number, number]
        return (
          <section key={key} aria-labelledby={`battles-${key}`} className="space-y-1">
            <h2 id={`battles-${key}`} className="text-lg font-bold">
              {actName(act)}, turn {turn}
            </h2>
            <ul className="list-disc space-y-1 pl-5">
              {past
                .filter((b) => b.act === act && b.turn === turn)
                .map((b) => (
                  <BattleLine key={b.id} campaignId={campaignId} battle={b} name={name} />
                ))}
            </ul>
          </section>
        )
      })}
      {current.length === 0 && turns.length === 0 ? <p>No battle has been fought yet.</p> : null}
    </div>
  )
}
