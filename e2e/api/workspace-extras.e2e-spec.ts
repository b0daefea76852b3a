import type { LogMailer } from '@fieldnote/core';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
  sql,
  uniqueSuffix,
  workspaceSchema,
} from './factories';

const BETAS = '{ betaFeatures { feature enabled changedAt } }';
const SET_BETA =
  'mutation($f: BetaFeature!, $on: Boolean!) { setBetaFeature(input: { feature: $f, enabled: $on }) { feature enabled } }';
const SEND = `mutation($i: SendProductFeedbackInput!) { sendProductFeedback(input: $i) { id category message page sentByName } }`;
const FEEDBACK = '{ productFeedback { id message sentByName } }';
const EXTENSIONS = `query($p: ID) { extensions(projectId: $p) { key type installationId installedByName items { title } } }`;
const INSTALL = `mutation($k: String!, $p: ID) { installExtension(input: { key: $k, projectId: $p }) { key installationId } }`;
const UNINSTALL = 'mutation($id: ID!) { uninstallExtension(id: $id) }';
const TAGS = 'query($p: ID) { tags(projectId: $p) { title projectId } }';

type Extension = { key: string; type: string; installationId: string | null; installedByName: string | null };

/**
 * Beta switches (/settings/beta), product feedback (/settings/feedback) and bundled extensions
 * (/settings/extensions and a project's): who may do what, what is kept, and the bounds.
 */
describe('beta features, product feedback and extensions', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  const manager = () => ws.manager.client;

  beforeAll(async () => {
    sut = await sharedTestServer({ SEED_DEMO: 'false' });
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
  }, 120_000);
  afterAll(() => sut.close());

  it('should keep a beta switched on by a manager, show it to every member and refuse others', async () => {
    const before = expectOk(
      await viewer.client.gql<{ betaFeatures: { feature: string; enabled: boolean }[] }>(BETAS),
    );
    expect(before.betaFeatures.map((b) => b.feature)).toContain('REMOVE_FILLER_WORDS');
    expect(before.betaFeatures.every((b) => !b.enabled)).toBe(true);
    expect(errorCode(await contributor.client.gql(SET_BETA, { f: 'REMOVE_FILLER_WORDS', on: true }))).toBe(
      'FORBIDDEN',
    );
    expect(expectOk(await manager().gql(SET_BETA, { f: 'REMOVE_FILLER_WORDS', on: true }))).toEqual({
      setBetaFeature: { feature: 'REMOVE_FILLER_WORDS', enabled: true },
    });
    const after = expectOk(
      await viewer.client.gql<{ betaFeatures: { feature: string; enabled: boolean }[] }>(BETAS),
    );
    expect(after.betaFeatures.find((b) => b.feature === 'REMOVE_FILLER_WORDS')?.enabled).toBe(true);
    expect(errorCode(await manager().gql(SET_BETA, { f: 'NOT_A_BETA', on: true }))).toBe('BAD_USER_INPUT');
  });

  it("should keep a member's feedback: theirs for them, everyone's for a manager, with its bounds", async () => {
    const text = `The tag board is lovely ${uniqueSuffix()}`;
    const sent = expectOk(
      await viewer.client.gql<{ sendProductFeedback: { id: string; sentByName: string } }>(SEND, {
        i: { category: 'IDEA', message: `  ${text}\nMore please.  `, page: '/settings/feedback' },
      }),
    ).sendProductFeedback;
    expect(sent).toMatchObject({
      category: 'IDEA',
      message: `${text}\nMore please.`,
      page: '/settings/feedback',
    });
    const own = expectOk(await viewer.client.gql<{ productFeedback: { id: string }[] }>(FEEDBACK));
    expect(own.productFeedback.map((f) => f.id)).toEqual([sent.id]);
    expect(
      expectOk(await contributor.client.gql<{ productFeedback: unknown[] }>(FEEDBACK)).productFeedback,
    ).toEqual([]);
    const all = expectOk(await manager().gql<{ productFeedback: { id: string }[] }>(FEEDBACK));
    expect(all.productFeedback.map((f) => f.id)).toContain(sent.id);

    const refused = async (i: Record<string, unknown>) => errorCode(await viewer.client.gql(SEND, { i }));
    expect(await refused({ category: 'BUG', message: '   ' })).toBe('BAD_USER_INPUT');
    expect(await refused({ category: 'BUG', message: 'x'.repeat(5001) })).toBe('BAD_USER_INPUT');
    expect(await refused({ category: 'BUG', message: 'Fine', page: 'https://elsewhere.example' })).toBe(
      'BAD_USER_INPUT',
    );
    const other = await signUpAndCreateWorkspace(sut);
    const foreign = expectOk(
      await other.manager.client.gql<{ productFeedback: { message: string }[] }>(FEEDBACK),
    );
    expect(JSON.stringify(foreign)).not.toContain(text);
  });

  it('should install a tag set into the workspace (managers only) and a field set into a project, once each', async () => {
    const listed = (projectId?: string) =>
      manager()
        .gql<{ extensions: Extension[] }>(EXTENSIONS, projectId ? { p: projectId } : {})
        .then((r) => expectOk(r).extensions);
    expect((await listed()).map((e) => [e.key, e.type, e.installationId])).toEqual(
      expect.arrayContaining([
        ['usability-severity', 'TAGS', null],
        ['interview-details', 'FIELDS', null],
      ]),
    );
    expect(errorCode(await contributor.client.gql(INSTALL, { k: 'usability-severity' }))).toBe('FORBIDDEN');
    const installed = expectOk(
      await manager().gql<{ installExtension: Extension }>(INSTALL, { k: 'usability-severity' }),
    ).installExtension;
    expect(installed.installationId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    const tags = expectOk(
      await viewer.client.gql<{ tags: { title: string; projectId: string | null }[] }>(TAGS, {}),
    );
    expect(
      tags.tags
        .filter((t) => t.title.startsWith('Severity: '))
        .map((t) => t.title)
        .sort(),
    ).toEqual(['Severity: cosmetic', 'Severity: critical', 'Severity: major', 'Severity: minor']);
    expect(errorCode(await manager().gql(INSTALL, { k: 'usability-severity' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await manager().gql(INSTALL, { k: 'no-such-set' }))).toBe('BAD_USER_INPUT');

    const projectId = await buildProject(manager(), `Extension study ${uniqueSuffix()}`);
    expect(errorCode(await viewer.client.gql(INSTALL, { k: 'interview-details', p: projectId }))).toBe(
      'FORBIDDEN',
    );
    const intoProject = expectOk(
      await contributor.client.gql<{ installExtension: Extension }>(INSTALL, {
        k: 'interview-details',
        p: projectId,
      }),
    ).installExtension;
    const fields = expectOk(
      await viewer.client.gql<{ customFields: { label: string; type: string }[] }>(
        'query($p: ID) { customFields(target: NOTE, projectId: $p) { label type } }',
        { p: projectId },
      ),
    ).customFields;
    expect(fields).toEqual(
      expect.arrayContaining([
        { label: 'Method', type: 'SELECT' },
        { label: 'Session date', type: 'DATETIME' },
      ]),
    );
    const inProject = await listed(projectId);
    expect(inProject.find((e) => e.key === 'interview-details')?.installedByName).toMatch(/\S/);
    expect(inProject.find((e) => e.key === 'usability-severity')?.installationId).toBeNull();

    // Removed, the installation goes and its fields stay; installed again, nothing is made twice.
    expect(expectOk(await contributor.client.gql(UNINSTALL, { id: intoProject.installationId }))).toEqual({
      uninstallExtension: true,
    });
    expectOk(await contributor.client.gql(INSTALL, { k: 'interview-details', p: projectId }));
    const again = expectOk(
      await viewer.client.gql<{ customFields: { label: string }[] }>(
        'query($p: ID) { customFields(target: NOTE, projectId: $p) { label } }',
        { p: projectId },
      ),
    ).customFields;
    expect(again.filter((f) => f.label === 'Method')).toHaveLength(1);
    expect(errorCode(await contributor.client.gql(UNINSTALL, { id: installed.installationId }))).toBe(
      'FORBIDDEN',
    );
  });

  it('should change nothing when installing a field set fails midway (its third field cannot be written)', async () => {
    const projectId = await buildProject(manager(), `Atomic install ${uniqueSuffix()}`);
    const schema = await workspaceSchema(sut, ws);
    const guard = `fail_recorded_${uniqueSuffix().replace(/\W/g, '')}`;
    // A real failure of the database on the third of the set's four fields (Method, Session date, Recorded, …).
    await sql(
      sut,
      `create function "${schema}".${guard}() returns trigger language plpgsql as $$
         begin
           if new.label = 'Recorded' and new.project_id = '${projectId}' then raise exception 'disk full'; end if;
           return new;
         end $$`,
    );
    await sql(
      sut,
      `create trigger ${guard} before insert on "${schema}".custom_fields for each row execute function "${schema}".${guard}()`,
    );
    const fieldsOfProject = async () =>
      expectOk(
        await viewer.client.gql<{ customFields: { label: string; projectId: string | null }[] }>(
          'query($p: ID) { customFields(target: NOTE, projectId: $p) { label projectId } }',
          { p: projectId },
        ),
      ).customFields.filter((f) => f.projectId === projectId);
    try {
      const failed = await contributor.client.gql(INSTALL, { k: 'interview-details', p: projectId });
      expect(errorCode(failed)).toBe('INTERNAL_SERVER_ERROR');
      expect(JSON.stringify(failed.errors)).not.toContain('disk full');
      // Neither the installation nor the two fields made before the failure are left.
      expect(await fieldsOfProject()).toEqual([]);
      const extensions = expectOk(
        await manager().gql<{ extensions: Extension[] }>(EXTENSIONS, { p: projectId }),
      ).extensions;
      expect(extensions.find((e) => e.key === 'interview-details')?.installationId).toBeNull();
    } finally {
      await sql(sut, `drop trigger ${guard} on "${schema}".custom_fields`);
      await sql(sut, `drop function "${schema}".${guard}()`);
    }
    // Once the database writes again, the same install makes all four fields.
    expectOk(await contributor.client.gql(INSTALL, { k: 'interview-details', p: projectId }));
    expect((await fieldsOfProject()).map((f) => f.label).sort()).toEqual([
      'Consent form',
      'Method',
      'Recorded',
      'Session date',
    ]);
  });
});

/** /settings/feedback with FEEDBACK_EMAIL set: each message is kept and mailed to that address. */
describe('product feedback mailed to FEEDBACK_EMAIL', () => {
  const FEEDBACK_EMAIL = 'product-feedback@fieldnote.test';
  let sut: TestServer;
  const mails = () =>
    (sut.server.built.platform.mailer as LogMailer).sent.filter(
      (m) => m.to === FEEDBACK_EMAIL && m.kind === 'PRODUCT_FEEDBACK',
    );

  beforeAll(async () => {
    sut = await sharedTestServer({ SEED_DEMO: 'false', FEEDBACK_EMAIL });
  }, 120_000);
  afterAll(() => sut.close());

  it('should mail a sent message to the feedback address with its workspace, sender, category and page', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    const text = `Exports should keep my filters ${uniqueSuffix()}`;
    const before = mails().length;
    const sent = expectOk(
      await contributor.client.gql<{ sendProductFeedback: { id: string; sentByName: string } }>(SEND, {
        i: { category: 'BUG', message: text, page: '/projects' },
      }),
    ).sendProductFeedback;
    const mailed = mails()
      .slice(before)
      .filter((m) => m.text.includes(text));
    expect(mailed).toHaveLength(1);
    const [mail] = mailed;
    expect(mail?.subject).toBe(`Feedback (BUG) from ${ws.name}`);
    expect(mail?.text).toContain(`From: ${sent.sentByName} <${contributor.email}>`);
    expect(mail?.text).toContain(`Workspace: ${ws.name} (http://${ws.subdomain}.localhost:`);
    expect(mail?.text).toContain('Category: BUG');
    expect(mail?.text).toContain('Page: /projects');
    expect(mail?.text.endsWith(`\n\n${text}`)).toBe(true);

    // A refused message is neither kept nor mailed.
    const count = mails().length;
    expect(errorCode(await contributor.client.gql(SEND, { i: { category: 'BUG', message: '   ' } }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(mails().length).toBe(count);
  });
});
