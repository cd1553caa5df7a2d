// The rule refusals and errors in both languages: the English as the app always said it, the French with
// its agreements (l’Empire a / les Rebelles ont) and plurals, and every refusal naming its rule.
import { describe, expect, it } from 'vitest'
import type { RuleViolation, ViolationReason } from '@/lib/campaign/browser'
import { AppError } from '@/lib/errors'
import { strictTranslator } from '@/app/_i18n/strict-translator'
import { errorText, resultFieldKey, violationText, type MessageContext } from './messages'

const en = strictTranslator('en')
const fr = strictTranslator('fr')
const names: MessageContext = { playerName: (id) => ({ leia: 'Leia', thrawn: 'Thrawn' })[id] ?? id }
const both = (v: RuleViolation, ctx: MessageContext = names) => [violationText(en, v, ctx), violationText(fr, v, ctx)]

describe('rule refusals', () => {
  it('setup (R-SETUP): the same English as before, and French', () => {
    expect(both({ rule: 'R-SETUP-4', reason: 'border-system', systemId: 'lothal' })).toEqual([
      'Lothal is a border system: no base may be placed there at setup (R-SETUP-4).',
      'Lothal est un système à cheval sur deux zones (Border location) : aucune base ne peut y être placée à la mise en place (R-SETUP-4).',
    ])
    expect(both({ rule: 'R-SETUP-1', reason: 'team-size', team: 'rebels' }, { preset: 'official-2019' })).toEqual([
      'The Rebels must have 2 or 3 players under this preset (R-SETUP-1).',
      'Les Rebelles doivent compter 2 ou 3 joueurs avec ce préréglage (R-SETUP-1).',
    ])
    expect(violationText(fr, { rule: 'R-SETUP-1', reason: 'team-size', team: 'empire' }, { preset: 'green-knight' })).toBe(
      'L’Empire doit compter 3 joueurs avec ce préréglage (R-SETUP-1).',
    )
    expect(both({ rule: 'R-SETUP-4', reason: 'not-team-turn', team: 'rebels' })).toEqual([
      "It is not the Rebels' turn to place a base: the Empire place next (R-SETUP-4).",
      'Ce n’est pas aux Rebelles de placer une base : l’Empire place la suivante (R-SETUP-4).',
    ])
  })

  it('fleets (R-FLEET): points, the rule item, and a plural', () => {
    expect(both({ rule: 'R-FLEET-START', item: 1, reason: 'over-points', value: 212, limit: 200 })).toEqual([
      'The fleet is worth 212 points, over its limit of 200 (R-FLEET-START 1).',
      'La flotte vaut 212 points, au-delà de sa limite de 200 (R-FLEET-START 1).',
    ])
    const uniques = (limit: number) => violationText(fr, { rule: 'R-FLEET-ALWAYS', reason: 'too-many-unique-squadrons', limit, value: 3 })
    expect(uniques(1)).toBe('Au plus 1 escadron unique avec pions de défense à cette limite (la flotte en a 3) (R-FLEET-ALWAYS).')
    expect(uniques(2)).toBe('Au plus 2 escadrons uniques avec pions de défense à cette limite (la flotte en a 3) (R-FLEET-ALWAYS).')
    expect(violationText(en, { rule: 'R-FLEET-ALWAYS', reason: 'too-many-unique-squadrons', limit: 1, value: 2 })).toBe(
      'At most 1 unique squadron with defense tokens at this limit (the fleet has 2) (R-FLEET-ALWAYS).',
    )
    expect(both({ rule: 'R-FLEET-START', reason: 'objective-missing', element: { kind: 'objective', category: 'assault' } })).toEqual([
      'Choose an assault objective (R-FLEET-START).',
      'Choisissez un objectif d’assaut (R-FLEET-START).',
    ])
  })

  it('the strategy phase (R-STRAT): fleets named in the reader’s words, at the start of a sentence', () => {
    expect(both({ rule: 'R-STRAT-TARGET', item: 3, reason: 'base-in-act-one', systemId: 'kessel' })).toEqual([
      'Kessel holds a base: bases cannot be assaulted in act I (R-STRAT-TARGET 3).',
      'Kessel accueille une base : les bases ne peuvent pas être attaquées pendant l’acte I (R-STRAT-TARGET 3).',
    ])
    expect(both({ rule: 'R-STRAT-FLEET', reason: 'fleet-already-paired', fleetId: 'fourth-empire' })[1]).toBe(
      'La quatrième flotte de l’Empire est déjà appariée ce tour-ci : ses objectifs ne peuvent être remplacés qu’avant qu’elle soit désignée dans une déclaration (R-STRAT-FLEET).',
    )
    expect(violationText(fr, { rule: 'R-STRAT-FLEET', reason: 'fleet-not-in-battle', fleetId: 'leia' }, names)).toBe(
      'La flotte de Leia ne combat pas ce tour-ci (R-STRAT-FLEET).',
    )
  })

  it('battles (R-RESULT, R-VET): a plural that agrees', () => {
    const veterans = (limit: number) => violationText(fr, { rule: 'R-VET-2', reason: 'too-many-veterans', limit })
    expect(veterans(1)).toBe('Au plus 1 élément de cette flotte peut devenir vétéran à cette bataille (R-VET-2).')
    expect(veterans(2)).toBe('Au plus 2 éléments de cette flotte peuvent devenir vétérans à cette bataille (R-VET-2).')
    expect(violationText(en, { rule: 'R-VET-2', reason: 'too-many-veterans', limit: 2 })).toBe(
      'At most 2 elements of this fleet may become veteran this battle (R-VET-2).',
    )
  })

  it('the management phase (R-BASE-BUILD, R-REWARD): a team’s verb agrees with it', () => {
    expect(both({ rule: 'R-BASE-BUILD', reason: 'base-limit', team: 'rebels', limit: 2, value: 2 })).toEqual([
      'The Rebels may build 2 bases this turn and have built 2 (R-BASE-BUILD).',
      'Les Rebelles peuvent construire 2 bases ce tour-ci et en ont construit 2 (R-BASE-BUILD).',
    ])
    expect(violationText(fr, { rule: 'R-BASE-BUILD', reason: 'base-limit', team: 'empire', limit: 1, value: 1 })).toBe(
      'L’Empire peut construire 1 base ce tour-ci et en a construit 1 (R-BASE-BUILD).',
    )
    expect(both({ rule: 'R-REWARD', reason: 'over-reward-points', value: 16, limit: 14 })).toEqual([
      'These cards cost 16 points; the reward and the Fleet Reserve give 14 (R-REWARD).',
      'Ces cartes coûtent 16 points ; la récompense et la Fleet Reserve donnent 14 points de flotte (R-REWARD).',
    ])
  })

  it('pivotal battles (R-PIVOT) and tokens (R-TOKEN)', () => {
    expect(both({ rule: 'R-PIVOT-AFTER', reason: 'new-base-missing' })).toEqual([
      'Choose where the base moves (R-PIVOT-AFTER).',
      'Choisissez où la base se déplace (R-PIVOT-AFTER).',
    ])
    expect(both({ rule: 'R-TOKEN-SPEND', reason: 'no-token', team: 'empire', cardId: 'resources', value: 2, limit: 1 })).toEqual([
      'The Empire do not have the Resources tokens (they hold 1) to spend (R-TOKEN-SPEND).',
      'L’Empire n’a pas assez de pions Ressources à dépenser (1 en réserve) (R-TOKEN-SPEND).',
    ])
    expect(both({ rule: 'R-TOKEN-REPAIR', reason: 'not-enough-tokens', value: 1, limit: 0 })).toEqual([
      'Your team has 0 of the tokens this needs (1) (R-TOKEN-REPAIR).',
      'Il faut 1 pion et votre équipe en a 0 (R-TOKEN-REPAIR).',
    ])
    expect(violationText(fr, { rule: 'R-TOKEN-SPEND', reason: 'no-token', team: 'rebels', cardId: 'destiny' })).toBe(
      'Les Rebelles n’ont pas de pion Destiny à dépenser (R-TOKEN-SPEND).',
    )
  })

  // Every reason the engine gives, so that adding one without its words fails here as well as in the compiler.
  const REASONS: Record<ViolationReason, null> = {
    'team-size': null,
    'teams-unequal': null,
    'duplicate-player-name': null,
    'grand-admiral-not-in-team': null,
    'border-system': null,
    'sub-zone': null,
    'base-already-there': null,
    'not-team-turn': null,
    'player-already-placed': null,
    'unknown-player': null,
    'unknown-system': null,
    'bases-not-all-placed': null,
    'not-team-base': null,
    'base-missing': null,
    'base-listed-twice': null,
    'defense-used-twice': null,
    'over-points': null,
    'over-squadron-points': null,
    'no-ship': null,
    'too-many-flotillas': null,
    'commander-card': null,
    'no-flagship': null,
    'too-many-upgrades': null,
    'unique-upgrade': null,
    'large-ship': null,
    'unique-squadron': null,
    'objective-missing': null,
    'objective-banned': null,
    'objective-shared': null,
    'too-many-unique-squadrons': null,
    'banned-ship': null,
    'unique-name-shared': null,
    'unknown-card': null,
    'other-faction': null,
    'card-not-in-era': null,
    'era-fixed-once-started': null,
    'slot-missing': null,
    'title-wrong-class': null,
    'size-restricted': null,
    'flagship-only': null,
    'second-flagship': null,
    'unique-twice': null,
    'defenses-not-assigned': null,
    'wrong-objective-category': null,
    'starting-ability-tier': null,
    'unknown-ability': null,
    'fleet-not-ready': null,
    'battle-already-there': null,
    'friendly-system': null,
    'base-in-act-one': null,
    'second-enemy-assault': null,
    'player-already-paired': null,
    'fleet-not-available': null,
    'no-defender-owed': null,
    'defender-owed': null,
    'diplomats-pending': null,
    'already-chosen': null,
    'no-diplomats-token': null,
    'fleet-already-paired': null,
    'ally-not-flotilla': null,
    'ally-unique': null,
    'ally-upgrade-misfit': null,
    'ally-squadron-count': null,
    'ally-over-points': null,
    'ally-already-spent': null,
    'ally-fleet-not-playing': null,
    'no-token': null,
    'has-legal-target': null,
    'pairing-incomplete': null,
    'fleet-not-in-battle': null,
    'no-enemy-to-defend': null,
    'low-fuel-first': null,
    'promotion-not-allowed': null,
    'not-own-presence': null,
    'base-limit': null,
    'defense-not-balanced': null,
    'wrong-step': null,
    'step-done': null,
    'token-choice-missing': null,
    'not-an-option': null,
    'wrong-type': null,
    'over-reward-points': null,
    'unique-not-allowed': null,
    'base-reward-used': null,
    'tier-cap': null,
    'previous-rank-missing': null,
    'already-owned': null,
    'not-enough-xp': null,
    'replaced-not-owned': null,
    'pending-cards': null,
    'no-change': null,
    'climax-not-allowed': null,
    'no-xp-to-gain': null,
    'not-chooser': null,
    'unknown-objective': null,
    'objective-not-available': null,
    'cp-gap-too-small': null,
    'target-missing': null,
    'unknown-zone': null,
    'not-own-base': null,
    'not-trailing-team': null,
    'too-many-claimed': null,
    'claimed-twice': null,
    'not-in-zone': null,
    'not-claimable': null,
    'new-base-missing': null,
    'new-base-not-allowed': null,
    'defense-missing': null,
    'claim-not-owed': null,
    'claim-after-result': null,
    'claim-missing': null,
    'claim-owed': null,
    'upgrade-allowance': null,
    'upgrade-does-not-fit': null,
    'discard-needs-resources': null,
    'no-pivotal-reward': null,
    'not-scarred': null,
    'condition-absent': null,
    'resources-cannot-remove': null,
    'not-winner': null,
    'objective-does-not-remove': null,
    'title-locked': null,
    'nothing-to-strip': null,
    'one-card-only': null,
    'unique-lost': null,
    'no-place': null,
    'wrong-card-kind': null,
    'squadron-not-equippable': null,
    'no-ship-to-hold': null,
    'unknown-upgrade': null,
    'already-equipped': null,
    'not-equipped': null,
    'fleet-empty': null,
    'not-fourth-fleet': null,
    'no-commander': null,
    'not-enough-tokens': null,
    'base-allowance-used': null,
    'unknown-battle': null,
    'objective-not-in-pool': null,
    'objective-already-chosen': null,
    'objective-missing-for-result': null,
    'not-in-battle': null,
    'result-missing': null,
    'result-already-entered': null,
    'result-already-applied': null,
    'own-result': null,
    'not-disputed': null,
    'unknown-element': null,
    'not-a-ship': null,
    'destroyed-and-retreated': null,
    'destroyed-not-eligible': null,
    'already-veteran': null,
    'bad-score': null,
    'tabled-contradicts': null,
    'result-changed': null,
    'no-opponent-yet': null,
    'no-proposal': null,
    'own-proposal': null,
    'proposal-changed': null,
    'time-past': null,
    'duplicate-element': null,
    'not-eligible': null,
    'too-many-veterans': null,
    'veterans-already-chosen': null,
    'not-enemy-base': null,
    'already-revealed': null,
    'wrong-phase': null,
    'nothing-to-undo': null,
    'history-malformed': null,
  }

  it.each(Object.keys(REASONS) as ViolationReason[])('%s is worded in both languages, with its rule id', (reason) => {
    const v: RuleViolation = {
      rule: 'R-HIST',
      reason,
      team: 'rebels',
      systemId: 'kessel',
      playerId: 'leia',
      cardId: 'squadron-han-solo',
      fleetId: 'leia',
      value: 2,
      limit: 1,
    }
    for (const text of both(v)) {
      expect(text).toMatch(/\(R-HIST\)\.$/)
      expect(text).not.toMatch(/Violations\.|undefined|\{/)
    }
  })
})

describe('a refused result names the element and the field (R-RESULT, R-RETREAT, R-VET-1)', () => {
  const veteran: RuleViolation = {
    rule: 'R-VET-1',
    reason: 'already-veteran',
    uid: 'leia-s2',
    cardId: 'cr90-corvette-a',
    field: 'eligibleVeterans',
    fleetId: 'leia',
  }

  it('names the element by its card and its fleet, in both languages', () => {
    expect(both(veteran)).toEqual([
      "CR90 Corvette A (Leia's fleet) is already veteran: it cannot become veteran again (R-VET-1).",
      'CR90 Corvette A (la flotte de Leia) est déjà vétéran : il ne peut pas le devenir une seconde fois (R-VET-1).',
    ])
    expect(
      violationText(
        en,
        { rule: 'R-RETREAT', reason: 'not-a-ship', uid: 'leia-q1', cardId: 'squadron-x-wing-squadron', field: 'retreated', fleetId: 'leia' },
        names,
      ),
    ).toBe("X-wing Squadron (Leia's fleet): only ships can retreat (R-RETREAT).")
  })

  it('puts each refusal at its field, keyed by fleet, field and element, for the form to show there', () => {
    const error = new AppError('RULE_VIOLATION', undefined, [
      veteran,
      { rule: 'R-RESULT', reason: 'bad-score', field: 'score', fleetId: 'thrawn', value: 1001, limit: 1000 },
    ])
    const words = errorText(en, error, names)
    expect(Object.keys(words.fieldErrors ?? {})).toEqual([resultFieldKey('leia', 'eligibleVeterans', 'leia-s2'), resultFieldKey('thrawn', 'score')])
    expect(words.fieldErrors![resultFieldKey('leia', 'eligibleVeterans', 'leia-s2')]).toEqual([violationText(en, veteran, names)])
  })
})

describe('use-case errors', () => {
  it('a campaign file refused at a history entry', () => {
    const error = new AppError('BAD_FILE', 'actor-not-allowed', [], [], 12)
    expect(errorText(en, error).message).toBe(
      'This campaign file was edited: a change in its history is attributed to someone who could not have made it. (history entry 12.) Nothing was imported.',
    )
    expect(errorText(fr, error).message).toBe(
      'Ce fichier de campagne a été modifié : une modification de son historique est attribuée à quelqu’un qui n’a pas pu la faire. (entrée 12 de l’historique.) Rien n’a été importé.',
    )
    expect(errorText(fr, new AppError('BAD_FILE', 'unheard-of')).message).toBe(
      'Ce fichier n’est pas un fichier de campagne Rim Command, ou il est endommagé. Rien n’a été importé.',
    )
  })

  it('a fleet import with unreadable lines, one or several', () => {
    const lines = [
      { line: 3, text: 'Vader (99)', reason: 'points-mismatch' },
      { line: 5, text: '???', reason: 'strange' },
    ]
    expect(errorText(en, new AppError('BAD_IMPORT', 'unmatched', [], lines.slice(0, 1)))).toEqual({
      message: 'Nothing was saved: 1 line could not be read as a card (R-FLEET-IMPORT).',
      violations: ['Line 3: “Vader (99)”: no card of that name at these points.'],
    })
    expect(errorText(fr, new AppError('BAD_IMPORT', 'unmatched', [], lines))).toEqual({
      message: 'Rien n’a été enregistré : 2 lignes n’ont pas pu être lues comme des cartes (R-FLEET-IMPORT).',
      violations: ['Ligne 3 : « Vader (99) » : aucune carte de ce nom à ce nombre de points.', 'Ligne 5 : « ??? » : non reconnue.'],
    })
  })

  it('several broken rules under one heading; conflicts and refusals', () => {
    const error = new AppError('RULE_VIOLATION', undefined, [
      { rule: 'R-FLEET-START', reason: 'no-flagship' },
      { rule: 'R-FLEET-START', reason: 'too-many-flotillas' },
    ])
    expect(errorText(fr, error)).toEqual({
      message: 'Cela enfreint les règles de la campagne :',
      violations: ['Désignez un vaisseau comme flagship (R-FLEET-START).', 'Une seule flottille est autorisée (R-FLEET-START).'],
    })
    expect(errorText(en, new AppError('CONFLICT', 'duplicate')).message).toBe('This was already done: the same request arrived twice, and it was applied once.')
    expect(errorText(fr, new AppError('FORBIDDEN')).message).toMatch(/^Vous ne pouvez pas faire cela/)
  })
})
