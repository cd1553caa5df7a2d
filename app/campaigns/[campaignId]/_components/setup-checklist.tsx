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

/**
 * R-SETUP-6: what is done and what is still missing before the campaign can start. Folded (its count alone)
 * unless `open`: for a player, "Your move" above already lists what is owed; the organizer follows it all.
 */
export function SetupChecklist({ items, playerName, open }: { items: ChecklistItem[]; playerName: (id: string) => string; open: boolean }) {
  const t = useTranslations('Setup.checklist')
  const missing = items.filter((i) => !i.done).length
  return (
    <details open={open} className="space-y-2 rounded border border-slate-300 bg-white p-4">
      <summary className="cursor-pointer">
        <h2 className="inline text-lg font-bold">{t('title')}</h2>
        <span className="block">{missing === 0 ? t('ready') : t('missing', { count: missing })}</span>
      </summary>
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
    </details>
  )
}
