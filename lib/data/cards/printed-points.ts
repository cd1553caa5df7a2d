// Card-name matching data: points a card is printed at in other points tables than the one this app
// uses (the card data predates the December 2020 "RRG 1.5" points update). A fleet list priced by such
// a table is read at the app's points, with a note per card, rather than refused.
// Values from the December 2020 points update, as fleet lists of that time print them.
export const OTHER_PRINTED_POINTS: Readonly<Record<string, readonly number[]>> = {
  'ordnance-external-racks': [4],
  'ordnance-assault-concussion-missiles': [5],
  'commander-grand-moff-tarkin': [28],
  'commander-leia-organa': [28],
}
