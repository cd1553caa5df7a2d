// What each line of a pasted fleet list was read as (R-FLEET-IMPORT), in the reader's language. Card and
// objective names stay as the players know them.
import type { useTranslations } from 'next-intl'
import type { Reading } from '@/lib/campaign/browser'
import { shipCard, squadronCard, upgradeCard } from '@/lib/data/cards'
import { OBJECTIVES } from '@/lib/data/objectives'
import { eraKey } from '@/app/_lib/points-era-words'

export type PreviewTranslator = ReturnType<typeof useTranslations<'FleetBuilder.preview'>>

export interface ReadingWords {
  /** What the line was read as. */
  what: string
  /** Notes to check: a close spelling, another points value, words left out. */
  notes: string[]
  tone: 'card' | 'ignored' | 'error'
}

export function readingWords(reading: Reading, t: PreviewTranslator): ReadingWords {
  const notes: string[] = []
  if ('readAs' in reading && reading.readAs) notes.push(t('note.readAs', { name: reading.readAs }))
  if ('pointsNote' in reading && reading.pointsNote)
    notes.push(
      t('note.points', { name: cardNameOf(reading), listed: reading.pointsNote.listed, data: reading.pointsNote.data, era: eraKey(reading.pointsNote.era) }),
    )
  if ('remark' in reading && reading.remark) notes.push(t('note.remark', { remark: reading.remark }))
  switch (reading.kind) {
    case 'fleet-name':
      return { what: t('reading.fleetName', { name: reading.name }), notes, tone: 'card' }
    case 'commander-name':
      return { what: t('reading.commanderName', { name: reading.name }), notes, tone: 'ignored' }
    case 'commander-card': {
      const card = upgradeCard(reading.cardId)
      return { what: t('reading.commanderCard', { name: card?.name ?? reading.cardId, points: card?.points ?? 0 }), notes, tone: 'card' }
    }
    case 'ship': {
      const card = shipCard(reading.cardId)
      const values = { name: card?.name ?? reading.cardId, points: card?.points ?? 0 }
      return { what: reading.flagship ? t('reading.flagship', values) : t('reading.ship', values), notes, tone: 'card' }
    }
    case 'upgrade': {
      const card = upgradeCard(reading.cardId)
      return { what: t('reading.upgrade', { name: card?.name ?? reading.cardId, points: card?.points ?? 0 }), notes, tone: 'card' }
    }
    case 'squadron': {
      const card = squadronCard(reading.cardId)
      const points = (card?.points ?? 0) * reading.count
      return { what: t('reading.squadron', { count: reading.count, name: card?.name ?? reading.cardId, points }), notes, tone: 'card' }
    }
    case 'objective': {
      const name = OBJECTIVES.find((o) => o.id === reading.objectiveId)?.name ?? reading.objectiveId
      return { what: t('reading.objective', { category: reading.category, name }), notes, tone: 'card' }
    }
    case 'ignored':
      return { what: t(`ignored.${reading.why}`), notes, tone: 'ignored' }
    case 'error':
      return { what: t('reading.error', { reason: t(`errorReason.${reading.reason}`) }), notes, tone: 'error' }
  }
}

function cardNameOf(reading: Reading): string {
  if (reading.kind === 'ship') return shipCard(reading.cardId)?.name ?? reading.cardId
  if (reading.kind === 'squadron') return squadronCard(reading.cardId)?.name ?? reading.cardId
  if (reading.kind === 'upgrade' || reading.kind === 'commander-card') return upgradeCard(reading.cardId)?.name ?? reading.cardId
  return ''
}
