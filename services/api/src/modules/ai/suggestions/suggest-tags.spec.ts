import { suggestTags } from './suggest-tags';

// A toy embedding: one dimension per subject word, so similarity is what the words share.
const AXES = ['price', 'expensive', 'export', 'slides'];
const embed = async (texts: string[]) =>
  texts.map((t) => {
    const v = AXES.map((w) => (t.toLowerCase().includes(w) ? 1 : 0));
    return v.some((x) => x) ? v : null;
  });

describe(suggestTags.name, () => {
  const tags = [
    {
      id: 'b-export',
      title: 'Export',
      highlightTexts: ['Export to slides loses tags', 'The slides export is slow'],
    },
    {
      id: 'a-pricing',
      title: 'Pricing',
      highlightTexts: ['The price is too expensive', 'Expensive price per seat'],
    },
  ];

  it('should name the tags whose highlights a text resembles, best first, and none for an unrelated text', async () => {
    const sut = await suggestTags(
      ['The price went up and it is expensive', 'Our export to slides broke', 'Lunch was good'],
      tags,
      embed,
    );
    expect(sut).toEqual([['a-pricing'], ['b-export'], []]);
  });

  it('should suggest nothing when the workspace has no tags', async () => {
    expect(await suggestTags(['The price went up'], [], embed)).toEqual([[]]);
  });
});
