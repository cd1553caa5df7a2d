// Every objective the campaign uses (RULES.md §5, §7), with our own one-line summaries.

export type ObjectiveCategory = 'assault' | 'defense' | 'navigation' | 'campaign' | 'base-defense' | 'pivotal'

export interface Objective {
  id: string
  name: string
  category: ObjectiveCategory
  victoryTokenValue: number | null
  bannedAtStart: boolean
}

export const OBJECTIVES: readonly Objective[] = [
  {"id": "advanced-gunnery", "name": "Advanced Gunnery", "category": "assault", "victoryTokenValue": null, "bannedAtStart": false},
  {"id": "blockade-run", "name": "Blockade Run", "category": "assault", "victoryTokenValue": 20, "bannedAtStart": true},
  {"id": "close-range-intel-scan", "name": "Close-Range Intel Scan", "category": "assault", "victoryTokenValue": 10, "bannedAtStart": false},
  {"id": "ion-storm", "name": "Ion Storm", "category": "assault", "victoryTokenValue": 15, "bannedAtStart": false},
  {"id": "marked-for-destruction", "name": "Marked for Destruction", "category": "assault", "victoryTokenValue": 15, "bannedAtStart": false},
  {"id": "most-wanted", "name": "Most Wanted", "category": "assault", "victoryTokenValue": null, "bannedAtStart": false},
  {"id": "opening-salvo", "name": "Opening Salvo", "category": "assault", "victoryTokenValue": null, "bannedAtStart": false},
  {"id": "precision-strike", "name": "Precision Strike", "category": "assault", "victoryTokenValue": 15, "bannedAtStart": false},
  {"id": "rift-assault", "name": "Rift Assault", "category": "assault", "victoryTokenValue": 10, "bannedAtStart": false},
  {"id": "station-assault", "name": "Station Assault", "category": "assault", "victoryTokenValue": 40, "bannedAtStart": false},
  {"id": "surprise-attack", "name": "Surprise Attack", "category": "assault", "victoryTokenValue": null, "bannedAtStart": false},
  {"id": "targeting-beacons", "name": "Targeting Beacons", "category": "assault", "victoryTokenValue": null, "bannedAtStart": true},
  {"id": "abandoned-mining-facility", "name": "Abandoned Mining Facility", "category": "defense", "victoryTokenValue": 10, "bannedAtStart": false},
  {"id": "asteroid-tactics", "name": "Asteroid Tactics", "category": "defense", "victoryTokenValue": null, "bannedAtStart": false},
  {"id": "capture-the-vip", "name": "Capture the VIP", "category": "defense", "victoryTokenValue": 50, "bannedAtStart": false},
  {"id": "contested-outpost", "name": "Contested Outpost", "category": "defense", "victoryTokenValue": 20, "bannedAtStart": false},
  {"id": "fighter-ambush", "name": "Fighter Ambush", "category": "defense", "victoryTokenValue": 15, "bannedAtStart": false},
  {"id": "fire-lanes", "name": "Fire Lanes", "category": "defense", "victoryTokenValue": 15, "bannedAtStart": true},
  {"id": "fleet-ambush", "name": "Fleet Ambush", "category": "defense", "victoryTokenValue": null, "bannedAtStart": true},
  {"id": "fleet-in-being", "name": "Fleet in Being", "category": "defense", "victoryTokenValue": 15, "bannedAtStart": false},
  {"id": "hyperspace-assault", "name": "Hyperspace Assault", "category": "defense", "victoryTokenValue": null, "bannedAtStart": false},
  {"id": "jamming-barrier", "name": "Jamming Barrier", "category": "defense", "victoryTokenValue": null, "bannedAtStart": false},
  {"id": "planetary-ion-cannon", "name": "Planetary Ion Cannon", "category": "defense", "victoryTokenValue": null, "bannedAtStart": true},
  {"id": "rift-ambush", "name": "Rift Ambush", "category": "defense", "victoryTokenValue": null, "bannedAtStart": false},
  {"id": "dangerous-territory", "name": "Dangerous Territory", "category": "navigation", "victoryTokenValue": 15, "bannedAtStart": false},
  {"id": "doomed-station", "name": "Doomed Station", "category": "navigation", "victoryTokenValue": 20, "bannedAtStart": false},
  {"id": "hyperspace-migration", "name": "Hyperspace Migration", "category": "navigation", "victoryTokenValue": 20, "bannedAtStart": false},
  {"id": "infested-fields", "name": "Infested Fields", "category": "navigation", "victoryTokenValue": 15, "bannedAtStart": false},
  {"id": "intel-sweep", "name": "Intel Sweep", "category": "navigation", "victoryTokenValue": null, "bannedAtStart": true},
  {"id": "minefields", "name": "Minefields", "category": "navigation", "victoryTokenValue": null, "bannedAtStart": false},
  {"id": "navigational-hazards", "name": "Navigational Hazards", "category": "navigation", "victoryTokenValue": 15, "bannedAtStart": false},
  {"id": "salvage-run", "name": "Salvage Run", "category": "navigation", "victoryTokenValue": 20, "bannedAtStart": false},
  {"id": "sensor-net", "name": "Sensor Net", "category": "navigation", "victoryTokenValue": 15, "bannedAtStart": false},
  {"id": "solar-corona", "name": "Solar Corona", "category": "navigation", "victoryTokenValue": null, "bannedAtStart": false},
  {"id": "superior-positions", "name": "Superior Positions", "category": "navigation", "victoryTokenValue": 15, "bannedAtStart": false},
  {"id": "volatile-deposits", "name": "Volatile Deposits", "category": "navigation", "victoryTokenValue": 15, "bannedAtStart": false},
  {"id": "double-agent", "name": "Double Agent", "category": "campaign", "victoryTokenValue": 10, "bannedAtStart": false},
  {"id": "hired-scum", "name": "Hired Scum", "category": "campaign", "victoryTokenValue": null, "bannedAtStart": false},
  {"id": "holonet-override", "name": "Holonet Override", "category": "campaign", "victoryTokenValue": 10, "bannedAtStart": false},
  {"id": "pilot-defection", "name": "Pilot Defection", "category": "campaign", "victoryTokenValue": 25, "bannedAtStart": false},
  {"id": "prototype-recovery", "name": "Prototype Recovery", "category": "campaign", "victoryTokenValue": 30, "bannedAtStart": false},
  {"id": "recruit-allies", "name": "Recruit Allies", "category": "campaign", "victoryTokenValue": 10, "bannedAtStart": false},
  {"id": "steal-supplies", "name": "Steal Supplies", "category": "campaign", "victoryTokenValue": 15, "bannedAtStart": false},
  {"id": "volatile-cargo", "name": "Volatile Cargo", "category": "campaign", "victoryTokenValue": 15, "bannedAtStart": false},
  {"id": "ion-cannon", "name": "Base Defense: Ion Cannon", "category": "base-defense", "victoryTokenValue": null, "bannedAtStart": false},
  {"id": "armed-station", "name": "Base Defense: Armed Station", "category": "base-defense", "victoryTokenValue": null, "bannedAtStart": false},
  {"id": "fighter-wing", "name": "Base Defense: Fighter Wing", "category": "base-defense", "victoryTokenValue": null, "bannedAtStart": false},
  {"id": "conquest", "name": "Conquest", "category": "pivotal", "victoryTokenValue": null, "bannedAtStart": false},
  {"id": "demonstration-of-force", "name": "Demonstration of Force", "category": "pivotal", "victoryTokenValue": 10, "bannedAtStart": false},
  {"id": "evacuation", "name": "Evacuation", "category": "pivotal", "victoryTokenValue": 10, "bannedAtStart": false}
] as Objective[]
