import { appFor, isWorkspaceHost, matchesRoute } from './web-route-table';

describe('the web route table on the server', () => {
  it('should match static segments exactly and a parameter to any one segment', () => {
    expect(matchesRoute('/projects/:projectId', '/projects/abc')).toBe(true);
    expect(matchesRoute('/projects/:projectId', '/projects/abc/')).toBe(true);
    expect(matchesRoute('/projects/:projectId', '/projects')).toBe(false);
    expect(matchesRoute('/projects/:projectId', '/projects/abc/notes')).toBe(false);
    expect(matchesRoute('/projects/list', '/projects/lists')).toBe(false);
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/', '/nothing')).toBe(false);
    expect(matchesRoute('/files/*', '/files/a/b')).toBe(true);
    expect(matchesRoute('/tags/:tagId', '/tags/%E2%9C%93')).toBe(true);
    expect(matchesRoute('/caf%C3%A9', '/café')).toBe(false);
  });

  it('should pick the app the web app would open', () => {
    expect(appFor('/p/token', true)).toBe('public');
    expect(appFor('/p/data/token', true)).toBe('public');
    expect(appFor('/public-object/token', true)).toBe('public');
    expect(appFor('/embed/highlights/x', false)).toBe('public');
    expect(appFor('/projects', true)).toBe('workspace');
    expect(appFor('/auth/signup', false)).toBe('root');
  });

  it("should tell a workspace's host from the root domain as hostInfo does", () => {
    expect(isWorkspaceHost('demo.localhost:3000', undefined)).toBe(true);
    expect(isWorkspaceHost('localhost:3000', undefined)).toBe(false);
    expect(isWorkspaceHost('127.0.0.1:3000', undefined)).toBe(false);
    expect(isWorkspaceHost('acme.fieldnote.example.org', 'fieldnote.example.org')).toBe(true);
    expect(isWorkspaceHost('fieldnote.example.org', 'fieldnote.example.org')).toBe(false);
    expect(isWorkspaceHost('acme.example.org', undefined)).toBe(true);
  });
});
