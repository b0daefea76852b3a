import { CssBaseline, ThemeProvider } from '@mui/material';
import { Navigate, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { OperatorSessionProvider } from '../../auth/components/OperatorSessionProvider';
import { RequireOperator } from '../../auth/components/RequireOperator';
import { SignInPage } from '../../auth/components/SignInPage';
import { PlanCataloguePage } from '../../billing/components/PlanCataloguePage';
import { RegionsPage } from '../../regions/components/RegionsPage';
import { WorkspaceDetailPage } from '../../workspaces/components/WorkspaceDetailPage';
import { WorkspacesPage } from '../../workspaces/components/WorkspacesPage';
import { consoleTheme } from '../utils/consoleTheme';
import { ConsoleLayout } from './ConsoleLayout';
import { NotFoundPage } from './NotFoundPage';

// Served under /admin/ (vite `base`); the router works below it.
const router = createBrowserRouter(
  [
    { path: '/sign-in', element: <SignInPage /> },
    {
      element: <RequireOperator />,
      children: [
        {
          element: <ConsoleLayout />,
          children: [
            { index: true, element: <Navigate to="/workspaces" replace /> },
            { path: 'workspaces', element: <WorkspacesPage /> },
            { path: 'workspaces/:teamId', element: <WorkspaceDetailPage /> },
            { path: 'regions', element: <RegionsPage /> },
            { path: 'plans', element: <PlanCataloguePage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ],
  { basename: import.meta.env.BASE_URL.replace(/\/$/, '') || '/' },
);

/** The operator console: theme, operator session and routes. */
export function App() {
  return (
    <ThemeProvider theme={consoleTheme}>
      <CssBaseline />
      <OperatorSessionProvider>
        <RouterProvider router={router} />
      </OperatorSessionProvider>
    </ThemeProvider>
  );
}
