/** Strings of folders (project categories). */
export const folderStrings = {
  folders: 'Folders',
  newFolder: 'New folder',
  newSubfolder: 'New sub-folder',
  createFolder: 'Create folder',
  creating: 'Creating…',
  folderName: 'Folder name',
  renameFolder: 'Rename folder',
  rename: 'Rename',
  saving: 'Saving…',
  deleteFolder: 'Delete folder',
  delete: 'Delete',
  deleteFolderTitle: 'Delete this folder?',
  deleteFolderBody: (name: string, parent: string | null) =>
    `"${name}" will be deleted. Nothing inside is lost: its projects and sub-folders move ${
      parent ? `up into "${parent}"` : 'to the top level'
    }.`,
  folderActions: 'Folder actions',
  projectCount: (n: number) => (n === 1 ? '1 project' : `${n} projects`),
  folderCount: (n: number) => (n === 1 ? '1 folder' : `${n} folders`),
  emptyFolder: 'This folder is empty.',
  emptyFolderHint: 'Create a sub-folder here, or use "Move to folder" in a project\'s menu to put it here.',
  projectsHeading: 'Projects',
  subfoldersHeading: 'Sub-folders',
  allProjects: 'All projects',
  moveToFolder: 'Move to folder…',
  moveToFolderTitle: (project: string) => `Move "${project}" to a folder`,
  destination: 'Folder',
  topLevel: 'No folder (top level)',
  move: 'Move',
  moving: 'Moving…',
  noFoldersYet: 'There are no folders yet. Create one on the projects page.',
  folderTabs: 'What the folder holds',
  tabProjects: 'Projects',
  tabInsights: 'Insights',
  tabChannels: 'Channels',
  tabShared: 'Shared with you',
  insightsHeading: 'Insights in this folder',
  noInsights: 'No insights in this folder yet',
  noInsightsHint:
    'Insights written in the projects of this folder, and of its sub-folders, show here. Open a project and choose New insight.',
  channelsHeading: 'Channels',
  channelsBody:
    'Channels of continuous feedback belong to the whole workspace rather than to a folder: every project in this folder can cite them.',
  goToChannels: 'Go to channels',
  noShared: 'Nothing in this folder has been shared with you',
  noSharedHint: 'Private projects a colleague filed here and gave you access to show here.',
  inProject: (title: string) => `in ${title}`,
  publishedHeading: 'Published insights',
  noPublished: 'No insight of this folder is published yet.',
  publishedOn: (date: string) => `Published ${date}`,
  allInsightsHeading: 'All insights',
} as const;

/** Product rule, as the server's: a folder's name, as long as a project title. */
export const FOLDER_NAME_MAX = 200;
