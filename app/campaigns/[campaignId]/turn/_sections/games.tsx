// R-SCHEDULE: the turn's games, when and where each is played, and the forms the engine offers this reader:
// propose a time and place for their own game, accept the one proposed to them.
import { getTranslations } from 'next-intl/server'
import { ClientMessages } from '@/app/_i18n/client-messages'
import { TimeZoneField } from '@/app/_components/game-time'
import { FIELD_CLASS } from '@/app/_components/ui/field-class'
import { systemName } from '@/app/_lib/words'
import { PLACE_MAX, type ScheduledGame } from '@/lib/campaign'
import { GameLine } from '../../_components/game-line'
import { TurnForm } from '../turn-form'
import type { TurnSectionProps } from './section-props'

function ProposeForm({ campaignId, version, game, players, t }: FormProps) {
  const id = `game-${game.battleId}`
  return (
    <TurnForm
      campaignId={campaignId}
      version={version}
      type="propose-game"
      submit={t('propose')}
      done={t('proposed-done')}
      label={t('proposeLabel', { players })}
    >
      <input type="hidden" name="battleId" value={game.battleId} />
      <div className="flex flex-wrap gap-3">
        <label className="block">
          {t('date')}
          <input type="date" name="date" required className={FIELD_CLASS} aria-describedby={`${id}-zone`} />
        </label>
        <label className="block">
          {t('time')}
          <input type="time" name="time" required className={FIELD_CLASS} aria-describedby={`${id}-zone`} />
        </label>
      </div>
      <TimeZoneField id={`${id}-zone`} />
      <fieldset className="space-y-1">
        <legend>{t('where')}</legend>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name="where" value="place" defaultChecked />
          {t('atPlace')}
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name="where" value="online" />
          {t('online')}
        </label>
      </fieldset>
      <label className="block">
        {t('place')}
        <input type="text" name="place" maxLength={PLACE_MAX} className={FIELD_CLASS} aria-describedby={`${id}-place-hint`} />
      </label>
      <p id={`${id}-place-hint`} className="text-sm text-slate-700">
        {t('placeHint', { max: PLACE_MAX })}
      </p>
    </TurnForm>
  )
}

interface FormProps {
  campaignId: string
  version: number
  game: ScheduledGame
  players: string
  t: Awaited<ReturnType<typeof getTranslations<'Schedule'>>>
}

function AcceptForm({ campaignId, version, game, players, t }: FormProps) {
  const p = game.proposal!
  return (
    <TurnForm campaignId={campaignId} version={version} type="accept-game" submit={t('accept')} done={t('accepted-done')} label={t('acceptLabel', { players })}>
      <input type="hidden" name="battleId" value={game.battleId} />
      <input type="hidden" name="seenStartsAt" value={p.startsAt} />
      <input type="hidden" name="seenWhere" value={p.venue.kind} />
      {p.venue.kind === 'place' ? <input type="hidden" name="seenPlace" value={p.venue.place} /> : null}
    </TurnForm>
  )
}

export async function GamesSection({ campaignId, view, turn, name }: TurnSectionProps) {
  const t = await getTranslations('Schedule')
  const games = view.games.all
  return (
    <section aria-labelledby="games-title" className="space-y-2">
      <h2 id="games-title" className="text-lg font-bold">
        {t('title')}
      </h2>
      {games.length === 0 ? <p>{t('none')}</p> : null}
      <ClientMessages namespaces={['Schedule']}>
        <ul className="space-y-2">
          {games.map((game) => {
            const may = turn.battles[game.battleId]?.schedule
            const players = t('players', { assaulter: name(game.assaulter.playerId), defender: name(game.defender.playerId) })
            const props = { campaignId, version: view.version, game, players, t }
            return (
              <li key={game.battleId} className="space-y-2 rounded border border-slate-300 bg-white p-3">
                <p className="text-sm">{t('battleAt', { system: systemName(game.systemId) })}</p>
                <p className="font-semibold">
                  <GameLine game={game} name={name} />
                </p>
                {may?.mayAccept && game.proposal ? <AcceptForm {...props} /> : null}
                {may?.mayPropose ? (
                  <details open={game.agreed ? undefined : true}>
                    <summary className="min-h-11 cursor-pointer py-2 font-semibold">{t('proposeTitle', { players })}</summary>
                    <ProposeForm {...props} />
                  </details>
                ) : null}
              </li>
            )
          })}
        </ul>
      </ClientMessages>
    </section>
  )
}
