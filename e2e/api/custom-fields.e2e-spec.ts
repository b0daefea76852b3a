import { CUSTOM_FIELD_LIMITS, colorForLabel } from '../../services/core/src';
import { type GraphqlClient, errorCode } from '../../services/all-in-one/src/testing/graphql-client';
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
  sql,
  uniqueSuffix,
} from './factories';

interface FieldData {
  id: string;
  target: string;
  projectId: string | null;
  label: string;
  type: string;
  numberFormat: string | null;
  currencySymbol: string | null;
  maxSelectable: number;
  valueCount: number;
  options: { id: string; label: string; color: string }[];
}
interface ValueData {
  fieldId: string;
  text: string;
  boolean: boolean | null;
  number: number | null;
  date: string | null;
  optionIds: string[] | null;
}
interface Preview {
  affectedCount: number;
  keptCount: number;
  clearedCount: number;
}

const FIELD =
  'id target projectId label type numberFormat currencySymbol maxSelectable valueCount options { id label color }';
const VALUE = 'fieldId text boolean number date optionIds';
const CREATE = `mutation($input: CreateCustomFieldInput!) { createCustomField(input: $input) { ${FIELD} } }`;
const UPDATE = `mutation($input: UpdateCustomFieldInput!) { updateCustomField(input: $input) { ${FIELD} } }`;
const CHANGE_TYPE = `mutation($input: ChangeCustomFieldTypeInput!) { changeCustomFieldType(input: $input) { ${FIELD} } }`;
const DELETE = 'mutation($id: ID!) { deleteCustomField(id: $id) }';
const ADD_OPTIONS = `mutation($input: AddCustomFieldOptionsInput!) { addCustomFieldOptions(input: $input) { ${FIELD} } }`;
const UPDATE_OPTION = `mutation($input: UpdateCustomFieldOptionInput!) { updateCustomFieldOption(input: $input) { ${FIELD} } }`;
const DELETE_OPTION = `mutation($f: ID!, $o: ID!) { deleteCustomFieldOption(fieldId: $f, optionId: $o) { ${FIELD} } }`;
const SET_VALUE = `mutation($input: SetCustomFieldValueInput!) { setCustomFieldValue(input: $input) { ${VALUE} } }`;
const CLEAR_VALUE =
  'mutation($f: ID!, $t: CustomFieldTarget!, $o: ID!) { clearCustomFieldValue(fieldId: $f, target: $t, objectId: $o) }';
const FIELDS = `query($t: CustomFieldTarget!, $p: ID) { customFields(target: $t, projectId: $p) { ${FIELD} } }`;
const VALUES = `query($t: CustomFieldTarget!, $o: ID!) { customFieldValues(target: $t, objectId: $o) { ${VALUE} } }`;
const TYPE_PREVIEW =
  'query($id: ID!, $type: CustomFieldType!) { customFieldTypeChangePreview(id: $id, type: $type) { affectedCount keptCount clearedCount } }';
const OPTION_PREVIEW =
  'query($f: ID!, $o: ID!) { customFieldOptionDeletePreview(fieldId: $f, optionId: $o) { affectedCount keptCount clearedCount } }';

describe('custom fields', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  let projectId: string;

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
    projectId = await buildProject(contributor.client);
  });
  afterAll(() => sut.close());

  const label = (prefix = 'Field') => `${prefix} ${uniqueSuffix()}`;

  async function createField(
    input: Record<string, unknown>,
    client: GraphqlClient = contributor.client,
  ): Promise<FieldData> {
    return expectOk(
      await client.gql<{ createCustomField: FieldData }>(CREATE, {
        input: { target: 'NOTE', projectId, ...input },
      }),
    ).createCustomField;
  }
  async function setValue(
    fieldId: string,
    objectId: string,
    value: Record<string, unknown>,
    target = 'NOTE',
  ) {
    return contributor.client.gql<{ setCustomFieldValue: ValueData }>(SET_VALUE, {
      input: { fieldId, target, objectId, ...value },
    });
  }
  async function valuesOf(objectId: string, target = 'NOTE'): Promise<ValueData[]> {
    return expectOk(
      await viewer.client.gql<{ customFieldValues: ValueData[] }>(VALUES, { t: target, o: objectId }),
    ).customFieldValues;
  }
  async function outboxCount(subject: string): Promise<number> {
    const [row] = await sql<{ n: string }>(
      sut,
      'select count(*) as n from regional.outbox_events where workspace_id = ? and subject = ?',
      [ws.id, subject],
    );
    return Number(row?.n ?? 0);
  }
  async function fieldRowCount(): Promise<number> {
    const [team] = await sql<{ schema_name: string }>(
      sut,
      'select schema_name from control.teams where id = ?',
      [ws.id],
    );
    const [row] = await sql<{ n: string }>(
      sut,
      `select count(*) as n from "${team!.schema_name}".custom_fields`,
    );
    return Number(row!.n);
  }
  function expectBadInput(response: { errors?: { message: string }[] }, pattern: RegExp): void {
    expect(errorCode(response as never)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toMatch(pattern);
  }

  describe('definitions', () => {
    it('should create, list, rename and delete a project field and write an event for each', async () => {
      const before = await outboxCount('custom_field.created');
      const field = await createField({ label: `  ${'Segment'} `, type: 'TEXT' });
      expect(field).toMatchObject({ label: 'Segment', type: 'TEXT', projectId, valueCount: 0 });
      expect(await outboxCount('custom_field.created')).toBe(before + 1);
      const listed = expectOk(
        await viewer.client.gql<{ customFields: FieldData[] }>(FIELDS, { t: 'NOTE', p: projectId }),
      );
      expect(listed.customFields.map((f) => f.id)).toContain(field.id);
      const workspaceOnly = expectOk(
        await viewer.client.gql<{ customFields: FieldData[] }>(FIELDS, { t: 'NOTE' }),
      );
      expect(workspaceOnly.customFields.map((f) => f.id)).not.toContain(field.id);
      const renamed = expectOk(
        await contributor.client.gql<{ updateCustomField: FieldData }>(UPDATE, {
          input: { id: field.id, label: 'Customer segment' },
        }),
      ).updateCustomField;
      expect(renamed.label).toBe('Customer segment');
      expect(await outboxCount('custom_field.updated')).toBeGreaterThan(0);
      const deletedBefore = await outboxCount('custom_field.deleted');
      expectOk(await ws.manager.client.gql(DELETE, { id: field.id }));
      expect(await outboxCount('custom_field.deleted')).toBe(deletedBefore + 1);
      const after = expectOk(
        await viewer.client.gql<{ customFields: FieldData[] }>(FIELDS, { t: 'NOTE', p: projectId }),
      );
      expect(after.customFields.map((f) => f.id)).not.toContain(field.id);
    });

    it('should refuse a label over 250 characters and accept one of 250', async () => {
      const rows = await fieldRowCount();
      expectBadInput(
        await contributor.client.gql(CREATE, {
          input: { target: 'NOTE', projectId, label: 'x'.repeat(251), type: 'TEXT' },
        }),
        /Field label can be at most 250/,
      );
      expect(await fieldRowCount()).toBe(rows);
      const suffix = uniqueSuffix();
      expect(
        (await createField({ label: `${suffix}${'y'.repeat(250 - suffix.length)}`, type: 'TEXT' })).label,
      ).toHaveLength(250);
    });

    it('should refuse a second field with the same label ignoring case', async () => {
      const name = label('Plan');
      await createField({ label: name, type: 'TEXT' });
      expectBadInput(
        await contributor.client.gql(CREATE, {
          input: { target: 'NOTE', projectId, label: name.toUpperCase(), type: 'NUMBER' },
        }),
        /already exists/,
      );
    });

    it('should refuse a rename to a label the field stands beside, ignoring case, when other projects keep theirs', async () => {
      const rename = (client: GraphqlClient, id: string, to: string) =>
        client.gql<{ updateCustomField: FieldData }>(UPDATE, { input: { id, label: to } });
      const first = await createField({ label: label('First'), type: 'TEXT' });
      const second = await createField({ label: label('Second'), type: 'TEXT' });
      const everywhere = await createField(
        { projectId: null, label: label('Everywhere'), type: 'TEXT' },
        ws.manager.client,
      );
      const elsewhere = await createField({
        projectId: await buildProject(contributor.client),
        label: label('Elsewhere'),
        type: 'TEXT',
      });
      // A project field stands beside its project's fields and the workspace's.
      expectBadInput(
        await rename(contributor.client, second.id, first.label.toUpperCase()),
        /already exists/,
      );
      expectBadInput(await rename(contributor.client, second.id, everywhere.label), /already exists/);
      // Its own label, recased, is no clash.
      expect(
        expectOk(await rename(contributor.client, second.id, second.label.toUpperCase())).updateCustomField
          .label,
      ).toBe(second.label.toUpperCase());
      // Another project's label is free to it; a workspace field shows in every project, so not to that.
      expect(
        expectOk(await rename(contributor.client, second.id, elsewhere.label)).updateCustomField.label,
      ).toBe(elsewhere.label);
      expectBadInput(await rename(ws.manager.client, everywhere.id, first.label), /already exists/);
    });

    it('should keep a number format and currency symbol and refuse them on other types', async () => {
      const field = await createField({
        label: label('ARR'),
        type: 'NUMBER',
        numberFormat: 'currency',
        currencySymbol: '€',
      });
      expect(field).toMatchObject({ numberFormat: 'currency', currencySymbol: '€' });
      const commas = await createField({
        label: label('Seats'),
        type: 'NUMBER',
        numberFormat: 'number_with_commas',
      });
      expect(commas.numberFormat).toBe('number_with_commas');
      expectBadInput(
        await contributor.client.gql(CREATE, {
          input: { target: 'NOTE', projectId, label: label(), type: 'TEXT', numberFormat: 'percent' },
        }),
        /number format/,
      );
      expectBadInput(
        await contributor.client.gql(CREATE, {
          input: {
            target: 'NOTE',
            projectId,
            label: label(),
            type: 'NUMBER',
            numberFormat: 'percent',
            currencySymbol: '$',
          },
        }),
        /currency symbol/i,
      );
      expectBadInput(
        await contributor.client.gql(CREATE, {
          input: {
            target: 'NOTE',
            projectId,
            label: label(),
            type: 'NUMBER',
            numberFormat: 'currency',
            currencySymbol: 'x'.repeat(9),
          },
        }),
        /at most 8/,
      );
    });

    it(`should refuse more than ${CUSTOM_FIELD_LIMITS.fieldsPerScope} note fields in one project`, async () => {
      const crowded = await buildProject(contributor.client);
      const workspaceFields = expectOk(
        await viewer.client.gql<{ customFields: FieldData[] }>(FIELDS, { t: 'NOTE' }),
      ).customFields.length;
      for (let i = workspaceFields; i < CUSTOM_FIELD_LIMITS.fieldsPerScope; i += 1) {
        await createField({ projectId: crowded, label: `F${i}`, type: 'TEXT' });
      }
      expectBadInput(
        await contributor.client.gql(CREATE, {
          input: { target: 'NOTE', projectId: crowded, label: 'One more', type: 'TEXT' },
        }),
        /at most 100/,
      );
    });
  });

  describe('roles', () => {
    it('should let only managers define workspace fields', async () => {
      const rows = await fieldRowCount();
      const refused = await contributor.client.gql(CREATE, {
        input: { target: 'NOTE', label: label(), type: 'TEXT' },
      });
      expect(errorCode(refused)).toBe('FORBIDDEN');
      expect(await fieldRowCount()).toBe(rows);
      const field = await createField(
        { projectId: null, label: label('Workspace'), type: 'TEXT' },
        ws.manager.client,
      );
      expect(field.projectId).toBeNull();
      expect(errorCode(await contributor.client.gql(DELETE, { id: field.id }))).toBe('FORBIDDEN');
      expect(errorCode(await contributor.client.gql(UPDATE, { input: { id: field.id, label: 'x' } }))).toBe(
        'FORBIDDEN',
      );
    });

    it('should refuse every change to a viewer and let the viewer read', async () => {
      const field = await createField({ label: label(), type: 'SELECT', optionsImport: 'A;B' });
      const noteId = await buildNote(contributor.client, projectId);
      const rows = await fieldRowCount();
      const attempts = [
        viewer.client.gql(CREATE, { input: { target: 'NOTE', projectId, label: label(), type: 'TEXT' } }),
        viewer.client.gql(UPDATE, { input: { id: field.id, label: 'x' } }),
        viewer.client.gql(CHANGE_TYPE, { input: { id: field.id, type: 'TEXT' } }),
        viewer.client.gql(DELETE, { id: field.id }),
        viewer.client.gql(ADD_OPTIONS, { input: { fieldId: field.id, optionsImport: 'C' } }),
        viewer.client.gql(UPDATE_OPTION, {
          input: { fieldId: field.id, optionId: field.options[0]!.id, label: 'Z' },
        }),
        viewer.client.gql(DELETE_OPTION, { f: field.id, o: field.options[0]!.id }),
        viewer.client.gql(SET_VALUE, {
          input: { fieldId: field.id, target: 'NOTE', objectId: noteId, optionIds: [field.options[0]!.id] },
        }),
        viewer.client.gql(CLEAR_VALUE, { f: field.id, t: 'NOTE', o: noteId }),
      ];
      for (const response of await Promise.all(attempts)) expect(errorCode(response)).toBe('FORBIDDEN');
      expect(await fieldRowCount()).toBe(rows);
      const read = expectOk(
        await viewer.client.gql<{ customFields: FieldData[] }>(FIELDS, { t: 'NOTE', p: projectId }),
      );
      expect(read.customFields.find((f) => f.id === field.id)?.options).toHaveLength(2);
      expect(await valuesOf(noteId)).toEqual([]);
    });
  });

  describe('select options (spec 000 §5)', () => {
    it('should trim labels, cut them to 50, drop duplicates ignoring case and derive colours', async () => {
      const field = await createField({
        label: label('Platform'),
        type: 'SELECT',
        options: [
          { label: '  Web  ' },
          { label: 'WEB' },
          { label: 'z'.repeat(60) },
          { label: 'iOS', color: 'F80' },
          { label: 'Mac', color: '#00AA11' },
        ],
      });
      expect(field.options.map((o) => o.label)).toEqual(['Web', 'z'.repeat(50), 'iOS', 'Mac']);
      expect(field.options[0]!.color).toBe(colorForLabel('Web'));
      expect(field.options[2]!.color).toBe('#ff8800');
      expect(field.options[3]!.color).toBe('#00aa11');
      expect(field.maxSelectable).toBe(100);
    });

    it('should refuse a colour that is not 3- or 6-digit hex', async () => {
      const rows = await fieldRowCount();
      expectBadInput(
        await contributor.client.gql(CREATE, {
          input: {
            target: 'NOTE',
            projectId,
            label: label(),
            type: 'SELECT',
            options: [{ label: 'A', color: '#abcd' }],
          },
        }),
        /3- or 6-digit hex/,
      );
      expect(await fieldRowCount()).toBe(rows);
    });

    it('should give max selectable 1 to a single option and 100 once there are more', async () => {
      const field = await createField({ label: label('Consent'), type: 'SELECT', optionsImport: 'Given' });
      expect(field.maxSelectable).toBe(1);
      const grown = expectOk(
        await contributor.client.gql<{ addCustomFieldOptions: FieldData }>(ADD_OPTIONS, {
          input: { fieldId: field.id, optionsImport: 'Refused' },
        }),
      ).addCustomFieldOptions;
      expect(grown.maxSelectable).toBe(100);
    });

    it('should import options split on semicolons and merge by label keeping existing ones', async () => {
      const field = await createField({
        label: label('Tier'),
        type: 'SELECT',
        optionsImport: 'Free; Pro ;;Team',
      });
      expect(field.options.map((o) => o.label)).toEqual(['Free', 'Pro', 'Team']);
      const merged = expectOk(
        await contributor.client.gql<{ addCustomFieldOptions: FieldData }>(ADD_OPTIONS, {
          input: {
            fieldId: field.id,
            optionsImport: 'pro;Enterprise',
            options: [{ label: 'FREE', color: '#000' }],
          },
        }),
      ).addCustomFieldOptions;
      expect(merged.options.map((o) => o.label)).toEqual(['Free', 'Pro', 'Team', 'Enterprise']);
      expect(merged.options.slice(0, 3)).toEqual(field.options);
      expect(await outboxCount('custom_field.options_added')).toBeGreaterThan(0);
    });

    it('should accept 750 options in one request and refuse 751', async () => {
      const many = Array.from({ length: 750 }, (_, i) => `Option ${i}`).join(';');
      const field = await createField({ label: label('Many'), type: 'SELECT', optionsImport: many });
      expect(field.options).toHaveLength(750);
      const rows = await fieldRowCount();
      expectBadInput(
        await contributor.client.gql(CREATE, {
          input: {
            target: 'NOTE',
            projectId,
            label: label(),
            type: 'SELECT',
            optionsImport: `${many};Option 750`,
          },
        }),
        /at most 750 options/,
      );
      expect(await fieldRowCount()).toBe(rows);
    });

    it('should refuse options that would make the list longer than 150000 characters', async () => {
      const batch = (n: number) =>
        Array.from({ length: 500 }, (_, i) => `${n}-${i}-${'w'.repeat(40)}`).join(';');
      const field = await createField({ label: label('Long'), type: 'SELECT', optionsImport: batch(1) });
      const second = expectOk(
        await contributor.client.gql<{ addCustomFieldOptions: FieldData }>(ADD_OPTIONS, {
          input: { fieldId: field.id, optionsImport: batch(2) },
        }),
      ).addCustomFieldOptions;
      expect(second.options).toHaveLength(1000);
      expectBadInput(
        await contributor.client.gql(ADD_OPTIONS, { input: { fieldId: field.id, optionsImport: batch(3) } }),
        /150000 characters/,
      );
    });

    it('should refuse options on a field that is not SELECT', async () => {
      expectBadInput(
        await contributor.client.gql(CREATE, {
          input: { target: 'NOTE', projectId, label: label(), type: 'TEXT', optionsImport: 'A;B' },
        }),
        /SELECT/,
      );
    });

    it('should rename and recolour an option and refuse a label another option has', async () => {
      const field = await createField({
        label: label('Stage'),
        type: 'SELECT',
        optionsImport: 'Lead;Customer',
      });
      const [lead, customer] = field.options;
      const updated = expectOk(
        await contributor.client.gql<{ updateCustomFieldOption: FieldData }>(UPDATE_OPTION, {
          input: { fieldId: field.id, optionId: lead!.id, label: ' Prospect ', color: 'abc' },
        }),
      ).updateCustomFieldOption;
      expect(updated.options[0]).toEqual({ id: lead!.id, label: 'Prospect', color: '#aabbcc' });
      expectBadInput(
        await contributor.client.gql(UPDATE_OPTION, {
          input: { fieldId: field.id, optionId: customer!.id, label: 'PROSPECT' },
        }),
        /already has an option/,
      );
    });
  });

  describe('values', () => {
    let noteId: string;
    beforeAll(async () => {
      noteId = await buildNote(contributor.client, projectId);
    });

    const cases: [
      string,
      Record<string, unknown>,
      Record<string, unknown>,
      Record<string, unknown>,
      RegExp,
    ][] = [
      [
        'TEXT',
        { text: 'Line one\nline two' },
        { text: 'Line one\nline two' },
        { text: 'x'.repeat(10300) },
        /at most 10299/,
      ],
      ['NUMBER', { text: '1234.5' }, { number: 1234.5 }, { text: '12abc' }, /must be a number/],
      ['NPS', { text: '9' }, { number: 9 }, { text: '11' }, /0 to 10/],
      [
        'DATETIME',
        { text: '2026-03-01T14:30:00Z' },
        { date: '2026-03-01T14:30:00.000Z' },
        { text: 'yesterday' },
        /ISO 8601/,
      ],
      ['EMAIL', { text: 'Ana@Example.com' }, { text: 'ana@example.com' }, { text: 'ana@' }, /e-mail/],
      ['PHONE', { text: '+1 (555) 010-9999' }, { text: '+1 (555) 010-9999' }, { text: 'ring ring' }, /phone/],
      [
        'URL',
        { text: 'https://example.com/call' },
        { text: 'https://example.com/call' },
        { text: 'ftp://x' },
        /web address/,
      ],
      ['BOOLEAN', { boolean: true }, { boolean: true }, { text: 'maybe' }, /yes or no/],
    ];
    it.each(cases)(
      'should store a valid %s value and refuse an invalid one',
      async (type, good, stored, bad, message) => {
        const field = await createField({ label: label(type), type });
        expect(expectOk(await setValue(field.id, noteId, good)).setCustomFieldValue).toMatchObject(stored);
        const refused = await setValue(field.id, noteId, bad);
        expectBadInput(refused, message);
        expect(refused.errors?.[0]?.message).toContain(field.label);
        expect((await valuesOf(noteId)).find((v) => v.fieldId === field.id)).toMatchObject(stored);
      },
    );

    it('should accept a 10299-character text value', async () => {
      const field = await createField({ label: label('Long text'), type: 'TEXT' });
      expect(
        expectOk(await setValue(field.id, noteId, { text: 'a'.repeat(10299) })).setCustomFieldValue.text,
      ).toHaveLength(10299);
    });

    it('should take a workspace member for PERSON and refuse anyone else', async () => {
      const field = await createField({ label: label('Owner'), type: 'PERSON' });
      expect(expectOk(await setValue(field.id, noteId, { text: viewer.id })).setCustomFieldValue.text).toBe(
        viewer.id,
      );
      expectBadInput(
        await setValue(field.id, noteId, { text: '00000000-0000-4000-8000-000000000000' }),
        /member/,
      );
    });

    it('should refuse more than one option when the field has one, and unknown options', async () => {
      const single = await createField({ label: label('Single'), type: 'SELECT', optionsImport: 'Only' });
      expectOk(await setValue(single.id, noteId, { optionIds: [single.options[0]!.id] }));
      const many = await createField({ label: label('Many'), type: 'SELECT', optionsImport: 'A;B;C' });
      const set = expectOk(
        await setValue(many.id, noteId, { optionIds: [many.options[2]!.id, many.options[0]!.id] }),
      );
      expect(set.setCustomFieldValue).toMatchObject({
        text: 'A; C',
        optionIds: [many.options[0]!.id, many.options[2]!.id],
      });
      expectBadInput(
        await setValue(many.id, noteId, { optionIds: [single.options[0]!.id] }),
        /no such option/,
      );
      // A field with one option takes at most one: two ids of it (deduplicated) are fine, another field's are not.
      expectBadInput(
        await setValue(single.id, noteId, { optionIds: [single.options[0]!.id, many.options[0]!.id] }),
        /takes one option/,
      );
    });

    it('should clear a value, write events for set and clear, and refuse a field of another project', async () => {
      const field = await createField({ label: label('Clear me'), type: 'TEXT' });
      const setBefore = await outboxCount('custom_field_value.set');
      expectOk(await setValue(field.id, noteId, { text: 'hello' }));
      expect(await outboxCount('custom_field_value.set')).toBe(setBefore + 1);
      const clearedBefore = await outboxCount('custom_field_value.cleared');
      expect(
        expectOk(
          await contributor.client.gql<{ clearCustomFieldValue: boolean }>(CLEAR_VALUE, {
            f: field.id,
            t: 'NOTE',
            o: noteId,
          }),
        ).clearCustomFieldValue,
      ).toBe(true);
      expect(await outboxCount('custom_field_value.cleared')).toBe(clearedBefore + 1);
      expect((await valuesOf(noteId)).find((v) => v.fieldId === field.id)).toBeUndefined();
      const otherProject = await buildProject(contributor.client);
      const elsewhere = await createField({
        projectId: otherProject,
        label: label('Elsewhere'),
        type: 'TEXT',
      });
      expectBadInput(await setValue(elsewhere.id, noteId, { text: 'x' }), /does not belong/);
      // A note id asked for as an insight names nothing.
      expect(errorCode(await setValue(field.id, noteId, { text: 'x' }, 'INSIGHT'))).toBe('NOT_FOUND');
    });

    it('should fill an insight field on an insight', async () => {
      const insightId = expectOk(
        await contributor.client.gql<{ createInsight: { id: string } }>(
          'mutation($p: ID!) { createInsight(input: { projectId: $p, title: "Churn" }) { id } }',
          { p: projectId },
        ),
      ).createInsight.id;
      const field = await createField({ target: 'INSIGHT', label: label('Confidence'), type: 'NPS' });
      expectOk(await setValue(field.id, insightId, { text: '7' }, 'INSIGHT'));
      expect(await valuesOf(insightId, 'INSIGHT')).toEqual([
        expect.objectContaining({ fieldId: field.id, number: 7 }),
      ]);
      expectBadInput(await setValue(field.id, noteId, { text: '7' }), /does not belong/);
    });
  });

  describe('people fields', () => {
    const CREATE_PERSON = 'mutation($input: CreatePersonInput!) { createPerson(input: $input) { id } }';
    const MERGE_PEOPLE = 'mutation($k: ID!, $r: ID!) { mergePeople(keepId: $k, removeId: $r) { id } }';
    const DELETE_PERSON = 'mutation($id: ID!) { deletePerson(id: $id) }';
    async function createPerson(name: string): Promise<string> {
      return expectOk(
        await contributor.client.gql<{ createPerson: { id: string } }>(CREATE_PERSON, { input: { name } }),
      ).createPerson.id;
    }
    async function createPeopleField(input: Record<string, unknown>): Promise<FieldData> {
      return createField({ target: 'PERSON', projectId: null, ...input }, ws.manager.client);
    }

    it('should keep a person field workspace-wide and refuse one inside a project', async () => {
      const refused = await ws.manager.client.gql(CREATE, {
        input: { target: 'PERSON', projectId, label: label('Company'), type: 'TEXT' },
      });
      expectBadInput(refused, /People belong to the whole workspace/);
      const field = await createPeopleField({ label: label('Company'), type: 'TEXT' });
      expect(field).toMatchObject({ target: 'PERSON', projectId: null });
      // Asked for from a project (a person seen from a note), the people fields are the workspace's.
      const listed = expectOk(
        await viewer.client.gql<{ customFields: FieldData[] }>(FIELDS, { t: 'PERSON', p: projectId }),
      ).customFields;
      expect(listed.map((f) => f.id)).toContain(field.id);
      expect(listed.every((f) => f.target === 'PERSON' && f.projectId === null)).toBe(true);
    });

    it('should give each person of a people page their field values, and none to a person without', async () => {
      const plan = await createPeopleField({ label: label('Plan'), type: 'TEXT' });
      const tag = uniqueSuffix().replace(/[^a-z0-9]/gi, '');
      const withValue = await createPerson(`Valued ${tag}`);
      const without = await createPerson(`Plain ${tag}`);
      expectOk(await setValue(plan.id, withValue, { text: 'Enterprise' }, 'PERSON'));
      const page = expectOk(
        await viewer.client.gql<{
          people: { nodes: { id: string; fieldValues: { fieldId: string; text: string }[] }[] };
        }>(
          'query($q: String) { people(query: $q, offset: 0, limit: 10, sortBy: NAME, sortDirection: ASC) { nodes { id fieldValues { fieldId text } } } }',
          { q: tag },
        ),
      ).people.nodes;
      expect(page.find((p) => p.id === withValue)?.fieldValues).toEqual([
        { fieldId: plan.id, text: 'Enterprise' },
      ]);
      expect(page.find((p) => p.id === without)?.fieldValues).toEqual([]);
    });

    it('should set, read and clear a person value, refuse a note field on a person, and let no viewer write', async () => {
      const segment = await createPeopleField({
        label: label('Segment'),
        type: 'SELECT',
        options: [{ label: 'Enterprise' }, { label: 'SMB' }],
      });
      const noteField = await createField({ label: label('Stage'), type: 'TEXT' });
      const personId = await createPerson(`Pat ${uniqueSuffix()}`);
      const enterprise = segment.options.find((o) => o.label === 'Enterprise')!;
      const set = expectOk(
        await setValue(segment.id, personId, { optionIds: [enterprise.id] }, 'PERSON'),
      ).setCustomFieldValue;
      expect(set).toMatchObject({ fieldId: segment.id, optionIds: [enterprise.id] });
      expect(await valuesOf(personId, 'PERSON')).toEqual([expect.objectContaining({ fieldId: segment.id })]);

      expectBadInput(await setValue(noteField.id, personId, { text: 'x' }, 'PERSON'), /does not belong/);
      const byViewer = await viewer.client.gql(SET_VALUE, {
        input: { fieldId: segment.id, target: 'PERSON', objectId: personId, optionIds: [enterprise.id] },
      });
      expect(errorCode(byViewer)).toBe('FORBIDDEN');

      expect(
        expectOk(
          await contributor.client.gql<{ clearCustomFieldValue: boolean }>(CLEAR_VALUE, {
            f: segment.id,
            t: 'PERSON',
            o: personId,
          }),
        ).clearCustomFieldValue,
      ).toBe(true);
      expect(await valuesOf(personId, 'PERSON')).toEqual([]);
    });

    it("should keep the kept person's values on a merge and fill the empty ones from the other, and drop values with a deleted person", async () => {
      const role = await createPeopleField({ label: label('Role'), type: 'TEXT' });
      const seats = await createPeopleField({ label: label('Seats'), type: 'NUMBER' });
      const keep = await createPerson(`Keep ${uniqueSuffix()}`);
      const remove = await createPerson(`Remove ${uniqueSuffix()}`);
      expectOk(await setValue(role.id, keep, { text: 'Designer' }, 'PERSON'));
      expectOk(await setValue(role.id, remove, { text: 'Engineer' }, 'PERSON'));
      expectOk(await setValue(seats.id, remove, { text: '40' }, 'PERSON'));

      expectOk(await contributor.client.gql(MERGE_PEOPLE, { k: keep, r: remove }));
      const values = await valuesOf(keep, 'PERSON');
      expect(values.find((v) => v.fieldId === role.id)?.text).toBe('Designer');
      expect(values.find((v) => v.fieldId === seats.id)?.number).toBe(40);

      expectOk(await contributor.client.gql(DELETE_PERSON, { id: keep }));
      const [team] = await sql<{ schema_name: string }>(
        sut,
        'select schema_name from control.teams where id = ?',
        [ws.id],
      );
      const [left] = await sql<{ n: string }>(
        sut,
        `select count(*) as n from "${team!.schema_name}".custom_field_values where person_id in (?, ?)`,
        [keep, remove],
      );
      expect(Number(left!.n)).toBe(0);
    });
  });

  describe('private projects', () => {
    const SET_GENERAL =
      'mutation($p: ID!, $a: GeneralAccess!) { setProjectGeneralAccess(input: { projectId: $p, generalAccess: $a }) { generalAccess } }';
    const SET_PERMISSION =
      'mutation($p: ID!, $s: ID!) { setProjectPermission(input: { projectId: $p, subjectKind: USER, subjectId: $s, permission: READ }) { entries { subjectId } } }';

    it("should hide a private project's fields and values from a member without access and let a reader only read them", async () => {
      const secret = await buildProject(ws.manager.client, `Secret ${uniqueSuffix()}`);
      const noteId = await buildNote(ws.manager.client, secret);
      const field = await createField(
        { projectId: secret, label: 'Secret tier', type: 'SELECT', optionsImport: 'Gold' },
        ws.manager.client,
      );
      expectOk(
        await ws.manager.client.gql(SET_VALUE, {
          input: { fieldId: field.id, target: 'NOTE', objectId: noteId, optionIds: [field.options[0]!.id] },
        }),
      );
      expectOk(await ws.manager.client.gql(SET_GENERAL, { p: secret, a: 'NONE' }));
      // Without access: nothing of it is there, and nothing of it can be changed.
      const hidden = [
        contributor.client.gql(FIELDS, { t: 'NOTE', p: secret }),
        contributor.client.gql(VALUES, { t: 'NOTE', o: noteId }),
        contributor.client.gql(TYPE_PREVIEW, { id: field.id, type: 'TEXT' }),
        contributor.client.gql(OPTION_PREVIEW, { f: field.id, o: field.options[0]!.id }),
        contributor.client.gql(UPDATE, { input: { id: field.id, label: 'Leaked' } }),
        contributor.client.gql(DELETE, { id: field.id }),
        contributor.client.gql(ADD_OPTIONS, { input: { fieldId: field.id, optionsImport: 'Planted' } }),
        contributor.client.gql(CLEAR_VALUE, { f: field.id, t: 'NOTE', o: noteId }),
        contributor.client.gql(CREATE, {
          input: { target: 'NOTE', projectId: secret, label: 'Planted', type: 'TEXT' },
        }),
      ];
      for (const response of await Promise.all(hidden)) {
        expect(errorCode(response)).toBe('NOT_FOUND');
        expect(JSON.stringify(response)).not.toContain('Secret tier');
      }
      // Read access: the fields and values show, changes are refused.
      expectOk(await ws.manager.client.gql(SET_PERMISSION, { p: secret, s: contributor.id }));
      const read = expectOk(
        await contributor.client.gql<{ customFields: FieldData[] }>(FIELDS, { t: 'NOTE', p: secret }),
      );
      expect(read.customFields.map((f) => f.label)).toContain('Secret tier');
      const values = expectOk(
        await contributor.client.gql<{ customFieldValues: ValueData[] }>(VALUES, { t: 'NOTE', o: noteId }),
      );
      expect(values.customFieldValues).toEqual([
        expect.objectContaining({ fieldId: field.id, text: 'Gold' }),
      ]);
      for (const response of await Promise.all([
        contributor.client.gql(UPDATE, { input: { id: field.id, label: 'Leaked' } }),
        contributor.client.gql(CLEAR_VALUE, { f: field.id, t: 'NOTE', o: noteId }),
      ]))
        expect(['FORBIDDEN', 'NOT_FOUND']).toContain(errorCode(response));
      const after = expectOk(
        await ws.manager.client.gql<{ customFields: FieldData[] }>(FIELDS, { t: 'NOTE', p: secret }),
      );
      expect(after.customFields.find((f) => f.id === field.id)).toMatchObject({
        label: 'Secret tier',
        valueCount: 1,
      });
    });
  });

  describe('previews', () => {
    it('should count kept and cleared values before a type change and then do exactly that', async () => {
      const field = await createField({ label: label('Score'), type: 'TEXT' });
      const notes = await Promise.all([1, 2, 3].map(() => buildNote(contributor.client, projectId)));
      await setValue(field.id, notes[0]!, { text: '8' });
      await setValue(field.id, notes[1]!, { text: '10' });
      await setValue(field.id, notes[2]!, { text: 'great' });
      const preview = expectOk(
        await viewer.client.gql<{ customFieldTypeChangePreview: Preview }>(TYPE_PREVIEW, {
          id: field.id,
          type: 'NPS',
        }),
      ).customFieldTypeChangePreview;
      expect(preview).toEqual({ affectedCount: 3, keptCount: 2, clearedCount: 1 });
      expect((await valuesOf(notes[2]!)).map((v) => v.fieldId)).toContain(field.id);
      const changed = expectOk(
        await contributor.client.gql<{ changeCustomFieldType: FieldData }>(CHANGE_TYPE, {
          input: { id: field.id, type: 'NPS' },
        }),
      ).changeCustomFieldType;
      expect(changed).toMatchObject({ type: 'NPS', valueCount: 2 });
      expect((await valuesOf(notes[0]!)).find((v) => v.fieldId === field.id)?.number).toBe(8);
      expect((await valuesOf(notes[2]!)).map((v) => v.fieldId)).not.toContain(field.id);
      expect(await outboxCount('custom_field.type_changed')).toBeGreaterThan(0);
    });

    it('should count values that lose an option before deleting it and then do exactly that', async () => {
      const field = await createField({
        label: label('Device'),
        type: 'SELECT',
        optionsImport: 'Phone;Tablet;Laptop',
      });
      const [phone, tablet] = field.options;
      const notes = await Promise.all([1, 2, 3].map(() => buildNote(contributor.client, projectId)));
      await setValue(field.id, notes[0]!, { optionIds: [phone!.id] });
      await setValue(field.id, notes[1]!, { optionIds: [phone!.id, tablet!.id] });
      await setValue(field.id, notes[2]!, { optionIds: [tablet!.id] });
      const preview = expectOk(
        await viewer.client.gql<{ customFieldOptionDeletePreview: Preview }>(OPTION_PREVIEW, {
          f: field.id,
          o: phone!.id,
        }),
      ).customFieldOptionDeletePreview;
      expect(preview).toEqual({ affectedCount: 2, keptCount: 1, clearedCount: 1 });
      const after = expectOk(
        await contributor.client.gql<{ deleteCustomFieldOption: FieldData }>(DELETE_OPTION, {
          f: field.id,
          o: phone!.id,
        }),
      ).deleteCustomFieldOption;
      expect(after.options.map((o) => o.label)).toEqual(['Tablet', 'Laptop']);
      expect(after.valueCount).toBe(2);
      expect((await valuesOf(notes[0]!)).map((v) => v.fieldId)).not.toContain(field.id);
      expect((await valuesOf(notes[1]!)).find((v) => v.fieldId === field.id)).toMatchObject({
        text: 'Tablet',
        optionIds: [tablet!.id],
      });
    });
  });
});
