/** What ordering needs of a folder (no imports, so the unit test can load this file alone). */
interface TreeFolder {
  id: string;
  name: string;
  parentId: string | null;
}

export interface FolderOption<F extends TreeFolder = TreeFolder> {
  folder: F;
  depth: number;
}

/** Folders depth first, each under its parent, siblings by name: the order of a folder picker. */
export function folderOptions<F extends TreeFolder>(folders: F[]): FolderOption<F>[] {
  const ids = new Set(folders.map((f) => f.id));
  const byParent = new Map<string | null, F[]>();
  for (const folder of folders) {
    // A parent the caller cannot see would hide the folder: show it at the top level instead.
    const parent = folder.parentId !== null && ids.has(folder.parentId) ? folder.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), folder]);
  }
  const out: FolderOption<F>[] = [];
  const visit = (parent: string | null, depth: number) => {
    const children = [...(byParent.get(parent) ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    for (const folder of children) {
      out.push({ folder, depth });
      visit(folder.id, depth + 1);
    }
  };
  visit(null, 0);
  return out;
}
