// Small state builders for the pivotal modules' tests: only the fields these pure functions read.
import type { SystemId } from '@/lib/data/map'
import { TOKEN_IDS, type TokenId } from '@/lib/data/tokens'
import type { BaseDefenseId, CampaignState, SystemControl, TeamId, TeamState } from '../state'

export type PivotalTestState = Pick<CampaignState, 'control' | 'teams' | 'act'>

export function base(team: TeamId, defense: BaseDefenseId | null = null, placedBy: string | null = null): SystemControl {
  return { kind: 'base', team, defense, placedBy }
}

export function presence(team: TeamId): SystemControl {
  return { kind: 'presence', team }
}

function teamState(cpByAct: [number, number, number], pivotalCp: number): TeamState {
  return {
    grandAdmiral: 'ga',
    cpByAct,
    pivotalCp,
    tokens: Object.fromEntries(TOKEN_IDS.map((t) => [t, 0])) as Record<TokenId, number>,
    reserve: {},
  }
}

export interface PivotalStateInput {
  control?: Partial<Record<SystemId, SystemControl>>
  cp?: Partial<Record<TeamId, [number, number, number]>>
  pivotalCp?: Partial<Record<TeamId, number>>
  act?: 1 | 2 | 3
}

export function pivotalState(input: PivotalStateInput = {}): PivotalTestState {
  return {
    act: input.act ?? 1,
    control: input.control ?? {},
    teams: {
      empire: teamState(input.cp?.empire ?? [0, 0, 0], input.pivotalCp?.empire ?? 0),
      rebels: teamState(input.cp?.rebels ?? [0, 0, 0], input.pivotalCp?.rebels ?? 0),
    },
  }
}

/**
 * The setup map of lib/campaign/testing/builders.ts with defenses: Empire bases Dantooine (I, ion-cannon),
 * Felucia (II, armed-station), Kessel (III, fighter-wing); Rebels Hoth (V, ion-cannon), Ryloth (IV,
 * armed-station), Yavin (II, fighter-wing).
 */
export function standardBases(): Partial<Record<SystemId, SystemControl>> {
  return {
    dantooine: base('empire', 'ion-cannon', 'empire-1'),
    felucia: base('empire', 'armed-station', 'empire-2'),
    kessel: base('empire', 'fighter-wing', 'empire-3'),
    hoth: base('rebels', 'ion-cannon', 'rebels-1'),
    ryloth: base('rebels', 'armed-station', 'rebels-2'),
    yavin: base('rebels', 'fighter-wing', 'rebels-3'),
  }
}
