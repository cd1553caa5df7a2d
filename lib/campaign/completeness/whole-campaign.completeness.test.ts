// Completeness over a whole campaign, with its three pivotal battles and the end (scenario: pivotal/testing/whole-campaign-script).
import { ACTORS, HISTORY } from '../pivotal/testing/whole-campaign-script'
import { describeCompleteness } from './completeness.suite'

describeCompleteness(
  { name: 'a whole campaign', history: HISTORY, actors: ACTORS },
  {
    phases: [
      'setup',
      'strategy',
      'battle',
      'management:effects',
      'management:tokens',
      'management:rewards',
      'management:experience',
      'management:refit',
      'pivotal:choose',
      'pivotal:prepare',
      'pivotal:battle',
      'pivotal:after:refit',
      'ended',
    ],
    neverAccepted: [
      // No game is proposed in these scenarios: its answer is met in the one-turn scenario (R-SCHEDULE).
      'accept-game',
      // No Ally token is ever held, and every player always has a target (R-TOKEN-ALLY, R-STRAT-TARGET).
      'pass-declaration',
      'spend-ally',
      // Rules version 5: a pivotal battle closes by itself once nothing is left to decide (R-PIVOT-AFTER, R-END).
      'finish-pivotal',
    ],
  },
)
