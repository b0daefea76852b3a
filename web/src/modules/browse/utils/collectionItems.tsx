import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import type { FolderFieldsFragment, ProjectFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../common/utils/formatDate';
import { itemPaths } from '../../common/utils/itemPath';
import type { CollectionItem } from '../components/ItemCollection';
import { browseStrings } from '../strings';

/** A folder as a browsing page lists it. */
export function folderItem(folder: FolderFieldsFragment): CollectionItem {
  return {
    key: `folder-${folder.id}`,
    title: folder.name,
    kind: browseStrings.folder,
    details: [browseStrings.projectsIn(folder.projectCount)],
    to: itemPaths.folder(folder),
    icon: <FolderOutlinedIcon fontSize="small" />,
  };
}

/** A project as a browsing page lists it. */
export function projectItem(project: ProjectFieldsFragment): CollectionItem {
  return {
    key: `project-${project.id}`,
    title: project.title,
    kind: browseStrings.project,
    details: [
      browseStrings.projectCounts(project.noteCount, project.insightCount),
      browseStrings.updated(formatDate(project.updatedAt)),
      ...(project.private ? [browseStrings.private] : []),
    ],
    to: itemPaths.project(project),
    icon: <WorkOutlineIcon fontSize="small" />,
  };
}

/** A recently changed project, note or insight (the home query's `recent`). */
export function recentItem(item: {
  id: string;
  kind: 'PROJECT' | 'NOTE' | 'INSIGHT';
  title: string;
  projectId: string;
  projectTitle: string;
  updatedAt: string;
  createdByYou: boolean;
}): CollectionItem {
  const when = browseStrings.updated(formatDate(item.updatedAt));
  const by = item.createdByYou ? [browseStrings.byYou] : [];
  switch (item.kind) {
    case 'PROJECT':
      return {
        key: `project-${item.id}`,
        title: item.title,
        kind: browseStrings.project,
        details: [when, ...by],
        to: itemPaths.project(item),
        icon: <WorkOutlineIcon fontSize="small" />,
      };
    case 'NOTE':
      return {
        key: `note-${item.id}`,
        title: item.title,
        kind: browseStrings.note,
        details: [browseStrings.inProject(item.projectTitle), when, ...by],
        to: itemPaths.note(item),
        icon: <DescriptionOutlinedIcon fontSize="small" />,
      };
    case 'INSIGHT':
      return {
        key: `insight-${item.id}`,
        title: item.title,
        kind: browseStrings.insight,
        details: [browseStrings.inProject(item.projectTitle), when, ...by],
        to: itemPaths.insight(item),
        icon: <LightbulbOutlinedIcon fontSize="small" />,
      };
  }
}

/** An insight from a search result. */
export function insightItem(item: {
  id: string;
  /** Search's title, in stretches (matched or not). */
  preview: { title: { text: string }[] };
  projectTitle?: string | null;
  updatedAt: string;
  published?: boolean | null;
}): CollectionItem {
  const title = item.preview.title.map((stretch) => stretch.text).join('');
  return {
    key: `insight-${item.id}`,
    title,
    kind: browseStrings.insight,
    details: [
      ...(item.projectTitle ? [browseStrings.inProject(item.projectTitle)] : []),
      browseStrings.updated(formatDate(item.updatedAt)),
    ],
    to: itemPaths.insight({ id: item.id, title }),
    icon: <LightbulbOutlinedIcon fontSize="small" />,
  };
}
