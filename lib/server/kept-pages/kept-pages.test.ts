// Kept pages (lib/server/kept-pages): a campaign page asked again at the same state by the same link is sent as
// it was, with a nonce of its own, instead of being rendered again; anything that could change the page (a
// command, an undo, a replaced link, a Discord id, another language, another link) gets a new render; one
// link's answer never reaches another link (R-SECRET). A real HTTP server, whose "renderer" stands for Next.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync, gzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'
import { createDemoCampaign } from '../demo/demo-campaign'
import { newNonce } from '../http/content-security-policy'
import { setOwnDiscordId } from '../notices/discord-settings'
import { regenerateLink } from '../regenerate-link'
import { runCommand } from '../run-command'
import { freshDb } from '../testing/test-db'
import { undoLastCommand } from '../undo-last-command'
import { KeptAnswers, keptAnswer } from './kept-answers'
import { serveKeptPage } from './serve-kept-pages'

let db: Db
let close: () => void
let server: Server
let base: string
let answers: KeptAnswers
let renders: string[]
/** What the stand-in renderer answers next: a status, a cookie to set. */
let answerStatus = 200
let setsCookie = false
/** An error thrown while the page streamed, as Next's payload carries it. */
let streamedError = false

/** Stands for Next: a page naming who asked (by cookie), its state's version and a render count, under a fresh nonce. */
function render(req: IncomingMessage, res: ServerResponse) {
  const campaignId = /^\/campaigns\/([^/?]+)/.exec(req.url ?? '')?.[1] ?? ''
  const who = /rc_[^=]+=([^;]+)/.exec(req.headers.cookie ?? '')?.[1] ?? 'nobody'
  renders.push(`${req.url} ${who}`)
  const nonce = newNonce()
  const failure = streamedError ? `<script nonce="${nonce}">self.__next_f.push([1,"7:E{\\"digest\\":\\"2317\\"}"])</script>` : ''
  const page = `<html><script nonce="${nonce}">go()</script><p>${who} v${findCampaign(db, campaignId)?.version} #${renders.length}</p><style nonce="${nonce}"></style>${failure}</html>`
  res.setHeader('content-security-policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; style-src 'self' 'nonce-${nonce}'`)
  res.setHeader('content-type', 'text/html; charset=utf-8')
  if (setsCookie) res.setHeader('set-cookie', 'x=1')
  res.statusCode = answerStatus
  const gzip = /gzip/.test(req.headers['accept-encoding'] ?? '')
  if (gzip) res.setHeader('content-encoding', 'gzip')
  const body = gzip ? gzipSync(page) : Buffer.from(page)
  // In two writes, as a streamed render is sent.
  res.write(body.subarray(0, 10))
  res.end(body.subarray(10))
}

beforeEach(async () => {
  ;({ db, close } = freshDb())
  answers = new KeptAnswers(8 * 1024 * 1024)
  renders = []
  answerStatus = 200
  setsCookie = false
  streamedError = false
  server = createServer((req, res) => {
    if (!serveKeptPage(db, answers, 'rim-locale', req, res)) render(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve))
  close()
})

async function get(path: string, cookie: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers: { cookie, 'accept-encoding': 'gzip', ...headers } })
  const text = await response.text()
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
  return { status: response.status, text, nonce, shown: /<p>(.*)<\/p>/.exec(text)?.[1], kept: response.headers.get('x-rim-kept') === '1' }
}

function demo() {
  const { campaignId, tokens } = createDemoCampaign(db)
  const cookie = (subject: string) => `rc_${campaignId}=${tokens[subject]}`
  const version = () => findCampaign(db, campaignId)!.version
  return { campaignId, tokens, cookie, version }
}

describe('kept pages', () => {
  it('sends a page asked again at the same state as it was, each time with a nonce of its own on its scripts', async () => {
    const { campaignId, cookie } = demo()
    const first = await get(`/campaigns/${campaignId}/map`, cookie('empire-1'))
    const again = await get(`/campaigns/${campaignId}/map`, cookie('empire-1'))
    const third = await get(`/campaigns/${campaignId}/map`, cookie('empire-1'))
    expect(renders).toHaveLength(1)
    expect([first.kept, again.kept, third.kept]).toEqual([false, true, true])
    expect(again.shown).toBe(first.shown)
    expect(third.shown).toBe(first.shown)
    expect(new Set([first.nonce, again.nonce, third.nonce]).size).toBe(3)
    for (const answer of [again, third]) {
      expect(answer.text).toContain(`<script nonce="${answer.nonce}">`)
      expect(answer.text).toContain(`<style nonce="${answer.nonce}">`)
      expect(answer.text).not.toContain(first.nonce)
    }
  })

  it('never sends one link’s page to another link: each player and the organizer get their own render (R-SECRET)', async () => {
    const { campaignId, cookie } = demo()
    const path = `/campaigns/${campaignId}`
    const empire = await get(path, cookie('empire-1'))
    const rebels = await get(path, cookie('rebels-1'))
    const organizer = await get(path, cookie('organizer'))
    const rebelsAgain = await get(path, cookie('rebels-1'))
    expect(renders).toHaveLength(3)
    expect(empire.shown).toContain(cookie('empire-1').split('=')[1])
    expect(rebels.shown).not.toBe(empire.shown)
    expect(organizer.shown).not.toBe(rebels.shown)
    expect(rebelsAgain.shown).toBe(rebels.shown)
  })

  it('renders again after a command, after an undo, and after a player sets their Discord id', async () => {
    const { campaignId, cookie, version } = demo()
    const path = `/campaigns/${campaignId}/turn`
    const player = cookie('empire-1')
    await get(path, player)
    runCommand(db, { campaignId, actor: { role: 'organizer' }, command: { type: 'set-campaign-language', language: 'fr' }, expectedVersion: version() })
    const afterCommand = await get(path, player)
    expect(renders).toHaveLength(2)
    expect(afterCommand.shown).toContain(`v${version()}`)
    undoLastCommand(db, { campaignId, actor: { role: 'organizer' }, expectedVersion: version() })
    const afterUndo = await get(path, player)
    expect(renders).toHaveLength(3)
    expect(afterUndo.shown).toContain(`v${version()}`)
    setOwnDiscordId(db, { campaignId, actor: { role: 'player', playerId: 'empire-1' }, discordUserId: '123456789012345678' })
    await get(path, player)
    expect(renders).toHaveLength(4)
    await get(path, player)
    expect(renders).toHaveLength(4)
  })

  it('sends nothing kept for a replaced link, and renders for the new one', async () => {
    const { campaignId, cookie } = demo()
    const path = `/campaigns/${campaignId}`
    const old = cookie('rebels-1')
    await get(path, old)
    const token = regenerateLink(db, { campaignId, actor: { role: 'organizer' }, subject: 'rebels-1' })
    await get(path, old)
    expect(renders).toHaveLength(2)
    await get(path, `rc_${campaignId}=${token}`)
    expect(renders).toHaveLength(3)
    expect(renders[2]).toContain(token)
  })

  it('renders again for another language, another compression, another refresh of the router', async () => {
    const { campaignId, cookie } = demo()
    const path = `/campaigns/${campaignId}/history`
    const player = cookie('empire-2')
    await get(path, player)
    await get(path, `${player}; rim-locale=fr`)
    await get(path, player, { 'accept-language': 'fr' })
    const plain = await get(path, player, { 'accept-encoding': 'identity' })
    expect(plain.text).toContain('<p>')
    await get(path, player, { rsc: '1', 'next-router-state-tree': '%5B%22%22%5D' })
    await get(path, player, { rsc: '1', 'next-router-state-tree': '%5B%22x%22%5D' })
    expect(renders).toHaveLength(6)
    await get(path, `${player}; rim-locale=fr`)
    await get(path, player, { rsc: '1', 'next-router-state-tree': '%5B%22x%22%5D' })
    expect(renders).toHaveLength(6)
  })

  it('keeps only the listed pages, answered 200 without a cookie set, for a valid link of that campaign', async () => {
    const { campaignId, cookie } = demo()
    const other = demo()
    const player = cookie('empire-1')
    const notKept = ['/organizer', '/fleets/empire-1/refit', '/fleets/roster', '/fleets/empire-1/roster', '/pivotal/briefing', '/export'].map(
      (p) => `/campaigns/${campaignId}${p}`,
    )
    for (const path of [...notKept, '/']) {
      await get(path, cookie('organizer'))
      await get(path, cookie('organizer'))
    }
    expect(renders).toHaveLength(14)
    renders = []
    // Another campaign's link, or none, is never taken for this campaign's.
    await get(`/campaigns/${campaignId}`, other.cookie('empire-1').replace(other.campaignId, campaignId))
    await get(`/campaigns/${campaignId}`, other.cookie('empire-1').replace(other.campaignId, campaignId))
    await get(`/campaigns/${campaignId}`, '')
    await get(`/campaigns/${campaignId}`, '')
    // A request naming the campaign's cookie twice: which of the two a render would read is left to Next.
    const twice = `${player}; ${cookie('rebels-1')}`
    await get(`/campaigns/${campaignId}`, twice)
    await get(`/campaigns/${campaignId}`, twice)
    expect(renders).toHaveLength(6)
    renders = []
    answerStatus = 404
    await get(`/campaigns/${campaignId}/summary`, player)
    await get(`/campaigns/${campaignId}/summary`, player)
    answerStatus = 200
    setsCookie = true
    await get(`/campaigns/${campaignId}/fleets`, player)
    await get(`/campaigns/${campaignId}/fleets`, player)
    expect(renders).toHaveLength(4)
    // A page whose render failed after its status was sent: a 200 that carries the error, sent once.
    setsCookie = false
    streamedError = true
    await get(`/campaigns/${campaignId}/map`, player)
    streamedError = false
    const retried = await get(`/campaigns/${campaignId}/map`, player)
    expect(retried.kept).toBe(false)
    expect(retried.text).not.toContain('digest')
    renders.splice(4, 2)
    const response = await fetch(`${base}/campaigns/${campaignId}/fleets`, { method: 'POST', headers: { cookie: player } })
    await response.text()
    expect(renders).toHaveLength(5)
  })
})

describe('the answers kept', () => {
  const answer = (bytes: number) => keptAnswer([['content-type', 'text/html']], Buffer.alloc(bytes - 512, 'a'), null, null)!

  it('holds at most its bytes, the least recently used dropped first', () => {
    const kept = new KeptAnswers(10_000)
    kept.set('a', 'c1', [1, 0], answer(1200))
    kept.set('b', 'c2', [1, 0], answer(1200))
    kept.get('a')
    for (let i = 0; i < 7; i++) kept.set(`x${i}`, `c${i + 3}`, [1, 0], answer(1200))
    expect(kept.heldBytes).toBeLessThanOrEqual(10_000)
    expect(kept.get('a')).toBeDefined()
    expect(kept.get('b')).toBeUndefined()
  })

  it('keeps only the answers of a campaign’s latest state, and nothing of an older one rendered late', () => {
    const kept = new KeptAnswers(1_000_000)
    kept.set('v1-empire', 'c', [100, 0], answer(600))
    kept.set('v1-rebels', 'c', [100, 0], answer(600))
    kept.set('v2-empire', 'c', [200, 0], answer(600))
    expect(kept.get('v1-empire')).toBeUndefined()
    expect(kept.get('v1-rebels')).toBeUndefined()
    kept.set('v1-late', 'c', [100, 0], answer(600))
    expect(kept.get('v1-late')).toBeUndefined()
    kept.set('v2-side-write', 'c', [200, 1], answer(600))
    expect(kept.get('v2-empire')).toBeUndefined()
    expect(kept.size).toBe(1)
  })

  it('keeps no answer that carries an error thrown as it streamed, in an RSC payload or in a page', () => {
    expect(keptAnswer([], Buffer.from('0:{"b":"x"}\n7:E{"digest":"NEXT_HTTP_ERROR_FALLBACK;404"}\n'), null, null)).toBeNull()
    expect(keptAnswer([], Buffer.from('<script>self.__next_f.push([1,"7:E{\\"digest\\":\\"2317\\"}"])</script>'), null, null)).toBeNull()
    expect(keptAnswer([], Buffer.from('<p>digest of the turn</p>'), null, null)).not.toBeNull()
  })

  it('decompresses what it keeps and cuts it at the nonce', () => {
    const nonce = 'abcdefghijklmnopqrstuvwx'
    const kept = keptAnswer([['content-security-policy', `'nonce-${nonce}'`]], gzipSync(`<a nonce="${nonce}"></a>`), 'gzip', nonce)!
    expect(kept.body.map(String)).toEqual(['<a nonce="', '"></a>'])
    expect(gunzipSync(gzipSync(Buffer.concat(kept.body))).toString()).toBe('<a nonce=""></a>')
  })
})
