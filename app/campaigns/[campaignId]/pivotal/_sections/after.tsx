// After the pivotal battle: its outcome, the tokens, veterans and rewards it brings, and its close (R-PIVOT-AFTER).
import { Link } from '@/app/_components/link'
import { getTranslations } from 'next-intl/server'
import { Panel } from '@/app/_components/ui/panel'
import { Select } from '@/app/_components/ui/select'
import type { TeamId } from '@/lib/campaign'
import { TurnForm } from '../../turn/turn-form'
import { actRoman, fleetName } from '../../history/words'
import { PivotalReward } from '../pivotal-reward'
import { PlayerAfterForms } from './after-player'
import { ClaimSection } from './claim'
import { SpendXpForms } from './spend-xp'
import type { PivotalSectionProps } from './section-props'

export async function AfterSection(props: PivotalSectionProps) {
  const { p, pv, view, actor, form, name, campaignId, chosenReward } = props
  if (p.result.status !== 'applied') return null
  const t = await getTranslations('Pivotal.after')
  const terms = await getTranslations('Terms')
  const open = view.state.phase !== 'ended' && p.step === 'after'
  const nextAct = actRoman(view.state.act + 1)
  return (
    <Panel id="after-title" title={t('title')} rule="R-PIVOT-AFTER">
      <p className="font-semibold">
        {p.claim
          ? t('winnerClaimOwed', { team: p.result.winner })
          : p.result.climacticCp
            ? t('winnerClimactic', { team: p.result.winner, cp: p.result.cp, climactic: p.result.climacticCp })
            : t('winner', { team: p.result.winner, cp: p.result.cp })}
      </p>
      {open ? <ClaimSection {...props} /> : null}
      <p className="text-sm">
        {t('xp', {
          gains: Object.entries(p.result.xp)
            .map(([id, xp]) => t('xpGain', { player: name(id), xp }))
            .join(', '),
        })}
      </p>
      {open
        ? Object.entries(p.tokenChoices)
            .filter(([team]) => pv.decidesFor.includes(team as TeamId))
            .map(([team, options]) => (
              <TurnForm key={team} {...form} type="pivotal-tokens" submit={t('tokensSubmit')} done={t('tokensDone')} label={t('tokensForm', { team })}>
                <input type="hidden" name="team" value={team} />
                {options!.map((opts, i) => (
                  <Select key={i} label={t('token', { n: i + 1 })} name="tokens" options={opts.map((o) => ({ value: o, label: terms(`token.${o}`) }))} />
                ))}
              </TurnForm>
            ))
        : null}
      {open && actor.role === 'player' ? <PlayerAfterForms {...props} playerId={actor.playerId} /> : null}
      {open ? <SpendXpForms {...props} /> : null}
      {open
        ? pv.rewards.map((r) => (
            <PivotalReward
              key={r.fleetId}
              reward={r}
              title={fleetName(terms, r.fleetId, name)}
              chosen={chosenReward}
              campaignId={campaignId}
              version={view.version}
            />
          ))
        : null}
      {view.state.phase !== 'ended' && !pv.endsCampaign ? (
        <p>{t.rich('refit', { link: (chunks) => <Link href={`/campaigns/${campaignId}/management`}>{chunks}</Link> })}</p>
      ) : null}
      {view.state.phase !== 'ended' && actor.role === 'organizer' ? (
        <TurnForm
          {...form}
          type="finish-pivotal"
          submit={pv.endsCampaign ? t('end') : t('next')}
          done={t('closed')}
          label={t('closeForm')}
          confirm={{
            button: pv.endsCampaign ? t('endConfirm') : t('nextConfirm'),
            cost: { text: pv.endsCampaign ? t('endCost') : t('nextCost', { roman: nextAct }) },
          }}
        />
      ) : null}
    </Panel>
  )
}
