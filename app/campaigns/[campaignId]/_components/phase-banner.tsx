import { ACT_ROMAN, TEAM_NAMES } from '@/app/_lib/words'
import type { CampaignView } from '@/lib/server/get-campaign-view'
import { playerNamer } from '../_lib/load-campaign'

const PHASE_NAMES = { setup: 'Setup', strategy: 'Strategy phase', battle: 'Battle phase', management: 'Management phase', pivotal: 'Pivotal battle', ended: 'Campaign over' } as const

/** Act, turn, phase, and who owes what right now: on every campaign page. */
export function PhaseBanner({ view }: { view: CampaignView }) {
  const name = playerNamer(view)
  const { state, setupStep } = view
  let owed: string
  if (setupStep?.step === 'place-bases') {
    const waiting = state.players.filter((p) => p.team === setupStep.team && view.checklist.some((c) => c.kind === 'base-placed' && c.playerId === p.id && !c.done))
    owed = `${TEAM_NAMES[setupStep.team]} to place a base: ${waiting.map((p) => p.name).join(', ')}.`
  } else if (setupStep?.step === 'assign-defenses') {
    owed = `Base Defense objectives to assign: ${setupStep.teams.map((t) => `${TEAM_NAMES[t]} (${name(state.teams[t].grandAdmiral)}, Grand Admiral)`).join(' and ')}.`
  } else if (setupStep?.step === 'fleets') {
    owed = 'Every player owes a fleet and a task force commander, and each team its fourth fleet, before the campaign can start.'
  } else {
    owed = ''
  }
  return (
    <div role="status" className="rounded border border-slate-400 bg-white p-3 print:hidden">
      <p className="font-semibold">
        {state.phase === 'setup' ? 'Setup' : `Act ${ACT_ROMAN[state.act - 1]}, turn ${state.turn}: ${PHASE_NAMES[state.phase]}`}
      </p>
      {owed ? <p className="text-sm">{owed}</p> : null}
    </div>
  )
}
