// A points era as the catalogues' select arguments name it: ICU select keys take no '.' or '-'.
import type { PointsEra } from '@/lib/data/cards/types'

const ERA_KEYS: Record<PointsEra, string> = { 'ffg-2019': 'ffg2019', 'ffg-1.5': 'ffg15', 'amg-final': 'amgFinal' }

export function eraKey(era: PointsEra): string {
  return ERA_KEYS[era]
}
