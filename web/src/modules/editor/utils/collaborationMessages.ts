/** The stateless message the collaboration server sends when a note's highlights changed. */
export const HIGHLIGHTS_CHANGED = 'highlights-changed';
