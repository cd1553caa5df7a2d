// The campaign file's body (issue 28: an import must not make other requests wait): the file and passphrase
// the route finds without the FormData reader must be exactly what the standard readers find.
import { describe, expect, it } from 'vitest'
import { campaignFileText, formParts } from './campaign-file-body'

/** A form as a browser sends it: the body's bytes and its content type. */
async function sent(form: FormData): Promise<{ body: Buffer; type: string }> {
  const request = new Request('http://localhost/import/file', { method: 'POST', body: form })
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! }
}

const text = (part: { data: Uint8Array } | undefined) => Buffer.from(part!.data).toString('utf8')

describe('formParts', () => {
  it('finds the file and the passphrase FormData finds, whatever the file holds', async () => {
    // Lines that look like a part's end, CRLFs, characters of two to four bytes.
    const contents = `{"name":"Éclat ✦ 🚀"}\r\n--\r\n------formdata-undici-0\r\n\r\n${'x'.repeat(3000)}\r\n`
    const form = new FormData()
    form.append('passphrase', 'mot de passe é')
    form.append('file', new Blob([contents], { type: 'application/json' }), 'campagne.json')
    const { body, type } = await sent(form)
    const parts = formParts(body, type)!
    const standard = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData()
    expect(parts.map((p) => [p.name, p.filename])).toEqual([
      ['passphrase', null],
      ['file', 'campagne.json'],
    ])
    expect(text(parts.find((p) => p.name === 'file'))).toBe(await (standard.get('file') as File).text())
    expect(text(parts.find((p) => p.name === 'passphrase'))).toBe(standard.get('passphrase'))
  })

  it('reads a field as a file exactly when FormData reads it as a file, an empty one included', async () => {
    const form = new FormData()
    form.append('file', new Blob([]), '')
    form.append('empty', new Blob([]), 'empty.json')
    form.append('other', 'file')
    const { body, type } = await sent(form)
    const standard = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData()
    const parts = formParts(body, type)!
    expect(parts.map((p) => [p.name, p.filename !== null, p.data.byteLength])).toEqual(
      [...standard.entries()].map(([name, value]) => [name, value instanceof File, value instanceof File ? value.size : Buffer.byteLength(value)]),
    )
  })

  it('reads nothing it cannot read as a whole form, which FormData then reads or refuses', async () => {
    const form = new FormData()
    form.append('file', new Blob(['{}']), 'c.json')
    const { body, type } = await sent(form)
    expect(formParts(body, 'multipart/form-data')).toBeNull()
    expect(formParts(body.subarray(0, body.length - 10), type)).toBeNull()
    expect(formParts(Buffer.from('{"format":"rim-command/campaign"}'), type)).toBeNull()
  })
})

describe('campaignFileText', () => {
  it('reads the text and passphrase of a file upload as FormData and File#text read them, a leading byte order mark dropped', async () => {
    const contents = '\uFEFF{"format":"rim-command/campaign","name":"Éclat 🚀"}'
    const form = new FormData()
    form.append('file', new Blob([contents]), 'c.json')
    form.append('passphrase', 'mot de passe é')
    const { body, type } = await sent(form)
    const standard = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData()
    expect(await campaignFileText(body, type, 'form')).toEqual({ text: await (standard.get('file') as File).text(), passphrase: standard.get('passphrase') })
  })

  it('reads a JSON body as Buffer#toString does, a byte order mark kept (JSON.parse then refuses it, as before)', async () => {
    const body = Buffer.from('\uFEFF{"a":"é"}')
    expect(await campaignFileText(body, 'application/json', 'json')).toEqual({ text: body.toString('utf8'), passphrase: null })
  })

  it('refuses an upload without a file, or with an empty one, as empty', async () => {
    for (const append of [(f: FormData) => f.append('file', 'not a file'), (f: FormData) => f.append('file', new Blob([]), 'c.json')]) {
      const form = new FormData()
      append(form)
      const { body, type } = await sent(form)
      await expect(campaignFileText(body, type, 'form')).rejects.toMatchObject({ code: 'BAD_FILE', detail: 'empty' })
    }
  })

  it('reads a form formParts cannot read with FormData, which refuses what is no form', async () => {
    await expect(campaignFileText(Buffer.from('no form at all'), 'multipart/form-data; boundary=x', 'form')).rejects.toMatchObject({
      code: 'BAD_FILE',
      detail: 'not-a-campaign-file',
    })
  })
})
