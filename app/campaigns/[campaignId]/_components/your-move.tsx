// "Your move": what this person must do now, with the link to do it, and who the campaign waits for.
// The duties come from the engine (lib/campaign/duties.ts); this only words them.
import Link from 'next/link'
import { dutyPlace, type Duty } from '@/lib/campaign'
import { fleetName, TEAM_NAMES } from '@/app/_lib/words'
import { sentence } from '@/app/_lib/sentence'
import { TeamName } from '@/app/_components/ui/team-badge'

function dutySentence(duty: Duty, name: (id: string) => string): string {
  const fleet = (id: string) => fleetName(id, name)
  switch (duty.kind) {
    case 'place-base':
      return `${name(duty.playerId)}: place a base`
    case 'assign-defenses':
      return `${TEAM_NAMES[duty.team]}: assign the Base Defense objectives (Grand Admiral)`
    case 'ready-fleet':
      return `${fleet(duty.fleetId)}: build a legal fleet with its commander`
    case 'start-campaign':
      return 'The organizer: start the campaign'
    case 'choose-diplomats':
      return `${TEAM_NAMES[duty.team]}: choose, sealed, whether to mark a zone with Diplomats (Grand Admiral)`
    case 'declare-assault':
      return `${TEAM_NAMES[duty.team]}: declare the next assault (${duty.playerIds.map(name).join(', ')} still to pair)`
    case 'name-defender':
      return `${TEAM_NAMES[duty.team]}: name the defender`
    case 'spend-spacers':
      return `${TEAM_NAMES[duty.team]}: decide on Skilled Spacers (Grand Admiral)`
    case 'choose-objective':
      return `${name(duty.playerId)}: choose the objective`
    case 'enter-result':
      return `${duty.playerIds.map(name).join(' or ')}: enter the result`
    case 'confirm-result':
      return `${name(duty.playerId)}: confirm or dispute the result`
    case 'settle-result':
      return 'The organizer: settle a disputed result'
    case 'choose-veterans':
      return `${name(duty.playerId)}: choose the veterans of ${fleet(duty.fleetId)}`
    case 'build-bases':
      return `${TEAM_NAMES[duty.team]}: build bases or finish (Grand Admiral)`
    case 'gain-tokens':
      return `${TEAM_NAMES[duty.team]}: choose the tokens gained (Grand Admiral)`
    case 'take-reward':
      return `${fleet(duty.fleetId)}: take a reward`
    case 'spend-xp':
      return `${fleet(duty.fleetId)}: spend XP or finish`
    case 'refit':
      return `${fleet(duty.fleetId)}: refit`
    case 'choose-pivotal':
      return `${TEAM_NAMES[duty.team]}: choose the pivotal objective (Grand Admiral)`
    case 'prepare-pivotal':
      return `${TEAM_NAMES[duty.team]}: prepare for the pivotal battle (Grand Admiral)`
    case 'enter-pivotal-result':
      return `${TEAM_NAMES[duty.team]}: enter the team’s part of the pivotal result`
    case 'confirm-pivotal-result':
      return 'A player of either team: confirm the pivotal result'
    case 'pivotal-veterans':
      return `${fleet(duty.fleetId)}: choose veterans after the pivotal battle`
    case 'pivotal-tokens':
      return `${TEAM_NAMES[duty.team]}: choose the tokens won (Grand Admiral)`
    case 'finish-pivotal':
      return duty.endsCampaign ? 'The organizer: end the campaign' : 'The organizer: start the next act'
  }
}

const capitalised = (duty: Duty, name: (id: string) => string) => sentence(dutySentence(duty, name))

/** A team's duty starts with the team's name: shown with its colour and mark, like every team name. */
function DutyText({ duty, name }: { duty: Duty; name: (id: string) => string }) {
  const text = capitalised(duty, name)
  if (!('team' in duty)) return <>{text}</>
  const prefix = `${TEAM_NAMES[duty.team]}:`
  if (!text.startsWith(prefix)) return <>{text}</>
  return (
    <>
      <TeamName team={duty.team} />
      {text.slice(TEAM_NAMES[duty.team].length)}
    </>
  )
}

function href(campaignId: string, duty: Duty): string {
  const place = dutyPlace(duty)
  if (place === 'setup') return `/campaigns/${campaignId}`
  if (place === 'fleet' && 'fleetId' in duty) return `/campaigns/${campaignId}/fleets/${duty.fleetId}`
  if (place === 'battle' && 'battleId' in duty) return `/campaigns/${campaignId}/battles/${duty.battleId}`
  return `/campaigns/${campaignId}/${place}`
}

export function YourMove({ campaignId, duties, name }: { campaignId: string; duties: { mine: Duty[]; others: Duty[] }; name: (id: string) => string }) {
  return (
    <section aria-labelledby="your-move" className="space-y-2 rounded border-2 border-slate-500 bg-white p-4">
      <h2 id="your-move" className="text-lg font-bold">
        Your move
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
        <p>Nothing to do right now.</p>
      )}
      {duties.others.length > 0 ? (
        <>
          <h3 className="font-semibold">Waiting for</h3>
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
