import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
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
  workspaceSchema,
} from './factories';
import { BILLING_ON_ENV } from './plan-limits';

const FIELDS = `id shortId type title description content contentJson
  projectStructure { summary tags { title color } fields { target label type optionCount } }`;
const CREATE_INSIGHT_TEMPLATE = `mutation($i: CreateInsightTemplateInput!) { createInsightTemplate(input: $i) { ${FIELDS} } }`;
const CREATE_PROJECT_TEMPLATE = `mutation($i: CreateProjectTemplateInput!) { createProjectTemplate(input: $i) { ${FIELDS} } }`;
const UPDATE = `mutation($i: UpdateWorkspaceTemplateInput!) { updateWorkspaceTemplate(input: $i) { ${FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteWorkspaceTemplate(id: $id) }';
const LIST = `query($t: WorkspaceTemplateType) { workspaceTemplates(type: $t) { id type title } }`;
const PROJECT_FROM = `mutation($i: CreateProjectFromTemplateInput!) { createProjectFromTemplate(input: $i) { id title summary } }`;
const INSIGHT_FROM = `mutation($i: CreateInsightFromTemplateInput!) { createInsightFromTemplate(input: $i) { id title content projectId } }`;

interface Template {
  id: string;
  shortId: string;
  type: string;
  title: string;
  description: string;
  content: string;
  contentJson: string | null;
  projectStructure: {
    summary: string | null;
    tags: { title: string; color: string }[];
    fields: { target: string; label: string; type: string; optionCount: number }[];
  } | null;
}

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const doc = (...content: unknown[]) => JSON.stringify({ type: 'doc', content });

describe('workspace templates', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
  }, 120_000);
  afterAll(() => sut.close());

  async function templateCount(): Promise<number> {
    const schema = await workspaceSchema(sut, ws);
    const [row] = await sql<{ n: number }>(
      sut,
      `select count(*)::int as n from "${schema}".workspace_templates`,
    );
    return row!.n;
  }
  async function events(subject: string): Promise<Record<string, unknown>[]> {
    return (
      await sql<{ payload: Record<string, unknown> }>(
        sut,
        'select payload from regional.outbox_events where workspace_id = ? and subject = ? order by id',
        [ws.id, subject],
      )
    ).map((r) => r.payload);
  }

  it('should save an insight template without its highlight cards and give a contributor a draft insight with its document', async () => {
    const projectId = await buildProject(ws.manager.client);
    const noteText = 'Checkout failed twice.';
    const noteId = await buildNote(ws.manager.client, projectId, 'Call', noteText);
    const highlightId = expectOk(
      await ws.manager.client.gql<{ createHighlight: { id: string } }>(
        'mutation($i: CreateHighlightInput!) { createHighlight(input: $i) { id } }',
        { i: { noteId, startOffset: 0, endOffset: 8, text: 'Checkout' } },
      ),
    ).createHighlight.id;
    const title = `Interview synthesis ${uniqueSuffix()}`;
    const template = expectOk(
      await ws.manager.client.gql<{ createInsightTemplate: Template }>(CREATE_INSIGHT_TEMPLATE, {
        i: {
          title: `  ${title}  `,
          description: 'Use after every interview round.',
          contentJson: doc(
            { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'What we heard' }] },
            { type: 'highlightCard', attrs: { highlightId } },
            paragraph('Recommendation:'),
          ),
        },
      }),
    ).createInsightTemplate;
    expect(template).toMatchObject({
      type: 'INSIGHT',
      title,
      description: 'Use after every interview round.',
    });
    expect(template.content).toBe('What we heard\nRecommendation:');
    expect(template.contentJson).not.toContain('highlightCard');
    expect(template.projectStructure).toBeNull();

    const listed = expectOk(
      await viewer.client.gql<{ workspaceTemplates: Template[] }>(LIST, { t: 'INSIGHT' }),
    );
    expect(listed.workspaceTemplates.map((t) => t.id)).toContain(template.id);
    expect(
      expectOk(
        await viewer.client.gql<{ workspaceTemplates: Template[] }>(LIST, { t: 'PROJECT' }),
      ).workspaceTemplates.map((t) => t.id),
    ).not.toContain(template.id);

    const insight = expectOk(
      await contributor.client.gql<{
        createInsightFromTemplate: { id: string; title: string; content: string; projectId: string };
      }>(INSIGHT_FROM, { i: { templateId: template.shortId, projectId } }),
    ).createInsightFromTemplate;
    expect(insight).toMatchObject({ title, content: 'What we heard\nRecommendation:', projectId });
    const used = (await events('template.used')).find((p) => p.insightId === insight.id);
    expect(used).toEqual({ templateId: template.id, type: 'INSIGHT', projectId, insightId: insight.id });
    expect((await events('template.created')).some((p) => p.templateId === template.id)).toBe(true);
  });

  it("should carry a project's summary, own tags and own fields into a new project, and not the workspace's", async () => {
    const client = ws.manager.client;
    const source = expectOk(
      await client.gql<{ createProject: { id: string } }>(
        'mutation($i: CreateProjectInput!) { createProject(input: $i) { id } }',
        { i: { title: `Usability round ${uniqueSuffix()}`, summary: 'Five participants, one task each.' } },
      ),
    ).createProject.id;
    for (const [title, color] of [
      ['Confusing', '#e53935'],
      ['Delight', '#43a047'],
    ])
      expectOk(
        await client.gql(
          'mutation($p: ID!, $t: String!, $c: String!) { createTag(input: { projectId: $p, title: $t, color: $c }) { id } }',
          {
            p: source,
            t: title,
            c: color,
          },
        ),
      );
    const workspaceTag = `Workspace wide ${uniqueSuffix()}`;
    expectOk(
      await client.gql('mutation($t: String!) { createTag(input: { title: $t }) { id } }', {
        t: workspaceTag,
      }),
    );
    const FIELD = 'mutation($i: CreateCustomFieldInput!) { createCustomField(input: $i) { id } }';
    expectOk(
      await client.gql(FIELD, {
        i: {
          target: 'NOTE',
          projectId: source,
          label: 'Task',
          type: 'SELECT',
          options: [{ label: 'Sign up' }, { label: 'Pay' }],
        },
      }),
    );
    expectOk(
      await client.gql(FIELD, {
        i: { target: 'INSIGHT', projectId: source, label: 'Severity', type: 'NUMBER' },
      }),
    );

    const template = expectOk(
      await client.gql<{ createProjectTemplate: Template }>(CREATE_PROJECT_TEMPLATE, {
        i: { title: 'Usability study', fromProjectId: source },
      }),
    ).createProjectTemplate;
    expect(template.projectStructure).toEqual({
      summary: 'Five participants, one task each.',
      tags: expect.arrayContaining([
        { title: 'Confusing', color: '#e53935' },
        { title: 'Delight', color: '#43a047' },
      ]),
      fields: [
        { target: 'NOTE', label: 'Task', type: 'SELECT', optionCount: 2 },
        { target: 'INSIGHT', label: 'Severity', type: 'NUMBER', optionCount: 0 },
      ],
    });
    expect(template.projectStructure!.tags).toHaveLength(2);

    const made = expectOk(
      await contributor.client.gql<{
        createProjectFromTemplate: { id: string; title: string; summary: string };
      }>(PROJECT_FROM, { i: { templateId: template.id, title: 'Usability round 2' } }),
    ).createProjectFromTemplate;
    expect(made).toMatchObject({ title: 'Usability round 2', summary: 'Five participants, one task each.' });
    const tags = expectOk(
      await client.gql<{ tags: { title: string; color: string; projectId: string | null }[] }>(
        'query($p: ID!) { tags(projectId: $p) { title color projectId } }',
        { p: made.id },
      ),
    ).tags.filter((t) => t.projectId === made.id);
    expect(tags.map((t) => [t.title, t.color]).sort()).toEqual([
      ['Confusing', '#e53935'],
      ['Delight', '#43a047'],
    ]);
    const fields = expectOk(
      await client.gql<{
        customFields: {
          label: string;
          type: string;
          projectId: string | null;
          options: { label: string }[];
        }[];
      }>(
        'query($p: ID!) { customFields(target: NOTE, projectId: $p) { label type projectId options { label } } }',
        { p: made.id },
      ),
    ).customFields.filter((f) => f.projectId === made.id);
    expect(fields).toEqual([
      {
        label: 'Task',
        type: 'SELECT',
        projectId: made.id,
        options: [{ label: 'Sign up' }, { label: 'Pay' }],
      },
    ]);
  });

  it.each([
    [
      'a title over 200 characters',
      { title: 'x'.repeat(201) },
      'Template title can be at most 200 characters long.',
    ],
    ['an empty title', { title: '   ' }, 'Template title cannot be empty.'],
    [
      'a description over 1000 characters',
      { title: 'Fine', description: 'y'.repeat(1001) },
      'Template description can be at most 1000 characters long.',
    ],
    [
      'a document that is not one',
      { title: 'Fine', contentJson: '{"type":"paragraph"}' },
      'not a valid document',
    ],
    [
      'a document over 200,000 characters',
      { title: 'Fine', contentJson: doc(paragraph('z'.repeat(200_001))) },
      'at most 200,000 characters',
    ],
  ])('should refuse %s with BAD_USER_INPUT and save nothing', async (_what, input, message) => {
    const before = await templateCount();
    const response = await ws.manager.client.gql(CREATE_INSIGHT_TEMPLATE, { i: input });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors![0]!.message).toContain(message);
    expect(await templateCount()).toBe(before);
  });

  it('should accept a title of exactly 200 characters and a description of exactly 1000', async () => {
    const saved = expectOk(
      await ws.manager.client.gql<{ createInsightTemplate: Template }>(CREATE_INSIGHT_TEMPLATE, {
        i: { title: 't'.repeat(200), description: 'd'.repeat(1000) },
      }),
    ).createInsightTemplate;
    expect(saved.title).toHaveLength(200);
    expect(saved.description).toHaveLength(1000);
    expect(saved.content).toBe('');
  });

  it('should refuse contributors and viewers saving, changing or deleting a template, and change nothing', async () => {
    const template = expectOk(
      await ws.manager.client.gql<{ createInsightTemplate: Template }>(CREATE_INSIGHT_TEMPLATE, {
        i: { title: 'Guarded' },
      }),
    ).createInsightTemplate;
    const before = await templateCount();
    for (const member of [contributor, viewer]) {
      expect(errorCode(await member.client.gql(CREATE_INSIGHT_TEMPLATE, { i: { title: 'Mine' } }))).toBe(
        'FORBIDDEN',
      );
      expect(
        errorCode(await member.client.gql(UPDATE, { i: { id: template.id, title: 'Taken over' } })),
      ).toBe('FORBIDDEN');
      expect(errorCode(await member.client.gql(DELETE, { id: template.id }))).toBe('FORBIDDEN');
    }
    const projectId = await buildProject(ws.manager.client);
    expect(
      errorCode(await viewer.client.gql(INSIGHT_FROM, { i: { templateId: template.id, projectId } })),
    ).toBe('FORBIDDEN');
    expect(await templateCount()).toBe(before);
    const read = expectOk(
      await viewer.client.gql<{ workspaceTemplate: Template }>(
        `query($id: ID!) { workspaceTemplate(id: $id) { ${FIELDS} } }`,
        {
          id: template.id,
        },
      ),
    ).workspaceTemplate;
    expect(read.title).toBe('Guarded');
  });

  it('should rename, describe and rewrite an insight template, refuse a document for a project template, and delete', async () => {
    const client = ws.manager.client;
    const template = expectOk(
      await client.gql<{ createInsightTemplate: Template }>(CREATE_INSIGHT_TEMPLATE, {
        i: { title: 'Draft template' },
      }),
    ).createInsightTemplate;
    const updated = expectOk(
      await client.gql<{ updateWorkspaceTemplate: Template }>(UPDATE, {
        i: {
          id: template.id,
          title: 'Weekly readout',
          description: 'For Fridays',
          contentJson: doc(paragraph('Top three findings')),
        },
      }),
    ).updateWorkspaceTemplate;
    expect(updated).toMatchObject({
      title: 'Weekly readout',
      description: 'For Fridays',
      content: 'Top three findings',
    });
    const cleared = expectOk(
      await client.gql<{ updateWorkspaceTemplate: Template }>(UPDATE, {
        i: { id: template.id, description: '' },
      }),
    ).updateWorkspaceTemplate;
    expect(cleared).toMatchObject({
      title: 'Weekly readout',
      description: '',
      content: 'Top three findings',
    });

    const projectTemplate = expectOk(
      await client.gql<{ createProjectTemplate: Template }>(CREATE_PROJECT_TEMPLATE, {
        i: { title: 'Empty structure', fromProjectId: await buildProject(client) },
      }),
    ).createProjectTemplate;
    const refused = await client.gql(UPDATE, {
      i: { id: projectTemplate.id, contentJson: doc(paragraph('x')) },
    });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    const wrongType = await contributor.client.gql(PROJECT_FROM, { i: { templateId: template.id } });
    expect(wrongType.errors![0]!.message).toBe(
      'That is an insight template: choose a project template to create a project.',
    );

    expect(
      expectOk(await client.gql<{ deleteWorkspaceTemplate: boolean }>(DELETE, { id: template.id }))
        .deleteWorkspaceTemplate,
    ).toBe(true);
    expect(
      errorCode(
        await client.gql(`query($id: ID!) { workspaceTemplate(id: $id) { id } }`, { id: template.id }),
      ),
    ).toBe('NOT_FOUND');
    expect(errorCode(await client.gql(DELETE, { id: template.id }))).toBe('NOT_FOUND');
    expect((await events('template.deleted')).some((p) => p.templateId === template.id)).toBe(true);
  });

  it('should leave nothing behind when a project from a template is refused (a title over the limit)', async () => {
    const client = ws.manager.client;
    const source = await buildProject(client);
    expectOk(
      await client.gql('mutation($p: ID!) { createTag(input: { projectId: $p, title: "Kept" }) { id } }', {
        p: source,
      }),
    );
    const template = expectOk(
      await client.gql<{ createProjectTemplate: Template }>(CREATE_PROJECT_TEMPLATE, {
        i: { title: 'Atomic', fromProjectId: source },
      }),
    ).createProjectTemplate;
    const schema = await workspaceSchema(sut, ws);
    const count = async () =>
      (await sql<{ n: number }>(sut, `select count(*)::int as n from "${schema}".projects`))[0]!.n;
    const before = await count();
    const refused = await contributor.client.gql(PROJECT_FROM, {
      i: { templateId: template.id, title: 'p'.repeat(201) },
    });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(await count()).toBe(before);
  });
});

describe('workspace templates on a plan with a maximum (billing on)', () => {
  let sut: TestServer;

  beforeAll(async () => {
    sut = await sharedTestServer(BILLING_ON_ENV);
  }, 120_000);
  afterAll(() => sut.close());

  it("should refuse a 4th template on the free plan with the plan's message, across both types", async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const projectId = await buildProject(ws.manager.client);
    expectOk(await ws.manager.client.gql(CREATE_INSIGHT_TEMPLATE, { i: { title: 'One' } }));
    expectOk(await ws.manager.client.gql(CREATE_INSIGHT_TEMPLATE, { i: { title: 'Two' } }));
    expectOk(
      await ws.manager.client.gql(CREATE_PROJECT_TEMPLATE, {
        i: { title: 'Three', fromProjectId: projectId },
      }),
    );
    const refused = await ws.manager.client.gql(CREATE_INSIGHT_TEMPLATE, { i: { title: 'Four' } });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(refused.errors![0]!.message).toBe(
      'Your plan (Free) allows at most 3 templates. Upgrade to Pro to add more.',
    );
    const listed = expectOk(
      await ws.manager.client.gql<{ workspaceTemplates: { title: string }[] }>(LIST, {}),
    );
    expect(listed.workspaceTemplates.map((t) => t.title)).toEqual(['One', 'Three', 'Two']);
  });
});
