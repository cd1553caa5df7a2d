'use client'
// The instance's creation passphrase (CREATION_PASSPHRASE), asked only where the operator set one.
import { useTranslations } from 'next-intl'
import { Field } from './ui/field'

/** The form field's name, as lib/server/creation-passphrase.ts reads it (PASSPHRASE_FIELD). */
const NAME = 'passphrase'
const MAX_LENGTH = 200

export function PassphraseField({ required }: { /** The operator set a passphrase. */ required: boolean }) {
  const t = useTranslations('Home.passphrase')
  if (!required) return null
  return (
    <Field label={<span className="font-semibold">{t('label')}</span>} hint={t('hint')}>
      {(control) => <input {...control} type="password" name={NAME} required maxLength={MAX_LENGTH} autoComplete="current-password" />}
    </Field>
  )
}
