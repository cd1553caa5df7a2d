// The duties in words, in both languages: said to their reader ("your fleet", "for Ackbar, as Grand Admiral"),
// each link landing on its form, and the banner saying what the duties say, for every state of the scenario
// scripts (R-SETUP-6, R-RESULT-CONFIRM, R-FOURTH, R-OVERRIDE).
import { createFormatter } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { strictTranslator } from '@/app/_i18n/strict-translator'
import {
  applyCommand,
  createCampaign,
  dutiesFor,
  dutiesNow,
  type Actor,
  type AnyCommand,
  type CampaignCommand,
  type CampaignState,
  type CreateCampaignCommand,
  type Duty,
} from '@/lib/campaign'
// eslint-disable-next-line no-restricted-imports -- the scenario scripts' states, read by a test only
import { ACTORS as CAMPAIGN_ACTORS, HISTORY as CAMPAIGN_HISTORY } from '@/lib/campaign/pivotal/testing/whole-campaign-script'
// eslint-disable-next-line no-restricted-imports -- the scenario scripts' states, read by a test only
import { ACTORS as TURNS_ACTORS, HISTORY as TURNS_HISTORY } from '@/lib/campaign/management/testing/three-turns-script'
import { awaitedDutyWords, bannerOwed, bannerOwedShort, dutyForReader, dutyHref } from './duty-words'
import { systemName } from './words'

const en = strictTranslator('en')
const fr = strictTranslator('fr')
const enFormat = createFormatter({ locale: 'en' })
const frFormat = createFormatter({ locale: 'fr' })
const player = (playerId: string): Actor => ({ role: 'player', playerId })
const organizer: Actor = { role: 'organizer' }

function statesOf(history: readonly AnyCommand[], actors: readonly Actor[]): CampaignState[] {
  const [create, ...moves] = history as [CreateCampaignCommand, ...CampaignCommand[]]
  const created = createCampaign(create)
  if (!created.ok) throw new Error('the script does not create its campaign')
  const states = [created.state]
  for (const [i, move] of moves.entries()) {
    const next = applyCommand(states.at(-1)!, move, actors[i + 1]!)
    if (!next.ok) throw new Error(`step ${i + 1} refused`)
    states.push(next.state)
  }
  return states
}
const CAMPAIGN = statesOf(CAMPAIGN_HISTORY, CAMPAIGN_ACTORS)
const SCENARIOS = [
  { name: 'a whole campaign', states: CAMPAIGN },
  { name: 'three turns of act I', states: statesOf(TURNS_HISTORY, TURNS_ACTORS) },
]
const namer = (state: CampaignState) => (id: string) => state.players.find((p) => p.id === id)?.name ?? id

function firstWith(kind: Duty['kind']): CampaignState {
  const state = CAMPAIGN.find((s) => dutiesNow(s).some((d) => d.kind === kind))
  if (!state) throw new Error(`no ${kind}`)
  return state
}

describe('a duty said to its reader', () => {
  it('their own fleet, their team’s fourth fleet, and a teammate’s, for whom a Grand Admiral may act', () => {
    const state = firstWith('take-reward')
    const ga = state.teams.empire.grandAdmiral
    const teammate = state.players.find((p) => p.team === 'empire' && p.id !== ga)!
    const mine = dutiesFor(state, player(ga)).mine.filter((d) => d.kind === 'take-reward')
    const words = (t: typeof en, format: typeof enFormat) => mine.map((d) => dutyForReader(t, format, state, player(ga), d, namer(state)))
    expect(words(en, enFormat)).toEqual(
      expect.arrayContaining([
        "Take your fleet's reward",
        "Take the reward of the Empire's fourth fleet",
        `Take the fleet's reward for ${teammate.name}, as Grand Admiral (you may do it for them)`,
      ]),
    )
    expect(words(fr, frFormat)).toEqual(
      expect.arrayContaining([
        'Prendre la récompense de votre flotte',
        'Prendre la récompense de la quatrième flotte de l’Empire',
        `Prendre la récompense de la flotte pour ${teammate.name}, en tant que Grand Amiral (vous pouvez agir à leur place)`,
      ]),
    )
  })

  it('a battle duty names its system, to the player who owes it', () => {
    const state = firstWith('confirm-result')
    const duty = dutiesNow(state).find((d) => d.kind === 'confirm-result')!
    const battle = state.turnState!.battles.find((b) => 'battleId' in duty && b.id === duty.battleId)!
    const reader = player(duty.kind === 'confirm-result' ? duty.playerId : '')
    expect(dutyForReader(en, enFormat, state, reader, duty, namer(state))).toBe(`Confirm or dispute the result at ${systemName(battle.systemId)}`)
    expect(dutyForReader(fr, frFormat, state, reader, duty, namer(state))).toBe(`Confirmer ou contester le résultat à ${systemName(battle.systemId)}`)
  })

  it('the organizer’s own duties: only theirs to do', () => {
    const ready = CAMPAIGN.find((s) => s.phase === 'setup' && dutiesNow(s).some((d) => d.kind === 'start-campaign'))!
    const [start] = dutiesFor(ready, organizer).mine
    expect(dutyForReader(en, enFormat, ready, organizer, start!, namer(ready))).toBe('Start the campaign')
    expect(dutyForReader(fr, frFormat, ready, organizer, start!, namer(ready))).toBe('Lancer la campagne')
  })
})

describe('each link lands on its form', () => {
  it('the section of the page where the duty is done', () => {
    expect(dutyHref('c1', { kind: 'take-reward', fleetId: 'empire-2' })).toBe('/campaigns/c1/management#reward-empire-2')
    expect(dutyHref('c1', { kind: 'refit', fleetId: 'fourth-rebels' })).toBe('/campaigns/c1/management#refit-fourth-rebels')
    // A refit with something to do first (a card to place, a scar a base could remove) opens its editor.
    expect(dutyHref('c1', { kind: 'refit', fleetId: 'rebels-2' }, { refitsInEditor: ['rebels-2'] })).toBe('/campaigns/c1/fleets/rebels-2/refit')
    expect(dutyHref('c1', { kind: 'confirm-result', battleId: 'a1-t1-b2', playerId: 'empire-1' })).toBe('/campaigns/c1/battles/a1-t1-b2#result-title')
    expect(dutyHref('c1', { kind: 'ready-fleet', fleetId: 'rebels-3' })).toBe('/campaigns/c1/fleets/rebels-3')
    expect(dutyHref('c1', { kind: 'start-campaign' })).toBe('/campaigns/c1#start-title')
  })
})

describe('the banner says what the duties say, in every state of the scenario scripts', () => {
  for (const { name, states } of SCENARIOS) {
    it(`${name}: something owed exactly when a duty is open, each battle's system named, in both languages`, () => {
      let folded = 0
      for (const state of states) {
        for (const viewer of [organizer, ...state.players.map((p) => player(p.id))]) {
          const { mine, others } = dutiesFor(state, viewer)
          const told = [...mine, ...others]
          for (const [t, format] of [
            [en, enFormat],
            [fr, frFormat],
          ] as const) {
            const owed = bannerOwed(t, format, state, told, namer(state))
            // On a phone, a battle phase's list of several items folds to their count, which matches the list.
            const short = bannerOwedShort(t, format, state, told, namer(state))
            const items = owed === '' ? 0 : owed.split('; ').length
            expect(short, owed).toBe(state.phase === 'battle' && items > 1 ? t('Campaign.banner.battleAwaited', { count: items }) : null)
            if (short) folded += 1
            expect(owed !== '', `${state.phase} ${JSON.stringify(told.map((d) => d.kind))}`).toBe(told.length > 0)
            for (const d of told)
              if ('battleId' in d && state.phase === 'battle')
                expect(owed).toContain(systemName(state.turnState!.battles.find((b) => b.id === d.battleId)!.systemId))
            // Every duty of the reader's own is said to them, in words of its own.
            for (const d of mine) expect(dutyForReader(t, format, state, viewer, d, namer(state))).not.toBe('')
          }
        }
      }
      expect(folded, 'battle phases owing several steps at once').toBeGreaterThan(0)
    })
  }

  it('setup: once everything is ready, the banner says the organizer starts, not that fleets are owed (R-SETUP-6)', () => {
    const ready = CAMPAIGN.find((s) => s.phase === 'setup' && dutiesNow(s).some((d) => d.kind === 'start-campaign'))!
    const told = dutiesFor(ready, player('rebels-2'))
    expect(bannerOwed(en, enFormat, ready, [...told.mine, ...told.others], namer(ready))).toBe('Everything is ready: the organizer starts the campaign.')
    expect(bannerOwed(fr, frFormat, ready, [...told.mine, ...told.others], namer(ready))).toBe('Tout est prêt : l’organisateur lance la campagne.')
  })
})

describe('what the campaign waits for from others, as "Your move" lists it', () => {
  for (const { name, states } of SCENARIOS) {
    it(`${name}: every awaited duty in words of its own, a team's duty with its team's name apart to draw in its colour (R-SETUP-6, R-OVERRIDE)`, () => {
      let teamDuties = 0
      for (const state of states) {
        for (const viewer of [organizer, ...state.players.map((p) => player(p.id))]) {
          for (const d of dutiesFor(state, viewer).others) {
            for (const [t, format] of [
              [en, enFormat],
              [fr, frFormat],
            ] as const) {
              const { team, parts } = awaitedDutyWords(t, format, d, namer(state))
              const said = parts.join('')
              expect(said, d.kind).not.toBe('')
              expect(said).not.toMatch(/[\u0000-\u001f]/)
              if ('team' in d && d.kind !== 'declare-assault') {
                expect(team).toBe(d.team)
                expect(parts).toHaveLength(3)
                expect(parts[1]).toBe(t('Terms.team', { team: d.team }))
                teamDuties += 1
              }
            }
          }
        }
      }
      expect(teamDuties, 'team duties awaited').toBeGreaterThan(0)
    })
  }

  it('a team, a player and the players still to pair, in both languages', () => {
    const names = (id: string) => ({ 'rebels-1': 'Leia', 'rebels-2': 'Ackbar', 'empire-1': 'Tarkin' })[id] ?? id
    expect(awaitedDutyWords(en, enFormat, { kind: 'assign-defenses', team: 'rebels' } as never, names)).toEqual({
      team: 'rebels',
      parts: ['', 'Rebels', ': assign the Base Defense objectives (Grand Admiral)'],
    })
    expect(awaitedDutyWords(en, enFormat, { kind: 'place-base', playerId: 'empire-1' } as never, names)).toEqual({
      team: null,
      parts: ['Tarkin: place a base'],
    })
    const pairing = awaitedDutyWords(fr, frFormat, { kind: 'declare-assault', team: 'rebels', playerIds: ['rebels-1', 'rebels-2'] } as never, names)
    expect(pairing.team).toBe('rebels')
    expect(pairing.parts[1]).toBe('Rebelles')
    expect(pairing.parts.join('')).toContain('Leia')
    expect(pairing.parts.join('')).toContain('Ackbar')
  })
})
