import { nameIsAboutMembers, parseThemeNames, themeNamingMessages } from './model-theme-names';

const PRICING = [
  'The subscription price doubled and the yearly plan is too expensive',
  'Too expensive for a small team, the pricing per seat adds up fast',
];

describe('a model’s theme names', () => {
  it('should read one name and line per numbered theme, ignoring chatter and numbers out of range', () => {
    const reply = [
      'Here are the themes:',
      '1. Pricing concerns | Customers find the subscription too expensive for their team.',
      '**2. Sync failures** | Notes written offline never reach other devices.',
      '7. Nothing | No such theme.',
      '2. Duplicate | A second name for theme two is ignored.',
    ].join('\n');
    const names = parseThemeNames(reply, 3);
    expect([...names.keys()]).toEqual([0, 1]);
    expect(names.get(0)).toEqual({
      name: 'Pricing concerns',
      description: 'Customers find the subscription too expensive for their team.',
    });
    expect(names.get(1)?.name).toBe('Sync failures');
  });

  it('should keep a name that speaks of its highlights and refuse one that does not', () => {
    const about = { name: 'Prices too high', description: 'Anything.' };
    const invented = { name: 'Quarterly revenue forecast', description: 'The price of plans.' };
    // "Prices" meets "price" by its first five letters; the description alone does not count.
    expect(nameIsAboutMembers(about, PRICING, null, 0)).toBe(true);
    expect(nameIsAboutMembers(invented, PRICING, null, 0)).toBe(false);
    expect(nameIsAboutMembers(invented, PRICING, 1, 0)).toBe(false);
    // A paraphrase the embedding model places nearest the theme's own centre is kept.
    expect(nameIsAboutMembers({ name: 'Cost worries', description: '' }, PRICING, 0, 0)).toBe(true);
  });

  it('should show the model each theme’s typical highlights and keywords, numbered from 1', () => {
    const [system, user] = themeNamingMessages(
      [{ texts: PRICING, keywords: ['pricing', 'expensive'] }],
      'highlights',
    );
    expect(system?.content).toMatch(/never invent/);
    expect(user?.content).toContain('Theme 1 (keywords: pricing, expensive):');
    expect(user?.content).toContain(`- ${PRICING[0]}`);
  });
});
