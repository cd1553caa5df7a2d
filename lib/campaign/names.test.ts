// R-SETUP-1: two players may not share a name, however it is typed.
import { describe, expect, it } from 'vitest'
import { createCampaign } from './create-campaign'
import { createCampaignCommandSchema } from './commands'
import { cleanName, nameKey } from './names'

describe('names as typed (R-SETUP-1)', () => {
  it('are cleaned of invisible characters and extra spaces, in one Unicode form', () => {
    expect(cleanName('  Le\u200bia \u00a0 Organa\u0007 ')).toBe('Leia Organa')
    expect(cleanName('Zoe\u0301')).toBe('Zoé')
  })

  it('compare without case or accents', () => {
    expect(nameKey('ZOÉ')).toBe(nameKey('zoe'))
  })

  it('refuse a name that is only invisible characters, and two look-alike players', () => {
    const command = {
      type: 'create-campaign',
      name: '\u200b\u200d',
      preset: 'green-knight',
      players: { empire: ['A', 'B', 'C'], rebels: ['D', 'E', 'F'] },
      grandAdmirals: { empire: 0, rebels: 0 },
    }
    expect(createCampaignCommandSchema.safeParse(command).success).toBe(false)
    const lookAlike = createCampaignCommandSchema.parse({ ...command, name: 'Rim', players: { empire: ['Zoé', 'B', 'C'], rebels: ['ZOE\u200b', 'E', 'F'] } })
    const result = createCampaign(lookAlike)
    expect(result.ok ? [] : result.violations.map((v) => v.reason)).toEqual(['duplicate-player-name'])
  })
})
