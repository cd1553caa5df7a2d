// Sentences built from names may start with a lowercase name ("the Empire fourth fleet", "la flotte de
// Leia"): capitalise the first letter, by the rules of the sentence's language.
export function sentence(text: string, locale: string = 'en'): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1)
}
