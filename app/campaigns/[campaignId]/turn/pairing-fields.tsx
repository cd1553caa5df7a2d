// The fields of a declaration or a defender: who plays, and with which fleet (R-STRAT-FLEET).
import { useTranslations } from 'next-intl'
import { Select } from '@/app/_components/ui/select'

export function PlayerChoice({ label, players }: { label: string; players: { id: string; name: string }[] }) {
  const t = useTranslations('Turn')
  return (
    <Select
      label={label}
      name="playerId"
      placeholder={players.length > 1 ? t('choosePlayer') : undefined}
      defaultValue={players.length === 1 ? players[0]!.id : ''}
      options={players.map((p) => ({ value: p.id, label: p.name }))}
    />
  )
}

/** The player's own fleet, or the team's fourth fleet while it has not played this turn. */
export function FleetChoice({ label, fourthAvailable }: { label: string; fourthAvailable: boolean }) {
  const t = useTranslations('Turn')
  return (
    <Select
      label={label}
      name="fleet"
      options={[{ value: 'own', label: t('ownFleet') }, ...(fourthAvailable ? [{ value: 'fourth', label: t('fourthFleet') }] : [])]}
    />
  )
}
