// A notice worded as a Discord webhook message, in the campaign's language: what happened, who is awaited
// (mentioning only the Discord ids its players gave), and the map as a PNG at the end of a turn. Every word
// is the catalogue's (Notices); the data is the outbox's, computed from the public view of the campaign.
import { createTranslator } from 'next-intl'
import { MESSAGES } from '@/app/_i18n/messages'
import { ACT_ROMAN, objectiveName, systemName, zoneRoman } from '@/app/_lib/words'
import { rewardShortNames } from '@/app/campaigns/[campaignId]/_components/map-geometry'
import { mapPictureSvg } from '@/app/campaigns/[campaignId]/_components/map-picture'
import { awaitedPeople, type AwaitedEntry, type CampaignLanguage, type CampaignStep, type NoticeEvent, type TeamId } from '@/lib/campaign'
import type { ZoneId } from '@/lib/data/map'
import type { OutgoingPost, PostContext, ResolvedNotice, ScheduledGame } from '@/lib/server/notices/notice-payload'
import { svgToPng } from '@/lib/server/svg-to-png'
import { TEAM_COLOURS } from '@/app/campaigns/[campaignId]/_components/map-marks'
import { DISCORD_LIMITS, withinDiscordLimits, type DiscordEmbed, type DiscordMessage } from './discord-limits'

/** What the sender posts: the message and, when it promises one, the map image it attaches. */
export interface DiscordPost extends OutgoingPost {
  message: DiscordMessage
}

type T = ReturnType<typeof createTranslator<(typeof MESSAGES)['en'], 'Notices'>>

function translator(language: CampaignLanguage): T {
  return createTranslator({ locale: language, messages: MESSAGES[language], namespace: 'Notices' })
}

const NEUTRAL_COLOUR = 0x475569
const colourOf = (team: TeamId) => Number.parseInt(TEAM_COLOURS[team].slice(1), 16)

function roman(act: number): string {
  return ACT_ROMAN[act - 1] ?? String(act)
}

export function whereWords(t: T, step: CampaignStep): string {
  const sub =
    step.phase === 'management'
      ? t('managementStep', { step: step.step ?? 'other' })
      : step.phase === 'pivotal'
        ? t('pivotalStep', { step: step.step ?? 'other' })
        : ''
  return t('where', { phase: step.phase, act: roman(step.act), turn: step.turn, step: sub })
}

export function eventWords(t: T, event: NoticeEvent, names: Record<string, string>): string {
  switch (event.kind) {
    case 'step':
      return t('step', { where: whereWords(t, event.to) })
    case 'result-entered':
      return t('resultEntered', {
        system: systemName(event.systemId),
        assaulters: event.assaulters,
        assaulterScore: event.scores[0],
        defenderScore: event.scores[1],
      })
    case 'result-disputed':
      return t('resultDisputed', { system: systemName(event.systemId), player: names[event.disputedBy] ?? event.disputedBy })
    case 'result-confirmed':
      return t('resultConfirmed', { system: systemName(event.systemId), winner: event.winner, assaulterScore: event.scores[0], defenderScore: event.scores[1] })
    case 'base-built':
      return t('baseBuilt', { team: event.team, system: systemName(event.systemId) })
    case 'base-destroyed':
      return t('baseDestroyed', { team: event.team, system: systemName(event.systemId) })
    case 'pivotal-chosen': {
      const target = event.systemId ? systemName(event.systemId) : event.zone ? t('zone', { roman: zoneRoman(event.zone as ZoneId) }) : 'none'
      return t('pivotalChosen', { team: event.chooser, climactic: event.climactic ? 'yes' : 'no', objective: objectiveName(event.objective), target })
    }
    case 'turn-ended':
      return t('turnEnded', { act: roman(event.act), turn: event.turn })
    case 'act-ended':
      return t('actEnded', { act: roman(event.act), empire: event.cp.empire, rebels: event.cp.rebels })
    case 'campaign-ended': {
      const s = event.standings
      return t('campaignEnded', { winner: s.winner ?? 'none', margin: s.margin, total: s.cp.empire.total })
    }
  }
}

/** "Leia", "Vader (Grand Admiral, Empire)" for a team's choice, "The organizer". */
function personWords(t: T, person: string, names: Record<string, string>, entries: AwaitedEntry[]): string {
  if (person === 'organizer') return t('organizer')
  const name = names[person] ?? person
  const asAdmiral = entries.find((e) => e.playerIds.length === 0 && e.team !== null)
  return asAdmiral && !entries.some((e) => e.playerIds.includes(person)) ? t('teamGrandAdmiral', { name, team: asAdmiral.team! }) : name
}

function awaitedFields(
  t: T,
  people: string[],
  entries: AwaitedEntry[],
  names: Record<string, string>,
  grandAdmirals: Record<TeamId, string>,
): NonNullable<DiscordEmbed['fields']> {
  const fields = people.map((person) => {
    const teams = { empire: { grandAdmiral: grandAdmirals.empire }, rebels: { grandAdmiral: grandAdmirals.rebels } }
    const theirs = entries.filter((e) => awaitedPeople({ teams }, [e]).includes(person))
    const duties = [
      ...new Set(theirs.map((e) => (e.systemId ? t('dutyAt', { duty: t(`duty.${e.duty}`), system: systemName(e.systemId) }) : t(`duty.${e.duty}`)))),
    ]
    return { name: personWords(t, person, names, theirs), value: duties.join(', ') || '…' }
  })
  if (fields.length <= DISCORD_LIMITS.fields) return fields
  const shown = fields.slice(0, DISCORD_LIMITS.fields - 1)
  return [...shown, { name: '…', value: t('more', { count: fields.length - shown.length }) }]
}

/**
 * The week's games as one field of the "your move" digest ("Leia v. Vader, Friday 20:00, at the club"); none
 * without games. The time is Discord's own timestamp markup, which each reader's app shows in their zone.
 */
export function weekGamesFields(t: T, games: readonly ScheduledGame[]): NonNullable<DiscordEmbed['fields']> {
  if (games.length === 0) return []
  const lines = games.map((g) =>
    t('gameLine', {
      first: g.players[0],
      second: g.players[1],
      when: `<t:${Math.floor(Date.parse(g.startsAt) / 1000)}:F>`,
      place: g.venue.kind === 'online' ? t('online') : g.venue.place,
    }),
  )
  return [{ name: t('weekGames'), value: lines.join('\n') }]
}

function mentions(people: string[], ids: Record<string, string>): string[] {
  return [...new Set(people.map((p) => ids[p]).filter((id): id is string => id !== undefined))]
}

function message(embeds: DiscordEmbed[], mentioned: string[], extra: Partial<DiscordMessage> = {}): DiscordMessage {
  return withinDiscordLimits({
    ...(mentioned.length > 0 ? { content: mentioned.map((id) => `<@${id}>`).join(' ') } : {}),
    embeds,
    allowed_mentions: { parse: [], users: mentioned },
    ...extra,
  })
}

export async function discordPost(input: ResolvedNotice, ctx: PostContext): Promise<DiscordPost> {
  const t = translator(input.kind === 'change' || input.kind === 'correction' ? input.notice.language : input.language)
  const link = ctx.link ?? undefined
  const footer = { text: t('footer') }
  if (input.kind === 'test') {
    return {
      message: message([{ title: input.campaign, url: link, description: t('test', { campaign: input.campaign }), color: NEUTRAL_COLOUR, footer }], []),
      files: [],
    }
  }
  if (input.kind === 'correction') {
    const n = input.notice
    const lines = [...n.withdrawn.map((e) => t('withdrawn', { what: eventWords(t, e, n.names) })), t('backAt', { where: whereWords(t, n.step) })]
    return {
      message: message([{ title: `${n.campaign}: ${t('correction')}`, url: link, description: lines.join('\n'), color: NEUTRAL_COLOUR, footer }], []),
      files: [],
    }
  }
  if (input.kind === 'reminder') {
    const fields = awaitedFields(t, input.people, input.awaited, input.names, input.grandAdmirals)
    return {
      message: message(
        [{ title: `${input.campaign}: ${t('reminder')}`, url: link, fields, color: NEUTRAL_COLOUR, footer }],
        mentions(input.people, ctx.discordIds),
      ),
      files: [],
    }
  }
  const n = input.notice
  const embeds: DiscordEmbed[] = []
  const winner = n.events.find((e) => e.kind === 'result-confirmed' || e.kind === 'campaign-ended')
  const colour =
    winner?.kind === 'result-confirmed'
      ? colourOf(winner.winner)
      : winner?.kind === 'campaign-ended' && winner.standings.winner
        ? colourOf(winner.standings.winner)
        : NEUTRAL_COLOUR
  if (n.events.length > 0) {
    const ended = n.events.find((e) => e.kind === 'campaign-ended')
    const standings =
      ended?.kind === 'campaign-ended'
        ? (['empire', 'rebels'] as const).map((team) => {
            const cp = ended.standings.cp[team]
            return {
              name: t('team', { team }),
              value: t('standing', { first: cp.byAct[0], second: cp.byAct[1], third: cp.byAct[2], pivotal: cp.pivotal, total: cp.total }),
            }
          })
        : undefined
    embeds.push({
      title: n.campaign,
      url: link,
      description: n.events.map((e) => eventWords(t, e, n.names)).join('\n'),
      color: colour,
      ...(standings ? { fields: standings } : {}),
      footer,
    })
  }
  if (n.awaited) {
    embeds.push({
      title: `${n.campaign}: ${t('yourMove')}`,
      url: link,
      description: t('step', { where: whereWords(t, n.awaited.step) }),
      fields: [...awaitedFields(t, n.awaited.people, n.awaited.entries, n.names, n.grandAdmirals), ...weekGamesFields(t, ctx.weekGames ?? [])],
      color: NEUTRAL_COLOUR,
      footer,
    })
  }
  const files: DiscordPost['files'] = []
  let extra: Partial<DiscordMessage> = {}
  if (n.map) {
    const names = rewardShortNames(createTranslator({ locale: n.language, messages: MESSAGES[n.language], namespace: 'Terms' }))
    const svg = mapPictureSvg(n.preset, names, {
      control: n.map.control,
      battles: [],
      diplomatsMarks: [],
      caption: t('mapCaption', { campaign: n.campaign, act: roman(n.map.act), turn: n.map.turn }),
    })
    files.push({ name: 'map.png', type: 'image/png', data: await svgToPng(svg, ctx.mapWidth ?? 1500) })
    const first = embeds[0]
    if (first) first.image = { url: 'attachment://map.png' }
    else embeds.push({ title: n.campaign, url: link, image: { url: 'attachment://map.png' }, footer })
    extra = { attachments: [{ id: 0, filename: 'map.png' }] }
  }
  return { message: message(embeds, mentions(n.awaited?.people ?? [], ctx.discordIds), extra), files }
}
