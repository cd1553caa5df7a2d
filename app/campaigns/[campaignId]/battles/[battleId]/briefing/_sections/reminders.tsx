/** The campaign's own in-game effects, short (R-SCAR-EFFECT, R-VET-EFFECT, R-COND-EFFECT, R-RETREAT). */
export function Reminders() {
  return (
    <section aria-label="Reminders" className="break-inside-avoid space-y-1 border-t border-slate-400 pt-2">
      <h2 className="font-bold">In-game reminders</h2>
      <ul className="list-disc pl-5">
        <li>
          Scarred ship: discards one defense token of its choice at deployment, for the whole game. Scarred squadron: suffers one damage at deployment that
          cannot be repaired (R-SCAR-EFFECT).
        </li>
        <li>
          Veteran ship: may spend its veteran token when it reveals its command dial to gain a command token of its choice. Veteran squadron: may spend it when
          attacking to reroll any of its dice. Spent exhausts it (it does not ready); spent again exhausted, it is discarded; once per activation
          (R-VET-EFFECT).
        </li>
        <li>
          Low Morale: each ship’s command token limit is its command value minus 1 (minimum 1). Low Supplies: a card that readies for free must discard a
          command token to ready. Low Fuel: before deployment the opponent chooses whether the fleet’s ships deploy at speed 1 or less, or touching their player
          edge (R-COND-EFFECT).
        </li>
        <li>
          From round 4 a ship may declare a hyperspace retreat on activation (discarding its dial); if still in play at the status phase it leaves the table. It
          counts as destroyed for scoring but is not scarred and may become veteran. Not within distance 5 of an Interdictor. A retreated flagship’s abilities
          stop, as if destroyed (R-RETREAT).
        </li>
      </ul>
    </section>
  )
}
