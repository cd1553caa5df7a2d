// The look of each kind and size of button, kept here so a change of colour or size is made once.
const VARIANTS = {
  primary: 'bg-slate-900 text-white hover:bg-slate-700',
  secondary: 'border border-slate-500 bg-white text-slate-900 hover:bg-slate-100',
  danger: 'bg-red-800 text-white hover:bg-red-700',
  // A removal that is easily redone (a card out of a draft): marked, but not shouting.
  'danger-secondary': 'border border-red-700 bg-white text-red-800 hover:bg-red-50',
} as const

// Both sizes keep a 44-pixel tap target.
const SIZES = {
  md: 'min-h-11 px-4 py-2 font-semibold',
  sm: 'min-h-11 min-w-11 px-2 py-1 text-sm',
} as const

export type ButtonVariant = keyof typeof VARIANTS
export type ButtonSize = keyof typeof SIZES

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className = '') {
  return `rounded disabled:opacity-60 ${SIZES[size]} ${VARIANTS[variant]} ${className}`.trim()
}
