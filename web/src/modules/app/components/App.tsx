import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { GraphqlProvider } from '../../graphql/components/GraphqlProvider';
import { hostInfo } from '../utils/hostInfo';
import { isPublicPath } from '../utils/isPublicPath';
import { theme } from '../utils/theme';
import { lazyPage } from '../utils/lazyPage';

// The root-domain app and the workspace app share no pages: a visitor loads only the one they use.
const RootApp = lazyPage(() => import('./RootApp').then((m) => m.RootApp));
const WorkspaceApp = lazyPage(() => import('./WorkspaceApp').then((m) => m.WorkspaceApp));

// Public pages bring the document renderer: loaded only when a share link or an embed is opened.
const PublicApp = lazyPage(() => import('./PublicApp').then((m) => m.PublicApp));

/**
 * Chooses the app once at start-up (spec 000 §1): the public insights mode for share links and
 * embeds, else the workspace app or the root app by hostname.
 */
export function App() {
  const { subdomain } = hostInfo();
  return (
    <ThemeProvider theme={theme}>
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
    </ThemeProvider>
  );
}
