// "Your move"'s lists for the reader at this version, worded once for the overview and for its overlay.
import { awaitedDutyWords, dutyForReader, dutyHref, readersOrder, type Formatter } from '@/app/_lib/duty-words'
import type { AppTranslator } from '@/app/_lib/translator'
import { organizerStepIn, type ManagementView } from '@/lib/campaign'
import type { CampaignView } from '@/lib/server/get-campaign-view'
import { inManagementOrPivotal, refitsInEditor, viewerActor } from '../_components/phase-banner'
import type { YourMoveListed } from '../_components/your-move-listed'
import { playerNamer } from './load-campaign'

export function yourMoveListed(view: CampaignView, management: ManagementView | null, root: AppTranslator, format: Formatter): YourMoveListed {
  const { state } = view
  const actor = viewerActor(view)
  const name = playerNamer(view)
  // The fleets whose refit link goes straight to their editor (see the banner).
  const inEditor = inManagementOrPivotal(view) ? refitsInEditor(management) : []
  const how = organizerStepIn(state)
  return {
    mine: readersOrder(state, actor, view.duties.mine).map((d) => ({
      href: dutyHref(view.id, d, { refitsInEditor: inEditor }),
      text: dutyForReader(root, format, state, actor, d, name),
    })),
    others: view.duties.others.map((d) => awaitedDutyWords(root, format, d, name)),
    stepIn:
      view.viewer.role === 'organizer'
        ? {
            text: root('Campaign.yourMove.organizer.stepIn', { how: how === 'force-step' ? 'force' : 'act' }),
            forceHref: how === 'force-step' ? `/campaigns/${view.id}/management#force-title` : null,
          }
        : null,
  }
}
