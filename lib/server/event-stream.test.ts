// The event stream the production server writes itself (lib/server/event-stream.ts): the same access, limits,
// headers and events as the route it stands in for (R-SECRET: without the campaign's link, the same 404 as an
// unknown campaign).
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'
import type { CreateCampaignCommand } from '@/lib/campaign'
import { openStreams, STREAMS_PER_LINK } from './campaign-events'
import { createCampaign } from './create-campaign'
import { serveEventStream } from './event-stream'
import type { PageFollowers } from './page-follow'
import { regenerateLink } from './regenerate-link'
import { runCommand } from './run-command'
import { freshDb } from './testing/test-db'

const CREATE: CreateCampaignCommand = {
  type: 'create-campaign',
  name: 'Streamed Rim',
  preset: 'green-knight',
  players: { empire: ['Tarkin', 'Piett', 'Thrawn'], rebels: ['Leia', 'Ackbar', 'Mon'] },
  grandAdmirals: { empire: 0, rebels: 0 },
}

/** A page that follows by an overlay naming whose view and which language it was made for, and its query. */
const PROBE_FOLLOWERS: PageFollowers = {
  followers: {
    probe: async (_db, view, query, locale) =>
      query.get('bad') ? null : { version: view.version, rest: 'same', viewer: view.viewer.playerId ?? 'organizer', locale, query: query.toString() },
  },
  localeOf: ({ cookie }) => (/rim-locale=fr/.test(cookie ?? '') ? 'fr' : 'en'),
}

let db: Db
let close: () => void
let server: http.Server
let base: string
beforeEach(async () => {
  ;({ db, close } = freshDb())
  server = http.createServer((req, res) => {
    req.headers['x-rim-connection-address'] = req.socket.remoteAddress ?? ''
    serveEventStream(db, req, res, /^\/api\/campaigns\/([^/?]+)\/events(?:\?.*)?$/.exec(req.url!)![1]!, PROBE_FOLLOWERS)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterEach(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  close()
})

/** Opens the stream with `cookie`: its status, headers, the versions it hears, and every event in order. */
async function open(campaignId: string, cookie: string, search = '') {
  const abort = new AbortController()
  const response = await fetch(`${base}/api/campaigns/${campaignId}/events${search}`, { headers: { cookie }, signal: abort.signal })
  const versions: number[] = []
  const events: string[] = []
  let ended = Promise.resolve(true)
  if (response.status === 200) {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    ended = (async () => {
      for (;;) {
        const chunk = await reader.read()
        if (chunk.done) return true
        for (const match of chunk.value.matchAll(/^event: version\ndata: (\d+)$/gm)) versions.push(Number(match[1]))
        for (const match of chunk.value.matchAll(/^event: (\w+)\ndata: (.*)$/gm)) events.push(`${match[1]} ${match[2]}`)
      }
    })().catch(() => false)
  } else await response.arrayBuffer()
  return { response, versions, events, ended, abort: () => abort.abort() }
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10))
  expect(check()).toBe(true)
}

describe('the event stream written on the Node response', () => {
  it('sends the version at once, then each new one, uncompressed; and forgets the page once it leaves', async () => {
    const { campaignId, tokens } = createCampaign(db, CREATE)
    const leia = await open(campaignId, `rc_${campaignId}=${tokens['rebels-1']}`)
    expect(leia.response.status).toBe(200)
    expect(leia.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(leia.response.headers.get('content-encoding')).toBeNull()
    expect(leia.response.headers.get('content-security-policy')).toContain("default-src 'none'")
    await until(() => leia.versions.length === 1)
    expect(leia.versions).toEqual([1])
    runCommand(db, {
      campaignId,
      actor: { role: 'organizer' },
      command: { type: 'place-base', playerId: 'empire-1', systemId: 'dantooine' },
      expectedVersion: findCampaign(db, campaignId)!.version,
    })
    await until(() => leia.versions.length === 2)
    expect(leia.versions).toEqual([1, 2])
    const listening = openStreams()
    leia.abort()
    await until(() => openStreams() === listening - 1)
  })

  it("tells a page that follows by its overlay each version's overlay first, made from its viewer's view in their language", async () => {
    const { campaignId, tokens } = createCampaign(db, CREATE)
    const place = (playerId: string, systemId: string) =>
      runCommand(db, {
        campaignId,
        actor: { role: 'organizer' },
        command: { type: 'place-base', playerId, systemId } as never,
        expectedVersion: findCampaign(db, campaignId)!.version,
      })
    const leia = await open(campaignId, `rc_${campaignId}=${tokens['rebels-1']}; rim-locale=fr`, '?page=probe&since=1&system=hoth')
    const tarkin = await open(campaignId, `rc_${campaignId}=${tokens['empire-1']}`, '?page=probe&since=1')
    // Opened at the version its page was drawn at: the version alone, no overlay owed.
    await until(() => leia.versions.length === 1 && tarkin.versions.length === 1)
    expect(leia.events).toEqual(['version 1'])
    place('empire-1', 'dantooine')
    await until(() => leia.versions.length === 2 && tarkin.versions.length === 2)
    expect(leia.events.slice(1)).toEqual([
      `follow ${JSON.stringify({ version: 2, rest: 'same', viewer: 'rebels-1', locale: 'fr', query: 'system=hoth' })}`,
      'version 2',
    ])
    expect(tarkin.events.slice(1)).toEqual([`follow ${JSON.stringify({ version: 2, rest: 'same', viewer: 'empire-1', locale: 'en', query: '' })}`, 'version 2'])
    // A page drawn before the version the stream opens at gets that version's overlay at once (a reconnection).
    const late = await open(campaignId, `rc_${campaignId}=${tokens['rebels-2']}`, '?page=probe&since=1')
    await until(() => late.versions.length === 1)
    expect(late.events).toEqual([`follow ${JSON.stringify({ version: 2, rest: 'same', viewer: 'rebels-2', locale: 'en', query: '' })}`, 'version 2'])
    for (const s of [leia, tarkin, late]) s.abort()
  })

  it('tells versions alone to a page that offers no overlay, names none the server knows, or whose query is not its own', async () => {
    const { campaignId, tokens } = createCampaign(db, CREATE)
    const cookie = `rc_${campaignId}=${tokens['rebels-1']}`
    const streams = await Promise.all(
      ['', '?page=nothing&since=1', '?page=constructor&since=1', '?page=__proto__', '?page=probe&since=1&bad=1'].map((q) => open(campaignId, cookie, q)),
    )
    await until(() => streams.every((s) => s.versions.length === 1))
    runCommand(db, {
      campaignId,
      actor: { role: 'organizer' },
      command: { type: 'place-base', playerId: 'empire-1', systemId: 'dantooine' },
      expectedVersion: 1,
    })
    await until(() => streams.every((s) => s.versions.length === 2))
    for (const s of streams) expect(s.events).toEqual(['version 1', 'version 2'])
    for (const s of streams) s.abort()
  })

  it('answers 404 without a link, with another campaign’s link, or with a replaced one, and ends that link’s streams', async () => {
    const { campaignId, tokens } = createCampaign(db, CREATE)
    const other = createCampaign(db, CREATE)
    expect((await open(campaignId, '')).response.status).toBe(404)
    expect((await open(campaignId, `rc_${campaignId}=${other.tokens.organizer}`)).response.status).toBe(404)
    expect((await open(campaignId, `rc_${other.campaignId}=${other.tokens.organizer}`)).response.status).toBe(404)
    expect((await open('no-such-campaign', `rc_no-such-campaign=${tokens.organizer}`)).response.status).toBe(404)
    const mon = await open(campaignId, `rc_${campaignId}=${tokens['rebels-3']}`)
    expect(mon.response.status).toBe(200)
    regenerateLink(db, { campaignId, actor: { role: 'organizer' }, subject: 'rebels-3' })
    expect(await mon.ended).toBe(true)
    expect((await open(campaignId, `rc_${campaignId}=${tokens['rebels-3']}`)).response.status).toBe(404)
  })

  it(`holds at most ${STREAMS_PER_LINK} streams per link, then answers 429 with when to try again`, async () => {
    const { campaignId, tokens } = createCampaign(db, CREATE)
    const cookie = `rc_${campaignId}=${tokens['empire-2']}`
    const streams = []
    for (let i = 0; i < STREAMS_PER_LINK; i++) streams.push(await open(campaignId, cookie))
    expect(streams.map((s) => s.response.status)).toEqual(Array(STREAMS_PER_LINK).fill(200))
    const refused = await open(campaignId, cookie)
    expect(refused.response.status).toBe(429)
    expect(refused.response.headers.get('retry-after')).toBe('30')
    for (const s of streams) s.abort()
  })
})
