// The process's one notice sender (sender.ts), on globalThis: route handlers, server actions and the
// instrumentation that starts it are bundled apart, and a module's own variable would exist once per bundle.
import type { CampaignState } from '@/lib/campaign'

/** A command's states, kept in memory so that its draft notice is worked out without reading them back. */
export interface DraftStates {
  campaignId: string
  seq: number
  before: CampaignState
  after: CampaignState
}

export interface NoticeSenderHandle {
  /** Something was written to the outbox: look at it soon (never in the caller's time) rather than at the next timer. */
  wake(): void
  /** A command left a draft: work it out from these states soon, then post it. */
  composeSoon(states: DraftStates): void
  stop(): Promise<void>
}

const holder = globalThis as unknown as { rimCommandNoticeSender?: NoticeSenderHandle }

export function setNoticeSender(sender: NoticeSenderHandle | undefined): void {
  holder.rimCommandNoticeSender = sender
}

export function noticeSender(): NoticeSenderHandle | undefined {
  return holder.rimCommandNoticeSender
}

/** Never waits: the command's answer does not depend on Discord. */
export function wakeNoticeSender(): void {
  holder.rimCommandNoticeSender?.wake()
}
