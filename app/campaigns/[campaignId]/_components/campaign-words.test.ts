// The sentences the campaign pages build from names, in both languages.
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { en } from '@/app/_i18n/messages/en'
import { fr } from '@/app/_i18n/messages/fr'
import { checklistLabel } from './setup-checklist'
import { fleetLabel } from '@/app/_lib/fleet-label'

const name = (id: string) => ({ 'rebels-1': 'Leia', 'empire-1': 'Tarkin' })[id] ?? id

describe('fleet names', () => {
  it('name a player’s fleet and a fourth fleet in each language', () => {
    const english = createTranslator({ locale: 'en', messages: en, namespace: 'Terms' })
    const french = createTranslator({ locale: 'fr', messages: fr, namespace: 'Terms' })
    expect(fleetLabel(english, 'rebels-1', name)).toBe("Leia's fleet")
    expect(fleetLabel(french, 'rebels-1', name)).toBe('la flotte de Leia')
    expect(fleetLabel(english, 'fourth-empire', name)).toBe("the Empire's fourth fleet")
    expect(fleetLabel(french, 'fourth-rebels', name)).toBe('la quatrième flotte des Rebelles')
  })
})

describe('the setup checklist', () => {
  const english = createTranslator({ locale: 'en', messages: en, namespace: 'Setup.checklist' })
  const french = createTranslator({ locale: 'fr', messages: fr, namespace: 'Setup.checklist' })

  it('words each item with the player or the team', () => {
    expect(checklistLabel(english, { rule: 'R-SETUP-4', kind: 'base-placed', playerId: 'rebels-1', done: true }, name)).toBe('Leia has placed a base')
    expect(checklistLabel(french, { rule: 'R-SETUP-4', kind: 'base-placed', playerId: 'rebels-1', done: true }, name)).toBe('Leia a placé une base')
    expect(checklistLabel(english, { rule: 'R-SETUP-3', kind: 'fourth-fleet', team: 'empire', done: false }, name)).toBe(
      'Empire fourth fleet is built with its commander',
    )
    expect(checklistLabel(french, { rule: 'R-SETUP-5', kind: 'defenses-assigned', team: 'rebels', done: false }, name)).toBe(
      'Chaque base des Rebelles a un objectif Base Defense',
    )
  })

  it('counts what is missing with the right plural', () => {
    expect(english('missing', { count: 1 })).toBe('1 item missing before the campaign can start.')
    expect(english('missing', { count: 3 })).toBe('3 items missing before the campaign can start.')
    expect(french('missing', { count: 1 })).toBe('1 élément manque avant que la campagne puisse commencer.')
    expect(french('missing', { count: 2 })).toBe('2 éléments manquent avant que la campagne puisse commencer.')
  })
})

describe('the phase banner and the summary', () => {
  it('agree the verb with the team in French', () => {
    const english = createTranslator({ locale: 'en', messages: en, namespace: 'Campaign.banner' })
    const french = createTranslator({ locale: 'fr', messages: fr, namespace: 'Campaign.banner' })
    expect(english('nameDefender', { team: 'rebels', system: 'Mon Cala' })).toBe('The Rebels name the defender of the assault on Mon Cala.')
    expect(french('nameDefender', { team: 'rebels', system: 'Mon Cala' })).toBe('Les Rebelles désignent le défenseur de l’assaut sur Mon Cala.')
    expect(french('nameDefender', { team: 'empire', system: 'Mon Cala' })).toBe('L’Empire désigne le défenseur de l’assaut sur Mon Cala.')
    const summary = createTranslator({ locale: 'fr', messages: fr, namespace: 'Summary' })
    expect(summary('winner', { team: 'empire', margin: 4 })).toBe('L’Empire gagne la campagne de 4 CP.')
  })
})

describe('the campaign language in the history', () => {
  it('names the language set', () => {
    expect(createTranslator({ locale: 'en', messages: en, namespace: 'Organizer.history' })('setLanguage', { language: 'fr' })).toBe(
      'Set the campaign’s language to French.',
    )
    expect(createTranslator({ locale: 'fr', messages: fr, namespace: 'Organizer.history' })('setLanguage', { language: 'en' })).toBe(
      'Langue de la campagne réglée sur l’anglais.',
    )
  })
})
