import { getTranslations } from 'next-intl/server'
import type { BattleExtras } from '@/lib/campaign'
import { TurnForm } from '../../../turn/turn-form'
import { TOKEN_PURPOSE_MAX } from '@/lib/campaign'

/**
 * R-TOKEN-DESTINY, R-TOKEN-SPYNET: a player of the battle records a token spent during it. The tokens offered
 * are the turn view's (those the team holds); a player whose team holds none is offered nothing.
 */
export async function TokensSection({
  battleId,
  extras,
  viewerId,
  name,
  form,
}: {
  battleId: string
  extras: BattleExtras
  /** The viewing player, whose own form needs no name. */
  viewerId: string | null
  name: (id: string) => string
  form: { campaignId: string; version: number }
}) {
  const t = await getTranslations('BattlePage')
  if (extras.tokenSpends.length === 0) return null
  const optionLabel = (o: BattleExtras['tokenSpends'][number]['options'][number]) =>
    o.token === 'destiny' ? (o.count === 1 ? t('destiny') : t('twoDestiny')) : o.count === 1 ? t('spynet') : t('twoSpynet')
  return (
    <section aria-labelledby="tokens-title" className="space-y-2 rounded border border-slate-300 bg-white p-3">
      <h2 id="tokens-title" className="font-bold">
        {t('tokensTitle')}
      </h2>
      {extras.tokenSpends.map((spend) => (
        <TurnForm
          key={spend.playerId}
          {...form}
          type="spend-battle-token"
          submit={t('recordToken')}
          done={t('tokenRecorded')}
          label={spend.playerId === viewerId ? t('recordTokenLabel') : t('recordTokenFor', { player: name(spend.playerId) })}
        >
          <input type="hidden" name="battleId" value={battleId} />
          <input type="hidden" name="playerId" value={spend.playerId} />
          {/* Choices to tap, each on as many lines as its words take (a select would cut them on a phone). */}
          <fieldset>
            <legend>{t('token')}</legend>
            {spend.options.map((o, i) => (
              <label key={`${o.token}:${o.count}`} className="flex min-h-11 items-center gap-2">
                <input type="radio" name="token" value={`${o.token}:${o.count}`} defaultChecked={i === 0} className="h-5 w-5 shrink-0" /> {optionLabel(o)}
              </label>
            ))}
          </fieldset>
          <label className="block">
            {t('whatFor')}
            <input name="purpose" maxLength={TOKEN_PURPOSE_MAX} className="mt-1 block w-full rounded border border-slate-400 px-2 py-2" />
          </label>
        </TurnForm>
      ))}
    </section>
  )
}
