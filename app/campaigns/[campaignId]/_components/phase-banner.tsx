import { useFormatter, useTranslations } from 'next-intl'
import { ACT_ROMAN, systemName } from '@/app/_lib/words'
import type { TurnView } from '@/lib/server/get-turn-view'
import type { CampaignView } from '@/lib/server/get-campaign-view'
import { playerNamer } from '../_lib/load-campaign'
import { LiveText } from './live-values'

type BannerTranslator = ReturnType<typeof useTranslations<'Campaign.banner'>>
type Formatter = ReturnType<typeof useFormatter>

/** Act, turn, phase, and who owes what right now: on every campaign page. */
function turnOwed(t: BannerTranslator, format: Formatter, view: CampaignView, turn: TurnView, name: (id: string) => string): string {
  const state = view.state
  const battles = state.turnState?.battles ?? []
  if (state.phase === 'strategy') {
    if (!turn.diplomats.settled) return t('diplomats')
    const pending = battles.find((b) => b.id === turn.pendingBattleId)
    if (pending) return t('nameDefender', { team: pending.assaulter.team === 'empire' ? 'rebels' : 'empire', system: systemName(pending.systemId) })
    if (turn.declaringTeam)
      return t('declare', { team: turn.declaringTeam, players: format.list(turn.unpaired[turn.declaringTeam].map(name), { type: 'unit' }) })
    return t('spacers')
  }
  if (state.phase === 'battle') {
    const owed = battles.flatMap((b) => {
      if (!b.defender) return []
      const system = systemName(b.systemId)
      if (!b.objective) return [t('chooseObjective', { system, player: name(b.assaulter.playerId) })]
      if (b.result.status === 'none')
        return [t('enterResult', { system, players: format.list([name(b.assaulter.playerId), name(b.defender.playerId)], { type: 'disjunction' }) })]
      if (b.result.status === 'entered') return [t('confirmResult', { system })]
      if (b.result.status === 'disputed') return [t('settleResult', { system })]
      const r = b.result.result
      const waiting = (['assaulter', 'defender'] as const).filter((s) => r[s].eligibleVeterans.length > 0 && b.veteransChosen[b[s]!.fleetId] === undefined)
      return waiting.map((s) => t('chooseVeterans', { system, player: name(b[s]!.playerId) }))
    })
    // The owed items are independent: a semicolon between them, as in a list of tasks.
    return owed.length > 0 ? t('battleOwed', { items: owed.join('; ') }) : ''
  }
  if (state.phase === 'management') {
    const m = state.turnState?.management
    return m ? t('management', { step: m.step }) : ''
  }
  if (state.phase === 'pivotal') {
    const p = state.pivotal
    if (!p || p.step === 'choose') return t('pivotalChoose', { team: p?.chooser ?? 'rebels' })
    if (p.step === 'prepare') return t('pivotalPrepare')
    if (p.step === 'battle') return t('pivotalBattle')
    return t('pivotalAfter')
  }
  return ''
}

/** Who owes what right now, in a sentence (empty when nobody does): the banner's second line. */
export function bannerOwed(t: BannerTranslator, format: Formatter, view: CampaignView, turn: TurnView | null): string {
  const name = playerNamer(view)
  const { state, setupStep } = view
  if (setupStep?.step === 'place-bases') {
    const waiting = state.players.filter(
      (p) => p.team === setupStep.team && view.checklist.some((c) => c.kind === 'base-placed' && c.playerId === p.id && !c.done),
    )
    return t('placeBases', {
      team: setupStep.team,
      players: format.list(
        waiting.map((p) => p.name),
        { type: 'unit' },
      ),
    })
  }
  if (setupStep?.step === 'assign-defenses') {
    const teams = setupStep.teams.map((team) => t('teamGrandAdmiral', { team, player: name(state.teams[team].grandAdmiral) }))
    return t('assignDefenses', { teams: format.list(teams, { type: 'conjunction' }) })
  }
  if (setupStep?.step === 'fleets') return t('fleets')
  return turn ? turnOwed(t, format, view, turn, name) : ''
}

export function PhaseBanner({ view, turn }: { view: CampaignView; turn: TurnView | null }) {
  const t = useTranslations('Campaign.banner')
  const terms = useTranslations('Terms')
  const format = useFormatter()
  const { state } = view
  const owed = bannerOwed(t, format, view, turn)
  return (
    <div role="status" className="rounded border border-slate-400 bg-white p-3 print:hidden">
      <p className="font-semibold">
        {state.phase === 'setup' ? t('setup') : t('heading', { roman: ACT_ROMAN[state.act - 1]!, turn: state.turn, phase: terms(`phase.${state.phase}`) })}
      </p>
      {/* Hidden while nobody owes anything. */}
      <p className="text-sm empty:hidden">
        <LiveText k="banner.owed" v={owed} since={view.version} />
      </p>
    </div>
  )
}
