// What a reader meets on a page, read from the HTML the server sends rather than from a browser: the text
// (scripts, styles and comments left out; a line per block, as a browser's innerText breaks it), the title, and
// the labels and hints of controls. Specs that check words read pages this way, many at once, and keep a
// browser for what only a browser draws.
import { expect, request, type APIRequestContext } from '@playwright/test'

const BLOCKS =
  'address|article|aside|blockquote|br|caption|dd|details|dialog|div|dl|dt|fieldset|figcaption|figure|footer|form|h[1-6]|header|hr|li|main|nav|ol|option|p|pre|section|select|summary|table|tbody|td|tfoot|th|thead|title|tr|ul'
const BLOCK_TAG = new RegExp(`<\\/?(?:${BLOCKS})\\b[^>]*>`, 'gi')
const ATTRIBUTE = /\s(?:aria-label|placeholder|title|alt)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  hellip: '…',
  mdash: '—',
  ndash: '–',
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

/** The readable text of an HTML document: its text a line per block, then its controls' labels and hints. */
export function readableHtmlText(html: string): string {
  const stripped = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, '')
  const attributes = [...stripped.matchAll(ATTRIBUTE)].map((m) => decodeEntities(m[1] ?? m[2] ?? ''))
  const text = decodeEntities(stripped.replace(BLOCK_TAG, '\n').replace(/<[^>]*>/g, ''))
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
  return [...text, ...attributes].join('\n')
}

/** A person's session over plain HTTP, opened by their personal link, their browser asking for `locale`. */
export async function httpReader(baseURL: string, link: string, locale = 'en-US'): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { 'accept-language': `${locale},${locale.split('-')[0]};q=0.9` } })
  expect((await context.get(link)).status()).toBe(200)
  return context
}

/** Each page's status and HTML, fetched a few at a time (`null` for a page that does not exist at this stage). */
export async function fetchPages(context: APIRequestContext, paths: readonly string[], atOnce = 3): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>()
  let next = 0
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!
      const response = await context.get(path)
      if (response.status() === 404) out.set(path, null)
      else {
        expect(response.status(), path).toBe(200)
        out.set(path, await response.text())
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(atOnce, paths.length) }, worker))
  return new Map(paths.map((p) => [p, out.get(p) ?? null]))
}
