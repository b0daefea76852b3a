/**
 * The demo member's saved feeds: searches of the search page kept under "Saved feeds", as its "Save
 * as feed" stores them (the page's address parameters). They find the demo's own research; nothing
 * in them is made up. A file of its own, so a test reads them without loading the API.
 */
export const DEMO_FEEDS: readonly { title: string; search: string }[] = [
  { title: 'Pricing feedback in highlights', search: 'query=pricing&resultType=highlights' },
  { title: 'Export requests from app reviews', search: 'query=export&resultType=data' },
];
