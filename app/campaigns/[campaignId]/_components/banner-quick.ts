// The banner's one-tap finish as words an overlay carries (layout-overlay.ts), read back by the banner's line
// (banner-next-move.tsx): shared by the server that words it and the browser that draws it.

/** The one-tap finish as the overlay words it: the command, its fleet, the form's name and its button. */
export interface QuickFinish {
  type: string
  fleetId: string
  label: string
  submit: string
}

/** The overlay's keys of the one-tap finish (an empty type: none). */
export const QUICK_KEYS = { type: 'banner.quick.type', fleetId: 'banner.quick.fleetId', label: 'banner.quick.label', submit: 'banner.quick.submit' } as const

export function quickText(quick: QuickFinish | null): Record<string, string> {
  return {
    [QUICK_KEYS.type]: quick?.type ?? '',
    [QUICK_KEYS.fleetId]: quick?.fleetId ?? '',
    [QUICK_KEYS.label]: quick?.label ?? '',
    [QUICK_KEYS.submit]: quick?.submit ?? '',
  }
}

/** The one-tap finish an overlay carries, or null. */
export function quickOf(text: Record<string, string>): QuickFinish | null {
  const type = text[QUICK_KEYS.type]
  return type ? { type, fleetId: text[QUICK_KEYS.fleetId] ?? '', label: text[QUICK_KEYS.label] ?? '', submit: text[QUICK_KEYS.submit] ?? '' } : null
}
