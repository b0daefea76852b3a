/**
 * The link clicked last to open a peek: where the focus goes back when the peek closes, when the
 * same item is linked twice on the page (a recent item that is also a published insight).
 */
export const peekOpener: { element: HTMLElement | null } = { element: null };
