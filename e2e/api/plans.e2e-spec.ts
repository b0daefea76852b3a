import type { LogMailer } from '@fieldnote/core';
import type {
  EntitlementsService,
  TrialEmailsJob,
  TrialExtensions,
  WorkspaceDirectory,
} from '@fieldnote/control-plane';
import { waitFor } from '../../services/core/src/testing/wait-for';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { serverProvider } from '../../services/all-in-one/src/testing/server-provider';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltWorkspace,
  addMember,
  buildEmail,
  buildNote,
  buildProject,
  expectOk,
  signInDemo,
  signUpAndCreateWorkspace,
  sql,
  uniqueSuffix,
  workspaceSchema,
} from './factories';
import { buildWav } from './file-fixtures';
import { browserHeaders, rawRequest, uploadFile } from './file-upload-client';
import { ERROR_SCHEMA, PATCH_SCHEMA, USER_SCHEMA, scimClient, scimError } from './scim-client';
import { BILLING_ON_ENV, planLimitRefusal } from './plan-limits';

const PLAN = `{ workspacePlan { selfHosted subscriptionStatus trialState readOnly
  plan { reference name maxima { name maximum } flags { name enabled } }
  usage { name maximum used } offeredPlans { reference } } }`;
const CREATE_PROJECT = 'mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }';
const CREATE_FOLDER = 'mutation($input: CreateFolderInput!) { createFolder(input: $input) { id } }';
const CREATE_CHANNEL = 'mutation($input: CreateChannelInput!) { createChannel(input: $input) { id } }';
const CREATE_BOARD = 'mutation($input: CreateTagBoardInput!) { createTagBoard(input: $input) { id } }';
const CREATE_TOKEN = 'mutation($name: String!) { createApiToken(name: $name) { token } }';
const CREATE_SHARE = 'mutation($id: ID!) { createShareLink(insightId: $id) { id } }';

interface WorkspacePlan {
  selfHosted: boolean;
  subscriptionStatus: string | null;
  trialState: string;
  readOnly: boolean;
  plan: { reference: string; name: string; maxima: { name: string; maximum: number | null }[] };
  usage: { name: string; maximum: number | null; used: number | null }[];
  offeredPlans: { reference: string }[];
}

const refusal = planLimitRefusal;

describe('plans and their limits, billing on (STRIPE_SECRET_KEY set)', () => {
  let sut: TestServer;
  let operatorToken: string;

  beforeAll(async () => {
    // The environment of templates' billing-on suite too: they share the worker's server.
    sut = await sharedTestServer(BILLING_ON_ENV);
    operatorToken = sut.server.built.operatorToken;
  }, 120_000);
  afterAll(() => sut?.close());

  function setPlan(ws: BuiltWorkspace, planReference: string, token = operatorToken) {
    return sut.client().http(`/control/workspaces/${ws.id}/plan`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ planReference }),
    });
  }

  async function plan(ws: BuiltWorkspace): Promise<WorkspacePlan> {
    return expectOk(await ws.manager.client.gql<{ workspacePlan: WorkspacePlan }>(PLAN)).workspacePlan;
  }

  async function count(ws: BuiltWorkspace, table: string, where = 'true'): Promise<number> {
    const schema = await workspaceSchema(sut, ws);
    const [row] = await sql<{ n: number }>(
      sut,
      `select count(*)::int as n from "${schema}".${table} where ${where}`,
    );
    return row.n;
  }

  it("should count members an identity provider brings over SCIM against the plan's paid seats", async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const gql = (query: string, variables: Record<string, unknown>) =>
      ws.manager.client.gql(query, variables);
    // A SCIM token and a group mapping made on Enterprise keep working on a plan of three paid seats.
    expect((await setPlan(ws, 'enterprise')).status).toBe(200);
    const token = expectOk(
      await ws.manager.client.gql<{ createScimToken: { token: string } }>(
        'mutation($name: String!) { createScimToken(name: $name) { token } }',
        { name: 'Okta' },
      ),
    ).createScimToken.token;
    expectOk(
      await gql('mutation($input: IdpGroupRolesInput!) { saveIdpGroupRoles(input: $input) { groupName } }', {
        input: { mappings: [{ groupName: 'Editors', role: 'CONTRIBUTOR', workspaceAdmin: false }] },
      }),
    );
    expect((await setPlan(ws, 'free-jul-2025')).status).toBe(200);
    const scim = scimClient(sut, ws.host, token);
    const leaving = await addMember(sut, ws, 'CONTRIBUTOR');
    const former = await addMember(sut, ws, 'CONTRIBUTOR'); // the owner and two contributors: 3 of 3 paid seats
    // A contributor removed in Fieldnote (not over SCIM) frees a seat, which another one takes.
    expectOk(
      await gql('mutation($input: RemoveMemberInput!) { removeMember(input: $input) { id } }', {
        input: { memberId: former.id },
      }),
    );
    await addMember(sut, ws, 'CONTRIBUTOR');
    const schema = await workspaceSchema(sut, ws);
    const memberRow = async (id: string) =>
      (
        await sql<{ role: string; deactivated_at: Date | null }>(
          sut,
          `select role, deactivated_at from "${schema}".members where id = ?`,
          [id],
        )
      )[0];

    // A new person joins as a viewer: viewers are counted apart from paid seats (spec 001 §6).
    const viewer = await scim.request('POST', '/Users', {
      schemas: [USER_SCHEMA],
      userName: buildEmail('scim'),
    });
    expect(viewer.status).toBe(201);
    const viewerId = viewer.json<{ id: string }>().id;
    expect((await memberRow(viewerId)).role).toBe('VIEWER');

    // A contributor deactivated by the IdP frees a seat, which a new contributor takes...
    const off = await scim.request('PATCH', `/Users/${leaving.id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'Replace', value: { active: 'False' } }],
    });
    // (a member invited in Fieldnote, never provisioned: deactivating them answers the user, not 404)
    expect(off.status).toBe(200);
    expect(off.json<{ active: boolean }>().active).toBe(false);
    await addMember(sut, ws, 'CONTRIBUTOR');
    // ...so reactivating the first one, with the contributor role they had, finds no seat: 403.
    const etag = (await scim.request('GET', `/Users/${leaving.id}`)).headers.etag;
    const back = await scim.request('PATCH', `/Users/${leaving.id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'replace', path: 'active', value: true }],
    });
    expect(back.status).toBe(403);
    const body = scimError(back);
    expect(body).toEqual({
      schemas: [ERROR_SCHEMA],
      status: '403',
      detail:
        "All 3 paid seats of this workspace's plan are in use (managers, contributors and their pending invites): this person cannot be a contributor here. Buy more seats on the billing page, or make them a viewer in Fieldnote first.",
    });
    // Refused: nothing changed.
    expect((await memberRow(leaving.id)).deactivated_at).not.toBeNull();
    expect((await scim.request('GET', `/Users/${leaving.id}`)).headers.etag).toBe(etag);
    // Provisioning the former member again by address (re-linking them, with their contributor role)
    // is refused the same way.
    const relink = await scim.request('POST', '/Users', { schemas: [USER_SCHEMA], userName: former.email });
    expect(relink.status).toBe(403);
    expect((await memberRow(former.id)).deactivated_at).not.toBeNull();
    expect(
      await sql(sut, `select member_id from "${schema}".scim_users where member_id = ?`, [former.id]),
    ).toEqual([]);

    // A group mapped to the contributor role leaves a viewer a viewer when no paid seat is free.
    const group = await scim.request('POST', '/Groups', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
      displayName: 'Editors',
      members: [{ value: viewerId }],
    });
    expect(group.status).toBe(201);
    expect((await memberRow(viewerId)).role).toBe('VIEWER');
  });

  it('should put a new workspace on the configured plan, with its audit entry', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const answer = await plan(ws);
    expect(answer).toMatchObject({ selfHosted: false, subscriptionStatus: null, trialState: 'NotStarted' });
    expect(answer.plan).toMatchObject({ reference: 'free-jul-2025', name: 'Free' });
    expect(answer.usage.find((u) => u.name === 'maxProjects')).toEqual({
      name: 'maxProjects',
      maximum: 3,
      used: 0,
    });
    expect(answer.offeredPlans.map((p) => p.reference)).toEqual([
      'free-jul-2025',
      'pro',
      'expert-program',
      'team',
      'business',
      'enterprise',
    ]);
    const schema = await workspaceSchema(sut, ws);
    const entries = await sql<{ action: string; new_value: { productId: string } }>(
      sut,
      `select action, new_value from "${schema}".audit_entries where object_type = 'SUBSCRIPTION'`,
    );
    expect(entries).toEqual([
      {
        action: 'SUBSCRIPTION_ITEM_CHANGED',
        new_value: expect.objectContaining({ productId: 'free-jul-2025' }),
      },
    ]);
  });

  it('should put the seeded demo workspace on the largest plan, so it shows every feature', async () => {
    const demo = await signInDemo(sut);
    expect((await plan(demo)).plan.reference).toBe('enterprise');
  });

  it('should refuse a 4th project on the free plan, name the plan that lifts it, and change nothing', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    for (let i = 0; i < 3; i++) await buildProject(ws.manager.client);
    const before = await count(ws, 'projects');
    const { message, details } = refusal(
      await ws.manager.client.gql(CREATE_PROJECT, { input: { title: `Fourth ${uniqueSuffix()}` } }),
    );
    expect(message).toBe('Your plan (Free) allows at most 3 projects. Upgrade to Pro to add more.');
    expect(details).toEqual({
      planLimit: 'maxProjects',
      maximum: 3,
      plan: 'free-jul-2025',
      planName: 'Free',
      upgradePlan: 'pro',
      upgradePlanName: 'Pro',
    });
    expect(await count(ws, 'projects')).toBe(before);
    expect((await plan(ws)).usage.find((u) => u.name === 'maxProjects')).toMatchObject({
      used: 3,
      maximum: 3,
    });
  });

  it('should refuse a 4th folder and a folder inside a folder on the free plan', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        expectOk(
          await ws.manager.client.gql<{ createFolder: { id: string } }>(CREATE_FOLDER, {
            input: { name: `F${i}` },
          }),
        ).createFolder.id,
      );
    expect(refusal(await ws.manager.client.gql(CREATE_FOLDER, { input: { name: 'F4' } })).message).toBe(
      'Your plan (Free) allows at most 3 folders. Upgrade to Pro to add more.',
    );
    expect(
      refusal(await ws.manager.client.gql(CREATE_FOLDER, { input: { name: 'Inner', parentId: ids[0] } }))
        .message,
    ).toBe('Your plan (Free) does not include folders inside folders. Upgrade to Pro to use it.');
    expect(await count(ws, 'project_categories')).toBe(3);
  });

  it('should refuse a 2nd channel on the free plan, naming Team', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    expectOk(await ws.manager.client.gql(CREATE_CHANNEL, { input: { title: 'Support' } }));
    const { message, details } = refusal(
      await ws.manager.client.gql(CREATE_CHANNEL, { input: { title: 'Sales' } }),
    );
    expect(message).toBe('Your plan (Free) allows at most 1 channels. Upgrade to Team to add more.');
    expect(details).toMatchObject({ planLimit: 'maxChannels', upgradePlan: 'team' });
    expect(await count(ws, 'channels')).toBe(1);
  });

  it('should refuse a whole import past 250 data points per channel and a 4th workspace field on the free plan', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const channelId = expectOk(
      await ws.manager.client.gql<{ createChannel: { id: string } }>(CREATE_CHANNEL, {
        input: { title: 'Support' },
      }),
    ).createChannel.id;
    const rows = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({ rowNumber: i + 1, text: `Feedback ${from + i}` }));
    const IMPORT =
      'mutation($input: ImportChannelDatapointsInput!) { importChannelDatapoints(input: $input) { importedCount } }';
    expectOk(
      await ws.manager.client.gql(IMPORT, {
        input: { channelId, datasetTitle: 'First', rows: rows(0, 200) },
      }),
    );
    const refused = refusal(
      await ws.manager.client.gql(IMPORT, {
        input: { channelId, datasetTitle: 'Second', rows: rows(200, 51) },
      }),
    );
    expect(refused.message).toBe(
      'Your plan (Free) allows at most 250 data points per channel. Upgrade to Pro to add more.',
    );
    expect(await count(ws, 'channel_datapoints')).toBe(200);
    expect(await count(ws, 'channel_datasets')).toBe(1);
    expectOk(
      await ws.manager.client.gql(IMPORT, {
        input: { channelId, datasetTitle: 'Third', rows: rows(200, 50) },
      }),
    );

    const FIELD = 'mutation($input: CreateCustomFieldInput!) { createCustomField(input: $input) { id } }';
    const existing = await count(ws, 'custom_fields', 'project_id is null');
    for (let i = existing; i < 3; i++)
      expectOk(
        await ws.manager.client.gql(FIELD, { input: { target: 'NOTE', label: `Field ${i}`, type: 'TEXT' } }),
      );
    expect(
      refusal(
        await ws.manager.client.gql(FIELD, { input: { target: 'PERSON', label: 'Company', type: 'TEXT' } }),
      ).message,
    ).toBe('Your plan (Free) allows at most 3 workspace fields. Upgrade to Pro to add more.');
    expect(await count(ws, 'custom_fields', 'project_id is null')).toBe(3);
    // A project's own fields are not workspace fields.
    const projectId = await buildProject(ws.manager.client);
    expectOk(
      await ws.manager.client.gql(FIELD, {
        input: { target: 'NOTE', projectId, label: 'Stage', type: 'TEXT' },
      }),
    );
  });

  it('should refuse a 4th tag board of the workspace across projects on the free plan', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const [first, second] = [await buildProject(ws.manager.client), await buildProject(ws.manager.client)];
    const existing = await count(ws, 'tag_boards');
    for (let i = existing; i < 3; i++)
      expectOk(
        await ws.manager.client.gql(CREATE_BOARD, {
          input: { projectId: i % 2 ? first : second, title: `B${i}` },
        }),
      );
    const { message } = refusal(
      await ws.manager.client.gql(CREATE_BOARD, { input: { projectId: first, title: 'B4' } }),
    );
    expect(message).toBe(
      'Your plan (Free) allows at most 3 workspace tag boards. Upgrade to Pro to add more.',
    );
    expect(await count(ws, 'tag_boards')).toBe(3);
  });

  it('should refuse note and highlight share links under the HIPAA add-on and close the ones made before, until it is removed', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    // A plan with public link sharing: what the add-on takes away is then the add-on's doing.
    expect((await setPlan(ws, 'pro')).status).toBe(200);
    const client = ws.manager.client;
    const projectId = await buildProject(client, `Sharing study ${uniqueSuffix()}`);
    const quote = `Quote ${uniqueSuffix()}`;
    const noteId = await buildNote(client, projectId, `Interview ${uniqueSuffix()}`, `${quote} and more.`);
    const highlightId = expectOk(
      await client.gql<{ createHighlight: { id: string } }>(
        'mutation($n: ID!, $e: Int!, $q: String!) { createHighlight(input: { noteId: $n, startOffset: 0, endOffset: $e, text: $q }) { id } }',
        { n: noteId, e: quote.length, q: quote },
      ),
    ).createHighlight.id;
    const noteLink = () =>
      client.gql<{ createNoteShareLink: { token: string } }>(
        'mutation($id: ID!) { createNoteShareLink(noteId: $id) { token } }',
        { id: noteId },
      );
    const highlightLink = () =>
      client.gql<{ createHighlightShareLink: { token: string } }>(
        'mutation($id: ID!) { createHighlightShareLink(highlightId: $id) { token } }',
        { id: highlightId },
      );
    const noteToken = expectOk(await noteLink()).createNoteShareLink.token;
    const highlightToken = expectOk(await highlightLink()).createHighlightShareLink.token;
    const anonymous = sut.client(ws.subdomain);
    const openNote = () =>
      anonymous.gql<{ sharedNote: { content: string } }>(
        'query($t: String!) { sharedNote(shareToken: $t) { content } }',
        { t: noteToken },
      );
    const openHighlight = () =>
      anonymous.gql<{ sharedHighlight: { quote: string } }>(
        'query($t: String!) { sharedHighlight(shareToken: $t) { quote } }',
        { t: highlightToken },
      );
    expect(expectOk(await openNote()).sharedNote.content).toBe(`${quote} and more.`);
    expect(expectOk(await openHighlight()).sharedHighlight.quote).toBe(quote);
    const links = async () =>
      (
        await sql<{ n: number }>(
          sut,
          `select count(*)::int as n from "${await workspaceSchema(sut, ws)}".share_links`,
        )
      )[0]?.n;
    const before = await links();

    await sql(
      sut,
      `insert into control.workspace_add_ons (team_id, add_on_reference, add_on_version, stripe_item_id, stripe_price_id, quantity)
       values (?, 'hipaa', 1, 'si_test_hipaa_share', 'price_test_hipaa', 1)`,
      [ws.id],
    );
    serverProvider<EntitlementsService>(sut.server, 'EntitlementsService').forget(ws.id);
    for (const made of [await noteLink(), await highlightLink()]) {
      expect(refusal(made).message).toBe(
        "This workspace's plan turns public access off (the HIPAA add-on), so no public link can be made.",
      );
    }
    expect(await links()).toBe(before);
    for (const opened of [await openNote(), await openHighlight()]) {
      expect(errorCode(opened)).toBe('NOT_FOUND');
      expect(opened.errors?.[0]?.message).toBe('This link was revoked or does not exist.');
      expect(JSON.stringify(opened)).not.toContain(quote);
    }

    await sql(sut, 'delete from control.workspace_add_ons where team_id = ?', [ws.id]);
    serverProvider<EntitlementsService>(sut.server, 'EntitlementsService').forget(ws.id);
    expect(expectOk(await openNote()).sharedNote.content).toBe(`${quote} and more.`);
    expect(expectOk(await openHighlight()).sharedHighlight.quote).toBe(quote);
  });

  it('should refuse to stop requiring single sign-on under the HIPAA add-on (it enforces enterprise authentication), and allow it once removed', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    expect((await setPlan(ws, 'enterprise')).status).toBe(200);
    // SSO already required, the manager named break-glass (so their password session stays in).
    await sql(
      sut,
      `insert into control.workspace_security (team_id, sso_enforced, break_glass_account_ids)
       values (?, true, ?::uuid[])`,
      [ws.id, `{${ws.manager.id}}`],
    );
    await sql(
      sut,
      `insert into control.workspace_add_ons (team_id, add_on_reference, add_on_version, stripe_item_id, stripe_price_id, quantity)
       values (?, 'hipaa', 1, 'si_test_hipaa_sso', 'price_test_hipaa', 1)`,
      [ws.id],
    );
    serverProvider<EntitlementsService>(sut.server, 'EntitlementsService').forget(ws.id);
    const turnOff = () =>
      ws.manager.client.gql<{ saveSsoEnforcement: { ssoEnforced: boolean } }>(
        'mutation($input: SsoEnforcementInput!) { saveSsoEnforcement(input: $input) { ssoEnforced } }',
        { input: { ssoEnforced: false, breakGlassAccountIds: [ws.manager.id] } },
      );
    const refused = await turnOff();
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toBe(
      "This workspace's plan enforces enterprise authentication (the HIPAA add-on): single sign-on stays required.",
    );
    const [kept] = await sql<{ sso_enforced: boolean }>(
      sut,
      'select sso_enforced from control.workspace_security where team_id = ?',
      [ws.id],
    );
    expect(kept?.sso_enforced).toBe(true);

    await sql(sut, 'delete from control.workspace_add_ons where team_id = ?', [ws.id]);
    serverProvider<EntitlementsService>(sut.server, 'EntitlementsService').forget(ws.id);
    expect(expectOk(await turnOff()).saveSsoEnforcement.ssoEnforced).toBe(false);
  });

  it('should refuse an insight as PDF and a view as CSV under the HIPAA add-on, and extensions past the plan', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const client = ws.manager.client;
    const projectId = await buildProject(client, `Export study ${uniqueSuffix()}`);
    const insightId = expectOk(
      await client.gql<{ createInsight: { id: string } }>(
        'mutation($i: CreateInsightInput!) { createInsight(input: $i) { id } }',
        { i: { projectId, title: 'Kept inside' } },
      ),
    ).createInsight.id;
    const viewId = expectOk(
      await client.gql<{ createProjectView: { id: string } }>(
        'mutation($i: CreateProjectViewInput!) { createProjectView(input: $i) { id } }',
        { i: { projectId, title: 'Everything', layout: 'TABLE', objectType: 'NOTE' } },
      ),
    ).createProjectView.id;
    const paths = [`/exports/insights/${insightId}/pdf`, `/exports/views/${viewId}/table.csv`];
    for (const path of paths)
      expect((await rawRequest(`${sut.address}${path}`, { headers: browserHeaders(client) })).status).toBe(
        200,
      );
    await sql(
      sut,
      `insert into control.workspace_add_ons (team_id, add_on_reference, add_on_version, stripe_item_id, stripe_price_id, quantity)
       values (?, 'hipaa', 1, 'si_test_hipaa', 'price_test_hipaa', 1)`,
      [ws.id],
    );
    serverProvider<EntitlementsService>(sut.server, 'EntitlementsService').forget(ws.id);
    for (const path of paths) {
      const refused = await rawRequest(`${sut.address}${path}`, { headers: browserHeaders(client) });
      expect(refused.status).toBe(403);
      expect(refused.text).toContain("This workspace's plan turns export off");
    }

    // The free plan's maximum of extensions counts installations across the workspace and its projects.
    const maximum = expectOk(
      await client.gql<{ workspacePlan: { plan: { maxima: { name: string; maximum: number | null }[] } } }>(
        PLAN,
      ),
    ).workspacePlan.plan.maxima.find((m) => m.name === 'maxExtensions')?.maximum;
    expect(typeof maximum).toBe('number');
    const install = (key: string, p?: string) =>
      client.gql(
        'mutation($k: String!, $p: ID) { installExtension(input: { key: $k, projectId: $p }) { key } }',
        {
          k: key,
          ...(p ? { p } : {}),
        },
      );
    // Tag sets into the workspace, field sets into the project (the free plan's workspace fields are few).
    const places: [string, string | undefined][] = [
      ['usability-severity', undefined],
      ['jobs-to-be-done', undefined],
      ['interview-details', projectId],
      ['customer-profile', projectId],
      ['usability-severity', projectId],
      ['jobs-to-be-done', projectId],
    ];
    expect(maximum).toBeLessThan(places.length);
    for (const [key, p] of places.slice(0, maximum as number)) expectOk(await install(key, p));
    const [nextKey, nextPlace] = places[maximum as number] as [string, string | undefined];
    expect(errorCode(await install(nextKey, nextPlace))).toBe('FORBIDDEN');
  });

  it("should serve a file's transcript as WebVTT and SRT to its readers on a plan with it, and refuse it below that plan and under the HIPAA add-on", async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    // The free plan has no free viewers: the viewer joins on Pro, and stays when the plan is lowered.
    expect((await setPlan(ws, 'pro')).status).toBe(200);
    const viewer = await addMember(sut, ws, 'VIEWER');
    expect((await setPlan(ws, 'free-jul-2025')).status).toBe(200);
    const client = ws.manager.client;
    const noteId = await buildNote(client, await buildProject(client), `Call ${uniqueSuffix()}`, 'Notes.');
    const upload = async (name: string) =>
      (await uploadFile(sut.address, client, noteId, name, buildWav(2))).json<{ file: { id: string } }>().file
        .id;
    const fileId = await upload('Call with Ana.wav');
    const bare = await upload('No transcript.wav');
    expectOk(
      await client.gql(
        'mutation($f: ID!, $c: String!) { importTranscript(input: { fileId: $f, content: $c }) { position } }',
        {
          f: fileId,
          c: 'WEBVTT\n\n00:00:00.000 --> 00:00:01.500\n<v Ana>Pricing felt <b>fair</b> & clear.</v>\n\n00:00:01.500 --> 00:00:02.000\nThanks.\n',
        },
      ),
    );
    const get = (path: string, who = client) =>
      rawRequest(`${sut.address}/files/${path}`, { headers: browserHeaders(who) });
    const refusedOn = async (path: string) => {
      const answer = await get(path);
      expect(answer.status).toBe(403);
      return answer.json<{ errors: { code: string; message: string; details: Record<string, unknown> }[] }>()
        .errors[0];
    };

    // The free plan does not include it: the refusal names the plan that does, as the upgrade prompt reads it.
    expect(await refusedOn(`${fileId}/transcript.vtt`)).toMatchObject({
      code: 'FORBIDDEN',
      message:
        'Your plan (Free) does not include transcript downloads (WebVTT and SRT). Upgrade to Pro to use it.',
      details: { planLimit: 'allowWebVttDownload', upgradePlanName: 'Pro', planName: 'Free' },
    });

    expect((await setPlan(ws, 'pro')).status).toBe(200);
    const vtt = await get(`${fileId}/transcript.vtt`, viewer.client);
    expect(vtt.status).toBe(200);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''Call%20with%20Ana.vtt`);
    expect(vtt.text).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.500\nAna: Pricing felt fair &amp; clear.\n\n2\n00:00:01.500 --> 00:00:02.000\nThanks.\n',
    );
    const srt = await get(`${fileId}/transcript.srt`);
    expect(srt.status).toBe(200);
    expect(srt.text).toBe(
      '1\n00:00:00,000 --> 00:00:01,500\nAna: Pricing felt fair & clear.\n\n2\n00:00:01,500 --> 00:00:02,000\nThanks.\n',
    );
    // No transcript, no such file, another workspace's file, no session: nothing is served.
    expect(await get(`${bare}/transcript.vtt`)).toMatchObject({ status: 404 });
    expect((await get(`${bare}/transcript.vtt`)).text).toContain('This file has no transcript yet.');
    expect((await get(`00000000-0000-4000-8000-000000000000/transcript.srt`)).status).toBe(404);
    const other = await signUpAndCreateWorkspace(sut);
    expect((await setPlan(other, 'pro')).status).toBe(200);
    expect(
      (
        await rawRequest(`${sut.address}/files/${fileId}/transcript.vtt`, {
          headers: browserHeaders(other.manager.client),
        })
      ).status,
    ).toBe(404);
    const anonymous = await rawRequest(`${sut.address}/files/${fileId}/transcript.vtt`, {
      headers: { host: client.host },
    });
    expect(anonymous.status).toBe(401);

    // The HIPAA add-on turns it off whatever the plan, and says so without an upgrade.
    await sql(
      sut,
      `insert into control.workspace_add_ons (team_id, add_on_reference, add_on_version, stripe_item_id, stripe_price_id, quantity)
       values (?, 'hipaa', 1, 'si_test_hipaa_vtt', 'price_test_hipaa', 1)`,
      [ws.id],
    );
    serverProvider<EntitlementsService>(sut.server, 'EntitlementsService').forget(ws.id);
    for (const path of [`${fileId}/transcript.vtt`, `${fileId}/transcript.srt`])
      expect(await refusedOn(path)).toMatchObject({
        message: 'The HIPAA add-on of this workspace turns off transcript downloads (WebVTT and SRT).',
        details: { planLimit: 'allowWebVttDownload', upgradePlanName: null, addOn: 'hipaa' },
      });
    await sql(sut, `delete from control.workspace_add_ons where team_id = ?`, [ws.id]);
    serverProvider<EntitlementsService>(sut.server, 'EntitlementsService').forget(ws.id);
    expect((await get(`${fileId}/transcript.vtt`)).status).toBe(200);
  });

  it('should refuse dashboard charts and segments on the free plan, naming Pro, and keep the ones made before when the plan is lowered', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const client = ws.manager.client;
    const projectId = await buildProject(client);
    const dashboardId = expectOk(
      await client.gql<{ createDashboard: { id: string } }>(
        'mutation($t: String!) { createDashboard(input: { title: $t }) { id } }',
        { t: 'Pulse' },
      ),
    ).createDashboard.id;
    const chart = () =>
      client.gql<{ createChart: { id: string } }>(
        'mutation($input: CreateChartInput!) { createChart(input: $input) { id } }',
        {
          input: {
            dashboardId,
            title: 'Highlights by tag',
            type: 'BAR',
            search: {
              types: ['HIGHLIGHT'],
              location: { operator: 'LOCATED_IN', ids: [projectId] },
              aggs: { field: { type: 'TAGS' } },
            },
          },
        },
      );
    const segment = (t: string) =>
      client.gql<{ createSegment: { id: string } }>(
        'mutation($t: String!) { createSegment(input: { title: $t }) { id } }',
        { t },
      );
    expect(refusal(await chart())).toEqual({
      message: 'Your plan (Free) does not include charts on dashboards. Upgrade to Pro to use it.',
      details: expect.objectContaining({ planLimit: 'allowCharts', upgradePlanName: 'Pro' }),
    });
    expect(refusal(await segment('Churned')).message).toBe(
      'Your plan (Free) does not include segments of people. Upgrade to Pro to use it.',
    );
    expect(await count(ws, 'charts')).toBe(0);
    expect(await count(ws, 'segments')).toBe(0);

    expect((await setPlan(ws, 'pro')).status).toBe(200);
    expectOk(await chart());
    expectOk(await segment('Churned'));
    expect((await setPlan(ws, 'free-jul-2025')).status).toBe(200);
    // What was made stays readable; only new ones are refused.
    expect(
      expectOk(
        await client.gql<{ dashboard: { chartCount: number } }>(
          'query($id: ID!) { dashboard(id: $id) { chartCount } }',
          {
            id: dashboardId,
          },
        ),
      ).dashboard.chartCount,
    ).toBe(1);
    expect(expectOk(await client.gql<{ segments: unknown[] }>('{ segments { id } }')).segments).toHaveLength(
      1,
    );
    expect(errorCode(await segment('Power users'))).toBe('FORBIDDEN');
  });

  it('should refuse turning on Remove filler words below Pro, and remove nothing on a plan lowered after it was turned on', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const client = ws.manager.client;
    const noteId = await buildNote(client, await buildProject(client), `Call ${uniqueSuffix()}`, 'Notes.');
    const fileId = (await uploadFile(sut.address, client, noteId, 'um.wav', buildWav(0.2))).json<{
      file: { id: string };
    }>().file.id;
    const texts = async () =>
      expectOk(
        await client.gql<{ importTranscript: { text: string }[] }>(
          'mutation($f: ID!, $c: String!) { importTranscript(input: { fileId: $f, content: $c }) { text } }',
          { f: fileId, c: '1\n00:00:00,000 --> 00:00:02,000\nUm, the price is fine.\n' },
        ),
      ).importTranscript.map((c) => c.text);
    const setBeta = (on: boolean) =>
      client.gql<{ setBetaFeature: { enabled: boolean } }>(
        'mutation($on: Boolean!) { setBetaFeature(input: { feature: REMOVE_FILLER_WORDS, enabled: $on }) { enabled } }',
        { on },
      );
    expect(refusal(await setBeta(true))).toEqual({
      message:
        'Your plan (Free) does not include removing filler words from transcripts. Upgrade to Pro to use it.',
      details: expect.objectContaining({ planLimit: 'allowRemoveFillerWords', upgradePlanName: 'Pro' }),
    });
    expect(expectOk(await setBeta(false)).setBetaFeature.enabled).toBe(false);
    expect((await setPlan(ws, 'pro')).status).toBe(200);
    expect(expectOk(await setBeta(true)).setBetaFeature.enabled).toBe(true);
    expect(await texts()).toEqual(['The price is fine.']);
    expect((await setPlan(ws, 'free-jul-2025')).status).toBe(200);
    expect(await texts()).toEqual(['Um, the price is fine.']);
  });

  it('should refuse API tokens (public API) and share links (public link sharing) on the free plan', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const token = refusal(await ws.manager.client.gql(CREATE_TOKEN, { name: 'CI' }));
    expect(token.message).toBe(
      'Your plan (Free) does not include the public API (API tokens). Upgrade to Team to use it.',
    );
    expect(token.details).toMatchObject({ planLimit: 'allowPublicApi', upgradePlan: 'team' });
    const [tokens] = await sql<{ n: number }>(
      sut,
      'select count(*)::int as n from control.api_tokens where team_id = ?',
      [ws.id],
    );
    expect(tokens.n).toBe(0);

    const projectId = await buildProject(ws.manager.client);
    const insight = expectOk(
      await ws.manager.client.gql<{ createInsight: { id: string } }>(
        'mutation($input: CreateInsightInput!) { createInsight(input: $input) { id } }',
        { input: { projectId, title: 'Findings' } },
      ),
    ).createInsight.id;
    expectOk(
      await ws.manager.client.gql('mutation($id: ID!) { publishInsight(id: $id) { id } }', { id: insight }),
    );
    expect(refusal(await ws.manager.client.gql(CREATE_SHARE, { id: insight })).message).toBe(
      'Your plan (Free) does not include public link sharing. Upgrade to Pro to use it.',
    );
    expect(await count(ws, 'share_links')).toBe(0);
  });

  it('should refuse single sign-on, requiring it, session lifetimes, group mappings and SCIM tokens below the plans that include them, changing nothing, and allow turning them off', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const gql = (query: string, variables: Record<string, unknown>) =>
      ws.manager.client.gql(query, variables);
    const saveSso = () =>
      gql('mutation($input: SsoSettingsInput!) { saveSsoSettings(input: $input) { issuer } }', {
        input: {
          issuer: 'https://idp.example.com',
          clientId: 'fieldnote',
          clientSecret: 's',
          defaultRole: 'VIEWER',
          trustIssuerEmails: false,
        },
      });
    const saveSaml = () =>
      gql('mutation($input: SamlSettingsInput!) { saveSamlSettings(input: $input) { configured } }', {
        input: { metadataXml: '<EntityDescriptor/>', defaultRole: 'VIEWER', trustIdpEmails: false },
      });
    const lifetimes = (idleLifetime: number | null) =>
      gql(
        'mutation($input: SessionLifetimesInput!) { saveSessionLifetimes(input: $input) { idleLifetime } }',
        {
          input: { idleLifetime, absoluteLifetime: null },
        },
      );
    const enforce = (ssoEnforced: boolean) =>
      gql('mutation($input: SsoEnforcementInput!) { saveSsoEnforcement(input: $input) { ssoEnforced } }', {
        input: { ssoEnforced, breakGlassAccountIds: ssoEnforced ? [ws.manager.id] : [] },
      });
    const mappings = (groupNames: string[]) =>
      gql('mutation($input: IdpGroupRolesInput!) { saveIdpGroupRoles(input: $input) { groupName } }', {
        input: {
          mappings: groupNames.map((groupName) => ({ groupName, role: 'MANAGER', workspaceAdmin: false })),
        },
      });
    const scimToken = () =>
      gql('mutation($name: String!) { createScimToken(name: $name) { token } }', { name: 'Okta' });

    const sso = refusal(await saveSso());
    expect(sso.message).toBe(
      'Your plan (Free) does not include single sign-on (OpenID Connect, SAML) and requiring it. Upgrade to Business to use it.',
    );
    expect(sso.details).toMatchObject({ planLimit: 'allowEnterpriseAuth', upgradePlan: 'business' });
    expect(refusal(await saveSaml()).details).toMatchObject({ planLimit: 'allowEnterpriseAuth' });
    expect(refusal(await enforce(true)).details).toMatchObject({ planLimit: 'allowEnterpriseAuth' });
    expect(refusal(await mappings(['fieldnote-admins'])).details).toMatchObject({
      planLimit: 'allowEnterpriseAuth',
    });
    expect(refusal(await lifetimes(3600)).details).toMatchObject({
      planLimit: 'allowMaxSessionAge',
      upgradePlan: 'business',
    });
    expect(refusal(await scimToken()).details).toMatchObject({
      planLimit: 'allowScimProvisioning',
      upgradePlan: 'enterprise',
    });
    // Turning them off (or clearing them) is never refused: a lowered plan can always be undone.
    expectOk(await enforce(false));
    expectOk(await lifetimes(null));
    expectOk(await mappings([]));
    const [changed] = await sql<{ n: number }>(
      sut,
      `select ((select count(*) from control.sso_connections where team_id = ?)
            + (select count(*) from control.scim_tokens where team_id = ?))::int as n`,
      [ws.id, ws.id],
    );
    expect(changed.n).toBe(0);

    // Business includes single sign-on and session lifetimes, and not yet SCIM; Enterprise does.
    expect((await setPlan(ws, 'business')).status).toBe(200);
    expect(expectOk(await lifetimes(3600))).toEqual({ saveSessionLifetimes: { idleLifetime: 3600 } });
    expectOk(await mappings(['fieldnote-admins']));
    expect(refusal(await scimToken()).details).toMatchObject({ upgradePlan: 'enterprise' });
    expect((await setPlan(ws, 'enterprise')).status).toBe(200);
    expectOk(await scimToken());
  });

  it('should lift limits on a larger plan and keep data readable when the operator lowers it again', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    expect((await setPlan(ws, 'team')).status).toBe(200);
    expect((await plan(ws)).plan.reference).toBe('team');
    for (let i = 0; i < 5; i++) await buildProject(ws.manager.client);
    expectOk(await ws.manager.client.gql(CREATE_TOKEN, { name: 'CI' }));

    const lowered = await setPlan(ws, 'free-jul-2025');
    expect(lowered.status).toBe(200);
    const projects = expectOk(
      await ws.manager.client.gql<{ projects: { id: string }[] }>('{ projects { id } }'),
    );
    expect(projects.projects).toHaveLength(5);
    expect(
      refusal(await ws.manager.client.gql(CREATE_PROJECT, { input: { title: 'Sixth' } })).details,
    ).toMatchObject({
      planLimit: 'maxProjects',
    });
    expect(await count(ws, 'projects', 'deleted_at is null')).toBe(5);

    const schema = await workspaceSchema(sut, ws);
    const entries = await sql<{ action: string; old_value: { productId?: string; status?: string } | null }>(
      sut,
      `select action, old_value from "${schema}".audit_entries where object_type = 'SUBSCRIPTION' order by occurred_at, action`,
    );
    expect(entries.map((e) => e.action)).toEqual([
      'SUBSCRIPTION_ITEM_CHANGED',
      'SUBSCRIPTION_ITEM_CHANGED',
      'SUBSCRIPTION_STATUS_CHANGED',
      'SUBSCRIPTION_ITEM_CHANGED',
      'SUBSCRIPTION_STATUS_CHANGED',
    ]);
    expect(entries[3].old_value).toMatchObject({ productId: 'team' });
    expect(entries[4].old_value).toMatchObject({ status: 'ACTIVE' });
  });

  it('should start a 30-day trial when the operator moves a workspace to a trial plan', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    expect((await setPlan(ws, 'pro-trial')).status).toBe(200);
    expect(await plan(ws)).toMatchObject({
      subscriptionStatus: 'TRIALING',
      trialState: 'Active',
      readOnly: false,
    });
    expectOk(await ws.manager.client.gql(CREATE_FOLDER, { input: { name: 'Outer' } }));
  });

  it('should refuse user groups, role changes, project permissions and viewers beyond the free viewers below the plans that include them, keeping existing groups readable', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    const projectId = await buildProject(ws.manager.client);
    const CREATE_GROUP = 'mutation($input: CreateUserGroupInput!) { createUserGroup(input: $input) { id } }';
    const ADD_TO_GROUP =
      'mutation($input: UserGroupMembersInput!) { addUserGroupMembers(input: $input) { id } }';
    const CHANGE_ROLE =
      'mutation($input: ChangeMemberRoleInput!) { changeMemberRole(input: $input) { role } }';
    const GENERAL =
      'mutation($input: SetProjectGeneralAccessInput!) { setProjectGeneralAccess(input: $input) { generalAccess } }';
    const INVITE = 'mutation($input: InviteMemberInput!) { inviteMember(input: $input) { id } }';

    // Free plan: every one refused, naming the feature or limit and the plan that lifts it.
    const group = refusal(await ws.manager.client.gql(CREATE_GROUP, { input: { name: 'Research' } }));
    expect(group.message).toBe('Your plan (Free) does not include user groups. Upgrade to Team to use it.');
    expect(group.details).toMatchObject({ planLimit: 'allowUserGroups', upgradePlan: 'team' });
    const role = refusal(
      await ws.manager.client.gql(CHANGE_ROLE, { input: { memberId: contributor.id, role: 'VIEWER' } }),
    );
    expect(role.details).toMatchObject({ planLimit: 'allowUserRoles', upgradePlan: 'team' });
    const general = refusal(
      await ws.manager.client.gql(GENERAL, { input: { projectId, generalAccess: 'NONE' } }),
    );
    expect(general.details).toMatchObject({ planLimit: 'allowProjectPermissions', upgradePlan: 'team' });
    const viewer = refusal(
      await ws.manager.client.gql(INVITE, {
        input: { email: `viewer-${uniqueSuffix()}@example.com`, role: 'VIEWER' },
      }),
    );
    expect(viewer.message).toBe(
      'Your plan (Free) allows at most 0 free viewers. Upgrade to Pro to add more.',
    );
    expect(viewer.details).toMatchObject({ planLimit: 'maxFreeViewers', maximum: 0 });
    expect(await count(ws, 'user_groups')).toBe(0);
    expect(
      await sql(sut, "select id from control.invites where team_id = ? and role = 'VIEWER'", [ws.id]),
    ).toEqual([]);

    // Team includes them all; lowered to Free again, the group stays readable, only additions are refused.
    expect((await setPlan(ws, 'team')).status).toBe(200);
    const { createUserGroup } = expectOk(
      await ws.manager.client.gql<{ createUserGroup: { id: string } }>(CREATE_GROUP, {
        input: { name: 'Research' },
      }),
    );
    expectOk(await ws.manager.client.gql(GENERAL, { input: { projectId, generalAccess: 'READ' } }));
    expectOk(
      await ws.manager.client.gql(INVITE, {
        input: { email: `viewer-${uniqueSuffix()}@example.com`, role: 'VIEWER' },
      }),
    );
    expect((await setPlan(ws, 'free-jul-2025')).status).toBe(200);
    const groups = expectOk(
      await ws.manager.client.gql<{ userGroups: { name: string }[] }>('{ userGroups { name } }'),
    );
    expect(groups.userGroups.map((g) => g.name)).toEqual(['Research']);
    const add = refusal(
      await ws.manager.client.gql(ADD_TO_GROUP, {
        input: { groupId: createUserGroup.id, memberIds: [contributor.id] },
      }),
    );
    expect(add.details).toMatchObject({ planLimit: 'allowUserGroups' });
  });

  const DAY = 86_400_000;
  const job = () => serverProvider<TrialEmailsJob>(sut.server, 'TrialEmailsJob');
  const mails = (to: string, kind: string) =>
    (sut.server.built.platform.mailer as LogMailer).sent.filter((m) => m.to === to && m.kind === kind);
  const TRIAL = '{ workspacePlan { trialState trialEndsAt readOnly } }';
  const trial = async (ws: BuiltWorkspace) =>
    expectOk(
      await ws.manager.client.gql<{
        workspacePlan: { trialState: string; trialEndsAt: string; readOnly: boolean };
      }>(TRIAL),
    ).workspacePlan;
  const INBOX = '{ notificationInbox(limit: 50) { items { type excerpt path billing { trialEndsAt } } } }';
  const notices = async (ws: BuiltWorkspace) =>
    expectOk(
      await ws.manager.client.gql<{
        notificationInbox: {
          items: { type: string; excerpt: string; billing: { trialEndsAt: string } | null }[];
        };
      }>(INBOX),
    ).notificationInbox.items;

  /** A workspace on a 30-day trial, with or without the free plan after it. */
  async function onTrial(freeAfter: boolean) {
    const ws = await signUpAndCreateWorkspace(sut);
    await sql(
      sut,
      'update control.workspace_plans set free_plan_available_after_trial = ? where team_id = ?',
      [freeAfter, ws.id],
    );
    expect((await setPlan(ws, 'pro-trial')).status).toBe(200);
    return ws;
  }

  /** Ends the trial as spec 001 §4 reads it (its record's flag false), and drops the cached answer. */
  async function endTrial(ws: BuiltWorkspace) {
    await sql(sut, 'update control.workspace_plans set trial_active = false where team_id = ?', [ws.id]);
    serverProvider<EntitlementsService>(sut.server, 'EntitlementsService').forget(ws.id);
  }

  it('should send the trial e-mails Started, Reminder and Expired once each, in-app and by mail, at their times', async () => {
    const ws = await onTrial(true);
    const contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    // Inviting the contributor extended the trial (Invite users): its end is read, not assumed.
    const ends = new Date((await trial(ws)).trialEndsAt).getTime();
    const now = Date.now();
    for (const at of [now, now + DAY, ends - 2 * DAY, ends - DAY, ends + DAY, ends + 2 * DAY])
      await job().run(new Date(at));
    const kinds = (await notices(ws)).map((n) => n.type).filter((t) => t.startsWith('TRIAL_'));
    expect(kinds.sort()).toEqual(['TRIAL_EXPIRED', 'TRIAL_REMINDER', 'TRIAL_STARTED']);
    const expired = (await notices(ws)).find((n) => n.type === 'TRIAL_EXPIRED')!;
    expect(expired.excerpt).toContain('now on the free plan');
    expect(expired.billing!.trialEndsAt).toBeTruthy();
    for (const kind of ['TRIAL_STARTED', 'TRIAL_REMINDER', 'TRIAL_EXPIRED'])
      await waitFor(() => expect(mails(ws.manager.email, kind)).toHaveLength(1), { timeoutMs: 15_000 });
    expect(mails(contributor.email, 'TRIAL_STARTED')).toHaveLength(0);
    const events = await sql<{ payload: { outcome: string } }>(
      sut,
      'select payload from regional.outbox_events where workspace_id = ? and subject = ?',
      [ws.id, 'billing.trial_expired'],
    );
    expect(events.map((e) => e.payload.outcome)).toEqual(['free-plan']);
  });

  it('should make the workspace read-only when a trial ends with no free plan after it: writes refused, reads and paying kept', async () => {
    const ws = await onTrial(false);
    const projectId = await buildProject(ws.manager.client, 'Kept');
    await endTrial(ws);
    expect(await trial(ws)).toMatchObject({ trialState: 'Expired', readOnly: true });
    const projectsBefore = await count(ws, 'projects');
    const refused = await ws.manager.client.gql(CREATE_PROJECT, { input: { title: 'New' } });
    const { message, details } = refusal(refused);
    expect(message).toBe(
      'This workspace is read-only: its Pro trial has ended. Everything stays readable; choose a plan on the billing page to make changes again.',
    );
    expect(details).toMatchObject({ readOnly: true, planLimit: 'readOnly' });
    const rename = await ws.manager.client.gql(
      'mutation($input: UpdateProjectInput!) { updateProject(input: $input) { id } }',
      { input: { id: projectId, title: 'Renamed' } },
    );
    expect(errorCode(rename)).toBe('FORBIDDEN');
    expect(await count(ws, 'projects')).toBe(projectsBefore);
    expect(await count(ws, 'projects', "title = 'Kept'")).toBe(1);
    // Reads and one's own inbox keep working.
    expectOk(await ws.manager.client.gql('{ projects { id title } }'));
    expectOk(await ws.manager.client.gql('mutation { markAllNotificationsRead }'));
    await job().run(new Date());
    const expired = (await notices(ws)).find((n) => n.type === 'TRIAL_EXPIRED')!;
    expect(expired.excerpt).toContain('read-only until you choose a plan');
  });

  it('should extend an active trial once per source (Invite users, Checklist), with audit entries and events', async () => {
    const ws = await onTrial(true);
    const before = new Date((await trial(ws)).trialEndsAt).getTime();
    const INVITE = 'mutation($input: InviteMemberInput!) { inviteMember(input: $input) { id } }';
    for (const n of [1, 2])
      expectOk(
        await ws.manager.client.gql(INVITE, {
          input: { email: `trial-${n}-${uniqueSuffix()}@example.com`, role: 'VIEWER' },
        }),
      );
    expect(new Date((await trial(ws)).trialEndsAt).getTime() - before).toBe(7 * DAY);
    const workspace = (await serverProvider<WorkspaceDirectory>(sut.server, 'WorkspaceDirectory').byId(
      ws.id,
    ))!;
    const extensions = serverProvider<TrialExtensions>(sut.server, 'TrialExtensions');
    expect(await extensions.extend(workspace, 'Checklist' as never)).toBe(true);
    expect(await extensions.extend(workspace, 'Checklist' as never)).toBe(false);
    expect(new Date((await trial(ws)).trialEndsAt).getTime() - before).toBe(14 * DAY);
    const schema = await workspaceSchema(sut, ws);
    const audit = await sql<{ new_value: { source: string } }>(
      sut,
      `select new_value from "${schema}".audit_entries where action = 'TRIAL_EXTENDED' order by occurred_at`,
    );
    expect(audit.map((a) => a.new_value.source)).toEqual(['Invite users', 'Checklist']);
    const events = await sql(
      sut,
      'select id from regional.outbox_events where workspace_id = ? and subject = ?',
      [ws.id, 'billing.trial_extended'],
    );
    expect(events).toHaveLength(2);
    // An ended trial is not extended.
    await endTrial(ws);
    const other = await onTrial(true);
    await endTrial(other);
    const ref = (await serverProvider<WorkspaceDirectory>(sut.server, 'WorkspaceDirectory').byId(other.id))!;
    expect(await extensions.extend(ref, 'Checklist' as never)).toBe(false);
  });

  it('should make a new version of a plan when the operator edits it: workspaces keep theirs until moved, new ones take it', async () => {
    const operator = (path: string, method = 'GET', body?: unknown, token = operatorToken) =>
      sut.client().http(path, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const latest = async () =>
      (await operator('/control/plans'))
        .json<{ plans: { reference: string; version: number; description: string }[] }>()
        .plans.find((p) => p.reference === 'expert-program');
    const maxProjects = async (ws: BuiltWorkspace) =>
      (await plan(ws)).plan.maxima.find((m) => m.name === 'maxProjects')?.maximum;
    const before = await latest();
    expect(before?.version).toBeGreaterThanOrEqual(1);
    const kept = await signUpAndCreateWorkspace(sut);
    expect((await setPlan(kept, 'expert-program')).status).toBe(200);
    const keptMaximum = await maxProjects(kept);
    expect(keptMaximum).not.toBe(2);

    // Refused edits change nothing.
    const refusedEdits: unknown[] = [
      {},
      { entitlements: { maxProjects: -1 } },
      { entitlements: { maxProjects: 2.5 } },
      { entitlements: { allowCharts: 'yes' } },
      { entitlements: { notAnEntitlement: true } },
      { entitlements: { productFamily: 'team' } },
      { name: '' },
      { name: 'Expert', colour: 'gold' },
    ];
    const catalogueEvents = async (change: string) =>
      sql<{ workspace_id: string | null; payload: Record<string, unknown> }>(
        sut,
        `select workspace_id, payload from regional.outbox_events
          where subject = 'billing.plan_catalogue_changed' and payload ->> 'reference' = 'expert-program'
            and payload ->> 'change' = ? order by occurred_at`,
        [change],
      );
    const changesBefore = (await operator('/control/plans/expert-program/changes')).json<{
      changes: unknown[];
    }>().changes.length;
    const eventsBefore = (await catalogueEvents('version-published')).length;
    for (const body of refusedEdits) {
      const refused = await operator('/control/plans/expert-program/versions', 'POST', body);
      expect(refused.status).toBe(400);
    }
    expect((await operator('/control/plans/no-such-plan/versions', 'POST', { name: 'X' })).status).toBe(400);
    expect(
      (
        await operator(
          '/control/plans/expert-program/versions',
          'POST',
          { name: 'X' },
          'x'.repeat(operatorToken.length),
        )
      ).status,
    ).toBe(403);
    expect(await latest()).toEqual(before);

    // The admin console sends the name its operator signed in with, URI-encoded.
    const made = await sut.client().http('/control/plans/expert-program/versions', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${operatorToken}`,
        'content-type': 'application/json',
        'x-operator-name': encodeURIComponent('Zoë Operator'),
      },
      body: JSON.stringify({
        description: 'Pro for experts, with two projects.',
        entitlements: { maxProjects: 2 },
      }),
    });
    expect(made.status).toBe(201);
    const version = (before?.version ?? 0) + 1;
    expect(
      made.json<{ reference: string; version: number; entitlements: { maxProjects: number } }>(),
    ).toMatchObject({
      reference: 'expert-program',
      version,
      entitlements: { maxProjects: 2, productFamily: 'pro', productType: 'plan' },
    });
    expect((await latest())?.description).toBe('Pro for experts, with two projects.');
    // The edit is in the catalogue's log (only what changed) and the outbox, once; the refused ones in neither.
    const published = (await operator('/control/plans/expert-program/changes')).json<{
      changes: { action: string; version: number; actorName: string; oldValue: unknown; newValue: unknown }[];
    }>().changes;
    expect(published).toHaveLength(changesBefore + 1);
    expect(published[0]).toMatchObject({
      action: 'VERSION_PUBLISHED',
      version,
      actorName: 'Zoë Operator',
      oldValue: { version: version - 1, entitlements: { maxProjects: keptMaximum ?? null } },
      newValue: {
        version,
        description: 'Pro for experts, with two projects.',
        entitlements: { maxProjects: 2 },
      },
    });
    const publishedEvents = await catalogueEvents('version-published');
    expect(publishedEvents).toHaveLength(eventsBefore + 1);
    expect(publishedEvents.at(-1)).toEqual({
      workspace_id: null,
      payload: {
        reference: 'expert-program',
        version,
        change: 'version-published',
        interval: null,
        stripePriceId: null,
      },
    });

    // The workspace on the earlier version keeps it; a workspace moving to the plan now takes the new one.
    expect(await maxProjects(kept)).toBe(keptMaximum);
    const fresh = await signUpAndCreateWorkspace(sut);
    expect((await setPlan(fresh, 'expert-program')).status).toBe(200);
    expect(await maxProjects(fresh)).toBe(2);
    for (const n of [1, 2])
      expectOk(
        await fresh.manager.client.gql(CREATE_PROJECT, { input: { title: `Study ${n} ${uniqueSuffix()}` } }),
      );
    expect(
      refusal(
        await fresh.manager.client.gql(CREATE_PROJECT, { input: { title: `Study 3 ${uniqueSuffix()}` } }),
      ).details,
    ).toMatchObject({ planLimit: 'maxProjects', maximum: 2 });
    expect((await operator('/control/plans/expert-program/holders')).json()).toEqual({
      reference: 'expert-program',
      latestVersion: version,
      holders: [
        { version: version - 1, workspaces: 1 },
        { version, workspaces: 1 },
      ],
    });

    const moved = await operator('/control/plans/expert-program/migrate', 'POST');
    expect(moved.status).toBe(200);
    expect(moved.json()).toEqual({ moved: 1, version });
    expect(await maxProjects(kept)).toBe(2);
    // The workspace moved has the move in its audit log and the outbox; the one already there has neither.
    const keptSchema = await workspaceSchema(sut, kept);
    const audit = await sql<{ old_value: unknown; new_value: unknown }>(
      sut,
      `select old_value, new_value from "${keptSchema}".audit_entries
        where action = 'SUBSCRIPTION_ITEM_CHANGED' order by occurred_at desc limit 1`,
    );
    expect(audit).toEqual([
      {
        old_value: { productId: 'expert-program', version: version - 1, interval: null, quantity: null },
        new_value: { productId: 'expert-program', version, interval: null, quantity: null },
      },
    ]);
    const movedEvents = async (ws: BuiltWorkspace) =>
      sql<{ payload: unknown }>(
        sut,
        `select payload from regional.outbox_events where workspace_id = ? and subject = 'billing.plan_version_moved'`,
        [ws.id],
      );
    expect(await movedEvents(kept)).toEqual([
      {
        payload: {
          teamId: kept.id,
          reference: 'expert-program',
          productType: 'plan',
          oldVersion: version - 1,
          newVersion: version,
          source: 'operator',
        },
      },
    ]);
    expect(await movedEvents(fresh)).toEqual([]);
    const log = (await operator('/control/plans/expert-program/changes')).json<{
      changes: { action: string; version: number; newValue: unknown }[];
    }>().changes;
    expect(log[0]).toMatchObject({ action: 'WORKSPACES_MOVED', version, newValue: { workspaces: 1 } });
    // Moving again moves nobody, and logs nothing.
    expect((await operator('/control/plans/expert-program/migrate', 'POST')).json()).toEqual({
      moved: 0,
      version,
    });
    expect(
      (await operator('/control/plans/expert-program/changes')).json<{ changes: unknown[] }>().changes,
    ).toHaveLength(log.length);
    expect((await operator('/control/plans/no-such-plan/changes')).status).toBe(404);
    expect(
      (
        await operator(
          '/control/plans/expert-program/changes',
          'GET',
          undefined,
          'x'.repeat(operatorToken.length),
        )
      ).status,
    ).toBe(403);
  });

  it("should log the operator's Stripe price of a plan and announce it once, and not a price set again", async () => {
    const operator = (path: string, method = 'GET', body?: unknown, name?: string) =>
      sut.client().http(path, {
        method,
        headers: {
          authorization: `Bearer ${operatorToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(name === undefined ? {} : { 'x-operator-name': name }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const priceId = `price_log_${uniqueSuffix().replace(/[^A-Za-z0-9]/g, '')}`;
    const priced = async () =>
      sql<{ payload: Record<string, unknown> }>(
        sut,
        `select payload from regional.outbox_events
          where subject = 'billing.plan_catalogue_changed' and payload ->> 'stripePriceId' = ?`,
        [priceId],
      );
    const logged = async () =>
      (await operator('/control/plans/business/changes'))
        .json<{
          changes: { action: string; actorName: string; newValue: { stripePriceId?: string } | null }[];
        }>()
        .changes.filter((c) => c.action === 'PRICE_SET' && c.newValue?.stripePriceId === priceId);
    // A refused body changes nothing.
    expect((await operator('/control/plans/business/prices', 'PUT', { week: priceId })).status).toBe(400);
    // So does an operator name on two lines or longer than 100 characters.
    for (const name of [encodeURIComponent('Mallory\nAdmin'), 'x'.repeat(101), '%E0%A4%A'])
      expect((await operator('/control/plans/business/prices', 'PUT', { year: priceId }, name)).status).toBe(
        400,
      );
    expect(await priced()).toEqual([]);
    // A script with the token alone is logged as such; the console's operator by name.
    expect((await operator('/control/plans/business/prices', 'PUT', { year: priceId })).status).toBe(200);
    expect((await operator('/control/plans/business/prices', 'PUT', { year: priceId }, 'Priya')).status).toBe(
      200,
    );
    expect(await logged()).toHaveLength(1);
    expect((await logged())[0]).toMatchObject({
      actorName: 'Operator (token only)',
      newValue: { interval: 'year', stripePriceId: priceId },
    });
    expect((await priced()).map((e) => e.payload)).toEqual([
      expect.objectContaining({
        reference: 'business',
        change: 'price-set',
        interval: 'year',
        stripePriceId: priceId,
      }),
    ]);
  });

  it('should refuse an unknown plan, an add-on, a bad body and a wrong operator token, changing nothing', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    expect((await setPlan(ws, 'platinum')).status).toBe(400);
    expect((await setPlan(ws, 'hipaa')).status).toBe(400);
    expect((await setPlan(ws, 'team', 'x'.repeat(operatorToken.length))).status).toBe(403);
    const bad = await sut.client().http(`/control/workspaces/${ws.id}/plan`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ planReference: 'team', extra: true }),
    });
    expect(bad.status).toBe(400);
    expect((await plan(ws)).plan.reference).toBe('free-jul-2025');
  });

  it('should let only managers read the plan, and the operator list the catalogue with its legacy plans', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    expect(errorCode(await contributor.client.gql(PLAN))).toBe('FORBIDDEN');
    const catalogue = await sut.client().http('/control/plans', {
      headers: { authorization: `Bearer ${operatorToken}` },
    });
    const body = catalogue.json<{ selfHosted: boolean; plans: { reference: string; isLegacy: boolean }[] }>();
    expect(body.selfHosted).toBe(false);
    expect(body.plans.filter((p) => p.isLegacy).map((p) => p.reference)).toEqual(
      expect.arrayContaining(['free-oct-2022', 'free-nov-2022', 'free-feb-2023', 'free-mar-2024', 'starter']),
    );
  });
});

describe('plans, billing off (self-hosted default)', () => {
  let sut: TestServer;

  beforeAll(async () => {
    sut = await sharedTestServer();
  }, 120_000);
  afterAll(() => sut?.close());

  it('should put every workspace on the unlimited self-hosted plan and refuse operator plan changes', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const answer = expectOk(
      await ws.manager.client.gql<{ workspacePlan: WorkspacePlan }>(PLAN),
    ).workspacePlan;
    expect(answer).toMatchObject({ selfHosted: true, offeredPlans: [] });
    expect(answer.plan).toMatchObject({ reference: 'self-hosted-unlimited', name: 'Unlimited self-hosted' });
    expect(answer.plan.maxima.every((m) => m.maximum === null)).toBe(true);
    for (let i = 0; i < 4; i++) await buildProject(ws.manager.client);
    expectOk(await ws.manager.client.gql(CREATE_TOKEN, { name: 'CI' }));
    const change = await sut.client().http(`/control/workspaces/${ws.id}/plan`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${sut.server.built.operatorToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ planReference: 'free-jul-2025' }),
    });
    expect(change.status).toBe(400);
    const [rows] = await sql<{ n: number }>(
      sut,
      'select count(*)::int as n from control.workspace_plans where team_id = ?',
      [ws.id],
    );
    expect(rows.n).toBe(0);
  });
});
