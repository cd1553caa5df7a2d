// The campaign map summary's numbers: CP per act and in total, tokens, and bases and presences per zone
// (border systems count in both of their zones, RULES.md §1).
import { SYSTEMS, ZONES, type ZoneId } from '@/lib/data/map'
import type { TokenId } from '@/lib/data/tokens'
import { TEAMS, totalCp, type CampaignState, type TeamId } from './state'

export interface ZoneCount {
  zone: ZoneId
  bases: number
  presences: number
}

export interface TeamStanding {
  team: TeamId
  cpByAct: [number, number, number]
  pivotalCp: number
  totalCp: number
  tokens: Record<TokenId, number>
  zones: ZoneCount[]
}

export function teamStandings(state: Pick<CampaignState, 'teams' | 'control'>): TeamStanding[] {
  return TEAMS.map((team) => {
    const zones = ZONES.map((zone) => {
      let bases = 0
      let presences = 0
      for (const system of SYSTEMS) {
        if (!system.zones.includes(zone.id)) continue
        const c = state.control[system.id]
        if (c?.team !== team) continue
        if (c.kind === 'base') bases += 1
        else presences += 1
      }
      return { zone: zone.id, bases, presences }
    })
    const t = state.teams[team]
    return { team, cpByAct: t.cpByAct, pivotalCp: t.pivotalCp, totalCp: totalCp(t), tokens: t.tokens, zones }
  })
}
