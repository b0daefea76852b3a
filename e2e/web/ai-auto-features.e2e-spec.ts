import { eventually } from '../api/collaboration-client';
import { addMember, buildNote, buildProject, expectOk } from '../api/factories';
import { useBrowserSuite } from './browser-suite';

const SCREENSHOTS = '/tmp';

const CALL = [
  'Interviewer: Thanks for joining, how do you share research today?',
  'Dana: We paste every quote into a spreadsheet, and the spreadsheet gets out of date within a week.',
  'Dana: Write to dana.reyes@example.com or call +1 415 555 0132 if you need the old files.',
  'Dana: I spend two hours every Friday cleaning the spreadsheet before the team meeting.',
].join('\n');

describe('AI auto features in the browser', () => {
  const suite = useBrowserSuite({ viewport: { width: 1280, height: 900 } });

  it('should show a member the personal data found in their note to redact or keep, and the suggested summary to generate', async () => {
    const { workspace } = suite;
    const manager = workspace.manager.client;
    // The suite's workspace may be shared with other files: generative AI starts on here, whatever it was.
    expectOk(
      await manager.gql(
        'mutation { updateAiSettings(input: { generativeAiEnabled: true }) { generativeAiEnabled } }',
      ),
    );
    const member = await addMember(suite.sut, workspace, 'CONTRIBUTOR');
    const projectId = await buildProject(manager, 'Customer calls');
    for (const feature of ['redact', 'summarize'])
      expectOk(
        await manager.gql(
          'mutation($input: UpdateAiAutoFeatureInput!) { updateAiAutoFeature(input: $input) { feature } }',
          { input: { projectId, feature, mode: 'Suggest' } },
        ),
      );
    const noteId = await buildNote(member.client, projectId, 'Call with Dana', CALL);
    // The job runs once the note has stayed unchanged (1 s on the test server).
    await eventually(async () => {
      const found = expectOk(
        await member.client.gql<{ noteRedactionSuggestions: { suggestions: { id: string }[] } }>(
          'query($id: ID!) { noteRedactionSuggestions(noteId: $id) { suggestions { id } } }',
          { id: noteId },
        ),
      );
      return found.noteRedactionSuggestions.suggestions.length === 2;
    }, 20_000);

    const page = await suite.signIn(member, { path: `/data/${noteId}` });
    const panel = page.getByTestId('redactions-panel');
    await panel.getByText('E-mail address').waitFor();
    await panel.getByText('Phone number').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-ai-redactions-1280.png`, fullPage: true });
    await panel.getByRole('button', { name: 'Redact “dana.reyes@example.com”' }).click();
    const text = page.getByTestId('note-text');
    await text.getByText('[email redacted]', { exact: false }).waitFor();
    expect(await text.innerText()).not.toContain('dana.reyes@example.com');
    await panel.getByRole('button', { name: 'Keep “+1 415 555 0132”' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(await text.innerText()).toContain('+1 415 555 0132');

    // The Summary tab offers the project's default framework (Summary until someone sets one).
    await page.getByRole('tab', { name: 'Summary' }).click();
    const offer = page.getByTestId('suggested-summary');
    await offer.getByText(/is suggested for this note/).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-ai-suggested-summary.png`, fullPage: true });
    await offer.getByRole('button', { name: 'Generate suggested summary' }).click();
    await page.getByTestId('summary-provenance').waitFor();
    await offer.waitFor({ state: 'detached' });
    expect(suite.pageErrors).toEqual([]);
  }, 120_000);
});
