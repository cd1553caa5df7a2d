'use server'
// The turn pages' command action: the campaign's generic one (app/_lib/command-form-action.ts).
import type { ActionState } from '@/app/_lib/action-state'
import { commandFormAction } from '@/app/_lib/command-form-action'

export async function turnCommandAction(state: ActionState<unknown>, formData: FormData): Promise<ActionState<unknown>> {
  return commandFormAction(state, formData)
}
