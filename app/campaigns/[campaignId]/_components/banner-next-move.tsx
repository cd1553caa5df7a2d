'use client'
// The banner's line of the reader's next move, with its one-tap finish where it decides nothing: drawn from
// the overlay once one arrives, so a change that gives the reader a move, takes it away or makes it another
// is followed without reloading the page (layout-overlay.ts words it; an empty move hides the line).
import { TurnForm } from '../turn/turn-form'
import { quickOf, type QuickFinish } from './banner-quick'
import { LiveLink, LiveText, useOverlay } from './live-values'

export function BannerNextMove({
  campaignId,
  since,
  text,
  href,
  more,
  quick,
  lead,
  done,
}: {
  campaignId: string
  since: number
  text: string
  href: string
  more: string
  quick: QuickFinish | null
  /** "Your next move:" */
  lead: string
  done: string
}) {
  const live = useOverlay(since)
  if (!(live?.text['banner.next.text'] ?? text)) return null
  const finish = live ? quickOf(live.text) : quick
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <p>
        {lead} <LiveLink k="banner.next" href={href} text={text} since={since} className="font-semibold underline" />
        <LiveText k="banner.more" v={more} since={since} />
      </p>
      {finish ? (
        <TurnForm
          key={`${finish.type}-${finish.fleetId}`}
          campaignId={campaignId}
          version={live?.version ?? since}
          type={finish.type}
          submit={finish.submit}
          done={done}
          label={finish.label}
        >
          <input type="hidden" name="fleetId" value={finish.fleetId} />
        </TurnForm>
      ) : null}
    </div>
  )
}
