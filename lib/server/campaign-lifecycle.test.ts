// Use cases against a real SQLite file: commands with their history, conflicts, undo, replay,
// export and import, and what each viewer is sent (R-HIST, R-SECRET, R-SETUP-4, R-SETUP-5).
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'
import { listHistory } from '@/db/repositories/history'
import { anyCommandSchema, type CampaignState, type CreateCampaignCommand, canonicalJson, replay, type Actor, RULES_VERSION } from '@/lib/campaign'
import { AppError } from '@/lib/errors'
import { createCampaign } from './create-campaign'
import { exportCampaign } from './export-campaign'
import { getCampaignView } from './get-campaign-view'
import { getHistory } from './get-history'
import { importCampaign } from './import-campaign'
import { regenerateLink } from './regenerate-link'
import { resolveAccess } from './resolve-access'
import { runCommand, UNDO_STATES_KEPT } from './run-command'
import { undoLastCommand } from './undo-last-command'
import { freshDb } from './testing/test-db'

const ORGANIZER: Actor = { role: 'organizer' }
const player = (playerId: string): Actor => ({ role: 'player', playerId })

const CREATE: CreateCampaignCommand = {
  type: 'create-campaign',
  name: 'Outer Rim 2026',
  preset: 'green-knight',
  players: { empire: ['Tarkin', 'Piett', 'Thrawn'], rebels: ['Leia', 'Ackbar', 'Mon'] },
  grandAdmirals: { empire: 2, rebels: 0 },
}

// Empire first, alternating (R-SETUP-4).
const PLACEMENTS = [
  ['empire-1', 'dantooine'],
  ['rebels-1', 'hoth'],
  ['empire-2', 'felucia'],
  ['rebels-2', 'ryloth'],
  ['empire-3', 'kessel'],
  ['rebels-3', 'yavin'],
] as const

let db: Db
let close: () => void
beforeEach(() => ({ db, close } = freshDb()))
afterEach(() => close())

function version(campaignId: string): number {
  return findCampaign(db, campaignId)!.version
}

function placeAll(campaignId: string) {
  for (const [playerId, systemId] of PLACEMENTS) {
    runCommand(db, { campaignId, actor: player(playerId), command: { type: 'place-base', playerId, systemId }, expectedVersion: version(campaignId) })
  }
}

function assignRebels(campaignId: string) {
  runCommand(db, {
    campaignId,
    actor: player('rebels-1'),
    command: {
      type: 'assign-base-defenses',
      team: 'rebels',
      assignments: [
        { systemId: 'hoth', defense: 'ion-cannon' },
        { systemId: 'ryloth', defense: 'armed-station' },
        { systemId: 'yavin', defense: 'fighter-wing' },
      ],
    },
    expectedVersion: version(campaignId),
  })
}

function caught(fn: () => unknown): AppError {
  try {
    fn()
  } catch (error) {
    if (error instanceof AppError) return error
    throw error
  }
  throw new Error('expected an AppError')
}

describe('campaign creation and links (R-SETUP-1, R-SECRET)', () => {
  it('creates the campaign with its first history entry and one working link per person', () => {
    const { campaignId, tokens } = createCampaign(db, CREATE)
    expect(Object.keys(tokens).sort()).toEqual(['empire-1', 'empire-2', 'empire-3', 'organizer', 'rebels-1', 'rebels-2', 'rebels-3'])
    expect(resolveAccess(db, tokens['rebels-2']!)).toEqual({ campaignId, actor: player('rebels-2') })
    expect(resolveAccess(db, tokens.organizer!)).toEqual({ campaignId, actor: ORGANIZER })
    const history = listHistory(db, campaignId)
    expect(history).toHaveLength(1)
    expect(history[0]!.kind).toBe('command')
  })

  it('stores only hashes of the link tokens', () => {
    const { tokens } = createCampaign(db, CREATE)
    const stored = db.$client.prepare('select token_hash from access_links').all() as { token_hash: string }[]
    for (const token of Object.values(tokens)) {
      expect(token.length).toBeGreaterThanOrEqual(22) // ≥ 128 bits in base64url
      expect(stored.some((s) => s.token_hash === token)).toBe(false)
    }
  })

  it('a regenerated link replaces the old one, which stops working', () => {
    const { campaignId, tokens } = createCampaign(db, CREATE)
    const fresh = regenerateLink(db, { campaignId, actor: ORGANIZER, subject: 'empire-1' })
    expect(resolveAccess(db, tokens['empire-1']!)).toBeNull()
    expect(resolveAccess(db, fresh)).toEqual({ campaignId, actor: player('empire-1') })
  })

  it('only the organizer may regenerate links', () => {
    const { campaignId } = createCampaign(db, CREATE)
    expect(caught(() => regenerateLink(db, { campaignId, actor: player('empire-3'), subject: 'rebels-1' })).code).toBe('FORBIDDEN')
  })

  it('refuses a campaign that breaks R-SETUP-1 and writes nothing', () => {
    const error = caught(() => createCampaign(db, { ...CREATE, players: { empire: ['A', 'B', 'C'], rebels: ['a', 'D', 'E'] } }))
    expect(error.violations.map((v) => v.reason)).toEqual(['duplicate-player-name'])
    expect(db.$client.prepare('select count(*) as n from campaigns').get()).toEqual({ n: 0 })
  })
})

describe('commands (R-SETUP-4, R-SETUP-5, R-SECRET)', () => {
  it('applies a legal placement and records who did it', () => {
    const { campaignId } = createCampaign(db, CREATE)
    runCommand(db, { campaignId, actor: player('empire-1'), command: { type: 'place-base', playerId: 'empire-1', systemId: 'dantooine' }, expectedVersion: 1 })
    expect(findCampaign(db, campaignId)!.state.control.dantooine).toMatchObject({ kind: 'base', team: 'empire' })
    const last = listHistory(db, campaignId).at(-1)!
    expect(last.actor).toBe('empire-1')
    expect(last.payload).toEqual({ type: 'place-base', playerId: 'empire-1', systemId: 'dantooine' })
  })

  it('refuses an illegal placement with its rule and changes nothing', () => {
    const { campaignId } = createCampaign(db, CREATE)
    const error = caught(() =>
      runCommand(db, { campaignId, actor: player('empire-1'), command: { type: 'place-base', playerId: 'empire-1', systemId: 'lothal' }, expectedVersion: 1 }),
    )
    expect(error.code).toBe('RULE_VIOLATION')
    expect(error.violations).toEqual([{ rule: 'R-SETUP-4', reason: 'border-system', systemId: 'lothal' }])
    expect(version(campaignId)).toBe(1)
    expect(listHistory(db, campaignId)).toHaveLength(1)
  })

  it('refuses a player acting for someone else with FORBIDDEN and changes nothing', () => {
    const { campaignId } = createCampaign(db, CREATE)
    const error = caught(() =>
      runCommand(db, {
        campaignId,
        actor: player('rebels-1'),
        command: { type: 'place-base', playerId: 'empire-1', systemId: 'dantooine' },
        expectedVersion: 1,
      }),
    )
    expect(error.code).toBe('FORBIDDEN')
    expect(version(campaignId)).toBe(1)
  })

  it('refuses a non-Grand-Admiral assigning defenses, and the other team entirely', () => {
    const { campaignId } = createCampaign(db, CREATE)
    placeAll(campaignId)
    const command = {
      type: 'assign-base-defenses' as const,
      team: 'rebels' as const,
      assignments: [{ systemId: 'hoth' as const, defense: 'ion-cannon' as const }],
    }
    expect(caught(() => runCommand(db, { campaignId, actor: player('rebels-2'), command, expectedVersion: version(campaignId) })).code).toBe('FORBIDDEN')
    expect(caught(() => runCommand(db, { campaignId, actor: player('empire-3'), command, expectedVersion: version(campaignId) })).code).toBe('FORBIDDEN')
  })

  it('of two placements made on the same version, both are judged by the rules as they stand when each arrives', () => {
    const { campaignId } = createCampaign(db, CREATE)
    runCommand(db, { campaignId, actor: player('empire-1'), command: { type: 'place-base', playerId: 'empire-1', systemId: 'dantooine' }, expectedVersion: 1 })
    // Built on version 1 too: the Rebels' placement is next by the rules, so it applies.
    runCommand(db, { campaignId, actor: player('rebels-1'), command: { type: 'place-base', playerId: 'rebels-1', systemId: 'hoth' }, expectedVersion: 1 })
    // Another Rebel placement from a page of version 1 is out of turn now (the Empire places next): the rules refuse it.
    const error = caught(() =>
      runCommand(db, { campaignId, actor: player('rebels-2'), command: { type: 'place-base', playerId: 'rebels-2', systemId: 'ryloth' }, expectedVersion: 1 }),
    )
    expect(error).toMatchObject({ code: 'RULE_VIOLATION' })
    expect(Object.keys(findCampaign(db, campaignId)!.state.control)).toEqual(['dantooine', 'hoth'])
    expect(listHistory(db, campaignId)).toHaveLength(3)
  })

  it('applies a command sent twice from the same page once, and says so', () => {
    const { campaignId } = createCampaign(db, CREATE)
    const send = () =>
      runCommand(db, {
        campaignId,
        actor: player('empire-1'),
        command: { type: 'place-base', playerId: 'empire-1', systemId: 'dantooine' },
        expectedVersion: 1,
      })
    send()
    expect(caught(send)).toMatchObject({ code: 'CONFLICT', detail: 'duplicate' })
    expect(listHistory(db, campaignId)).toHaveLength(2)
  })

  it('refuses a command sent from a page built before an undo', () => {
    const { campaignId } = createCampaign(db, CREATE)
    runCommand(db, { campaignId, actor: player('empire-1'), command: { type: 'place-base', playerId: 'empire-1', systemId: 'dantooine' }, expectedVersion: 1 })
    undoLastCommand(db, { campaignId, actor: ORGANIZER, expectedVersion: 2 })
    const error = caught(() =>
      runCommand(db, { campaignId, actor: player('empire-1'), command: { type: 'place-base', playerId: 'empire-1', systemId: 'kessel' }, expectedVersion: 2 }),
    )
    expect(error).toMatchObject({ code: 'CONFLICT', detail: 'changed-since' })
    expect(findCampaign(db, campaignId)!.state.control).toEqual({})
  })
})

describe('history, undo and replay (R-HIST)', () => {
  it('the stored state equals the replay of the stored history', () => {
    const { campaignId } = createCampaign(db, CREATE)
    placeAll(campaignId)
    assignRebels(campaignId)
    const commands = listHistory(db, campaignId).map((e) => anyCommandSchema.parse(e.payload))
    const replayed = replay(commands)
    expect(replayed.ok).toBe(true)
    expect(replayed.ok && replayed.state).toEqual(findCampaign(db, campaignId)!.state)
  })

  it('undo removes the last command, rebuilds the state and records the undo', () => {
    const { campaignId } = createCampaign(db, CREATE)
    placeAll(campaignId)
    undoLastCommand(db, { campaignId, actor: ORGANIZER, expectedVersion: version(campaignId) })
    const state = findCampaign(db, campaignId)!.state
    expect(state.control.yavin).toBeUndefined()
    expect(state.control.kessel).toMatchObject({ kind: 'base', team: 'empire' })
    const kinds = listHistory(db, campaignId).map((e) => e.kind)
    expect(kinds.filter((k) => k === 'command')).toHaveLength(6)
    expect(kinds.at(-1)).toBe('undo')
    // The Rebel player whose base was undone may place again.
    runCommand(db, {
      campaignId,
      actor: player('rebels-3'),
      command: { type: 'place-base', playerId: 'rebels-3', systemId: 'tatooine' },
      expectedVersion: version(campaignId),
    })
  })

  it('undo restores exactly the state stored before the last command, and records the rules version of each command', () => {
    const { campaignId } = createCampaign(db, CREATE)
    placeAll(campaignId)
    const before = findCampaign(db, campaignId)!.state
    assignRebels(campaignId)
    expect(listHistory(db, campaignId).map((e) => e.rulesVersion)).toEqual(Array(8).fill(RULES_VERSION))
    undoLastCommand(db, { campaignId, actor: ORGANIZER, expectedVersion: version(campaignId) })
    expect(canonicalJson(findCampaign(db, campaignId)!.state)).toBe(canonicalJson(before))
  })

  it('keeps the state before only the latest commands, and still undoes an older one by replay', () => {
    const { campaignId } = createCampaign(db, CREATE)
    placeAll(campaignId)
    assignRebels(campaignId)
    // Link replacements and fleet saves are enough to pass the kept window.
    for (let i = 0; i < UNDO_STATES_KEPT + 2; i++) {
      runCommand(db, {
        campaignId,
        actor: ORGANIZER,
        command: { type: 'set-commander', fleetId: 'rebels-1', name: `Captain ${i}`, abilityId: 'rapid-deployment' },
        expectedVersion: version(campaignId),
      })
    }
    const kept = listHistory(db, campaignId)
      .filter((e) => e.stateBefore !== null)
      .map((e) => e.seq)
    expect(kept).toHaveLength(UNDO_STATES_KEPT + 1)
    expect(Math.min(...kept)).toBe(listHistory(db, campaignId).at(-1)!.seq - UNDO_STATES_KEPT)
    for (let i = 0; i < UNDO_STATES_KEPT + 3; i++) undoLastCommand(db, { campaignId, actor: ORGANIZER, expectedVersion: version(campaignId) })
    const commands = listHistory(db, campaignId).filter((e) => e.kind === 'command')
    const replayed = replay(commands.map((e) => anyCommandSchema.parse(e.payload)))
    expect(replayed.ok && canonicalJson(replayed.state)).toBe(canonicalJson(findCampaign(db, campaignId)!.state))
    expect(findCampaign(db, campaignId)!.state.fleets.find((f) => f.id === 'rebels-1')!.commander).toBeNull()
  })

  it('only the organizer may undo, and the creation cannot be undone', () => {
    const { campaignId } = createCampaign(db, CREATE)
    expect(caught(() => undoLastCommand(db, { campaignId, actor: player('empire-3'), expectedVersion: 1 })).code).toBe('FORBIDDEN')
    const error = caught(() => undoLastCommand(db, { campaignId, actor: ORGANIZER, expectedVersion: 1 }))
    expect(error.violations).toEqual([{ rule: 'R-HIST', reason: 'nothing-to-undo' }])
  })

  it('the history is newest first and hides the other team’s defense choices (R-SECRET)', () => {
    const { campaignId } = createCampaign(db, CREATE)
    placeAll(campaignId)
    assignRebels(campaignId)
    const empireView = getHistory(db, campaignId, player('empire-1'))
    expect(empireView.items[0]).toMatchObject({ kind: 'command', command: { type: 'assign-base-defenses', team: 'rebels', assignments: 'secret' } })
    expect(JSON.stringify(empireView)).not.toMatch(/ion-cannon|armed-station|fighter-wing/)
    const rebelView = getHistory(db, campaignId, player('rebels-3'))
    expect(JSON.stringify(rebelView.items[0])).toContain('ion-cannon')
    expect(empireView.canUndo).toBe(false)
    expect(getHistory(db, campaignId, ORGANIZER).canUndo).toBe(true)
  })

  it('filters the history by team and kind among what the viewer may read, never showing more (R-HIST, R-SECRET)', () => {
    const { campaignId } = createCampaign(db, CREATE)
    placeAll(campaignId)
    assignRebels(campaignId)
    const all = getHistory(db, campaignId, player('empire-1'))
    const rebels = getHistory(db, campaignId, player('empire-1'), 1, { team: 'rebels' })
    // The 3 Rebel placements and the Rebel assignment, which stays secret to the Empire; the creation names no team.
    expect(rebels.items.map((i) => i.seq)).toEqual([8, 7, 5, 3])
    expect(rebels.items[0]).toMatchObject({ kind: 'command', command: { type: 'assign-base-defenses', team: 'rebels', assignments: 'secret' } })
    for (const item of rebels.items) expect(all.items).toContainEqual(item)
    expect(JSON.stringify(rebels)).not.toMatch(/ion-cannon|armed-station|fighter-wing/)
    expect(getHistory(db, campaignId, player('empire-1'), 1, { kind: 'setup' }).total).toBe(all.total)
    expect(getHistory(db, campaignId, player('empire-1'), 1, { kind: 'battle' }).items).toEqual([])
  })
})

describe('what each viewer is sent (R-SECRET)', () => {
  it('an Empire player’s view holds no Rebel base defense; the organizer’s holds all', () => {
    const { campaignId } = createCampaign(db, CREATE)
    placeAll(campaignId)
    assignRebels(campaignId)
    const empire = getCampaignView(db, campaignId, player('empire-2'))
    expect(JSON.stringify(empire)).not.toMatch(/ion-cannon|armed-station|fighter-wing/)
    expect(empire.state.control.hoth).toMatchObject({ kind: 'base', team: 'rebels', defense: 'secret' })
    expect(getCampaignView(db, campaignId, ORGANIZER).state.control.hoth).toMatchObject({ defense: 'ion-cannon' })
    expect(getCampaignView(db, campaignId, player('rebels-2')).state.control.yavin).toMatchObject({ defense: 'fighter-wing' })
  })

  it('offers placement only to the players whose turn it is, with only legal systems', () => {
    const { campaignId } = createCampaign(db, CREATE)
    expect(getCampaignView(db, campaignId, player('rebels-1')).placeBaseFor).toEqual([])
    const empire = getCampaignView(db, campaignId, player('empire-1'))
    expect(empire.placeBaseFor).toEqual(['empire-1'])
    expect(empire.legalBaseSystems).toHaveLength(23)
    expect(empire.legalBaseSystems).not.toContain('lothal')
    expect(empire.baseRefusals.mandalore).toEqual([{ rule: 'R-SETUP-4', reason: 'sub-zone', systemId: 'mandalore' }])
  })
})

describe('export and import', () => {
  it('an exported campaign imports as a new campaign with the same state and history', () => {
    const { campaignId } = createCampaign(db, CREATE)
    placeAll(campaignId)
    assignRebels(campaignId)
    undoLastCommand(db, { campaignId, actor: ORGANIZER, expectedVersion: version(campaignId) })
    const { file } = exportCampaign(db, campaignId, ORGANIZER)
    const imported = importCampaign(db, JSON.stringify(file))
    expect(imported.campaignId).not.toBe(campaignId)
    expect(canonicalJson(findCampaign(db, imported.campaignId)!.state)).toBe(canonicalJson(findCampaign(db, campaignId)!.state))
    const strip = (rows: ReturnType<typeof listHistory>) => rows.map(({ seq, kind, actor, at, payload }) => ({ seq, kind, actor, at, payload }))
    expect(strip(listHistory(db, imported.campaignId))).toEqual(strip(listHistory(db, campaignId)))
    expect(resolveAccess(db, imported.tokens.organizer!)).toEqual({ campaignId: imported.campaignId, actor: ORGANIZER })
  })

  it('only the organizer may export', () => {
    const { campaignId } = createCampaign(db, CREATE)
    expect(caught(() => exportCampaign(db, campaignId, player('rebels-1'))).code).toBe('FORBIDDEN')
  })

  it.each([
    ['not JSON', () => 'this is not json {', 'not-json', undefined],
    ['a foreign JSON file', () => JSON.stringify({ hello: 'world' }), 'not-a-campaign-file', undefined],
    [
      'a file nested 5,000 deep',
      (f: object) => JSON.stringify({ ...f, state: 'DEEP' }).replace('"DEEP"', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`),
      'too-deep',
      undefined,
    ],
    ['a newer format version', (f: object) => JSON.stringify({ ...f, version: 99 }), 'unsupported-version', undefined],
    ['an edited state', (f: { state: { name: string } }) => JSON.stringify({ ...f, state: { ...f.state, name: 'Edited' } }), 'state-mismatch', undefined],
    [
      'an illegal command slipped into the history',
      (f: { history: unknown[] }) =>
        JSON.stringify({
          ...f,
          history: [
            ...f.history,
            {
              kind: 'command',
              at: (f as unknown as { exportedAt: string }).exportedAt,
              actor: 'organizer',
              payload: { type: 'place-base', playerId: 'empire-1', systemId: 'hoth' },
              rulesVersion: RULES_VERSION,
            },
          ],
        }),
      'history-does-not-replay',
      8,
    ],
    [
      'a command attributed to a player who could not send it',
      (f: { history: { actor: string }[] }) => JSON.stringify({ ...f, history: f.history.map((e, i) => (i === 2 ? { ...e, actor: 'empire-3' } : e)) }),
      'actor-not-allowed',
      3,
    ],
    [
      'times out of order',
      (f: { history: { at: string }[] }) =>
        JSON.stringify({ ...f, history: f.history.map((e, i) => (i === 4 ? { ...e, at: '1970-01-01T00:00:00.000Z' } : e)) }),
      'times-out-of-order',
      5,
    ],
    [
      'a time after the file was written',
      (f: { history: { at: string }[] }) =>
        JSON.stringify({ ...f, history: f.history.map((e, i) => (i === 3 ? { ...e, at: '2099-01-01T00:00:00.000Z' } : e)) }),
      'times-out-of-order',
      4,
    ],
    [
      'an invented undo by a player',
      (f: { history: { at: string }[]; exportedAt: string }) =>
        JSON.stringify({
          ...f,
          history: [
            ...f.history,
            { kind: 'undo', at: f.exportedAt, actor: 'rebels-1', payload: { undone: { type: 'start-campaign' }, by: 'rebels-1', at: 0 } },
          ],
        }),
      'entry-not-written-by-app',
      8,
    ],
    [
      'an entry of older rules after newer ones',
      (f: { history: { at: string }[]; exportedAt: string }) =>
        JSON.stringify({ ...f, history: [...f.history, { kind: 'command', at: f.exportedAt, actor: 'organizer', payload: { type: 'start-campaign' } }] }),
      'entry-not-written-by-app',
      8,
    ],
    [
      'a history written by newer rules',
      (f: { history: object[] }) => JSON.stringify({ ...f, history: f.history.map((e) => ({ ...e, rulesVersion: 99 })) }),
      'newer-rules',
      undefined,
    ],
  ] as const)('refuses %s, naming the first bad entry, and writes nothing', (_label, make, problem, entry) => {
    const { campaignId } = createCampaign(db, CREATE)
    placeAll(campaignId)
    const { file } = exportCampaign(db, campaignId, ORGANIZER)
    const count = () => (db.$client.prepare('select count(*) as n from campaigns').get() as { n: number }).n
    const before = count()
    const error = caught(() => importCampaign(db, (make as (f: unknown) => string)(file)))
    expect(error).toMatchObject({ code: 'BAD_FILE', detail: problem, entry })
    expect(count()).toBe(before)
  })

  it('imports a file written under older rules when its history, replayed under today’s, gives its state', () => {
    const { campaignId } = createCampaign(db, CREATE)
    placeAll(campaignId)
    const { file } = exportCampaign(db, campaignId, ORGANIZER)
    // Written before rules versions were recorded (1).
    const older = { ...file, history: file.history.map((e) => ({ ...e, rulesVersion: undefined })) }
    const imported = importCampaign(db, JSON.stringify(older))
    expect(canonicalJson(findCampaign(db, imported.campaignId)!.state)).toBe(canonicalJson(file.state))
    expect(
      listHistory(db, imported.campaignId)
        .filter((e) => e.kind === 'command')
        .map((e) => e.rulesVersion),
    ).toEqual(Array(7).fill(1))
  })

  // The edits of an attack probe (issue 28): each claims older rules, so that only the state's shape was checked.
  it.each([
    [
      'every rules version removed, the Rebels’ CP set to 99',
      (f: OlderFile) => withState(unversioned(f), (s) => ({ ...s, teams: { ...s.teams, rebels: { ...s.teams.rebels, cpByAct: [99, 0, 0] } } })),
    ],
    [
      'rules 3, every Empire token set to 9',
      (f: OlderFile) =>
        withState(versioned(f, 3), (s) => ({
          ...s,
          teams: { ...s.teams, empire: { ...s.teams.empire, tokens: Object.fromEntries(Object.keys(s.teams.empire.tokens).map((k) => [k, 9])) } },
        })),
    ],
    ['rules 1, the last two placements removed from the history', (f: OlderFile) => ({ ...f, history: unversioned(f).history.slice(0, -2) })],
    [
      'rules 2, a forged management step (R-REFIT)',
      (f: OlderFile) => withState(versioned(f, 2), (s) => ({ ...s, phase: 'management', management: { step: 'refit' } })),
    ],
    [
      'rules 4, a battle naming unknown fleets',
      (f: OlderFile) => withState(versioned(f, 4), (s) => ({ ...s, pastBattles: [{ id: 'a1-t1-b1', assaulter: { fleetId: 'nobody' } }] })),
    ],
  ] as const)('refuses a file of older rules edited so: %s (R-HIST)', (_label, edit) => {
    const { campaignId } = createCampaign(db, CREATE)
    placeAll(campaignId)
    const { file } = exportCampaign(db, campaignId, ORGANIZER)
    const before = (db.$client.prepare('select count(*) as n from campaigns').get() as { n: number }).n
    expect(caught(() => importCampaign(db, JSON.stringify(edit(file as unknown as OlderFile))))).toMatchObject({
      code: 'BAD_FILE',
      detail: 'older-rules-differ',
    })
    expect((db.$client.prepare('select count(*) as n from campaigns').get() as { n: number }).n).toBe(before)
  })
})

type OlderFile = { history: { rulesVersion?: number }[]; state: CampaignState }
const unversioned = (f: OlderFile): OlderFile => ({ ...f, history: f.history.map((e) => ({ ...e, rulesVersion: undefined })) })
const versioned = (f: OlderFile, v: number): OlderFile => ({ ...f, history: f.history.map((e) => ({ ...e, rulesVersion: v })) })
const withState = (f: OlderFile, edit: (s: CampaignState) => unknown): OlderFile => ({ ...f, state: edit(f.state) as CampaignState })

describe('history pages', () => {
  it('pages the history 50 entries at a time, newest first, the undo offered on the first page', () => {
    const { campaignId } = createCampaign(db, CREATE)
    placeAll(campaignId)
    assignRebels(campaignId)
    for (let i = 0; i < 55; i++) {
      runCommand(db, {
        campaignId,
        actor: ORGANIZER,
        command: { type: 'set-commander', fleetId: 'rebels-1', name: `Captain ${i}`, abilityId: 'rapid-deployment' },
        expectedVersion: version(campaignId),
      })
    }
    // 1 creation + 6 placements + 1 assignment + 55 commanders = 63 entries: pages of 50 and 13.
    const first = getHistory(db, campaignId, ORGANIZER)
    expect([first.items.length, first.page, first.pages]).toEqual([50, 1, 2])
    expect(first.items[0]!.seq).toBe(63)
    expect(first.lastCommand).toMatchObject({ type: 'set-commander', name: 'Captain 54' })
    const second = getHistory(db, campaignId, ORGANIZER, 2)
    expect(second.items.map((i) => i.seq)).toEqual(Array.from({ length: 13 }, (_, i) => 13 - i))
  })
})
