import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { hostInfo } from '../utils/hostInfo';
import { theme } from '../utils/theme';
import { RootApp } from './RootApp';
import { WorkspaceApp } from './WorkspaceApp';

/** Chooses the workspace app or the root app by hostname, once at start-up (spec 000 §1). */
export function App() {
  const { subdomain } = hostInfo();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {subdomain ? <WorkspaceApp subdomain={subdomain} /> : <RootApp />}
    </ThemeProvider>
  );
}
