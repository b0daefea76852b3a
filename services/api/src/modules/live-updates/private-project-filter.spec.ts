import type { WorkspaceChangeModel } from './dto/workspace-change.model';
import { withoutHiddenProjects } from './private-project-filter';

function change(kind: string, action: string, projectId: string | null): WorkspaceChangeModel {
  return { kind, action, id: null, projectId, noteId: null, occurredAt: new Date(0) };
}

async function* from(changes: WorkspaceChangeModel[]): AsyncGenerator<WorkspaceChangeModel> {
  for (const item of changes) yield item;
}

async function collect(source: AsyncIterable<unknown>): Promise<string[]> {
  const seen: string[] = [];
  for await (const item of source) {
    const c = item as WorkspaceChangeModel;
    seen.push(`${c.kind}.${c.action}:${c.projectId ?? '-'}`);
  }
  return seen;
}

describe(withoutHiddenProjects.name, () => {
  it('should leave out changes inside hidden projects and pass the rest', async () => {
    const seen = await collect(
      withoutHiddenProjects(
        from([
          change('note', 'updated', 'secret'),
          change('note', 'updated', 'open'),
          change('tag', 'created', null),
        ]),
        async () => new Set(['secret']),
      ),
    );
    expect(seen).toEqual(['note.updated:open', 'tag.created:-']);
  });

  it('should read the hidden set again when access changes, and tell of the change itself', async () => {
    // The member could see "p" until its access changed, and sees "q" from a group change on.
    const answers = [new Set<string>(['q']), new Set<string>(['p', 'q']), new Set<string>(['p'])];
    let reads = 0;
    const seen = await collect(
      withoutHiddenProjects(
        from([
          change('note', 'updated', 'p'),
          change('project', 'accessChanged', 'p'),
          change('note', 'updated', 'p'),
          change('user_group', 'membersChanged', null),
          change('note', 'updated', 'q'),
          change('project', 'accessChanged', 'p'),
        ]),
        async () => answers[Math.min(reads++, answers.length - 1)],
      ),
    );
    expect(seen).toEqual([
      'note.updated:p',
      'project.accessChanged:p',
      'user_group.membersChanged:-',
      'note.updated:q',
    ]);
    expect(reads).toBe(4);
  });
});
