// Each definition's declared parts hold against the engine, iterated over the registry (not a hand list):
// the phases it may be sent in (R-PHASE, checked once by the dispatch) and the duties it says it discharges.
import { describe, expect, it } from 'vitest'
import type { CampaignCommand } from '../commands'
import { createCampaign } from '../create-campaign'
import { DUTY_KINDS } from '../duty-kinds'
import { dutiesNow } from '../duties'
import { replayer } from '../engine'
import { ACTORS, HISTORY } from '../pivotal/testing/whole-campaign-script'
import type { CreateCampaignCommand } from '../commands'
import type { CampaignState } from '../state'
import { unwrap } from '../testing/builders'
import { COMMAND_REGISTRY, applyDefinedCommand, dutiesOwing, stagesOf } from '.'

type CommandType = CampaignCommand['type']
const TYPES = Object.keys(COMMAND_REGISTRY) as CommandType[]

/** Every state of the whole campaign's scenario, with the command sent from it. */
const STEPS: { state: CampaignState; command: CampaignCommand }[] = (() => {
  const steps = replayer(unwrap(createCampaign(HISTORY[0] as CreateCampaignCommand)))
  return (HISTORY.slice(1) as CampaignCommand[]).map((command, i) => {
    const state = steps.state
    unwrap(steps.apply(command, ACTORS[i + 1]))
    return { state, command }
  })
})()

describe('each definition’s phases (R-PHASE)', () => {
  it('refuses a command outside the stages its definition lists, with the refusal it declares, in every state of a campaign', () => {
    const misfiled: string[] = []
    for (const type of TYPES) {
      const sample = STEPS.find((s) => s.command.type === type)?.command
      if (!sample) continue
      const { phases, wrongPhase } = COMMAND_REGISTRY[type]
      for (const { state } of STEPS.filter((s) => !stagesOf(s.state).some((stage) => phases.includes(stage))).slice(0, 3)) {
        const result = applyDefinedCommand(state, sample, { role: 'organizer' })
        const expected = [wrongPhase ?? { rule: 'R-PHASE', reason: 'wrong-phase' }]
        if (result.ok || JSON.stringify(result.violations) !== JSON.stringify(expected)) misfiled.push(`${type} in ${stagesOf(state).join('/')}`)
      }
    }
    expect(misfiled).toEqual([])
  })

  it('lists a stage for every command the scenario sends, where the engine accepted it', () => {
    const outside = STEPS.filter(({ state, command }) => !stagesOf(state).some((stage) => COMMAND_REGISTRY[command.type].phases.includes(stage)))
    expect(outside.map(({ command, state }) => `${command.type} in ${stagesOf(state).join('/')}`)).toEqual([])
  })
})

describe('each definition’s duties', () => {
  it('has every duty kind discharged by some command', () => {
    const owed = new Set(TYPES.flatMap((t) => dutiesOwing(t)))
    expect(DUTY_KINDS.filter((k) => !owed.has(k))).toEqual([])
  })

  it('sends a command that says it discharges a duty only while such a duty is open', () => {
    const unowed = STEPS.filter(({ state, command }) => {
      const kinds = dutiesOwing(command.type)
      return kinds.length > 0 && !dutiesNow(state).some((d) => kinds.includes(d.kind))
    })
    expect(unowed.map(({ command, state }) => `${command.type} in ${stagesOf(state).join('/')}`)).toEqual([])
  })
})
