// Rule violations are values, never exceptions: the engine names the rule and the facts, the UI words them.
import type { BaseDefenseId, PlayerId, TeamId } from './ids'

export type RuleId =
  | 'R-SETUP-1'
  | 'R-SETUP-2'
  | 'R-SETUP-3'
  | 'R-SETUP-4'
  | 'R-SETUP-5'
  | 'R-SETUP-6'
  | 'R-FLEET-START'
  | 'R-FLEET-ALWAYS'
  /** Armada's own fleet-building rules: cards exist, fit their slots and their faction. */
  | 'R-ARMADA'
  | 'R-CMD-1'
  | 'R-STRAT-DIPLO'
  | 'R-STRAT-ORDER'
  | 'R-STRAT-TARGET'
  | 'R-STRAT-FLEET'
  | 'R-STRAT-SPACERS'
  | 'R-TOKEN-SPEND'
  | 'R-OBJ-1'
  | 'R-OBJ-2'
  | 'R-RESULT'
  | 'R-RESULT-CONFIRM'
  | 'R-RETREAT'
  | 'R-VET-1'
  | 'R-VET-2'
  | 'R-VET-3'
  | 'R-TOKEN-SPYNET'
  | 'R-BASE-BUILD'
  | 'R-TOKEN-GAIN'
  | 'R-REWARD'
  | 'R-XP-SPEND'
  | 'R-REFIT'
  | 'R-OVERRIDE'
  | 'R-CMD-2'
  | 'R-CMD-3'
  | 'R-CMD-4'
  | 'R-TOKEN-REPAIR'
  | 'R-TOKEN-RESOURCES'
  | 'R-FOURTH'
  | 'R-PROTO'
  | 'R-PIVOT-CHOOSE'
  | 'R-PIVOT-OBJ'
  | 'R-CLIMAX'
  | 'R-PIVOT-UPGRADE'
  | 'R-PIVOT-AFTER'
  | 'R-TOKEN-ALLY'
  | 'R-TOKEN-DIPLOMATS'
  | 'R-TOKEN-SPACERS'
  | 'R-HIST'
  | 'R-PHASE'
  | 'R-FLEET-ERA'
  /** The app's: the two players of a battle agree when and where they play it. */
  | 'R-SCHEDULE'

export type ViolationReason =
  // R-FLEET-ERA
  | 'era-fixed-once-started'
  | 'card-not-in-era'
  // R-SETUP-1
  | 'team-size'
  | 'teams-unequal'
  | 'duplicate-player-name'
  | 'grand-admiral-not-in-team'
  // R-SETUP-4
  | 'border-system'
  | 'sub-zone'
  | 'base-already-there'
  | 'not-team-turn'
  | 'player-already-placed'
  | 'unknown-player'
  | 'unknown-system'
  // R-SETUP-5
  | 'bases-not-all-placed'
  | 'not-team-base'
  | 'base-missing'
  | 'base-listed-twice'
  | 'defense-used-twice'
  // R-FLEET-START, R-FLEET-ALWAYS
  | 'over-points'
  | 'over-squadron-points'
  | 'no-ship'
  | 'too-many-flotillas'
  | 'commander-card'
  | 'no-flagship'
  | 'too-many-upgrades'
  | 'unique-upgrade'
  | 'large-ship'
  | 'unique-squadron'
  | 'objective-missing'
  | 'objective-banned'
  | 'objective-shared'
  | 'too-many-unique-squadrons'
  | 'banned-ship'
  | 'unique-name-shared'
  // R-ARMADA
  | 'unknown-card'
  | 'other-faction'
  | 'slot-missing'
  | 'title-wrong-class'
  | 'size-restricted'
  | 'flagship-only'
  | 'second-flagship'
  | 'unique-twice'
  | 'defenses-not-assigned'
  | 'wrong-objective-category'
  // R-CMD-1, R-SETUP-2/3
  | 'starting-ability-tier'
  | 'unknown-ability'
  | 'fleet-not-ready'
  // Strategy phase
  | 'battle-already-there'
  | 'friendly-system'
  | 'base-in-act-one'
  | 'second-enemy-assault'
  | 'player-already-paired'
  | 'fleet-not-available'
  | 'no-defender-owed'
  | 'defender-owed'
  | 'diplomats-pending'
  | 'already-chosen'
  | 'no-diplomats-token'
  | 'fleet-already-paired'
  // R-TOKEN-ALLY
  | 'ally-not-flotilla'
  | 'ally-unique'
  | 'ally-upgrade-misfit'
  | 'ally-squadron-count'
  | 'ally-over-points'
  | 'ally-already-spent'
  | 'ally-fleet-not-playing'
  | 'no-token'
  | 'has-legal-target'
  | 'pairing-incomplete'
  | 'fleet-not-in-battle'
  | 'no-enemy-to-defend'
  | 'low-fuel-first'
  | 'promotion-not-allowed'
  | 'not-own-presence'
  | 'base-limit'
  | 'defense-not-balanced'
  | 'wrong-step'
  | 'step-done'
  | 'token-choice-missing'
  // R-REWARD
  | 'not-an-option'
  | 'wrong-type'
  | 'over-reward-points'
  | 'unique-not-allowed'
  | 'base-reward-used'
  // R-CMD, R-XP-SPEND
  | 'tier-cap'
  | 'previous-rank-missing'
  | 'already-owned'
  | 'not-enough-xp'
  | 'replaced-not-owned'
  | 'pending-cards'
  // R-REFIT: a refit sent with no change and without finishing
  | 'no-change'
  | 'climax-not-allowed'
  | 'no-xp-to-gain'
  | 'not-chooser'
  | 'unknown-objective'
  | 'objective-not-available'
  | 'cp-gap-too-small'
  | 'target-missing'
  | 'unknown-zone'
  | 'not-own-base'
  | 'not-trailing-team'
  | 'too-many-claimed'
  | 'claimed-twice'
  | 'not-in-zone'
  | 'not-claimable'
  | 'new-base-missing'
  | 'new-base-not-allowed'
  // R-PIVOT-AFTER: a claim of the objective's choices missing its conquered base's objective, or not the one owed
  | 'defense-missing'
  | 'claim-not-owed'
  | 'claim-after-result'
  | 'claim-missing'
  // R-PIVOT-AFTER: the winning team's claim is still owed: the pivotal battle cannot close
  | 'claim-owed'
  | 'upgrade-allowance'
  // R-PIVOT-UPGRADE, R-CLIMAX: an equipped upgrade with no slot on its ship; discards without the extra Resources
  | 'upgrade-does-not-fit'
  | 'discard-needs-resources'
  // R-PIVOT-AFTER: the fleet takes no reward from this pivotal battle (its team lost, or the objective gives none)
  | 'no-pivotal-reward'
  // R-REFIT
  | 'not-scarred'
  | 'condition-absent'
  | 'resources-cannot-remove'
  | 'not-winner'
  | 'objective-does-not-remove'
  | 'title-locked'
  | 'nothing-to-strip'
  // R-TOKEN-REPAIR: a Repair Yards token removes one upgrade card or one squadron, never a whole type
  | 'one-card-only'
  // R-REFIT 8: a unique name the team lost by disbanding a fleet
  | 'unique-lost'
  // R-REFIT 4, 5: a bought title has no ship to take it
  | 'no-place'
  | 'wrong-card-kind'
  | 'squadron-not-equippable'
  | 'no-ship-to-hold'
  | 'unknown-upgrade'
  | 'already-equipped'
  | 'not-equipped'
  | 'fleet-empty'
  | 'not-fourth-fleet'
  | 'no-commander'
  | 'not-enough-tokens'
  | 'base-allowance-used'
  // Battle phase
  | 'unknown-battle'
  | 'objective-not-in-pool'
  | 'objective-already-chosen'
  | 'objective-missing-for-result'
  | 'not-in-battle'
  | 'result-missing'
  | 'result-already-entered'
  | 'result-already-applied'
  | 'own-result'
  | 'not-disputed'
  | 'unknown-element'
  | 'not-a-ship'
  | 'destroyed-and-retreated'
  | 'destroyed-not-eligible'
  | 'already-veteran'
  | 'bad-score'
  | 'tabled-contradicts'
  | 'result-changed'
  | 'duplicate-element'
  | 'not-eligible'
  | 'too-many-veterans'
  | 'veterans-already-chosen'
  | 'not-enemy-base'
  | 'already-revealed'
  // R-SCHEDULE
  | 'no-opponent-yet'
  | 'no-proposal'
  | 'own-proposal'
  | 'proposal-changed'
  | 'time-past'
  // R-PHASE: the command does not belong to the current phase
  | 'wrong-phase'
  // R-HIST
  | 'nothing-to-undo'
  | 'history-malformed'

/** The part of a fleet a violation points at, by position in the fleet's lists. */
export type FleetElementRef =
  | { kind: 'ship'; ship: number }
  | { kind: 'upgrade'; ship: number; upgrade: number }
  | { kind: 'squadron'; squadron: number }
  | { kind: 'objective'; category: 'assault' | 'defense' | 'navigation' }
  | { kind: 'fleet' }

export interface RuleViolation {
  rule: RuleId
  reason: ViolationReason
  /** The numbered item of the rule, where the rule has items. */
  item?: number
  systemId?: string
  playerId?: PlayerId
  team?: TeamId
  defense?: BaseDefenseId
  fleetId?: string
  element?: FleetElementRef
  cardId?: string
  /** Numbers behind the refusal: the value found and the limit. */
  value?: number
  limit?: number
  /** For a shared unique name: the card name and the other fleet holding it. */
  name?: string
  otherFleetId?: string
  /** In a refit sent as one edit, the refused change (0-based, in the order sent). */
  change?: number
  /** In a battle result, the element (ship or squadron uid) refused and the field it was marked in. */
  uid?: string
  field?: 'score' | 'destroyed' | 'retreated' | 'eligibleVeterans'
}

export type CommandResult<S> = { ok: true; state: S } | { ok: false; violations: RuleViolation[] }

export function refuse<S>(...violations: RuleViolation[]): CommandResult<S> {
  return { ok: false, violations }
}
