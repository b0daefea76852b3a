import { useState } from 'react';
import { Navigate, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { RequireSignedIn } from '../../auth/components/RequireSignedIn';
import { ViewerProvider } from '../../auth/components/ViewerProvider';
import { NotFoundPage } from '../../common/components/NotFoundPage';
import { commonStrings } from '../../common/strings';
import { LazyNotePage } from '../../notes/LazyNotePage';
import { LazyInsightPage } from '../../insights/LazyInsightPage';
import { LazyTagPage } from '../../tags/LazyTagPage';
import { lazyPage } from '../utils/lazyPage';
import { KeepQueryRedirect, ParamRedirect } from './RouteRedirects';
import { AppShell, HomePage, WorkspaceLoginPage } from '../utils/workspaceFirstScreen';
import { LazyPersonPage as PersonPage } from '../../people/LazyPersonPage';
import { presentationRoutes } from '../../presentation/presentationRoutes';
import { InsightReelPage, NoteFileReelPage } from '../../reels/LazyReelPages';
import { templateRoutes } from '../../templates/templateRoutes';
import { onboardingRoutes } from '../../onboarding/onboardingRoutes';

// Each page is loaded when opened (sign-in, the shell and /home as well, see workspaceFirstScreen).
const LogoutPage = lazyPage(() => import('../../auth/components/LogoutPage').then((m) => m.LogoutPage));
const MagicLoginPage = lazyPage(() =>
  import('../../auth/components/MagicLoginPage').then((m) => m.MagicLoginPage),
);
const PasswordResetPage = lazyPage(() =>
  import('../../auth/components/PasswordResetPage').then((m) => m.PasswordResetPage),
);
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
const SettingsLayout = lazyPage(() =>
  import('../../settings/components/SettingsLayout').then((m) => m.SettingsLayout),
);
const UsersPage = lazyPage(() => import('../../settings/components/UsersPage').then((m) => m.UsersPage));
const AccountPage = lazyPage(() =>
  import('../../settings/components/AccountPage').then((m) => m.AccountPage),
);
const AuditLogPage = lazyPage(() =>
  import('../../audit-log/components/AuditLogPage').then((m) => m.AuditLogPage),
);
const NotificationSettingsPage = lazyPage(() =>
  import('../../notifications/components/NotificationSettingsPage').then((m) => m.NotificationSettingsPage),
);
const FieldsSettingsPage = lazyPage(() =>
  import('../../custom-fields/components/FieldsSettingsPage').then((m) => m.FieldsSettingsPage),
);
const TagsSettingsPage = lazyPage(() =>
  import('../../tags/components/TagsSettingsPage').then((m) => m.TagsSettingsPage),
);
// The board brings drag and drop: loaded only when a board is opened.
const TagBoardPage = lazyPage(() =>
  import('../../tag-boards/components/TagBoardPage').then((m) => m.TagBoardPage),
);
const FolderPage = lazyPage(() => import('../../folders/components/FolderPage').then((m) => m.FolderPage));
const SecuritySettingsPage = lazyPage(() =>
  import('../../security/components/SecuritySettingsPage').then((m) => m.SecuritySettingsPage),
);
const AuthenticationSettingsPage = lazyPage(() =>
  import('../../sso/components/AuthenticationSettingsPage').then((m) => m.AuthenticationSettingsPage),
);
const PlansPage = lazyPage(() => import('../../plans/components/PlansPage').then((m) => m.PlansPage));
const BillingPage = lazyPage(() => import('../../billing/components/BillingPage').then((m) => m.BillingPage));
const BillingDetailsPage = lazyPage(() =>
  import('../../billing/components/BillingDetailsPage').then((m) => m.BillingDetailsPage),
);
const BillingPlansPage = lazyPage(() =>
  import('../../billing/components/BillingPlansPage').then((m) => m.BillingPlansPage),
);
const BillingUpdatePage = lazyPage(() =>
  import('../../billing/components/BillingUpdatePage').then((m) => m.BillingUpdatePage),
);
const GroupsPage = lazyPage(() => import('../../access/components/GroupsPage').then((m) => m.GroupsPage));
const ProjectAccessPage = lazyPage(() =>
  import('../../access/components/ProjectAccessPage').then((m) => m.ProjectAccessPage),
);
const SearchPage = lazyPage(() => import('../../search/components/SearchPage').then((m) => m.SearchPage));
// Chat (issue 34): no spec route, so beside Ask: under the search page and under a project.
const ChatPage = lazyPage(() => import('../../chat/components/ChatPage').then((m) => m.ChatPage));
const ExploreFeedPage = lazyPage(() =>
  import('../../feeds/components/ExploreFeedPage').then((m) => m.ExploreFeedPage),
);
// Dashboards bring the chart library: loaded only when opened.
const DashboardsPage = lazyPage(() =>
  import('../../dashboards/components/DashboardsPage').then((m) => m.DashboardsPage),
);
const DashboardPage = lazyPage(() =>
  import('../../dashboards/components/DashboardPage').then((m) => m.DashboardPage),
);
const PeoplePage = lazyPage(() => import('../../people/components/PeoplePage').then((m) => m.PeoplePage));
// Channels bring the chart library and the Data Grid: loaded only when opened.
const ChannelsPage = lazyPage(() =>
  import('../../channels/components/ChannelsPage').then((m) => m.ChannelsPage),
);
const ChannelPage = lazyPage(() =>
  import('../../channels/components/ChannelPage').then((m) => m.ChannelPage),
);
const ThemePage = lazyPage(() => import('../../channels/components/ThemePage').then((m) => m.ThemePage));
const OutliersPage = lazyPage(() =>
  import('../../channels/outliers/OutliersPage').then((m) => m.OutliersPage),
);
const TopicPage = lazyPage(() => import('../../channels/components/TopicPage').then((m) => m.TopicPage));
const TrashPage = lazyPage(() => import('../../trash/components/TrashPage').then((m) => m.TrashPage));
const AiAnalyticsPage = lazyPage(() =>
  import('../../ai/components/AiAnalyticsPage').then((m) => m.AiAnalyticsPage),
);
const AiSettingsPage = lazyPage(() =>
  import('../../ai/components/AiSettingsPage').then((m) => m.AiSettingsPage),
);
const WorkspaceDataRetentionPage = lazyPage(() =>
  import('../../data-retention/components/WorkspaceDataRetentionPage').then(
    (m) => m.WorkspaceDataRetentionPage,
  ),
);
const ProjectDataRetentionPage = lazyPage(() =>
  import('../../data-retention/components/ProjectDataRetentionPage').then((m) => m.ProjectDataRetentionPage),
);
const TranscriptionSettingsPage = lazyPage(() =>
  import('../../transcription/components/TranscriptionSettingsPage').then((m) => m.TranscriptionSettingsPage),
);
const ProjectTranscriptionPage = lazyPage(() =>
  import('../../transcription/components/ProjectTranscriptionPage').then((m) => m.ProjectTranscriptionPage),
);
// Browsing pages (spec 000 §2 Browsing).
const BrowsePage = lazyPage(() => import('../../browse/components/BrowsePage').then((m) => m.BrowsePage));
const RecentPage = lazyPage(() => import('../../browse/components/RecentPage').then((m) => m.RecentPage));
const YourWorkPage = lazyPage(() =>
  import('../../browse/components/YourWorkPage').then((m) => m.YourWorkPage),
);
const ExplorePage = lazyPage(() => import('../../browse/components/ExplorePage').then((m) => m.ExplorePage));
const UserPage = lazyPage(() => import('../../browse/components/UserPage').then((m) => m.UserPage));
const ProjectExportPage = lazyPage(() =>
  import('../../exports/components/ProjectExportPage').then((m) => m.ProjectExportPage),
);
const ProjectSettingsPage = lazyPage(() =>
  import('../../projects/components/ProjectSettingsPage').then((m) => m.ProjectSettingsPage),
);
const ProjectsSettingsPage = lazyPage(() =>
  import('../../settings/components/ProjectsSettingsPage').then((m) => m.ProjectsSettingsPage),
);
// Spec 000 §2 settings pages of issue 35: betas, feedback and extensions.
const BetaSettingsPage = lazyPage(() =>
  import('../../workspace-extras/components/BetaSettingsPage').then((m) => m.BetaSettingsPage),
);
const FeedbackPage = lazyPage(() =>
  import('../../workspace-extras/components/FeedbackPage').then((m) => m.FeedbackPage),
);
const ExtensionsSettingsPage = lazyPage(() =>
  import('../../workspace-extras/components/ExtensionsSettingsPage').then((m) => m.ExtensionsSettingsPage),
);
const ProjectExtensionsPage = lazyPage(() =>
  import('../../workspace-extras/components/ProjectExtensionsPage').then((m) => m.ProjectExtensionsPage),
);
const InsightCreatePage = lazyPage(() =>
  import('../../channels/insight-from-channel/InsightCreatePage').then((m) => m.InsightCreatePage),
);
const DocsPage = lazyPage(() => import('../../docs/components/DocsPage').then((m) => m.DocsPage));
const FileRedirect = lazyPage(() =>
  import('../../files/components/FileRedirect').then((m) => m.FileRedirect),
);
const BulkImportPage = lazyPage(() =>
  import('../../bulk-import/components/BulkImportPage').then((m) => m.BulkImportPage),
);

function createWorkspaceRouter(subdomain: string) {
  return createBrowserRouter([
    { path: '/auth/login', element: <WorkspaceLoginPage subdomain={subdomain} /> },
    { path: '/auth/logout', element: <LogoutPage /> },
    { path: '/auth/sign-in-link', element: <SignInLinkPage /> },
    { path: '/auth/reset-password', element: <PasswordResetPage home="/home" /> },
    { path: '/auth/magic-login', element: <MagicLoginPage home="/home" /> },
    { path: '/auth/accept-invite', element: <AcceptInvitePage subdomain={subdomain} /> },
    // Full-screen pages without the shell around them.
    ...presentationRoutes,
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
        ...onboardingRoutes,
        { path: 'search', element: <SearchPage /> },
        { path: 'search/chat', element: <ChatPage /> },
        { path: 'explore', element: <ExplorePage /> },
        { path: 'explore/:savedFeedId', element: <ExploreFeedPage /> },
        // Spec 000 §2 Browsing; /start and /search-next are redirects (README "Browsing").
        { path: 'browse', element: <BrowsePage view="all" /> },
        { path: 'browse/folders', element: <BrowsePage view="folders" /> },
        { path: 'browse/created-by-you', element: <BrowsePage view="created" /> },
        { path: 'browse/shared-with-you', element: <BrowsePage view="shared" /> },
        { path: 'start', element: <Navigate to="/home" replace /> },
        { path: 'recent', element: <RecentPage /> },
        { path: 'recent/:filter', element: <RecentPage /> },
        { path: 'your-work', element: <YourWorkPage tab="overview" /> },
        { path: 'your-work/insights', element: <YourWorkPage tab="insights" /> },
        { path: 'your-work/projects', element: <YourWorkPage tab="projects" /> },
        { path: 'search-next', element: <KeepQueryRedirect to="/search" /> },
        { path: 'dashboards', element: <DashboardsPage /> },
        { path: 'dashboards/:dashboardId', element: <DashboardPage /> },
        // A chart's own address opens its dashboard.
        { path: 'dashboards/:dashboardId/charts/:chartId', element: <DashboardPage /> },
        { path: 'projects', element: <ProjectsPage /> },
        { path: 'projects/list', element: <ProjectsPage /> },
        { path: 'projects/folders', element: <ProjectsPage /> },
        { path: 'projects/all-projects', element: <ProjectsPage view="all" /> },
        { path: 'projects/your-projects', element: <ProjectsPage view="yours" /> },
        { path: 'projects/shared-with-you', element: <ProjectsPage view="shared" /> },
        { path: 'projects/new', element: <Navigate to="/projects?new=project" replace /> },
        { path: 'projects/:projectId', element: <ProjectPage /> },
        // Spec 000 §2: the project's tabs are paths of their own; /notes is the default tab.
        { path: 'projects/:projectId/notes', element: <ProjectPage tab="notes" /> },
        { path: 'projects/:projectId/highlights', element: <ProjectPage tab="highlights" /> },
        { path: 'projects/:projectId/insights', element: <ProjectPage tab="insights" /> },
        { path: 'projects/:projectId/tags', element: <ProjectPage tab="tags" /> },
        { path: 'projects/:projectId/tags/b/:tagBoardId', element: <TagBoardPage /> },
        // Spec 000 §2: a saved project view.
        { path: 'projects/:projectId/v/:viewId', element: <ProjectPage /> },
        { path: 'projects/:projectId/charts', element: <ProjectPage tab="charts" /> },
        { path: 'projects/:projectId/readme', element: <ProjectPage tab="readme" /> },
        { path: 'projects/:projectId/chat', element: <ChatPage /> },
        // Spec 000 §2: a note opened from inside its project.
        { path: 'projects/:projectId/view/:noteId', element: <LazyNotePage /> },
        { path: 'projects/:projectId/settings', element: <ProjectSettingsPage /> },
        { path: 'projects/:projectId/settings/access', element: <ProjectAccessPage /> },
        // Spec 000 §2: the project's export page (CSV of highlights and notes, the project file set).
        { path: 'projects/:projectId/settings/export', element: <ProjectExportPage /> },
        // Spec 000 §2: the project's data retention settings page.
        { path: 'projects/:projectId/settings/data-retention', element: <ProjectDataRetentionPage /> },
        // Spec 000 §2: the project's transcription settings page.
        { path: 'projects/:projectId/settings/transcription', element: <ProjectTranscriptionPage /> },
        // Spec 000 §2: extensions (tag and field sets) installed into this project.
        { path: 'projects/:projectId/settings/extensions', element: <ProjectExtensionsPage /> },
        // The project's field pages live in the workspace settings (README "Routes that redirect").
        {
          path: 'projects/:projectId/settings/fields',
          element: <ParamRedirect to={(p) => `/settings/fields/${p.projectId ?? ''}/note-fields`} />,
        },
        {
          path: 'projects/:projectId/settings/note-fields',
          element: <ParamRedirect to={(p) => `/settings/fields/${p.projectId ?? ''}/note-fields`} />,
        },
        {
          path: 'projects/:projectId/settings/insight-fields',
          element: <ParamRedirect to={(p) => `/settings/fields/${p.projectId ?? ''}/insight-fields`} />,
        },
        {
          path: 'projects/:projectId/settings/workspace-fields',
          element: <Navigate to="/settings/fields" replace />,
        },
        { path: 'folders/:folderId', element: <FolderPage /> },
        { path: 'folders/:folderId/channels', element: <FolderPage tab="channels" /> },
        { path: 'folders/:folderId/projects', element: <FolderPage tab="projects" /> },
        { path: 'folders/:folderId/insights', element: <FolderPage tab="insights" /> },
        { path: 'folders/:folderId/shared', element: <FolderPage tab="shared" /> },
        // Spec 000 §2: a member's profile and work.
        { path: 'user/:userId', element: <UserPage /> },
        { path: 'user/:userId/:tab', element: <UserPage /> },
        { path: 'f/:fileId', element: <FileRedirect /> },
        // Spec 000 §2 /data: all the workspace's data, the Data tab of search (README "Routes that redirect").
        { path: 'data', element: <Navigate to="/search?resultType=data" replace /> },
        { path: 'data/:noteId', element: <LazyNotePage /> },
        // Spec 000 §2: a note's recording as a reel of its audio/video highlights.
        { path: 'data/:noteId/reels/:fileId', element: <NoteFileReelPage /> },
        // Spec 000 §2 Channels: an insight written from a theme's or a topic's activity.
        { path: 'insights/create/:activityWrapId', element: <InsightCreatePage /> },
        // Spec 000 §2 Browsing: the documentation this build ships (the README, drawn).
        { path: 'docs', element: <DocsPage /> },
        { path: 'insights/:insightId', element: <LazyInsightPage /> },
        // Spec 000 §2: one of an insight's reels.
        { path: 'insights/:insightId/reels/:reelId', element: <InsightReelPage /> },
        { path: 'tags/:tagId', element: <LazyTagPage /> },
        // Spec 000 §2: people also answer at /contacts.
        { path: 'people', element: <PeoplePage /> },
        { path: 'people/:personId', element: <PersonPage /> },
        { path: 'contacts', element: <PeoplePage /> },
        { path: 'contacts/:personId', element: <PersonPage /> },
        // Spec 000 §2: channels of continuous feedback, their themes and their topics.
        { path: 'channels', element: <ChannelsPage /> },
        { path: 'channels/:channelId', element: <ChannelPage /> },
        { path: 'themes/:themeId', element: <ThemePage /> },
        { path: 'themes/:themeId/data/:datumId', element: <ThemePage /> },
        { path: 'outliers', element: <OutliersPage /> },
        { path: 'outliers/:datumId', element: <OutliersPage /> },
        { path: 't/:topicId', element: <TopicPage /> },
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
            { path: 'groups', element: <GroupsPage /> },
            { path: 'projects', element: <ProjectsSettingsPage /> },
            // The people fields are a target of the fields page (README "Routes that redirect").
            { path: 'people', element: <Navigate to="/settings/fields?target=PERSON" replace /> },
            { path: 'authentication', element: <AuthenticationSettingsPage /> },
            { path: 'plans', element: <PlansPage /> },
            // Spec 001 §2: billing pages; with billing off they say billing is not enabled here.
            { path: 'billing', element: <BillingPage /> },
            { path: 'billing/details', element: <BillingDetailsPage /> },
            { path: 'billing/plans', element: <BillingPlansPage /> },
            { path: 'billing/update', element: <BillingUpdatePage /> },
            { path: 'security', element: <SecuritySettingsPage /> },
            { path: 'user/notifications', element: <NotificationSettingsPage /> },
            {
              path: 'tags',
              element: <TagsSettingsPage />,
            },
            // A project's own tags beside the workspace tags: where tags made in the picker are merged.
            { path: 'tags/:projectId', element: <TagsSettingsPage /> },
            { path: 'trash', element: <TrashPage /> },
            // Spec 001 §2: /settings/bulk-import, hash bulkImportId.
            { path: 'bulk-import', element: <BulkImportPage /> },
            // Issue 34: the generative AI switch and the AI audit trail.
            { path: 'ai', element: <AiSettingsPage /> },
            // Spec 000 §2: /settings/analytics, the managers' AI activity page (the AI audit trail).
            { path: 'analytics', element: <AiAnalyticsPage /> },
            // Spec 000 §2: /settings/transcription, the workspace's transcription settings (issue 34).
            { path: 'transcription', element: <TranscriptionSettingsPage /> },
            // Spec 000 §2: /settings/data-retention.
            { path: 'data-retention', element: <WorkspaceDataRetentionPage /> },
            // Spec 000 §2: workspace fields, and a project's note and insight fields.
            { path: 'fields', element: <FieldsSettingsPage /> },
            { path: 'fields/:projectId', element: <Navigate to="note-fields" replace /> },
            { path: 'fields/:projectId/note-fields', element: <FieldsSettingsPage target="NOTE" /> },
            { path: 'fields/:projectId/insight-fields', element: <FieldsSettingsPage target="INSIGHT" /> },
            // Spec 000 §2: beta switches, product feedback and the workspace's extensions.
            { path: 'beta', element: <BetaSettingsPage /> },
            { path: 'feedback', element: <FeedbackPage /> },
            { path: 'extensions', element: <ExtensionsSettingsPage /> },
            ...templateRoutes,
          ],
        },
        // Spec 000 §2: /audit-log sits beside the settings pages, in their frame.
        {
          path: 'audit-log',
          element: <SettingsLayout />,
          children: [{ index: true, element: <AuditLogPage /> }],
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
