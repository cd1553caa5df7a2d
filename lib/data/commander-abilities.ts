// Task force commander abilities (RULES.md §9) with our own one-line summaries, costs and tiers.

export const ABILITY_CATEGORIES = [{"id": "engineering", "name": "Engineering"}, {"id": "espionage", "name": "Espionage"}, {"id": "gunnery", "name": "Gunnery"}, {"id": "logistics", "name": "Logistics"}, {"id": "navigation", "name": "Navigation"}, {"id": "squadron-tactics", "name": "Squadron Tactics"}] as const

export type AbilityCategoryId = (typeof ABILITY_CATEGORIES)[number]['id']

export interface CommanderAbility {
  id: string
  name: string
  category: AbilityCategoryId
  tier: number
  xpCost: number
  /** The previous rank, which this one needs and replaces (R-CMD-2). */
  requires: string | null
  summary: string
}

export const COMMANDER_ABILITIES: readonly CommanderAbility[] = [
  {"id": "repair-expert", "name": "Repair Expert", "category": "engineering", "tier": 1, "xpCost": 2, "requires": null, "summary": "In the Refit step, remove one extra scar token from your fleet."},
  {"id": "master-engineer-1", "name": "Master Engineer I", "category": "engineering", "tier": 1, "xpCost": 3, "requires": null, "summary": "The flagship may start with an engineering token; spending it on an engineering command adds 1 point, and with a dial its first hull repair costs 2 points."},
  {"id": "master-engineer-2", "name": "Master Engineer II", "category": "engineering", "tier": 2, "xpCost": 3, "requires": "master-engineer-1", "summary": "As Master Engineer I, for every friendly ship."},
  {"id": "master-engineer-3", "name": "Master Engineer III", "category": "engineering", "tier": 3, "xpCost": 1, "requires": "master-engineer-2", "summary": "As Master Engineer II, and each shield recovery also lets the ship move 1 shield."},
  {"id": "infiltrator-1", "name": "Infiltrator I", "category": "espionage", "tier": 1, "xpCost": 2, "requires": null, "summary": "After deployment, redeploy the flagship if it is a small ship."},
  {"id": "infiltrator-2", "name": "Infiltrator II", "category": "espionage", "tier": 2, "xpCost": 3, "requires": "infiltrator-1", "summary": "After deployment, redeploy one friendly small or medium ship."},
  {"id": "infiltrator-3", "name": "Infiltrator III", "category": "espionage", "tier": 3, "xpCost": 4, "requires": "infiltrator-2", "summary": "After deployment, redeploy one friendly non-huge ship; in round 1 up to two friendly ships may make a speed-1 move."},
  {"id": "concealment-1", "name": "Concealment I", "category": "espionage", "tier": 1, "xpCost": 2, "requires": null, "summary": "While the flagship defends at distance 1 of an obstacle, it may discard a defense token to cancel one die."},
  {"id": "concealment-2", "name": "Concealment II", "category": "espionage", "tier": 2, "xpCost": 3, "requires": "concealment-1", "summary": "As Concealment I, for every friendly ship."},
  {"id": "concealment-3", "name": "Concealment III", "category": "espionage", "tier": 3, "xpCost": 3, "requires": "concealment-2", "summary": "As Concealment II, but up to two defense tokens may be discarded, each cancelling one die."},
  {"id": "master-gunner-1", "name": "Master Gunner I", "category": "gunnery", "tier": 1, "xpCost": 3, "requires": null, "summary": "The flagship may start with a concentrate-fire token, and a command resolved with that token alone counts as if a dial was spent."},
  {"id": "master-gunner-2", "name": "Master Gunner II", "category": "gunnery", "tier": 2, "xpCost": 3, "requires": "master-gunner-1", "summary": "As Master Gunner I, for every friendly ship."},
  {"id": "master-gunner-3", "name": "Master Gunner III", "category": "gunnery", "tier": 3, "xpCost": 4, "requires": "master-gunner-2", "summary": "As Master Gunner II, and a concentrate-fire dial may add a die of any colour."},
  {"id": "ambush-gunner-1", "name": "Ambush Gunner I", "category": "gunnery", "tier": 1, "xpCost": 3, "requires": null, "summary": "The flagship's attacks cannot be obstructed while it is at distance 1-2 of an obstacle or friendly ship."},
  {"id": "ambush-gunner-2", "name": "Ambush Gunner II", "category": "gunnery", "tier": 2, "xpCost": 3, "requires": "ambush-gunner-1", "summary": "As Ambush Gunner I, for every friendly ship."},
  {"id": "ion-technician", "name": "Ion Technician", "category": "gunnery", "tier": 2, "xpCost": 3, "requires": null, "summary": "A friendly attacking ship may add a blue die and then remove one die from its pool."},
  {"id": "ordnance-expert", "name": "Ordnance Expert", "category": "gunnery", "tier": 2, "xpCost": 3, "requires": null, "summary": "At close range, a friendly attacking ship may add a black die and then remove one die from its pool."},
  {"id": "ready-defender", "name": "Ready Defender", "category": "logistics", "tier": 1, "xpCost": 2, "requires": null, "summary": "No Low Fuel when defending in a zone without a friendly base."},
  {"id": "independent-raider", "name": "Independent Raider", "category": "logistics", "tier": 1, "xpCost": 2, "requires": null, "summary": "No Low Fuel when assaulting in a zone without a friendly base that is adjacent to a zone with one."},
  {"id": "additional-support", "name": "Additional Support", "category": "logistics", "tier": 2, "xpCost": 3, "requires": null, "summary": "One ship that has a Fleet Support slot gains a second one."},
  {"id": "command-staff", "name": "Command Staff", "category": "logistics", "tier": 2, "xpCost": 3, "requires": null, "summary": "The flagship gains an extra Officer slot."},
  {"id": "command-bridge", "name": "Command Bridge", "category": "logistics", "tier": 2, "xpCost": 4, "requires": null, "summary": "One medium or large ship without a Fleet Command slot gains one."},
  {"id": "master-navigator-1", "name": "Master Navigator I", "category": "navigation", "tier": 1, "xpCost": 3, "requires": null, "summary": "The flagship may start with a navigate token; its navigate commands may add 1 to the last yaw or change speed by one more."},
  {"id": "master-navigator-2", "name": "Master Navigator II", "category": "navigation", "tier": 2, "xpCost": 4, "requires": "master-navigator-1", "summary": "As Master Navigator I, for every friendly ship."},
  {"id": "master-navigator-3", "name": "Master Navigator III", "category": "navigation", "tier": 3, "xpCost": 4, "requires": "master-navigator-2", "summary": "As Master Navigator II, but the extra yaw click may go on any one joint."},
  {"id": "rockhopper-1", "name": "Rockhopper I", "category": "navigation", "tier": 1, "xpCost": 2, "requires": null, "summary": "Once per game, the flagship ignores the effects of overlapping an obstacle."},
  {"id": "rockhopper-2", "name": "Rockhopper II", "category": "navigation", "tier": 2, "xpCost": 3, "requires": "rockhopper-1", "summary": "Once per game, one friendly ship ignores the effects of overlapping an obstacle."},
  {"id": "master-coordinator-1", "name": "Master Coordinator I", "category": "squadron-tactics", "tier": 1, "xpCost": 3, "requires": null, "summary": "The flagship may start with a squadron token; a squadron command paid with that token activates one more squadron."},
  {"id": "master-coordinator-2", "name": "Master Coordinator II", "category": "squadron-tactics", "tier": 2, "xpCost": 3, "requires": "master-coordinator-1", "summary": "As Master Coordinator I, for every friendly ship."},
  {"id": "master-coordinator-3", "name": "Master Coordinator III", "category": "squadron-tactics", "tier": 3, "xpCost": 4, "requires": "master-coordinator-2", "summary": "As Master Coordinator II, and squadrons activated may be at close-long range."},
  {"id": "rapid-deployment", "name": "Rapid Deployment", "category": "squadron-tactics", "tier": 1, "xpCost": 2, "requires": null, "summary": "Squadrons may be deployed at distance 1-3 of a friendly ship."},
  {"id": "fighter-group-leader", "name": "Fighter Group Leader", "category": "squadron-tactics", "tier": 2, "xpCost": 4, "requires": null, "summary": "Squadrons activated by a friendly squadron command may reroll one attack die during that activation."}
] as CommanderAbility[]

export function commanderAbility(id: string): CommanderAbility | undefined {
  return COMMANDER_ABILITIES.find((a) => a.id === id)
}
