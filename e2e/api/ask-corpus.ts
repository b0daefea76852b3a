import type { GraphqlClient } from '../../services/all-in-one/src/testing/graphql-client';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
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
import { searchUntil } from './search-client';

/**
 * The research data Ask and Chat answer from, shared by their API and browser suites: interviews
 * about slow onboarding, one of them in a project a viewer may not read.
 */

/** A short interview: the one note of the browser and model suites. */
export const MARIA_SHORT = [
  'Interviewer: How did onboarding go for your team?',
  'Maria: Onboarding took us three weeks before a new hire could run an interview alone.',
  'Maria: The onboarding checklist lives in a wiki nobody reads.',
].join('\n');
export const MARIA = [
  'Interviewer: How did onboarding go for your team?',
  'Maria: Onboarding took us three weeks before a new hire could run an interview alone.',
  'Maria: The onboarding checklist lives in a wiki nobody reads, so new researchers ask the same questions.',
  'Interviewer: Anything else?',
  'Maria: Pricing was fine for us, the per-seat price matched our budget.',
].join('\n');
export const JONAS = [
  'Interviewer: Tell me about your first month.',
  'Jonas: My onboarding was slow because the tagging scheme had forty tags and no examples.',
  'Jonas: After three weeks I still could not find old interview recordings.',
].join('\n');
/** In the private project: its words must never reach a viewer. */
export const PRIYA_CONFIDENTIAL = [
  'Interviewer: What slowed down onboarding at the acquired company?',
  'Priya: Onboarding after the Zanzibar merger took weeks because the contracts were confidential.',
].join('\n');

/** A cited passage as Ask and Chat answer it. */
export interface QuotedCitation {
  noteId: string;
  quote: string;
  url: string;
  startOffset: number | null;
  endOffset: number | null;
}

export interface AskCorpus {
  ws: BuiltWorkspace;
  viewer: BuiltAccount;
  /** The workspace's database schema. */
  schema: string;
  /** Readable by every member: Maria's and Jonas' interviews. */
  openProject: string;
  /** General access NONE: Priya's interview, which the viewer cannot read. */
  privateProject: string;
  notes: { onboarding: string; onboardingToo: string; secret: string };
  /** Checks each citation's quote stands at its offsets in its note and its URL opens it there. */
  expectQuotesAtOffsets(citations: QuotedCitation[]): Promise<void>;
}

const SET_GENERAL = `mutation($p: ID!, $a: GeneralAccess!) { setProjectGeneralAccess(input: { projectId: $p, generalAccess: $a }) { generalAccess } }`;

/**
 * A new workspace with a viewer, an open and a private project and the three interviews, once the
 * search index has all three (it follows writes through the bus).
 */
export async function buildAskCorpus(sut: TestServer): Promise<AskCorpus> {
  const ws = await signUpAndCreateWorkspace(sut);
  const viewer = await addMember(sut, ws, 'VIEWER');
  const schema = await workspaceSchema(sut, ws);
  const openProject = await buildProject(ws.manager.client, 'Research ops interviews');
  const privateProject = await buildProject(ws.manager.client, 'Acquisition due diligence');
  const notes = {
    onboarding: await buildNote(ws.manager.client, openProject, 'Interview with Maria', MARIA),
    onboardingToo: await buildNote(ws.manager.client, openProject, 'Interview with Jonas', JONAS),
    secret: await buildNote(ws.manager.client, privateProject, 'Interview with Priya', PRIYA_CONFIDENTIAL),
  };
  expectOk(await ws.manager.client.gql(SET_GENERAL, { p: privateProject, a: 'NONE' }));
  await searchUntil(
    ws.manager.client,
    { query: { value: 'onboarding' }, types: ['NOTE'] },
    (f) => f.total === 3,
  );
  const noteContent = async (id: string) =>
    (await sql<{ content: string }>(sut, `select content from "${schema}".notes where id = ?`, [id]))[0]!
      .content;
  return {
    ws,
    viewer,
    schema,
    openProject,
    privateProject,
    notes,
    async expectQuotesAtOffsets(citations) {
      for (const citation of citations) {
        const content = await noteContent(citation.noteId);
        expect(content.slice(citation.startOffset!, citation.endOffset!)).toBe(citation.quote);
        expect(citation.url).toBe(
          `/data/${citation.noteId}#quote-${citation.startOffset}-${citation.endOffset}`,
        );
      }
    },
  };
}

/**
 * For a browser suite whose workspace may be shared with other files: turns generative AI on
 * (whatever it was), makes a project with the notes and waits until Ask finds every one of them.
 */
export async function buildAskableProject(
  client: GraphqlClient,
  title: string,
  notes: { title: string; content: string }[],
): Promise<{ projectId: string; noteIds: string[] }> {
  expectOk(
    await client.gql(
      'mutation { updateAiSettings(input: { generativeAiEnabled: true }) { generativeAiEnabled } }',
    ),
  );
  const projectId = await buildProject(client, title);
  const noteIds: string[] = [];
  for (const note of notes) noteIds.push(await buildNote(client, projectId, note.title, note.content));
  // The search index follows the notes through the bus a moment after they are written.
  const ask = `mutation($p: ID!) { ask(input: { question: "What slowed down onboarding?", projectId: $p }) { counts { notes } } }`;
  for (let i = 0; i < 100; i++) {
    const response = await client.gql<{ ask: { counts: { notes: number } } }>(ask, { p: projectId });
    if (response.data?.ask.counts.notes === notes.length) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { projectId, noteIds };
}
