import { ACT_ROMAN, systemName, TEAM_NAMES } from '@/app/_lib/words'
import type { TurnView } from '@/lib/server/get-turn-view'
import type { CampaignView } from '@/lib/server/get-campaign-view'
import { playerNamer } from '../_lib/load-campaign'

const PHASE_NAMES = {
  setup: 'Setup',
  strategy: 'Strategy phase',
  battle: 'Battle phase',
  management: 'Management phase',
  pivotal: 'Pivotal battle',
  ended: 'Campaign over',
} as const

/** Act, turn, phase, and who owes what right now: on every campaign page. */
function turnOwed(view: CampaignView, turn: TurnView, name: (id: string) => string): string {
  const state = view.state
  const battles = state.turnState?.battles ?? []
  if (state.phase === 'strategy') {
    if (!turn.diplomats.settled) return 'Both teams choose, sealed, whether to mark a zone with Diplomats.'
    const pending = battles.find((b) => b.id === turn.pendingBattleId)
    if (pending)
      return `The ${TEAM_NAMES[pending.assaulter.team === 'empire' ? 'rebels' : 'empire']} name the defender of the assault on ${systemName(pending.systemId)}.`
    if (turn.declaringTeam)
      return `The ${TEAM_NAMES[turn.declaringTeam]} declare the next assault (${turn.unpaired[turn.declaringTeam].map(name).join(', ')} still to pair).`
    return 'Skilled Spacers: the teams that hold them decide whether to spend them.'
  }
  if (state.phase === 'battle') {
    const owed = battles.flatMap((b) => {
      if (!b.defender) return []
      const where = systemName(b.systemId)
      if (!b.objective) return [`${where}: ${name(b.assaulter.playerId)} chooses the objective`]
      if (b.result.status === 'none') return [`${where}: result to enter (${name(b.assaulter.playerId)} or ${name(b.defender.playerId)})`]
      if (b.result.status === 'entered') return [`${where}: result to confirm`]
      if (b.result.status === 'disputed') return [`${where}: the organizer settles the disputed result`]
      const r = b.result.result
      const waiting = (['assaulter', 'defender'] as const).filter((s) => r[s].eligibleVeterans.length > 0 && b.veteransChosen[b[s]!.fleetId] === undefined)
      return waiting.map((s) => `${where}: ${name(b[s]!.playerId)} chooses veterans`)
    })
    return owed.length > 0 ? `${owed.join('; ')}.` : ''
  }
  if (state.phase === 'management') {
    const m = state.turnState?.management
    if (!m) return ''
    const steps = { effects: 'bases', tokens: 'tokens', rewards: 'rewards', experience: 'XP', refit: 'refit' } as const
    return `Management, ${steps[m.step]}: see the Management page for what each team and player still owes.`
  }
  if (state.phase === 'pivotal') {
    const p = state.pivotal
    if (!p || p.step === 'choose') return `The act is over: the ${TEAM_NAMES[p?.chooser ?? 'rebels']} choose the pivotal objective.`
    if (p.step === 'prepare') return 'The pivotal battle is being prepared: ship upgrades, Ally forces, then each team says it is ready.'
    if (p.step === 'battle') return 'The pivotal battle is on the table: each team enters its part of the result.'
    return 'After the pivotal battle: veterans, tokens, the commander reset, XP and refit.'
  }
  return ''
}

export function PhaseBanner({ view, turn }: { view: CampaignView; turn: TurnView | null }) {
  const name = playerNamer(view)
  const { state, setupStep } = view
  let owed: string
  if (setupStep?.step === 'place-bases') {
    const waiting = state.players.filter(
      (p) => p.team === setupStep.team && view.checklist.some((c) => c.kind === 'base-placed' && c.playerId === p.id && !c.done),
    )
    owed = `${TEAM_NAMES[setupStep.team]} to place a base: ${waiting.map((p) => p.name).join(', ')}.`
  } else if (setupStep?.step === 'assign-defenses') {
    owed = `Base Defense objectives to assign: ${setupStep.teams.map((t) => `${TEAM_NAMES[t]} (${name(state.teams[t].grandAdmiral)}, Grand Admiral)`).join(' and ')}.`
  } else if (setupStep?.step === 'fleets') {
    owed = 'Every player owes a fleet and a task force commander, and each team its fourth fleet, before the campaign can start.'
  } else {
    owed = turn ? turnOwed(view, turn, name) : ''
  }
  return (
    <div role="status" className="rounded border border-slate-400 bg-white p-3 print:hidden">
      <p className="font-semibold">{state.phase === 'setup' ? 'Setup' : `Act ${ACT_ROMAN[state.act - 1]}, turn ${state.turn}: ${PHASE_NAMES[state.phase]}`}</p>
      {owed ? <p className="text-sm">{owed}</p> : null}
    </div>
  )
}
