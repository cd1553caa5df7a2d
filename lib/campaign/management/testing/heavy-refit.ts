// A refit step for the refit tests: rebels-1 holds two bought squadrons that put it over act I's limit.
import { result } from '../../battle/testing'
import type { CampaignState } from '../../state'
import { adjusted, finishUntil, organizerApplies, played, startedCampaign, type BattlePlan } from './management-builders'

const WIN = result({ score: 200 }, { score: 100 })
const TURN_R: BattlePlan[] = [
  { system: 'concord-dawn', assaulter: { playerId: 'rebels-1' }, defender: { playerId: 'empire-1' }, objective: 'opening-salvo', result: WIN },
  { system: 'mon-cala', assaulter: { playerId: 'empire-2' }, defender: { playerId: 'rebels-2' }, objective: 'recruit-allies', result: WIN },
  { system: 'nar-shaddaa', assaulter: { playerId: 'rebels-3' }, defender: { playerId: 'empire-3' }, objective: 'advanced-gunnery', result: WIN },
]
const CHOICES = { empire: { 'mon-cala': 'repair-yards' }, rebels: { ryloth: 'skilled-spacers' } } as const

/** rebels-1 with a Hammerhead Torpedo Corvette (36) added by hand: 236 FP. */
export const HEAVY: CampaignState = adjusted(startedCampaign(), {
  fleets: {
    'rebels-1': (f) => ({
      ...f,
      ships: [...f.ships, { uid: 'rebels-1-s4', cardId: 'hammerhead-torpedo-corvette', flagship: false, upgrades: [], scarred: false, veteran: false }],
    }),
  },
})

/**
 * rebels-1 with a Hammerhead Torpedo Corvette (36) added by hand: 236 FP; it takes X-wing 13 + Z-95 7 at
 * Concord Dawn, 256 FP once both are added, over act I's 250. Its Gunnery Team (7, Weapons Team) is on
 * the Assault Frigate (rebels-1-s1-u1). The Rebels control three bases: three type removals.
 */
export const HEAVY_REFIT: CampaignState = finishUntil(
  organizerApplies(finishUntil(played(HEAVY, TURN_R), 'rewards', CHOICES), {
    type: 'take-reward',
    fleetId: 'rebels-1',
    decline: false,
    systemId: 'concord-dawn',
    rewardType: 'squadrons',
    cards: ['squadron-x-wing-squadron', 'squadron-z-95-headhunter-squadron'],
    useDestiny: false,
  }),
  'refit',
  CHOICES,
)
