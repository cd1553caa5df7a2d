// Client components get only the namespaces they use, so a page's payload does not carry the whole
// catalogue. Wrap a client component (or a group of them) in <ClientMessages namespaces={['Fleet']}>; the
// Common namespace always comes along, and Ui, the few words of the shared controls (Confirm's Cancel,
// LocalTime) that any client component may draw.
import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { Messages } from './messages'

type Namespace = keyof Messages

export async function ClientMessages({ namespaces, children }: { namespaces: readonly Namespace[]; children: React.ReactNode }) {
  const messages = (await getMessages()) as Messages
  const picked: Partial<Messages> = { Common: messages.Common, Ui: messages.Ui }
  for (const namespace of namespaces) Object.assign(picked, { [namespace]: messages[namespace] })
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>
}
