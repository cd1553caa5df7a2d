// The translator the sentence-building functions of app/_lib take: over every namespace, so one argument
// reaches both a function's own namespace and the shared Terms. Get it with `await getTranslations()` on
// the server, `useTranslations()` in a component, or createTranslator({ locale, messages }) in a test.
import type { _Translator } from 'next-intl'
import type { Messages } from '@/app/_i18n/messages'

export type AppTranslator = _Translator<Messages>
