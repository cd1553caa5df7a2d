// The Discord posts' words and limits (issue 25): every post fits Discord's limits (content 2,000 characters,
// 10 embeds of 6,000 characters in all, titles 256, 25 fields of 256 and 1,024) in both languages, however long
// the names and however many are awaited; it mentions only the Discord ids given.
import { describe, expect, it } from 'vitest'
import type { ChangeNotice, CorrectionNotice } from '@/lib/server/notices/notice-payload'
import { discordPost } from './discord-post'
import { DISCORD_LIMITS, embedsLength, withinDiscordLimits, type DiscordMessage } from './discord-limits'

const LONG = 'Ж'.repeat(40)
const people = Array.from({ length: 40 }, (_, i) => `p${i}`)

function hugeNotice(language: 'en' | 'fr'): ChangeNotice {
  return {
    campaign: `${LONG} ${LONG} ${LONG} ${LONG} ${LONG} ${LONG} ${LONG}`,
    language,
    preset: 'green-knight',
    names: Object.fromEntries(people.map((p) => [p, `${p} ${LONG}`])),
    grandAdmirals: { empire: 'p0', rebels: 'p1' },
    events: Array.from({ length: 200 }, (_, i) => ({
      kind: 'result-disputed' as const,
      battleId: `b${i}`,
      systemId: 'ring-of-kafrene' as const,
      assaulters: 'rebels' as const,
      disputedBy: people[i % 40]!,
    })),
    awaited: {
      step: { phase: 'battle', act: 3, turn: 4, step: null },
      entries: people.flatMap((p) => [
        { playerIds: [p], team: null, duty: 'confirm-pivotal-result' as const, systemId: null },
        { playerIds: [p], team: null, duty: 'enter-result' as const, systemId: 'smugglers-run' },
      ]),
      people,
    },
    map: null,
  }
}

function expectWithinLimits(m: DiscordMessage): void {
  expect([...(m.content ?? '')].length).toBeLessThanOrEqual(DISCORD_LIMITS.content)
  expect(m.embeds.length).toBeLessThanOrEqual(DISCORD_LIMITS.embeds)
  expect(embedsLength(m.embeds)).toBeLessThanOrEqual(DISCORD_LIMITS.embedTotal)
  for (const e of m.embeds) {
    expect([...(e.title ?? '')].length).toBeLessThanOrEqual(DISCORD_LIMITS.title)
    expect([...(e.description ?? '')].length).toBeLessThanOrEqual(DISCORD_LIMITS.description)
    expect(e.fields?.length ?? 0).toBeLessThanOrEqual(DISCORD_LIMITS.fields)
    for (const f of e.fields ?? []) {
      expect([...f.name].length).toBeLessThanOrEqual(DISCORD_LIMITS.fieldName)
      expect([...f.value].length).toBeLessThanOrEqual(DISCORD_LIMITS.fieldValue)
      expect(f.value.length).toBeGreaterThan(0)
    }
  }
}

describe.each(['en', 'fr'] as const)('posts in %s', (language) => {
  it('keep within Discord’s limits however much there is to say', async () => {
    const ids = Object.fromEntries(people.map((p, i) => [p, String(10n ** 18n + BigInt(i))]))
    const post = await discordPost({ kind: 'change', notice: hugeNotice(language) }, { link: 'https://rim.example.org/campaigns/x', discordIds: ids })
    expectWithinLimits(post.message)
    expect(post.message.embeds[1]!.fields).toHaveLength(25)
    expect(post.message.allowed_mentions).toEqual({ parse: [], users: Object.values(ids) })
  })

  it('word a correction and a reminder within the limits too', async () => {
    const huge = hugeNotice(language)
    const correction: CorrectionNotice = { campaign: huge.campaign, language, names: huge.names, withdrawn: huge.events, step: huge.awaited!.step }
    expectWithinLimits((await discordPost({ kind: 'correction', notice: correction }, { link: null, discordIds: {} })).message)
    const reminder = await discordPost(
      { kind: 'reminder', campaign: huge.campaign, language, awaited: huge.awaited!.entries, people, names: huge.names, grandAdmirals: huge.grandAdmirals },
      { link: null, discordIds: {} },
    )
    expectWithinLimits(reminder.message)
  })
})

describe('the words of a post', () => {
  const notice: ChangeNotice = {
    campaign: 'Outer Rim',
    language: 'en',
    preset: 'green-knight',
    names: { 'empire-1': 'Ana', 'rebels-1': 'Dan' },
    grandAdmirals: { empire: 'empire-1', rebels: 'rebels-1' },
    events: [
      { kind: 'result-confirmed', battleId: 'a1-t1-b1', systemId: 'mandalore', assaulters: 'rebels', winner: 'rebels', scores: [200, 100] },
      { kind: 'step', to: { phase: 'management', act: 1, turn: 1, step: 'tokens' } },
    ],
    awaited: {
      step: { phase: 'management', act: 1, turn: 1, step: 'tokens' },
      entries: [{ playerIds: [], team: 'empire', duty: 'gain-tokens', systemId: null }],
      people: ['empire-1'],
    },
    map: null,
  }

  it('tell what happened and who is awaited, unclipped, in English and in French', async () => {
    const en = (await discordPost({ kind: 'change', notice }, { link: 'https://rim.example.org/campaigns/c1', discordIds: {} })).message
    expect(en.embeds[0]).toMatchObject({
      title: 'Outer Rim',
      url: 'https://rim.example.org/campaigns/c1',
      description: 'The Rebels win the battle at Mandalore (200 to 100).\nNow: act I, turn 1: management phase, step 2, strategic effect tokens',
    })
    expect(en.embeds[1]).toMatchObject({ title: 'Outer Rim: Your move', fields: [{ name: 'Ana (Grand Admiral, Empire)', value: 'gain tokens' }] })
    expect(en.content).toBeUndefined()
    const fr = (await discordPost({ kind: 'change', notice: { ...notice, language: 'fr' } }, { link: null, discordIds: {} })).message
    expect(fr.embeds[0]!.description).toBe(
      'Les Rebelles gagnent la bataille à Mandalore (200 à 100).\nMaintenant : acte I, tour 1 : phase de gestion, étape 2, pions d’effet stratégique',
    )
    expect(fr.embeds[1]).toMatchObject({ title: 'Outer Rim: À vous de jouer', fields: [{ name: 'Ana (Grand Amiral, Empire)', value: 'gagner des pions' }] })
  })

  it('list the week’s agreed games in the digest, each time in the reader’s own zone (R-SCHEDULE)', async () => {
    const without = (await discordPost({ kind: 'change', notice }, { link: null, discordIds: {} })).message
    expect(without.embeds[1]!.fields).toHaveLength(1)
    const games = [
      { players: ['Leia', 'Vader'] as [string, string], startsAt: '2026-10-30T19:00:00.000Z', venue: { kind: 'place' as const, place: 'at the club' } },
      { players: ['Ackbar', 'Piett'] as [string, string], startsAt: '2026-10-31T18:30:00.000Z', venue: { kind: 'online' as const } },
    ]
    const withGames = (await discordPost({ kind: 'change', notice }, { link: null, discordIds: {}, weekGames: games })).message
    expect(withGames.embeds[1]!.fields![1]).toEqual({
      name: 'This week’s games',
      value: 'Leia v. Vader, <t:1793386800:F>, at the club\nAckbar v. Piett, <t:1793471400:F>, online',
    })
    const fr = (await discordPost({ kind: 'change', notice: { ...notice, language: 'fr' } }, { link: null, discordIds: {}, weekGames: games })).message
    expect(fr.embeds[1]!.fields![1]!.value).toBe('Leia c. Vader, <t:1793386800:F>, at the club\nAckbar c. Piett, <t:1793471400:F>, en ligne')
  })

  it('clips by characters, never inside a surrogate pair', () => {
    const clipped = withinDiscordLimits({ content: '😀'.repeat(3000), embeds: [], allowed_mentions: { parse: [], users: [] } })
    expect([...clipped.content!]).toHaveLength(2000)
    expect(clipped.content!.endsWith('…')).toBe(true)
    expect(clipped.content!.isWellFormed()).toBe(true)
  })
})
