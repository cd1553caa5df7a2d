// A turn form's fields become a command, or a refusal the page words; the refit editor's form carries its
// changes as JSON (R-REFIT).
import { describe, expect, it } from 'vitest'
import { parseTurnForm } from './turn-forms'

function refitForm(fields: Record<string, string>): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries({ type: 'refit-fleet', expectedVersion: '7', fleetId: 'rebels-1', finish: 'yes', ...fields })) form.set(key, value)
  return form
}

describe('parseTurnForm, the refit editor’s form', () => {
  it('reads the changes in order and whether the refit finishes', () => {
    const ops = [
      { op: 'remove-scar', uid: 'rebels-1-s2', using: 'base' },
      { op: 'add-card', index: 0, shipUid: null },
    ]
    expect(parseTurnForm(refitForm({ ops: JSON.stringify(ops) }))).toEqual({
      ok: true,
      command: { type: 'refit-fleet', fleetId: 'rebels-1', ops, finish: true },
      expectedVersion: 7,
    })
    expect(parseTurnForm(refitForm({ ops: '[]', finish: 'no' }))).toMatchObject({ ok: true, command: { ops: [], finish: false } })
  })

  it('refuses changes that do not read, an unknown change, too many changes and a missing fleet', () => {
    expect(parseTurnForm(refitForm({ ops: '[{"op":' }))).toEqual({ ok: false, reason: 'invalid' })
    expect(parseTurnForm(refitForm({ ops: JSON.stringify([{ op: 'buy-everything' }]) }))).toEqual({ ok: false, reason: 'invalid' })
    const many = Array.from({ length: 81 }, () => ({ op: 'disband' }))
    expect(parseTurnForm(refitForm({ ops: JSON.stringify(many) }))).toEqual({ ok: false, reason: 'invalid' })
    expect(parseTurnForm(refitForm({ ops: '[]', fleetId: '' }))).toEqual({ ok: false, reason: 'fleetId' })
  })
})

function disputeForm(fields: Record<string, string | string[]>): FormData {
  const form = new FormData()
  const all = { type: 'dispute-result', expectedVersion: '4', battleId: 'a1-t1-b1', 'a-score': '80', 'd-score': '120', ...fields }
  for (const [key, value] of Object.entries(all)) for (const v of [value].flat()) form.append(key, v)
  return form
}

describe('parseTurnForm, the dispute form (R-RESULT-CONFIRM)', () => {
  it('reads the reason and the disputing player’s own figures as a counter-result', () => {
    expect(parseTurnForm(disputeForm({ reason: ' The Raider retreated ', 'd-retreated': 'empire-1-s2' }))).toEqual({
      ok: true,
      command: {
        type: 'dispute-result',
        battleId: 'a1-t1-b1',
        reason: 'The Raider retreated',
        counter: {
          assaulter: { score: 80, destroyed: [], retreated: [], eligibleVeterans: [] },
          defender: { score: 120, destroyed: [], retreated: ['empire-1-s2'], eligibleVeterans: [] },
        },
      },
      expectedVersion: 4,
    })
  })

  it('refuses a dispute without a reason or with one too long, and counter-figures with a bad score', () => {
    expect(parseTurnForm(disputeForm({ reason: '   ' }))).toEqual({ ok: false, reason: 'disputeReason' })
    expect(parseTurnForm(disputeForm({ reason: 'x'.repeat(301) }))).toEqual({ ok: false, reason: 'disputeReason' })
    expect(parseTurnForm(disputeForm({ reason: 'Wrong score', 'a-score': 'eighty' }))).toEqual({ ok: false, reason: 'scores' })
  })
})

describe('parseTurnForm, the pivotal preparations (R-PIVOT-UPGRADE)', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData()
    for (const [key, value] of Object.entries({ expectedVersion: '3', fleetId: 'empire-1', ...fields })) data.set(key, value)
    return data
  }

  it('names the choice missing when no radio is ticked, and reads the one ticked', () => {
    expect(parseTurnForm(form({ type: 'pivotal-move-upgrade' }))).toEqual({ ok: false, reason: 'upgradeUid' })
    expect(parseTurnForm(form({ type: 'pivotal-upgrade' }))).toEqual({ ok: false, reason: 'shipUid' })
    expect(parseTurnForm(form({ type: 'pivotal-move-upgrade', move: 'u1>s2' }))).toMatchObject({ ok: true, command: { upgradeUid: 'u1', shipUid: 's2' } })
  })
})
