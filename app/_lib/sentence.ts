// Sentences built from names may start with a lowercase name ("the Empire fourth fleet"): capitalise the first letter.
export function sentence(text: string): string {
  return text.charAt(0).toLocaleUpperCase('en') + text.slice(1)
}
