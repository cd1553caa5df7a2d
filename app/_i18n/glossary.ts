// The group's own vocabulary (from the French rules text the campaign is played with). Every pair of
// messages is checked against it (glossary.test.ts): where the English says the term, the French says its
// counterpart. Card, objective, system and token names stay as the players know them (mostly English).
export interface GlossaryTerm {
  /** Matched in the English message, whole words, case-insensitive. */
  en: RegExp
  /** Must then appear in the French message. */
  fr: RegExp
  /** Other French words for the same thing, said nowhere in the French catalogue: one term, one form. */
  others?: RegExp
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  { en: /\bcampaigns?\b/i, fr: /campagnes?/i },
  { en: /\bacts?\b/i, fr: /actes?/i },
  { en: /\bcampaign turns?\b/i, fr: /tours? de campagne/i },
  { en: /\bstrategy phase\b/i, fr: /phase de stratégie/i },
  { en: /\bbattle phase\b/i, fr: /phase de bataille/i },
  { en: /\bmanagement phase\b/i, fr: /phase de gestion/i },
  { en: /\bsystems?\b/i, fr: /systèmes?/i },
  { en: /\bzones?\b/i, fr: /zones?/i },
  { en: /\bbases?\b/i, fr: /bases?/i },
  { en: /\bpresences?\b/i, fr: /présences?/i },
  { en: /\btokens?\b/i, fr: /pions?/i },
  // Fleet Support and Fleet Command are upgrade types, named as on the cards.
  { en: /\bfleets?\b(?! (support|command))/i, fr: /flottes?/i },
  { en: /\bfleet points\b/i, fr: /points de flotte|pts de flotte/i },
  { en: /\bcampaign points\b/i, fr: /points de campagne/i, others: /\bpts de campagne\b/i },
  { en: /\bXP\b/, fr: /\bXP\b/ },
  { en: /\bveterans?\b/i, fr: /vétérans?/i },
  { en: /\bGrand Admirals?\b/i, fr: /Grands? Amira(l|ux)/i },
  { en: /\bobjectives?\b/i, fr: /objectifs?/i },
  // The French rules keep the game's word ("pion scarred", "scar token"): never "cicatrice".
  { en: /\bscars?\b|\bscarred\b/i, fr: /scarred/i, others: /cicatrices?/i },
  // The French rules text keeps the English name.
  { en: /\bpivotal battles?\b/i, fr: /Pivotal Battles?/i, others: /\bbatailles? pivots?\b/i },
  { en: /\brefit(s|ted|ting)?\b/i, fr: /\brefits?\b/i, others: /\bradoub|\brefonte/i },
  { en: /\bCP\b/, fr: /\bCP\b|points de campagne/, others: /\bPC\b/ },
  // Written out in full: the map's key explains its short names, the sentences never use them.
  { en: /\bFleet Command\b/, fr: /\bFleet Command\b/, others: /\bFleet Cmd\b/ },
  { en: /\borganizers?\b/i, fr: /organisat(eur|rice)s?/i },
  { en: /\bsquadrons?\b/i, fr: /escadrons?/i },
  { en: /\bships?\b/i, fr: /vaisseaux?/i },
  { en: /\bupgrades?\b/i, fr: /améliorations?/i },
  { en: /\bRebels\b/, fr: /Rebelles/ },
  { en: /\bEmpire\b/, fr: /Empire/ },
]

/** Keys holding names the players know in English (upgrade types, tokens, conditions): not sentences. */
export const NAME_KEYS: readonly string[] = ['Terms.reward.', 'Terms.token.', 'Terms.condition.', 'Terms.subZone.']
