// For the items of a long page (a 24-team championship's schedule and bracket: the page is some
// 25 000 px and 2 400 elements on a phone): the browser lays out and paints an item only when it
// comes near the screen, so the first layout of such a page measures one screen, not all of it.
// Everything stays in the page as sent: find in page, links to #game-N, a selection and screen
// readers reach every item. Only `innerText` reads a skipped item as empty, so a list
// that is read as text is better left without. `estimate` is the item's height before it was
// first laid out (the scroll bar's length until then); after that the browser keeps the height
// it measured.
export function laidOutWhenNear(estimate: string) {
  return { contentVisibility: 'auto', containIntrinsicSize: `auto ${estimate}` } as const;
}
