// Who chooses the pivotal battle and why (R-PIVOT-CHOOSE), their choice (R-PIVOT-OBJ, R-CLIMAX), and what was chosen.
import { DEFENSE_NAMES, objectiveName, systemName, TEAM_NAMES, zoneRoman } from '@/app/_lib/words'
import { Panel } from '@/app/_components/ui/panel'
import { Select } from '@/app/_components/ui/select'
import { ZONES } from '@/lib/data/map'
import { TurnForm } from '../../turn/turn-form'
import type { PivotalSectionProps } from './section-props'

const REASONS = {
  'fewer-cp': 'it has fewer campaign points',
  'fewer-zones': 'CP are tied and it controls fewer zones',
  'tie-goes-to-rebels': 'CP and zones are tied, so the Rebels choose',
} as const

export function ChooserSection({ p, pv }: PivotalSectionProps) {
  return (
    <Panel id="chooser-title" title="Who chooses">
      <p>
        The {TEAM_NAMES[p.chooser]} choose the objective: {REASONS[pv.chooser.reason]} (R-PIVOT-CHOOSE). CP: Empire {pv.chooser.cp.empire}, Rebels{' '}
        {pv.chooser.cp.rebels}; zones controlled: Empire {pv.chooser.zones.empire}, Rebels {pv.chooser.zones.rebels}.
      </p>
      <p className="text-sm">Zone control: {pv.zoneControl.map((z) => `${zoneRoman(z.zone)}: ${z.team ? TEAM_NAMES[z.team] : 'nobody'}`).join(' · ')}</p>
    </Panel>
  )
}

export function ChooseForm({ p, pv, form }: PivotalSectionProps) {
  if (p.step !== 'choose' || !pv.mayChoose) return null
  return (
    <TurnForm {...form} type="choose-pivotal" submit="Choose the pivotal battle" done="Chosen." label="Choose the pivotal battle">
      <Select
        label="Objective (each once per campaign; Evacuation with a gap of 3 CP or more, R-PIVOT-OBJ)"
        name="objectiveId"
        options={pv.available.map((o) => ({ value: o, label: objectiveName(o) }))}
      />
      <Select
        label="Target system (Conquest: an enemy base; Evacuation: one of your bases)"
        name="systemId"
        none="None (Demonstration of Force)"
        options={[
          ...pv.enemyBases.map((s) => ({ value: s, label: `${systemName(s)} (enemy base)` })),
          ...pv.ownBases.map((s) => ({ value: s, label: `${systemName(s)} (your base)` })),
        ]}
      />
      <Select
        label="Target zone (Demonstration of Force)"
        name="zone"
        none="None"
        options={ZONES.map((z) => ({ value: String(z.id), label: `Zone ${z.roman}` }))}
      />
      {pv.climacticAllowed ? (
        <label className="flex items-center gap-2">
          <input type="checkbox" name="climactic" /> Declare it climactic: the campaign ends after it (R-CLIMAX)
        </label>
      ) : null}
    </TurnForm>
  )
}

export function ChosenObjective({ p, view }: PivotalSectionProps) {
  if (!p.objective) return null
  const c = p.target?.systemId ? view.state.control[p.target.systemId] : undefined
  const base = c?.kind === 'base' && c.defense !== 'secret' && c.defense !== 'unassigned' ? ` Played on the base’s ${DEFENSE_NAMES[c.defense]} (R-OBJ-1).` : ''
  return (
    <p>
      Objective: <strong>{objectiveName(p.objective)}</strong>
      {p.target?.systemId ? ` at ${systemName(p.target.systemId)}` : p.target?.zone ? ` in zone ${zoneRoman(p.target.zone)}` : ''}. Assaulting: the{' '}
      {TEAM_NAMES[p.assaulters!]}
      {p.climactic ? '. A climactic battle: the campaign ends after it.' : '.'}
      {base}
    </p>
  )
}
