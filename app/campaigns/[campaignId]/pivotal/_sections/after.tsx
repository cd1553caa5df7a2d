// After the pivotal battle: its outcome, the tokens, veterans and rewards it brings, and its close (R-PIVOT-AFTER).
import Link from 'next/link'
import { fleetName, TEAM_NAMES, tokenName } from '@/app/_lib/words'
import { Panel } from '@/app/_components/ui/panel'
import { Select } from '@/app/_components/ui/select'
import type { TeamId } from '@/lib/campaign'
import { TurnForm } from '../../turn/turn-form'
import { PivotalReward } from '../pivotal-reward'
import { PlayerAfterForms } from './after-player'
import type { PivotalSectionProps } from './section-props'

export function AfterSection(props: PivotalSectionProps) {
  const { p, pv, view, actor, form, name, campaignId, chosenReward } = props
  if (p.result.status !== 'applied') return null
  const open = view.state.phase !== 'ended' && p.step === 'after'
  const nextAct = ['I', 'II', 'III'][view.state.act] ?? ''
  return (
    <Panel id="after-title" title="After the battle (R-PIVOT-AFTER)">
      <p className="font-semibold">
        The {TEAM_NAMES[p.result.winner]} win the pivotal battle: +{p.result.cp} CP.
      </p>
      <p className="text-sm">
        XP:{' '}
        {Object.entries(p.result.xp)
          .map(([id, xp]) => `${name(id)} +${xp}`)
          .join(', ')}
        .
      </p>
      {open
        ? Object.entries(p.tokenChoices)
            .filter(([t]) => pv.decidesFor.includes(t as TeamId))
            .map(([t, options]) => (
              <TurnForm
                key={t}
                {...form}
                type="pivotal-tokens"
                submit="Take the tokens"
                done="Tokens taken."
                label={`${TEAM_NAMES[t as TeamId]} pivotal tokens`}
              >
                <input type="hidden" name="team" value={t} />
                {options!.map((opts, i) => (
                  <Select key={i} label={`Token ${i + 1}`} name="tokens" options={opts.map((o) => ({ value: o, label: tokenName(o) }))} />
                ))}
              </TurnForm>
            ))
        : null}
      {open && actor.role === 'player' ? <PlayerAfterForms {...props} playerId={actor.playerId} /> : null}
      {open
        ? pv.rewards.map((r) => (
            <PivotalReward key={r.fleetId} reward={r} title={fleetName(r.fleetId, name)} chosen={chosenReward} campaignId={campaignId} version={view.version} />
          ))
        : null}
      {view.state.phase !== 'ended' && !pv.endsCampaign ? (
        <p>
          Every fleet refits with the next act’s limits before the next act: <Link href={`/campaigns/${campaignId}/management`}>refit</Link>.
        </p>
      ) : null}
      {view.state.phase !== 'ended' && actor.role === 'organizer' ? (
        <TurnForm
          {...form}
          type="finish-pivotal"
          submit={pv.endsCampaign ? 'End the campaign' : 'Start the next act'}
          done="Done."
          label="Close the pivotal battle"
          confirm={{
            button: pv.endsCampaign ? 'Yes, end it' : 'Yes, start it',
            cost: {
              text: pv.endsCampaign
                ? 'Ending the campaign closes it for good: no more battles, and the final standings are drawn from the campaign as it stands now.'
                : `Starting act ${nextAct} closes this pivotal battle for good: nothing more can be taken or chosen for it.`,
            },
          }}
        />
      ) : null}
    </Panel>
  )
}
