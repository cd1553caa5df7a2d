// R-SSRF of issue 25: anyone can create a campaign, so the server posts only to Discord's webhook hosts over
// HTTPS, at /api/webhooks/…; an operator may allow other hosts (DISCORD_WEBHOOK_EXTRA_HOSTS, a comma-separated
// list of host[:port], which may then be reached over http too, as the tests' local fake Discord is).
export const DISCORD_HOSTS = ['discord.com', 'discordapp.com', 'ptb.discord.com', 'canary.discord.com', 'ptb.discordapp.com', 'canary.discordapp.com']

export type WebhookRefusal = 'not-an-address' | 'not-https' | 'host' | 'path' | 'credentials'

export type WebhookCheck = { ok: true; url: string } | { ok: false; reason: WebhookRefusal }

function extraHosts(): string[] {
  return (process.env.DISCORD_WEBHOOK_EXTRA_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => h.length > 0)
}

export function checkWebhookAddress(input: string): WebhookCheck {
  let url: URL
  try {
    url = new URL(input.trim())
  } catch {
    return { ok: false, reason: 'not-an-address' }
  }
  if (url.username || url.password) return { ok: false, reason: 'credentials' }
  const extra = extraHosts().includes(url.host.toLowerCase())
  if (!extra) {
    if (url.protocol !== 'https:') return { ok: false, reason: 'not-https' }
    // url.host keeps a port that is not the protocol's default: Discord is only on 443.
    if (!DISCORD_HOSTS.includes(url.host.toLowerCase())) return { ok: false, reason: 'host' }
  } else if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, reason: 'not-https' }
  }
  if (!/^\/api\/(v\d+\/)?webhooks\/\d{1,30}\/[\w-]{1,200}\/?$/.test(url.pathname)) return { ok: false, reason: 'path' }
  url.hash = ''
  url.search = ''
  return { ok: true, url: url.toString() }
}

/** How the organizer sees the saved address: its host and its last four characters, never the token. */
export function maskedWebhook(url: string): string {
  const parsed = new URL(url)
  return `${parsed.host}/…${url.slice(-4)}`
}
