export type TrashItemKind = 'PROJECT' | 'NOTE';

/** A deleted project or note, as the trash page lists it. */
export interface TrashItem {
  id: string;
  kind: TrashItemKind;
  title: string;
  projectId: string;
  projectTitle: string;
  deletedAt: string;
  deletedBy: { id: string; name: string | null } | null;
}
