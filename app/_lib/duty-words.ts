// The duties of lib/campaign/duties.ts in words: said to the person who owes them ("Take your fleet's reward",
// "… for Jonas, as Grand Admiral"), where each is done (the link lands on its form), and the banner's line of
// who owes what. Whom a duty concerns and in what capacity the reader does it come from the engine
// (duty-concerns.ts): these functions only word them.
import type { useFormatter } from 'next-intl'
import { dutyCapacity, dutyConcerns, dutyPlace, type Actor, type AwaitedDuty, type CampaignState, type Duty, type DutyScene } from '@/lib/campaign'
import { fleetNameIn, systemName } from './words'
import type { AppTranslator } from './translator'

export type Formatter = Pick<ReturnType<typeof useFormatter>, 'list'>
type Namer = (id: string) => string
/** What the words read of the campaign: the viewer's view of it will do. */
export type DutyState = DutyScene & Pick<CampaignState, 'phase' | 'teams'>

/** One of the reader's own duties, said to them: the words of its link in "Your move" and in the banner. */
export function dutyForReader(t: AppTranslator, format: Formatter, state: DutyScene, actor: Actor, duty: Duty, name: Namer): string {
  const c = dutyConcerns(state, duty)
  const capacity = dutyCapacity(state, actor, duty)
  const system = c.systemId ? systemName(c.systemId) : ''
  // A fleet is the reader's own, their team's fourth (owned by nobody), or a teammate's.
  const whose = capacity.as === 'own' ? 'own' : c.fleetId && c.playerIds.length === 0 ? 'fourth' : 'other'
  const fleet = c.fleetId ? fleetNameIn(t, c.fleetId, name) : ''
  const task = ((): string => {
    switch (duty.kind) {
      case 'place-base':
      case 'choose-veterans':
        return t(`Campaign.yourMove.mine.${duty.kind}`, { whose, system })
      case 'ready-fleet':
      case 'take-reward':
      case 'spend-xp':
      case 'refit':
      case 'pivotal-veterans':
        return t(`Campaign.yourMove.mine.${duty.kind}`, { whose, fleet })
      case 'choose-objective':
      case 'enter-result':
      case 'confirm-result':
      case 'settle-result':
      case 'name-defender':
        return t(`Campaign.yourMove.mine.${duty.kind}`, { system })
      case 'declare-assault':
        return t('Campaign.yourMove.mine.declare-assault', { players: format.list(duty.playerIds.map(name), { type: 'unit' }) })
      case 'finish-pivotal':
        return t(duty.endsCampaign ? 'Campaign.yourMove.mine.finish-pivotal-end' : 'Campaign.yourMove.mine.finish-pivotal-next-act')
      case 'assign-defenses':
      case 'start-campaign':
      case 'choose-diplomats':
      case 'spend-spacers':
      case 'build-bases':
      case 'gain-tokens':
      case 'choose-pivotal':
      case 'prepare-pivotal':
      case 'enter-pivotal-result':
      case 'confirm-pivotal-result':
      case 'pivotal-tokens':
      case 'claim-pivotal-effects':
        return t(`Campaign.yourMove.mine.${duty.kind}`)
      default:
        // A duty these words do not know yet is still said, by the page where it is done.
        return t('Campaign.yourMove.mine.elsewhere', { place: dutyPlace(duty) })
    }
  })()
  if (capacity.as !== 'grand-admiral') return task
  return t('Campaign.yourMove.mine.forTeammates', { task, players: format.list(capacity.for.map(name), { type: 'disjunction' }) })
}

const CAPACITY_ORDER = { own: 0, team: 1, organizer: 1, 'grand-admiral': 2 } as const

/** The reader's duties as they take them: their own first, then their team's, then what they may do for teammates. */
export function readersOrder(state: DutyScene, actor: Actor, duties: Duty[]): Duty[] {
  const rank = (d: Duty) => CAPACITY_ORDER[dutyCapacity(state, actor, d).as]
  return duties
    .map((d, i) => ({ d, i, r: rank(d) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.d)
}

/** Where a duty is done: the page, and on it the form's section (its heading's id), so that the link lands on the form. */
export function dutyHref(campaignId: string, duty: Duty, where: { refitsInEditor?: readonly string[] } = {}): string {
  const base = `/campaigns/${campaignId}`
  switch (duty.kind) {
    case 'place-base':
      return `${base}#place-title`
    case 'assign-defenses':
      return `${base}#defenses-${duty.team}`
    case 'start-campaign':
      return `${base}#start-title`
    case 'ready-fleet':
      return `${base}/fleets/${duty.fleetId}`
    case 'choose-diplomats':
      return `${base}/turn#diplomats-title`
    case 'declare-assault':
    case 'name-defender':
    case 'spend-spacers':
      return `${base}/turn#declare-title`
    case 'choose-objective':
      return `${base}/battles/${duty.battleId}#objective-title`
    case 'enter-result':
    case 'confirm-result':
    case 'settle-result':
    case 'choose-veterans':
      return `${base}/battles/${duty.battleId}#result-title`
    case 'build-bases':
      return `${base}/management#bases-${duty.team}`
    case 'gain-tokens':
      return `${base}/management#tokens-${duty.team}`
    case 'take-reward':
      return `${base}/management#reward-${duty.fleetId}`
    case 'spend-xp':
      return `${base}/management#xp-${duty.fleetId}`
    // A fleet that has something to do (a card to place, something finishing would give up) goes to its
    // editor; another to its refit panel, where it finishes as it stands or opens its editor.
    case 'refit':
      return where.refitsInEditor?.includes(duty.fleetId) ? `${base}/fleets/${duty.fleetId}/refit` : `${base}/management#refit-${duty.fleetId}`
    case 'choose-pivotal':
      return `${base}/pivotal#chooser-title`
    case 'prepare-pivotal':
      return `${base}/pivotal#prepare-title`
    case 'enter-pivotal-result':
    case 'confirm-pivotal-result':
      return `${base}/pivotal#result-title`
    default: {
      const place = dutyPlace(duty)
      return place === 'pivotal' ? `${base}/pivotal#after-title` : `${base}/${place}`
    }
  }
}

const MANAGEMENT_STEP = {
  'build-bases': 'effects',
  'gain-tokens': 'tokens',
  'take-reward': 'rewards',
  'spend-xp': 'experience',
  'team-spend-xp': 'experience',
  refit: 'refit',
} as const

/**
 * Who owes what right now, in a sentence (empty when nobody does): the banner's second line, from the
 * duties this viewer is told of (their own and those awaited), as "Your move" lists them.
 */
export function bannerOwed(t: AppTranslator, format: Formatter, state: DutyState, duties: AwaitedDuty[], name: Namer): string {
  const of = <K extends AwaitedDuty['kind']>(kind: K) => duties.filter((d): d is Extract<AwaitedDuty, { kind: K }> => d.kind === kind)
  const system = (d: AwaitedDuty) => systemName(dutyConcerns(state, d).systemId ?? '')
  switch (state.phase) {
    case 'setup': {
      const placing = of('place-base')
      if (placing.length > 0) {
        const team = dutyConcerns(state, placing[0]!).team ?? 'empire'
        return t('Campaign.banner.placeBases', {
          team,
          players: format.list(
            placing.map((d) => name(d.playerId)),
            { type: 'unit' },
          ),
        })
      }
      const assigning = of('assign-defenses')
      if (assigning.length > 0) {
        const teams = assigning.map((d) => t('Campaign.banner.teamGrandAdmiral', { team: d.team, player: name(state.teams[d.team].grandAdmiral) }))
        return t('Campaign.banner.assignDefenses', { teams: format.list(teams, { type: 'conjunction' }) })
      }
      if (of('ready-fleet').length > 0) return t('Campaign.banner.fleets')
      return of('start-campaign').length > 0 ? t('Campaign.banner.startReady') : ''
    }
    case 'strategy': {
      const first = duties[0]
      if (!first) return ''
      if (first.kind === 'choose-diplomats') return t('Campaign.banner.diplomats')
      if (first.kind === 'name-defender') return t('Campaign.banner.nameDefender', { team: first.team, system: system(first) })
      if (first.kind === 'declare-assault')
        return t('Campaign.banner.declare', { team: first.team, players: format.list(first.playerIds.map(name), { type: 'unit' }) })
      return t('Campaign.banner.spacers')
    }
    case 'battle': {
      const owed = battleOwedItems(t, format, state, duties, name)
      // The owed items are independent: a semicolon between them, as in a list of tasks.
      return owed.length > 0 ? t('Campaign.banner.battleOwed', { items: owed.join('; ') }) : ''
    }
    case 'management': {
      const step = duties.map((d) => MANAGEMENT_STEP[d.kind as keyof typeof MANAGEMENT_STEP]).find((s) => s !== undefined)
      return step ? t('Campaign.banner.management', { step }) : ''
    }
    case 'pivotal': {
      const first = duties[0]
      if (!first) return ''
      if (first.kind === 'choose-pivotal') return t('Campaign.banner.pivotalChoose', { team: first.team })
      if (first.kind === 'prepare-pivotal') return t('Campaign.banner.pivotalPrepare')
      if (first.kind === 'enter-pivotal-result' || first.kind === 'confirm-pivotal-result') return t('Campaign.banner.pivotalBattle')
      if (first.kind === 'finish-pivotal' && duties.length === 1) return t('Campaign.banner.pivotalFinish', { ends: String(first.endsCampaign) })
      return t('Campaign.banner.pivotalAfter')
    }
    case 'ended':
      return ''
  }
}

/**
 * The banner's line on a phone, where the battle phase's list of who owes what (one item per battle) would push
 * the page below the first screen: its count, the overview listing them. Null where the line is short anyway.
 */
export function bannerOwedShort(t: AppTranslator, format: Formatter, state: DutyState, duties: AwaitedDuty[], name: Namer): string | null {
  if (state.phase !== 'battle') return null
  const count = battleOwedItems(t, format, state, duties, name).length
  return count > 1 ? t('Campaign.banner.battleAwaited', { count }) : null
}

/** The battle phase's owed items, one per duty the banner names. */
function battleOwedItems(t: AppTranslator, format: Formatter, state: DutyState, duties: AwaitedDuty[], name: Namer): string[] {
  const system = (d: AwaitedDuty) => systemName(dutyConcerns(state, d).systemId ?? '')
  return duties.flatMap((d) => {
    switch (d.kind) {
      case 'choose-objective':
        return [t('Campaign.banner.chooseObjective', { system: system(d), player: name(d.playerId) })]
      case 'enter-result':
        return [t('Campaign.banner.enterResult', { system: system(d), players: format.list(d.playerIds.map(name), { type: 'disjunction' }) })]
      case 'confirm-result':
        return [t('Campaign.banner.confirmResult', { system: system(d) })]
      case 'settle-result':
        return [t('Campaign.banner.settleResult', { system: system(d) })]
      case 'choose-veterans':
        return [t('Campaign.banner.chooseVeterans', { system: system(d), player: name(d.playerId) })]
      default:
        return []
    }
  })
}

/** A duty the campaign waits for from others, in the third person: its odd parts name the team who owes it. */
export interface AwaitedWords {
  team: 'empire' | 'rebels' | null
  parts: string[]
}

// Control characters no catalogue holds mark where the team's name starts and ends.
const TEAM_MARK = '\u0001'

/** "Leia: place a base", "▲ Rebels: assign the Base Defense objectives (Grand Admiral)". */
export function awaitedDutyWords(t: AppTranslator, format: Formatter, duty: AwaitedDuty, name: Namer): AwaitedWords {
  const key = `Campaign.yourMove.duty.${duty.kind}`
  // The key is made of the duty's kind, each of which the catalogue words (duty-words.test.ts says every one).
  const say = t as unknown as ((key: string, values?: Record<string, string>) => string) & {
    markup: (key: string, values: Record<string, string | ((chunks: string) => string)>) => string
  }
  const plain = (text: string): AwaitedWords => ({ team: null, parts: [text] })
  const fleet = (id: string) => fleetNameIn(t, id, name)
  // A sentence that begins with a fleet's name ("the Rebels' fourth fleet") begins with a capital.
  const capital = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1)
  const ofTeam = (team: 'empire' | 'rebels', values: Record<string, string> = {}): AwaitedWords => {
    const marked = say.markup(key, { ...values, teamName: t('Terms.team', { team }), team: (chunks: string) => `${TEAM_MARK}${chunks}${TEAM_MARK}` })
    return { team, parts: marked.split(TEAM_MARK) }
  }
  switch (duty.kind) {
    case 'place-base':
    case 'choose-objective':
    case 'confirm-result':
      return plain(say(key, { player: name(duty.playerId) }))
    case 'choose-veterans':
      return plain(say(key, { player: name(duty.playerId), fleet: fleet(duty.fleetId) }))
    case 'ready-fleet':
    case 'take-reward':
    case 'spend-xp':
    case 'refit':
    case 'pivotal-veterans':
      return plain(capital(say(key, { fleet: fleet(duty.fleetId) })))
    case 'enter-result':
      return plain(say(key, { players: format.list(duty.playerIds.map(name), { type: 'disjunction' }) }))
    case 'declare-assault':
      return ofTeam(duty.team, { players: format.list(duty.playerIds.map(name), { type: 'unit' }) })
    case 'assign-defenses':
    case 'choose-diplomats':
    case 'name-defender':
    case 'spend-spacers':
    case 'build-bases':
    case 'team-spend-xp':
    case 'gain-tokens':
    case 'choose-pivotal':
    case 'prepare-pivotal':
    case 'enter-pivotal-result':
    case 'pivotal-tokens':
    case 'claim-pivotal-effects':
      return ofTeam(duty.team)
    case 'start-campaign':
    case 'settle-result':
    case 'confirm-pivotal-result':
      return plain(say(key))
    case 'finish-pivotal':
      return plain(t(`Campaign.yourMove.duty.${duty.endsCampaign ? 'finish-pivotal-end' : 'finish-pivotal-next-act'}`))
  }
}
