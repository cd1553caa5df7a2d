'use client'
import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { FormError } from '@/app/_components/form-error'
import { IssuedLinks } from '@/app/_components/issued-links'
import { idle, type ActionState } from '@/app/_lib/action-state'
import type { IssuedLinksView } from '@/lib/server/issued-links'
import { PassphraseField } from '@/app/_components/passphrase-field'

/** The statuses the server answers before the import route can word them. */
const UNANSWERED = { 403: 'otherSite', 413: 'tooLarge' } as const

/**
 * Posts the file to /import/file. Without script the browser sends the form itself and is redirected (to
 * the new campaign, or back here with the message); with script the answer stays on this page, which then
 * shows the new links once.
 */
export function ImportCampaignForm({ error, passphrase }: { error?: string; /** The instance asks for its creation passphrase. */ passphrase: boolean }) {
  const t = useTranslations('Home.import')
  const [state, setState] = useState<ActionState<IssuedLinksView>>(error ? { status: 'error', message: error } : idle)
  const [pending, setPending] = useState(false)
  if (state.status === 'ok') return <IssuedLinks links={state.data} />

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    setPending(true)
    try {
      const response = await fetch(form.action, { method: 'POST', body: new FormData(form), headers: { accept: 'application/json' } })
      const answer = (await response.json().catch(() => null)) as ActionState<IssuedLinksView> | null
      if (answer && answer.status !== 'idle') setState(answer)
      else {
        const key = response.status === 403 || response.status === 413 ? UNANSWERED[response.status] : 'failed'
        setState({ status: 'error', message: t(key) })
      }
    } catch {
      setState({ status: 'error', message: t('notSent') })
    } finally {
      setPending(false)
    }
  }

  return (
    <form action="/import/file" method="post" encType="multipart/form-data" onSubmit={send} className="space-y-4">
      <FormError state={state} />
      <label className="block font-semibold">
        {t('file')}
        <input type="file" name="file" accept="application/json,.json" required className="mt-1 block" />
      </label>
      <PassphraseField required={passphrase} />
      <button
        type="submit"
        disabled={pending}
        aria-disabled={pending}
        className="rounded bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-700 disabled:opacity-60"
      >
        {pending ? t('pending') : t('submit')}
      </button>
    </form>
  )
}
