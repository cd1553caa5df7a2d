// French writes the first day of a month as an ordinal ("1er déc."), which Intl does not: a date it formats
// in French gets its "1er" here.
const FIRST = /(?<!\d)1 (?=(janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc)[a-zéû]*\.?(\s|$|,))/gu

export function firstOfMonth(text: string, locale: string): string {
  return locale.startsWith('fr') ? text.replace(FIRST, '1er ') : text
}
