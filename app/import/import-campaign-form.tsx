'use client'
import { useState, type FormEvent } from 'react'
import { FormError } from '@/app/_components/form-error'
import { IssuedLinks } from '@/app/_components/issued-links'
import { idle, type ActionState } from '@/app/_lib/action-state'
import type { IssuedLinksView } from '@/lib/server/issued-links'

const UNANSWERED: Record<number, string> = {
  403: 'This request came from another site: it was refused. Nothing was imported.',
  413: 'This file is too large to be a campaign file (20 MB at most). Nothing was imported.',
}

/**
 * Posts the file to /import/file. Without script the browser sends the form itself and is redirected (to
 * the new campaign, or back here with the message); with script the answer stays on this page, which then
 * shows the new links once.
 */
export function ImportCampaignForm({ error }: { error?: string }) {
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
      else setState({ status: 'error', message: UNANSWERED[response.status] ?? 'The server could not import this file. Nothing was imported.' })
    } catch {
      setState({ status: 'error', message: 'The file could not be sent: check the connection and try again.' })
    } finally {
      setPending(false)
    }
  }

  return (
    <form action="/import/file" method="post" encType="multipart/form-data" onSubmit={send} className="space-y-4">
      <FormError state={state} />
      <label className="block font-semibold">
        Campaign file (.json)
        <input type="file" name="file" accept="application/json,.json" required className="mt-1 block" />
      </label>
      <button
        type="submit"
        disabled={pending}
        aria-disabled={pending}
        className="rounded bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-700 disabled:opacity-60"
      >
        {pending ? 'Importing…' : 'Import'}
      </button>
    </form>
  )
}
