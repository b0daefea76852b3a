import type { LogMailer } from '@fieldnote/core';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { waitFor } from '../../services/core/src/testing/wait-for';
import {
  type BuiltWorkspace,
  addMember,
  buildApiToken,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
  sql,
  workspaceSchema,
} from './factories';
import { BILLING_ON_ENV, planLimitRefusal } from './plan-limits';
import { downloadTransfer, exportProject, importProjectFile } from './project-transfer-client';

const UPDATE_PROJECT =
  'mutation($input: UpdateProjectInput!) { updateProject(input: $input) { color icon summary } }';
const CREATE_FOLDER = 'mutation($input: CreateFolderInput!) { createFolder(input: $input) { id } }';
const MOVE = 'mutation($input: MoveProjectToFolderInput!) { moveProjectToFolder(input: $input) { id } }';
const CREATE_INSIGHT = 'mutation($i: CreateInsightInput!) { createInsight(input: $i) { id } }';
const PUBLISH = 'mutation($id: ID!) { publishInsight(id: $id) { id } }';
const PUBLISHED = 'query($id: ID!) { folder(id: $id) { publishedInsights { title projectTitle } } }';
const TRIAL_ACCESS = '{ trialAccess { billingOn state requestedAt endsAt trialPlans { reference } } }';
const REQUEST_TRIAL = 'mutation { requestTrial { state requestedAt } }';
const START_TRIAL = 'mutation($p: String!) { startTrial(planReference: $p) { state endsAt } }';
const INBOX = '{ notificationInbox(limit: 50) { items { type excerpt path } } }';

const refusal = planLimitRefusal;

describe('plan gates of project customization, published insights in folders, security and authentication settings, and trial requests (billing on)', () => {
  let sut: TestServer;
  let operatorToken: string;

  beforeAll(async () => {
    // The environment of the plans suite: they share the worker's server.
    sut = await sharedTestServer(BILLING_ON_ENV);
    operatorToken = sut.server.built.operatorToken;
  }, 120_000);
  afterAll(() => sut?.close());

  function operator(path: string, method: string, body: unknown) {
    return sut.client().http(path, {
      method,
      headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  async function setPlan(ws: BuiltWorkspace, planReference: string) {
    expect((await operator(`/control/workspaces/${ws.id}/plan`, 'PUT', { planReference })).status).toBe(200);
  }

  it('should seed each plan with the customization, published-insight, security and authentication flags its family implies, the self-hosted plan aside', async () => {
    const rows = await sql<{ reference: string; flags: Record<string, boolean> }>(
      sut,
      `select reference, jsonb_build_object(
          'allowProjectCustomization', entitlements -> 'allowProjectCustomization',
          'allowPublishedInsightsInFolders', entitlements -> 'allowPublishedInsightsInFolders',
          'allowSecuritySettings', entitlements -> 'allowSecuritySettings',
          'allowAuthenticationSettings', entitlements -> 'allowAuthenticationSettings') as flags
         from control.plans where version = 1 and product_type = 'plan'`,
    );
    const of = (reference: string) => rows.find((r) => r.reference === reference)!.flags;
    const none = {
      allowProjectCustomization: false,
      allowPublishedInsightsInFolders: false,
      allowSecuritySettings: false,
      allowAuthenticationSettings: false,
    };
    for (const free of ['free-oct-2022', 'free-nov-2022', 'free-feb-2023', 'free-mar-2024', 'free-jul-2025'])
      expect(of(free)).toEqual(none);
    const sharing = { ...none, allowProjectCustomization: true, allowPublishedInsightsInFolders: true };
    for (const pro of ['starter', 'pro', 'expert-program', 'pro-trial', 'team', 'team-trial'])
      expect(of(pro)).toEqual(sharing);
    const all = { ...sharing, allowSecuritySettings: true, allowAuthenticationSettings: true };
    for (const business of ['business', 'business-trial', 'enterprise']) expect(of(business)).toEqual(all);
  });

  it('should refuse a new project colour below Pro, naming Pro, keep the colour set before once the plan is lowered, and allow clearing it', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const id = await buildProject(ws.manager.client);
    const update = (input: Record<string, unknown>) =>
      ws.manager.client.gql<{ updateProject: { color: string | null; icon: string | null } }>(
        UPDATE_PROJECT,
        {
          input: { id, ...input },
        },
      );
    const refused = refusal(await update({ color: '#e53935' }));
    expect(refused.message).toBe(
      'Your plan (Free) does not include project customization (a project’s colour). Upgrade to Pro to use it.',
    );
    expect(refused.details).toMatchObject({
      planLimit: 'allowProjectCustomization',
      plan: 'free-jul-2025',
      upgradePlan: 'pro',
      upgradePlanName: 'Pro',
    });
    // Nothing changed; an icon (every plan) and the summary are not customization.
    expect(expectOk(await update({ icon: '🧪', summary: 'Interviews' })).updateProject).toMatchObject({
      color: null,
      icon: '🧪',
      summary: 'Interviews',
    });

    await setPlan(ws, 'pro');
    expect(expectOk(await update({ color: '#e53935' })).updateProject.color).toBe('#e53935');
    // Lowered again: the colour stays and saving the dialog as it is (same colour) works; a new one does not.
    await setPlan(ws, 'free-jul-2025');
    expect(expectOk(await update({ color: '#e53935', summary: 'Still' })).updateProject.color).toBe(
      '#e53935',
    );
    expect(refusal(await update({ color: '#43a047' })).details).toMatchObject({
      planLimit: 'allowProjectCustomization',
    });
    expect(expectOk(await update({ color: '' })).updateProject.color).toBeNull();
  });

  it('should refuse importing a project file with a colour below Pro, naming Pro and changing nothing, and import it on Pro', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const schema = await workspaceSchema(sut, ws);
    const id = await buildProject(ws.manager.client, 'Coloured');
    // The colour is set the way a Pro workspace set it before its plan was lowered.
    await sql(sut, `update ${schema}.projects set color = '#e53935' where id = ?`, [id]);
    const transfer = await exportProject(ws.manager.client, id);
    const file = await downloadTransfer(sut.address, ws.manager.client, transfer.downloadUrl as string);
    expect(file.status).toBe(200);
    const projects = async () =>
      (await sql<{ n: number }>(sut, `select count(*)::int as n from ${schema}.projects`))[0].n;
    const before = await projects();

    const refused = await importProjectFile(sut.address, ws.manager.client, 'export.zip', file.bytes);
    expect(refused.status).toBe(403);
    const [error] = refused.json<{ errors: { code: string; message: string; details: unknown }[] }>().errors;
    expect(error).toMatchObject({
      code: 'FORBIDDEN',
      message:
        'Your plan (Free) does not include project customization (a project’s colour). Upgrade to Pro to use it.',
      details: { planLimit: 'allowProjectCustomization', upgradePlan: 'pro', upgradePlanName: 'Pro' },
    });
    expect(await projects()).toBe(before);

    await setPlan(ws, 'pro');
    const imported = await importProjectFile(sut.address, ws.manager.client, 'export.zip', file.bytes);
    expect(imported.status).toBe(201);
    const projectId = imported.json<{ projectTransfer: { projectId: string } }>().projectTransfer.projectId;
    expect(await sql(sut, `select color from ${schema}.projects where id = ?`, [projectId])).toEqual([
      { color: '#e53935' },
    ]);
  }, 120_000);

  it("should list a folder's published insights (its sub-folders' too, newest first) on Pro and refuse them below it, to every member", async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const gql = <T>(query: string, variables: Record<string, unknown>) =>
      ws.manager.client.gql<T>(query, variables);
    await setPlan(ws, 'pro');
    const folder = expectOk(
      await gql<{ createFolder: { id: string } }>(CREATE_FOLDER, { input: { name: 'Research' } }),
    ).createFolder.id;
    const inner = expectOk(
      await gql<{ createFolder: { id: string } }>(CREATE_FOLDER, {
        input: { name: 'Inner', parentId: folder },
      }),
    ).createFolder.id;
    const outside = await buildProject(ws.manager.client, 'Outside');
    const top = await buildProject(ws.manager.client, 'Top');
    const deep = await buildProject(ws.manager.client, 'Deep');
    expectOk(await gql(MOVE, { input: { projectId: top, folderId: folder } }));
    expectOk(await gql(MOVE, { input: { projectId: deep, folderId: inner } }));
    const insight = async (projectId: string, title: string, publish: boolean) => {
      const id = expectOk(
        await gql<{ createInsight: { id: string } }>(CREATE_INSIGHT, { i: { projectId, title } }),
      ).createInsight.id;
      if (publish) expectOk(await gql(PUBLISH, { id }));
    };
    await insight(top, 'Published first', true);
    await insight(deep, 'Published second', true);
    await insight(top, 'A draft', false);
    await insight(outside, 'Published elsewhere', true);

    const viewer = await addMember(sut, ws, 'VIEWER');
    const read = (client = ws.manager.client) =>
      client.gql<{ folder: { publishedInsights: { title: string; projectTitle: string }[] } }>(PUBLISHED, {
        id: folder,
      });
    for (const client of [ws.manager.client, viewer.client])
      expect(expectOk(await read(client)).folder.publishedInsights).toEqual([
        { title: 'Published second', projectTitle: 'Deep' },
        { title: 'Published first', projectTitle: 'Top' },
      ]);

    await setPlan(ws, 'free-jul-2025');
    const refused = refusal(await read(viewer.client));
    expect(refused.message).toBe(
      'Your plan (Free) does not include published insights in folders. Upgrade to Pro to use it.',
    );
    expect(refused.details).toMatchObject({
      planLimit: 'allowPublishedInsightsInFolders',
      upgradePlanName: 'Pro',
    });
    // The insights stay readable where they are.
    const [kept] = await sql<{ n: number }>(
      sut,
      `select count(*)::int as n from "${await workspaceSchema(sut, ws)}".insights where published`,
    );
    expect(kept.n).toBe(3);
  });

  it("should refuse new templates, extensions, saved views and filters, canvases, tag colours, searches and contacts on a plan without them (tag colours on boards' groups too), keeping what was made before readable, and members' profile pages to every member", async () => {
    // Every seeded plan has these features; a legacy plan edited by the operator turns them off.
    const flags = {
      allowTemplates: false,
      allowExtensions: false,
      allowViewsAndFilters: false,
      allowCanvasView: false,
      allowTagColours: false,
      allowSearch: false,
      allowContacts: false,
      allowUserProfilePage: false,
    };
    expect(
      (await operator('/control/plans/free-oct-2022/versions', 'POST', { entitlements: flags })).status,
    ).toBe(201);
    const ws = await signUpAndCreateWorkspace(sut);
    const gql = <T = unknown>(query: string, variables: Record<string, unknown> = {}) =>
      ws.manager.client.gql<T>(query, variables);
    const projectId = await buildProject(ws.manager.client, 'Gated');
    const createView = (layout: string) =>
      gql<{ createProjectView: { id: string } }>(
        'mutation($i: CreateProjectViewInput!) { createProjectView(input: $i) { id } }',
        { i: { projectId, title: `A ${layout}`, layout, objectType: 'NOTE' } },
      );
    const updateView = (input: Record<string, unknown>) =>
      gql('mutation($i: UpdateProjectViewInput!) { updateProjectView(input: $i) { id layout } }', {
        i: input,
      });
    const saveCanvas = (viewId: string) =>
      gql('mutation($i: SaveCanvasObjectsInput!) { saveCanvasObjects(input: $i) { id } }', {
        i: {
          viewId,
          objects: JSON.stringify([{ kind: 'RECTANGLE', id: 'r', x: 0, y: 0, width: 10, height: 20 }]),
        },
      });
    const createTag = (title: string, color?: string) =>
      gql<{ createTag: { id: string; color: string } }>(
        'mutation($i: CreateTagInput!) { createTag(input: $i) { id color } }',
        { i: { projectId, title, ...(color ? { color } : {}) } },
      );
    const updateTag = (id: string, color: string) =>
      gql<{ updateTag: { color: string } }>(
        'mutation($i: UpdateTagInput!) { updateTag(input: $i) { color } }',
        {
          i: { id, color },
        },
      );
    const createGroup = (boardId: string, title: string, color?: string) =>
      gql<{ createTagGroup: { id: string; color: string } }>(
        'mutation($i: CreateTagGroupInput!) { createTagGroup(input: $i) { id color } }',
        { i: { boardId, title, ...(color ? { color } : {}) } },
      );
    const updateGroup = (id: string, color: string) =>
      gql<{ updateTagGroup: { color: string } }>(
        'mutation($i: UpdateTagGroupInput!) { updateTagGroup(input: $i) { color } }',
        { i: { id, color } },
      );
    const createTemplate = () =>
      gql<{ createProjectTemplate: { id: string } }>(
        'mutation($i: CreateProjectTemplateInput!) { createProjectTemplate(input: $i) { id } }',
        { i: { title: `Template ${Math.random()}`, fromProjectId: projectId } },
      );
    const useTemplate = (templateId: string) =>
      gql('mutation($i: CreateProjectFromTemplateInput!) { createProjectFromTemplate(input: $i) { id } }', {
        i: { templateId, title: 'From the template' },
      });
    const install = () =>
      gql('mutation($k: String!, $p: ID) { installExtension(input: { key: $k, projectId: $p }) { key } }', {
        k: 'usability-severity',
        p: projectId,
      });
    const search = (words: string) =>
      gql('query($q: String!) { search(input: { limit: 5, query: { value: $q } }) { total } }', { q: words });
    const list = () => gql('{ search(input: { limit: 5, types: [INSIGHT] }) { total } }');

    const createPerson = (name: string) =>
      gql<{ createPerson: { id: string } }>(
        'mutation($i: CreatePersonInput!) { createPerson(input: $i) { id } }',
        {
          i: { name },
        },
      );
    const importPeople = () =>
      gql('mutation($i: ImportPeopleInput!) { importPeople(input: $i) { importedCount } }', {
        i: { rows: [{ rowNumber: 1, name: 'Bea' }] },
      });

    const profile = (client: typeof ws.manager.client, userId: string) =>
      client.gql<{ memberProfile: { id: string; name: string } }>(
        'query($id: ID!) { memberProfile(userId: $id) { id name } }',
        { id: userId },
      );

    // Made on Pro: a contact, a grid view with a filter, a canvas, a coloured tag, a template.
    await setPlan(ws, 'pro');
    const viewer = await addMember(sut, ws, 'VIEWER');
    const grid = expectOk(await createView('GRID')).createProjectView.id;
    const filter = { combinator: 'AND', clauses: [{ published: true }] };
    expectOk(await updateView({ id: grid, filter }));
    const canvas = expectOk(await createView('CANVAS')).createProjectView.id;
    expectOk(await saveCanvas(canvas));
    const tag = expectOk(await createTag('Pain', '#e53935')).createTag;
    const board = expectOk(
      await gql<{ createTagBoard: { id: string } }>(
        'mutation($i: CreateTagBoardInput!) { createTagBoard(input: $i) { id } }',
        { i: { projectId, title: 'Themes' } },
      ),
    ).createTagBoard.id;
    const group = expectOk(await createGroup(board, 'Pains', '#e53935')).createTagGroup;
    const channel = expectOk(
      await gql<{ createChannel: { id: string } }>(
        'mutation { createChannel(input: { title: "App reviews" }) { id } }',
      ),
    ).createChannel.id;
    const template = expectOk(await createTemplate()).createProjectTemplate.id;
    expectOk(await search('pricing'));
    const person = expectOk(await createPerson('Ana')).createPerson.id;
    expect(expectOk(await profile(viewer.client, ws.manager.id)).memberProfile).toEqual({
      id: ws.manager.id,
      name: ws.manager.name,
    });
    expect(errorCode(await profile(ws.manager.client, '00000000-0000-4000-8000-000000000000'))).toBe(
      'NOT_FOUND',
    );

    await setPlan(ws, 'free-oct-2022');
    // A member's profile page is refused to every member, naming the feature; the member list is not.
    for (const member of [ws.manager, viewer]) {
      const profileRefused = refusal(await profile(member.client, ws.manager.id));
      expect(profileRefused.message).toMatch(
        /does not include members' profile pages\. Upgrade to .+ to use it\.$/,
      );
      expect(profileRefused.details).toMatchObject({ planLimit: 'allowUserProfilePage' });
    }
    expect(
      expectOk(await viewer.client.gql<{ members: unknown[] }>('{ members { id } }')).members,
    ).toHaveLength(2);
    const templates = refusal(await createTemplate());
    expect(templates.message).toMatch(
      /^Your plan \(.+\) does not include templates\. Upgrade to .+ to use it\.$/,
    );
    expect(templates.details).toMatchObject({ planLimit: 'allowTemplates', plan: 'free-oct-2022' });
    expect(refusal(await useTemplate(template)).details).toMatchObject({ planLimit: 'allowTemplates' });
    expect(refusal(await install()).details).toMatchObject({ planLimit: 'allowExtensions' });
    expect(refusal(await createView('LIST')).details).toMatchObject({ planLimit: 'allowViewsAndFilters' });
    const otherFilter = { combinator: 'AND', clauses: [{ published: false }] };
    expect(refusal(await updateView({ id: grid, filter: otherFilter })).details).toMatchObject({
      planLimit: 'allowViewsAndFilters',
    });
    expect(refusal(await updateView({ id: grid, layout: 'CANVAS' })).details).toMatchObject({
      planLimit: 'allowCanvasView',
    });
    expect(refusal(await saveCanvas(canvas)).details).toMatchObject({ planLimit: 'allowCanvasView' });
    expect(refusal(await createTag('Gain', '#43a047')).details).toMatchObject({
      planLimit: 'allowTagColours',
    });
    expect(refusal(await updateTag(tag.id, '#43a047')).details).toMatchObject({
      planLimit: 'allowTagColours',
    });
    // A board's group colour is a tag colour too.
    const groupRefused = refusal(await createGroup(board, 'Gains', '#43a047'));
    expect(groupRefused.message).toMatch(/does not include tag colours\. Upgrade to .+ to use it\.$/);
    expect(groupRefused.details).toMatchObject({ planLimit: 'allowTagColours' });
    expect(refusal(await updateGroup(group.id, '#43a047')).details).toMatchObject({
      planLimit: 'allowTagColours',
    });
    const searched = refusal(await search('pricing'));
    expect(searched.message).toMatch(/does not include search\./);
    expect(searched.details).toMatchObject({ planLimit: 'allowSearch' });
    // A data point's similar data points (the channel drawer's request) are a search by meaning.
    const similar = await gql('query($i: SearchInput!) { search(input: $i) { items { id } } }', {
      i: {
        types: ['CHANNEL_DATAPOINT'],
        query: { method: 'VECTOR', value: 'checkout keeps failing' },
        location: { operator: 'LOCATED_IN', ids: [channel] },
        limit: 6,
      },
    });
    // The same refusal as a search by words, naming the same plan that lifts it.
    expect(searched.details?.upgradePlanName).toMatch(/^\S/);
    expect(refusal(similar).details).toMatchObject({
      planLimit: 'allowSearch',
      upgradePlanName: searched.details?.upgradePlanName,
    });

    expect(refusal(await createPerson('Bea')).details).toMatchObject({ planLimit: 'allowContacts' });
    expect(refusal(await importPeople()).details).toMatchObject({ planLimit: 'allowContacts' });

    // What was made stays readable and usable as it is; a tag in the default colour is no colour
    // choice, and a list read through the search query without words is no search.
    expectOk(await list());
    const views = expectOk(
      await gql<{ projectViews: { id: string; layout: string }[] }>(
        'query($p: ID!) { projectViews(projectId: $p) { id layout } }',
        { p: projectId },
      ),
    ).projectViews;
    expect(views.map((v) => v.id).sort()).toEqual([grid, canvas].sort());
    // The state saved again with its filter unchanged (as the view page saves a sort) is no new filter.
    expectOk(await updateView({ id: grid, filter, state: JSON.stringify({ sort: null }) }));
    expectOk(await updateView({ id: grid, title: 'Renamed', clearFilter: true }));
    expect(expectOk(await createTag('Plain')).createTag.color).toBe('#607d8b');
    expect(expectOk(await updateTag(tag.id, '#e53935')).updateTag.color).toBe('#e53935');
    const plainGroup = expectOk(await createGroup(board, 'Plain')).createTagGroup;
    expect(plainGroup.color).toBe('#607d8b');
    expect(expectOk(await updateGroup(group.id, '#E53935')).updateTagGroup.color).toBe('#e53935');
    expect(expectOk(await updateGroup(group.id, '#607d8b')).updateTagGroup.color).toBe('#607d8b');
    const groups = await sql<{ title: string }>(
      sut,
      `select title from "${await workspaceSchema(sut, ws)}".tag_groups where board_id = ? order by title`,
      [board],
    );
    expect(groups.map((g) => g.title)).toEqual(['Pains', 'Plain']);
    const kept = expectOk(
      await gql<{ workspaceTemplates: { id: string }[] }>('{ workspaceTemplates { id } }'),
    ).workspaceTemplates;
    expect(kept.map((t) => t.id)).toContain(template);
    expect(
      expectOk(
        await gql<{ person: { id: string } }>('query($id: ID!) { person(id: $id) { id } }', { id: person }),
      ).person.id,
    ).toBe(person);
  });

  it('should refuse authentication settings (e-mail domains, single sign-on, the sign-in protocol) and security settings below Business, naming the page, and allow undoing them', async () => {
    // A plan with single sign-on and session lifetimes but neither settings page: only an operator's
    // edit makes one (no seeded plan is), so the starter plan gets a new version for this test.
    const edited = await operator('/control/plans/starter/versions', 'POST', {
      entitlements: {
        allowEnterpriseAuth: true,
        allowMaxSessionAge: true,
        allowSecuritySettings: false,
        allowAuthenticationSettings: false,
      },
    });
    expect(edited.status).toBe(201);
    const ws = await signUpAndCreateWorkspace(sut);
    const gql = (query: string, variables: Record<string, unknown> = {}) =>
      ws.manager.client.gql(query, variables);
    const addDomain = () =>
      gql('mutation($d: String!) { addWorkspaceDomain(domain: $d) { id } }', {
        d: `gate-${ws.id.slice(0, 8)}.example.com`,
      });
    const lifetimes = (idleLifetime: number | null) =>
      gql(
        'mutation($input: SessionLifetimesInput!) { saveSessionLifetimes(input: $input) { idleLifetime } }',
        {
          input: { idleLifetime, absoluteLifetime: null },
        },
      );
    const mappings = (groupNames: string[]) =>
      gql('mutation($input: IdpGroupRolesInput!) { saveIdpGroupRoles(input: $input) { groupName } }', {
        input: {
          mappings: groupNames.map((groupName) => ({ groupName, role: 'VIEWER', workspaceAdmin: false })),
        },
      });
    const saveSaml = () =>
      gql('mutation($input: SamlSettingsInput!) { saveSamlSettings(input: $input) { configured } }', {
        input: { metadataXml: '<EntityDescriptor/>', defaultRole: 'VIEWER', trustIdpEmails: false },
      });
    const choose = () => gql('mutation { chooseSsoProtocol(protocol: SAML) { activeProtocol } }');

    // Free: the domains are authentication settings.
    const domain = refusal(await addDomain());
    expect(domain.message).toBe(
      'Your plan (Free) does not include authentication settings (single sign-on connections, the sign-in protocol and e-mail domains). Upgrade to Business to use it.',
    );
    expect(domain.details).toMatchObject({
      planLimit: 'allowAuthenticationSettings',
      upgradePlan: 'business',
    });

    await setPlan(ws, 'starter');
    expect(refusal(await addDomain()).details).toMatchObject({ planLimit: 'allowAuthenticationSettings' });
    expect(refusal(await saveSaml()).details).toMatchObject({ planLimit: 'allowAuthenticationSettings' });
    expect(refusal(await choose()).details).toMatchObject({ planLimit: 'allowAuthenticationSettings' });
    const security = refusal(await lifetimes(3600));
    expect(security.message).toBe(
      'Your plan (Starter) does not include security settings (requiring single sign-on, session lifetimes, group mappings). Upgrade to Business to use it.',
    );
    expect(security.details).toMatchObject({
      planLimit: 'allowSecuritySettings',
      upgradePlanName: 'Business',
    });
    expect(refusal(await mappings(['researchers'])).details).toMatchObject({
      planLimit: 'allowSecuritySettings',
    });
    // Undoing is never refused, and the refusals changed nothing.
    expectOk(await lifetimes(null));
    expectOk(await mappings([]));
    const [changed] = await sql<{ n: number }>(
      sut,
      `select ((select count(*) from control.team_domains where team_id = ?)
            + (select count(*) from control.saml_connections where team_id = ?))::int as n`,
      [ws.id, ws.id],
    );
    expect(changed.n).toBe(0);

    await setPlan(ws, 'business');
    expectOk(await addDomain());
    expect(expectOk(await lifetimes(3600))).toEqual({ saveSessionLifetimes: { idleLifetime: 3600 } });
    expectOk(await mappings(['researchers']));
  });

  it('should let a member ask for a trial once (Requested, managers told in-app and by e-mail) and a manager start one, refusing what does not fit', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    // The free plan has no free viewers: a second contributor takes the last of its three paid seats.
    const viewer = await addMember(sut, ws, 'CONTRIBUTOR');
    const access = async (client = contributor.client) =>
      expectOk(
        await client.gql<{
          trialAccess: {
            billingOn: boolean;
            state: string;
            requestedAt: string | null;
            trialPlans: { reference: string }[];
          };
        }>(TRIAL_ACCESS),
      ).trialAccess;
    expect(await access()).toMatchObject({ billingOn: true, state: 'NotStarted', requestedAt: null });
    expect((await access()).trialPlans.map((p) => p.reference).sort()).toEqual([
      'business-trial',
      'pro-trial',
      'team-trial',
    ]);

    // A script's token may not ask (a person does), and nothing is recorded.
    // (An API token is a Team feature; one made there keeps working back on the free plan.)
    await setPlan(ws, 'team');
    const token = await buildApiToken(ws.manager.client);
    await setPlan(ws, 'free-jul-2025');
    const tokenClient = sut.client(ws.subdomain);
    tokenClient.bearer = token.secret;
    expect(errorCode(await tokenClient.gql(REQUEST_TRIAL))).toBe('FORBIDDEN');

    const asked = expectOk(
      await contributor.client.gql<{ requestTrial: { state: string; requestedAt: string } }>(REQUEST_TRIAL),
    ).requestTrial;
    expect(asked.state).toBe('Requested');
    expect(Math.abs(new Date(asked.requestedAt).getTime() - Date.now())).toBeLessThan(60_000);
    // Asking again (anyone) while the request counts tells nobody again.
    expect(
      expectOk(await viewer.client.gql<{ requestTrial: { state: string } }>(REQUEST_TRIAL)).requestTrial
        .state,
    ).toBe('Requested');
    const inbox = expectOk(
      await ws.manager.client.gql<{
        notificationInbox: { items: { type: string; excerpt: string; path: string }[] };
      }>(INBOX),
    ).notificationInbox.items.filter((n) => n.type === 'TRIAL_REQUESTED');
    expect(inbox).toHaveLength(1);
    expect(inbox[0].excerpt).toBe(
      `A member of your workspace asked for a free trial. ${contributor.name} asked for it; start one on the billing page.`,
    );
    const mailer = sut.server.built.platform.mailer as LogMailer;
    await waitFor(
      () =>
        expect(
          mailer.sent.filter((m) => m.to === ws.manager.email && m.kind === 'TRIAL_REQUESTED'),
        ).toHaveLength(1),
      { timeoutMs: 15_000 },
    );
    expect(
      mailer.sent.filter((m) => m.to === contributor.email && m.kind === 'TRIAL_REQUESTED'),
    ).toHaveLength(0);
    const [row] = await sql<{ trial_requested: boolean }>(
      sut,
      'select trial_requested from control.workspace_plans where team_id = ?',
      [ws.id],
    );
    expect(row.trial_requested).toBe(true);

    // Only managers start one, and only a trial plan of the catalogue.
    expect(errorCode(await contributor.client.gql(START_TRIAL, { p: 'pro-trial' }))).toBe('FORBIDDEN');
    const notTrial = await ws.manager.client.gql(START_TRIAL, { p: 'pro' });
    expect(errorCode(notTrial)).toBe('BAD_USER_INPUT');
    expect(notTrial.errors![0].message).toBe('"pro" is not a trial plan of the catalogue.');
    const started = expectOk(
      await ws.manager.client.gql<{ startTrial: { state: string; endsAt: string } }>(START_TRIAL, {
        p: 'team-trial',
      }),
    ).startTrial;
    expect(started.state).toBe('Active');
    expect(new Date(started.endsAt).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(await access(viewer.client)).toMatchObject({ state: 'Active' });
    const events = await sql<{ payload: { newPlanReference: string; source: string } }>(
      sut,
      `select payload from regional.outbox_events where workspace_id = ? and subject = 'billing.plan_changed'
        order by occurred_at desc limit 1`,
      [ws.id],
    );
    expect(events[0].payload).toMatchObject({ newPlanReference: 'team-trial', source: 'manager' });

    // A workspace that had its trial asks and starts no other.
    for (const response of [
      await contributor.client.gql(REQUEST_TRIAL),
      await ws.manager.client.gql(START_TRIAL, { p: 'pro-trial' }),
    ]) {
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors![0].message).toBe(
        'This workspace has already had its trial. A workspace manager can choose a plan on the billing page.',
      );
    }
  });
});
