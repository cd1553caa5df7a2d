'use client'
// The fleet being refitted, ship by ship and squadron by squadron, with the changes each element allows now
// (R-REFIT 1, 3, 5, 7, R-TOKEN-REPAIR): every button is one the engine accepts at this point of the edit.
import { useTranslations } from 'next-intl'
import { Select } from '@/app/_components/ui/select'
import type { RefitEditorElement, RefitEditorUpgrade, RefitEditorView } from '@/lib/campaign/browser'
import { ChangeForm } from './change-form'
import type { AddChange } from './add-change'

function Badges({ element, flagship }: { element: RefitEditorElement; flagship?: boolean }) {
  const t = useTranslations('RefitEditor.badge')
  const badges = [flagship ? t('flagship') : null, element.scarred ? t('scarred') : null, element.veteran ? t('veteran') : null].filter(Boolean)
  if (badges.length === 0) return null
  return (
    <span className="flex flex-wrap gap-1">
      {badges.map((b) => (
        <span key={b} className="rounded border border-slate-500 px-1 text-xs">
          {b}
        </span>
      ))}
    </span>
  )
}

function Repairs({ element, name, add }: { element: RefitEditorElement; name: string; add: AddChange }) {
  const t = useTranslations('RefitEditor')
  const repair = element.repair
  if (!repair) return null
  return (
    <>
      {repair.base ? (
        <ChangeForm
          label={t('repair.baseLabel', { name })}
          button={t('repair.base')}
          buttonLabel={t('repair.baseLabel', { name })}
          onChange={() => add({ op: 'remove-scar', uid: element.uid, using: 'base' }, t('change.repairBase', { name }))}
        />
      ) : null}
      {repair.repairYards !== null ? (
        <ChangeForm
          label={t('repair.yardsLabel', { name, count: repair.repairYards })}
          button={t('repair.yards', { count: repair.repairYards })}
          buttonLabel={t('repair.yardsLabel', { name, count: repair.repairYards })}
          onChange={() => add({ op: 'remove-scar', uid: element.uid, using: 'repair-yards' }, t('change.repairYards', { name, count: repair.repairYards! }))}
        />
      ) : null}
    </>
  )
}

function RemoveOne({ uid, name, credit, add }: { uid: string; name: string; credit: number | null; add: AddChange }) {
  const t = useTranslations('RefitEditor')
  if (credit === null) return null
  return (
    <ChangeForm
      label={t('removeCard.label', { name })}
      button={t('removeCard.button', { credit })}
      buttonLabel={t('removeCard.label', { name })}
      variant="danger-secondary"
      onChange={() => add({ op: 'strip-card', uid }, t('change.removeCard', { name, credit }))}
    />
  )
}

function Upgrade({ upgrade, name, shipName, add }: { upgrade: RefitEditorUpgrade; name: string; shipName: (uid: string) => string; add: AddChange }) {
  const t = useTranslations('RefitEditor')
  return (
    <li className="space-y-1 border-t border-slate-200 py-1">
      <p>
        {name} <span className="text-slate-600">({upgrade.points})</span>
        {upgrade.equipped ? null : <span className="ml-1 rounded border border-slate-500 px-1 text-xs">{t('badge.unequipped')}</span>}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        {upgrade.mayUnequip ? (
          <ChangeForm
            label={t('unequip.label', { name })}
            button={t('unequip.button')}
            buttonLabel={t('unequip.label', { name })}
            onChange={() => add({ op: 'unequip', upgradeUid: upgrade.uid }, t('change.unequip', { name }))}
          />
        ) : null}
        {upgrade.equipOn.length > 0 ? (
          <ChangeForm
            label={t('equip.label', { name })}
            button={t('equip.button')}
            buttonLabel={t('equip.label', { name })}
            onChange={(fields) => {
              const shipUid = String(fields.get('shipUid') ?? '')
              if (upgrade.equipOn.includes(shipUid))
                add({ op: 'equip', upgradeUid: upgrade.uid, shipUid }, t('change.equip', { name, ship: shipName(shipUid) }))
            }}
          >
            <Select label={t('equip.select', { name })} name="shipUid" options={upgrade.equipOn.map((uid) => ({ value: uid, label: shipName(uid) }))} />
          </ChangeForm>
        ) : null}
        <RemoveOne uid={upgrade.uid} name={name} credit={upgrade.removeCredit} add={add} />
      </div>
    </li>
  )
}

export function RefitElements({ view, names, add }: { view: RefitEditorView; names: Map<string, string>; add: AddChange }) {
  const t = useTranslations('RefitEditor')
  const nameOf = (uid: string) => names.get(uid) ?? uid
  return (
    <>
      <section aria-labelledby="refit-ships" className="space-y-2">
        <h2 id="refit-ships" className="text-lg font-bold">
          {t('ships')}
        </h2>
        {view.ships.length === 0 ? <p>{t('noShip')}</p> : null}
        <ul className="space-y-3">
          {view.ships.map((ship) => (
            <li key={ship.uid} className="space-y-2 rounded border border-slate-300 p-2">
              <h3 className="flex flex-wrap items-baseline gap-2 font-semibold">
                {nameOf(ship.uid)} <span className="font-normal text-slate-600">({ship.points})</span>
                <Badges element={ship} flagship={ship.flagship} />
              </h3>
              <div className="flex flex-wrap gap-2">
                <Repairs element={ship} name={nameOf(ship.uid)} add={add} />
              </div>
              {ship.upgrades.length > 0 ? (
                <ul aria-label={t('upgradesOf', { ship: nameOf(ship.uid) })}>
                  {ship.upgrades.map((u) => (
                    <Upgrade key={u.uid} upgrade={u} name={nameOf(u.uid)} shipName={nameOf} add={add} />
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="refit-squadrons" className="space-y-2">
        <h2 id="refit-squadrons" className="text-lg font-bold">
          {t('squadrons')}
        </h2>
        {view.squadrons.length === 0 ? <p>{t('noSquadron')}</p> : null}
        <ul className="space-y-1">
          {view.squadrons.map((q) => (
            <li key={q.uid} className="space-y-1 border-t border-slate-200 py-1">
              <p className="flex flex-wrap items-baseline gap-2">
                {nameOf(q.uid)} <span className="text-slate-600">({q.points})</span>
                <Badges element={q} />
              </p>
              <div className="flex flex-wrap gap-2">
                <Repairs element={q} name={nameOf(q.uid)} add={add} />
                <RemoveOne uid={q.uid} name={nameOf(q.uid)} credit={q.removeCredit} add={add} />
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
