import { lazyPage } from './lazyPage';

// The workspace app's parts a first page load shows. Each is its own chunk, so sign-in does not bring
// the signed-in frame and /home does not bring the sign-in form; `preloadWorkspaceFirstScreen` starts
// the one a path needs beside the workspace app's chunk instead of after it.

/** /auth/login on a workspace address. */
export const WorkspaceLoginPage = lazyPage(() =>
  import('../../auth/components/WorkspaceLoginPage').then((m) => m.WorkspaceLoginPage),
);

/** The frame of every signed-in page: navigation, user menu, connection indicator, live updates. */
export const AppShell = lazyPage(() => import('../../shell/components/AppShell').then((m) => m.AppShell));

/** /home, where signing in lands. */
export const HomePage = lazyPage(() => import('../../home/components/HomePage').then((m) => m.HomePage));

/** Starts loading what `pathname` shows first on a workspace address; a failure shows when it mounts. */
export function preloadWorkspaceFirstScreen(pathname: string): void {
  const ignore = () => undefined;
  if (pathname === '/auth/login') {
    WorkspaceLoginPage.preload().catch(ignore);
  } else if (!pathname.startsWith('/auth/')) {
    AppShell.preload().catch(ignore);
    if (pathname === '/' || pathname === '/home') HomePage.preload().catch(ignore);
  }
}
