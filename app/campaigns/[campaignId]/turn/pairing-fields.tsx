// The fields of a declaration or a defender: who plays, and with which fleet (R-STRAT-FLEET).

const select = 'mt-1 block w-full rounded border border-slate-400 bg-white px-2 py-2'

export function PlayerChoice({ label, players }: { label: string; players: { id: string; name: string }[] }) {
  return (
    <label className="block">
      {label}
      <select name="playerId" className={select} defaultValue={players.length === 1 ? players[0]!.id : ''}>
        {players.length > 1 ? (
          <option value="" disabled>
            Choose a player…
          </option>
        ) : null}
        {players.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </label>
  )
}

/** The player's own fleet, or the team's fourth fleet while it has not played this turn. */
export function FleetChoice({ label, fourthAvailable }: { label: string; fourthAvailable: boolean }) {
  return (
    <label className="block">
      {label}
      <select name="fleet" className={select}>
        <option value="own">The player’s own fleet</option>
        {fourthAvailable ? <option value="fourth">The team’s fourth fleet</option> : null}
      </select>
    </label>
  )
}
