import { classKeywords, keywordLabel } from './keyword-labels';

/** Three small themes of interview highlights and the words each is about. */
const FIXTURE = [
  // 0: onboarding
  'Onboarding took three weeks before new hires were productive',
  'Our onboarding checklist is scattered across five tools',
  'New hires ask the same onboarding questions every week',
  // 1: pricing
  'The pricing jumped when we added seats to the team plan',
  'Per-seat pricing makes it hard to invite the whole team',
  'We compared pricing with two other vendors before renewing',
  // 2: search
  'Search never finds the interview I remember reading last month',
  'I gave up on search and scroll through the folders instead',
  'Search results ignore the tags we put on every interview',
];
const CLASSES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
];

describe('class-based TF-IDF labels', () => {
  it('should put the word each theme is about first', () => {
    const keywords = classKeywords(FIXTURE, CLASSES);
    expect(keywords.map((words) => words[0])).toEqual(['onboarding', 'pricing', 'search']);
  });

  it('should never name a theme by a stop word or a word only one text uses', () => {
    const keywords = classKeywords(FIXTURE, CLASSES).flat();
    expect(keywords).not.toContain('the');
    expect(keywords).not.toContain('our');
    // "checklist" and "vendors" each occur in one highlight only.
    expect(keywords).not.toContain('checklist');
    expect(keywords).not.toContain('vendors');
  });

  it('should weigh a word shared by every theme below the words of one theme', () => {
    // "team" is in pricing twice and nowhere else; "interview" is in search twice, "new hires" in onboarding.
    const [onboarding, pricing, search] = classKeywords(FIXTURE, CLASSES);
    expect(onboarding?.slice(0, 3)).toEqual(expect.arrayContaining(['onboarding']));
    expect(pricing).toEqual(expect.arrayContaining(['pricing', 'team']));
    expect(search).toEqual(expect.arrayContaining(['search', 'interview']));
  });

  it('should say the label is keyword-based, naming the theme by its two best words', () => {
    expect(keywordLabel(['pricing', 'team', 'seats'], 3, 'highlights')).toEqual({
      name: 'Pricing and team',
      description: 'Keyword-based: 3 highlights that most often mention “pricing”, “team” and “seats”.',
    });
    expect(keywordLabel([], 2, 'highlights').name).toBe('Other');
  });
});
