import { addMember, buildNote, buildProject, expectOk, signUpAndCreateWorkspace } from '../api/factories';
import { useBrowserSuite } from './browser-suite';
import { holdReads, silenceLiveRefresh } from './hold-reads';
import { eventually } from './eventually';

const SCREENSHOTS = '/tmp';

describe('Project and note lifecycle in the browser', () => {
  // Each test signs up a workspace of its own.
  const suite = useBrowserSuite({ env: { SEED_DEMO: 'false' }, workspace: false });

  it('should rename a note, delete it, find it in the trash, restore it and see it back', async () => {
    const { page, sut, pageErrors } = suite;
    const workspace = await signUpAndCreateWorkspace(sut);
    const origin = suite.originOf(workspace);
    await suite.signIn(workspace.manager, { origin, path: '/projects' });

    // Create a project and a note through the UI.
    await page.getByRole('button', { name: 'New project' }).click();
    await page.getByLabel('Title').fill('Churn study');
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.getByRole('heading', { name: 'Churn study', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New note' }).click();
    await page.getByLabel('Title').fill('Interview draft');
    await page.getByRole('button', { name: 'Create note' }).click();
    // Created, the note opens in a peek.
    await page
      .getByRole('dialog', { name: 'Note' })
      .getByRole('heading', { name: 'Interview draft' })
      .waitFor();
    await page.getByRole('dialog', { name: 'Note' }).getByRole('link', { name: 'Open as page' }).click();
    await page.waitForURL(/\/data\//);
    // The peek closes once the page is there: until then its own title is the one on screen.
    await page.getByRole('dialog', { name: 'Note' }).waitFor({ state: 'detached' });
    const notePath = new URL(page.url()).pathname;

    // Rename it inline.
    await page.getByRole('button', { name: /Click to rename/ }).click();
    await page.getByLabel('Note title').fill('Interview with Ana');
    await page.getByLabel('Note title').press('Enter');
    await page.getByRole('heading', { name: 'Interview with Ana', level: 1 }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/projects-note-renamed.png` });

    // Delete it: confirmation, then the project page with an Undo snackbar and no note.
    await page.getByRole('button', { name: 'Note actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete note' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('"Interview with Ana" moved to the trash.').waitFor();
    await page.getByText('No notes in this project yet.').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/projects-note-deleted.png` });

    // Find it in the trash and restore it.
    await page.goto(`${origin}/settings/trash`);
    const item = page.getByTestId('trash-item').filter({ hasText: 'Interview with Ana' });
    await item.waitFor();
    await item.getByText(/Deleted by/).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/projects-trash.png` });
    await item.getByRole('button', { name: 'Restore Interview with Ana' }).click();
    await page.getByText('"Interview with Ana" is restored.').waitFor();
    await page.getByText('The trash is empty.').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/projects-trash-empty.png` });

    // It is back, under its new title, at its old address.
    await page.goto(`${origin}${notePath}`);
    await page.getByRole('heading', { name: 'Interview with Ana', level: 1 }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('should take a restored note and one deleted forever off the trash list, with the trash read only once', async () => {
    const { page, sut } = suite;
    const workspace = await signUpAndCreateWorkspace(sut);
    const client = workspace.manager.client;
    const projectId = await buildProject(client, 'Trash answers');
    for (const title of ['Kept note', 'Gone note']) {
      const id = await buildNote(client, projectId, title, 'A few words.');
      expectOk(await client.gql('mutation($id: ID!) { deleteNote(id: $id) }', { id }));
    }
    await silenceLiveRefresh(page);
    await suite.signIn(workspace.manager, {
      origin: suite.originOf(workspace),
      path: `/settings/trash?projectId=${projectId}`,
    });
    const items = page.getByTestId('trash-item');
    await items.filter({ hasText: 'Gone note' }).waitFor();
    expect(await items.count()).toBe(2);
    // From now on the trash is never answered again: the list changes by the mutations' answers alone.
    await holdReads(page, 'Trash');

    await page.getByRole('button', { name: 'Restore Kept note' }).click();
    await page.getByText('"Kept note" is restored.').waitFor();
    await items.filter({ hasText: 'Kept note' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Delete forever Gone note' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete forever' }).click();
    await page.getByText('"Gone note" is deleted for good.').waitFor();
    await page.getByText('The trash is empty.').waitFor();
    expect(await items.count()).toBe(0);
  });

  it('should undo a project deletion from the snackbar and list starred projects first', async () => {
    const { page, sut, pageErrors } = suite;
    const workspace = await signUpAndCreateWorkspace(sut);
    const first = await buildProject(workspace.manager.client, 'Alpha study');
    await buildProject(workspace.manager.client, 'Beta study');
    const origin = suite.originOf(workspace);
    await suite.signIn(workspace.manager, { origin, path: '/projects' });

    await page.getByRole('link', { name: /Beta study/ }).click();
    await page.getByRole('button', { name: 'Project actions' }).click();
    await page.getByRole('menuitem', { name: 'Star' }).click();
    await page.getByRole('img', { name: 'Starred' }).waitFor();
    await page.getByRole('button', { name: 'Project actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit details' }).click();
    await page.getByLabel('Summary (optional)').fill('Why customers leave');
    await page.getByRole('button', { name: '#009688' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    // The closing dialog still holds the summary in its field for a moment.
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByText('Why customers leave').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/projects-project-page.png` });

    await page.goto(`${origin}/projects`);
    const titles = page.getByTestId('project-card').getByRole('heading');
    await titles.first().waitFor();
    expect(await titles.allTextContents()).toEqual(['Beta study', 'Alpha study']);

    await page.goto(`${origin}/projects/${first}`);
    await page.getByRole('button', { name: 'Project actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete project' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('"Alpha study" moved to the trash.').waitFor();
    // Deleting opens the projects list, which may still be loading when the snackbar shows.
    await eventually(() => titles.allTextContents(), ['Beta study']);
    await page.screenshot({ path: `${SCREENSHOTS}/projects-list-undo.png` });
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('heading', { name: 'Alpha study' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('should duplicate a note and move the copy to another project', async () => {
    const { page, sut, pageErrors } = suite;
    const workspace = await signUpAndCreateWorkspace(sut);
    const from = await buildProject(workspace.manager.client, 'Source study');
    const to = await buildProject(workspace.manager.client, 'Target study');
    const noteId = await buildNote(workspace.manager.client, from, 'Session 1', 'We talked about pricing.');
    const origin = suite.originOf(workspace);
    await suite.signIn(workspace.manager, { origin, path: '/projects' });

    await page.goto(`${origin}/data/${noteId}`);
    await page.getByRole('button', { name: 'Note actions' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await page.getByRole('heading', { name: 'Copy of Session 1', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).not.toBe(`/data/${noteId}`);
    await page.getByText('We talked about pricing.').waitFor();

    await page.getByRole('button', { name: 'Note actions' }).click();
    await page.getByRole('menuitem', { name: 'Move to another project' }).click();
    await page.getByRole('combobox', { name: 'Project' }).click();
    await page.getByRole('option', { name: 'Target study' }).click();
    await page.screenshot({ path: `${SCREENSHOTS}/projects-move-note.png` });
    await page.getByRole('button', { name: 'Move' }).click();
    await page.getByRole('link', { name: 'Target study' }).waitFor();

    await page.goto(`${origin}/projects/${to}`);
    await page.getByRole('link', { name: /Copy of Session 1/ }).waitFor();
    await page.goto(`${origin}/projects/${from}`);
    await page.getByRole('link', { name: /Session 1/ }).waitFor();
    expect(await page.getByRole('link', { name: /Copy of Session 1/ }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('should show a viewer no edit controls on the project, the note and the trash', async () => {
    const { page, sut, pageErrors } = suite;
    const workspace = await signUpAndCreateWorkspace(sut);
    const projectId = await buildProject(workspace.manager.client, 'Read-only study');
    const noteId = await buildNote(workspace.manager.client, projectId, 'Read-only note');
    const viewer = await addMember(sut, workspace, 'VIEWER');
    const origin = suite.originOf(workspace);
    await suite.signIn(viewer, { origin, path: '/projects' });

    await page.getByText('You can read this workspace').waitFor();
    await page.goto(`${origin}/projects/${projectId}`);
    await page.getByRole('heading', { name: 'Read-only study', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Project actions' }).count()).toBe(0);
    await page.goto(`${origin}/data/${noteId}`);
    await page.getByRole('heading', { name: 'Read-only note', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Note actions' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Click to rename/ }).count()).toBe(0);
    await page.goto(`${origin}/settings/trash`);
    await page.getByText('The trash is empty.').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/projects-viewer-trash.png` });
    expect(pageErrors).toEqual([]);
  });
});
