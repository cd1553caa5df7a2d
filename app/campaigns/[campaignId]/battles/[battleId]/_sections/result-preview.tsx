import { getTranslations } from 'next-intl/server'
import { cardName, fleetNameIn, systemName } from '@/app/_lib/words'
import type { PreviewElement, PreviewSide, ResultPreview, VisibleBattle } from '@/lib/campaign'
import { fleetElements } from '../result-fields'

/**
 * R-RESULT-WIN, R-XP, R-SCAR, R-VET-2, R-EFFECT: what confirming (or settling by) a result applies, as the
 * engine reads it from the result applied to a copy of the campaign; only what this viewer may see.
 */
export async function ResultPreviewPanel({
  battle,
  preview,
  title,
  name,
  id,
}: {
  battle: VisibleBattle
  preview: ResultPreview
  title: string
  name: (id: string) => string
  id: string
}) {
  const t = await getTranslations('BattlePage.preview')
  const words = await getTranslations()
  const elements = (side: 'assaulter' | 'defender', list: PreviewElement[]) => {
    if (list.length === 0) return t('none')
    const fleet = battle.fleets?.[side]
    const labels = new Map(fleet ? fleetElements(fleet, words).map((e) => [e.uid, e.label]) : [])
    return list.map((e) => labels.get(e.uid) ?? cardName(e.cardId)).join(', ')
  }
  const sideLines = (side: 'assaulter' | 'defender', s: PreviewSide) => {
    const fleet = fleetNameIn(words, s.fleetId, name)
    const scars = s.scarred
      ? t('scars', { fleet, now: elements(side, s.scarred.now), already: elements(side, s.scarred.already) })
      : t('scarsCount', { fleet, count: s.scarredCount })
    const veterans =
      s.eligibleVeterans && s.veteranAllowance !== null
        ? s.eligibleVeterans.length === 0
          ? t('noVeteran', { fleet })
          : t('veterans', { fleet, elements: elements(side, s.eligibleVeterans), count: Math.min(s.veteranAllowance, s.eligibleVeterans.length) })
        : t('veteransCount', { fleet, count: s.eligibleCount })
    return [scars, veterans]
  }
  const { winner, effect } = preview
  return (
    <section aria-labelledby={id} className="space-y-1 rounded border border-sky-700 bg-sky-50 p-2">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      <p>{t('winner', { player: name(winner.playerId), team: winner.team, margin: preview.margin })}</p>
      <p>
        {preview.assaulter.xp !== null && preview.defender.xp !== null
          ? t('xp', {
              assaulter: name(preview.assaulter.playerId),
              assaulterXp: preview.assaulter.xp,
              defender: name(preview.defender.playerId),
              defenderXp: preview.defender.xp,
            })
          : t('xpHidden')}
      </p>
      <ul className="list-disc pl-5 text-sm">
        {[...sideLines('assaulter', preview.assaulter), ...sideLines('defender', preview.defender)].map((line) => (
          <li key={line}>{line}</li>
        ))}
        {(['assaulter', 'defender'] as const)
          .filter((s) => preview[s].tabled)
          .map((s) => (
            <li key={`tabled-${s}`}>{t('tabled', { player: name(preview[s].playerId) })}</li>
          ))}
      </ul>
      <p className="text-sm">{t(`effect.${effect.kind}`, { team: effect.team, system: systemName(effect.systemId), cp: effect.cp })}</p>
    </section>
  )
}
