'use client'
import { useTranslations } from 'next-intl'

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('Common.error')
  return (
    <section className="space-y-3" role="alert">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p>{t('body')}</p>
      <button type="button" onClick={reset} className="rounded bg-slate-900 px-4 py-2 text-white">
        {t('retry')}
      </button>
    </section>
  )
}
