import { getFormatter, getTranslations } from 'next-intl/server'
import { ClientMessages } from '@/app/_i18n/client-messages'
import { ACT_ROMAN, fleetNameIn } from '@/app/_lib/words'
import { bannerOwed, bannerOwedShort, dutyForReader, dutyHref, readersOrder, type Formatter } from '@/app/_lib/duty-words'
import type { AppTranslator } from '@/app/_lib/translator'
import { dutyCapacity, type Actor, type Duty, type ManagementView } from '@/lib/campaign'
import type { CampaignView } from '@/lib/server/get-campaign-view'
import { playerNamer } from '../_lib/load-campaign'
import { finishGivesUp } from '../management/_sections/finish-cost'
import { BannerNextMove } from './banner-next-move'
import { BannerOwed } from './banner-owed'
import type { QuickFinish } from './banner-quick'
import { LiveText } from './live-values'
import { NotOnOverview } from './not-on-overview'
import { YourGames } from './your-games'

/** "Act I, turn 2: Battle phase", or "Setup". */
export function bannerHeading(root: AppTranslator, view: CampaignView): string {
  const { state } = view
  return state.phase === 'setup'
    ? root('Campaign.banner.setup')
    : root('Campaign.banner.heading', { roman: ACT_ROMAN[state.act - 1]!, turn: state.turn, phase: root(`Terms.phase.${state.phase}`) })
}

/** The viewer as the engine knows them. */
export function viewerActor(view: CampaignView): Actor {
  return view.viewer.role === 'organizer' ? { role: 'organizer' } : { role: 'player', playerId: view.viewer.playerId! }
}

/** Who owes what right now, in a sentence (empty when nobody does): the banner's second line, from the duties. */
export function viewOwed(t: AppTranslator, format: Formatter, view: CampaignView): string {
  return bannerOwed(t, format, view.state, [...view.duties.mine, ...view.duties.others], playerNamer(view))
}

/** The same, shortened for a phone where it would run long (a count), or null where it is short anyway. */
export function viewOwedShort(t: AppTranslator, format: Formatter, view: CampaignView): string | null {
  return bannerOwedShort(t, format, view.state, [...view.duties.mine, ...view.duties.others], playerNamer(view))
}

/** Whether the management view can hold anything (a refit or XP step): the page reads it only then. */
export function inManagementOrPivotal(view: CampaignView): boolean {
  return view.state.phase === 'management' || view.state.phase === 'pivotal'
}

/** The fleets whose refit has something to do before it finishes: a card to place, or what finishing would give up. */
export function refitsInEditor(m: ManagementView | null): string[] {
  return (m?.refits ?? []).filter((r) => r.pending.length > 0 || finishGivesUp(r)).map((r) => r.fleetId)
}

/**
 * The reader's next move finishes in one tap when it decides nothing: a refit of their own or their team's
 * fleet that gives nothing up and has no card to place (R-REFIT 6), or XP a commander leaves unspent.
 */
function finishesAsItStands(view: CampaignView, m: ManagementView | null, next: Duty): 'refit' | 'experience' | null {
  if (!m || dutyCapacity(view.state, viewerActor(view), next).as === 'grand-admiral') return null
  if (next.kind === 'refit') {
    const r = m.refits.find((x) => x.fleetId === next.fleetId)
    return r && !r.disbanded && !refitsInEditor(m).includes(r.fleetId) ? 'refit' : null
  }
  if (next.kind === 'spend-xp') return m.experience.some((x) => x.fleetId === next.fleetId) ? 'experience' : null
  return null
}

/**
 * The reader's next move as the banner offers it: the duty, how many more there are, its link, and whether
 * it finishes in one tap. Drawn once here for the banner and for the overlays' digests (layout-overlay.ts).
 */
export function bannerNext(view: CampaignView, management: ManagementView | null) {
  const [next, ...more] = readersOrder(view.state, viewerActor(view), view.duties.mine)
  return {
    next: next ?? null,
    more: more.length,
    quick: next ? finishesAsItStands(view, management, next) : null,
    href: next ? dutyHref(view.id, next, { refitsInEditor: refitsInEditor(management) }) : '',
  }
}

/** The words of the reader's next move: the link's and how many more (` (2 more)`), kept up to date by the overlays. */
export function bannerNextWords(root: AppTranslator, format: Formatter, view: CampaignView, management: ManagementView | null): { next: string; more: string } {
  const { next, more } = bannerNext(view, management)
  return {
    next: next ? dutyForReader(root, format, view.state, viewerActor(view), next, playerNamer(view)) : '',
    more: more > 0 ? ` (${root('Campaign.banner.more', { count: more })})` : '',
  }
}

/** The reader's one-tap finish of their next move as the banner offers it, worded; null where there is none. */
export function bannerQuick(root: AppTranslator, view: CampaignView, management: ManagementView | null): QuickFinish | null {
  const { next, quick } = bannerNext(view, management)
  if (!quick || !next || !('fleetId' in next)) return null
  const fleet = fleetNameIn(root, next.fleetId, playerNamer(view))
  return {
    type: quick === 'refit' ? 'finish-refit' : 'finish-experience',
    fleetId: next.fleetId,
    label: root(`Campaign.banner.quick.${quick}Label`, { fleet }),
    submit: root(`Campaign.banner.quick.${quick}`),
  }
}

/** Act, turn, phase, who owes what right now, and the reader's next move with its link: on every campaign page. */
export async function PhaseBanner({ view, management }: { view: CampaignView; management: ManagementView | null }) {
  const root = await getTranslations()
  const t = await getTranslations('Campaign.banner')
  const format = await getFormatter()
  const owed = viewOwed(root, format, view)
  const owedShort = viewOwedShort(root, format, view)
  const { href } = bannerNext(view, management)
  const words = bannerNextWords(root, format, view, management)
  return (
    <div role="status" className="rounded border border-slate-400 bg-white px-3 py-2 text-sm sm:p-3 sm:text-base print:hidden">
      <p className="font-semibold">
        <LiveText k="banner.heading" v={bannerHeading(root, view)} since={view.version} />
      </p>
      {/* Hidden while nobody owes anything, and on the overview, whose "Your move" lists it. */}
      <NotOnOverview overview={`/campaigns/${view.id}`}>
        <BannerOwed campaignId={view.id} since={view.version} owed={owed} owedShort={owedShort ?? ''} whoOwes={t('whoOwes')} />
      </NotOnOverview>
      {/* Drawn even with no move now: a change that gives the reader one shows it without reloading the page. */}
      <ClientMessages namespaces={[]}>
        <BannerNextMove
          campaignId={view.id}
          since={view.version}
          text={words.next}
          href={href}
          more={words.more}
          quick={bannerQuick(root, view, management)}
          lead={t('next')}
          done={t('quick.done')}
        />
      </ClientMessages>
      {/* The overview's "Your move" says it there. */}
      <NotOnOverview overview={`/campaigns/${view.id}`}>
        <YourGames view={view} className="mt-1 text-sm" />
      </NotOnOverview>
    </div>
  )
}
