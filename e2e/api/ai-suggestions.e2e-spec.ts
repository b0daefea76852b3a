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
} from './factories';
import { ids, search, searchUntil } from './search-client';

const SUGGESTIONS = `query($id: ID!) { noteHighlightSuggestions(noteId: $id) {
  noteId highlightsMode tagsMode canReview
  suggestions { id noteId text startOffset endOffset highlightReason suggestedTagIds provider model aiActivityId review highlightId }
} }`;
const SUGGEST = 'mutation($id: ID!) { suggestHighlights(noteId: $id) { created aiActivityId } }';
const REVIEW = `mutation($input: ReviewHighlightSuggestionInput!) { reviewHighlightSuggestion(input: $input) {
  id review highlightId suggestedTagIds } }`;
const ACCEPT_ALL = 'mutation($id: ID!) { acceptAllHighlightSuggestions(noteId: $id) { accepted skipped } }';
const SET_MODE = `mutation($input: UpdateAiAutoFeatureInput!) { updateAiAutoFeature(input: $input) {
  feature workspaceMode projectMode effectiveMode } }`;
const MODES =
  'query($id: ID) { aiAutoFeatures(projectId: $id) { feature workspaceMode projectMode effectiveMode } }';
const NOTE = `query($id: ID!) { note(id: $id) { content highlights {
  id text startOffset endOffset createdBy aiGenerated highlightReason suggestedTagIds tags { id } } } }`;
const CREATE_TAG = 'mutation($input: CreateTagInput!) { createTag(input: $input) { id } }';
const CREATE_HIGHLIGHT = 'mutation($input: CreateHighlightInput!) { createHighlight(input: $input) { id } }';
const AI_SETTINGS =
  'mutation($on: Boolean!) { updateAiSettings(input: { generativeAiEnabled: $on }) { generativeAiEnabled } }';
const ACTIVITY =
  '{ aiActivity(limit: 200) { nodes { task provider { kind } promptVersion inputKind inputIds requestedBy status } } }';

interface Suggestion {
  id: string;
  text: string;
  startOffset: number;
  endOffset: number;
  highlightReason: string;
  suggestedTagIds: string[];
  provider: string;
  model: string;
  review: string | null;
}
interface Panel {
  noteId: string;
  highlightsMode: string;
  tagsMode: string;
  canReview: boolean;
  suggestions: Suggestion[];
}
interface NoteHighlights {
  content: string;
  highlights: {
    id: string;
    text: string;
    startOffset: number;
    createdBy: string;
    aiGenerated: boolean;
    highlightReason: string | null;
    tags: { id: string }[];
  }[];
}

const INTERVIEW = [
  'Interviewer: How do you share research today?',
  'Dana: We paste every quote into a spreadsheet, and the spreadsheet gets out of date within a week.',
  'Dana: The pricing is frustrating because the annual plan costs more than our whole research budget.',
  'Dana: I spend two hours every Friday cleaning the spreadsheet before the team meeting.',
  'Interviewer: What would help?',
  'Dana: I wish the export kept our tags, because the export to slides loses every tag we added.',
  'Dana: Honestly the weather was nice that day.',
].join('\n');

/**
 * Suggested highlights and tags (issue 34; spec 000 §3 highlightReason, suggestedTagIds, review
 * Accepted / Rejected; spec 001 auto-feature keys): the built-in provider (no model configured)
 * picks salient sentences and tags by similarity; review by members with edit permission; the
 * auto-feature job off the bus; the AiGenerated search filter; the audit trail.
 */
describe('AI suggested highlights and tags', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  let projectId: string;
  let pricingTag: string;

  const panel = async (who: BuiltAccount, noteId: string) =>
    expectOk(await who.client.gql<{ noteHighlightSuggestions: Panel }>(SUGGESTIONS, { id: noteId }))
      .noteHighlightSuggestions;
  const noteOf = async (noteId: string) =>
    expectOk(await contributor.client.gql<{ note: NoteHighlights }>(NOTE, { id: noteId })).note;
  const setMode = async (who: BuiltAccount, input: Record<string, unknown>) =>
    who.client.gql<{ updateAiAutoFeature: { feature: string; effectiveMode: string }[] }>(SET_MODE, {
      input,
    });

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
    projectId = await buildProject(ws.manager.client, 'Research ops interviews');
    pricingTag = expectOk(
      await contributor.client.gql<{ createTag: { id: string } }>(CREATE_TAG, {
        input: { projectId, title: 'Pricing' },
      }),
    ).createTag.id;
    expectOk(
      await contributor.client.gql<{ createTag: { id: string } }>(CREATE_TAG, {
        input: { projectId, title: 'Onboarding' },
      }),
    );
    // The tag's existing highlights say what it is about.
    const lines = [
      'The subscription price doubled and the plan is too expensive for us.',
      'Pricing per seat adds up fast and the annual cost is hard to justify.',
    ];
    const tagged = await buildNote(
      contributor.client,
      projectId,
      'Earlier pricing interview',
      lines.join('\n'),
    );
    const { content } = await noteOf(tagged);
    for (const line of lines) {
      const start = content.indexOf(line);
      expectOk(
        await contributor.client.gql(CREATE_HIGHLIGHT, {
          input: {
            noteId: tagged,
            startOffset: start,
            endOffset: start + line.length,
            text: line,
            tagIds: [pricingTag],
          },
        }),
      );
    }
    expectOk(await setMode(ws.manager, { feature: 'tags', mode: 'Suggest' }));
  }, 120_000);

  it('should suggest salient sentences verbatim with reasons and similar tags, for review only', async () => {
    const noteId = await buildNote(contributor.client, projectId, 'Dana, research lead', INTERVIEW);
    const run = expectOk(
      await contributor.client.gql<{ suggestHighlights: { created: number } }>(SUGGEST, { id: noteId }),
    );
    expect(run.suggestHighlights.created).toBeGreaterThan(0);
    const { content } = await noteOf(noteId);
    const seen = await panel(contributor, noteId);
    expect(seen).toMatchObject({ canReview: true, highlightsMode: 'Off', tagsMode: 'Suggest' });
    for (const s of seen.suggestions) {
      expect(content.slice(s.startOffset, s.endOffset)).toBe(s.text);
      expect(s.highlightReason.length).toBeGreaterThan(10);
      expect(s).toMatchObject({ provider: 'BUILT_IN', review: null });
      // Questions and the speaker's name are never part of a suggested quote.
      expect(s.text).not.toMatch(/\?$|^Dana:/);
    }
    const texts = seen.suggestions.map((s) => s.text);
    expect(texts.some((t) => t.startsWith('The pricing is frustrating'))).toBe(true);
    expect(texts).not.toContain('Honestly the weather was nice that day.');
    const pricing = seen.suggestions.find((s) => s.text.startsWith('The pricing is frustrating'));
    expect(pricing?.suggestedTagIds).toContain(pricingTag);
    // Kept apart from the members' highlights until reviewed.
    expect((await noteOf(noteId)).highlights).toEqual([]);
    // A second run suggests nothing twice.
    const again = expectOk(
      await contributor.client.gql<{ suggestHighlights: { created: number } }>(SUGGEST, { id: noteId }),
    );
    expect(again.suggestHighlights.created).toBe(0);
    const trail = expectOk(
      await ws.manager.client.gql<{
        aiActivity: {
          nodes: { task: string; inputIds: string[]; promptVersion: string; requestedBy: string }[];
        };
      }>(ACTIVITY),
    ).aiActivity.nodes.filter((n) => n.task === 'SUGGESTED_HIGHLIGHTS' && n.inputIds.includes(noteId));
    expect(trail.length).toBe(2);
    expect(trail[0]).toMatchObject({
      promptVersion: 'suggest-highlights/salient@1',
      requestedBy: contributor.id,
    });
  });

  it('should make an accepted suggestion a highlight of the accepting member marked AI-generated, findable by the AiGenerated filter', async () => {
    const noteId = await buildNote(contributor.client, projectId, 'Dana again', INTERVIEW);
    expectOk(await contributor.client.gql(SUGGEST, { id: noteId }));
    const [first, second, ...rest] = (await panel(contributor, noteId)).suggestions;
    // Viewers read the suggestions but may not review them.
    expect((await panel(viewer, noteId)).canReview).toBe(false);
    expect(
      errorCode(await viewer.client.gql(REVIEW, { input: { suggestionId: first?.id, review: 'Accepted' } })),
    ).toBe('FORBIDDEN');

    const accepted = expectOk(
      await contributor.client.gql<{ reviewHighlightSuggestion: { review: string; highlightId: string } }>(
        REVIEW,
        {
          input: { suggestionId: first?.id, review: 'Accepted', tagIds: [pricingTag] },
        },
      ),
    ).reviewHighlightSuggestion;
    expect(accepted.review).toBe('Accepted');
    const rejected = expectOk(
      await contributor.client.gql<{
        reviewHighlightSuggestion: { review: string; highlightId: string | null };
      }>(REVIEW, {
        input: { suggestionId: second?.id, review: 'Rejected' },
      }),
    ).reviewHighlightSuggestion;
    expect(rejected).toMatchObject({ review: 'Rejected', highlightId: null });
    expect(
      errorCode(
        await contributor.client.gql(REVIEW, { input: { suggestionId: second?.id, review: 'Accepted' } }),
      ),
    ).toBe('BAD_USER_INPUT');
    expect((await panel(contributor, noteId)).suggestions.map((s) => s.id)).toEqual(rest.map((s) => s.id));

    const made = (await noteOf(noteId)).highlights;
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      id: accepted.highlightId,
      text: first?.text,
      createdBy: contributor.id,
      aiGenerated: true,
      highlightReason: first?.highlightReason,
      suggestedTagIds: first?.suggestedTagIds,
      tags: [{ id: pricingTag }],
    });

    const all = expectOk(
      await contributor.client.gql<{ acceptAllHighlightSuggestions: { accepted: number; skipped: number } }>(
        ACCEPT_ALL,
        { id: noteId },
      ),
    ).acceptAllHighlightSuggestions;
    expect(all).toEqual({ accepted: rest.length, skipped: 0 });
    expect((await panel(contributor, noteId)).suggestions).toEqual([]);

    // The AiGenerated filter field (and the "AI-generated user" token) find them; a member's own highlight is not.
    const aiIds = (await noteOf(noteId)).highlights.map((h) => h.id);
    expect(aiIds).toHaveLength(rest.length + 1);
    const aiSearch = {
      types: ['HIGHLIGHT'],
      limit: 100,
      user: { operator: 'CONTRIBUTED_BY', ids: [], aiContributed: true },
    };
    const found = await searchUntil(viewer.client, aiSearch, (f) => aiIds.every((id) => ids(f).includes(id)));
    expect(ids(found)).toEqual(expect.arrayContaining(aiIds));
    const own = await search(viewer.client, {
      types: ['HIGHLIGHT'],
      limit: 100,
      query: { value: 'subscription price doubled' },
    });
    expect(own.total).toBeGreaterThan(0);
    expect(ids(found)).not.toEqual(expect.arrayContaining(ids(own)));
    // Among the people a row leaves out, the token leaves out what AI made.
    const notAi = await search(viewer.client, {
      types: ['HIGHLIGHT'],
      limit: 100,
      user: { operator: 'NOT_CONTRIBUTED_BY', ids: [], aiContributed: true },
    });
    expect(ids(notAi).filter((id) => aiIds.includes(id))).toEqual([]);
  });

  it('should apply suggestions when a note is saved with highlights On, only suggest them with Suggest, and do nothing with Off', async () => {
    const onProject = await buildProject(ws.manager.client, 'Auto highlights On');
    const suggestProject = await buildProject(ws.manager.client, 'Auto highlights Suggest');
    expectOk(await setMode(ws.manager, { projectId: onProject, feature: 'highlights', mode: 'On' }));
    expectOk(
      await setMode(ws.manager, { projectId: suggestProject, feature: 'highlights', mode: 'Suggest' }),
    );
    const modes = expectOk(
      await viewer.client.gql<{
        aiAutoFeatures: {
          feature: string;
          workspaceMode: string;
          projectMode: string | null;
          effectiveMode: string;
        }[];
      }>(MODES, { id: onProject }),
    ).aiAutoFeatures;
    expect(modes.find((m) => m.feature === 'highlights')).toEqual({
      feature: 'highlights',
      workspaceMode: 'Off',
      projectMode: 'On',
      effectiveMode: 'On',
    });
    // Contributors may not change the workspace's choice; viewers not even a project's.
    expect(errorCode(await setMode(contributor, { feature: 'highlights', mode: 'On' }))).toBe('FORBIDDEN');
    expect(
      errorCode(await setMode(viewer, { projectId: onProject, feature: 'highlights', mode: 'Off' })),
    ).toBe('FORBIDDEN');

    const onNote = await buildNote(contributor.client, onProject, 'Auto on', INTERVIEW);
    const suggestNote = await buildNote(contributor.client, suggestProject, 'Auto suggest', INTERVIEW);
    const offNote = await buildNote(contributor.client, projectId, 'Auto off', INTERVIEW);
    await eventually(async () => (await noteOf(onNote)).highlights.length > 0, 15_000);
    const applied = (await noteOf(onNote)).highlights;
    expect(applied.every((h) => h.aiGenerated && h.createdBy === contributor.id)).toBe(true);
    await eventually(async () => (await panel(contributor, suggestNote)).suggestions.length > 0, 15_000);
    expect((await noteOf(suggestNote)).highlights).toEqual([]);
    // The Off note was created before the others: its job (if any) has run by now.
    expect((await panel(contributor, offNote)).suggestions).toEqual([]);
    expect((await panel(contributor, onNote)).suggestions).toEqual([]);
  });

  it('should refuse every suggestion call while generative AI is off, and bound its inputs', async () => {
    const noteId = await buildNote(contributor.client, projectId, 'Short', 'Too short to pick from.');
    expect(errorCode(await contributor.client.gql(SUGGEST, { id: noteId }))).toBe('NOT_ENOUGH_DATA');
    expect(errorCode(await viewer.client.gql(SUGGEST, { id: noteId }))).toBe('FORBIDDEN');
    expect(
      errorCode(
        await contributor.client.gql(REVIEW, {
          input: {
            suggestionId: noteId,
            review: 'Accepted',
            tagIds: [pricingTag, noteId, projectId, ws.manager.id],
          },
        }),
      ),
    ).toBe('BAD_USER_INPUT');
    expectOk(await ws.manager.client.gql(AI_SETTINGS, { on: false }));
    try {
      expect(errorCode(await contributor.client.gql(SUGGEST, { id: noteId }))).toBe('FORBIDDEN');
      expect(errorCode(await contributor.client.gql(SUGGESTIONS, { id: noteId }))).toBe('FORBIDDEN');
    } finally {
      expectOk(await ws.manager.client.gql(AI_SETTINGS, { on: true }));
    }
  });
});
