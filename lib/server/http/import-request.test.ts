// The campaign file's body is read in steps (issue 28: an import must not make other requests wait), whole.
import { describe, expect, it } from 'vitest'
import { readBodyUpTo } from './import-request'

describe('readBodyUpTo', () => {
  const request = (body: Buffer) => new Request('http://localhost/import/file', { method: 'POST', body: new Uint8Array(body) })

  it('reads the whole body, in steps', async () => {
    const body = Buffer.alloc(3 * 1024 * 1024 + 7, 'campaign')
    const read = await readBodyUpTo(request(body), body.length)
    expect(read !== 'too-large' && read.equals(body)).toBe(true)
  })

  it('stops past the limit', async () => {
    expect(await readBodyUpTo(request(Buffer.alloc(2048)), 2047)).toBe('too-large')
  })
})
