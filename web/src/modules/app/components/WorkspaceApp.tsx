import { useState } from 'react';
import { Navigate, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { RequireSignedIn } from '../../auth/components/RequireSignedIn';
import { ViewerProvider } from '../../auth/components/ViewerProvider';
import { WorkspaceLoginPage } from '../../auth/components/WorkspaceLoginPage';
import { NotFoundPage } from '../../common/components/NotFoundPage';
import { commonStrings } from '../../common/strings';
import { AppShell } from '../../shell/components/AppShell';
import { LazyNotePage } from '../../notes/LazyNotePage';
import { lazyPage } from '../utils/lazyPage';

// Only sign-in and the shell come with the first screen; each page is loaded when opened.
const LogoutPage = lazyPage(() => import('../../auth/components/LogoutPage').then((m) => m.LogoutPage));
const SignInLinkPage = lazyPage(() =>
  import('../../auth/components/SignInLinkPage').then((m) => m.SignInLinkPage),
);
const AcceptInvitePage = lazyPage(() =>
  import('../../auth/components/AcceptInvitePage').then((m) => m.AcceptInvitePage),
);
const ProjectsPage = lazyPage(() =>
  import('../../projects/components/ProjectsPage').then((m) => m.ProjectsPage),
);
const ProjectPage = lazyPage(() =>
  import('../../projects/components/ProjectPage').then((m) => m.ProjectPage),
);
const InsightPage = lazyPage(() =>
  import('../../insights/components/InsightPage').then((m) => m.InsightPage),
);
const TagPage = lazyPage(() => import('../../tags/components/TagPage').then((m) => m.TagPage));
const SettingsLayout = lazyPage(() =>
  import('../../settings/components/SettingsLayout').then((m) => m.SettingsLayout),
);
const UsersPage = lazyPage(() => import('../../settings/components/UsersPage').then((m) => m.UsersPage));
const AccountPage = lazyPage(() =>
  import('../../settings/components/AccountPage').then((m) => m.AccountPage),
);
const TagsSettingsPage = lazyPage(() =>
  import('../../tags/components/TagsSettingsPage').then((m) => m.TagsSettingsPage),
);
// The board brings drag and drop: loaded only when a board is opened.
const TagBoardPage = lazyPage(() =>
  import('../../tag-boards/components/TagBoardPage').then((m) => m.TagBoardPage),
);
const FolderPage = lazyPage(() => import('../../folders/components/FolderPage').then((m) => m.FolderPage));
const HomePage = lazyPage(() => import('../../home/components/HomePage').then((m) => m.HomePage));
const TrashPage = lazyPage(() => import('../../trash/components/TrashPage').then((m) => m.TrashPage));

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
        { index: true, element: <Navigate to="/home" replace /> },
        { path: 'home', element: <HomePage /> },
        { path: 'projects', element: <ProjectsPage /> },
        { path: 'projects/:projectId', element: <ProjectPage /> },
        // Spec 000 §2: the project's tabs are paths of their own; /notes is the default tab.
        { path: 'projects/:projectId/notes', element: <ProjectPage tab="notes" /> },
        { path: 'projects/:projectId/highlights', element: <ProjectPage tab="highlights" /> },
        { path: 'projects/:projectId/insights', element: <ProjectPage tab="insights" /> },
        { path: 'projects/:projectId/tags', element: <ProjectPage tab="tags" /> },
        { path: 'projects/:projectId/tags/b/:tagBoardId', element: <TagBoardPage /> },
        { path: 'folders/:folderId', element: <FolderPage /> },
        { path: 'data/:noteId', element: <LazyNotePage /> },
        { path: 'insights/:insightId', element: <InsightPage /> },
        {
          path: 'tags/:tagId',
          element: <TagPage />,
        },
        {
          path: 'settings',
          element: <SettingsLayout />,
          children: [
            { index: true, element: <Navigate to="/settings/users" replace /> },
            {
              path: 'users',
              element: <UsersPage />,
            },
            { path: 'user/account', element: <AccountPage /> },
            {
              path: 'tags',
              element: <TagsSettingsPage />,
            },
            // A project's own tags beside the workspace tags: where tags made in the picker are merged.
            { path: 'tags/:projectId', element: <TagsSettingsPage /> },
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
