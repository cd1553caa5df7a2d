import { TEAM_NAMES } from '@/app/_lib/words'
import type { ChecklistItem } from '@/lib/campaign'

function label(item: ChecklistItem, name: (id: string) => string): string {
  switch (item.kind) {
    case 'base-placed':
      return `${name(item.playerId)} has placed a base (R-SETUP-4)`
    case 'defenses-assigned':
      return `${TEAM_NAMES[item.team]} bases each have a Base Defense objective (R-SETUP-5)`
    case 'fleet-and-commander':
      return `${name(item.playerId)} has a legal fleet and a task force commander (R-SETUP-2)`
    case 'fourth-fleet':
      return `${TEAM_NAMES[item.team]} fourth fleet is built with its commander (R-SETUP-3)`
  }
}

/** R-SETUP-6: what is done and what is still missing before the campaign can start. */
export function SetupChecklist({ items, playerName }: { items: ChecklistItem[]; playerName: (id: string) => string }) {
  const missing = items.filter((i) => !i.done).length
  return (
    <section aria-labelledby="checklist-title" className="space-y-2 rounded border border-slate-300 bg-white p-4">
      <h2 id="checklist-title" className="text-lg font-bold">
        Setup checklist
      </h2>
      <p>{missing === 0 ? 'Everything is ready.' : `${missing} item${missing === 1 ? '' : 's'} missing before the campaign can start (R-SETUP-6).`}</p>
      <ul className="space-y-1">
        {items.map((item) => {
          const text = label(item, playerName)
          return (
            <li key={text} className="flex gap-2">
              <span aria-hidden="true">{item.done ? '✔' : '✘'}</span>
              <span>
                <span className="sr-only">{item.done ? 'Done: ' : 'Missing: '}</span>
                {text}
              </span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
