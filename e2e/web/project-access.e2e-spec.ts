import { type Page } from 'playwright-core';
import {
  type BuiltAccount,
  addMember,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
} from '../api/factories';
import { useBrowserSuite } from './browser-suite';

const SCREENSHOTS = '/tmp';

describe('Private projects and user groups in the browser', () => {
  const suite = useBrowserSuite({ env: { SEED_DEMO: 'false' }, workspace: false, pagePerTest: false });

  /** A page of its own (own cookies) signed in as `account` on `origin`, on the projects list. */
  async function signedIn(origin: string, account: Pick<BuiltAccount, 'email' | 'password'>): Promise<Page> {
    return suite.signIn(account, { page: await suite.newPage(), origin, path: '/projects' });
  }

  it('should make a project private, see it vanish for a member without access, and give a group read access to it', async () => {
    const workspace = await signUpAndCreateWorkspace(suite.sut);
    const member = await addMember(suite.sut, workspace, 'CONTRIBUTOR');
    const origin = `http://${workspace.subdomain}.localhost:${suite.port}`;
    const projectId = await buildProject(workspace.manager.client, 'Pricing interviews');
    await buildNote(workspace.manager.client, projectId, 'Interview with Ana');

    const memberPage = await signedIn(origin, member);
    await memberPage.getByRole('heading', { name: 'Pricing interviews' }).waitFor();

    // The manager makes it private from the project's Access page.
    const manager = await signedIn(origin, workspace.manager);
    await manager.getByRole('heading', { name: 'Pricing interviews' }).click();
    await manager.getByRole('link', { name: 'Access' }).click();
    await manager.getByRole('heading', { name: 'Access: Pricing interviews' }).waitFor();
    await manager.getByLabel('Everyone in the workspace').click();
    await manager.getByRole('option', { name: 'No access (private)' }).click();
    await manager.getByText('Access updated').waitFor();
    await manager
      .getByRole('img', { name: 'Private project: only the people and groups given access see it' })
      .waitFor();

    // Gone from the member's list at once (live update); its address tells of no access, not its title.
    await memberPage.getByRole('heading', { name: 'Pricing interviews' }).waitFor({ state: 'detached' });
    await memberPage.goto(`${origin}/projects/${projectId}`);
    await memberPage.getByRole('heading', { name: "You don't have access to this project" }).waitFor();
    expect(await memberPage.getByText('Pricing interviews').count()).toBe(0);

    // A group with the member in it gets read access.
    await manager.goto(`${origin}/settings/groups`);
    await manager.getByRole('button', { name: 'New group' }).click();
    await manager.getByLabel('Group name').fill('Pricing squad');
    await manager.getByRole('button', { name: 'Create group' }).click();
    const group = manager.getByTestId('user-group').filter({ hasText: 'Pricing squad' });
    await group.getByLabel('Add members to Pricing squad').fill(member.name);
    await manager.getByRole('option', { name: new RegExp(member.name) }).click();
    await group.getByRole('button', { name: 'Add', exact: true }).click();
    await group.getByText('1 member').waitFor();
    await manager.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-groups.png` });

    await manager.goto(`${origin}/projects/${projectId}/settings/access`);
    await manager.getByRole('combobox', { name: 'Add people or groups' }).fill('Pricing squad');
    await manager.getByRole('option', { name: /Pricing squad \(group, 1 member\)/ }).click();
    await manager.getByLabel('Access to give').click();
    await manager.getByRole('option', { name: 'Can view' }).click();
    await manager.getByRole('button', { name: 'Add', exact: true }).click();
    const entry = manager.getByTestId('access-entry').filter({ hasText: 'Pricing squad' });
    await entry.getByText('1 member').waitFor();
    await manager.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-project-access.png`, fullPage: true });

    // The member sees it again, marked private, and may only read it.
    await memberPage.goto(`${origin}/projects`);
    await memberPage.getByRole('heading', { name: 'Pricing interviews' }).click();
    await memberPage.getByRole('heading', { name: 'Pricing interviews', level: 1 }).waitFor();
    await memberPage.getByText('Private', { exact: true }).waitFor();
    await memberPage.getByRole('link', { name: /Interview with Ana/ }).waitFor();
    expect(await memberPage.getByRole('button', { name: 'New note' }).count()).toBe(0);
    // The note opens read-only: its project gives this member read access only.
    await memberPage.getByRole('link', { name: /Interview with Ana/ }).click();
    await memberPage.getByRole('heading', { level: 1, name: /Interview with Ana/ }).waitFor();
    await memberPage.locator('.ProseMirror[contenteditable="false"]').waitFor();
    await memberPage.goBack();
    // So are its tags: no way to add, rename or recolour them.
    await memberPage.goto(`${origin}/settings/tags/${projectId}`);
    await memberPage.getByText('You can view this project only, so its tags are read-only here.').waitFor();
    expect(await memberPage.getByRole('button', { name: 'Add tag' }).count()).toBe(0);
    await memberPage.goto(`${origin}/projects/${projectId}`);
    await memberPage.getByRole('link', { name: 'Access' }).click();
    await memberPage
      .getByText('Only workspace managers and members with full access can change who has access.')
      .waitFor();
    expect(suite.pageErrors).toEqual([]);
  }, 120_000);

  it("should list all projects, your projects and the private projects shared with you on /projects' own routes", async () => {
    const workspace = await signUpAndCreateWorkspace(suite.sut);
    const member = await addMember(suite.sut, workspace, 'CONTRIBUTOR');
    const origin = `http://${workspace.subdomain}.localhost:${suite.port}`;
    await buildProject(member.client, 'Member roadmap');
    const privateId = await buildProject(workspace.manager.client, 'Board minutes');
    expectOk(
      await workspace.manager.client.gql(
        'mutation($p: ID!) { setProjectGeneralAccess(input: { projectId: $p, generalAccess: NONE }) { projectId } }',
        { p: privateId },
      ),
    );
    expectOk(
      await workspace.manager.client.gql(
        `mutation($p: ID!, $a: ID!) {
          setProjectPermission(input: { projectId: $p, subjectId: $a, subjectKind: USER, permission: READ }) { projectId }
        }`,
        { p: privateId, a: member.id },
      ),
    );
    const memberPage = await signedIn(origin, member);
    const cards = () => memberPage.getByRole('listitem').getByRole('heading', { level: 2 }).allInnerTexts();
    const tab = (name: string) => memberPage.getByRole('tab', { name, selected: true }).waitFor();

    await memberPage.goto(`${origin}/projects/your-projects`);
    await tab('Your projects');
    await memberPage.getByRole('heading', { name: 'Member roadmap' }).waitFor();
    expect(await cards()).toEqual(['Member roadmap']);

    await memberPage.getByRole('tab', { name: 'Shared with you' }).click();
    await memberPage.waitForURL(`${origin}/projects/shared-with-you`);
    await memberPage.getByRole('heading', { name: 'Board minutes' }).waitFor();
    expect(await cards()).toEqual(['Board minutes']);

    await memberPage.goto(`${origin}/projects/all-projects`);
    await tab('All projects');
    await memberPage.getByRole('heading', { name: 'Member roadmap' }).waitFor();
    expect((await cards()).sort()).toEqual(['Board minutes', 'Member roadmap']);

    for (const path of ['/projects/list', '/projects/folders']) {
      await memberPage.goto(`${origin}${path}`);
      await tab('Folders');
      await memberPage.getByRole('heading', { name: 'Member roadmap' }).waitFor();
    }
    await memberPage.goto(`${origin}/projects/new`);
    await memberPage.getByRole('dialog', { name: 'New project' }).waitFor();
    await memberPage.setViewportSize({ width: 390, height: 844 });
    await memberPage.keyboard.press('Escape');
    await memberPage.getByRole('dialog', { name: 'New project' }).waitFor({ state: 'detached' });
    // Closed without a project, the address loses the parameter that would open it again.
    await memberPage.waitForURL(`${origin}/projects`);
    await memberPage.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-project-lists-390.png` });
    expect(suite.pageErrors).toEqual([]);
  }, 60_000);
});
