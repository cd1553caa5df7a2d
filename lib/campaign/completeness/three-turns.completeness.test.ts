// Completeness over three turns of act I, with every management step (scenario: management/testing/three-turns-script).
import { ACTORS, HISTORY } from '../management/testing/three-turns-script'
import { describeCompleteness } from './completeness.suite'

describeCompleteness(
  { name: 'three turns of act I', history: HISTORY, actors: ACTORS },
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
    ],
    neverAccepted: [
      // No game is proposed in these scenarios: its answer is met in the one-turn scenario (R-SCHEDULE).
      'accept-game',
      // Act I ends as its pivotal battle is chosen: no Diplomats or Ally token is held, every player has a target.
      'choose-diplomats',
      'claim-pivotal-effects',
      'confirm-pivotal-result',
      'diplomats-xp',
      'enter-pivotal-result',
      'enter-pivotal-team-result',
      'finish-pivotal',
      'finish-pivotal-prep',
      'pass-declaration',
      'pivotal-move-upgrade',
      'pivotal-tokens',
      'pivotal-upgrade',
      'pivotal-veterans',
      'reset-commander',
      'spend-ally',
      'take-pivotal-reward',
    ],
  },
)
