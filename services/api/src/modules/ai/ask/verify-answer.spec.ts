import { AiAnswerBlockType, AiCitationType } from '@fieldnote/core';
import type { AskSource, Passage } from './ask-answer';
import { extractiveDraft } from './extractive-draft';
import { parseModelReply } from './model-draft';
import { selectPassages } from './select-passages';
import { verifyDraft } from './verify-answer';

const NOTE = [
  'Interviewer: How long did onboarding take?',
  'Maria: Onboarding took us three weeks before a new hire could work alone.',
  'Maria: The export to PDF is what we miss most, every report ends up in slides.',
].join('\n');

function noteSource(text = NOTE): AskSource {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    type: AiCitationType.NOTE,
    noteId: '00000000-0000-4000-8000-000000000001',
    noteTitle: 'Interview with Maria',
    projectId: '00000000-0000-4000-8000-0000000000aa',
    projectTitle: 'Discovery',
    text,
    noteOffset: 0,
  };
}

describe('verifyDraft', () => {
  const passages: Passage[] = selectPassages([noteSource()], ['onboarding', 'weeks', 'export', 'report']);

  it('should drop a forged quote and remove its sentence when a model invents what the note never said', () => {
    const reply = [
      '## Onboarding',
      'New hires needed weeks to start [1] "Onboarding took us three weeks before a new hire could work alone"',
      'Customers think the price is too high [1] "the price is far too high for a small team"',
    ].join('\n');
    const draft = verifyDraft(parseModelReply(reply) ?? [], passages);
    expect(draft.droppedQuotes).toBe(1);
    expect(draft.removedSentences).toBe(1);
    expect(draft.content.map((b) => b.text)).toEqual(['Onboarding', 'New hires needed weeks to start']);
    expect(draft.citations).toHaveLength(1);
    const [citation] = draft.citations;
    expect(NOTE.slice(citation!.startOffset!, citation!.endOffset!)).toBe(citation!.quote);
    expect(citation!.url).toBe(
      `/data/${noteSource().noteId}#quote-${citation!.startOffset}-${citation!.endOffset}`,
    );
  });

  it('should drop a quote citing a source number that was never given when a model cites [9]', () => {
    const draft = verifyDraft(
      parseModelReply('Reports end in slides [9] "every report ends up in slides"') ?? [],
      passages,
    );
    expect(draft).toMatchObject({ citations: [], content: [], droppedQuotes: 1, removedSentences: 1 });
  });

  it('should drop a citation without a quote when a model cites only a number', () => {
    const draft = verifyDraft(parseModelReply('Onboarding was slow [1].') ?? [], passages);
    expect(draft).toMatchObject({ citations: [], droppedQuotes: 1, removedSentences: 1 });
  });

  it('should read NOT_ENOUGH_DATA as no answer when the model finds the sources insufficient', () => {
    expect(parseModelReply(' NOT_ENOUGH_DATA \n')).toBeNull();
  });

  it('should quote every passage verbatim with a verified citation when the built-in provider answers', () => {
    const draft = verifyDraft(extractiveDraft(passages, 'Passages'), passages);
    expect(draft.droppedQuotes).toBe(0);
    expect(draft.content[0]).toMatchObject({ type: AiAnswerBlockType.HEADING, level: 2 });
    for (const citation of draft.citations) {
      expect(citation.verification).toBe('EXACT');
      expect(NOTE.slice(citation.startOffset!, citation.endOffset!)).toBe(citation.quote);
    }
  });

  it('should point a highlight citation at the note offsets when the highlight stands in the note', () => {
    const start = NOTE.indexOf('The export');
    const text = 'The export to PDF is what we miss most, every report ends up in slides.';
    const highlight: AskSource = {
      ...noteSource(text),
      id: '00000000-0000-4000-8000-000000000002',
      type: AiCitationType.HIGHLIGHT,
      noteOffset: start,
    };
    const [passage] = selectPassages([highlight], ['export', 'slides']);
    const draft = verifyDraft(
      parseModelReply('Reports go to slides [1] "every report ends up in slides"') ?? [],
      [passage!],
    );
    expect(draft.citations[0]).toMatchObject({ type: 'HIGHLIGHT', parentId: highlight.noteId });
    expect(NOTE.slice(draft.citations[0]!.startOffset!, draft.citations[0]!.endOffset!)).toBe(
      'every report ends up in slides',
    );
  });
});
