// Completeness over states reached by random legal play from every state of the scenarios (R-SECRET, and the
// rules of each command type the play meets). A fixed seed and a few short runs here; a long run:
//   COMPLETENESS_RUNS=200 COMPLETENESS_DEPTH=30 COMPLETENESS_SEED=$RANDOM npx vitest run lib/campaign/completeness/random-play
// (or `npm run completeness:long`). A failure prints the seed, the starting state and the moves made.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ACTORS as TURN_ACTORS, HISTORY as TURN_HISTORY } from '../battle/testing/turn-script'
import { ACTORS as THREE_TURNS_ACTORS, HISTORY as THREE_TURNS_HISTORY } from '../management/testing/three-turns-script'
import { ACTORS as CAMPAIGN_ACTORS, HISTORY as CAMPAIGN_HISTORY } from '../pivotal/testing/whole-campaign-script'
import { statesOf, type Scenario } from './explore'
import { randomWalk, reportByType } from './random-play'

const RUNS = Number(process.env.COMPLETENESS_RUNS ?? 3)
const DEPTH = Number(process.env.COMPLETENESS_DEPTH ?? 6)
const SEED = Number(process.env.COMPLETENESS_SEED ?? 22)

const SCENARIOS: Scenario[] = [
  { name: 'one turn', history: TURN_HISTORY, actors: TURN_ACTORS },
  { name: 'three turns of act I', history: THREE_TURNS_HISTORY, actors: THREE_TURNS_ACTORS },
  { name: 'a whole campaign', history: CAMPAIGN_HISTORY, actors: CAMPAIGN_ACTORS },
]

describe('completeness over random legal play (R-SECRET)', () => {
  it(
    `from any state of the scenarios, ${RUNS} runs of ${DEPTH} random accepted moves (seed ${SEED}): each accepted command is offered, each view option accepted`,
    { timeout: 60_000 + RUNS * DEPTH * 2_000 },
    () => {
      const starts = SCENARIOS.flatMap((s) => statesOf(s).map(({ step, state }) => ({ name: `${s.name} after step ${step}`, state })))
      const failures: string[] = []
      const details = fc.check(
        fc.property(fc.nat({ max: starts.length - 1 }), fc.array(fc.nat(), { minLength: DEPTH, maxLength: DEPTH }), (startIndex, choices) => {
          const start = starts[startIndex]!
          const walk = randomWalk(start.name, start.state, choices)
          if (walk.findings.length === 0) return true
          failures.push(
            [`seed ${SEED}, from ${start.name}, moves:`, ...walk.path.map((m) => `  ${m}`), 'found:', ...reportByType(walk.findings).map((l) => `  ${l}`)].join(
              '\n',
            ),
          )
          return false
        }),
        // No shrinking: the seed and the printed moves replay the run.
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      )
      expect(failures).toEqual([])
      // A run that threw (a move refused on replay) has no finding to print: its error is the failure.
      expect(details.errorInstance).toBeNull()
    },
  )
})
