import { useTranslations } from 'next-intl'

/** The campaign's own in-game effects, short (R-SCAR-EFFECT, R-VET-EFFECT, R-COND-EFFECT, R-RETREAT). */
export function Reminders() {
  const t = useTranslations('Briefing.reminders')
  return (
    <section aria-label={t('label')} className="break-inside-avoid space-y-1 border-t border-slate-400 pt-2">
      <h2 className="font-bold">{t('title')}</h2>
      <ul className="list-disc pl-5">
        <li>{t('scar')}</li>
        <li>{t('veteran')}</li>
        <li>{t('conditions')}</li>
        <li>{t('retreat')}</li>
      </ul>
    </section>
  )
}
