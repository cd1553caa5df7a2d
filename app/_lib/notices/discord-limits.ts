// Discord's limits on a webhook message (its API reference, "Embed Limits" and "Execute Webhook"): a message
// longer than these is refused whole with a 400, so every post is clipped to them before it is sent.
export const DISCORD_LIMITS = {
  content: 2000,
  embeds: 10,
  embedTotal: 6000,
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
} as const

export interface DiscordEmbed {
  title?: string
  url?: string
  description?: string
  color?: number
  fields?: { name: string; value: string; inline?: boolean }[]
  footer?: { text: string }
  image?: { url: string }
}

export interface DiscordMessage {
  content?: string
  embeds: DiscordEmbed[]
  /** Only the ids listed may be pinged: never @everyone, a role or anyone a name happens to spell. */
  allowed_mentions: { parse: []; users: string[] }
  attachments?: { id: number; filename: string }[]
}

/** Cuts `text` to `max` characters, ending with an ellipsis when cut (by code points, never inside a pair). */
export function clip(text: string, max: number): string {
  const chars = [...text]
  if (chars.length <= max) return text
  return `${chars.slice(0, max - 1).join('')}…`
}

function embedLength(e: DiscordEmbed): number {
  return (
    [...(e.title ?? '')].length +
    [...(e.description ?? '')].length +
    [...(e.footer?.text ?? '')].length +
    (e.fields ?? []).reduce((n, f) => n + [...f.name].length + [...f.value].length, 0)
  )
}

export function embedsLength(embeds: DiscordEmbed[]): number {
  return embeds.reduce((n, e) => n + embedLength(e), 0)
}

/** The message within every limit: each part clipped, then descriptions shortened until the total fits. */
export function withinDiscordLimits(message: DiscordMessage): DiscordMessage {
  const embeds = message.embeds.slice(0, DISCORD_LIMITS.embeds).map((e): DiscordEmbed => ({
    ...e,
    ...(e.title !== undefined ? { title: clip(e.title, DISCORD_LIMITS.title) } : {}),
    ...(e.description !== undefined ? { description: clip(e.description, DISCORD_LIMITS.description) } : {}),
    ...(e.footer ? { footer: { text: clip(e.footer.text, DISCORD_LIMITS.footer) } } : {}),
    ...(e.fields
      ? {
          fields: e.fields
            .slice(0, DISCORD_LIMITS.fields)
            .map((f) => ({ ...f, name: clip(f.name, DISCORD_LIMITS.fieldName), value: clip(f.value, DISCORD_LIMITS.fieldValue) })),
        }
      : {}),
  }))
  // Over the total: the longest descriptions give way first, then the fields from the end.
  let over = embedsLength(embeds) - DISCORD_LIMITS.embedTotal
  for (const e of [...embeds].sort((a, b) => (b.description?.length ?? 0) - (a.description?.length ?? 0))) {
    if (over <= 0) break
    if (!e.description) continue
    const keep = Math.max(1, [...e.description].length - over)
    over -= [...e.description].length - keep
    e.description = clip(e.description, keep)
  }
  for (const e of [...embeds].reverse()) {
    while (over > 0 && e.fields && e.fields.length > 0) {
      const f = e.fields.pop()!
      over -= [...f.name].length + [...f.value].length
    }
  }
  return { ...message, ...(message.content !== undefined ? { content: clip(message.content, DISCORD_LIMITS.content) } : {}), embeds }
}
