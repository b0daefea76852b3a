import { type Page } from 'playwright-core';
import { seriousAxeViolations } from './axe';
import { eventually } from './eventually';
import {
  type BuiltWorkspace,
  addMember,
  buildNote,
  buildProject,
  expectOk,
  uniqueSuffix,
} from '../api/factories';
import { useBrowserSuite } from './browser-suite';

const SHOTS = '/tmp/project-views-canvas';

/** Where an element sits relative to the canvas board's top-left corner, rounded. */
async function placeOnBoard(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const board = await page.getByTestId('canvas-board').boundingBox();
  const box = await page.locator(selector).first().boundingBox();
  if (!board || !box) throw new Error(`${selector} is not on the board`);
  return { x: Math.round(box.x - board.x), y: Math.round(box.y - board.y) };
}

describe('Project view canvas in the browser', () => {
  const suite = useBrowserSuite({ viewport: { width: 1280, height: 900 } });
  let page: Page;
  let workspace: BuiltWorkspace;
  let origin: string;
  beforeEach(() => ({ page, workspace, origin } = suite));

  async function signIn(account: { email: string; password: string } = workspace.manager): Promise<void> {
    await suite.signIn(account);
  }

  /** A project with a note and two highlights of it, one tagged. */
  async function projectWithHighlights() {
    const client = workspace.manager.client;
    const projectId = await buildProject(client, `Discovery ${uniqueSuffix()}`);
    const text = 'Setup took two weeks. Pricing felt fair for a team of five.';
    const noteId = await buildNote(client, projectId, 'Call with Ana', text);
    const tagId = expectOk(
      await client.gql<{ createTag: { id: string } }>(
        'mutation($input: CreateTagInput!) { createTag(input: $input) { id } }',
        { input: { title: `Onboarding ${uniqueSuffix()}` } },
      ),
    ).createTag.id;
    const highlight = async (quote: string, tagIds: string[]) =>
      expectOk(
        await client.gql<{ createHighlight: { id: string } }>(
          'mutation($input: CreateHighlightInput!) { createHighlight(input: $input) { id } }',
          {
            input: {
              noteId,
              startOffset: text.indexOf(quote),
              endOffset: text.indexOf(quote) + quote.length,
              text: quote,
              tagIds,
            },
          },
        ),
      ).createHighlight.id;
    const setup = await highlight('Setup took two weeks', [tagId]);
    const pricing = await highlight('Pricing felt fair', []);
    return { projectId, setup, pricing };
  }

  it('should place a highlight on a canvas, add a text, and find both in place after a reload', async () => {
    const { projectId, setup, pricing } = await projectWithHighlights();
    await signIn();
    await page.goto(`${origin}/projects/${projectId}`);
    await page.getByRole('button', { name: 'New view' }).click();
    await page.getByLabel('View name').fill('Synthesis');
    await page.getByRole('radio', { name: /^Canvas —/ }).check();
    await page.getByRole('radio', { name: 'Highlights' }).check();
    await page.getByRole('button', { name: 'Create view' }).click();
    await page.waitForURL(/\/projects\/.+\/v\/[0-9a-z-]+-[0-9A-Za-z]{22}$/);
    await page.getByTestId('canvas-empty').waitFor();
    const staged = page.locator(`[data-testid="canvas-staging-item"][data-item-id="${setup}"]`);
    await staged.waitFor();

    // Drag the highlight from the staging list onto the board, 400 px right and 200 px down of its corner.
    const from = await staged.boundingBox();
    const board = await page.getByTestId('canvas-board').boundingBox();
    if (!from || !board) throw new Error('The canvas is not laid out');
    await page.mouse.move(from.x + 40, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 60, from.y + from.height / 2, { steps: 3 });
    await page.mouse.move(board.x + 400, board.y + 200, { steps: 15 });
    await page.mouse.up();
    const card = page.locator(`[data-testid="canvas-card"][data-card-id="${setup}"]`);
    await card.waitFor();
    expect(await card.innerText()).toMatch(/Setup took two weeks[\s\S]*Onboarding[\s\S]*From Call with Ana/);
    const cardPlace = await placeOnBoard(page, `[data-testid="canvas-card"][data-card-id="${setup}"]`);

    // A heading text, typed in place.
    await page.getByRole('button', { name: 'Text', exact: true }).click();
    await page.getByTestId('canvas-text-input').fill('Onboarding is slow');
    await page.getByLabel('Text style').click();
    await page.getByRole('option', { name: 'Heading 2' }).click();
    await page.locator('[data-testid="canvas-text"][data-format="H2"]').waitFor();
    const textPlace = await placeOnBoard(page, '[data-testid="canvas-object-text"]');

    // A group, renamed and made 100 px wider and 60 px taller by its corner handle.
    await page.getByRole('button', { name: 'Group', exact: true }).click();
    await page.getByLabel('Group title').fill('Slow starts');
    const group = page.getByTestId('canvas-object-group');
    await group.getByTestId('canvas-resize').scrollIntoViewIfNeeded();
    const groupBox = await group.boundingBox();
    const handle = await group.getByTestId('canvas-resize').boundingBox();
    if (!groupBox || !handle) throw new Error('The group is not laid out');
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2 + 100, handle.y + handle.height / 2 + 60, { steps: 8 });
    await page.mouse.up();
    await eventually(async () => {
      const box = await group.boundingBox();
      return [box?.width, box?.height];
    }, [groupBox.width + 100, groupBox.height + 60]);
    // From the keyboard: Alt+Right makes it 8 px wider.
    await group.focus();
    await page.keyboard.press('Alt+ArrowRight');
    const resized = await group.boundingBox();
    expect([resized?.width, resized?.height]).toEqual([groupBox.width + 108, groupBox.height + 60]);
    await page.locator('[data-testid="canvas-save-status"][data-status="saved"]').waitFor();
    await page.screenshot({ path: `${SHOTS}-desktop.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.reload();
    await card.waitFor();
    expect(await placeOnBoard(page, `[data-testid="canvas-card"][data-card-id="${setup}"]`)).toEqual(
      cardPlace,
    );
    const text = page.getByTestId('canvas-object-text');
    expect(await text.locator('[data-format="H2"]').innerText()).toBe('Onboarding is slow');
    expect(await placeOnBoard(page, '[data-testid="canvas-object-text"]')).toEqual(textPlace);
    expect(await page.getByTestId('canvas-group-title').innerText()).toBe('Slow starts');
    const groupAfter = await page.getByTestId('canvas-object-group').boundingBox();
    expect([groupAfter?.width, groupAfter?.height]).toEqual([resized?.width, resized?.height]);

    // Keyboard: the card nudged right with an arrow key, then removed with Delete; both saved.
    await page.locator('[data-testid="canvas-object-reference"]').focus();
    await page.keyboard.press('ArrowRight');
    expect(await placeOnBoard(page, `[data-testid="canvas-card"][data-card-id="${setup}"]`)).toEqual({
      x: cardPlace.x + 8,
      y: cardPlace.y,
    });
    await page.keyboard.press('Delete');
    await expect(card.count()).resolves.toBe(0);
    await page.locator('[data-testid="canvas-save-status"][data-status="saved"]').waitFor();
    await page.reload();
    await text.waitFor();
    await expect(card.count()).resolves.toBe(0);

    // From the keyboard: the other highlight's + button places its card.
    await page.getByRole('button', { name: 'Place “Pricing felt fair” on the canvas' }).focus();
    await page.keyboard.press('Enter');
    await page.locator(`[data-testid="canvas-card"][data-card-id="${pricing}"]`).waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Fit' }).click();
    await page.screenshot({ path: `${SHOTS}-phone.png`, fullPage: true });
  });

  it('should show a viewer the canvas to pan and zoom, with no tools, no item list and nothing to drag', async () => {
    const { projectId, setup, pricing } = await projectWithHighlights();
    const client = workspace.manager.client;
    const view = expectOk(
      await client.gql<{ createProjectView: { id: string } }>(
        'mutation($input: CreateProjectViewInput!) { createProjectView(input: $input) { id } }',
        { input: { projectId, title: 'Read-only board', layout: 'CANVAS', objectType: 'HIGHLIGHT' } },
      ),
    ).createProjectView;
    const objects = [
      { kind: 'GROUP', id: 'g', x: 0, y: 0, width: 600, height: 300, title: 'Onboarding', color: '#43a047' },
      { kind: 'REFERENCE', id: 'a', type: 'HIGHLIGHT', objectId: setup, x: 24, y: 60 },
      { kind: 'REFERENCE', id: 'b', type: 'HIGHLIGHT', objectId: pricing, x: 300, y: 60 },
      { kind: 'TEXT', id: 't', x: 0, y: -80, width: 400, text: 'What slows teams down', textFormat: 'H1' },
    ];
    expectOk(
      await client.gql(
        'mutation($input: SaveCanvasObjectsInput!) { saveCanvasObjects(input: $input) { id } }',
        { input: { viewId: view.id, objects: JSON.stringify(objects) } },
      ),
    );
    const viewer = await addMember(suite.sut, workspace, 'VIEWER');
    await signIn(viewer);
    await page.goto(`${origin}/projects/${projectId}/v/${view.id}`);
    await page.locator(`[data-testid="canvas-card"][data-card-id="${pricing}"]`).waitFor();
    expect(await page.getByTestId('canvas-group-title').innerText()).toBe('Onboarding');
    expect(await page.getByTestId('canvas-staging').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Text', exact: true }).count()).toBe(0);
    await page.getByText('You can look at this canvas').waitFor();

    // Dragging a card pans the whole canvas (the card keeps its place in the group) and saves nothing.
    const card = `[data-testid="canvas-card"][data-card-id="${setup}"]`;
    const before = await placeOnBoard(page, card);
    const groupBefore = await placeOnBoard(page, '[data-testid="canvas-object-group"]');
    const box = await page.locator(card).boundingBox();
    if (!box) throw new Error('The card is not laid out');
    await page.mouse.move(box.x + 20, box.y + 10);
    await page.mouse.down();
    await page.mouse.move(box.x + 220, box.y + 110, { steps: 10 });
    await page.mouse.up();
    expect(await placeOnBoard(page, card)).toEqual({ x: before.x + 200, y: before.y + 100 });
    expect(await placeOnBoard(page, '[data-testid="canvas-object-group"]')).toEqual({
      x: groupBefore.x + 200,
      y: groupBefore.y + 100,
    });
    const state = expectOk(
      await client.gql<{ projectView: { state: string } }>(
        'query($id: ID!) { projectView(id: $id) { state } }',
        {
          id: view.id,
        },
      ),
    ).projectView.state;
    expect(JSON.parse(state)).toEqual({ canvas: { objects } });
    await page.getByRole('button', { name: 'Zoom in' }).click();
    expect(await page.getByTestId('canvas-zoom').innerText()).toBe('125%');
    await page.getByRole('button', { name: 'Zoom out' }).click();
    expect(await page.getByTestId('canvas-zoom').innerText()).toBe('100%');

    // Dragging empty space pans too; the wheel zooms in around the pointer, never past 300 %.
    const board = await page.getByTestId('canvas-board').boundingBox();
    if (!board) throw new Error('The board is not laid out');
    const panned = await placeOnBoard(page, card);
    await page.mouse.move(board.x + board.width - 20, board.y + 20);
    await page.mouse.down();
    await page.mouse.move(board.x + board.width - 70, board.y + 50, { steps: 5 });
    await page.mouse.up();
    expect(await placeOnBoard(page, card)).toEqual({ x: panned.x - 50, y: panned.y + 30 });
    await page.mouse.move(board.x + 300, board.y + 300);
    for (let i = 0; i < 10; i++) await page.mouse.wheel(0, -400);
    await eventually(() => page.getByTestId('canvas-zoom').innerText(), '300%');
    await page.getByRole('button', { name: 'Fit' }).click();
    await page.screenshot({ path: `${SHOTS}-viewer.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Fit' }).click();
    await page.screenshot({ path: `${SHOTS}-viewer-phone.png`, fullPage: true });
  });

  it("should say so when the server refuses a save, with the server's reason, and keep the edit on screen", async () => {
    const { projectId } = await projectWithHighlights();
    const client = workspace.manager.client;
    const view = expectOk(
      await client.gql<{ createProjectView: { id: string } }>(
        'mutation($input: CreateProjectViewInput!) { createProjectView(input: $input) { id } }',
        { input: { projectId, title: 'Soon deleted', layout: 'CANVAS', objectType: 'HIGHLIGHT' } },
      ),
    ).createProjectView;
    await signIn();
    await page.goto(`${origin}/projects/${projectId}/v/${view.id}`);
    await page.getByTestId('canvas-empty').waitFor();
    // Someone else deletes the view while it is open here.
    expectOk(await client.gql('mutation($id: ID!) { deleteProjectView(id: $id) }', { id: view.id }));
    await page.getByRole('button', { name: 'Rectangle', exact: true }).click();
    const alert = page.getByTestId('canvas-save-error');
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/The canvas could not be saved: .*not found/i);
    expect(await page.getByTestId('canvas-save-status').innerText()).toBe('Not saved');
    expect(await page.getByTestId('canvas-object-rectangle').count()).toBe(1);
  });
});
