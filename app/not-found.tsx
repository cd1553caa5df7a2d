import Link from 'next/link'

export default function NotFound() {
  return (
    <section className="space-y-3">
      <h1 className="text-2xl font-bold">Not found</h1>
      <p>
        This page does not exist, or your link does not open it. If you play in a campaign, open the personal link your organizer gave you; if it stopped
        working, ask them for a new one.
      </p>
      <p>
        <Link href="/">Back to the start page</Link>
      </p>
    </section>
  )
}
