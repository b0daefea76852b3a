import { MAX_LENGTH } from '../../services/core/src/rules/limits';
import { type GraphqlClient, errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { MAX_IMPORT_ROWS } from '../../services/api/src/modules/people';
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
import { searchUntil } from './search-client';

interface PersonData {
  id: string;
  name: string;
  email: string | null;
  noteCount: number;
  highlightCount: number;
}

const PERSON_FIELDS = 'id name email noteCount highlightCount';
const CREATE = `mutation($input: CreatePersonInput!) { createPerson(input: $input) { ${PERSON_FIELDS} } }`;
const UPDATE = `mutation($input: UpdatePersonInput!) { updatePerson(input: $input) { ${PERSON_FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deletePerson(id: $id) }';
const MERGE = `mutation($k: ID!, $r: ID!) { mergePeople(keepId: $k, removeId: $r) { ${PERSON_FIELDS} } }`;
const IMPORT = `mutation($input: ImportPeopleInput!) { importPeople(input: $input) { importedCount rejected { rowNumber field reason } } }`;
const LINK = `mutation($n: ID!, $p: ID!) { linkPersonToNote(noteId: $n, personId: $p) { ${PERSON_FIELDS} } }`;
const UNLINK = 'mutation($n: ID!, $p: ID!) { unlinkPersonFromNote(noteId: $n, personId: $p) }';
const PERSON = `query($id: ID!) { person(id: $id) { ${PERSON_FIELDS} } }`;
const NOTE_PEOPLE = `query($id: ID!) { notePeople(noteId: $id) { ${PERSON_FIELDS} } }`;
const PERSON_NOTES = 'query($id: ID!) { personNotes(personId: $id) { id title } }';
const PERSON_HIGHLIGHTS = 'query($id: ID!) { personHighlights(personId: $id) { id text noteId } }';
const LIST = `query($offset: Int, $limit: Int, $sortBy: PersonSortField, $sortDirection: SortDirection, $query: String, $filters: [PersonFilterInput!]) {
  people(offset: $offset, limit: $limit, sortBy: $sortBy, sortDirection: $sortDirection, query: $query, filters: $filters) {
    totalCount nodes { ${PERSON_FIELDS} } } }`;

describe('people', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  let schemaName: string;

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
    const [team] = await sql<{ schema_name: string }>(
      sut,
      'select schema_name from control.teams where id = ?',
      [ws.id],
    );
    schemaName = team.schema_name;
  });
  afterAll(() => sut.close());

  /** A fresh tag for names and addresses, so tests sharing the workspace never collide. */
  function tag(): string {
    return uniqueSuffix().replace(/[^a-z0-9]/gi, '');
  }
  async function createPerson(input: Record<string, unknown>, client: GraphqlClient = contributor.client) {
    return expectOk(await client.gql<{ createPerson: PersonData }>(CREATE, { input })).createPerson;
  }
  async function getPerson(id: string): Promise<PersonData> {
    return expectOk(await viewer.client.gql<{ person: PersonData }>(PERSON, { id })).person;
  }
  async function peopleCount(): Promise<number> {
    const [row] = await sql<{ n: string }>(sut, `select count(*) as n from "${schemaName}".people`);
    return Number(row.n);
  }
  async function outboxSubjects(): Promise<string[]> {
    const rows = await sql<{ subject: string }>(
      sut,
      'select subject from regional.outbox_events where workspace_id = ? order by occurred_at',
      [ws.id],
    );
    return rows.map((r) => r.subject);
  }
  async function noteWithHighlight(): Promise<{ noteId: string; highlightId: string }> {
    const projectId = await buildProject(contributor.client);
    const text = 'Onboarding took weeks and support was slow.';
    const noteId = await buildNote(contributor.client, projectId, `Interview ${tag()}`, text);
    const highlight = expectOk(
      await contributor.client.gql<{ createHighlight: { id: string } }>(
        'mutation($input: CreateHighlightInput!) { createHighlight(input: $input) { id } }',
        { input: { noteId, startOffset: 0, endOffset: 20, text: text.slice(0, 20), tagIds: [] } },
      ),
    ).createHighlight;
    return { noteId, highlightId: highlight.id };
  }

  describe('createPerson', () => {
    it('should create a person with a trimmed name and e-mail and write person.created', async () => {
      const t = tag();
      const person = await createPerson({ name: `  Ada ${t} `, email: ` ada.${t}@example.org ` });
      expect(person).toMatchObject({ name: `Ada ${t}`, email: `ada.${t}@example.org`, noteCount: 0 });
      expect(await getPerson(person.id)).toMatchObject({ name: `Ada ${t}` });
      expect(await outboxSubjects()).toContain('person.created');
    });

    it('should refuse a second person with the same e-mail in another case and create nothing', async () => {
      const t = tag();
      await createPerson({ name: 'First', email: `same.${t}@example.org` });
      const before = await peopleCount();
      const response = await contributor.client.gql(CREATE, {
        input: { name: 'Second', email: `SAME.${t}@Example.org` },
      });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toMatch(/already exists/);
      expect(await peopleCount()).toBe(before);
    });

    it.each([
      [
        'a name longer than 300 characters',
        { name: 'x'.repeat(MAX_LENGTH.personName + 1) },
        /Name can be at most 300/,
      ],
      [
        'an e-mail longer than 320 characters',
        { name: 'Long', email: `${'a'.repeat(MAX_LENGTH.personEmail)}@example.org` },
        /E-mail can be at most 320/,
      ],
      ['an invalid e-mail address', { name: 'Bad', email: 'not-an-address' }, /not a valid e-mail/],
      ['neither a name nor an e-mail', { name: '  ', email: '' }, /needs a name or an e-mail/],
    ])('should refuse %s with BAD_USER_INPUT and create nothing', async (_what, input, message) => {
      const before = await peopleCount();
      const response = await contributor.client.gql(CREATE, { input });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toMatch(message);
      expect(await peopleCount()).toBe(before);
    });

    it('should accept a name of exactly 300 and an e-mail of exactly 320 characters', async () => {
      const local = 'b'.repeat(MAX_LENGTH.personEmail - '@example.org'.length - 5) + tag().slice(0, 5);
      const email = `${local.padEnd(MAX_LENGTH.personEmail - '@example.org'.length, 'c')}@example.org`;
      expect(email).toHaveLength(MAX_LENGTH.personEmail);
      const person = await createPerson({ name: 'n'.repeat(MAX_LENGTH.personName), email });
      expect(person.name).toHaveLength(MAX_LENGTH.personName);
    });

    it('should refuse a viewer with FORBIDDEN and create nothing', async () => {
      const before = await peopleCount();
      const response = await viewer.client.gql(CREATE, { input: { name: 'Viewer made' } });
      expect(errorCode(response)).toBe('FORBIDDEN');
      expect(await peopleCount()).toBe(before);
    });

    it('should create a person already linked to a note when noteId is given', async () => {
      const { noteId } = await noteWithHighlight();
      const person = await createPerson({ name: `Inline ${tag()}`, noteId });
      expect(person).toMatchObject({ noteCount: 1, highlightCount: 1 });
      const people = expectOk(
        await viewer.client.gql<{ notePeople: PersonData[] }>(NOTE_PEOPLE, { id: noteId }),
      );
      expect(people.notePeople.map((p) => p.id)).toEqual([person.id]);
    });
  });

  describe('updatePerson and deletePerson', () => {
    it('should rename, change and clear the e-mail and write person.updated', async () => {
      const t = tag();
      const person = await createPerson({ name: `Old ${t}`, email: `old.${t}@example.org` });
      const renamed = expectOk(
        await contributor.client.gql<{ updatePerson: PersonData }>(UPDATE, {
          input: { id: person.id, name: `New ${t}` },
        }),
      ).updatePerson;
      expect(renamed).toMatchObject({ name: `New ${t}`, email: `old.${t}@example.org` });
      const cleared = expectOk(
        await contributor.client.gql<{ updatePerson: PersonData }>(UPDATE, {
          input: { id: person.id, email: '' },
        }),
      ).updatePerson;
      expect(cleared.email).toBeNull();
      expect(await outboxSubjects()).toContain('person.updated');
    });

    it("should refuse taking another person's e-mail and leave the person unchanged", async () => {
      const t = tag();
      await createPerson({ name: 'Holder', email: `taken.${t}@example.org` });
      const other = await createPerson({ name: `Other ${t}`, email: `other.${t}@example.org` });
      const response = await contributor.client.gql(UPDATE, {
        input: { id: other.id, name: 'Changed', email: `Taken.${t}@example.org` },
      });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(await getPerson(other.id)).toMatchObject({
        name: `Other ${t}`,
        email: `other.${t}@example.org`,
      });
    });

    it('should refuse a name over 300 characters on update and change nothing', async () => {
      const person = await createPerson({ name: `Keep ${tag()}` });
      const response = await contributor.client.gql(UPDATE, {
        input: { id: person.id, name: 'y'.repeat(MAX_LENGTH.personName + 1) },
      });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect((await getPerson(person.id)).name).toBe(person.name);
    });

    it('should refuse a viewer updating or deleting with FORBIDDEN', async () => {
      const person = await createPerson({ name: `Guarded ${tag()}` });
      expect(errorCode(await viewer.client.gql(UPDATE, { input: { id: person.id, name: 'x' } }))).toBe(
        'FORBIDDEN',
      );
      expect(errorCode(await viewer.client.gql(DELETE, { id: person.id }))).toBe('FORBIDDEN');
      expect((await getPerson(person.id)).name).toBe(person.name);
    });

    it('should delete a person, keep their notes and write person.deleted', async () => {
      const { noteId } = await noteWithHighlight();
      const person = await createPerson({ name: `Gone ${tag()}`, noteId });
      expectOk(await contributor.client.gql(DELETE, { id: person.id }));
      expect(errorCode(await viewer.client.gql(PERSON, { id: person.id }))).toBe('NOT_FOUND');
      expect(
        expectOk(await viewer.client.gql<{ notePeople: PersonData[] }>(NOTE_PEOPLE, { id: noteId }))
          .notePeople,
      ).toEqual([]);
      expect(await outboxSubjects()).toContain('person.deleted');
    });
  });

  describe('links to notes', () => {
    it("should link and unlink a person and show the note and its highlights on the person's page", async () => {
      const { noteId, highlightId } = await noteWithHighlight();
      const person = await createPerson({ name: `Linked ${tag()}` });
      const linked = expectOk(
        await contributor.client.gql<{ linkPersonToNote: PersonData }>(LINK, { n: noteId, p: person.id }),
      ).linkPersonToNote;
      expect(linked).toMatchObject({ noteCount: 1, highlightCount: 1 });
      // Linking twice changes nothing.
      expectOk(await contributor.client.gql(LINK, { n: noteId, p: person.id }));
      const notes = expectOk(
        await viewer.client.gql<{ personNotes: { id: string }[] }>(PERSON_NOTES, { id: person.id }),
      );
      expect(notes.personNotes.map((n) => n.id)).toEqual([noteId]);
      const highlights = expectOk(
        await viewer.client.gql<{ personHighlights: { id: string }[] }>(PERSON_HIGHLIGHTS, { id: person.id }),
      );
      expect(highlights.personHighlights.map((h) => h.id)).toEqual([highlightId]);
      expectOk(await contributor.client.gql(UNLINK, { n: noteId, p: person.id }));
      expect(await getPerson(person.id)).toMatchObject({ noteCount: 0, highlightCount: 0 });
      const subjects = await outboxSubjects();
      expect(subjects).toContain('person.linked');
      expect(subjects).toContain('person.unlinked');
    });

    it('should refuse a viewer linking with FORBIDDEN and leave the note without the person', async () => {
      const { noteId } = await noteWithHighlight();
      const person = await createPerson({ name: `Unlinked ${tag()}` });
      expect(errorCode(await viewer.client.gql(LINK, { n: noteId, p: person.id }))).toBe('FORBIDDEN');
      expect((await getPerson(person.id)).noteCount).toBe(0);
    });

    it('should answer NOT_FOUND for a missing person or note', async () => {
      const { noteId } = await noteWithHighlight();
      const missing = '3f0e1c8a-1111-4a2b-9c3d-123456789abc';
      expect(errorCode(await contributor.client.gql(LINK, { n: noteId, p: missing }))).toBe('NOT_FOUND');
      const person = await createPerson({ name: `Lonely ${tag()}` });
      expect(errorCode(await contributor.client.gql(LINK, { n: missing, p: person.id }))).toBe('NOT_FOUND');
    });
  });

  describe('private projects', () => {
    it("should neither count nor list a private project's notes and highlights for a member without access", async () => {
      const { noteId, highlightId } = await noteWithHighlight();
      const person = await createPerson({ name: `Private ${tag()}`, noteId });
      const [note] = await sql<{ project_id: string }>(
        sut,
        `select project_id from "${schemaName}".notes where id = ?`,
        [noteId],
      );
      expectOk(
        await ws.manager.client.gql(
          'mutation($p: ID!) { setProjectGeneralAccess(input: { projectId: $p, generalAccess: NONE }) { projectId } }',
          { p: note.project_id },
        ),
      );
      expect(await getPerson(person.id)).toMatchObject({ noteCount: 0, highlightCount: 0 });
      expect(
        expectOk(await viewer.client.gql<{ personNotes: { id: string }[] }>(PERSON_NOTES, { id: person.id }))
          .personNotes,
      ).toEqual([]);
      expect(
        expectOk(
          await viewer.client.gql<{ personHighlights: { id: string }[] }>(PERSON_HIGHLIGHTS, {
            id: person.id,
          }),
        ).personHighlights,
      ).toEqual([]);
      expect(errorCode(await viewer.client.gql(NOTE_PEOPLE, { id: noteId }))).toBe('NOT_FOUND');
      // The project's manager-side view is unchanged.
      const managerView = expectOk(
        await ws.manager.client.gql<{ personHighlights: { id: string }[] }>(PERSON_HIGHLIGHTS, {
          id: person.id,
        }),
      );
      expect(managerView.personHighlights.map((h) => h.id)).toEqual([highlightId]);
    });
  });

  describe('mergePeople', () => {
    it('should move every note link to the kept person, keep shared notes once, fill the empty e-mail and delete the other', async () => {
      const t = tag();
      const a = await noteWithHighlight();
      const b = await noteWithHighlight();
      const shared = await noteWithHighlight();
      const keep = await createPerson({ name: `Keep ${t}`, noteId: a.noteId });
      const remove = await createPerson({
        name: `Dup ${t}`,
        email: `dup.${t}@example.org`,
        noteId: b.noteId,
      });
      for (const id of [keep.id, remove.id])
        expectOk(await contributor.client.gql(LINK, { n: shared.noteId, p: id }));
      const merged = expectOk(
        await contributor.client.gql<{ mergePeople: PersonData }>(MERGE, { k: keep.id, r: remove.id }),
      ).mergePeople;
      expect(merged).toMatchObject({
        id: keep.id,
        name: `Keep ${t}`,
        email: `dup.${t}@example.org`,
        noteCount: 3,
      });
      expect(errorCode(await viewer.client.gql(PERSON, { id: remove.id }))).toBe('NOT_FOUND');
      const notes = expectOk(
        await viewer.client.gql<{ personNotes: { id: string }[] }>(PERSON_NOTES, { id: keep.id }),
      );
      expect(notes.personNotes.map((n) => n.id).sort()).toEqual([a.noteId, b.noteId, shared.noteId].sort());
      expect(await outboxSubjects()).toContain('people.merged');
    });

    it('should refuse merging a person into themselves and a viewer merging, changing nothing', async () => {
      const one = await createPerson({ name: `Self ${tag()}` });
      const two = await createPerson({ name: `Two ${tag()}` });
      expect(errorCode(await contributor.client.gql(MERGE, { k: one.id, r: one.id }))).toBe('BAD_USER_INPUT');
      expect(errorCode(await viewer.client.gql(MERGE, { k: one.id, r: two.id }))).toBe('FORBIDDEN');
      expect((await getPerson(two.id)).id).toBe(two.id);
    });
  });

  describe('importPeople', () => {
    it('should create the valid rows and report each refused row with its reason', async () => {
      const t = tag();
      await createPerson({ name: 'Existing', email: `existing.${t}@example.org` });
      const before = await peopleCount();
      const result = expectOk(
        await contributor.client.gql<{
          importPeople: {
            importedCount: number;
            rejected: { rowNumber: number; field: string; reason: string }[];
          };
        }>(IMPORT, {
          input: {
            rows: [
              { rowNumber: 2, name: `Grace ${t}`, email: `grace.${t}@example.org` },
              { rowNumber: 3, name: `Linus ${t}`, email: 'not-an-email' },
              { rowNumber: 4, name: 'z'.repeat(MAX_LENGTH.personName + 1), email: '' },
              { rowNumber: 5, name: 'Again', email: `GRACE.${t}@example.org` },
              { rowNumber: 6, name: 'Known', email: `existing.${t}@example.org` },
              { rowNumber: 7, name: `Margaret ${t}`, email: null },
            ],
          },
        }),
      ).importPeople;
      expect(result.importedCount).toBe(2);
      expect(result.rejected).toEqual([
        { rowNumber: 3, field: 'email', reason: expect.stringMatching(/not a valid e-mail/) },
        { rowNumber: 4, field: 'name', reason: expect.stringMatching(/at most 300/) },
        { rowNumber: 5, field: 'email', reason: expect.stringMatching(/row 2/) },
        { rowNumber: 6, field: 'email', reason: expect.stringMatching(/already exists/) },
      ]);
      expect(await peopleCount()).toBe(before + 2);
      expect(await outboxSubjects()).toContain('people.imported');
    });

    it(`should refuse more than ${MAX_IMPORT_ROWS} rows in one call and create nothing`, async () => {
      const before = await peopleCount();
      const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => ({
        rowNumber: i + 2,
        name: `P${i}`,
      }));
      const response = await contributor.client.gql(IMPORT, { input: { rows } });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(await peopleCount()).toBe(before);
    });

    it('should refuse a viewer importing with FORBIDDEN', async () => {
      const before = await peopleCount();
      const response = await viewer.client.gql(IMPORT, { input: { rows: [{ rowNumber: 2, name: 'V' }] } });
      expect(errorCode(response)).toBe('FORBIDDEN');
      expect(await peopleCount()).toBe(before);
    });
  });

  describe('people list', () => {
    it('should page, sort, search and filter on the server', async () => {
      const t = tag();
      const names = ['Carla', 'alice', 'Bob'].map((n) => `${n} ${t}`);
      for (const [i, name] of names.entries())
        await createPerson({ name, email: i === 2 ? null : `${name.split(' ')[0]}.${t}@example.org` });
      const list = async (variables: Record<string, unknown>) =>
        expectOk(
          await viewer.client.gql<{ people: { totalCount: number; nodes: PersonData[] } }>(LIST, {
            query: t,
            ...variables,
          }),
        ).people;
      const asc = await list({ sortBy: 'NAME', sortDirection: 'ASC' });
      expect(asc.totalCount).toBe(3);
      expect(asc.nodes.map((p) => p.name)).toEqual([`alice ${t}`, `Bob ${t}`, `Carla ${t}`]);
      const page2 = await list({ sortBy: 'NAME', sortDirection: 'DESC', offset: 1, limit: 1 });
      expect(page2).toMatchObject({ totalCount: 3, nodes: [{ name: `Bob ${t}` }] });
      const noEmail = await list({ filters: [{ field: 'EMAIL', operator: 'IS_EMPTY' }] });
      expect(noEmail.nodes.map((p) => p.name)).toEqual([`Bob ${t}`]);
      const notCarla = await list({
        filters: [{ field: 'NAME', operator: 'DOES_NOT_CONTAIN', value: 'carla' }],
      });
      expect(notCarla.totalCount).toBe(2);
    });

    it('should sort by note count', async () => {
      const t = tag();
      const { noteId } = await noteWithHighlight();
      await createPerson({ name: `Quiet ${t}` });
      await createPerson({ name: `Busy ${t}`, noteId });
      const people = expectOk(
        await viewer.client.gql<{ people: { nodes: PersonData[] } }>(LIST, {
          query: t,
          sortBy: 'NOTE_COUNT',
          sortDirection: 'DESC',
        }),
      ).people;
      expect(people.nodes.map((p) => p.name)).toEqual([`Busy ${t}`, `Quiet ${t}`]);
    });

    it('should refuse a limit over 1000 and a search text over 2000 characters', async () => {
      expect(errorCode(await viewer.client.gql(LIST, { limit: 1001 }))).toBe('BAD_USER_INPUT');
      expect(errorCode(await viewer.client.gql(LIST, { query: 'q'.repeat(2001) }))).toBe('BAD_USER_INPUT');
    });
  });

  describe('search', () => {
    it("should find people by name and e-mail on the search page's People tab, and lose the merged and deleted ones", async () => {
      const t = tag();
      const keep = await createPerson({ name: `Searchable ${t}` });
      const dup = await createPerson({ name: `Doppel ${t}`, email: `doppel.${t}@example.org` });
      const byName = await searchUntil(
        viewer.client,
        { types: ['PERSON'], query: { value: `Searchable ${t}` } },
        (f) => f.total === 1,
      );
      expect(byName.items.map((i) => i.id)).toEqual([keep.id]);
      await searchUntil(
        viewer.client,
        { types: ['PERSON'], query: { value: `doppel.${t}` } },
        (f) => f.total === 1,
      );
      expectOk(await contributor.client.gql(MERGE, { k: keep.id, r: dup.id }));
      const afterMerge = await searchUntil(
        viewer.client,
        { types: ['PERSON'], query: { value: t } },
        (f) => f.total === 1 && f.items[0]?.id === keep.id,
      );
      expect(afterMerge.items.map((i) => i.id)).toEqual([keep.id]);
      expectOk(await contributor.client.gql(DELETE, { id: keep.id }));
      const afterDelete = await searchUntil(
        viewer.client,
        { types: ['PERSON'], query: { value: t } },
        (f) => f.total === 0,
      );
      expect(afterDelete.total).toBe(0);
    });
  });
});
