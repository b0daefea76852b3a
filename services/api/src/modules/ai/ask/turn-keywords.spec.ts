import { askMessages } from './model-draft';
import { turnKeywordChoices } from './turn-keywords';

describe(turnKeywordChoices.name, () => {
  it('should retrieve by the question alone when it stands alone', () => {
    const sut = turnKeywordChoices('What do customers say about pricing?', ['What slowed down onboarding?']);
    expect(sut).toEqual([{ keywords: ['pricing'], required: null }]);
  });

  it('should borrow the earlier question’s keywords when the follow-up has none of its own', () => {
    const sut = turnKeywordChoices('How long did it take?', ['What slowed down onboarding?']);
    expect(sut).toEqual([{ keywords: ['slowed', 'onboarding'], required: null }]);
  });

  it('should require its own words and fall back to them alone when the follow-up refers back', () => {
    const sut = turnKeywordChoices('Why was it so slow for them?', [
      'Which tools do teams use?',
      'What slowed down onboarding?',
    ]);
    expect(sut[0]!.keywords).toEqual(expect.arrayContaining(['slow', 'onboarding', 'tools']));
    expect(sut[0]!.required).toEqual(['slow']);
    expect(sut[1]).toEqual({ keywords: ['slow'], required: null });
  });

  it('should use at most the last two earlier questions', () => {
    const sut = turnKeywordChoices('And what else?', ['pricing plans', 'wiki checklist', 'tagging scheme']);
    expect(sut[0]!.keywords).not.toContain('pricing');
    expect(sut[0]!.keywords).toEqual(expect.arrayContaining(['wiki', 'tagging']));
  });

  it('should answer with nothing to retrieve when a first question has no keywords', () => {
    expect(turnKeywordChoices('How long did it take?', [])).toEqual([{ keywords: [], required: null }]);
  });
});

describe(askMessages.name, () => {
  it('should put a conversation’s earlier messages between the rules and the sources', () => {
    const passage = {
      source: {
        id: 'n1',
        type: 'NOTE',
        noteId: 'n1',
        noteTitle: 'Interview with Maria',
        projectId: 'p1',
        projectTitle: 'Research',
        text: 'Onboarding took three weeks.',
        noteOffset: 0,
      },
      start: 0,
      end: 28,
      text: 'Onboarding took three weeks.',
      context: 'Onboarding took three weeks.',
      score: 1,
    } as Parameters<typeof askMessages>[1][number];
    const sut = askMessages(
      'How long did it take?',
      [passage],
      [
        { role: 'user', content: 'What slowed down onboarding?' },
        { role: 'assistant', content: 'The wiki [1]' },
      ],
    );
    expect(sut.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(sut[3]!.content).toContain('[1] Interview with Maria (Research):\nOnboarding took three weeks.');
    expect(sut[3]!.content).toMatch(/Question: How long did it take\?$/);
  });
});
