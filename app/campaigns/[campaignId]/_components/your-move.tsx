// "Your move": what this person must do now, said to them, with the link that lands on each form, and who
// the campaign waits for. The duties come from the engine (lib/campaign/duties.ts, duty-concerns.ts); this
// only words them.
import { Link } from '@/app/_components/link'
import { useFormatter, useTranslations } from 'next-intl'
import { getFormatter, getTranslations } from 'next-intl/server'
import { organizerStepIn, type AwaitedDuty } from '@/lib/campaign'
import { TeamName } from '@/app/_components/ui/team-badge'
import { dutyForReader, dutyHref, readersOrder } from '@/app/_lib/duty-words'
import { fleetLabel } from '@/app/_lib/fleet-label'
import type { CampaignView } from '@/lib/server/get-campaign-view'
import { viewerActor } from './phase-banner'
import { YourGames } from './your-games'

/** One awaited duty as a sentence, in the third person; a team's duty starts with the team's name, shown with its colour and mark. */
function DutyText({ duty, name }: { duty: AwaitedDuty; name: (id: string) => string }) {
  const t = useTranslations('Campaign.yourMove.duty')
  const terms = useTranslations('Terms')
  const format = useFormatter()
  const fleet = (id: string) => fleetLabel(terms, id, name)
  const team = (team: AwaitedDuty & { team: 'empire' | 'rebels' }) => ({
    teamName: terms('team', { team: team.team }),
    team: (chunks: React.ReactNode) => <TeamName team={team.team}>{chunks}</TeamName>,
  })
  // A sentence that begins with a fleet's name ("the Rebels' fourth fleet") begins with a capital.
  const capital = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1)
  switch (duty.kind) {
    case 'place-base':
    case 'choose-objective':
    case 'confirm-result':
      return <>{t(duty.kind, { player: name(duty.playerId) })}</>
    case 'choose-veterans':
      return <>{t(duty.kind, { player: name(duty.playerId), fleet: fleet(duty.fleetId) })}</>
    case 'ready-fleet':
    case 'take-reward':
    case 'spend-xp':
    case 'refit':
    case 'pivotal-veterans':
      return <>{capital(t(duty.kind, { fleet: fleet(duty.fleetId) }))}</>
    case 'enter-result':
      return <>{t(duty.kind, { players: format.list(duty.playerIds.map(name), { type: 'disjunction' }) })}</>
    case 'declare-assault':
      return <>{t.rich(duty.kind, { ...team(duty), players: format.list(duty.playerIds.map(name), { type: 'unit' }) })}</>
    case 'assign-defenses':
    case 'choose-diplomats':
    case 'name-defender':
    case 'spend-spacers':
    case 'build-bases':
    case 'team-spend-xp':
    case 'gain-tokens':
    case 'choose-pivotal':
    case 'prepare-pivotal':
    case 'enter-pivotal-result':
    case 'pivotal-tokens':
    case 'claim-pivotal-effects':
      return <>{t.rich(duty.kind, team(duty))}</>
    case 'start-campaign':
    case 'settle-result':
    case 'confirm-pivotal-result':
      return <>{t(duty.kind)}</>
    case 'finish-pivotal':
      return <>{t(duty.endsCampaign ? 'finish-pivotal-end' : 'finish-pivotal-next-act')}</>
  }
}

/** What the campaign waits for from others: the overview's one list of it (the banner leaves it to this). */
function awaited(view: CampaignView): AwaitedDuty[] {
  return view.duties.others
}

/** The reader's own duties, each said to them with the link that lands on its form. */
async function MineList({ view, name, refitsInEditor }: { view: CampaignView; name: (id: string) => string; refitsInEditor: string[] }) {
  const root = await getTranslations()
  const format = await getFormatter()
  const actor = viewerActor(view)
  return (
    <ul className="space-y-1">
      {readersOrder(view.state, actor, view.duties.mine).map((d, i) => (
        <li key={i}>
          <Link href={dutyHref(view.id, d, { refitsInEditor })} className="font-semibold underline">
            {dutyForReader(root, format, view.state, actor, d, name)}
          </Link>
        </li>
      ))}
    </ul>
  )
}

function AwaitedList({ duties, name }: { duties: AwaitedDuty[]; name: (id: string) => string }) {
  return (
    <ul className="list-disc pl-5 text-sm">
      {duties.map((d, i) => (
        <li key={i}>
          <DutyText duty={d} name={name} />
        </li>
      ))}
    </ul>
  )
}

/**
 * The organizer's: what only they can unblock (a dispute to settle, the campaign to start, the next act),
 * then what the campaign waits for from the players and whether the organizer should step in (R-OVERRIDE).
 */
async function OrganizerMove({ view, name, refitsInEditor }: { view: CampaignView; name: (id: string) => string; refitsInEditor: string[] }) {
  const t = await getTranslations('Campaign.yourMove.organizer')
  const { mine } = view.duties
  const others = awaited(view)
  const stepIn = organizerStepIn(view.state)
  return (
    <>
      {mine.length > 0 ? (
        <>
          <p className="font-semibold">{t('onlyYou')}</p>
          <MineList view={view} name={name} refitsInEditor={refitsInEditor} />
        </>
      ) : (
        <p>{t('nothingOnlyYou')}</p>
      )}
      {others.length > 0 ? (
        <>
          <h3 className="font-semibold">{t('waiting')}</h3>
          <AwaitedList duties={others} name={name} />
          <p className="text-sm">
            {t('stepIn', { how: stepIn === 'force-step' ? 'force' : 'act' })}
            {stepIn === 'force-step' ? (
              <>
                {' '}
                <Link href={`/campaigns/${view.id}/management#force-title`}>{t('forceLink')}</Link>
              </>
            ) : null}
          </p>
        </>
      ) : null}
    </>
  )
}

/** `refitsInEditor`: the fleets whose refit link goes straight to their editor (see the banner). */
export async function YourMove({ view, name, refitsInEditor }: { view: CampaignView; name: (id: string) => string; refitsInEditor: string[] }) {
  const t = await getTranslations('Campaign.yourMove')
  const { mine } = view.duties
  const others = awaited(view)
  return (
    <section aria-labelledby="your-move" className="space-y-2 rounded border-2 border-slate-500 bg-white p-4">
      <h2 id="your-move" className="text-lg font-bold">
        {t('title')}
      </h2>
      {view.viewer.role === 'organizer' ? (
        <OrganizerMove view={view} name={name} refitsInEditor={refitsInEditor} />
      ) : (
        <>
          {mine.length > 0 ? <MineList view={view} name={name} refitsInEditor={refitsInEditor} /> : <p>{t('nothing')}</p>}
          <YourGames view={view} className="space-y-1" />
          {others.length > 0 ? (
            <>
              <h3 className="font-semibold">{t('waiting')}</h3>
              <AwaitedList duties={others} name={name} />
            </>
          ) : null}
        </>
      )}
    </section>
  )
}
