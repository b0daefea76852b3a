import { BulkImportProcessedInto, QuestionType } from './dto/bulk-import.enums';
import type { StoredMapping } from './import-mapping';
import { RowErrorCode, draftOfRow, parseDate } from './import-rows';
import { questionOptionsOf } from './question-options';

const notes: StoredMapping = {
  processedInto: BulkImportProcessedInto.CONTENT,
  title: null,
  content: 0,
  date: 1,
  person: null,
  fields: [],
  questions: [],
  minDate: '2024-01-01T00:00:00.000Z',
  maxDate: '2024-12-31T23:59:59.999Z',
};

describe('a row of a bulk import', () => {
  it('reads ISO dates, date-times and day-first dates, and nothing else', () => {
    expect(parseDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseDate('2024-03-05 10:30:00Z')?.toISOString()).toBe('2024-03-05T10:30:00.000Z');
    expect(parseDate('31/01/2024')?.toISOString()).toBe('2024-01-31T00:00:00.000Z');
    expect(parseDate('31/02/2024')).toBeNull();
    expect(parseDate('yesterday')).toBeNull();
    expect(parseDate('1706659200')).toBeNull();
  });

  it("names a note without a title column by its content's first line, cut at a word", () => {
    const long = `${'word '.repeat(30)}end`;
    const outcome = draftOfRow([`\n${long}\nsecond line`, ''], 1, notes);
    expect(outcome.ok && outcome.draft.title).toBe(`${'word '.repeat(16).trim()}…`);
  });

  it('refuses a date outside the range with its code', () => {
    expect(draftOfRow(['text', '2023-12-31'], 1, notes)).toEqual({
      ok: false,
      errorCode: RowErrorCode.DATE_OUT_OF_RANGE,
      message: 'The date is before 2024-01-01.',
    });
  });

  it("titles survey responses 'Response' and their number, and refuses a row answering nothing", () => {
    const survey: StoredMapping = {
      ...notes,
      processedInto: BulkImportProcessedInto.SURVEY,
      content: null,
      date: null,
      minDate: null,
      maxDate: null,
      questions: [
        {
          column: 0,
          questionId: '00000000-0000-4000-8000-000000000001',
          questionText: 'Plan?',
          questionType: QuestionType.SINGLE_SELECT,
          options: [{ id: '00000000-0000-4000-8000-000000000002', optionText: 'Pro' }],
        },
      ],
    };
    const answered = draftOfRow(['pro'], 7, survey);
    expect(answered.ok && [answered.draft.title, answered.draft.answers]).toEqual([
      'Response 7',
      [
        {
          questionId: '00000000-0000-4000-8000-000000000001',
          answerText: 'pro',
          optionIds: ['00000000-0000-4000-8000-000000000002'],
        },
      ],
    ]);
    expect(draftOfRow(['Free'], 8, survey)).toMatchObject({
      ok: false,
      errorCode: RowErrorCode.INVALID_ANSWER,
    });
    expect(draftOfRow(['', 'x'], 9, survey)).toMatchObject({ ok: false, errorCode: RowErrorCode.EMPTY_ROW });
  });

  it("keeps a select question's options trimmed, once ignoring case, and refuses them past 80000 characters", () => {
    expect(
      questionOptionsOf([' Very ', 'very', '', 'Somewhat', 'bad\u0001'])?.map((o) => o.optionText),
    ).toEqual(['Very', 'Somewhat']);
    expect(questionOptionsOf(Array.from({ length: 2000 }, (_, i) => `${i} ${'x'.repeat(40)}`))).toBeNull();
  });
});
