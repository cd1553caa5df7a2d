'use client'
import { useActionState } from 'react'
import { createDemoCampaignAction } from '@/app/actions'
import { idle, type ActionState } from '@/app/_lib/action-state'
import type { IssuedLinksView } from '@/lib/server/issued-links'
import { IssuedLinks } from './issued-links'
import { SubmitButton } from './submit-button'

export function DemoCampaignForm() {
  const [state, action] = useActionState<ActionState<IssuedLinksView>, FormData>(createDemoCampaignAction, idle)
  if (state.status === 'ok') return <IssuedLinks links={state.data} />
  return (
    <form action={action} className="space-y-2">
      <p>
        A campaign in the middle of act I, with six players: bases placed, fleets built, the first turn played through its management phase, and a battle at Mon
        Cala waiting for its result. You get the organizer&apos;s link and every player&apos;s, to see the campaign through each of their eyes.
      </p>
      <SubmitButton>Create a demo campaign</SubmitButton>
    </form>
  )
}
