// The names of the links to each duty, as "Your move" and the banner's next move word them for the reader
// (English). A fleet is named by its player, or by its team for a fourth fleet ('Empire', 'Rebels').
const FOURTH: Record<string, string> = { Empire: "the Empire's fourth fleet", Rebels: "the Rebels' fourth fleet" }

/** The reader's own fleet ("your fleet"), their team's fourth fleet, or a teammate's (as Grand Admiral). */
function fleetDuty(own: string, fourth: (fleet: string) => string, other: string) {
  return (reader: string, fleet: string): RegExp => {
    if (FOURTH[fleet]) return new RegExp(`^${fourth(FOURTH[fleet])}$`)
    if (fleet === reader) return new RegExp(`^${own}$`)
    return new RegExp(`^${other} for ${fleet}, as Grand Admiral`)
  }
}

export const DUTY = {
  readyFleet: fleetDuty('Build your fleet and its commander', (f) => `Build ${f} and its commander`, 'Build the fleet and its commander'),
  startCampaign: /^Start the campaign$/,
  diplomats: /^Choose, sealed, whether to mark a zone with Diplomats/,
  declare: /^Declare the next assault/,
  nameDefender: /^Name the defender/,
  spacers: /^Decide on Skilled Spacers/,
  chooseObjective: (system: string) => new RegExp(`^Choose the objective at ${system}$`),
  confirmResult: (system: string) => new RegExp(`^Confirm or dispute the result at ${system}$`),
  buildBases: /^Build bases, or finish/,
  gainTokens: /^Choose the tokens gained/,
  takeReward: fleetDuty("Take your fleet's reward", (f) => `Take the reward of ${f}`, "Take the fleet's reward"),
  spendXp: fleetDuty("Spend your commander's XP, or finish", (f) => `Spend the XP of ${f}, or finish`, "Spend the commander's XP, or finish"),
  refit: fleetDuty('Refit your fleet', (f) => `Refit ${f}`, 'Refit the fleet'),
  choosePivotal: /^Choose the pivotal objective/,
  preparePivotal: /^Prepare the pivotal battle/,
  enterPivotalResult: /^Enter your team’s part of the pivotal result/,
  confirmPivotalResult: /^Confirm the pivotal result/,
  pivotalTokens: /^Choose the tokens won in the pivotal battle/,
  claimPivotal: /^Claim what the pivotal win leaves your team to choose/,
  finishPivotal: (last: boolean) => (last ? /^End the campaign$/ : /^Start the next act$/),
}
