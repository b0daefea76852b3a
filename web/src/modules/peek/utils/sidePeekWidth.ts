/** The Side peek: half the width beside the list on wide screens, all of it on narrow ones. */
export const SIDE_PEEK_WIDTH = { xs: '100%', md: '50%' } as const;
