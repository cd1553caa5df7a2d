// Completeness over one turn: setup, strategy and the battles (scenario: battle/testing/turn-script).
import type { AnyCommand } from '../commands'
import { ACTORS, BATTLE_STEPS, HISTORY, player } from '../battle/testing/turn-script'
import { describeCompleteness } from './completeness.suite'

// A game proposed as the battle phase opens (R-SCHEDULE), so that the states where its answer is owed are met too.
const OPENS = HISTORY.length - BATTLE_STEPS.length
const PROPOSAL: AnyCommand = { type: 'propose-game', battleId: 'a1-t1-b1', startsAt: '2030-05-17T18:00:00.000Z', venue: { kind: 'online' } }

describeCompleteness(
  {
    name: 'one turn',
    history: [...HISTORY.slice(0, OPENS), PROPOSAL, ...HISTORY.slice(OPENS)],
    actors: [...ACTORS.slice(0, OPENS), player('rebels-1'), ...ACTORS.slice(OPENS)],
  },
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
