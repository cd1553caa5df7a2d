// The look of a form control, the same on every page (a select or a text input filling its line).
export const FIELD_CLASS = 'mt-1 block w-full rounded border border-line bg-surface px-2 py-2'
