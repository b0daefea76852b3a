/** Colours new tags take in turn, so tags made in a row are told apart at a glance. */
export const TAG_PALETTE = [
  '#1e88e5',
  '#e53935',
  '#43a047',
  '#fb8c00',
  '#8e24aa',
  '#00897b',
  '#6d4c41',
  '#3949ab',
];

/** The palette colour for the `existingCount`-th tag. */
export function nextTagColor(existingCount: number): string {
  return TAG_PALETTE[existingCount % TAG_PALETTE.length] ?? '#1e88e5';
}
