import Box from '@mui/material/Box';
import { useState } from 'react';
import { Navigate, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { RootLoginPage } from '../../auth/components/RootLoginPage';
import { NotFoundPage } from '../../common/components/NotFoundPage';
import { commonStrings } from '../../common/strings';
import { lazyPage } from '../utils/lazyPage';

// Sign-in comes with the first screen; the other pages are loaded when opened.
const SignupPage = lazyPage(() => import('../../auth/components/SignupPage').then((m) => m.SignupPage));
const FindWorkspacePage = lazyPage(() =>
  import('../../auth/components/FindWorkspacePage').then((m) => m.FindWorkspacePage),
);
const ConfirmEmailPage = lazyPage(() =>
  import('../../auth/components/ConfirmEmailPage').then((m) => m.ConfirmEmailPage),
);
const UnlockPage = lazyPage(() => import('../../auth/components/UnlockPage').then((m) => m.UnlockPage));
const PasswordResetPage = lazyPage(() =>
  import('../../auth/components/PasswordResetPage').then((m) => m.PasswordResetPage),
);

const MagicLoginPage = lazyPage(() =>
  import('../../auth/components/MagicLoginPage').then((m) => m.MagicLoginPage),
);
const JoinWorkspacePage = lazyPage(() =>
  import('../../auth/components/JoinWorkspacePage').then((m) => m.JoinWorkspacePage),
);
const CreateWorkspacePage = lazyPage(() =>
  import('../../auth/components/CreateWorkspacePage').then((m) => m.CreateWorkspacePage),
);
const ProductPickerPage = lazyPage(() =>
  import('../../auth/components/ProductPickerPage').then((m) => m.ProductPickerPage),
);
const SignInContextPage = lazyPage(() =>
  import('../../auth/components/SignInContextPage').then((m) => m.SignInContextPage),
);

const createRootRouter = () =>
  createBrowserRouter([
    { path: '/', element: <Navigate to="/auth/login" replace /> },
    { path: '/auth/login', element: <RootLoginPage /> },
    // Spec 000 §2 /auth/workspaces: the account's workspaces and the invitations it may accept, the
    // page an invitation in the inbox leads to (the same page sign-in shows once signed in).
    { path: '/auth/workspaces', element: <RootLoginPage /> },
    { path: '/auth/signup', element: <SignupPage /> },
    { path: '/auth/find-workspace', element: <FindWorkspacePage /> },
    { path: '/auth/confirm-email', element: <ConfirmEmailPage /> },
    { path: '/auth/unlock', element: <UnlockPage /> },
    { path: '/auth/reset-password', element: <PasswordResetPage home="/auth/workspaces" /> },
    { path: '/auth/magic-login', element: <MagicLoginPage home="/auth/workspaces" /> },
    { path: '/auth/join-workspace', element: <JoinWorkspacePage /> },
    { path: '/auth/create-workspace', element: <CreateWorkspacePage /> },
    { path: '/auth/product-picker', element: <ProductPickerPage /> },
    { path: '/auth/context', element: <SignInContextPage /> },
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
