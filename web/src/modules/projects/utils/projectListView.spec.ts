import type { ProjectFieldsFragment } from '../../../gql/graphql';
import { projectsInView } from './projectListView';

function project(id: string, fields: Partial<ProjectFieldsFragment>): ProjectFieldsFragment {
  return {
    id,
    shortId: id,
    title: id,
    summary: null,
    icon: null,
    color: null,
    folderId: null,
    starred: false,
    archived: false,
    private: false,
    createdBy: 'me',
    noteCount: 0,
    insightCount: 0,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...fields,
  };
}

const projects = [
  project('mine-top', {}),
  project('mine-filed', { folderId: 'f1' }),
  project('theirs-open', { createdBy: 'other' }),
  project('theirs-private', { createdBy: 'other', private: true, folderId: 'f1' }),
  project('mine-private', { private: true }),
];
const ids = (list: ProjectFieldsFragment[]) => list.map((p) => p.id);

describe('projectsInView', () => {
  it('should list only projects filed in no folder under Folders', () => {
    expect(ids(projectsInView('folders', projects, 'me'))).toEqual([
      'mine-top',
      'theirs-open',
      'mine-private',
    ]);
  });

  it('should list every project, filed or not, under All projects, keeping the order', () => {
    expect(ids(projectsInView('all', projects, 'me'))).toEqual(ids(projects));
  });

  it("should list the viewer's own projects, wherever filed, under Your projects", () => {
    expect(ids(projectsInView('yours', projects, 'me'))).toEqual(['mine-top', 'mine-filed', 'mine-private']);
    expect(ids(projectsInView('yours', projects, 'other'))).toEqual(['theirs-open', 'theirs-private']);
  });

  it("should list others' private projects under Shared with you, never the viewer's own or open ones", () => {
    expect(ids(projectsInView('shared', projects, 'me'))).toEqual(['theirs-private']);
    expect(ids(projectsInView('shared', projects, 'other'))).toEqual(['mine-private']);
  });
});
