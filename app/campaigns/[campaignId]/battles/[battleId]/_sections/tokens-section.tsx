import { TurnForm } from '../../../turn/turn-form'

/** R-TOKEN-DESTINY, R-TOKEN-SPYNET: a player of the battle records a token spent during it. */
export function TokensSection({ battleId, playerId, form }: { battleId: string; playerId: string; form: { campaignId: string; version: number } }) {
  return (
    <section aria-labelledby="tokens-title" className="space-y-2 rounded border border-slate-300 bg-white p-3">
      <h2 id="tokens-title" className="font-bold">
        Tokens spent in this battle
      </h2>
      <TurnForm {...form} type="spend-battle-token" submit="Record the token" done="Token recorded." label="Record a token">
        <input type="hidden" name="battleId" value={battleId} />
        <input type="hidden" name="playerId" value={playerId} />
        <label className="block">
          Token
          <select name="token" className="mt-1 block w-full rounded border border-slate-400 bg-white px-2 py-2">
            <option value="destiny">Destiny (set a die, or an extra dial)</option>
            <option value="spynet">Spynet (redeploy after deployment)</option>
          </select>
        </label>
        <label className="block">
          How many
          <select name="count" className="mt-1 block w-full rounded border border-slate-400 bg-white px-2 py-2">
            <option value="1">1</option>
            <option value="2">2 (Spynet: a large ship)</option>
          </select>
        </label>
        <label className="block">
          What for
          <input name="purpose" maxLength={120} className="mt-1 block w-full rounded border border-slate-400 px-2 py-2" />
        </label>
      </TurnForm>
    </section>
  )
}
