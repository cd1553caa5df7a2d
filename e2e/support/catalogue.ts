// The app's own words, for specs that drive a page in either language: a label is found by its key in the
// catalogue the page speaks, so the same journey runs in English and in French.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'

type Tree = { [key: string]: string | Tree }
export type Locale = 'en' | 'fr'

const cache = new Map<Locale, Tree>()

function catalogue(locale: Locale): Tree {
  let tree = cache.get(locale)
  if (!tree) {
    tree = {}
    const dir = join(process.cwd(), 'app/_i18n/messages', locale)
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const namespace = file.replace('.json', '').replace(/(^|-)(\w)/g, (_, _dash: string, c: string) => c.toUpperCase())
      tree[namespace] = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Tree
    }
    cache.set(locale, tree)
  }
  return tree
}

/** The message at `key` ("Home.create.submit") in `locale`, formatted with `values`. */
export function say(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  let node: string | Tree | undefined = catalogue(locale)
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
  if (typeof node !== 'string') throw new Error(`no message ${key} in ${locale}`)
  return String(new IntlMessageFormat(node, locale).format(values))
}
