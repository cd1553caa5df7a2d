// Completeness over one turn: setup, strategy and the battles (scenario: battle/testing/turn-script).
import { ACTORS, HISTORY } from '../battle/testing/turn-script'
import { describeCompleteness } from './completeness.suite'

describeCompleteness(
  { name: 'one turn', history: HISTORY, actors: ACTORS },
  {
    phases: ['setup', 'strategy', 'battle', 'management:tokens'],
    neverAccepted: [
      // One turn ends as the management phase begins: nothing of it, nor of a pivotal battle, is met.
      'build-base',
      'buy-ability',
      'choose-diplomats',
      'choose-pivotal',
      'claim-pivotal-effects',
      'confirm-pivotal-result',
      'diplomats-xp',
      'enter-pivotal-result',
      'enter-pivotal-team-result',
      'finish-bases',
      'finish-experience',
      'finish-pivotal',
      'finish-pivotal-prep',
      'finish-refit',
      'pass-declaration',
      'pivotal-move-upgrade',
      'pivotal-tokens',
      'pivotal-upgrade',
      'pivotal-veterans',
      'refit',
      'refit-fleet',
      'reset-commander',
      'spacers-objective',
      'spend-ally',
      'spend-battle-token',
      'spend-spacers',
      'take-pivotal-reward',
      'take-reward',
    ],
  },
)
