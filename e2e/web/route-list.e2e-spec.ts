import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { HIGHLIGHT_CARD_NODE } from '@fieldnote/core';
import { buildWav } from '../api/file-fixtures';
import { uploadFile } from '../api/file-upload-client';
import {
  type BuiltWorkspace,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  buildNote,
  buildProject,
  expectOk,
  signInDemo,
} from '../api/factories';
import { useBrowserSuite } from './browser-suite';
import { PENDING_ROUTES } from './fixtures/pending-routes';

/** Spec 000 §2's routes, as the spec writes them (fixtures/extract-spec-routes.mjs made the file). */
const SPEC = JSON.parse(readFileSync(join(__dirname, 'fixtures/spec-000-routes.json'), 'utf8')) as {
  routes: { group: string; spec: string; path: string }[];
};
const ROUTE_TABLE = join(__dirname, '../../web/dist/route-table.json');

/** Paths the root domain serves (no workspace): sign-up, finding a workspace, creating one. */
const ROOT_PATHS = new Set([
  '/auth/signup',
  '/auth/find-workspace',
  '/auth/workspaces',
  '/auth/confirm-email',
  '/auth/unlock',
  '/auth/create-workspace',
  '/auth/join-workspace',
  '/auth/product-picker',
  '/auth/context',
  '/auth/magic-login',
]);
/** Spec patterns whose items only the suite's own workspace has (a folder, share links, a highlight, reels). */
const OWN_ITEMS = /\{(projectCategoryId|shareToken|highlightId)\}|\/reels\//;
/** Signing out ends the session every other route is opened with: its test signs in again. */
const SIGN_OUT = '/auth/logout';

/** Whether a react-router pattern (`:param`) serves a spec pattern (`{param}`), segment by segment. */
function serves(pattern: string, specPath: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = specPath.split('/').filter(Boolean);
  return (
    want.length === have.length &&
    want.every((segment, i) => segment.startsWith(':') || segment === have[i] || have[i]?.startsWith('{'))
  );
}

/**
 * Every route of spec 000 §2 in one browser page at 1280 px, with real ids: the seeded demo workspace
 * (only read), and a workspace of the suite's own for what the demo has none of (a folder, a shared
 * insight and its embedded highlight). A route fails on a not-found page (the drawn one or the server's
 * HTTP 404), an uncaught page error or a console error. Routes that other open issues build are listed
 * as pending (fixtures/pending-routes.ts) with the title; one that has come to be served fails
 * until it is taken off that list, so the list only shrinks.
 */
describe('Every route of spec 000 §2', () => {
  const suite = useBrowserSuite({
    workspace: true,
    pagePerTest: false,
    viewport: { width: 1280, height: 900 },
  });
  let context: BrowserContext;
  let page: Page;
  let demo: BuiltWorkspace;
  let own: BuiltWorkspace;
  const ids: Record<string, string> = {};
  /** The suite's own items of the reel routes (its recording, insight, reel and tag). */
  const ownReelIds: Record<string, string> = {};
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];

  const read = async <T>(workspace: BuiltWorkspace, query: string, variables: Record<string, unknown> = {}) =>
    expectOk(await workspace.manager.client.gql<T>(query, variables));

  beforeAll(async () => {
    own = suite.workspace;
    demo = await signInDemo(suite.sut);
    await readDemoIds();
    await buildOwnItems();
    context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.setDefaultNavigationTimeout(25_000);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
    });
    await signInBoth();
  }, 300_000);

  /** Signs in by the API on both workspaces (host-only cookies, one per subdomain). */
  async function signInBoth() {
    await suite.signIn(
      { email: DEMO_EMAIL, password: DEMO_PASSWORD },
      { page, origin: suite.originOf(demo) },
    );
    await suite.signIn(own.manager, { page, origin: suite.origin });
  }

  afterAll(async () => {
    await context?.close();
  });

  async function readDemoIds() {
    const { projects } = await read<{ projects: { id: string; title: string }[] }>(
      demo,
      '{ projects { id title } }',
    );
    // The demo project with the most to open: a tag board, a saved view, insights and a recording.
    for (const project of projects) {
      const found = await read<{
        tagBoards: { id: string }[];
        projectViews: { id: string }[];
        insights: { id: string }[];
        notes: { id: string }[];
        tags: { id: string }[];
      }>(
        demo,
        `query($p: ID!) { tagBoards(projectId: $p) { id } projectViews(projectId: $p) { id }
           insights(projectId: $p) { id } notes(projectId: $p, limit: 50) { id } tags(projectId: $p) { id } }`,
        { p: project.id },
      );
      if (!found.tagBoards[0] || !found.projectViews[0] || !found.insights[0] || !found.notes[0]) continue;
      ids.projectId = project.id;
      ids.tagBoardId = found.tagBoards[0].id;
      ids.viewId = found.projectViews[0].id;
      ids.insightId = found.insights[0].id;
      ids.noteId = found.notes[0].id;
      ids.tagId = found.tags[0]?.id ?? '';
      for (const note of found.notes) {
        const { files } = await read<{ files: { id: string }[] }>(
          demo,
          'query($n: ID!) { files(noteId: $n) { id } }',
          {
            n: note.id,
          },
        );
        if (files[0]) {
          ids.fileId = files[0].id;
          break;
        }
      }
      if (ids.fileId) break;
    }
    const rest = await read<{
      people: { nodes: { id: string }[] };
      members: { id: string; email: string }[];
      dashboards: { id: string; charts: { id: string }[] }[];
      savedFeeds: { id: string }[];
      channels: { id: string; themes: { id: string }[] }[];
    }>(
      demo,
      `{ people(limit: 1) { nodes { id } } members { id email } dashboards { id charts { id } }
         savedFeeds { id } channels { id themes { id } } }`,
    );
    ids.personId = rest.people.nodes[0]?.id ?? '';
    ids.userId = rest.members.find((m) => m.email === DEMO_EMAIL)?.id ?? '';
    const dashboard = rest.dashboards.find((d) => d.charts.length > 0);
    ids.dashboardId = dashboard?.id ?? '';
    ids.chartId = dashboard?.charts[0]?.id ?? '';
    ids.savedFeedId = rest.savedFeeds[0]?.id ?? '';
    const channel = rest.channels.find((c) => c.themes.length > 0);
    ids.channelId = channel?.id ?? '';
    ids.themeId = channel?.themes[0]?.id ?? '';
    const channelItems = await read<{
      channelDatapoints: { items: { id: string }[] };
      channelTopics: { id: string }[];
    }>(
      demo,
      `query($c: ID!) { channelDatapoints(input: { channelId: $c, limit: 1 }) { items { id } }
         channelTopics(channelId: $c) { id } }`,
      { c: ids.channelId },
    );
    ids.datumData = channelItems.channelDatapoints.items[0]?.id ?? '';
    ids.topicId = channelItems.channelTopics[0]?.id ?? '';
    // /insights/create/{activityWrapId}: an insight from a channel's activity, here a theme's.
    ids.activityWrapId = ids.themeId;
    // /team-redirect/{teamId}/{path}: the demo workspace, at its projects page.
    ids.teamId = demo.id;
    ids.path = 'projects';
    for (const [name, value] of Object.entries(ids))
      if (!value) throw new Error(`The demo workspace has no ${name} to open`);
  }

  /** A folder with a project, and a published, shared insight citing a highlight (for /p/ and /embed/). */
  async function buildOwnItems() {
    const client = own.manager.client;
    const folder = await read<{ createFolder: { id: string } }>(
      own,
      'mutation { createFolder(input: { name: "Onboarding studies" }) { id } }',
    );
    ids.projectCategoryId = folder.createFolder.id;
    const projectId = await buildProject(client, 'Trial onboarding');
    await read(own, 'mutation($i: MoveProjectToFolderInput!) { moveProjectToFolder(input: $i) { id } }', {
      i: { projectId, folderId: ids.projectCategoryId },
    });
    const text = 'Setting up the workspace took the whole first week of the trial.';
    const noteId = await buildNote(client, projectId, 'Interview with Ines', text);
    const quote = 'took the whole first week';
    const start = text.indexOf(quote);
    const highlight = await read<{ createHighlight: { id: string } }>(
      own,
      'mutation($i: CreateHighlightInput!) { createHighlight(input: $i) { id } }',
      { i: { noteId, startOffset: start, endOffset: start + quote.length, text: quote } },
    );
    ids.highlightId = highlight.createHighlight.id;
    const contentJson = JSON.stringify({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Set-up costs trials their first week.' }] },
        { type: HIGHLIGHT_CARD_NODE, attrs: { highlightId: ids.highlightId } },
      ],
    });
    const insight = await read<{ createInsight: { id: string } }>(
      own,
      'mutation($i: CreateInsightInput!) { createInsight(input: $i) { id } }',
      { i: { projectId, title: 'Set-up takes a week', contentJson } },
    );
    await read(own, 'mutation($id: ID!) { publishInsight(id: $id) { id } }', {
      id: insight.createInsight.id,
    });
    const link = await read<{ createShareLink: { token: string } }>(
      own,
      'mutation($id: ID!) { createShareLink(insightId: $id) { token } }',
      { id: insight.createInsight.id },
    );
    ids.shareToken = link.createShareLink.token;
    // A shared note (/p/data/{shareToken}) and a shared highlight (/public-object/{shareToken}).
    const noteLink = await read<{ createNoteShareLink: { token: string } }>(
      own,
      'mutation($id: ID!) { createNoteShareLink(noteId: $id) { token } }',
      { id: noteId },
    );
    ids.noteShareToken = noteLink.createNoteShareLink.token;
    const highlightLink = await read<{ createHighlightShareLink: { token: string } }>(
      own,
      'mutation($id: ID!) { createHighlightShareLink(highlightId: $id) { token } }',
      { id: ids.highlightId },
    );
    ids.highlightShareToken = highlightLink.createHighlightShareLink.token;
    await buildOwnReel(projectId, noteId);
  }

  /**
   * A recording with a transcript and an audio/video highlight in the shared note, a tag on it, and a
   * reel of a shared, published insight citing it: the items of the reel pages and their embeds.
   */
  async function buildOwnReel(projectId: string, noteId: string) {
    const client = own.manager.client;
    const uploaded = await uploadFile(suite.sut.address, client, noteId, 'ines.wav', buildWav(2));
    const fileId = uploaded.json<{ file: { id: string } }>().file.id;
    await read(
      own,
      'mutation($f: ID!, $c: String!) { importTranscript(input: { fileId: $f, content: $c }) { id } }',
      {
        f: fileId,
        c: 'WEBVTT\n\n00:00:00.000 --> 00:00:01.500\n<v Ines>The set-up took our whole first week.</v>\n',
      },
    );
    const tag = await read<{ createTag: { id: string } }>(
      own,
      'mutation($p: ID!) { createTag(input: { projectId: $p, title: "Set-up time" }) { id } }',
      { p: projectId },
    );
    const clip = await read<{ createTranscriptHighlight: { id: string } }>(
      own,
      'mutation($i: CreateTranscriptHighlightInput!) { createTranscriptHighlight(input: $i) { id } }',
      { i: { fileId, startMs: 0, endMs: 1500, tagIds: [tag.createTag.id] } },
    );
    const contentJson = JSON.stringify({
      type: 'doc',
      content: [{ type: HIGHLIGHT_CARD_NODE, attrs: { highlightId: clip.createTranscriptHighlight.id } }],
    });
    const insight = await read<{ createInsight: { id: string } }>(
      own,
      'mutation($i: CreateInsightInput!) { createInsight(input: $i) { id } }',
      { i: { projectId, title: 'Set-up in their words', contentJson } },
    );
    await read(own, 'mutation($id: ID!) { publishInsight(id: $id) { id } }', {
      id: insight.createInsight.id,
    });
    await read(own, 'mutation($id: ID!) { createShareLink(insightId: $id) { token } }', {
      id: insight.createInsight.id,
    });
    const reel = await read<{ createReel: { id: string } }>(
      own,
      'mutation($i: ID!) { createReel(input: { insightId: $i, title: "Set-up" }) { id } }',
      { i: insight.createInsight.id },
    );
    ownReelIds.noteId = noteId;
    ownReelIds.fileId = fileId;
    ownReelIds.insightId = insight.createInsight.id;
    ownReelIds.reelId = reel.createReel.id;
    ownReelIds.tagId = tag.createTag.id;
  }

  /** Where a spec pattern opens: its parameters filled in, on the origin that holds the items. */
  function urlOf(specPath: string): string {
    // Each public page opens a token of its own kind: an insight's, a note's or a highlight's.
    const shareToken = specPath.startsWith('/p/data/')
      ? ids.noteShareToken
      : specPath.startsWith('/public-object/')
        ? ids.highlightShareToken
        : ids.shareToken;
    const reelItems = specPath.includes('/reels/') ? ownReelIds : {};
    const values: Record<string, string> = {
      ...ids,
      ...reelItems,
      shareToken,
      filter: 'notes',
      tab: 'insights',
    };
    const path = specPath.replace(/\{(\w+)\}/g, (_match, name: string) => {
      const value = values[name];
      if (!value) throw new Error(`No value for {${name}} in ${specPath}`);
      return encodeURIComponent(value);
    });
    const ownItems = OWN_ITEMS.test(specPath);
    const origin = ROOT_PATHS.has(specPath)
      ? `http://localhost:${suite.port}`
      : ownItems
        ? suite.origin
        : suite.originOf(demo);
    return `${origin}${path}`;
  }

  /** What the page shows once its data has come: no loading indicator left (or 10 s have passed). */
  async function settle() {
    await page.waitForLoadState('load');
    await page
      .waitForFunction(() => document.querySelectorAll('[role="progressbar"]').length === 0, undefined, {
        timeout: 10_000,
      })
      .catch(() => undefined);
    // A query that fails, or a lazy chunk that throws, does so within a moment of the data arriving.
    await page.waitForTimeout(150);
  }

  /**
   * The workspace app's origin the page has loaded, if it shows the workspace app (not the root
   * domain's, not a public page, not a sign-in page): a route of that app on that origin is then
   * opened as a member's click would, by the app's own router, instead of loading the whole app
   * again (about 200 full page loads made this the slowest suite of CI). Its HTTP answer is still
   * checked, by a request of its own.
   */
  let workspaceAppOrigin: string | undefined;

  /** Whether `url` is a route of the workspace app (public pages and sign-in pages are apps of their own). */
  const inWorkspaceApp = (url: URL, specPath: string): boolean =>
    !ROOT_PATHS.has(specPath) &&
    !specPath.startsWith('/auth/') &&
    !specPath.startsWith('/p/') &&
    !specPath.startsWith('/embed/') &&
    !specPath.startsWith('/public-object/') &&
    url.hostname !== 'localhost';

  /** Opens `url`: by the app's router when the page already shows that origin's workspace app. */
  async function open(url: string, specPath: string): Promise<number | undefined> {
    const target = new URL(url);
    const routed = inWorkspaceApp(target, specPath);
    if (routed && workspaceAppOrigin === target.origin) {
      const answer = await page.evaluate(async (path) => {
        const response = await fetch(path, { headers: { accept: 'text/html' } });
        // A path the server redirects (such as /team-redirect/) is the server's job, not the router's.
        if (response.redirected) return { status: response.status, redirected: true };
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
        return { status: response.status, redirected: false };
      }, `${target.pathname}${target.search}`);
      if (!answer.redirected) {
        await settle();
        return answer.status;
      }
    }
    const response = await page.goto(url);
    await settle();
    // A workspace route the member is not sent away from (to sign in) leaves its app loaded.
    workspaceAppOrigin = routed && new URL(page.url()).pathname !== '/auth/login' ? target.origin : undefined;
    return response?.status();
  }

  const pendingPaths = new Set(PENDING_ROUTES.map((route) => route.path));
  const routes = SPEC.routes.filter((route) => !pendingPaths.has(route.path));

  it('should list as pending only routes of the spec', () => {
    const specPaths = new Set(SPEC.routes.map((route) => route.path));
    expect(PENDING_ROUTES.filter((route) => !specPaths.has(route.path))).toEqual([]);
  });

  it('should have taken off the pending list every route the web app now serves', () => {
    const table = JSON.parse(readFileSync(ROUTE_TABLE, 'utf8')) as Record<string, string[]>;
    const served = Object.values(table).flat();
    const nowServed = PENDING_ROUTES.filter((route) => served.some((pattern) => serves(pattern, route.path)));
    expect(nowServed.map((route) => `${route.path} (${route.issue})`)).toEqual([]);
  });

  /** A route's test: opened, and its page neither missing, erring nor sending the member to sign in. */
  async function expectOpens(route: { path: string }) {
    consoleErrors.splice(0);
    pageErrors.splice(0);
    const url = urlOf(route.path);
    const status = await open(url, route.path);
    const notFound = await page.getByTestId('not-found-page').count();
    // A page that sent the member to sign in was not shown (the session is kept across routes).
    const sentToSignIn = !route.path.startsWith('/auth/') && new URL(page.url()).pathname === '/auth/login';
    expect({
      url,
      status,
      notFound: notFound > 0,
      sentToSignIn,
      pageErrors,
      consoleErrors,
    }).toEqual({
      url,
      status: 200,
      notFound: false,
      sentToSignIn: false,
      pageErrors: [],
      consoleErrors: [],
    });
    // Signing out ends the session every other route is opened with (tests run in random order).
    if (route.path === SIGN_OUT) {
      workspaceAppOrigin = undefined;
      await signInBoth();
    }
  }

  // Grouped by the app and origin that serve them: Jest shuffles tests within a group, not across
  // groups, so each workspace app is loaded about once and its routes are then opened by its router.
  const groups = new Map<string, typeof routes>();
  for (const route of routes) {
    const group = !inWorkspaceApp(new URL('http://workspace.localhost/'), route.path)
      ? 'pages loaded one by one (root domain, sign-in, public)'
      : OWN_ITEMS.test(route.path)
        ? "the suite's workspace app"
        : "the demo workspace's app";
    groups.set(group, [...(groups.get(group) ?? []), route]);
  }
  for (const [group, grouped] of groups)
    describe(group, () => {
      it.each(grouped.map((route) => [route.path, route] as const))(
        'should open %s',
        (_path, route) => expectOpens(route),
        60_000,
      );
    });

  for (const route of PENDING_ROUTES) it.todo(`${route.path}: pending, ${route.issue}`);
});
