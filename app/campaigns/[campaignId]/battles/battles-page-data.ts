import 'server-only'
// What the battles page lists (R-HIST): the battles of the turn whose defender is named, and every past one,
// each with whether the defender held its system. Worded here once (battlesListed): the page renders the list,
// and its overlay brings it again with each change, so naming a defender or applying a result reloads nothing.
import { defenderHeldSystem, type ManagementView, type VisibleBattle } from '@/lib/campaign'
import type { Formatter } from '@/app/_lib/duty-words'
import type { AppTranslator } from '@/app/_lib/translator'
import type { CampaignView } from '@/lib/server/get-campaign-view'
import type { LiveOverlay } from '../_components/live-values'
import { layoutOverlay, restDigest } from '../_lib/layout-overlay'
import { playerNamer } from '../_lib/load-campaign'
import { objectiveName } from '@/app/_lib/words'
import { actRoman, battleOutcome, battleTitle, upperFirst, type Translator } from '../history/words'
import type { BattleListedLine, BattlesListed } from './battles-listed'

export interface BattlesPageData {
  current: VisibleBattle[]
  past: NonNullable<CampaignView['state']['pastBattles']>
  /** By battle id: whether the defender held its system (null while it is not known). */
  held: Record<string, boolean | null>
}

export function battlesPageData(view: CampaignView): BattlesPageData {
  const past = view.state.pastBattles ?? []
  const current = (view.state.turnState?.battles ?? []).filter((b) => b.defender !== null && !past.some((p) => p.id === b.id))
  const held = Object.fromEntries([...current, ...past].map((b) => [b.id, defenderHeldSystem(view.state, b)]))
  return { current, past, held }
}

/** The battles page's list at this version, in the reader's words: this turn's battles, then each past turn's. */
export function battlesListed(view: CampaignView, t: Translator<'Battles'>, locale: string): BattlesListed {
  const { current, past, held } = battlesPageData(view)
  const name = playerNamer(view)
  const line = (battle: VisibleBattle): BattleListedLine => {
    const r = battle.result
    const outcome =
      r.status === 'applied'
        ? battleOutcome(
            t,
            battle,
            { winner: r.winner, assaulterScore: r.result.assaulter.score, defenderScore: r.result.defender.score, defenderHeld: held[battle.id] ?? null },
            name,
          )
        : t('noResult', { title: battleTitle(t, battle, name) })
    return {
      href: `/campaigns/${view.id}/battles/${battle.id}`,
      text: upperFirst(outcome, locale),
      objective: battle.objective ? objectiveName(battle.objective) : null,
    }
  }
  const turns = [...new Set(past.map((b) => `${b.act}-${b.turn}`))].reverse()
  const sections: BattlesListed['sections'] = [
    ...(current.length > 0
      ? [{ id: 'battles-now', title: t('turnNow', { roman: actRoman(view.state.act), turn: view.state.turn }), lines: current.map(line) }]
      : []),
    ...turns.map((key) => {
      const [act, turn] = key.split('-').map(Number) as [number, number]
      return { id: `battles-${key}`, title: t('turn', { roman: actRoman(act), turn }), lines: past.filter((b) => b.act === act && b.turn === turn).map(line) }
    }),
  ]
  return { sections, none: sections.length === 0 ? t('none') : null }
}

/** The battles page's overlay: the banner's words and the list, worded; the layout's rest in its digest. */
export function battlesOverlay(
  view: CampaignView,
  listed: BattlesListed,
  management: ManagementView | null,
  root: AppTranslator,
  format: Formatter,
): LiveOverlay {
  const layout = layoutOverlay(view, management, root, format)
  return { version: view.version, rest: restDigest(layout.rest), text: layout.text, battles: [], battleList: listed }
}
