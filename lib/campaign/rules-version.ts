// The version of the rules this engine applies. A history written under an older version may not replay
// to the same state under this one (a rule was fixed since): such a history keeps the state it had.
// Raise it whenever a change to the engine changes what an existing history replays to.
//   1: the first engine.
//   2: Diplomats charged once per mark, reveals forgotten with their base, tabled worked out from the
//      elements, Ally forces recorded, Skilled Spacers only before pairing (and the other rule fixes of that release).
//   3: battles named by act, turn and order (`a1-t2-b1`), unique in the campaign; each turn's battles kept
//      in `pastBattles` when the turn ends.
//      The map at the end of each finished turn kept in the state (mapHistory).
//   4: steps with nothing to decide finish by themselves: a team that cannot build a base, a commander who
//      cannot buy an ability (an older history holds the taps that finished them).
//   5: the pivotal battle's map choices (the systems a Demonstration of Force takes, where an evacuated base
//      moves, a conquered base's objective) are claimed by the winning team after the result, its CP, tokens and
//      map applied with the claim (a result carrying them is refused in a pivotal battle begun under version 5; in one
//      begun before, which kept no zones at its start, such a result still applies them at once); the
//      pivotal battle closes into the next act, or the end, by itself once nothing is left to decide (an older
//      history holds the organizer's finish-pivotal).
//      A conquered base's objective is checked for the balance of the team's bases (R-BASE-BUILD 1) when a team's
//      part carries it, in a battle begun before version 5 (one begun since refuses map choices in a part).
//   6: a points era per campaign (R-FLEET-ERA): cards priced and offered in the campaign's era, and the cards
//      published after March 2020 known; a history of an older version never set an era and plays `ffg-2019`,
//      the printed points it was played at, so it replays as before.
export const RULES_VERSION = 6
