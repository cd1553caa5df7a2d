// The history's sentences in both languages: plurals, the team's agreement in French, battles named by who fought where.
import { createTranslator } from 'next-intl'
import { describe as group, expect, it } from 'vitest'
import { en } from '@/app/_i18n/messages/en'
import { fr } from '@/app/_i18n/messages/fr'
import type { VisibleCommand } from '@/lib/campaign'
import { describe, line, type HistoryWords } from './describe-entry'

const NAMES: Record<string, string> = { leia: 'Leia', piett: 'Piett' }

function words(locale: 'en' | 'fr'): HistoryWords {
  const messages = locale === 'en' ? en : fr
  return {
    t: createTranslator({ locale, messages, namespace: 'History' }),
    battles: createTranslator({ locale, messages, namespace: 'Battles' }),
    ally: createTranslator({ locale, messages, namespace: 'Ally' }),
    pointsEra: 'ffg-2019',
    terms: createTranslator({ locale, messages, namespace: 'Terms' }),
    locale,
    name: (id) => NAMES[id] ?? id,
  }
}

const battle = {
  id: 'a1-t1-b1',
  systemId: 'mon-cala',
  assaulter: { playerId: 'piett', team: 'empire' as const },
  defender: { playerId: 'leia', team: 'rebels' as const },
}

const say = (command: unknown, locale: 'en' | 'fr') => describe(command as VisibleCommand, words(locale), battle)

group('history sentences', () => {
  it('say the campaign’s new name in both languages', () => {
    expect(say({ type: 'rename-campaign', name: 'The Outer Rim' }, 'en')).toBe('Renamed the campaign “The Outer Rim”.')
    expect(say({ type: 'rename-campaign', name: 'The Outer Rim' }, 'fr')).toBe('Campagne renommée « The Outer Rim ».')
  })

  it('keep the English wording', () => {
    expect(say({ type: 'place-base', playerId: 'leia', systemId: 'hoth' }, 'en')).toBe("Placed Leia's base at Hoth.")
    expect(say({ type: 'enter-result', battleId: battle.id, result: { assaulter: { score: 60 }, defender: { score: 120 } } }, 'en')).toBe(
      'Entered the result of the battle of Piett (Empire) against Leia (Rebels) at Mon Cala: 60 to 120.',
    )
    expect(say({ type: 'assign-base-defenses', team: 'empire', assignments: 'secret' }, 'en')).toBe('Assigned the Empire Base Defense objectives (secret).')
  })

  it('give a dispute’s reason and the disputing player’s figures in both languages; an older dispute says only that (R-RESULT-CONFIRM)', () => {
    const counter = { assaulter: { score: 60 }, defender: { score: 140 } }
    const dispute = { type: 'dispute-result', battleId: battle.id, reason: 'My objective tokens were not counted', counter }
    expect(say(dispute, 'en')).toBe(
      'Disputed the result of the battle of Piett (Empire) against Leia (Rebels) at Mon Cala (60–140 by their figures): “My objective tokens were not counted”; the organizer settles it.',
    )
    expect(say(dispute, 'fr')).toBe(
      'Résultat de la bataille de Piett (Empire) contre Leia (Rebelles) à Mon Cala contesté (60–140 selon ses chiffres) : « My objective tokens were not counted » ; l’organisateur tranchera.',
    )
    expect(say({ type: 'dispute-result', battleId: battle.id }, 'en')).toBe(
      'Disputed the result of the battle of Piett (Empire) against Leia (Rebels) at Mon Cala; the organizer settles it.',
    )
  })

  it('say when and where a game was proposed and agreed, in UTC, in both languages (R-SCHEDULE)', () => {
    const propose = { type: 'propose-game', battleId: battle.id, startsAt: '2027-10-31T19:00:00.000Z', venue: { kind: 'place', place: 'the club' } }
    expect(say(propose, 'en')).toBe(
      'Proposed to play the battle of Piett (Empire) against Leia (Rebels) at Mon Cala on Sunday, October 31, 2027 at 7:00 PM (UTC), at the club.',
    )
    expect(say(propose, 'fr')).toBe(
      'Proposition de jouer la bataille de Piett (Empire) contre Leia (Rebelles) à Mon Cala le dimanche 31 octobre 2027 à 19:00 (UTC), lieu : the club.',
    )
    const accept = { type: 'accept-game', battleId: battle.id, seen: { startsAt: '2027-11-01T19:00:00.000Z', venue: { kind: 'online' } } }
    expect(say(accept, 'en')).toBe(
      'Agreed to play the battle of Piett (Empire) against Leia (Rebels) at Mon Cala on Monday, November 1, 2027 at 7:00 PM (UTC), online.',
    )
    expect(say(accept, 'fr')).toBe(
      'Accord pour jouer la bataille de Piett (Empire) contre Leia (Rebelles) à Mon Cala le lundi 1er novembre 2027 à 19:00 (UTC), en ligne.',
    )
  })

  it('count veterans in both languages', () => {
    const command = (n: number) => ({ type: 'choose-veterans', fleetId: 'leia', battleId: battle.id, uids: Array.from({ length: n }, (_, i) => `u${i}`) })
    expect(say(command(1), 'en')).toBe("Chose 1 veteran for Leia's fleet after the battle of Piett (Empire) against Leia (Rebels) at Mon Cala.")
    expect(say(command(2), 'en')).toMatch(/^Chose 2 veterans for Leia's fleet/)
    expect(say(command(1), 'fr')).toBe('1 vétéran choisi pour la flotte de Leia après la bataille de Piett (Empire) contre Leia (Rebelles) à Mon Cala.')
    expect(say(command(2), 'fr')).toMatch(/^2 vétérans choisis pour la flotte de Leia/)
  })

  it('make the French verb agree with the team', () => {
    expect(say({ type: 'gain-tokens', team: 'empire' }, 'fr')).toBe('L’Empire a choisi ses pions.')
    expect(say({ type: 'gain-tokens', team: 'rebels' }, 'fr')).toBe('Les Rebelles ont choisi leurs pions.')
    expect(say({ type: 'gain-tokens', team: 'rebels' }, 'en')).toBe('The Rebels chose their tokens.')
    expect(say({ type: 'secret', of: 'refit', team: 'rebels', fleetId: 'leia' }, 'fr')).toBe('Les Rebelles ont fait le refit de la flotte de Leia (secret).')
  })

  it('say a refit sent as one edit as its kinds of change, and as any refit to the other team', () => {
    const refit = {
      type: 'refit-fleet',
      fleetId: 'leia',
      ops: [
        { op: 'remove-scar', uid: 'u1', using: 'base' },
        { op: 'strip', slot: 'squadrons' },
        { op: 'rebuy', slot: 'squadrons', cards: ['squadron-x-wing-squadron'] },
        { op: 'add-card', index: 0, shipUid: null },
        { op: 'add-card', index: 0, shipUid: null },
      ],
      finish: true,
    }
    expect(say(refit, 'en')).toBe(
      "Refit of Leia's fleet: removed a scar, removed an upgrade type, bought cards back at half, and added a card; the refit is finished, legal for the act.",
    )
    expect(say(refit, 'fr')).toBe(
      'Refit de la flotte de Leia : pion scarred retiré, type d’amélioration retiré, cartes rachetées à moitié prix et carte ajoutée ; refit terminé, légal pour l’acte.',
    )
    expect(say({ ...refit, ops: [], finish: true }, 'en')).toBe("Leia's fleet finished its refit, legal for the act.")
    expect(say({ type: 'secret', of: 'refit-fleet', team: 'rebels', fleetId: 'leia' }, 'en')).toBe("The Rebels refitted Leia's fleet (secret).")
  })

  it('name the cards a refit placed in its fleet, when the entry recorded them', () => {
    const refit = { type: 'refit-fleet', fleetId: 'leia', ops: [{ op: 'add-card', index: 0, shipUid: null }], finish: false }
    const told = (locale: 'en' | 'fr', cards: string[]) => describe(refit as VisibleCommand, words(locale), undefined, cards)
    expect(told('en', ['squadron-x-wing-squadron'])).toBe("Refit of Leia's fleet: added X-wing Squadron.")
    expect(told('fr', ['squadron-x-wing-squadron'])).toBe('Refit de la flotte de Leia : carte ajoutée (X-wing Squadron).')
    expect(told('en', [])).toBe("Refit of Leia's fleet: added a card.")
    const single = { type: 'refit', fleetId: 'leia', op: { op: 'add-card', index: 0, shipUid: null } }
    expect(describe(single as VisibleCommand, words('en'), undefined, ['squadron-x-wing-squadron'])).toBe("Refit of Leia's fleet: added X-wing Squadron.")
  })

  it('name each refit operation, Prototype Recovery included', () => {
    const refit = (op: unknown) => ({ type: 'refit', fleetId: 'leia', op })
    expect(say(refit({ op: 'prototype', squadronCardId: 'squadron-x-wing-squadron' }), 'en')).toMatch(/made a squadron type veteran with Prototype Recovery/)
    expect(say(refit({ op: 'prototype', squadronCardId: 'squadron-x-wing-squadron' }), 'fr')).toMatch(/rendu vétéran avec Prototype Recovery/)
    expect(say(refit({ op: 'disband' }), 'en')).toMatch(/disbanded the fleet/)
  })

  it('start a sentence with a fleet in capitals, a fourth fleet included', () => {
    expect(say({ type: 'finish-refit', fleetId: 'fourth-empire' }, 'fr')).toBe('La quatrième flotte de l’Empire a terminé son refit, légale pour l’acte.')
    expect(say({ type: 'take-reward', fleetId: 'leia', systemId: 'hoth', decline: true, cards: [] }, 'en')).toBe("Leia's fleet took no reward.")
  })

  it('count spent tokens, in French too', () => {
    const spent = (count: number) => ({ type: 'spend-battle-token', playerId: 'leia', battleId: battle.id, token: 'destiny', count })
    expect(say(spent(2), 'en')).toMatch(/^Leia spent 2 Destiny tokens in the battle of/)
    expect(say(spent(1), 'fr')).toMatch(/^Leia a dépensé 1 pion Destiny dans la bataille de/)
  })

  it('names the author of an undo and a replaced link', () => {
    const undo = { kind: 'undo', undone: { type: 'start-campaign' }, undoneBy: { role: 'organizer' } }
    expect(line(undo as never, words('en'))).toBe('Undid: Started the campaign: act I, turn 1, strategy phase. (by Organizer)')
    expect(line(undo as never, words('fr'))).toBe('Annulé : Campagne commencée : acte I, tour 1, phase de stratégie. (par Organisateur)')
    expect(line({ kind: 'link-regenerated', subject: 'organizer' } as never, words('fr'))).toBe('Lien personnel de l’organisateur remplacé.')
  })
})
