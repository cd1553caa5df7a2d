import type { Metadata, Viewport } from 'next'
import { headers } from 'next/headers'
import Link from 'next/link'
import './globals.css'

export const metadata: Metadata = {
  title: { default: 'Rim Command', template: '%s · Rim Command' },
  description: 'Campaign manager for Rebellion in the Rim, with the Green Knight fixes.',
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 }

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Next puts the request's CSP nonce (proxy.ts) on its scripts only in a page rendered per request:
  // reading the request makes every page so. A page built once at build time would carry no nonce, and
  // its scripts would not run.
  await headers()
  return (
    <html lang="en">
      <body className="min-h-screen">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2">
          Skip to content
        </a>
        <header className="border-b border-slate-300 bg-slate-900 text-white print:hidden">
          <div className="mx-auto flex max-w-5xl items-center gap-4 px-4 py-3">
            <Link href="/" className="inline-flex min-h-11 items-center text-lg font-bold text-white no-underline">
              Rim Command
            </Link>
            <span className="text-sm text-slate-300">Rebellion in the Rim campaigns</span>
          </div>
        </header>
        <main id="main" className="mx-auto max-w-5xl px-4 py-6 print:max-w-none print:p-0">
          {children}
        </main>
      </body>
    </html>
  )
}
