import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
  uniqueSuffix,
} from './factories';
import { ids, searchUntil } from './search-client';

const FIELD = 'id options { id }';
const CREATE = `mutation($input: CreateCustomFieldInput!) { createCustomField(input: $input) { ${FIELD} } }`;
const UPDATE_OPTION = `mutation($input: UpdateCustomFieldOptionInput!) { updateCustomFieldOption(input: $input) { ${FIELD} } }`;
const SET_VALUE =
  'mutation($input: SetCustomFieldValueInput!) { setCustomFieldValue(input: $input) { fieldId } }';
const CLEAR_VALUE =
  'mutation($f: ID!, $t: CustomFieldTarget!, $o: ID!) { clearCustomFieldValue(fieldId: $f, target: $t, objectId: $o) }';

interface FieldData {
  id: string;
  options: { id: string }[];
}

/**
 * Custom field values in search, apart from the rest of the custom fields suite
 * (custom-fields.e2e-spec.ts): the index follows the values through the bus, so this is the part
 * that runs again on NATS JetStream (jest.config.js).
 */
describe('custom fields', () => {
  let sut: TestServer;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  let projectId: string;

  beforeAll(async () => {
    sut = await sharedTestServer();
    const ws: BuiltWorkspace = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
    projectId = await buildProject(contributor.client);
  });
  afterAll(() => sut.close());

  const label = (prefix = 'Field') => `${prefix} ${uniqueSuffix()}`;

  async function createField(input: Record<string, unknown>): Promise<FieldData> {
    return expectOk(
      await contributor.client.gql<{ createCustomField: FieldData }>(CREATE, {
        input: { target: 'NOTE', projectId, ...input },
      }),
    ).createCustomField;
  }
  async function setValue(fieldId: string, objectId: string, value: Record<string, unknown>) {
    return contributor.client.gql(SET_VALUE, { input: { fieldId, target: 'NOTE', objectId, ...value } });
  }

  describe('search', () => {
    it('should find a note by a field value once indexed, follow an option rename and forget a cleared value', async () => {
      const noteId = await buildNote(contributor.client, projectId);
      const word = `zorblax${uniqueSuffix().replace(/[^a-z0-9]/g, '')}`;
      const text = await createField({ label: label('Quote'), type: 'TEXT' });
      expectOk(await setValue(text.id, noteId, { text: `They said ${word} twice` }));
      const byWord = { query: { value: word, method: 'FULL_TEXT' }, types: ['NOTE'] };
      expect(ids(await searchUntil(viewer.client, byWord, (f) => f.total === 1))).toEqual([noteId]);

      const renamed = `quixotic${uniqueSuffix().replace(/[^a-z0-9]/g, '')}`;
      const select = await createField({
        label: label('Tier'),
        type: 'SELECT',
        optionsImport: 'Basic;Premium',
      });
      expectOk(await setValue(select.id, noteId, { optionIds: [select.options[0]!.id] }));
      expectOk(
        await contributor.client.gql(UPDATE_OPTION, {
          input: { fieldId: select.id, optionId: select.options[0]!.id, label: renamed },
        }),
      );
      const byOption = { query: { value: renamed, method: 'FULL_TEXT' }, types: ['NOTE'] };
      expect(ids(await searchUntil(viewer.client, byOption, (f) => f.total === 1))).toEqual([noteId]);

      expectOk(await contributor.client.gql(CLEAR_VALUE, { f: text.id, t: 'NOTE', o: noteId }));
      expect((await searchUntil(viewer.client, byWord, (f) => f.total === 0)).total).toBe(0);
    });
  });
});
