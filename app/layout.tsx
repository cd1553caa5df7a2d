import type { Metadata, Viewport } from 'next'
import { headers } from 'next/headers'
import { Link } from '@/app/_components/link'
import { getLocale, getTranslations } from 'next-intl/server'
import { ClientMessages } from './_i18n/client-messages'
import { LanguageSwitch } from './_i18n/language-switch'
import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Common')
  return { title: { default: t('appName'), template: `%s · ${t('appName')}` }, description: t('metaDescription') }
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 }

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Next puts the request's CSP nonce (proxy.ts) on its scripts only in a page rendered per request:
  // reading the request makes every page so. A page built once at build time would carry no nonce, and
  // its scripts would not run.
  await headers()
  const locale = await getLocale()
  const t = await getTranslations('Common')
  return (
    <html lang={locale}>
      <body className="min-h-screen">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2">
          {t('skipToContent')}
        </a>
        <header className="border-b border-slate-300 bg-bar text-on-bar print:hidden">
          {/* One row on a phone (the tagline waits for a wider screen), so a page starts on its first screen. */}
          <div className="mx-auto flex max-w-5xl items-center gap-x-4 px-4 sm:py-2">
            <Link href="/" className="inline-flex min-h-11 items-center text-lg font-bold text-on-bar no-underline">
              {t('appName')}
            </Link>
            <span className="hidden text-sm text-on-bar-muted sm:inline">{t('tagline')}</span>
            <div className="ml-auto">
              <LanguageSwitch />
            </div>
          </div>
        </header>
        <main id="main" className="mx-auto max-w-5xl px-4 py-3 sm:py-6 print:max-w-none print:p-0">
          <ClientMessages namespaces={[]}>{children}</ClientMessages>
        </main>
      </body>
    </html>
  )
}
