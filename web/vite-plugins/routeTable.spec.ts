import { join } from 'node:path';
import { readRouteTable, routePatterns } from './routeTable';

describe('route table', () => {
  it('should join nested paths, keep index routes as their parent and leave out the catch-all', () => {
    const source = `
      const make = () => createBrowserRouter([
        { path: '/auth/login', element: <A /> },
        { path: '/', element: <Shell />, children: [
          { index: true, element: <Home /> },
          { path: 'projects/:projectId', element: <P /> },
          { path: 'settings', element: <S />, children: [{ path: 'users', element: <U /> }, { path: '*', element: <N /> }] },
          { path: '*', element: <N /> },
        ] },
      ]);`;
    expect(routePatterns(source)).toEqual([
      '/',
      '/auth/login',
      '/projects/:projectId',
      '/settings',
      '/settings/users',
    ]);
  });

  it("should read the real apps' routers", () => {
    const app = join(__dirname, '..', 'src', 'modules', 'app', 'components');
    const table = readRouteTable({
      workspace: join(app, 'WorkspaceApp.tsx'),
      root: join(app, 'RootApp.tsx'),
      public: join(app, 'PublicApp.tsx'),
    });
    expect(table.workspace).toEqual(
      expect.arrayContaining(['/home', '/projects', '/projects/:projectId', '/auth/login']),
    );
    expect(table.root).toEqual(expect.arrayContaining(['/auth/login', '/auth/signup']));
    expect(table.root).not.toContain('/projects');
    expect(table.public).toEqual([
      '/embed/highlights/:highlightId',
      '/embed/reels/:reelId',
      '/embed/reels/note/:noteId/file/:fileId',
      '/embed/reels/tags/:tagId',
      '/p/:shareToken',
      '/p/data/:shareToken',
      '/public-object/:shareToken',
    ]);
    for (const list of Object.values(table)) expect(list.some((p: string) => p.includes('*'))).toBe(false);
  });
});
