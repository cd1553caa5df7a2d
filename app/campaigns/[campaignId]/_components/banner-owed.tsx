'use client'
// The banner's line of who owes what, and on a phone its count when the list is long (the page's own content
// then stays on the first screen): as rendered, then as each change's overlay words them.
import { Link } from '@/app/_components/link'
import { useOverlay } from './live-values'

export function BannerOwed({
  campaignId,
  since,
  owed,
  owedShort,
  whoOwes,
}: {
  campaignId: string
  since: number
  owed: string
  owedShort: string
  whoOwes: string
}) {
  const live = useOverlay(since)
  const all = live?.text['banner.owed'] ?? owed
  const short = live?.text['banner.owedShort'] ?? owedShort
  return (
    <>
      <p className={`text-sm empty:hidden ${short ? 'hidden sm:block' : ''}`}>{all}</p>
      {short ? (
        <p className="text-sm sm:hidden">
          {short} (
          <Link href={`/campaigns/${campaignId}`} className="underline">
            {whoOwes}
          </Link>
          )
        </p>
      ) : null}
    </>
  )
}
