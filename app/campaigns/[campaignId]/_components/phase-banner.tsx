import Link from 'next/link'
import { getFormatter, getTranslations } from 'next-intl/server'
import { ACT_ROMAN } from '@/app/_lib/words'
import { bannerOwed, dutyForReader, dutyHref, type Formatter } from '@/app/_lib/duty-words'
import type { AppTranslator } from '@/app/_lib/translator'
import type { Actor } from '@/lib/campaign'
import type { CampaignView } from '@/lib/server/get-campaign-view'
import { playerNamer } from '../_lib/load-campaign'
import { LiveText } from './live-values'

/** The viewer as the engine knows them. */
export function viewerActor(view: CampaignView): Actor {
  return view.viewer.role === 'organizer' ? { role: 'organizer' } : { role: 'player', playerId: view.viewer.playerId! }
}

/** Who owes what right now, in a sentence (empty when nobody does): the banner's second line, from the duties. */
export function viewOwed(t: AppTranslator, format: Formatter, view: CampaignView): string {
  return bannerOwed(t, format, view.state, [...view.duties.mine, ...view.duties.others], playerNamer(view))
}

/** Act, turn, phase, who owes what right now, and the reader's next move with its link: on every campaign page. */
export async function PhaseBanner({ view }: { view: CampaignView }) {
  const root = await getTranslations()
  const t = await getTranslations('Campaign.banner')
  const terms = await getTranslations('Terms')
  const format = await getFormatter()
  const { state } = view
  const owed = viewOwed(root, format, view)
  const [next, ...more] = view.duties.mine
  return (
    <div role="status" className="rounded border border-slate-400 bg-white p-3 print:hidden">
      <p className="font-semibold">
        {state.phase === 'setup' ? t('setup') : t('heading', { roman: ACT_ROMAN[state.act - 1]!, turn: state.turn, phase: terms(`phase.${state.phase}`) })}
      </p>
      {/* Hidden while nobody owes anything. */}
      <p className="text-sm empty:hidden">
        <LiveText k="banner.owed" v={owed} since={view.version} />
      </p>
      {next ? (
        <p className="text-sm">
          {t('next')}{' '}
          <Link href={dutyHref(view.id, next)} className="font-semibold underline">
            {dutyForReader(root, format, view.state, viewerActor(view), next, playerNamer(view))}
          </Link>
          {more.length > 0 ? <> ({t('more', { count: more.length })})</> : null}
        </p>
      ) : null}
    </div>
  )
}
