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

let db: Db
let close: () => void
let server: http.Server
let base: string
beforeEach(async () => {
  ;({ db, close } = freshDb())
  server = http.createServer((req, res) => {
    req.headers['x-rim-connection-address'] = req.socket.remoteAddress ?? ''
    serveEventStream(db, req, res, /^\/api\/campaigns\/([^/]+)\/events$/.exec(req.url!)![1]!)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterEach(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  close()
})

/** Opens the stream with `cookie`: its status, headers, and the versions it hears. */
async function open(campaignId: string, cookie: string) {
  const abort = new AbortController()
  const response = await fetch(`${base}/api/campaigns/${campaignId}/events`, { headers: { cookie }, signal: abort.signal })
  const versions: number[] = []
  let ended = Promise.resolve(true)
  if (response.status === 200) {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    ended = (async () => {
      for (;;) {
        const chunk = await reader.read()
        if (chunk.done) return true
        for (const match of chunk.value.matchAll(/^event: version\ndata: (\d+)$/gm)) versions.push(Number(match[1]))
      }
    })().catch(() => false)
  } else await response.arrayBuffer()
  return { response, versions, ended, abort: () => abort.abort() }
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
