'use server'
// Start-page actions: create a campaign, or the demonstration one (a campaign file is imported by the
// /import/file route). The creator becomes the organizer: their browser gets the organizer cookie, and
// they see every link once.
import { getLocale, getTranslations } from 'next-intl/server'
import { getDb } from '@/db/client'
import { AppError } from '@/lib/errors'
import { createCampaign } from '@/lib/server/create-campaign'
import type { IssuedLinks } from '@/lib/server/create-campaign'
import { createDemoCampaign } from '@/lib/server/demo/demo-campaign'
import { requestCreator } from '@/lib/server/storage-quota'
import { keepDemoLinks } from '@/lib/server/demo/demo-links'
import { requestOrigin } from '@/lib/server/http/origin'
import { setCampaignCookie } from '@/lib/server/http/session'
import { admitCampaignCreation } from '@/lib/server/http/rate-limit'
import { admitPassphrase, PASSPHRASE_FIELD } from '@/lib/server/http/creation-passphrase'
import { parseCreateCampaignForm } from '@/lib/validation/campaign-forms'
import { withValues, type ActionState } from './_lib/action-state'
import { toActionState } from './_lib/messages'
import { issuedLinksView, type IssuedLinksView } from '@/lib/server/issued-links'
import { wordFieldErrors } from '@/app/_lib/form-words'

export async function createCampaignAction(_: ActionState<IssuedLinksView>, formData: FormData): Promise<ActionState<IssuedLinksView>> {
  const parsed = parseCreateCampaignForm(Object.fromEntries(formData))
  if (!parsed.ok) {
    const t = await getTranslations('Home.create')
    return withValues({ status: 'error', message: t('invalid'), fieldErrors: await wordFieldErrors(parsed.fieldErrors) }, formData)
  }
  const { origin, secure } = await requestOrigin()
  try {
    await admitCampaignCreation()
    admitPassphrase(formData.get(PASSPHRASE_FIELD))
    // The campaign speaks the language of the page it was created from, until the organizer changes it.
    const issued = createCampaign(getDb(), { ...parsed.value, language: await getLocale() }, new Date(), await requestCreator(getDb()))
    await setCampaignCookie(issued.campaignId, issued.tokens.organizer!, secure)
    return { status: 'ok', data: issuedLinksView(getDb(), issued, origin) }
  } catch (error) {
    if (error instanceof AppError) return withValues(await toActionState(error, { preset: parsed.value.preset }), formData)
    throw error
  }
}

export async function createDemoCampaignAction(_: ActionState<IssuedLinksView>, formData: FormData): Promise<ActionState<IssuedLinksView>> {
  const { origin, secure } = await requestOrigin()
  let issued: IssuedLinks
  try {
    await admitCampaignCreation()
    admitPassphrase(formData.get(PASSPHRASE_FIELD))
    issued = createDemoCampaign(getDb(), new Date(), await requestCreator(getDb()))
  } catch (error) {
    if (error instanceof AppError) return await toActionState(error)
    throw error
  }
  await setCampaignCookie(issued.campaignId, issued.tokens.organizer!, secure)
  // The start page lists the demo's links from now on (a cookie set here re-renders it).
  await keepDemoLinks(issued, secure)
  return { status: 'ok', data: issuedLinksView(getDb(), issued, origin) }
}
