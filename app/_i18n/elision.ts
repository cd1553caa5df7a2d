// French elides "de" before a vowel ("la flotte d’Ackbar", not "de Ackbar"). A name is data, so the message
// cannot know; this says whether it starts with a vowel, for messages that take an `elision` argument.
export function elision(name: string): 'vowel' | 'consonant' {
  return /^[aeiouyàâäéèêëîïôöùûü]/i.test(name.normalize('NFC').trim()) ? 'vowel' : 'consonant'
}
