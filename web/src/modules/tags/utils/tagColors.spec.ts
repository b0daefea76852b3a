import { GraphqlError } from '../../graphql/utils/GraphqlError';
import type { PlanRefusal } from '../../graphql/types/PlanRefusal';
import { inPaletteColour, nextTagColor } from './tagColors';

function planRefusal(planLimit: string): GraphqlError {
  const refusal: PlanRefusal = {
    planLimit,
    planName: 'Legacy',
    upgradePlanName: 'Pro',
    maximum: null,
    buySeats: false,
    readOnly: false,
    addOnName: null,
  };
  return new GraphqlError(
    'Your plan (Legacy) does not include tag colours.',
    'FORBIDDEN',
    true,
    null,
    refusal,
  );
}

describe(inPaletteColour.name, () => {
  it('should make it in the palette colour when the plan allows it', async () => {
    const tried: (string | undefined)[] = [];
    const made = await inPaletteColour(nextTagColor(1), async (colour) => {
      tried.push(colour);
      return 'made';
    });
    expect(made).toBe('made');
    expect(tried).toEqual(['#e53935']);
  });

  it('should make it again in the default colour when the plan refuses tag colours', async () => {
    const tried: (string | undefined)[] = [];
    const made = await inPaletteColour('#e53935', async (colour) => {
      tried.push(colour);
      if (colour) throw planRefusal('allowTagColours');
      return 'made';
    });
    expect(made).toBe('made');
    expect(tried).toEqual(['#e53935', undefined]);
  });

  it('should reject other refusals without trying again', async () => {
    const tried: (string | undefined)[] = [];
    const refusal = planRefusal('maxTagBoards');
    await expect(
      inPaletteColour('#e53935', async (colour) => {
        tried.push(colour);
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(tried).toEqual(['#e53935']);
  });
});
