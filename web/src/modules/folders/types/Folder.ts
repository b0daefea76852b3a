export interface Folder {
  id: string;
  shortId: string;
  name: string;
  parentId: string | null;
  projectCount: number;
  folderCount: number;
}
