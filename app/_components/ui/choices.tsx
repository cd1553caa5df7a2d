// One choice among options whose words run long (a replacement ship with its points and what it needs, an
// upgrade and the ship it moves to): radio buttons whose labels wrap, where a select would cut them on a phone.

export interface Choice {
  value: string
  label: React.ReactNode
}

export interface ChoiceGroup {
  /** Said above its options, as the legend of their own group; null for options that need no heading. */
  heading: React.ReactNode | null
  /** Folds the group under this line, opened with a tap: for long groups (a fleet's every replacement ship). */
  folded?: React.ReactNode
  options: readonly Choice[]
}

/** A fieldset of radios named `name`, nothing chosen at first; options in groups under headings. */
export function Choices({ legend, name, groups }: { legend: React.ReactNode; name: string; groups: readonly ChoiceGroup[] }) {
  return (
    <fieldset className="space-y-1">
      <legend className="font-semibold">{legend}</legend>
      {groups.map((group, g) => {
        const radios = group.options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 py-1">
            <input type="radio" name={name} value={o.value} className="h-5 w-5 shrink-0" />
            <span className="min-w-0 break-words">{o.label}</span>
          </label>
        ))
        // A heading is the legend of its own group, so each radio is named within it ("to the Raider", under
        // "Gunnery Team on the Victory").
        const body = group.heading ? (
          <fieldset className="space-y-0.5">
            <legend className={group.folded ? 'sr-only' : 'pt-1 text-sm font-semibold text-slate-700'}>{group.heading}</legend>
            {radios}
          </fieldset>
        ) : (
          <div className="space-y-0.5">{radios}</div>
        )
        return group.folded ? (
          <details key={g} className="rounded border border-slate-300 px-2">
            <summary className="cursor-pointer py-2 font-semibold">{group.folded}</summary>
            {body}
          </details>
        ) : (
          <div key={g}>{body}</div>
        )
      })}
    </fieldset>
  )
}
