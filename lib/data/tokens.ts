// The seven strategic effect tokens (RULES.md §8). Destiny and Spynet may be handed to a player.

export const TOKENS = [{"id": "ally", "name": "Ally", "holder": "team"}, {"id": "destiny", "name": "Destiny", "holder": "player"}, {"id": "diplomats", "name": "Diplomats", "holder": "team"}, {"id": "repair-yards", "name": "Repair Yards", "holder": "team"}, {"id": "resources", "name": "Resources", "holder": "team"}, {"id": "skilled-spacers", "name": "Skilled Spacers", "holder": "team"}, {"id": "spynet", "name": "Spynet", "holder": "player"}] as const

export type TokenId = (typeof TOKENS)[number]['id']
export const TOKEN_IDS: readonly TokenId[] = TOKENS.map((t) => t.id)
