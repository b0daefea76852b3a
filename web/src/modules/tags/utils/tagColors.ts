import { isPlanRefusal } from '../../graphql/utils/isPlanRefusal';

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

/**
 * Makes something (a tag, a board's group) in the palette colour the app picked, and again in the
 * default colour (no colour sent) when the plan refuses tag colours: a colour the app picks is not the
 * member's choice, so a plan without tag colours never stops the making. Other refusals reject.
 */
export async function inPaletteColour<T>(
  colour: string,
  make: (colour: string | undefined) => Promise<T>,
): Promise<T> {
  try {
    return await make(colour);
  } catch (caught) {
    if (isPlanRefusal(caught) && caught.planRefusal?.planLimit === 'allowTagColours') return make(undefined);
    throw caught;
  }
}
