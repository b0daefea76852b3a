import CssBaseline from '@mui/material/CssBaseline';
import { GraphqlProvider } from '../../graphql/components/GraphqlProvider';
import { hostInfo } from '../utils/hostInfo';
import { isPublicPath } from '../utils/isPublicPath';
import { lazyPage } from '../utils/lazyPage';
import { preloadWorkspaceFirstScreen } from '../utils/workspaceFirstScreen';
import { ThemePreferenceProvider } from './ThemePreferenceProvider';

// The root-domain app and the workspace app share no pages: a visitor loads only the one they use.
const RootApp = lazyPage(() => import('./RootApp').then((m) => m.RootApp));
const WorkspaceApp = lazyPage(() => import('./WorkspaceApp').then((m) => m.WorkspaceApp));

// Public pages bring the document renderer: loaded only when a share link or an embed is opened.
const PublicApp = lazyPage(() => import('./PublicApp').then((m) => m.PublicApp));

/**
 * Starts loading the workspace app and the chunks of its first page side by side, before React
 * renders: none of them waits for another to arrive (the other apps bring their first page with them).
 */
export function preloadApp(): void {
  const { pathname } = window.location;
  if (isPublicPath(pathname) || !hostInfo().subdomain) return;
  WorkspaceApp.preload().catch(() => undefined);
  preloadWorkspaceFirstScreen(pathname);
}

/**
 * Chooses the app once at start-up (spec 000 §1): the public insights mode for share links and
 * embeds, else the workspace app or the root app by hostname.
 */
export function App() {
  const { subdomain } = hostInfo();
  return (
    <ThemePreferenceProvider>
      <CssBaseline />
      <GraphqlProvider>
        {isPublicPath(window.location.pathname) ? (
          <PublicApp />
        ) : subdomain ? (
          <WorkspaceApp subdomain={subdomain} />
        ) : (
          <RootApp />
        )}
      </GraphqlProvider>
    </ThemePreferenceProvider>
  );
}
