// The campaign's plainest names (teams, players, Base Defense objectives): the leaf every state module
// imports, so that state.ts can gather the parts' states without a part's state importing it back.
export const TEAMS = ['empire', 'rebels'] as const
export type TeamId = (typeof TEAMS)[number]

export const BASE_DEFENSES = ['ion-cannon', 'armed-station', 'fighter-wing'] as const
export type BaseDefenseId = (typeof BASE_DEFENSES)[number]

export type PlayerId = string
