// The completeness tests of one scenario, one per command type of the registry, and one for what the views
// list: each scenario file calls this, so that the three scenarios run side by side.
import { describe, expect, it } from 'vitest'
import { COMMAND_REGISTRY } from '../registry'
import { explore, report, type Explored, type Scenario } from './explore'
import type { CommandType } from './generators'
import { RULES_OF } from './rules-of'

/** The whole walk of a long scenario, on a slow shared machine. */
const TIMEOUT = 120_000

export function describeCompleteness(scenario: Scenario, expectations: { phases: string[]; neverAccepted: CommandType[] }): void {
  let explored: Explored | undefined
  const run = () => (explored ??= explore(scenario))
  describe(`completeness over every state of ${scenario.name}, for every person (R-SECRET)`, () => {
    for (const type of Object.keys(COMMAND_REGISTRY) as CommandType[]) {
      it(
        `${type} (${RULES_OF[type]}): each one the engine accepts from a person is offered to them by a duty or their page's view`,
        { timeout: TIMEOUT },
        () => {
          expect(report(run().findings.filter((f) => f.type === type))).toEqual([])
        },
      )
    }
    it('each option a view lists, and each duty, is taken by a command the engine accepts from that person', { timeout: TIMEOUT }, () => {
      expect(report(run().findings.filter((f) => f.type === 'view'))).toEqual([])
    })
    it('meets, for each command type but these, a command the engine accepts (a generator that never hits tests nothing)', { timeout: TIMEOUT }, () => {
      const never = (Object.keys(COMMAND_REGISTRY) as CommandType[]).filter((type) => !run().acceptedTypes.has(type))
      expect(never.sort()).toEqual([...expectations.neverAccepted].sort())
    })
    it('goes through the phases the scenario plays', { timeout: TIMEOUT }, () => {
      expect([...run().phases].sort()).toEqual([...expectations.phases].sort())
    })
  })
}
