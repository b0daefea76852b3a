import Box from '@mui/material/Box';
import { useState } from 'react';
import { Navigate, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { ConfirmEmailPage } from '../../auth/components/ConfirmEmailPage';
import { FindWorkspacePage } from '../../auth/components/FindWorkspacePage';
import { RootLoginPage } from '../../auth/components/RootLoginPage';
import { SignupPage } from '../../auth/components/SignupPage';
import { UnlockPage } from '../../auth/components/UnlockPage';
import { NotFoundPage } from '../../common/components/NotFoundPage';
import { commonStrings } from '../../common/strings';

const createRootRouter = () =>
  createBrowserRouter([
    { path: '/', element: <Navigate to="/auth/login" replace /> },
    { path: '/auth/login', element: <RootLoginPage /> },
    { path: '/auth/signup', element: <SignupPage /> },
    { path: '/auth/find-workspace', element: <FindWorkspacePage /> },
    { path: '/auth/confirm-email', element: <ConfirmEmailPage /> },
    { path: '/auth/unlock', element: <UnlockPage /> },
    {
      path: '*',
      element: (
        <Box sx={{ px: 2 }}>
          <NotFoundPage
            homePath="/auth/login"
            homeLabel={commonStrings.goToSignIn}
            body={commonStrings.notFoundBodyRoot}
          />
        </Box>
      ),
    },
  ]);

/** The app on the root domain: sign up, create a workspace, sign in, find my workspace. */
export function RootApp() {
  const [router] = useState(createRootRouter);
  return <RouterProvider router={router} />;
}
