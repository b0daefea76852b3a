import { useViewer } from '../../auth/hooks/useViewer';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { PageTabs } from '../../common/components/PageTabs';
import { LoadingState } from '../../common/components/LoadingState';
import { FOLDERS_QUERY } from '../../folders/operations';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { PROJECTS_QUERY } from '../../projects/operations';
import { projectsInView } from '../../projects/utils/projectListView';
import { useLayoutPreference } from '../hooks/useLayoutPreference';
import { browseStrings } from '../strings';
import { folderItem, projectItem } from '../utils/collectionItems';
import { EmptyState } from './EmptyState';
import { ItemCollection } from './ItemCollection';
import { LayoutToggle } from './LayoutToggle';
import { PageHeader } from './PageHeader';

/** The lists of /browse (spec 000 §2 Browsing). */
export type BrowseView = 'all' | 'folders' | 'created' | 'shared';

const PATHS: Record<BrowseView, string> = {
  all: '/browse',
  folders: '/browse/folders',
  created: '/browse/created-by-you',
  shared: '/browse/shared-with-you',
};

const EMPTY: Record<BrowseView, { title: string; hint: string }> = {
  all: { title: browseStrings.emptyAll, hint: browseStrings.emptyAllHint },
  folders: { title: browseStrings.emptyFolders, hint: browseStrings.emptyFoldersHint },
  created: { title: browseStrings.emptyCreated, hint: browseStrings.emptyCreatedHint },
  shared: { title: browseStrings.emptyShared, hint: browseStrings.emptySharedHint },
};

/**
 * /browse: the workspace's top-level folders and projects in one place; /browse/folders every folder,
 * /browse/created-by-you the projects you created, /browse/shared-with-you the private projects a
 * colleague gave you access to. Grid or list, remembered.
 */
export function BrowsePage({ view }: { view: BrowseView }) {
  const { viewer } = useViewer();
  const [layout, setLayout] = useLayoutPreference('browse');
  const needsFolders = view === 'all' || view === 'folders';
  const projects = useGraphqlQuery(PROJECTS_QUERY, { archived: false }, { skip: view === 'folders' });
  const folders = useGraphqlQuery(FOLDERS_QUERY, {}, { skip: !needsFolders });

  const loading = (view !== 'folders' && !projects.data) || (needsFolders && !folders.data);
  const folderList = folders.data?.folders ?? [];
  const items = [
    ...(view === 'all'
      ? folderList.filter((f) => f.parentId === null)
      : view === 'folders'
        ? folderList
        : []
    ).map(folderItem),
    ...(view === 'folders'
      ? []
      : projectsInView(
          view === 'all' ? 'folders' : view === 'created' ? 'yours' : 'shared',
          projects.data?.projects ?? [],
          viewer?.account.id,
        ).map(projectItem)),
  ];

  return (
    <>
      <PageHeader
        title={browseStrings.browseTitle}
        actions={<LayoutToggle value={layout} onChange={setLayout} />}
      />
      <PageTabs
        value={view}
        label={browseStrings.browseTabs}
        tabs={[
          { value: 'all', label: browseStrings.tabAll, path: PATHS.all },
          { value: 'folders', label: browseStrings.tabFolders, path: PATHS.folders },
          { value: 'created', label: browseStrings.tabCreated, path: PATHS.created },
          { value: 'shared', label: browseStrings.tabShared, path: PATHS.shared },
        ]}
      />
      <ErrorAlert error={projects.error} onRetry={projects.refetch} />
      <ErrorAlert error={folders.error} onRetry={folders.refetch} />
      {loading && !projects.error && !folders.error ? <LoadingState /> : null}
      {!loading && items.length === 0 ? (
        <EmptyState
          title={EMPTY[view].title}
          hint={EMPTY[view].hint}
          action={view === 'shared' ? undefined : { label: browseStrings.goToProjects, to: '/projects' }}
        />
      ) : null}
      {!loading && items.length > 0 ? (
        <ItemCollection items={items} layout={layout} label={browseStrings.browseTitle} />
      ) : null}
    </>
  );
}
