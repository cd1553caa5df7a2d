'use server'
import { cookies } from 'next/headers'
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from './locales'

/** The language switch: remembered by this browser; the page the person is on is shown again in it. */
export async function chooseLanguage(formData: FormData): Promise<void> {
  const locale = formData.get('locale')
  if (!isLocale(locale)) return
  ;(await cookies()).set(LOCALE_COOKIE, locale, { path: '/', sameSite: 'lax', httpOnly: true, maxAge: LOCALE_COOKIE_MAX_AGE })
}
