export interface FoundChromium {
  path: string
  source: 'CHROMIUM_PATH' | 'PATH' | 'Playwright' | '@sparticuz/chromium'
  /** What to add to the browser's environment. */
  env: Record<string, string>
}

type Env = Record<string, string | undefined>
type Run = (command: string, args: string[], options?: object) => string | Buffer

export const PACKAGED_CHROMIUM: { name: string; version: string }
export const SYSTEM_NAMES: string[]
export const FIX: string
export function cacheDir(env?: Env): string
export function findChromium(options?: { env?: Env; playwrightPath?: string | null }): FoundChromium | null
export function installPackagedChromium(options?: { env?: Env; run?: Run; log?: (line: string) => void }): FoundChromium
export function ensureChromium(options?: { env?: Env; playwrightPath?: string | null; run?: Run; log?: (line: string) => void }): FoundChromium
