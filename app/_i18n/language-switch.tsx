import { getLocale, getTranslations } from 'next-intl/server'
import { chooseLanguage } from './actions'
import { LOCALES } from './locales'

/** On every page (in the header): each language named in itself, the current one marked. Works without script. */
export async function LanguageSwitch() {
  const locale = await getLocale()
  const t = await getTranslations('Common.language')
  return (
    <form action={chooseLanguage} aria-label={t('label')} className="flex items-center gap-1 text-sm">
      {LOCALES.map((option) => (
        <button
          key={option}
          type="submit"
          name="locale"
          value={option}
          lang={option}
          aria-pressed={option === locale}
          className="min-h-11 min-w-11 rounded px-2 text-on-bar underline-offset-4 aria-pressed:font-bold aria-pressed:underline hover:bg-on-bar/15"
        >
          {t(`name.${option}`)}
        </button>
      ))}
    </form>
  )
}
