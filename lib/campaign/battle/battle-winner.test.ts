import { describe, expect, it } from 'vitest'
import { battleWinner, marginOfVictory } from './battle-winner'
import { result } from './testing'

describe('R-RESULT-WIN the winner', () => {
  it('gives the battle to the higher score, assaulter or defender (R-RESULT-WIN)', () => {
    expect(battleWinner(result({ score: 180 }, { score: 120 }))).toBe('assaulter')
    expect(battleWinner(result({ score: 120 }, { score: 180 }))).toBe('defender')
  })

  it('gives equal scores to the defender, the second player (R-RESULT-WIN)', () => {
    expect(battleWinner(result({ score: 150 }, { score: 150 }))).toBe('defender')
    expect(battleWinner(result({ score: 0 }, { score: 0 }))).toBe('defender')
  })

  it('makes a tabled player lose whatever the scores (R-RESULT-WIN)', () => {
    expect(battleWinner(result({ score: 300, tabled: true }, { score: 100 }))).toBe('defender')
    expect(battleWinner(result({ score: 100 }, { score: 300, tabled: true }))).toBe('assaulter')
  })

  it('compares the scores when both players are tabled, ties to the defender (R-RESULT-WIN)', () => {
    expect(battleWinner(result({ score: 210, tabled: true }, { score: 190, tabled: true }))).toBe('assaulter')
    expect(battleWinner(result({ score: 190, tabled: true }, { score: 210, tabled: true }))).toBe('defender')
    expect(battleWinner(result({ score: 200, tabled: true }, { score: 200, tabled: true }))).toBe('defender')
  })
})

describe('R-RESULT-WIN margin of victory', () => {
  it("is the winner's score minus the loser's (R-RESULT-WIN)", () => {
    expect(marginOfVictory(result({ score: 180 }, { score: 120 }))).toBe(60)
    expect(marginOfVictory(result({ score: 45 }, { score: 245 }))).toBe(200)
    expect(marginOfVictory(result({ score: 130, tabled: true }, { score: 100, tabled: true }))).toBe(30)
  })

  it('is 0 on equal scores (R-RESULT-WIN)', () => {
    expect(marginOfVictory(result({ score: 150 }, { score: 150 }))).toBe(0)
  })

  it('is 0, never negative, when the winner by tabling scored less (R-RESULT-WIN)', () => {
    // The defender is tabled with 250 against 90: the assaulter wins, 90 − 250 is read as 0.
    expect(battleWinner(result({ score: 90 }, { score: 250, tabled: true }))).toBe('assaulter')
    expect(marginOfVictory(result({ score: 90 }, { score: 250, tabled: true }))).toBe(0)
  })

  it('counts the full difference when the winner by tabling scored more (R-RESULT-WIN)', () => {
    expect(marginOfVictory(result({ score: 320, tabled: true }, { score: 400 }))).toBe(80)
  })
})
