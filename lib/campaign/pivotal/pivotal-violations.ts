// Refusals of the pivotal-battle rules (RULES.md §7) as values, never exceptions. The shared
// `RuleViolation` (../violations.ts) is not edited here; a caller may widen these into it.

/**
 * Why a pivotal-battle value is refused, by rule:
 * - R-PIVOT-CHOOSE
 *   - `not-chooser`: the team choosing the objective is not the team R-PIVOT-CHOOSE names.
 * - R-PIVOT-OBJ
 *   - `unknown-objective`: not one of the three pivotal objectives;
 *   - `objective-not-available`: already played while an unplayed one is legal, or not legal (Evacuation below
 *     its CP gap) — see `availablePivotalObjectives`;
 *   - `cp-gap-too-small`: Evacuation with a total CP gap below 3 (`value` the gap, `limit` 3);
 *   - `target-missing`: no system (Conquest, Evacuation) or no zone (Demonstration of Force) given;
 *   - `unknown-system`, `unknown-zone`: the target is not on the map;
 *   - `not-enemy-base`: Conquest aimed at a system without a base of the other team;
 *   - `not-own-base`: Evacuation aimed at a system without a base of the choosing team.
 * - R-CLIMAX
 *   - `cp-gap-too-small`: the total CP gap is below 5 (`value` the gap, `limit` 5);
 *   - `not-trailing-team`: the declaring team does not have fewer total CP.
 * - R-PIVOT-AFTER (the objective's battle effects)
 *   - `too-many-claimed`: Demonstration of Force claims more than two systems (`value`, `limit` 2);
 *   - `claimed-twice`: the same system claimed twice;
 *   - `not-in-zone`: a claimed system is not in the target zone (border systems are in both of theirs);
 *   - `not-claimable`: a claimed system holds a base, or a presence of the assaulters;
 *   - `new-base-missing`: Evacuation won by the defenders without the system the base moves to;
 *   - `new-base-not-allowed`: that system holds a base or an enemy presence;
 *   - `defense-missing`: a Conquest claim without the conquered base's Base Defense objective;
 *   - `claim-missing`: a Demonstration of Force claim naming no choice (not even "no system");
 *   - `claim-not-owed`: a claim of choices the winner's result does not leave (or none owed);
 *   - `claim-after-result`: a result (or a team's part) carrying a map choice in a pivotal battle begun under rules 5,
 *     where the winner claims it after the result;
 *   - `defense-not-balanced` (named R-BASE-BUILD item 1): a conquering base given a Base Defense objective that rule refuses;
 *   - `unknown-ability`: a commander holds an ability missing from the data (it refunds nothing).
 * - R-PIVOT-UPGRADE: no reason is produced by these modules (the upgrade step lives with the commands).
 */
export type PivotalViolationReason =
  | 'not-chooser'
  | 'unknown-objective'
  | 'objective-not-available'
  | 'cp-gap-too-small'
  | 'target-missing'
  | 'unknown-system'
  | 'unknown-zone'
  | 'not-enemy-base'
  | 'not-own-base'
  | 'not-trailing-team'
  | 'too-many-claimed'
  | 'claimed-twice'
  | 'not-in-zone'
  | 'not-claimable'
  | 'new-base-missing'
  | 'new-base-not-allowed'
  | 'defense-not-balanced'
  | 'defense-missing'
  | 'claim-not-owed'
  | 'claim-after-result'
  | 'claim-missing'
  | 'unknown-ability'

export type PivotalViolation = {
  /** R-BASE-BUILD item 1: a conquered base's objective breaks the balance of its team's bases (the same rule as building). */
  rule: 'R-PIVOT-CHOOSE' | 'R-PIVOT-OBJ' | 'R-CLIMAX' | 'R-PIVOT-UPGRADE' | 'R-PIVOT-AFTER' | 'R-BASE-BUILD'
  reason: PivotalViolationReason
  item?: number
  team?: 'empire' | 'rebels'
  defense?: string
  systemId?: string
  zone?: number
  value?: number
  limit?: number
  cardId?: string
}
