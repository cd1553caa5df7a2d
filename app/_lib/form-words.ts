// The form checks of lib/validation answer with codes ("too-long:40"); these are their words for the reader.
import { getTranslations } from 'next-intl/server'

export type FieldErrors = Record<string, string[]>

const CODES = [
  'name-missing',
  'too-long',
  'preset-missing',
  'points-era-missing',
  'players-missing',
  'grand-admiral-missing',
  'form-invalid',
  'form-stale',
  'system-missing',
  'system-unknown',
  'defense-missing',
  'defense-unknown',
] as const
type Code = (typeof CODES)[number]

export async function wordFieldErrors(fieldErrors: FieldErrors): Promise<FieldErrors> {
  const t = await getTranslations('Forms')
  const word = (problem: string) => {
    const [code = '', count = '0'] = problem.split(':')
    return (CODES as readonly string[]).includes(code) ? t(code as Code, { count: Number(count) }) : t('form-invalid', { count: 0 })
  }
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, problems]) => [field, problems.map(word)]))
}
