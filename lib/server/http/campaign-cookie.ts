// The name of the per-campaign cookie a personal link sets (session.ts). Apart, so that code outside a
// request (the kept pages' key) reads it without Next's request helpers.
export function campaignCookieName(campaignId: string): string {
  return `rc_${campaignId}`
}
