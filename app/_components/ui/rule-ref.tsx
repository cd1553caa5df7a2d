// The rule behind a step, one tap away: a "why?" that opens to the rule's id in the rulebook, so the
// sentences themselves read without ids.
import { useTranslations } from 'next-intl'

export function RuleRef({ rule, className = '' }: { rule: string; className?: string }) {
  const t = useTranslations('Ui')
  return (
    <details className={`text-sm font-normal ${className}`}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-muted underline underline-offset-2">{t('why')}</summary>
      <p className="text-muted">{t('rule', { rule })}</p>
    </details>
  )
}
