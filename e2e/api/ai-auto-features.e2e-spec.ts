import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { eventually } from './collaboration-client';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
  sql,
  workspaceSchema,
} from './factories';

const SET_MODE = `mutation($input: UpdateAiAutoFeatureInput!) { updateAiAutoFeature(input: $input) { feature effectiveMode } }`;
const DEFAULTS = `mutation($p: ID!, $f: SummaryFramework!, $l: String!) { updateProjectAiDefaults(input: { projectId: $p, defaultFramework: $f, defaultSummaryLanguage: $l }) { defaultFramework } }`;
const SUMMARY = `query($id: ID!) { noteSummary(noteId: $id) { autoSummarize defaultFramework
  summary { framework language content generatedBy aiActivityId editedBy } } }`;
const EDIT_SUMMARY = `mutation($id: ID!, $c: String!) { updateNoteSummary(input: { noteId: $id, content: $c }) { content } }`;
const REDACTIONS = `query($id: ID!) { noteRedactionSuggestions(noteId: $id) { noteId redactMode canReview
  suggestions { id noteId kind text startOffset endOffset aiActivityId review } } }`;
const REVIEW = `mutation($input: ReviewRedactionSuggestionInput!) { reviewRedactionSuggestion(input: $input) { id review } }`;
const NOTE = 'query($id: ID!) { note(id: $id) { content } }';
const UPDATE_NOTE = 'mutation($i: UpdateNoteInput!) { updateNote(input: $i) { id } }';
const CREATE_PERSON = 'mutation($input: CreatePersonInput!) { createPerson(input: $input) { id } }';
const ACTIVITY = `{ aiActivity(limit: 200) { nodes { id task framework provider { kind model } promptVersion inputKind inputIds requestedBy status } } }`;

interface Redaction {
  id: string;
  noteId: string;
  kind: string;
  text: string;
  startOffset: number;
  endOffset: number;
  aiActivityId: string;
  review: string | null;
}
interface Activity {
  id: string;
  task: string;
  framework: string | null;
  provider: { kind: string; model: string };
  promptVersion: string;
  inputKind: string;
  inputIds: string[];
  requestedBy: string;
  status: string;
}

const INTERVIEW = [
  'Interviewer: How do you share research today?',
  'Dana: We paste every quote into a spreadsheet, and the spreadsheet gets out of date within a week.',
  'Dana: The pricing is frustrating because the annual plan costs more than our whole research budget.',
  'Dana: I spend two hours every Friday cleaning the spreadsheet before the team meeting.',
  'Interviewer: What would help?',
  'Dana: I wish the export kept our tags, because the export to slides loses every tag we added.',
].join('\n');

const PERSONAL = [
  'Interviewer: Thanks Priya Raman for joining the call today.',
  'Priya: Sure. You can write to priya.raman@example.com or call me on +44 20 7946 0958.',
  'Priya: The renewal charged my card 4111 1111 1111 1111 twice, which was frustrating.',
].join('\n');

/**
 * The AI auto features run off the bus once a note stays unchanged (issue 34; spec 001 §3 keys
 * summarize and redact, On / Suggest / Off): the summary job queued with the project's default
 * framework on behalf of the note's author, personal data proposed for review or redacted at once,
 * each run in the AI audit trail. The shared server waits 1 s of quiet (AI_AUTO_QUIET_MS).
 */
describe('AI auto features: summarize and redact', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;

  const setMode = async (projectId: string, feature: string, mode: string) =>
    expectOk(await ws.manager.client.gql(SET_MODE, { input: { projectId, feature, mode } }));
  const summaryOf = async (who: BuiltAccount, id: string) =>
    expectOk(
      await who.client.gql<{
        noteSummary: {
          autoSummarize: string;
          defaultFramework: string;
          summary: {
            framework: string;
            language: string;
            content: string;
            generatedBy: string;
            aiActivityId: string;
            editedBy: string | null;
          } | null;
        };
      }>(SUMMARY, { id }),
    ).noteSummary;
  const redactionsOf = async (id: string) =>
    expectOk(
      await contributor.client.gql<{
        noteRedactionSuggestions: {
          noteId: string;
          redactMode: string;
          canReview: boolean;
          suggestions: Redaction[];
        };
      }>(REDACTIONS, { id }),
    ).noteRedactionSuggestions;
  const contentOf = async (id: string) =>
    expectOk(await contributor.client.gql<{ note: { content: string } }>(NOTE, { id })).note.content;
  const activity = async () =>
    expectOk(await ws.manager.client.gql<{ aiActivity: { nodes: Activity[] } }>(ACTIVITY)).aiActivity.nodes;
  /** A note by the contributor, linked to a person, whose text arrives after the link. */
  const noteWithPerson = async (projectId: string, title: string, person: string, text: string) => {
    const id = await buildNote(contributor.client, projectId, title, 'Notes to follow.');
    const personId = expectOk(
      await contributor.client.gql<{ createPerson: { id: string } }>(CREATE_PERSON, {
        input: { name: person, noteId: id },
      }),
    ).createPerson.id;
    expectOk(await contributor.client.gql(UPDATE_NOTE, { i: { id, content: text } }));
    return { id, personId };
  };

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
  }, 120_000);

  it('should generate the summary with the project default framework once the note is quiet (On), only offer it (Suggest), and keep a hand-edited one', async () => {
    const onProject = await buildProject(ws.manager.client, 'Auto summaries On');
    const suggestProject = await buildProject(ws.manager.client, 'Auto summaries Suggest');
    await setMode(onProject, 'summarize', 'On');
    await setMode(suggestProject, 'summarize', 'Suggest');
    expectOk(await ws.manager.client.gql(DEFAULTS, { p: onProject, f: 'Chronological', l: 'en' }));

    const onNote = await buildNote(contributor.client, onProject, 'Auto summary', INTERVIEW);
    const suggestNote = await buildNote(contributor.client, suggestProject, 'Offered summary', INTERVIEW);
    await eventually(async () => (await summaryOf(viewer, onNote)).summary !== null, 20_000);
    const panel = await summaryOf(viewer, onNote);
    expect(panel.autoSummarize).toBe('On');
    expect(panel.summary).toMatchObject({
      framework: 'Chronological',
      language: 'en',
      generatedBy: contributor.id,
    });
    expect(panel.summary?.content).toContain('spreadsheet');
    const record = (await activity()).find((a) => a.id === panel.summary?.aiActivityId);
    expect(record).toMatchObject({
      task: 'NOTE_SUMMARY',
      framework: 'Chronological',
      inputKind: 'NOTE',
      inputIds: [onNote],
      requestedBy: contributor.id,
      status: 'SUCCEEDED',
    });
    // It came from a summary job, the one the Generate button queues (so the tab could follow and stop it).
    const schema = await workspaceSchema(sut, ws);
    expect(
      await sql(
        sut,
        `select framework, status, progress, requested_by, ai_activity_id from "${schema}".ai_summary_jobs where note_id = ?`,
        [onNote],
      ),
    ).toEqual([
      {
        framework: 'Chronological',
        status: 'COMPLETED',
        progress: 100,
        requested_by: contributor.id,
        ai_activity_id: panel.summary?.aiActivityId,
      },
    ]);

    // Suggest offers the summary in the tab; nothing is generated.
    const offered = await summaryOf(contributor, suggestNote);
    expect(offered.autoSummarize).toBe('Suggest');
    expect(offered.summary).toBeNull();

    // A summary a member rewrote is theirs: a later save of the note does not replace it.
    expectOk(await contributor.client.gql(EDIT_SUMMARY, { id: onNote, c: 'Our own words.' }));
    expectOk(
      await contributor.client.gql(UPDATE_NOTE, {
        i: { id: onNote, content: `${INTERVIEW}\nDana: The onboarding checklist also took far too long.` },
      }),
    );
    const marker = await buildNote(contributor.client, onProject, 'Later note', INTERVIEW);
    await eventually(async () => (await summaryOf(viewer, marker)).summary !== null, 20_000);
    expect((await summaryOf(viewer, onNote)).summary).toMatchObject({
      content: 'Our own words.',
      editedBy: contributor.id,
    });
    expect((await summaryOf(viewer, suggestNote)).summary).toBeNull();
  });

  it('should propose personal data for review with Suggest, redact an accepted one in the note and not propose a rejected one again', async () => {
    const project = await buildProject(ws.manager.client, 'Redact Suggest');
    await setMode(project, 'redact', 'Suggest');
    const { id, personId } = await noteWithPerson(project, 'Call with Priya', 'Priya Raman', PERSONAL);
    await eventually(async () => (await redactionsOf(id)).suggestions.length > 0, 20_000);
    const panel = await redactionsOf(id);
    expect(panel).toMatchObject({ noteId: id, redactMode: 'Suggest', canReview: true });
    expect(panel.suggestions.map((s) => [s.kind, s.text])).toEqual([
      ['PERSON_NAME', 'Priya Raman'],
      ['PERSON_NAME', 'Priya'],
      ['EMAIL', 'priya.raman@example.com'],
      ['PHONE', '+44 20 7946 0958'],
      ['PERSON_NAME', 'Priya'],
      ['CARD_NUMBER', '4111 1111 1111 1111'],
    ]);
    for (const s of panel.suggestions) expect(PERSONAL.slice(s.startOffset, s.endOffset)).toBe(s.text);
    // Nothing changed in the note yet.
    expect(await contentOf(id)).toBe(PERSONAL);
    const record = (await activity()).find((a) => a.id === panel.suggestions[0]?.aiActivityId);
    expect(record).toMatchObject({
      task: 'REDACTION',
      provider: { kind: 'BUILT_IN', model: 'fieldnote-personal-data' },
      promptVersion: 'personal-data-v1',
      inputKind: 'NOTE',
      inputIds: [id, personId],
      requestedBy: contributor.id,
      status: 'SUCCEEDED',
    });

    // Viewers neither see nor review proposals; a contributor reviews.
    expect(errorCode(await viewer.client.gql(REDACTIONS, { id }))).toBe('FORBIDDEN');
    const email = panel.suggestions.find((s) => s.kind === 'EMAIL') as Redaction;
    const phone = panel.suggestions.find((s) => s.kind === 'PHONE') as Redaction;
    expect(
      errorCode(await viewer.client.gql(REVIEW, { input: { suggestionId: email.id, review: 'Accepted' } })),
    ).toBe('FORBIDDEN');
    expect(
      expectOk(
        await contributor.client.gql<{ reviewRedactionSuggestion: { review: string } }>(REVIEW, {
          input: { suggestionId: email.id, review: 'Accepted' },
        }),
      ).reviewRedactionSuggestion.review,
    ).toBe('Accepted');
    expect(await contentOf(id)).toBe(PERSONAL.replace('priya.raman@example.com', '[email redacted]'));
    expectOk(await contributor.client.gql(REVIEW, { input: { suggestionId: phone.id, review: 'Rejected' } }));
    expect(
      errorCode(
        await contributor.client.gql(REVIEW, { input: { suggestionId: phone.id, review: 'Accepted' } }),
      ),
    ).toBe('BAD_USER_INPUT');
    // The redaction saved the note: once quiet again, the note is read anew. The proposals still
    // waiting keep their ids and take their new offsets; the kept phone number is not proposed again.
    const redacted = PERSONAL.replace('priya.raman@example.com', '[email redacted]');
    const card = panel.suggestions.find((s) => s.kind === 'CARD_NUMBER') as Redaction;
    await eventually(async () => {
      const now = (await redactionsOf(id)).suggestions.find((s) => s.kind === 'CARD_NUMBER');
      return now?.startOffset === redacted.indexOf('4111 1111 1111 1111');
    }, 20_000);
    const after = (await redactionsOf(id)).suggestions;
    expect(after.map((s) => s.kind)).toEqual(['PERSON_NAME', 'PERSON_NAME', 'PERSON_NAME', 'CARD_NUMBER']);
    expect(after.find((s) => s.kind === 'CARD_NUMBER')?.id).toBe(card.id);
    for (const s of after) expect(redacted.slice(s.startOffset, s.endOffset)).toBe(s.text);
    expect(await contentOf(id)).toContain('+44 20 7946 0958');
  });

  it('should redact personal data in the note at once with On, and leave a note alone with Off', async () => {
    const onProject = await buildProject(ws.manager.client, 'Redact On');
    const offProject = await buildProject(ws.manager.client, 'Redact Off');
    await setMode(onProject, 'redact', 'On');
    const { id } = await noteWithPerson(onProject, 'Call with Priya', 'Priya Raman', PERSONAL);
    const off = await buildNote(contributor.client, offProject, 'Off', PERSONAL);
    await eventually(async () => (await contentOf(id)).includes('[email redacted]'), 20_000);
    expect(await contentOf(id)).toBe(
      [
        'Interviewer: Thanks [name redacted] for joining the call today.',
        '[name redacted]: Sure. You can write to [email redacted] or call me on [phone redacted].',
        '[name redacted]: The renewal charged my card [card number redacted] twice, which was frustrating.',
      ].join('\n'),
    );
    // Applied, so nothing waits for review.
    expect((await redactionsOf(id)).suggestions).toEqual([]);
    expect(await contentOf(off)).toBe(PERSONAL);
    expect((await redactionsOf(off)).suggestions).toEqual([]);
  });
});
