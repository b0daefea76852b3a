import ExcelJS from 'exceljs';
import {
  type GqlResponse,
  type GraphqlClient,
  errorCode,
} from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  BulkImportRefusal,
  MAX_IMPORT_FILE_BYTES,
  MAX_IMPORT_ROWS,
  RowErrorCode,
} from '../../services/api/src/modules/bulk-import';
import { uploadBulkImport } from './bulk-import-client';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildApiToken,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
  sql,
  workspaceSchema,
} from './factories';

interface ImportData {
  id: string;
  projectId: string;
  fileName: string;
  format: 'CSV' | 'XLSX';
  status: 'DRAFT' | 'QUEUED' | 'RUNNING' | 'COMPLETED' | 'FAILED';
  headers: string[];
  preview: string[][];
  totalRows: number;
  processedRows: number;
  processedInto: 'CONTENT' | 'SURVEY' | null;
  importedCount: number;
  skippedCount: number;
  numFailed: number;
  errorMessage: string | null;
  failures: { rowNumber: number; errorCode: string; humanMessageText: string }[];
}

const IMPORT = `id projectId fileName format status headers preview totalRows processedRows processedInto
  importedCount skippedCount numFailed errorMessage failures(limit: 1000) { rowNumber errorCode humanMessageText }`;
const ONE = `query($id: ID!) { bulkImport(id: $id) { ${IMPORT} } }`;
const LIST = `query($p: ID) { bulkImports(projectId: $p) { id status } }`;
const START = `mutation($input: StartBulkImportInput!) { startBulkImport(input: $input) { ${IMPORT} } }`;

interface Column {
  column: number;
  target: string;
  fieldId?: string;
  questionType?: string;
}

/** The error's details (code, field…). */
function detailsOf(response: GqlResponse<unknown>): Record<string, unknown> | undefined {
  const extensions = response.errors?.[0]?.extensions as { details?: Record<string, unknown> } | undefined;
  return extensions?.details;
}

async function xlsx(rows: (string | number | Date)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Responses');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('bulk import of notes and survey responses (CSV, XLSX)', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  let schema: string;

  beforeAll(async () => {
    sut = await sharedTestServer({ SEED_DEMO: 'false' });
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
    schema = await workspaceSchema(sut, ws);
  }, 120_000);
  afterAll(() => sut.close());

  async function upload(client: GraphqlClient, projectId: string, name: string, bytes: Buffer) {
    return uploadBulkImport(sut.address, client, projectId, name, bytes);
  }

  async function uploaded(
    client: GraphqlClient,
    projectId: string,
    name: string,
    bytes: Buffer,
  ): Promise<ImportData> {
    const response = await upload(client, projectId, name, bytes);
    expect(response.status).toBe(201);
    return response.json<{ bulkImport: ImportData }>().bulkImport;
  }

  async function start(
    client: GraphqlClient,
    id: string,
    processedInto: string,
    columns: Column[],
    extra = {},
  ) {
    return client.gql<{ startBulkImport: ImportData }>(START, {
      input: { id, processedInto, columns, ...extra },
    });
  }

  /** Reads the import until its job has finished. */
  async function finished(client: GraphqlClient, id: string): Promise<ImportData> {
    for (;;) {
      const data = expectOk(await client.gql<{ bulkImport: ImportData }>(ONE, { id })).bulkImport;
      if (data.status === 'COMPLETED' || data.status === 'FAILED') return data;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function notesOf(projectId: string) {
    return sql<{ id: string; title: string; content: string; created_at: Date }>(
      sut,
      `select id, title, content, created_at from "${schema}".notes where project_id = ? order by title`,
      [projectId],
    );
  }

  async function countRows(table: string): Promise<number> {
    const [row] = await sql<{ n: string }>(sut, `select count(*) as n from "${schema}".${table}`);
    return Number(row.n);
  }

  it('imports a CSV of notes with title, content, date, person and a custom field, reporting bad rows by code', async () => {
    const projectId = await buildProject(ws.manager.client);
    const field = expectOk(
      await ws.manager.client.gql<{ createCustomField: { id: string } }>(
        'mutation($input: CreateCustomFieldInput!) { createCustomField(input: $input) { id } }',
        { input: { target: 'NOTE', projectId, label: 'Plan', type: 'TEXT' } },
      ),
    ).createCustomField;
    const csv = [
      'Title;Notes;Date;Who;Plan',
      'Onboarding call;"She could not find the export,\nthen gave up.";2024-03-01;ana@example.org;Pro',
      'Churn interview;Too expensive for a team of three;31/01/2024;Bruno Diaz;Free',
      `${'x'.repeat(201)};Too long a title;2024-03-02;;`,
      'Bad date;Text;yesterday;;',
      'Second call;Exports again;2024-03-05T10:30:00Z;ANA@example.org;',
    ].join('\n');
    const draft = await uploaded(
      contributor.client,
      projectId,
      'interviews.csv',
      Buffer.from(`\uFEFF${csv}`),
    );
    expect(draft).toMatchObject({
      status: 'DRAFT',
      format: 'CSV',
      fileName: 'interviews.csv',
      headers: ['Title', 'Notes', 'Date', 'Who', 'Plan'],
      totalRows: 5,
      processedInto: null,
    });
    expect(draft.preview[0]).toEqual([
      'Onboarding call',
      'She could not find the export,\nthen gave up.',
      '2024-03-01',
      'ana@example.org',
      'Pro',
    ]);

    const columns: Column[] = [
      { column: 0, target: 'TITLE' },
      { column: 1, target: 'CONTENT' },
      { column: 2, target: 'DATE' },
      { column: 3, target: 'PERSON' },
      { column: 4, target: 'FIELD', fieldId: field.id },
    ];
    const started = expectOk(await start(contributor.client, draft.id, 'CONTENT', columns)).startBulkImport;
    expect(['QUEUED', 'RUNNING', 'COMPLETED']).toContain(started.status);
    const done = await finished(contributor.client, draft.id);
    expect(done).toMatchObject({
      status: 'COMPLETED',
      processedInto: 'CONTENT',
      processedRows: 5,
      importedCount: 3,
      skippedCount: 0,
      numFailed: 2,
    });
    expect(done.failures).toEqual([
      {
        rowNumber: 4,
        errorCode: RowErrorCode.TITLE_TOO_LONG,
        humanMessageText: 'The title can be at most 200 characters long.',
      },
      { rowNumber: 5, errorCode: RowErrorCode.INVALID_DATE, humanMessageText: '"yesterday" is not a date.' },
    ]);

    const notes = await notesOf(projectId);
    expect(notes.map((n) => [n.title, n.content, new Date(n.created_at).toISOString()])).toEqual([
      ['Churn interview', 'Too expensive for a team of three', '2024-01-31T00:00:00.000Z'],
      ['Onboarding call', 'She could not find the export,\nthen gave up.', '2024-03-01T00:00:00.000Z'],
      ['Second call', 'Exports again', '2024-03-05T10:30:00.000Z'],
    ]);
    // One person per e-mail (ignoring case), one by name; both calls of Ana link the same person.
    const links = await sql<{ title: string; name: string; email: string | null }>(
      sut,
      `select n.title, p.name, p.email from "${schema}".note_people np join "${schema}".notes n on n.id = np.note_id
         join "${schema}".people p on p.id = np.person_id where n.project_id = ? order by n.title`,
      [projectId],
    );
    expect(links).toEqual([
      { title: 'Churn interview', name: 'Bruno Diaz', email: null },
      { title: 'Onboarding call', name: '', email: 'ana@example.org' },
      { title: 'Second call', name: '', email: 'ana@example.org' },
    ]);
    const values = expectOk(
      await contributor.client.gql<{ customFieldValues: { fieldId: string; text: string }[] }>(
        'query($o: ID!) { customFieldValues(target: NOTE, objectId: $o) { fieldId text } }',
        { o: notes.find((n) => n.title === 'Onboarding call')?.id },
      ),
    ).customFieldValues;
    expect(values).toEqual([{ fieldId: field.id, text: 'Pro' }]);
    // The job's work left the outbox its events: the import's, and each note's (search indexes them).
    const events = await sql<{ subject: string; n: string }>(
      sut,
      `select subject, count(*) as n from regional.outbox_events where workspace_id = ?
         and subject in ('bulk_import.uploaded', 'bulk_import.started', 'bulk_import.completed', 'note.created')
         and payload ->> 'projectId' = ? group by subject order by subject`,
      [ws.id, projectId],
    );
    expect(events.map((e) => [e.subject, Number(e.n)])).toEqual([
      ['bulk_import.completed', 1],
      ['bulk_import.started', 1],
      ['bulk_import.uploaded', 1],
      ['note.created', 3],
    ]);
    expect(
      expectOk(await contributor.client.gql<{ bulkImports: { id: string }[] }>(LIST, { p: projectId }))
        .bulkImports,
    ).toEqual([{ id: draft.id, status: 'COMPLETED' }]);

    // The same file again: nothing is duplicated, the imported rows are skipped, the bad ones reported again.
    const again = await uploaded(
      contributor.client,
      projectId,
      'interviews.csv',
      Buffer.from(`\uFEFF${csv}`),
    );
    expectOk(await start(contributor.client, again.id, 'CONTENT', columns));
    expect(await finished(contributor.client, again.id)).toMatchObject({
      status: 'COMPLETED',
      importedCount: 0,
      skippedCount: 3,
      numFailed: 2,
    });
    expect(await notesOf(projectId)).toHaveLength(3);
  });

  it('imports an XLSX of survey responses into FREE_TEXT, SINGLE_SELECT and MULTI_SELECT questions', async () => {
    const projectId = await buildProject(ws.manager.client);
    const file = await xlsx([
      ['Submitted', 'How satisfied are you?', 'Which features do you use?', 'Anything else?'],
      [new Date('2024-05-01T09:00:00Z'), 'Very', 'Search; Tags', 'Love it'],
      [new Date('2024-05-02T09:00:00Z'), 'Somewhat', 'tags;Highlights;Search', ''],
      [new Date('2024-05-03T09:00:00Z'), 'very', '', 'Slow exports'],
      [new Date('2024-05-04T09:00:00Z'), '', '', ''],
    ]);
    const draft = await uploaded(contributor.client, projectId, 'survey.xlsx', file);
    expect(draft).toMatchObject({ format: 'XLSX', totalRows: 4 });
    expect(draft.preview[0][0]).toBe('2024-05-01T09:00:00.000Z');
    expectOk(
      await start(contributor.client, draft.id, 'SURVEY', [
        { column: 0, target: 'DATE' },
        { column: 1, target: 'QUESTION', questionType: 'SINGLE_SELECT' },
        { column: 2, target: 'QUESTION', questionType: 'MULTI_SELECT' },
        { column: 3, target: 'QUESTION', questionType: 'FREE_TEXT' },
      ]),
    );
    const done = await finished(contributor.client, draft.id);
    expect(done).toMatchObject({
      status: 'COMPLETED',
      processedInto: 'SURVEY',
      importedCount: 3,
      numFailed: 1,
    });
    expect(done.failures).toEqual([
      {
        rowNumber: 5,
        errorCode: RowErrorCode.EMPTY_ROW,
        humanMessageText: 'The row answers none of the questions.',
      },
    ]);
    const notes = await notesOf(projectId);
    expect(notes.map((n) => n.title)).toEqual(['Response 1', 'Response 2', 'Response 3']);
    expect(notes[0].content).toBe(
      'How satisfied are you?\nVery\n\nWhich features do you use?\nSearch; Tags\n\nAnything else?\nLove it',
    );
    const questions = await sql<{
      question_text: string;
      question_type: string;
      question_options: { optionText: string }[];
    }>(
      sut,
      `select question_text, question_type, question_options from "${schema}".survey_questions where project_id = ?
        order by question_text`,
      [projectId],
    );
    expect(
      questions.map((q) => [q.question_text, q.question_type, q.question_options.map((o) => o.optionText)]),
    ).toEqual([
      ['Anything else?', 'FREE_TEXT', []],
      ['How satisfied are you?', 'SINGLE_SELECT', ['Very', 'Somewhat']],
      ['Which features do you use?', 'MULTI_SELECT', ['Search', 'Tags', 'Highlights']],
    ]);
    const answers = await sql<{ title: string; answer_text: string; n: number }>(
      sut,
      `select n.title, r.answer_text, coalesce(array_length(r.option_ids, 1), 0) as n
         from "${schema}".question_responses r join "${schema}".notes n on n.id = r.note_id
         join "${schema}".survey_questions q on q.id = r.question_id
        where n.project_id = ? and q.question_type = 'MULTI_SELECT' order by n.title`,
      [projectId],
    );
    expect(answers).toEqual([
      { title: 'Response 1', answer_text: 'Search; Tags', n: 2 },
      { title: 'Response 2', answer_text: 'tags; Highlights; Search', n: 3 },
    ]);
  });

  it('refuses files over the limits, unknown formats and bad mappings, changing nothing', async () => {
    const projectId = await buildProject(ws.manager.client);
    const before = await countRows('bulk_imports');

    // The upload route answers spec 001 §8's REST error body: code, title and a message that says what to do.
    const refusal = (response: { json: <T>() => T }) =>
      response.json<{ errors: { code: string; message: string }[] }>().errors;
    const big = await upload(
      contributor.client,
      projectId,
      'big.csv',
      Buffer.alloc(MAX_IMPORT_FILE_BYTES + 1, 'a'),
    );
    expect(refusal(big)).toEqual([
      { code: 'BAD_USER_INPUT', title: 'Bad request', message: 'An import file can be at most 10 MB.' },
    ]);
    const rows = ['Text', ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `row ${i}`)].join('\n');
    const tooMany = await upload(contributor.client, projectId, 'many.csv', Buffer.from(rows));
    expect(refusal(tooMany)[0].message).toBe(
      `An import takes at most ${MAX_IMPORT_ROWS} rows; this file has ${MAX_IMPORT_ROWS + 1}. Split it into smaller files.`,
    );
    const pdf = await upload(contributor.client, projectId, 'notes.pdf', Buffer.from('%PDF-1.4'));
    expect(refusal(pdf)[0].message).toBe(
      '"notes.pdf" is not a CSV or XLSX file. Save the sheet as .csv or .xlsx and try again.',
    );
    const fake = await upload(contributor.client, projectId, 'fake.xlsx', Buffer.from('not a zip'));
    expect(refusal(fake)[0].message).toBe(
      'This XLSX file could not be read. Open it in a spreadsheet program, save it again and retry.',
    );
    const empty = await upload(contributor.client, projectId, 'empty.csv', Buffer.from('Only a heading\n'));
    expect(refusal(empty)[0].message).toBe(
      'The file has no rows under its heading row. The first row names the columns; each row after it is imported.',
    );
    const longRow = await upload(
      contributor.client,
      projectId,
      'long.csv',
      Buffer.from(`Text\n"${'x'.repeat(5 * 1024 * 1024 + 10)}"\n`),
    );
    expect(refusal(longRow)[0].message).toBe(
      'A row of this file is longer than 5 MB, more than a note can hold. Check that its quotes are closed.',
    );
    for (const refused of [big, tooMany, pdf, fake, empty, longRow]) expect(refused.status).toBe(400);
    expect(await countRows('bulk_imports')).toBe(before);

    // Only 5000 rows fit: exactly 5000 is read.
    const atLimit = ['Text', ...Array.from({ length: MAX_IMPORT_ROWS }, (_, i) => `row ${i}`)].join('\n');
    expect((await uploaded(contributor.client, projectId, 'limit.csv', Buffer.from(atLimit))).totalRows).toBe(
      MAX_IMPORT_ROWS,
    );

    // Mix check: one content, one question per column heading; questions only in surveys.
    const draft = await uploaded(contributor.client, projectId, 'mix.csv', Buffer.from('A,B,A\n1,2,3\n'));
    const twoContents = await start(contributor.client, draft.id, 'CONTENT', [
      { column: 0, target: 'CONTENT' },
      { column: 1, target: 'CONTENT' },
    ]);
    expect(detailsOf(twoContents)?.code).toBe(BulkImportRefusal.MIX_CHECK);
    const sameQuestion = await start(contributor.client, draft.id, 'SURVEY', [
      { column: 0, target: 'QUESTION' },
      { column: 2, target: 'QUESTION' },
    ]);
    expect(detailsOf(sameQuestion)?.code).toBe(BulkImportRefusal.MIX_CHECK);
    const questionInNotes = await start(contributor.client, draft.id, 'CONTENT', [
      { column: 0, target: 'QUESTION' },
    ]);
    expect(detailsOf(questionInNotes)?.code).toBe(BulkImportRefusal.BAD_MAPPING);
    const noColumn = await start(contributor.client, draft.id, 'CONTENT', [{ column: 9, target: 'CONTENT' }]);
    expect(noColumn.errors?.[0]?.message).toBe('The file has no column 10.');
    const badRange = await start(
      contributor.client,
      draft.id,
      'CONTENT',
      [{ column: 0, target: 'CONTENT' }],
      {
        minDate: '2024-02-01T00:00:00Z',
        maxDate: '2024-01-01T00:00:00Z',
      },
    );
    expect(detailsOf(badRange)?.code).toBe(BulkImportRefusal.BAD_DATE_RANGE);

    // 'Too many options.': a select question's options past 80000 characters (spec 000 §9).
    const longOptions = [
      'Pick',
      ...Array.from({ length: 400 }, (_, i) => `${i} ${'option '.repeat(30)}`),
    ].join('\n');
    const options = await uploaded(contributor.client, projectId, 'options.csv', Buffer.from(longOptions));
    const tooManyOptions = await start(contributor.client, options.id, 'SURVEY', [
      { column: 0, target: 'QUESTION', questionType: 'SINGLE_SELECT' },
    ]);
    expect(tooManyOptions.errors?.[0]?.message).toBe('Too many options.');
    expect(detailsOf(tooManyOptions)?.code).toBe(BulkImportRefusal.TOO_MANY_OPTIONS);
    const [questions] = await sql<{ n: string }>(
      sut,
      `select count(*) as n from "${schema}".survey_questions where project_id = ?`,
      [projectId],
    );
    expect(Number(questions.n)).toBe(0);
    const states = await sql<{ status: string }>(
      sut,
      `select distinct status from "${schema}".bulk_imports where project_id = ?`,
      [projectId],
    );
    expect(states).toEqual([{ status: 'DRAFT' }]);
    expect(await notesOf(projectId)).toEqual([]);

    // A started import cannot be started twice.
    const once = await uploaded(contributor.client, projectId, 'once.csv', Buffer.from('Text\nhello\n'));
    expectOk(await start(contributor.client, once.id, 'CONTENT', [{ column: 0, target: 'CONTENT' }]));
    const twice = await start(contributor.client, once.id, 'CONTENT', [{ column: 0, target: 'CONTENT' }]);
    expect(detailsOf(twice)?.code).toBe(BulkImportRefusal.ALREADY_STARTED);
    await finished(contributor.client, once.id);
  }, 120_000);

  it('lets viewers neither upload nor start nor read imports; an API token may', async () => {
    const projectId = await buildProject(ws.manager.client);
    const csv = Buffer.from('Text\nFrom a token\n');
    const refused = await upload(viewer.client, projectId, 'v.csv', csv);
    expect(refused.status).toBe(403);
    const draft = await uploaded(contributor.client, projectId, 'c.csv', csv);
    const viewerStart = await start(viewer.client, draft.id, 'CONTENT', [{ column: 0, target: 'CONTENT' }]);
    expect(errorCode(viewerStart)).toBe('FORBIDDEN');
    expect(errorCode(await viewer.client.gql(LIST, {}))).toBe('FORBIDDEN');

    const token = await buildApiToken(ws.manager.client);
    const tokenClient = sut.client(ws.subdomain);
    tokenClient.bearer = token.secret;
    const byToken = await uploaded(
      tokenClient,
      projectId,
      't.csv',
      Buffer.from('Text\nFrom a token, once more\n'),
    );
    expectOk(await start(tokenClient, byToken.id, 'CONTENT', [{ column: 0, target: 'CONTENT' }]));
    expect(await finished(tokenClient, byToken.id)).toMatchObject({ status: 'COMPLETED', importedCount: 1 });
  });

  it("keeps another workspace's imports and projects out of reach", async () => {
    const other = await signUpAndCreateWorkspace(sut);
    const theirProject = await buildProject(other.manager.client);
    const theirs = await uploaded(
      other.manager.client,
      theirProject,
      'theirs.csv',
      Buffer.from('Secret\nrow\n'),
    );
    // Their project id on our host names nothing here.
    const intoTheirs = await upload(ws.manager.client, theirProject, 'x.csv', Buffer.from('T\nx\n'));
    expect(intoTheirs.status).toBe(404);
    expect(errorCode(await ws.manager.client.gql(ONE, { id: theirs.id }))).toBe('NOT_FOUND');
    const startTheirs = await start(ws.manager.client, theirs.id, 'CONTENT', [
      { column: 0, target: 'CONTENT' },
    ]);
    expect(errorCode(startTheirs)).toBe('NOT_FOUND');
    const [row] = await sql<{ status: string }>(
      sut,
      `select status from "${await workspaceSchema(sut, other)}".bulk_imports where id = ?`,
      [theirs.id],
    );
    expect(row.status).toBe('DRAFT');
  });
});
