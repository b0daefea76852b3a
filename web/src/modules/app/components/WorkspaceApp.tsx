import { Suspense, lazy, useState } from 'react';
import { Navigate, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AcceptInvitePage } from '../../auth/components/AcceptInvitePage';
import { LogoutPage } from '../../auth/components/LogoutPage';
import { RequireSignedIn } from '../../auth/components/RequireSignedIn';
import { SignInLinkPage } from '../../auth/components/SignInLinkPage';
import { ViewerProvider } from '../../auth/components/ViewerProvider';
import { WorkspaceLoginPage } from '../../auth/components/WorkspaceLoginPage';
import { NotFoundPage } from '../../common/components/NotFoundPage';
import { commonStrings } from '../../common/strings';
import { InsightPage } from '../../insights/components/InsightPage';
import { NotePage } from '../../notes/components/NotePage';
import { ProjectPage } from '../../projects/components/ProjectPage';
import { ProjectsPage } from '../../projects/components/ProjectsPage';
import { AccountPage } from '../../settings/components/AccountPage';
import { SettingsLayout } from '../../settings/components/SettingsLayout';
import { LoadingState } from '../../common/components/LoadingState';
import { AppShell } from '../../shell/components/AppShell';
import { TrashPage } from '../../trash/components/TrashPage';

// Tag pages are off the path of a first visit: loaded when opened.
const TagPage = lazy(() =>
  import('../../tags/components/TagPage').then((module) => ({ default: module.TagPage })),
);

// The tags table brings the data grid too: loaded only when opened.
const TagsSettingsPage = lazy(() =>
  import('../../tags/components/TagsSettingsPage').then((module) => ({ default: module.TagsSettingsPage })),
);

// The members table brings the data grid: loaded only when someone opens it.
const UsersPage = lazy(() =>
  import('../../settings/components/UsersPage').then((module) => ({ default: module.UsersPage })),
);

function createWorkspaceRouter(subdomain: string) {
  return createBrowserRouter([
    { path: '/auth/login', element: <WorkspaceLoginPage subdomain={subdomain} /> },
    { path: '/auth/logout', element: <LogoutPage /> },
    { path: '/auth/sign-in-link', element: <SignInLinkPage /> },
    { path: '/auth/accept-invite', element: <AcceptInvitePage subdomain={subdomain} /> },
    {
      path: '/',
      element: (
        <RequireSignedIn>
          <AppShell />
        </RequireSignedIn>
      ),
      children: [
        { index: true, element: <Navigate to="/projects" replace /> },
        { path: 'projects', element: <ProjectsPage /> },
        { path: 'projects/:projectId', element: <ProjectPage /> },
        { path: 'data/:noteId', element: <NotePage /> },
        { path: 'insights/:insightId', element: <InsightPage /> },
        {
          path: 'tags/:tagId',
          element: (
            <Suspense fallback={<LoadingState />}>
              <TagPage />
            </Suspense>
          ),
        },
        {
          path: 'settings',
          element: <SettingsLayout />,
          children: [
            { index: true, element: <Navigate to="/settings/users" replace /> },
            {
              path: 'users',
              element: (
                <Suspense fallback={<LoadingState />}>
                  <UsersPage />
                </Suspense>
              ),
            },
            { path: 'user/account', element: <AccountPage /> },
            {
              path: 'tags',
              element: (
                <Suspense fallback={<LoadingState />}>
                  <TagsSettingsPage />
                </Suspense>
              ),
            },
            { path: 'trash', element: <TrashPage /> },
          ],
        },
        {
          path: '*',
          element: (
            <NotFoundPage
              homePath="/projects"
              homeLabel={commonStrings.goToProjects}
              body={commonStrings.notFoundBody}
            />
          ),
        },
      ],
    },
  ]);
}

/** The app on a workspace subdomain: sign-in, invites and the signed-in workspace pages. */
export function WorkspaceApp({ subdomain }: { subdomain: string }) {
  const [router] = useState(() => createWorkspaceRouter(subdomain));
  return (
    <ViewerProvider>
      <RouterProvider router={router} />
    </ViewerProvider>
  );
}
