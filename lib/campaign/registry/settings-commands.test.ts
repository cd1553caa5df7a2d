// The campaign's language: set by the organizer alone, stored as a code, absent (English) until set.
import { describe, expect, it } from 'vitest'
import { campaignCommandSchema } from '../commands'
import { applyCommand } from '../engine'
import { mayIssue } from '../permissions'
import { parseCampaignStateShape } from '../state-schema'
import { campaignLanguage, type CampaignState } from '../state'
import { newCampaign, unwrap } from '../testing/builders'
import { commandSecrecy } from '.'
import { createCampaign } from '../create-campaign'
import { createCampaignCommandSchema, type CreateCampaignCommand } from '../commands'
import { chronicleKind } from '../views/chronicle'

const french = { type: 'set-campaign-language', language: 'fr' } as const

describe('set-campaign-language', () => {
  it('is English until the organizer sets it, then the code chosen', () => {
    const state = newCampaign()
    expect(state.language).toBeUndefined()
    expect(campaignLanguage(state)).toBe('en')
    const next = unwrap(applyCommand(state, french, { role: 'organizer' }))
    expect(next.language).toBe('fr')
    expect(campaignLanguage(next)).toBe('fr')
    expect(unwrap(applyCommand(next, { type: 'set-campaign-language', language: 'en' }, { role: 'organizer' })).language).toBe('en')
  })

  it('starts as the language of the page the campaign was created from, English when none is given', () => {
    const create = {
      type: 'create-campaign',
      name: 'Rim',
      preset: 'green-knight',
      players: { empire: ['A', 'B', 'C'], rebels: ['D', 'E', 'F'] },
      grandAdmirals: { empire: 0, rebels: 0 },
    } satisfies CreateCampaignCommand
    expect(campaignLanguage(unwrap(createCampaign({ ...create, language: 'fr' })))).toBe('fr')
    expect(campaignLanguage(unwrap(createCampaign(create)))).toBe('en')
    expect(createCampaignCommandSchema.safeParse({ ...create, language: 'de' }).success).toBe(false)
  })

  it('changes nothing else, in any phase', () => {
    const state = newCampaign()
    const { language, ...rest } = unwrap(applyCommand(state, french, { role: 'organizer' }))
    expect(language).toBe('fr')
    expect(rest).toEqual(state)
  })

  it('is the organizer’s alone, and public', () => {
    const state = newCampaign()
    expect(mayIssue(state, { role: 'organizer' }, french)).toBe(true)
    for (const player of state.players) expect(mayIssue(state, { role: 'player', playerId: player.id }, french)).toBe(false)
    expect(commandSecrecy(french, state)).toBe('public')
  })

  it('accepts only the languages the app speaks', () => {
    expect(campaignCommandSchema.safeParse(french).success).toBe(true)
    for (const language of ['de', 'FR', '', 'fr-FR', null]) {
      expect(campaignCommandSchema.safeParse({ type: 'set-campaign-language', language }).success).toBe(false)
    }
  })

  it('keeps a state written before campaigns had a language readable, and checks one written after', () => {
    const before: Partial<CampaignState> = structuredClone(newCampaign())
    delete before.language
    const parsed = parseCampaignStateShape(before)
    expect(parsed).not.toBeNull()
    expect(campaignLanguage(parsed!)).toBe('en')
    expect(parseCampaignStateShape({ ...newCampaign(), language: 'fr' })?.language).toBe('fr')
    expect(parseCampaignStateShape({ ...newCampaign(), language: 'de' })).toBeNull()
  })
})

describe('rename-campaign', () => {
  const rename = (name: string) => ({ type: 'rename-campaign', name }) as const

  it('renames the campaign, cleaned as at its creation, in any phase, by the organizer alone', () => {
    const state = newCampaign()
    const renamed = unwrap(applyCommand(state, campaignCommandSchema.parse(rename('  The   Outer Rim  ')), { role: 'organizer' }))
    expect(renamed.name).toBe('The Outer Rim')
    expect({ ...renamed, name: state.name }).toEqual(state)
    expect(unwrap(applyCommand({ ...state, phase: 'ended' }, rename('After the war'), { role: 'organizer' })).name).toBe('After the war')
    expect(mayIssue(state, { role: 'player', playerId: state.players[0]!.id }, rename('Mine now'))).toBe(false)
    expect(commandSecrecy(rename('Rim'), state)).toBe('public')
  })

  it('refuses a name with nothing visible, or longer than a campaign name may be', () => {
    expect(campaignCommandSchema.safeParse(rename('   ')).success).toBe(false)
    expect(campaignCommandSchema.safeParse(rename('x'.repeat(81))).success).toBe(false)
    expect(campaignCommandSchema.safeParse(rename('x'.repeat(80))).success).toBe(true)
  })

  it('is filed with the organizer’s own moves in the history, whatever the phase', () => {
    expect(chronicleKind({ type: 'rename-campaign' }, { act: 1, turn: 1, phase: 'battle' })).toBe('organizer')
  })
})
