import { useTranslations } from 'next-intl'
import type { ChecklistItem } from '@/lib/campaign'

type ChecklistTranslator = ReturnType<typeof useTranslations<'Setup.checklist'>>

export function checklistLabel(t: ChecklistTranslator, item: ChecklistItem, name: (id: string) => string): string {
  switch (item.kind) {
    case 'base-placed':
    case 'fleet-and-commander':
      return t(item.kind, { player: name(item.playerId) })
    case 'defenses-assigned':
    case 'fourth-fleet':
      return t(item.kind, { team: item.team })
  }
}

/** R-SETUP-6: what is done and what is still missing before the campaign can start. */
export function SetupChecklist({ items, playerName }: { items: ChecklistItem[]; playerName: (id: string) => string }) {
  const t = useTranslations('Setup.checklist')
  const missing = items.filter((i) => !i.done).length
  return (
    <section aria-labelledby="checklist-title" className="space-y-2 rounded border border-slate-300 bg-white p-4">
      <h2 id="checklist-title" className="text-lg font-bold">
        {t('title')}
      </h2>
      <p>{missing === 0 ? t('ready') : t('missing', { count: missing })}</p>
      <ul className="space-y-1">
        {items.map((item) => {
          const text = checklistLabel(t, item, playerName)
          return (
            <li key={text} className="flex gap-2">
              <span aria-hidden="true">{item.done ? '✔' : '✘'}</span>
              <span>
                <span className="sr-only">{item.done ? t('done') : t('notDone')}</span>
                {text}
              </span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
