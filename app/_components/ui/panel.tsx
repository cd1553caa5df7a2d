import { RuleRef } from './rule-ref'

// The frame of each kind of panel, kept here so a change of colour is made once.
const TONES = {
  default: 'border-line bg-surface',
  // An organizer's tool that overrides the rules, or a step that cannot be undone.
  warning: 'border-amber-600 bg-amber-50',
} as const

// A titled section of a page: the same frame everywhere, its heading naming it for screen readers.
export function Panel({
  id,
  title,
  children,
  className = '',
  tone = 'default',
  rule,
}: {
  id: string
  title: React.ReactNode
  children: React.ReactNode
  className?: string
  tone?: keyof typeof TONES
  /** The rule the section applies, behind its "why?". */
  rule?: string
}) {
  return (
    <section aria-labelledby={id} className={`space-y-2 rounded border p-3 ${TONES[tone]} ${className}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id={id} className="font-bold">
          {title}
        </h2>
        {rule ? <RuleRef rule={rule} /> : null}
      </div>
      {children}
    </section>
  )
}
