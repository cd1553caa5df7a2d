// The Rebellion in the Rim campaign map: zones, border systems, sub-zones and the 30 systems,
// with the Green Knight reward changes applied (RULES.md §1). Facts only; no card text.
import type { TokenId } from './tokens'

export type ZoneId = 1 | 2 | 3 | 4 | 5
export type RewardKind = 'upgrade' | 'squadrons'

export const REWARD_TYPES = [{"id": "offensive-retrofit", "name": "Offensive Retrofit", "kind": "upgrade"}, {"id": "defensive-retrofit", "name": "Defensive Retrofit", "kind": "upgrade"}, {"id": "experimental-retrofit", "name": "Experimental Retrofit", "kind": "upgrade"}, {"id": "officer", "name": "Officer", "kind": "upgrade"}, {"id": "support-team", "name": "Support Team", "kind": "upgrade"}, {"id": "weapons-team", "name": "Weapons Team", "kind": "upgrade"}, {"id": "fleet-command", "name": "Fleet Command", "kind": "upgrade"}, {"id": "fleet-support", "name": "Fleet Support", "kind": "upgrade"}, {"id": "turbolasers", "name": "Turbolasers", "kind": "upgrade"}, {"id": "ion-cannons", "name": "Ion Cannons", "kind": "upgrade"}, {"id": "ordnance", "name": "Ordnance", "kind": "upgrade"}, {"id": "title", "name": "Title", "kind": "upgrade"}, {"id": "squadrons", "name": "Squadrons", "kind": "squadrons"}] as const

export type RewardTypeId = (typeof REWARD_TYPES)[number]['id']


export interface Zone {
  id: ZoneId
  roman: string
  adjacent: readonly [ZoneId, ZoneId]
}

export interface SubZone {
  id: 'mandalorian-sector' | 'hutt-space'
  name: string
  zone: ZoneId
  systems: readonly SystemId[]
}

export interface Reward {
  type: RewardTypeId
  winner: number
  loser: number
}

export interface MapSystem {
  id: SystemId
  name: string
  zones: readonly ZoneId[]
  border: boolean
  subZone: SubZone['id'] | null
  strategicEffects: readonly TokenId[]
  rewards: readonly Reward[]
  campaignObjectives: readonly string[]
  standardObjectives: readonly string[]
  victoryBonus: number
}

export const ZONES: readonly Zone[] = [{"id": 1, "roman": "I", "adjacent": [2, 5]}, {"id": 2, "roman": "II", "adjacent": [1, 3]}, {"id": 3, "roman": "III", "adjacent": [2, 4]}, {"id": 4, "roman": "IV", "adjacent": [3, 5]}, {"id": 5, "roman": "V", "adjacent": [1, 4]}]

export const SUB_ZONES: readonly SubZone[] = [{"id": "mandalorian-sector", "name": "Mandalorian Sector", "zone": 1, "systems": ["concord-dawn", "mandalore"]}, {"id": "hutt-space", "name": "Hutt Space", "zone": 3, "systems": ["nal-hutta", "nar-shaddaa"]}]

export const SYSTEM_IDS = ["atollon", "bespin", "concord-dawn", "dagobah", "dantooine", "dathomir", "endor", "felucia", "geonosis", "hoth", "kessel", "lothal", "mandalore", "mon-cala", "montross", "mustafar", "mygeeto", "nal-hutta", "nar-shaddaa", "ord-mantell", "raxus-prime", "ring-of-kafrene", "rodia", "ryloth", "saleucami", "smugglers-run", "sullust", "tatooine", "utapau", "yavin"] as const
export type SystemId = (typeof SYSTEM_IDS)[number]

export const SYSTEMS: readonly MapSystem[] = [
  {"id": "atollon", "name": "Atollon", "zones": [2], "border": false, "subZone": null, "strategicEffects": ["destiny"], "rewards": [{"type": "turbolasers", "winner": 10, "loser": 5}], "campaignObjectives": [], "standardObjectives": ["marked-for-destruction", "hyperspace-migration"], "victoryBonus": 0},
  {"id": "bespin", "name": "Bespin", "zones": [5], "border": false, "subZone": null, "strategicEffects": ["resources"], "rewards": [{"type": "support-team", "winner": 8, "loser": 4}, {"type": "title", "winner": 8, "loser": 4}], "campaignObjectives": ["steal-supplies"], "standardObjectives": ["volatile-deposits"], "victoryBonus": 1},
  {"id": "concord-dawn", "name": "Concord Dawn", "zones": [1, 2], "border": true, "subZone": "mandalorian-sector", "strategicEffects": ["skilled-spacers"], "rewards": [{"type": "squadrons", "winner": 24, "loser": 16}], "campaignObjectives": ["hired-scum", "pilot-defection"], "standardObjectives": [], "victoryBonus": 1},
  {"id": "dagobah", "name": "Dagobah", "zones": [5], "border": false, "subZone": null, "strategicEffects": ["destiny"], "rewards": [{"type": "offensive-retrofit", "winner": 8, "loser": 4}], "campaignObjectives": [], "standardObjectives": ["superior-positions"], "victoryBonus": 0},
  {"id": "dantooine", "name": "Dantooine", "zones": [1], "border": false, "subZone": null, "strategicEffects": ["spynet"], "rewards": [{"type": "support-team", "winner": 10, "loser": 5}, {"type": "officer", "winner": 8, "loser": 4}], "campaignObjectives": ["double-agent", "holonet-override"], "standardObjectives": [], "victoryBonus": 1},
  {"id": "dathomir", "name": "Dathomir", "zones": [1], "border": false, "subZone": null, "strategicEffects": ["destiny"], "rewards": [{"type": "title", "winner": 10, "loser": 5}], "campaignObjectives": ["hired-scum"], "standardObjectives": [], "victoryBonus": 1},
  {"id": "endor", "name": "Endor", "zones": [5], "border": false, "subZone": null, "strategicEffects": [], "rewards": [{"type": "weapons-team", "winner": 10, "loser": 5}, {"type": "experimental-retrofit", "winner": 8, "loser": 4}], "campaignObjectives": ["pilot-defection"], "standardObjectives": [], "victoryBonus": 2},
  {"id": "felucia", "name": "Felucia", "zones": [2], "border": false, "subZone": null, "strategicEffects": ["resources"], "rewards": [{"type": "officer", "winner": 10, "loser": 5}], "campaignObjectives": ["steal-supplies"], "standardObjectives": [], "victoryBonus": 1},
  {"id": "geonosis", "name": "Geonosis", "zones": [4], "border": false, "subZone": null, "strategicEffects": [], "rewards": [{"type": "ion-cannons", "winner": 10, "loser": 5}, {"type": "title", "winner": 8, "loser": 4}], "campaignObjectives": ["prototype-recovery"], "standardObjectives": [], "victoryBonus": 1},
  {"id": "hoth", "name": "Hoth", "zones": [5], "border": false, "subZone": null, "strategicEffects": [], "rewards": [{"type": "ion-cannons", "winner": 10, "loser": 5}, {"type": "fleet-command", "winner": 10, "loser": 5}], "campaignObjectives": [], "standardObjectives": ["asteroid-tactics", "infested-fields"], "victoryBonus": 0},
  {"id": "kessel", "name": "Kessel", "zones": [3], "border": false, "subZone": null, "strategicEffects": ["resources"], "rewards": [{"type": "title", "winner": 12, "loser": 6}], "campaignObjectives": ["volatile-cargo"], "standardObjectives": ["rift-assault", "rift-ambush"], "victoryBonus": 2},
  {"id": "lothal", "name": "Lothal", "zones": [2, 3], "border": true, "subZone": null, "strategicEffects": ["resources"], "rewards": [{"type": "squadrons", "winner": 24, "loser": 16}], "campaignObjectives": ["holonet-override", "prototype-recovery"], "standardObjectives": [], "victoryBonus": 1},
  {"id": "mandalore", "name": "Mandalore", "zones": [1], "border": false, "subZone": "mandalorian-sector", "strategicEffects": ["ally", "repair-yards"], "rewards": [{"type": "officer", "winner": 10, "loser": 5}, {"type": "ordnance", "winner": 10, "loser": 5}], "campaignObjectives": ["recruit-allies"], "standardObjectives": [], "victoryBonus": 2},
  {"id": "mon-cala", "name": "Mon Cala", "zones": [2], "border": false, "subZone": null, "strategicEffects": ["skilled-spacers", "repair-yards"], "rewards": [{"type": "offensive-retrofit", "winner": 10, "loser": 5}, {"type": "title", "winner": 10, "loser": 5}], "campaignObjectives": ["recruit-allies"], "standardObjectives": [], "victoryBonus": 2},
  {"id": "montross", "name": "Montross", "zones": [3], "border": false, "subZone": null, "strategicEffects": ["skilled-spacers"], "rewards": [{"type": "offensive-retrofit", "winner": 10, "loser": 5}, {"type": "squadrons", "winner": 24, "loser": 16}], "campaignObjectives": ["pilot-defection"], "standardObjectives": ["precision-strike", "minefields"], "victoryBonus": 1},
  {"id": "mustafar", "name": "Mustafar", "zones": [5], "border": false, "subZone": null, "strategicEffects": ["resources"], "rewards": [{"type": "fleet-support", "winner": 8, "loser": 4}, {"type": "turbolasers", "winner": 10, "loser": 5}], "campaignObjectives": [], "standardObjectives": ["hyperspace-assault"], "victoryBonus": 1},
  {"id": "mygeeto", "name": "Mygeeto", "zones": [1], "border": false, "subZone": null, "strategicEffects": ["diplomats", "resources"], "rewards": [{"type": "fleet-command", "winner": 8, "loser": 4}, {"type": "ion-cannons", "winner": 8, "loser": 4}], "campaignObjectives": ["volatile-cargo"], "standardObjectives": [], "victoryBonus": 1},
  {"id": "nal-hutta", "name": "Nal Hutta", "zones": [3], "border": false, "subZone": "hutt-space", "strategicEffects": ["ally", "spynet"], "rewards": [{"type": "squadrons", "winner": 18, "loser": 12}], "campaignObjectives": ["recruit-allies"], "standardObjectives": ["most-wanted"], "victoryBonus": 1},
  {"id": "nar-shaddaa", "name": "Nar Shaddaa", "zones": [3, 4], "border": true, "subZone": "hutt-space", "strategicEffects": ["repair-yards"], "rewards": [{"type": "officer", "winner": 8, "loser": 4}], "campaignObjectives": ["hired-scum"], "standardObjectives": [], "victoryBonus": 1},
  {"id": "ord-mantell", "name": "Ord Mantell", "zones": [1, 5], "border": true, "subZone": null, "strategicEffects": ["repair-yards"], "rewards": [{"type": "offensive-retrofit", "winner": 10, "loser": 5}, {"type": "defensive-retrofit", "winner": 10, "loser": 5}], "campaignObjectives": [], "standardObjectives": ["advanced-gunnery"], "victoryBonus": 1},
  {"id": "raxus-prime", "name": "Raxus Prime", "zones": [2], "border": false, "subZone": null, "strategicEffects": [], "rewards": [{"type": "ion-cannons", "winner": 10, "loser": 5}, {"type": "experimental-retrofit", "winner": 8, "loser": 4}], "campaignObjectives": ["volatile-cargo"], "standardObjectives": ["dangerous-territory"], "victoryBonus": 0},
  {"id": "ring-of-kafrene", "name": "Ring of Kafrene", "zones": [4, 5], "border": true, "subZone": null, "strategicEffects": ["spynet"], "rewards": [{"type": "officer", "winner": 8, "loser": 4}, {"type": "ordnance", "winner": 10, "loser": 5}], "campaignObjectives": ["double-agent"], "standardObjectives": ["contested-outpost"], "victoryBonus": 1},
  {"id": "rodia", "name": "Rodia", "zones": [3], "border": false, "subZone": null, "strategicEffects": ["diplomats", "skilled-spacers"], "rewards": [{"type": "turbolasers", "winner": 10, "loser": 5}], "campaignObjectives": [], "standardObjectives": ["superior-positions"], "victoryBonus": 2},
  {"id": "ryloth", "name": "Ryloth", "zones": [4], "border": false, "subZone": null, "strategicEffects": ["diplomats", "skilled-spacers"], "rewards": [{"type": "weapons-team", "winner": 10, "loser": 5}], "campaignObjectives": ["holonet-override"], "standardObjectives": ["surprise-attack"], "victoryBonus": 2},
  {"id": "saleucami", "name": "Saleucami", "zones": [3], "border": false, "subZone": null, "strategicEffects": [], "rewards": [{"type": "ion-cannons", "winner": 10, "loser": 5}], "campaignObjectives": [], "standardObjectives": ["advanced-gunnery", "hyperspace-assault"], "victoryBonus": 1},
  {"id": "smugglers-run", "name": "Smuggler's Run", "zones": [4], "border": false, "subZone": null, "strategicEffects": ["spynet"], "rewards": [{"type": "squadrons", "winner": 18, "loser": 12}], "campaignObjectives": ["hired-scum"], "standardObjectives": ["asteroid-tactics"], "victoryBonus": 1},
  {"id": "sullust", "name": "Sullust", "zones": [4], "border": false, "subZone": null, "strategicEffects": ["skilled-spacers", "resources"], "rewards": [{"type": "defensive-retrofit", "winner": 10, "loser": 5}, {"type": "officer", "winner": 10, "loser": 5}], "campaignObjectives": ["steal-supplies"], "standardObjectives": ["abandoned-mining-facility"], "victoryBonus": 2},
  {"id": "tatooine", "name": "Tatooine", "zones": [4], "border": false, "subZone": null, "strategicEffects": ["destiny"], "rewards": [{"type": "offensive-retrofit", "winner": 10, "loser": 5}], "campaignObjectives": [], "standardObjectives": ["most-wanted"], "victoryBonus": 0},
  {"id": "utapau", "name": "Utapau", "zones": [4], "border": false, "subZone": null, "strategicEffects": [], "rewards": [{"type": "turbolasers", "winner": 10, "loser": 5}, {"type": "fleet-support", "winner": 8, "loser": 4}], "campaignObjectives": [], "standardObjectives": ["opening-salvo"], "victoryBonus": 1},
  {"id": "yavin", "name": "Yavin", "zones": [2], "border": false, "subZone": null, "strategicEffects": [], "rewards": [{"type": "support-team", "winner": 10, "loser": 5}, {"type": "ordnance", "winner": 14, "loser": 6}], "campaignObjectives": [], "standardObjectives": ["precision-strike"], "victoryBonus": 0}
] as MapSystem[]
