// Fleet lists as a fleet builder exports them (Ryan Kingston's text format, the flagship marked), for the
// whole-campaign journey: players paste them on their fleet page instead of building card by card.

/** Four objective sets: each objective once per team (R-FLEET-START 8). */
const OBJECTIVES: [string, string, string][] = [
  ['Most Wanted', 'Fleet in Being', 'Solar Corona'],
  ['Opening Salvo', 'Hyperspace Assault', 'Superior Positions'],
  ['Precision Strike', 'Contested Outpost', 'Minefields'],
  ['Advanced Gunnery', 'Asteroid Tactics', 'Salvage Run'],
]

function header(name: string, faction: string, i: number): string {
  const [assault, defense, navigation] = OBJECTIVES[i]!
  return `Name: ${name}\nFaction: ${faction}\nCommander:\n\nAssault: ${assault}\nDefense: ${defense}\nNavigation: ${navigation}\n\n`
}

/** 92 + 51 + 25 + 32 = 200 points. */
export function empireList(i: number): string {
  return (
    header(`Imperial picket ${i + 1}`, 'Empire', i) +
    `[flagship] Victory II-class Star Destroyer (85)
• Gunnery Team (7)
= 92 Points

Raider I-class Corvette (44)
• Assault Concussion Missiles (7)
= 51 Points

Gozanti-class Cruisers (23)
• Comms Net (2)
= 25 Points

Squadrons:
• 4 x TIE Fighter Squadron (32)
= 32 Points

Total Points: 200`
  )
}

/** 79 + 48 + 20 + 46 = 193 points. */
export function rebelList(i: number): string {
  return (
    header(`Rebel relief group ${i + 1}`, 'Rebel', i) +
    `[flagship] Assault Frigate Mark II B (72)
• Electronic Countermeasures (7)
= 79 Points

CR90 Corvette A (44)
• Leading Shots (4)
= 48 Points

GR-75 Medium Transports (18)
• Comms Net (2)
= 20 Points

Squadrons:
• 2 x X-wing Squadron (26)
• 2 x Y-wing Squadron (20)
= 46 Points

Total Points: 193`
  )
}
