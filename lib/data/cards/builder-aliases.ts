// Card names as fleet builders export them, mapped to the card data's names (RitR overlay).
// A '[Slot]' suffix on the right names the slot that tells same-name cards apart.
export const BUILDER_NAME_ALIASES: Readonly<Record<string, string>> = {
  "CR90A Corvette": "CR90 Corvette A",
  "CR90B Corvette": "CR90 Corvette B",
  "MC80 Liberty Star Cruiser": "MC80 Star Cruiser",
  "Pelta Command Ship": "Modified Pelta-class Command Ship",
  "Modified Pelta-Class Command Ship": "Modified Pelta-class Command Ship",
  "Nebulon-B Support Frigate": "Nebulon-B Support Refit",
  "Imperial Star Destroyer Cymoon Refit": "Imperial Star Destroyer Cymoon 1 Refit",
  "Interdictor-Class Combat Refit": "Interdictor Combat Refit",
  "Interdictor-Class Suppression Refit": "Interdictor Suppression Refit",
  "Victory II": "Victory II-class Star Destroyer",
  "Raider II": "Raider II-class Corvette",
  "Venator II-class Star Destroyer": "Venator II-class Star Destroyer {IMP}",
  "Starhawk Battleship Mark I": "Starhawk-Class Battleship Mark I",
  "Skurrg H-6 Bomber": "Scurrg H-6 Bomber",
  "Jainas Light": "Jaina's Light",
  "X17 Turbolasers": "XI7 Turbolasers",
  "Ray Antilles": "Raymus Antilles",
  "Y-Wing Squadrons": "Y-wing Squadron",
  "X-Wing Squadrons": "X-wing Squadron",
  "Moldy Crow - Jan Ors": "Jan Ors",
  "Biggs Darklighter X-Wing Squadron": "Biggs Darklighter",
  "Kyrsta Agate (com)": "Kyrsta Agate [Commander]",
  "Lando Calrissian (off)": "Lando Calrissian [Officer]",
  "Leia Organa (off)": "Leia Organa [Officer]"
}
