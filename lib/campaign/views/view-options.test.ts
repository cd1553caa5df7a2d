// Every choice the turn and management pages offer comes from the engine's views: over every state the
// scenario scripts reach (one turn, three turns of act I, a whole campaign), for every person, each option
// a view lists is accepted by the engine from that person, and each candidate the engine accepts is listed
// (R-TOKEN-SPYNET, R-TOKEN-DESTINY, R-TOKEN-SPEND, R-REWARD, R-STRAT-DIPLO, R-STRAT-TARGET, R-STRAT-ORDER,
// R-STRAT-SPACERS, R-OBJ-2, R-BASE-BUILD, R-TOKEN-GAIN, R-XP-SPEND, R-CMD-1..4).
import { describe, expect, it } from 'vitest'
import { SYSTEM_IDS, ZONES } from '@/lib/data/map'
import { TOKEN_ID_LIST } from '../schemas/schema-fields'
import { COMMANDER_ABILITIES } from '@/lib/data/commander-abilities'
import { OBJECTIVES } from '@/lib/data/objectives'
import { HISTORY as TURN_HISTORY, ACTORS as TURN_ACTORS } from '../battle/testing/turn-script'
import type { AnyCommand, CampaignCommand, CreateCampaignCommand } from '../commands'
import { createCampaign } from '../create-campaign'
import { applyCommand } from '../engine'
import { HISTORY as THREE_TURNS_HISTORY, ACTORS as THREE_TURNS_ACTORS } from '../management/testing/three-turns-script'
import { cardsOfRewardType } from '../management/rewards'
import { mayIssue } from '../permissions'
import { HISTORY as CAMPAIGN_HISTORY, ACTORS as CAMPAIGN_ACTORS } from '../pivotal/testing/whole-campaign-script'
import { BASE_DEFENSES, otherTeam, TEAMS, type Actor, type CampaignState } from '../state'
import { unwrap } from '../testing/builders'
import { managementView } from './management-view'
import { turnView } from './turn-view'

const ORGANIZER: Actor = { role: 'organizer' }

function statesOf(history: readonly AnyCommand[], actors: readonly Actor[]): CampaignState[] {
  const [create, ...moves] = history as [CreateCampaignCommand, ...CampaignCommand[]]
  const states = [unwrap(createCampaign(create))]
  for (const [i, move] of moves.entries()) states.push(unwrap(applyCommand(states.at(-1)!, move, actors[i + 1] ?? ORGANIZER)))
  return states
}

const STATES = [...statesOf(TURN_HISTORY, TURN_ACTORS), ...statesOf(THREE_TURNS_HISTORY, THREE_TURNS_ACTORS), ...statesOf(CAMPAIGN_HISTORY, CAMPAIGN_ACTORS)]

const people = (state: CampaignState): Actor[] => [ORGANIZER, ...state.players.map((p): Actor => ({ role: 'player', playerId: p.id }))]
const who = (actor: Actor) => (actor.role === 'organizer' ? 'organizer' : actor.playerId)

function accepts(state: CampaignState, actor: Actor, command: CampaignCommand): boolean {
  return mayIssue(state, actor, command) && applyCommand(state, command, actor).ok
}

function withTokens(state: CampaignState, tokens: Partial<Record<keyof CampaignState['teams']['empire']['tokens'], number>>): CampaignState {
  const teams = Object.fromEntries(TEAMS.map((t) => [t, { ...state.teams[t], tokens: { ...state.teams[t].tokens, ...tokens } }])) as CampaignState['teams']
  return { ...state, teams }
}

/** Each mismatch as "state n, person: what", so a failure names the option. */
type Mismatches = string[]

function compare(out: Mismatches, where: string, offered: readonly string[], candidates: readonly string[], accepted: (c: string) => boolean) {
  for (const c of candidates) {
    const ok = accepted(c)
    if (ok && !offered.includes(c)) out.push(`${where}: accepted, not offered: ${c}`)
    if (!ok && offered.includes(c)) out.push(`${where}: offered, refused: ${c}`)
  }
  for (const c of offered) if (!candidates.includes(c)) out.push(`${where}: offered, not a candidate: ${c}`)
}

const inTurn = STATES.filter((s) => s.turnState !== null)
const inStrategy = STATES.filter((s) => s.phase === 'strategy')
const inBattle = STATES.filter((s) => s.phase === 'battle')
const inStep = (step: string) => STATES.filter((s) => s.phase === 'management' && s.turnState?.management?.step === step)

describe('the turn and management pages offer exactly what the engine accepts', () => {
  it('visits every part of a turn', () => {
    expect([inStrategy, inBattle, inStep('effects'), inStep('tokens'), inStep('rewards'), inStep('experience')].map((l) => l.length > 0)).toEqual(
      Array(6).fill(true),
    )
  })

  it('Spynet: every enemy base the team may reveal, and only those; one already revealed is refused (R-TOKEN-SPYNET)', { timeout: 120_000 }, () => {
    const out: Mismatches = []
    for (const [n, original] of inTurn.entries()) {
      // The scripts rarely hold Spynet: each state is also tried with a token, and with one base already known.
      const held = withTokens(original, { spynet: 1 })
      const known: CampaignState = {
        ...held,
        revealedDefenses: Object.fromEntries(
          TEAMS.map((t) => [t, SYSTEM_IDS.filter((id) => held.control[id]?.kind === 'base' && held.control[id]?.team === otherTeam(t)).slice(0, 1)]),
        ) as CampaignState['revealedDefenses'],
      }
      for (const state of [original, held, known]) {
        const candidates = SYSTEM_IDS.filter((id) => state.control[id] !== undefined).concat(SYSTEM_IDS.find((id) => !state.control[id])!)
        for (const actor of people(state)) {
          const view = turnView(state, actor)!
          for (const team of TEAMS) {
            const offered = view.spynet.find((s) => s.team === team)?.targets ?? []
            compare(out, `state ${n} ${who(actor)} ${team}`, offered, candidates, (systemId) =>
              accepts(state, actor, { type: 'spynet-reveal', team, systemId: systemId as (typeof SYSTEM_IDS)[number] }),
            )
          }
        }
      }
      if (known.revealedDefenses.empire.length > 0) {
        const refused = turnView(known, ORGANIZER)!.spynet.find((s) => s.team === 'empire')!.refused
        expect(refused).toEqual([{ systemId: known.revealedDefenses.empire[0], violation: expect.objectContaining({ reason: 'already-revealed' }) }])
      }
    }
    expect(out).toEqual([])
  })

  it('a battle’s tokens: only those the player’s team holds, with their counts (R-TOKEN-DESTINY, R-TOKEN-SPYNET, R-TOKEN-SPEND)', { timeout: 60_000 }, () => {
    const out: Mismatches = []
    for (const [n, original] of inBattle.entries()) {
      for (const state of [original, withTokens(original, { destiny: 1, spynet: 2 })]) {
        for (const actor of people(state)) {
          const view = turnView(state, actor)!
          for (const battle of state.turnState!.battles.filter((b) => b.defender)) {
            for (const side of [battle.assaulter, battle.defender!]) {
              const offered = (view.battles[battle.id]!.tokenSpends.find((s) => s.playerId === side.playerId)?.options ?? []).map(
                (o) => `${o.token}:${o.count}`,
              )
              compare(out, `state ${n} ${who(actor)} ${battle.id} ${side.playerId}`, offered, ['destiny:1', 'destiny:2', 'spynet:1', 'spynet:2'], (c) => {
                const [token, count] = c.split(':') as ['destiny' | 'spynet', string]
                return accepts(state, actor, {
                  type: 'spend-battle-token',
                  battleId: battle.id,
                  playerId: side.playerId,
                  token,
                  count: Number(count) as 1 | 2,
                  purpose: '',
                })
              })
            }
          }
        }
      }
    }
    expect(out).toEqual([])
  })

  it('rewards: each choice lists the cards its points and the Reserve buy, uniques only as the engine sells them (R-REWARD 3-5)', { timeout: 120_000 }, () => {
    const out: Mismatches = []
    for (const [n, original] of inStep('rewards').entries()) {
      for (const state of [original, withTokens(original, { destiny: 1 })]) {
        for (const r of managementView(state, ORGANIZER)!.rewards) {
          const team = state.fleets.find((f) => f.id === r.fleetId)!.team
          for (const offer of r.offers) {
            const { choice } = offer
            const buys = (cardId: string, useDestiny: boolean) =>
              accepts(state, ORGANIZER, {
                type: 'take-reward',
                fleetId: r.fleetId,
                decline: false,
                systemId: choice.systemId,
                rewardType: choice.type,
                cards: [cardId],
                useDestiny,
              })
            const where = `state ${n} ${r.fleetId} ${choice.systemId}:${choice.type}`
            const candidates = cardsOfRewardType(choice.type, team).map((c) => c.id)
            compare(
              out,
              `${where} plain`,
              offer.cards.filter((c) => !c.needsDestiny).map((c) => c.id),
              candidates,
              (id) => buys(id, false),
            )
            compare(
              out,
              `${where} any`,
              offer.cards.map((c) => c.id),
              candidates,
              (id) => buys(id, false) || buys(id, true),
            )
            for (const c of offer.cards) if (c.points > choice.points + offer.reservePoints) out.push(`${where}: ${c.id} costs more than the reward`)
          }
        }
      }
    }
    expect(out).toEqual([])
  })

  it('Diplomats: a zone or none for each team that may still choose (R-STRAT-DIPLO)', { timeout: 60_000 }, () => {
    const out: Mismatches = []
    for (const [n, state] of inStrategy.entries()) {
      for (const actor of people(state)) {
        const view = turnView(state, actor)!
        for (const team of TEAMS) {
          const offered = view.diplomats.mayChoose.includes(team) ? ['none', ...ZONES.map((z) => String(z.id))] : []
          compare(out, `state ${n} ${who(actor)} ${team}`, offered, ['none', ...ZONES.map((z) => String(z.id))], (zone) =>
            accepts(state, actor, { type: 'choose-diplomats', team, zone: zone === 'none' ? null : (Number(zone) as 1 | 2 | 3 | 4 | 5) }),
          )
        }
      }
    }
    expect(out).toEqual([])
  })

  it(
    'declarations: each player the viewer declares for, at each legal target, with each fleet they may field (R-STRAT-TARGET, R-STRAT-ORDER)',
    { timeout: 120_000 },
    () => {
      const out: Mismatches = []
      for (const [n, state] of inStrategy.entries()) {
        for (const actor of people(state)) {
          const view = turnView(state, actor)!
          const offered = view.declareFor.flatMap((d) => view.legalTargets.flatMap((s) => d.fleets.map((f) => `${d.playerId} ${s} ${f}`)))
          const candidates = state.players.flatMap((p) =>
            SYSTEM_IDS.flatMap((s) =>
              state.fleets.filter((f) => f.team === p.team && (f.id === p.id || f.owner.kind === 'fourth')).map((f) => `${p.id} ${s} ${f.id}`),
            ),
          )
          // A player's every system with their own fleet, and the legal targets with every fleet: enough to meet each refusal.
          const tried = candidates.filter((c) => c.split(' ')[0] === c.split(' ')[2] || view.legalTargets.includes(c.split(' ')[1] as never))
          compare(out, `state ${n} ${who(actor)}`, offered, tried, (c) => {
            const [playerId, systemId, fleetId] = c.split(' ') as [string, (typeof SYSTEM_IDS)[number], string]
            return accepts(state, actor, { type: 'declare-assault', playerId, systemId, fleetId })
          })
          const passes = state.players.map((p) => p.id)
          compare(out, `state ${n} ${who(actor)} pass`, view.passFor, passes, (playerId) => accepts(state, actor, { type: 'pass-declaration', playerId }))
        }
      }
      expect(out).toEqual([])
    },
  )

  it('defenders: each player the viewer may name, with each fleet they may field (R-STRAT-ORDER, R-STRAT-FLEET)', { timeout: 60_000 }, () => {
    const out: Mismatches = []
    for (const [n, state] of inStrategy.entries()) {
      for (const actor of people(state)) {
        const view = turnView(state, actor)!
        const battleId = view.pendingBattleId
        const pending = state.turnState!.battles.find((b) => b.defender === null)
        if (!pending) continue
        const offered = battleId ? view.defendWith.flatMap((d) => d.fleets.map((f) => `${d.playerId} ${f}`)) : []
        const candidates = state.players.flatMap((p) => state.fleets.filter((f) => f.team === p.team).map((f) => `${p.id} ${f.id}`))
        compare(out, `state ${n} ${who(actor)}`, offered, candidates, (c) => {
          const [playerId, fleetId] = c.split(' ') as [string, string]
          return accepts(state, actor, { type: 'name-defender', battleId: pending.id, playerId, fleetId })
        })
      }
    }
    expect(out).toEqual([])
  })

  it('Skilled Spacers: each fighting fleet of a team that may still choose, once per token held (R-STRAT-SPACERS)', { timeout: 60_000 }, () => {
    const out: Mismatches = []
    for (const [n, original] of inStrategy.entries()) {
      for (const state of [original, withTokens(original, { 'skilled-spacers': 2 })]) {
        for (const actor of people(state)) {
          const view = turnView(state, actor)!
          for (const team of TEAMS) {
            const may = view.spacers.mayChoose.includes(team)
            const fleets = state.fleets.filter((f) => f.team === team).map((f) => f.id)
            const offered = may ? view.spacers.fighting[team].flatMap((f) => Array.from({ length: view.spacers.held[team] }, (_, i) => `${f}×${i + 1}`)) : []
            const candidates = fleets.flatMap((f) => [`${f}×1`, `${f}×2`, `${f}×3`])
            compare(out, `state ${n} ${who(actor)} ${team}`, offered, candidates, (c) => {
              const [fleetId, times] = c.split('×') as [string, string]
              return accepts(state, actor, { type: 'spend-spacers', team, fleetIds: Array(Number(times)).fill(fleetId) })
            })
          }
        }
      }
    }
    expect(out).toEqual([])
  })

  it('objectives: the pool the assaulting player chooses from (R-OBJ-2)', { timeout: 60_000 }, () => {
    const out: Mismatches = []
    for (const [n, state] of inBattle.entries()) {
      for (const actor of people(state)) {
        const view = turnView(state, actor)!
        for (const battle of state.turnState!.battles.filter((b) => b.defender)) {
          const extras = view.battles[battle.id]!
          // The assaulting team's Grand Admiral may choose for the assaulting player, but the pool is the defending
          // fleet's objectives, which only the opposing player sees (R-SECRET-FLEET): nothing is offered to them.
          if (extras.mayChooseObjective && extras.pool === null) {
            expect(actor.role === 'player' && state.teams[battle.assaulter.team].grandAdmiral === actor.playerId).toBe(true)
            continue
          }
          const offered = extras.mayChooseObjective && extras.pool?.kind === 'choice' ? extras.pool.objectives : []
          compare(
            out,
            `state ${n} ${who(actor)} ${battle.id}`,
            offered,
            OBJECTIVES.map((o) => o.id),
            (objectiveId) => accepts(state, actor, { type: 'choose-objective', battleId: battle.id, objectiveId }),
          )
        }
      }
    }
    expect(out).toEqual([])
  })

  it('bases: each system and defense a team may build now (R-BASE-BUILD)', { timeout: 60_000 }, () => {
    const out: Mismatches = []
    for (const [n, state] of inStep('effects').entries()) {
      for (const actor of people(state)) {
        const view = managementView(state, actor)!
        for (const team of TEAMS) {
          const b = view.bases.find((x) => x.team === team)
          const offered = b ? b.systems.flatMap((s) => b.defenses.map((d) => `${s} ${d}`)) : []
          const candidates = SYSTEM_IDS.flatMap((s) => BASE_DEFENSES.map((d) => `${s} ${d}`))
          compare(out, `state ${n} ${who(actor)} ${team}`, offered, candidates, (c) => {
            const [systemId, defense] = c.split(' ') as [(typeof SYSTEM_IDS)[number], (typeof BASE_DEFENSES)[number]]
            return accepts(state, actor, { type: 'build-base', team, systemId, defense })
          })
        }
      }
    }
    expect(out).toEqual([])
  })

  it('token gains: each source offers the tokens the team may take from it, for the teams that still choose (R-TOKEN-GAIN)', { timeout: 60_000 }, () => {
    const out: Mismatches = []
    for (const [n, state] of inStep('tokens').entries()) {
      for (const actor of people(state)) {
        const view = managementView(state, actor)!
        for (const team of TEAMS) {
          const sources = view.tokenChoices.find((c) => c.team === team)?.sources ?? []
          const firsts = Object.fromEntries(sources.map((s) => [s.systemId, s.options[0]!]))
          // Each source's every token, the others at their first: the page's selects make each of these.
          const offered = sources.flatMap((s) => s.options.map((o) => `${s.systemId}=${o}`))
          const candidates = sources.flatMap((s) => TOKEN_ID_LIST.map((o) => `${s.systemId}=${o}`))
          compare(out, `state ${n} ${who(actor)} ${team}`, offered, candidates, (c) => {
            const [systemId, token] = c.split('=') as [string, string]
            return accepts(state, actor, { type: 'gain-tokens', team, choices: { ...firsts, [systemId]: token } as never })
          })
          // Nobody else may take the team's tokens: with nothing offered, the team's plain choice is refused.
          if (sources.length === 0 && state.turnState!.management!.step === 'tokens') {
            const owed = managementView(state, ORGANIZER)!.tokenChoices.find((c) => c.team === team)
            if (owed) {
              const plain = Object.fromEntries(owed.sources.map((s) => [s.systemId, s.options[0]!]))
              if (accepts(state, actor, { type: 'gain-tokens', team, choices: plain as never }))
                out.push(`state ${n} ${who(actor)} ${team}: accepted, not offered`)
            }
          }
        }
      }
    }
    expect(out).toEqual([])
  })

  it('XP: each ability a commander may buy, with what it replaces (R-XP-SPEND, R-CMD-1..4)', { timeout: 120_000 }, () => {
    const out: Mismatches = []
    for (const [n, state] of inStep('experience').entries()) {
      for (const actor of people(state)) {
        const view = managementView(state, actor)!
        for (const x of view.experience) {
          const owned = state.fleets.find((f) => f.id === x.fleetId)!.commander!.abilities
          const offered = x.purchases.map((p) => `${p.id}>${p.replaces ?? ''}`)
          const candidates = COMMANDER_ABILITIES.flatMap((a) => [`${a.id}>`, ...owned.map((o) => `${a.id}>${o}`)])
          compare(out, `state ${n} ${who(actor)} ${x.fleetId}`, offered, candidates, (c) => {
            const [abilityId, replaces] = c.split('>') as [string, string]
            return accepts(state, actor, { type: 'buy-ability', fleetId: x.fleetId, abilityId, replaces: replaces || null })
          })
        }
      }
    }
    expect(out).toEqual([])
  })
})
