// R-PIVOT-AFTER **Decision**, R-CLIMAX: what the pivotal win leaves its team to choose, claimed after the result
// by its Grand Admiral (or the organizer), each legal choice shown with what it scores, as the engine's view lists them.
import { getLocale, getTranslations } from 'next-intl/server'
import { Select } from '@/app/_components/ui/select'
import type { PivotalView } from '@/lib/campaign'
import { systemName } from '@/app/_lib/words'
import { TurnForm } from '../../turn/turn-form'
import type { PivotalSectionProps } from './section-props'

type ClaimOption = NonNullable<PivotalView['claim']>['options'][number]

const FIELD = { systems: 'systems', 'new-base': 'newBaseSystem', defense: 'conquestDefense' } as const

export async function ClaimSection({ pv, form }: PivotalSectionProps) {
  const claim = pv.claim
  if (!claim) return null
  const t = await getTranslations('Pivotal.claim')
  const terms = await getTranslations('Terms')
  const history = await getTranslations('History')
  const locale = await getLocale()
  const list = (items: string[], type: 'conjunction' | 'disjunction') => new Intl.ListFormat(locale, { type }).format(items)
  const choiceOf = (o: ClaimOption): { value: string; words: string } => {
    switch (o.kind) {
      case 'systems':
        return o.systems.length === 0
          ? { value: 'none', words: t('noSystem') }
          : { value: o.systems.join('+'), words: list(o.systems.map(systemName), 'conjunction') }
      case 'new-base':
        return { value: o.newBaseSystem, words: systemName(o.newBaseSystem) }
      case 'defense':
        return { value: o.defense, words: history(`defense.${o.defense}`) }
    }
  }
  const options = claim.options.map((o) => {
    const { value, words } = choiceOf(o)
    const tokens = o.tokens.map((choice) =>
      list(
        choice.map((tk) => terms(`token.${tk}`)),
        'disjunction',
      ),
    )
    return {
      value,
      label: t('option', {
        choice: words,
        cp: o.cp,
        flat: o.flatCp,
        bonus: o.victoryBonus,
        climactic: o.climacticCp,
        tokens: tokens.length > 0 ? list(tokens, 'conjunction') : 'none',
      }),
    }
  })
  return (
    <div className="space-y-2 rounded border border-amber-400 bg-amber-50 p-3">
      <h3 className="font-semibold">{t('title')}</h3>
      <p className="text-sm">{t('owed', { team: claim.team, kind: claim.kind === 'new-base' ? 'newBase' : claim.kind })}</p>
      {claim.mayClaim ? (
        <TurnForm {...form} type="claim-pivotal-effects" submit={t('submit')} done={t('done')} label={t('form')}>
          <input type="hidden" name="team" value={claim.team} />
          {/* Each option already says what it scores: sending applies it, with no second question. */}
          <p className="text-sm">{t('cost')}</p>
          <Select label={t(FIELD[claim.kind])} name={FIELD[claim.kind]} placeholder={t('choose')} options={options} />
        </TurnForm>
      ) : null}
    </div>
  )
}
