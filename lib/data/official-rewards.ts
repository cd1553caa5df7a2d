// The systems' rewards under each rule preset (RULES.md R-REWARD 1). lib/data/map.ts carries Green Knight's
// values; the official 2019 values of the systems he changed (the `official` blocks of ritr-systems.json)
// are kept here: his squadron rewards 24/16 and 18/12 were 30/15 and 24/12, Hoth had no Fleet Command,
// Utapau no Fleet Support, and Tatooine's loser value was 4.
import { SYSTEMS, type MapSystem, type Reward, type SystemId } from './map'

export type RewardPreset = 'green-knight' | 'official-2019'

export const OFFICIAL_REWARDS: Readonly<Partial<Record<SystemId, readonly Reward[]>>> = {
  'concord-dawn': [{ type: 'squadrons', winner: 30, loser: 15 }],
  hoth: [{ type: 'ion-cannons', winner: 10, loser: 5 }],
  lothal: [{ type: 'squadrons', winner: 30, loser: 15 }],
  montross: [
    { type: 'offensive-retrofit', winner: 10, loser: 5 },
    { type: 'squadrons', winner: 30, loser: 15 },
  ],
  'nal-hutta': [{ type: 'squadrons', winner: 24, loser: 12 }],
  'smugglers-run': [{ type: 'squadrons', winner: 24, loser: 12 }],
  tatooine: [{ type: 'offensive-retrofit', winner: 10, loser: 4 }],
  utapau: [{ type: 'turbolasers', winner: 10, loser: 5 }],
}

/** A system's rewards under the preset: the official values where they differ, else Green Knight's. */
export function systemRewards(systemId: SystemId, preset: RewardPreset): readonly Reward[] {
  const official = preset === 'official-2019' ? OFFICIAL_REWARDS[systemId] : undefined
  return official ?? SYSTEMS.find((s) => s.id === systemId)?.rewards ?? []
}

/** The map's systems as the preset shows them (the rewards follow the preset; nothing else differs). */
export function systemsFor(preset: RewardPreset): readonly MapSystem[] {
  return SYSTEMS.map((s) => ({ ...s, rewards: systemRewards(s.id, preset) }))
}
