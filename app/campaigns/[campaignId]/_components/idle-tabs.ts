// Which of the campaign's tabs are drawn quieter, their phase not being now: for the layout that draws the
// tabs and for the overlay that keeps them up to date as the phase moves on (layout-overlay.ts).
import type { CampaignState } from '@/lib/campaign'

export const PHASE_TABS = ['turn', 'battles', 'management', 'pivotal'] as const
export type PhaseTab = (typeof PHASE_TABS)[number]

export function idleTabs(state: Pick<CampaignState, 'phase' | 'pivotal'>): Record<PhaseTab, boolean> {
  const { phase } = state
  return {
    turn: phase === 'setup' || phase === 'pivotal' || phase === 'ended',
    battles: phase === 'setup',
    // A refit (after a turn or a pivotal battle) is a management task.
    management: !(phase === 'management' || (phase === 'pivotal' && state.pivotal?.step === 'after')),
    pivotal: phase !== 'pivotal' && phase !== 'ended',
  }
}

/** The overlay's words for the tabs: '1' where a tab is idle. */
export function idleTabsText(state: Pick<CampaignState, 'phase' | 'pivotal'>): Record<string, string> {
  const idle = idleTabs(state)
  return Object.fromEntries(PHASE_TABS.map((tab) => [`nav.idle.${tab}`, idle[tab] ? '1' : '']))
}
