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
