import { Link } from '@/app/_components/link'
import { getTranslations } from 'next-intl/server'

export default async function NotFound() {
  const t = await getTranslations('Common.notFound')
  return (
    <section className="space-y-3">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p>{t('body')}</p>
      <p>
        <Link href="/">{t('back')}</Link>
      </p>
    </section>
  )
}
