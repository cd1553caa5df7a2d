// "Your move": what this person must do now, with the link to do it, and who the campaign waits for.
// The duties come from the engine (lib/campaign/duties.ts); this only words them.
import Link from 'next/link'
import { useFormatter, useTranslations } from 'next-intl'
import { dutyPlace, type AwaitedDuty, type Duty } from '@/lib/campaign'
import { TeamName } from '@/app/_components/ui/team-badge'
import { fleetLabel } from '@/app/_lib/fleet-label'

/** One duty as a sentence; a team's duty starts with the team's name, shown with its colour and mark. */
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

function href(campaignId: string, duty: Duty): string {
  const place = dutyPlace(duty)
  // A fleet's refit is made in its refit editor.
  if (duty.kind === 'refit') return `/campaigns/${campaignId}/fleets/${duty.fleetId}/refit`
  if (place === 'setup') return `/campaigns/${campaignId}`
  if (place === 'fleet' && 'fleetId' in duty) return `/campaigns/${campaignId}/fleets/${duty.fleetId}`
  if (place === 'battle' && 'battleId' in duty) return `/campaigns/${campaignId}/battles/${duty.battleId}`
  return `/campaigns/${campaignId}/${place}`
}

export function YourMove({ campaignId, duties, name }: { campaignId: string; duties: { mine: Duty[]; others: AwaitedDuty[] }; name: (id: string) => string }) {
  const t = useTranslations('Campaign.yourMove')
  return (
    <section aria-labelledby="your-move" className="space-y-2 rounded border-2 border-slate-500 bg-white p-4">
      <h2 id="your-move" className="text-lg font-bold">
        {t('title')}
      </h2>
      {duties.mine.length > 0 ? (
        <ul className="space-y-1">
          {duties.mine.map((d, i) => (
            <li key={i}>
              <Link href={href(campaignId, d)} className="font-semibold underline">
                <DutyText duty={d} name={name} />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('nothing')}</p>
      )}
      {duties.others.length > 0 ? (
        <>
          <h3 className="font-semibold">{t('waiting')}</h3>
          <ul className="list-disc pl-5 text-sm">
            {duties.others.map((d, i) => (
              <li key={i}>
                <DutyText duty={d} name={name} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
