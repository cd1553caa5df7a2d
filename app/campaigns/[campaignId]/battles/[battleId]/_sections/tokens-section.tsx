import { getTranslations } from 'next-intl/server'
import { TurnForm } from '../../../turn/turn-form'

/** R-TOKEN-DESTINY, R-TOKEN-SPYNET: a player of the battle records a token spent during it. */
export async function TokensSection({ battleId, playerId, form }: { battleId: string; playerId: string; form: { campaignId: string; version: number } }) {
  const t = await getTranslations('BattlePage')
  return (
    <section aria-labelledby="tokens-title" className="space-y-2 rounded border border-slate-300 bg-white p-3">
      <h2 id="tokens-title" className="font-bold">
        {t('tokensTitle')}
      </h2>
      <TurnForm {...form} type="spend-battle-token" submit={t('recordToken')} done={t('tokenRecorded')} label={t('recordTokenLabel')}>
        <input type="hidden" name="battleId" value={battleId} />
        <input type="hidden" name="playerId" value={playerId} />
        <label className="block">
          {t('token')}
          <select name="token" className="mt-1 block w-full rounded border border-slate-400 bg-white px-2 py-2">
            <option value="destiny">{t('destiny')}</option>
            <option value="spynet">{t('spynet')}</option>
          </select>
        </label>
        <label className="block">
          {t('howMany')}
          <select name="count" className="mt-1 block w-full rounded border border-slate-400 bg-white px-2 py-2">
            <option value="1">1</option>
            <option value="2">{t('twoSpynet')}</option>
          </select>
        </label>
        <label className="block">
          {t('whatFor')}
          <input name="purpose" maxLength={120} className="mt-1 block w-full rounded border border-slate-400 px-2 py-2" />
        </label>
      </TurnForm>
    </section>
  )
}
