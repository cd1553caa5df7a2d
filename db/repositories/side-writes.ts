// Writes to a campaign's rows outside its state (a link replaced, a player's Discord id) leave its version as
// it was. What is kept for a version (lib/server/kept-pages) names this count too, so such a write is seen at
// once. Counted in memory: the one server process is the only writer, and a restart keeps nothing.
const globalForSideWrites = globalThis as unknown as { rimCommandSideWrites?: Map<string, number> }

function counts(): Map<string, number> {
  return (globalForSideWrites.rimCommandSideWrites ??= new Map())
}

export function noteSideWrite(campaignId: string): void {
  counts().set(campaignId, (counts().get(campaignId) ?? 0) + 1)
}

/** How many side writes campaign `campaignId` had since the process started. */
export function sideWrites(campaignId: string): number {
  return counts().get(campaignId) ?? 0
}
