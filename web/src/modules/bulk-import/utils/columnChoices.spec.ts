import { choose, guessChoices, mappingProblem, toColumnsInput } from './columnChoices';

const messages = { needsContent: 'content', needsQuestion: 'question' };

describe('column choices of a bulk import', () => {
  it('guesses a title, content, date and person column of notes, each once', () => {
    expect(guessChoices(['Title', 'Notes', 'Date', 'Email', 'Text', 'Plan'], 'CONTENT')).toEqual([
      'TITLE',
      'CONTENT',
      'DATE',
      'PERSON',
      '',
      '',
    ]);
  });

  it('makes every other column of a survey a free-text question', () => {
    expect(guessChoices(['Submitted', 'How satisfied?', '', 'Comments'], 'SURVEY')).toEqual([
      'DATE',
      'QUESTION:FREE_TEXT',
      '',
      'QUESTION:FREE_TEXT',
    ]);
  });

  it('sends mapped columns only, with their field or question type', () => {
    expect(toColumnsInput(['TITLE', '', 'FIELD:f1', 'QUESTION:MULTI_SELECT'])).toEqual([
      { column: 0, target: 'TITLE' },
      { column: 2, target: 'FIELD', fieldId: 'f1' },
      { column: 3, target: 'QUESTION', questionType: 'MULTI_SELECT' },
    ]);
  });

  it('moves a single target to the column last chosen, and keeps several questions', () => {
    expect(choose(['CONTENT', ''], 1, 'CONTENT')).toEqual(['', 'CONTENT']);
    expect(choose(['QUESTION:FREE_TEXT', ''], 1, 'QUESTION:FREE_TEXT')).toEqual([
      'QUESTION:FREE_TEXT',
      'QUESTION:FREE_TEXT',
    ]);
  });

  it('says what is missing before starting', () => {
    expect(mappingProblem(['', 'DATE'], 'CONTENT', messages)).toBe('content');
    expect(mappingProblem(['TITLE'], 'CONTENT', messages)).toBeNull();
    expect(mappingProblem(['TITLE'], 'SURVEY', messages)).toBe('question');
    expect(mappingProblem(['QUESTION:SINGLE_SELECT'], 'SURVEY', messages)).toBeNull();
  });
});
