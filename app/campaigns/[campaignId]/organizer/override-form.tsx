'use client'
import { useState } from 'react'
import { TurnForm } from '../turn/turn-form'
import { FIELD_CLASS } from '@/app/_components/ui/field-class'

const TOKENS = [
  ['ally', 'Ally'],
  ['destiny', 'Destiny'],
  ['diplomats', 'Diplomats'],
  ['repair-yards', 'Repair Yards'],
  ['resources', 'Resources'],
  ['skilled-spacers', 'Skilled Spacers'],
  ['spynet', 'Spynet'],
] as const

const field = FIELD_CLASS

/** R-OVERRIDE: set a computed value by hand, with the reason everyone will read in the history. */
export function OverrideForm({
  campaignId,
  version,
  fleets,
  systems,
}: {
  campaignId: string
  version: number
  fleets: { id: string; label: string }[]
  systems: { id: string; label: string }[]
}) {
  const [kind, setKind] = useState<'cp' | 'tokens' | 'xp' | 'control'>('cp')
  return (
    <TurnForm campaignId={campaignId} version={version} type="override" submit="Override the value" done="Value overridden." label="Override a value">
      <label className="block">
        Value to set
        <select name="kind" value={kind} onChange={(e) => setKind(e.target.value as typeof kind)} className={field}>
          <option value="cp">Campaign points of a team in an act</option>
          <option value="tokens">Tokens of a team</option>
          <option value="xp">XP of a commander</option>
          <option value="control">Control of a system</option>
        </select>
      </label>
      {kind === 'cp' || kind === 'tokens' ? (
        <label className="block">
          Team
          <select name="team" className={field}>
            <option value="empire">Empire</option>
            <option value="rebels">Rebels</option>
          </select>
        </label>
      ) : null}
      {kind === 'cp' ? (
        <label className="block">
          Act
          <select name="act" className={field}>
            <option value="1">I</option>
            <option value="2">II</option>
            <option value="3">III</option>
          </select>
        </label>
      ) : null}
      {kind === 'tokens' ? (
        <label className="block">
          Token
          <select name="token" className={field}>
            {TOKENS.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {kind === 'xp' ? (
        <label className="block">
          Fleet
          <select name="fleetId" className={field}>
            {fleets.map((f) => (
              <option key={f.id} value={f.id}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {kind === 'control' ? (
        <>
          <label className="block">
            System
            <select name="systemId" className={field}>
              {systems.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            Now held by
            <select name="holder" className={field}>
              <option value="">Nobody (unoccupied)</option>
              <option value="empire">An Empire presence</option>
              <option value="rebels">A Rebel presence</option>
            </select>
          </label>
        </>
      ) : (
        <label className="block">
          New value
          <input name="value" inputMode="numeric" className={field} />
        </label>
      )}
      <label className="block">
        Reason (shown in the history)
        <input name="reason" maxLength={200} className={field} />
      </label>
    </TurnForm>
  )
}
