// The app's links: Next's Link, never prefetching. A campaign's pages are rendered for their reader at each
// request, so a prefetch brings only the route's outline (a few hundred bytes) and the click fetches the page
// anyway; and every change a page follows empties the router's cache, after which each link in view was
// prefetched again: about twenty requests per page shown, each costing the server a third of the page itself.
import NextLink from 'next/link'
import type { ComponentProps } from 'react'

export function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />
}
