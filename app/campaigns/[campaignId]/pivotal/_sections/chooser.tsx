// Who chooses the pivotal battle and why (R-PIVOT-CHOOSE), their choice (R-PIVOT-OBJ, R-CLIMAX), and what was chosen.
import { getTranslations } from 'next-intl/server'
import { objectiveName, systemName, zoneRoman } from '@/app/_lib/words'
import { Panel } from '@/app/_components/ui/panel'
import { Select } from '@/app/_components/ui/select'
import { ZONES } from '@/lib/data/map'
import { TurnForm } from '../../turn/turn-form'
import type { PivotalSectionProps } from './section-props'

/** The chooser's reason as an ICU select key (keys cannot hold '-'). */
const REASON_KEYS = { 'fewer-cp': 'fewerCp', 'fewer-zones': 'fewerZones', 'tie-goes-to-rebels': 'tie' } as const

export async function ChooserSection({ p, pv }: PivotalSectionProps) {
  const t = await getTranslations('Pivotal.chooser')
  return (
    <Panel id="chooser-title" title={t('title')} rule="R-PIVOT-CHOOSE">
      <p>
        {t('why', {
          team: p.chooser,
          reason: REASON_KEYS[pv.chooser.reason],
          empireCp: pv.chooser.cp.empire,
          rebelsCp: pv.chooser.cp.rebels,
          empireZones: pv.chooser.zones.empire,
          rebelsZones: pv.chooser.zones.rebels,
        })}
      </p>
      <p className="text-sm">
        {t('zoneControl', { zones: pv.zoneControl.map((z) => t('zoneOf', { zone: zoneRoman(z.zone), team: z.team ?? 'nobody' })).join(' · ') })}
      </p>
    </Panel>
  )
}

export async function ChooseForm({ p, pv, form }: PivotalSectionProps) {
  if (p.step !== 'choose' || !pv.mayChoose) return null
  const t = await getTranslations('Pivotal.choose')
  return (
    <TurnForm {...form} type="choose-pivotal" submit={t('submit')} done={t('done')} label={t('form')}>
      <Select label={t('objective')} name="objectiveId" options={pv.available.map((o) => ({ value: o, label: objectiveName(o) }))} />
      <Select
        label={t('system')}
        name="systemId"
        none={t('systemNone')}
        options={[
          ...pv.enemyBases.map((s) => ({ value: s, label: t('enemyBase', { system: systemName(s) }) })),
          ...pv.ownBases.map((s) => ({ value: s, label: t('ownBase', { system: systemName(s) }) })),
        ]}
      />
      <Select
        label={t('zone')}
        name="zone"
        none={t('zoneNone')}
        options={ZONES.map((z) => ({ value: String(z.id), label: t('zoneOption', { roman: z.roman }) }))}
      />
      {pv.climacticAllowed ? (
        <label className="flex items-center gap-2">
          <input type="checkbox" name="climactic" /> {t('climactic')}
        </label>
      ) : null}
    </TurnForm>
  )
}

export async function ChosenObjective({ p, view }: PivotalSectionProps) {
  if (!p.objective) return null
  const t = await getTranslations('Pivotal')
  const history = await getTranslations('History')
  const c = p.target?.systemId ? view.state.control[p.target.systemId] : undefined
  const base =
    c?.kind === 'base' && c.defense !== 'secret' && c.defense !== 'unassigned' ? t('chosenDefense', { defense: history(`defense.${c.defense}`) }) : ''
  return (
    <p>
      {t.rich('chosen', {
        objective: objectiveName(p.objective),
        where: p.target?.systemId ? 'system' : p.target?.zone ? 'zone' : 'none',
        system: p.target?.systemId ? systemName(p.target.systemId) : '',
        zone: p.target?.zone ? zoneRoman(p.target.zone) : '',
        assaulters: p.assaulters!,
        climactic: p.climactic ? 'yes' : 'no',
        strong: (chunks) => <strong>{chunks}</strong>,
      })}
      {base}
    </p>
  )
}
